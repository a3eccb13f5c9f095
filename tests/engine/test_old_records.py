"""Koi-koi records written before the other games existed (no "game" key) still load and
replay to exactly the months and scores the engine of that time produced."""

import json
from pathlib import Path

import pytest

from game.cli import main
from game.engine import games
from game.engine.koikoi.records import load_record, replay, summary

FIXTURES = Path(__file__).resolve().parent / "fixtures"
EXPECTED = json.loads((FIXTURES / "old_records_expected.json").read_text())


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_old_record_replays_identically(name):
    record = load_record(FIXTURES / f"{name}.json")
    assert "game" not in record and len(record["players"]) == 2
    state, results = replay(record)
    expected = EXPECTED[name]
    data = summary(results, state)
    assert data["months"] == expected["months"]
    assert data["final_scores"] == expected["final_scores"]
    assert data["finished"] == expected["finished"]
    assert (state.phase, state.current) == (expected["phase"], expected["current"])
    again, _ = games.replay(record)
    assert again.returns() == state.returns()


def test_old_record_replays_on_the_command_line(capsys):
    path = FIXTURES / "nintendo-greedy-random.json"
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "koikoi"
    assert data["final_scores"] == EXPECTED["nintendo-greedy-random"]["final_scores"]
    assert main(["replay", str(path), "--game", "roppyakken"]) == 2
    assert "is a koikoi record, not roppyakken" in capsys.readouterr().err
