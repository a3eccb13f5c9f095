"""Continue: the table is set up at the restored position from normal engine events."""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import CARDS, ids_from_mask
from game.engine.koikoi import positions
from game.persist.headless import play_decisions
from game.view.director import Director


def _codes(mask: int) -> list[str]:
    return sorted(CARDS[c].code for c in ids_from_mask(mask))


def test_position_events_rebuild_the_table_model_in_every_phase() -> None:
    phases = set()
    for count in range(1, 90, 2):
        state = play_decisions(17, count)
        if state.is_terminal():
            break
        director = Director(viewer=None, speed=float("inf"))
        director.feed(positions.position_events(state))
        for _ in range(200):
            director.update(1.0)
            if director.idle:
                break
        assert director.idle
        model = director.model
        for seat in (0, 1):
            assert sorted(model.hands[seat]) == _codes(state.hands[seat])
            assert sorted(model.captured_codes(seat)) == _codes(state.captured[seat])
            assert model.koikoi[seat] == state.koikoi[seat]
        assert sorted(model.field_slots) == _codes(state.field)
        assert len(model.stock) == state.stock_left()
        assert model.month == state.round and tuple(model.scores) == state.returns()
        pending = CARDS[state.pending].code if state.pending >= 0 else None
        assert model.pending == pending
        phases.add(state.phase)
    assert {"play", "take_play", "decide"} <= phases, phases


def test_a_pending_decision_reannounces_its_yaku() -> None:
    for count in range(1, 200):
        state = play_decisions(17, count)
        if state.phase == "decide":
            break
    events = positions.position_events(state)
    assert isinstance(events[-1], ev.TurnScored) and events[-1].decision
    assert events[-1].player == state.current
