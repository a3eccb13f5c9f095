"""Autosave and restore: the exact position comes back, and later months deal identically."""

from __future__ import annotations

import json

from game.core import paths
from game.engine.actions import action_from_json
from game.engine.koikoi import positions
from game.persist import autosave
from game.persist.headless import play_decisions


def _decisions_after(state, count: int) -> list[dict]:
    return [a.to_json() for m in state.record_rounds() for a in m["decisions"]][count:]


def test_restore_gives_the_same_position_at_every_decision_of_a_month() -> None:
    info = autosave.MatchInfo(
        mode="couch",
        seed=11,
        cpu_level=None,
        open_hands=True,
        seats=[autosave.SeatInfo("Aki", "red"), autosave.SeatInfo("Ren", "blue")],
    )
    seen_phases = set()
    for count in range(0, 60, 3):
        state = play_decisions(11, count)
        autosave.save(state, info)
        loaded = autosave.load()
        assert loaded.ok and loaded.warning is None
        assert positions.state_snapshot(loaded.state) == positions.state_snapshot(state)
        assert loaded.info.seats[0].name == "Aki" and loaded.info.seats[1].colour == "blue"
        assert loaded.info.mode == "couch" and loaded.info.open_hands is True
        assert loaded.info.seed == 11
        seen_phases.add(state.phase)
    assert len(seen_phases) >= 2, seen_phases


def test_restored_match_continues_exactly_into_later_months() -> None:
    midway = play_decisions(4, 17)
    assert midway.round == 1 or midway.record_rounds()[-1]["decisions"]
    autosave.save(midway, autosave.MatchInfo(seed=4, cpu_level="greedy"))
    finished = play_decisions(4, 10_000)
    assert finished.is_terminal()
    restored = autosave.load().state
    for decision in _decisions_after(finished, 17):
        restored.apply(action_from_json(decision))
    assert restored.is_terminal()
    assert positions.state_snapshot(restored) == positions.state_snapshot(finished)
    assert restored.round > midway.round


def test_autosave_file_is_a_record_with_the_extra_fields() -> None:
    state = play_decisions(9, 5)
    path = autosave.save(state, autosave.MatchInfo(seed=9, cpu_level="greedy"))
    assert path == paths.data_dir() / "autosave.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "hanafuda-record"
    assert data["seed"] == 9
    assert data["autosave"]["cpu_level"] == "greedy"
    assert len(data["autosave"]["rng"][1]) == 625
    assert len(data["months"][0]["decisions"]) == 5
    assert not list(path.parent.glob("*.tmp"))


def test_clear_removes_the_autosave_and_load_then_has_nothing() -> None:
    autosave.save(play_decisions(2, 3), autosave.MatchInfo(seed=2))
    assert autosave.exists()
    autosave.clear()
    assert not autosave.exists()
    loaded = autosave.load()
    assert not loaded.ok and loaded.warning is None


def test_a_finished_match_is_not_offered_to_continue() -> None:
    finished = play_decisions(5, 10_000)
    autosave.save(finished, autosave.MatchInfo(seed=5))
    loaded = autosave.load()
    assert not loaded.ok
    assert loaded.warning and "kept as" in loaded.warning
    assert loaded.moved_to is not None and loaded.moved_to.exists()
