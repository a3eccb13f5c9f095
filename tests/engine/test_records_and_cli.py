"""Match records replay exactly; the headless CLI prints what it promises and fails cleanly."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.engine.ai import make_player
from game.engine.errors import RecordError
from game.engine.koikoi.records import load_record, record_of, replay, save_record
from game.engine.koikoi.state import new_match

ROOT = Path(__file__).resolve().parents[2]


def played_match(preset="nintendo", seed=5, **overrides):
    from game.engine.koikoi.rules import load_preset

    state = new_match(load_preset(preset, overrides or None), seed=seed)
    players = [make_player("greedy"), make_player("random")]
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(players[seat].choose(state.information(seat), rng))
    return state


def test_record_schema_and_exact_replay(tmp_path):
    state = played_match()
    record = record_of(state)
    assert record["format"] == "hanafuda-record" and record["version"] == 1
    assert record["rules"] == {"preset": "nintendo", "overrides": {}}
    first = record["months"][0]
    assert set(first) == {"month", "dealer", "hands", "field", "stock", "decisions"}
    assert len(first["hands"][0]) == 8 and len(first["field"]) == 8 and len(first["stock"]) == 24
    assert all(set(d) <= {"play", "take", "koikoi"} for d in first["decisions"])
    path = tmp_path / "match.json"
    save_record(record, path)
    again, results = replay(load_record(path))
    assert again.returns() == state.returns()
    assert results == state.round_results


def test_record_keeps_overrides_and_replays_other_presets():
    for preset in ("mobile", "koikoi-japan"):
        state = played_match(preset, seed=8, months=4)
        record = record_of(state)
        assert record["rules"]["preset"] == preset
        assert record["rules"]["overrides"] == {"months": 4}
        assert replay(record)[0].returns() == state.returns()


def test_partial_record_restores_the_position():
    state = new_match("nintendo", seed=21)
    rng = random.Random(2)
    for _ in range(9):
        state.apply(rng.choice(state.legal_actions()))
    restored, _ = replay(record_of(state))
    assert restored.hands == state.hands and restored.field == state.field
    assert restored.captured == state.captured and restored.phase == state.phase
    assert restored.current == state.current and restored.stock_pos == state.stock_pos


def test_replay_refuses_an_illegal_move_naming_month_and_move():
    record = record_of(played_match())
    month = record["months"][1]
    record["months"][1]["decisions"][0] = {"koikoi": True}
    with pytest.raises(RecordError, match="month 2, move 0: cannot call koi-koi"):
        replay(record)
    assert month["dealer"] in (0, 1)


def test_replay_cli_json(tmp_path, capsys):
    state = played_match()
    path = tmp_path / "m.json"
    save_record(record_of(state), path)
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["final_scores"] == list(state.returns())
    assert len(data["months"]) == len(state.round_results)
    first = data["months"][0]
    assert set(first) == {"winner", "score_delta", "yaku", "koikoi"}
    assert first["score_delta"] == list(state.round_results[0]["score_delta"])


def test_replay_cli_names_the_players(tmp_path, capsys):
    state = played_match()
    path = tmp_path / "m.json"
    players = [{"name": "Aki"}, {"name": "Ren"}]
    save_record(record_of(state, players=players), path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "player 0" not in out and "player 1" not in out
    scores = state.returns()
    assert out.rstrip().splitlines()[-1] == f"Scores (final): Aki {scores[0]} - {scores[1]} Ren"
    winners = [m["winner"] for m in state.round_results if m["winner"] is not None]
    assert f": {('Aki', 'Ren')[winners[0]]}" in out


def test_replay_cli_tells_two_seats_of_one_name_apart(tmp_path, capsys):
    path = tmp_path / "m.json"
    save_record(record_of(played_match(), players=[{"name": "greedy"}] * 2), path)
    assert main(["replay", str(path)]) == 0
    assert "Scores (final): greedy (1) " in capsys.readouterr().out


@pytest.mark.parametrize(
    "content, message",
    [
        ("{", "not valid JSON"),
        ("[]", "must be a JSON object"),
        ('{"format": "other", "version": 1, "months": []}', "format must be"),
        ('{"format": "hanafuda-record", "version": 1, "months": []}', "no months"),
        (
            '{"format": "hanafuda-record", "version": 1, "rules": {"preset": "zzz"}, '
            '"months": [{}]}',
            "unknown rule preset",
        ),
    ],
)
def test_replay_cli_bad_files_exit_2_with_one_line(tmp_path, capsys, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err and "Traceback" not in err


def test_replay_cli_names_month_and_move_of_an_illegal_decision(tmp_path, capsys):
    record = record_of(played_match())
    hand = record["months"][0]["hands"][1 - record["months"][0]["dealer"]]
    record["months"][0]["decisions"][0] = {"play": hand[0]}  # the other seat's card
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "month 1, move 0" in err and "not in player" in err


def test_truncated_record_file_is_a_clean_error(tmp_path, capsys):
    path = tmp_path / "cut.json"
    save_record(record_of(played_match()), path)
    path.write_text(path.read_text()[:500])
    assert main(["replay", str(path)]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_score_cli_json_and_errors(capsys):
    assert main(["score", "1-1", "3-1", "12-1", "1-2", "2-2", "3-2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "yaku": [["sanko", 5], ["akatan", 5]],
        "total": 10,
        "final": 20,
    }
    assert (
        main(
            ["score", "1-1", "3-1", "12-1", "1-2", "2-2", "3-2", "--opponent-koikoi", "1", "--json"]
        )
        == 0
    )
    assert json.loads(capsys.readouterr().out)["final"] == 40
    assert (
        main(["score", "3-1", "9-1", "--rules", "koikoi-japan", "--own-koikoi", "1", "--json"]) == 0
    )
    assert json.loads(capsys.readouterr().out) == {
        "yaku": [["hanami-zake", 3]],
        "total": 3,
        "final": 4,
    }
    assert main(["score", "1-1", "3-1", "12-1", "--set", "sanko=6", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 6
    for bad in (
        ["score", "13-1"],
        ["score", "1-1", "--rules", "nope"],
        ["score", "1-1", "--set", "sanko=many"],
        ["score", "1-1", "--set", "bogus=1"],
        ["score", "1-1", "1-1"],
    ):
        assert main(bad) == 2
        assert "error:" in capsys.readouterr().err


def test_simulate_is_reproducible_whatever_the_jobs(capsys):
    args = [
        "simulate",
        "--p1",
        "greedy",
        "--p2",
        "random",
        "--matches",
        "6",
        "--months",
        "3",
        "--seed",
        "4",
        "--json",
    ]
    assert main(args) == 0
    one = json.loads(capsys.readouterr().out)
    assert main(args + ["--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    for key in ("p1_wins", "p2_wins", "draws", "mean_scores", "mean_margin"):
        assert one[key] == two[key]
    assert one["matches"] == 6 and one["months"] == 3


def test_simulate_writes_records_that_replay(tmp_path, capsys):
    assert (
        main(["simulate", "--matches", "2", "--months", "2", "--records", str(tmp_path), "--json"])
        == 0
    )
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    replay(load_record(files[0]))


def test_cli_bad_simulate_input(capsys):
    assert main(["simulate", "--p1", "nobody", "--matches", "1"]) == 2
    assert "unknown CPU player" in capsys.readouterr().err
    assert main(["simulate", "--matches", "0"]) == 2


def test_module_entry_point_runs():
    result = subprocess.run(
        [sys.executable, "-m", "game", "score", "3-1", "9-1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and "hanami-zake" in result.stdout
