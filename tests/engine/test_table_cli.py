"""`score`, `simulate` and `replay` with --game: the JSON shapes, reproducibility, records,
and one clear line with exit code 2 for every bad input."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.engine import games
from game.engine.koikoi.records import save_record

ROOT = Path(__file__).resolve().parents[2]


def run_json(capsys, *args):
    assert main(list(args) + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def error_line(capsys, *args) -> str:
    assert main(list(args)) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and "\n" not in err and "Traceback" not in err
    return err


def test_score_roppyakken_json(capsys):
    data = run_json(capsys, "score", "--game", "roppyakken", "1-1", "3-1", "8-1", "12-1", "9-1")
    assert data == {
        "game": "roppyakken",
        "card_points": 210,
        "yaku": [["shiko", 600], ["teppo", 300], ["matsukiri-bozu", 150]],
        "total": 1260,
    }
    rainy = run_json(capsys, "score", "--game", "roppyakken", "3-1", "9-1", "11-2")
    assert rainy == {"game": "roppyakken", "card_points": 70, "yaku": [], "total": 70}
    sunny = run_json(capsys, "score", "--game", "roppyakken", "3-1", "9-1", "11-2", "1-1")
    assert sunny["yaku"] == [["hanami-zake", 100]] and sunny["total"] == 220
    wiki = run_json(
        capsys, "score", "--game", "roppyakken", "--rules", "fudawiki", "1-2", "2-2", "3-2"
    )
    assert wiki["yaku"] == [["akatan", 100]]


def test_score_hana_awase_json_and_text(capsys):
    data = run_json(capsys, "score", "--game", "hana-awase", "1-1", "3-1", "8-1", "9-1", "12-1")
    assert data == {
        "game": "hana-awase",
        "card_points": 90,
        "yaku": [["shiko", 60], ["matsukiri-bozu", 30], ["nomi", 30]],
        "total": 210,
    }
    data = run_json(capsys, "score", "--game", "hana-awase", "--set", "nomi=0", "3-1", "8-1", "9-1")
    assert data["yaku"] == [["hanami-zake", 20], ["tsukimi-zake", 20]]
    assert main(["score", "--game", "hana-awase", "6-1", "7-1", "10-1"]) == 0
    out = capsys.readouterr().out
    assert "ino-shika-cho" in out and "total" in out and "60" in out


def test_simulate_every_game_and_seat_count(capsys):
    for game, seats in (("roppyakken", 2), ("roppyakken", 3), ("hana-awase", 3), ("hana-awase", 4)):
        args = ["simulate", "--game", game, "--players", str(seats), "--matches", "3"]
        data = run_json(capsys, *args, "--seed", "2")
        assert data["game"] == game and data["players"] == seats and data["matches"] == 3
        assert len(data["wins"]) == seats and len(data["mean_scores"]) == seats
        assert sum(data["wins"]) + data["draws"] == 3
        assert [data[f"p{p}"] for p in range(1, seats + 1)] == ["greedy"] + ["random"] * (seats - 1)
        assert abs(sum(data["mean_scores"])) < 0.01  # zero-sum games (means rounded)


def test_simulate_koikoi_gains_a_wins_list(capsys):
    data = run_json(capsys, "simulate", "--matches", "4", "--months", "2", "--seed", "1")
    assert data["game"] == "koikoi" and data["wins"] == [data["p1_wins"], data["p2_wins"]]


def test_simulate_is_reproducible_whatever_the_jobs(capsys):
    args = ["simulate", "--game", "hana-awase", "--players", "3", "--p2", "greedy"]
    args += ["--matches", "4", "--months", "2", "--seed", "9"]
    one = run_json(capsys, *args)
    two = run_json(capsys, *args, "--jobs", "2")
    for key in ("wins", "draws", "mean_scores", "mean_rounds"):
        assert one[key] == two[key]
    assert one["mean_rounds"] == 2


def test_simulate_writes_records_that_replay(tmp_path, capsys):
    args = ["simulate", "--game", "roppyakken", "--players", "3", "--matches", "2"]
    run_json(capsys, *args, "--records", str(tmp_path))
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    data = run_json(capsys, "replay", str(files[1]))
    assert data["game"] == "roppyakken" and data["players"] == 3
    assert sum(data["final_scores"]) == 0 and max(data["wins"]) == 3
    assert set(data["months"][0]) >= {"winner", "score_delta", "card_points", "yaku", "fuke"}
    record = json.loads(files[1].read_text())
    assert [p["cpu"] for p in record["players"]] == ["random", "random", "greedy"]  # rotated
    assert main(["replay", str(files[0])]) == 0
    text = capsys.readouterr().out
    assert "Month  1:" in text and "games won" in text


def test_replay_a_hana_awase_record_in_progress(tmp_path, capsys):
    state = games.new_state("hana-awase", 4, seed=3)
    rng = random.Random(3)
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    path = tmp_path / "live.json"
    save_record(games.record_of(state), path)
    data = run_json(capsys, "replay", str(path), "--game", "hana-awase")
    assert data["finished"] is False and data["players"] == 4
    assert data["final_scores"] == list(state.returns())


def corrupt(tmp_path, mutate) -> str:
    state = games.new_state("roppyakken", 2, seed=4)
    rng = random.Random(4)
    for _ in range(12):
        state.apply(rng.choice(state.legal_actions()))
    record = games.record_of(state)
    mutate(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    return str(path)


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda r: r.update(game="mahjong"), "unknown game 'mahjong'"),
        (lambda r: r["months"][0]["hands"].extend([[], []]), "2 or 3 players, not 4"),
        (lambda r: r["months"][0]["hands"][0].pop(), "bad deal"),
        (lambda r: r["months"][0]["stock"].append("1-1"), "duplicated"),
        (lambda r: r["months"][0].update(dealer=5), "dealer must be a seat 0-1"),
        (lambda r: r["months"][0]["decisions"].insert(0, {"koikoi": True}), "month 1, move 0"),
        (lambda r: r.update(players=[{"name": "solo"}]), "'players' must list 2 players"),
        (lambda r: r["rules"].update(overrides={"bogus": 1}), "unknown rule key 'bogus'"),
        (lambda r: r["rules"].update(preset="nintendo"), "unknown rule preset 'nintendo'"),
    ],
)  # fmt: skip
def test_corrupt_records_are_one_clear_line(tmp_path, capsys, mutate, message):
    assert message in error_line(capsys, "replay", corrupt(tmp_path, mutate))


@pytest.mark.parametrize(
    "args, message",
    [
        (["score", "--game", "go-stop", "1-1"], "unknown game 'go-stop'"),
        (["score", "--game", "roppyakken", "13-1"], "unknown card code"),
        (["score", "--game", "roppyakken", "1-1", "1-1"], "listed twice"),
        (["score", "--game", "hana-awase", "--set", "koikoi=1", "1-1"], "unknown rule key"),
        (["score", "--game", "hana-awase", "--set", "goko=lots", "1-1"], "whole number"),
        (["score", "--game", "roppyakken", "--rules", "nintendo", "1-1"], "unknown rule preset"),
        (["score", "--game", "roppyakken", "--own-koikoi", "1", "1-1"], "koi-koi options"),
        (["simulate", "--game", "roppyakken", "--players", "4"], "2 or 3 players, not 4"),
        (["simulate", "--game", "hana-awase", "--players", "5"], "2, 3 or 4 players, not 5"),
        (["simulate", "--game", "koikoi", "--players", "3"], "koikoi is played by 2 players"),
        (["simulate", "--players", "two"], "--players needs a whole number"),
        (["simulate", "--game", "hana-awase", "--p4", "greedy"], "--p4 names a player 4"),
        (["simulate", "--game", "roppyakken", "--p2", "nobody"], "unknown CPU player 'nobody'"),
        (["simulate", "--game", "roppyakken", "--months", "3"], "wins_to_match"),
        (["simulate", "--game", "nope"], "unknown game 'nope'"),
        (["replay", "/nonexistent/record.json"], "no such file"),
    ],
)
def test_bad_input_is_one_clear_line(capsys, args, message):
    assert message in error_line(capsys, *args)


@pytest.mark.parametrize(
    "args",
    [
        ["--set", "koikoi_multiplier=opponent_each", "--opponent-koikoi", "14300"],
        ["--set", "koikoi_multiplier=both_each", "--own-koikoi", "1000000000000"],
        ["--own-koikoi", "-1"],
        ["--opponent-koikoi", "8"],
    ],
)
def test_koikoi_counts_are_bounded_by_a_month(capsys, args):
    err = error_line(capsys, "score", "1-1", "3-1", "8-1", *args)
    assert "must be 0 to 7" in err and "at most 7 koi-koi calls" in err


def test_koikoi_counts_at_the_bound_still_score(capsys):
    data = run_json(
        capsys, "score", "1-1", "3-1", "8-1", "--set", "koikoi_multiplier=both_each",
        "--own-koikoi", "7",
    )  # fmt: skip
    assert data == {"yaku": [["sanko", 5]], "total": 5, "final": 640}
    ten = run_json(
        capsys, "score", "1-1", "3-1", "8-1", "--set", "hand_size=10", "--own-koikoi", "9",
        "--set", "koikoi_multiplier=own_once",
    )  # fmt: skip
    assert ten["final"] == 10


def test_module_entry_point_scores_another_game():
    result = subprocess.run(
        [sys.executable, "-m", "game", "score", "--game", "hana-awase", "3-1", "9-1", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0
    assert json.loads(result.stdout)["yaku"] == [["hanami-zake", 20]]
