"""`score`, `simulate` and `replay` with --game hachi-hachi: exact JSON, reproducible from
the seed whatever --jobs, records that replay to the same result, one line and exit 2 for
bad input."""

import json

import pytest

from game.cli import main
from game.engine import games
from tests.engine.test_table_cli import error_line, run_json


def test_score_a_pile_in_card_points_and_kan(capsys):
    data = run_json(capsys, "score", "--game", "hachi-hachi", "1-1", "3-1", "8-1", "12-1",
                    "1-2", "2-2", "3-2", "2-3")  # fmt: skip
    assert data == {
        "game": "hachi-hachi",
        "card_points": 96,
        "par": 88,
        "versus_par": 8,
        "yaku": [["shiko", 10], ["akatan", 7]],
        "total": 17,
        "unit": "kan",
    }


def test_score_a_dealt_hand_with_teyaku(capsys):
    hand = ["11-1", "11-2", "11-3", "11-4", "12-2", "12-3", "12-4"]
    data = run_json(capsys, "score", "--game", "hachi-hachi", "--teyaku", *hand)
    assert data["teyaku"] == [["shiso", 20], ["karasu", 4]] and data["total"] == 24
    assert data["shown"] == hand
    text = main(["score", "--game", "hachi-hachi", "--teyaku", *hand])
    assert text == 0 and "shiso" in capsys.readouterr().out
    jawp = run_json(capsys, "score", "--game", "hachi-hachi", "--rules", "jawp", "--teyaku",
                    "9-2", "1-2", "3-3", "5-3", "6-4", "8-3", "10-4")  # fmt: skip
    assert jawp["teyaku"] == [["aka", 3]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--teyaku", "1-1", "1-2"], "a hachi-hachi hand is 7 cards, not 2"),
        (["--set", "kan_mon=7", "1-1"], "kan_mon = 7 must be an even number"),
        (["--set", "hatto=everything", "1-1"], "hatto = 'everything' is not one of"),
        (["--rules", "nintendo", "1-1"], "unknown rule preset 'nintendo'"),
        (["1-1", "1-1"], "card 1-1 is listed twice"),
    ],
)
def test_bad_score_input_is_one_line_and_exit_2(capsys, args, message):
    assert message in error_line(capsys, "score", "--game", "hachi-hachi", *args)


def test_teyaku_is_refused_for_a_game_without_this_scorer(capsys):
    err = error_line(capsys, "score", "--game", "hana-awase", "--teyaku", "1-1")
    assert "not hana-awase" in err


def test_simulate_only_three_players(capsys):
    err = error_line(capsys, "simulate", "--game", "hachi-hachi", "--players", "4")
    assert "hachi-hachi is played by 3 players, not 4" in err


@pytest.mark.parametrize("preset", games.preset_names("hachi-hachi"))
def test_simulate_every_preset_is_reproducible_whatever_the_jobs(capsys, preset):
    args = ["simulate", "--game", "hachi-hachi", "--players", "3", "--rules", preset]
    args += ["--matches", "3", "--months", "6", "--seed", "11"]
    one = run_json(capsys, *args)
    two = run_json(capsys, *args, "--jobs", "2")
    for key in ("wins", "draws", "mean_scores", "mean_rounds"):
        assert one[key] == two[key]
    assert one["mean_rounds"] == 6 and abs(sum(one["mean_scores"])) < 0.01


def test_simulated_records_replay_to_the_same_result(tmp_path, capsys):
    args = ["simulate", "--game", "hachi-hachi", "--matches", "3", "--seed", "3"]
    run_json(capsys, *args, "--records", str(tmp_path))
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    for path in files:
        record = json.loads(path.read_text())
        data = run_json(capsys, "replay", str(path), "--game", "hachi-hachi")
        assert data["final_scores"] == record["final_scores"] and data["finished"]
        assert len(data["months"]) == 12
        for month in data["months"]:
            total = [0, 0, 0]
            for payer, payee, mon, _ in month["payments"]:
                total[payer] -= mon
                total[payee] += mon
            assert total == month["score_delta"]
        decisions = [d for m in record["months"] for d in m["decisions"]]
        assert any("declare" in d for d in decisions)


def test_a_broken_record_is_one_line(tmp_path, capsys):
    args = ["simulate", "--game", "hachi-hachi", "--matches", "1", "--seed", "3"]
    run_json(capsys, *args, "--records", str(tmp_path))
    path = next(tmp_path.glob("*.json"))
    record = json.loads(path.read_text())
    record["months"][0]["decisions"].insert(0, {"declare": "shobu"})
    path.write_text(json.dumps(record))
    err = error_line(capsys, "replay", str(path))
    assert "month 1" in err and "cannot declare shobu" in err


def test_bench_playout_takes_hachi_hachi(capsys):
    data = run_json(capsys, "bench", "playout", "--game", "hachi-hachi", "--players", "3")
    assert data["engine_rounds_per_s"] > 0


def test_simulate_seats_hachi_hachis_own_cpus_at_every_level(capsys):
    # the table CPUs do not play hachi-hachi: simulate asks the game's own roster
    args = ("simulate", "--game", "hachi-hachi", "--players", "3", "--matches", "1", "--json")
    data = run_json(capsys, *args, "--p1", "expert-fast", "--p2", "normal", "--p3", "beginner")
    assert (data["p1"], data["p2"], data["p3"]) == ("expert-fast", "normal", "beginner")
    assert data["matches"] == 1 and sum(data["mean_scores"]) == 0
