"""Positions of a match as values: compare them, show them, save their randomness.

* :func:`state_snapshot` - every fact of a position as a dict comparable with ``==`` (tests,
  the kill-and-continue test, replays);
* :func:`position_events` - the engine events that set a fresh table up at a position (a
  restored autosave: the table is shown the position as a deal);
* :func:`random_state` / :func:`set_random_state` - the state of the match's shuffle RNG, so
  a continued match deals later months exactly as it would have;
* :func:`match_results` - the finished months' results (statistics, records).
"""

from __future__ import annotations

from typing import Any

from game.engine import events as ev
from game.engine.cards import code_tuple
from game.engine.koikoi.month import KOIKOI_CALLS
from game.engine.koikoi.rules import GAME
from game.engine.phases import DECIDE
from game.engine.restored_deal import deal_again_events, pending_choice_events


def state_snapshot(state) -> dict[str, Any]:
    """Every fact of a position, comparable with ``==``."""
    if getattr(state, "GAME", ""):
        from game.engine.fishing.positions import table_state_snapshot

        return table_state_snapshot(state)
    return {
        "month": state.round,
        "dealer": state.dealer,
        "scores": list(state.scores),
        "hands": list(state.hands),
        "field": state.field,
        "stock": list(state.stock),
        "stock_pos": state.stock_pos,
        "captured": list(state.captured),
        KOIKOI_CALLS: list(state.koikoi),
        "phase": state.phase,
        "current": state.current,
        "pending": state.pending,
        "pending_options": state.pending_options,
        "turn_start_total": state.turn_start_total,
        "turn_start_captured": state.turn_start_captured,
        "totals": list(state.totals),
        "month_results": [dict(r) for r in state.round_results],
        "decisions": [[a.to_json() for a in m["decisions"]] for m in state.record_rounds()],
        "legal": [str(a) for a in state.legal_actions()],
        "rng": state.rng.getstate(),
    }


def match_results(state) -> list[dict]:
    """Copies of the result dicts of the months (rounds) finished so far."""
    results = state.round_results if getattr(state, "GAME", "") else state.round_results
    return [dict(result) for result in results]


def random_state(state) -> tuple:
    """The match RNG's state (``random.Random.getstate``)."""
    return state.rng.getstate()


def set_random_state(state, value: tuple) -> None:
    """Put the match RNG back in ``value`` (TypeError / ValueError when it is not one)."""
    state.rng.setstate(value)


def position_events(state) -> list:
    """Engine events that set a fresh table up at ``state``'s position.

    A restored State only remembers the events of its first deal, so the table is shown the
    current position as a deal instead: the month starts, every card still in play or
    captured is dealt (hands, field, stock), the capture piles are taken, koi-koi calls are
    replayed, a card awaiting a choice is played or drawn again, and a pending koi-koi
    decision re-announces its yaku. Every event is a normal engine event, for every viewer
    (filter them with ``events.for_viewer`` like any other). Roppyakken and hana-awase
    states: game.engine.fishing.positions.
    """
    if getattr(state, "GAME", ""):
        from game.engine.fishing.positions import table_position_events

        return table_position_events(state)
    if state.is_terminal():
        return []
    seats = range(len(state.scores))
    out: list = [
        ev.RoundStarted(GAME, state.round, state.rules.months, state.dealer, tuple(state.scores)),
        *deal_again_events(state, seats),
    ]
    for seat in seats:
        if state.captured[seat]:
            out.append(ev.Captured(seat, code_tuple(state.captured[seat]), "restore"))
        for count in range(1, state.koikoi[seat] + 1):
            out.append(ev.KoiKoiCalled(seat, count))
    out += pending_choice_events(state)
    if state.phase == DECIDE:
        player = state.current
        out.append(state.yaku_event(player, state.totals[player], True))
    return out
