"""The engine events that set a fresh table up at a roppyakken or hana-awase position (a
restored autosave), as game.engine.koikoi.positions does for koi-koi: the round starts, every card
in play or captured is dealt, the piles are taken, teyaku cards are laid face up again, each
seat's points are told, dead cards marked, and a card awaiting a choice is played or drawn
again."""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import code_tuple
from game.engine.events import RoundStarted, TeyakuShown, TurnScored
from game.engine.fishing.events import CardsDead
from game.engine.restored_deal import deal_again_events, pending_choice_events


def table_state_snapshot(state) -> dict:
    """Every fact of a roppyakken or hana-awase position, comparable with ``==``."""
    return {
        "game": state.GAME,
        "round": state.round,
        "dealer": state.dealer,
        "current": state.current,
        "phase": state.phase,
        "scores": list(state.scores),
        "hands": list(state.hands),
        "revealed": list(state.revealed),
        "field": state.field,
        "stock": list(state.stock),
        "stock_pos": state.stock_pos,
        "captured": list(state.captured),
        "pending": state.pending,
        "pending_options": state.pending_options,
        "dead": state.dead,
        "standings": [tuple(state.seat_score(seat)) for seat in range(state.seats)],
        "wins": list(state.wins_so_far()),
        "round_results": [dict(result) for result in state.round_results],
        "decisions": [[a.to_json() for a in deal["decisions"]] for deal in state.record_rounds()],
        "legal": [str(a) for a in state.legal_actions()],
        "rng": state.rng.getstate(),
    }


def table_position_events(state) -> list:
    """Events that show ``state``'s position on a new table (every viewer: filter them)."""
    if state.is_terminal():
        return []
    seats = range(state.seats)
    out: list = [
        RoundStarted(
            state.GAME,
            state.round,
            getattr(state.rules, "rounds", 0),
            state.dealer,
            tuple(state.scores),
            game_number=state.game_in_match(),
            wins=state.wins_so_far(),
        ),
        *deal_again_events(state, seats),
        *state.round_facts_events(),
    ]
    target = state.target()
    for seat in seats:
        standing = state.seat_score(seat)
        if state.revealed[seat]:
            out.append(TeyakuShown(seat, tuple(standing.teyaku), code_tuple(state.revealed[seat])))
        if state.captured[seat]:
            out.append(ev.Captured(seat, code_tuple(state.captured[seat]), "restore"))
        out.append(
            TurnScored(
                seat,
                tuple(standing.yaku),
                (),
                (),
                standing.total,
                card_points=standing.card_points,
                voided=tuple(standing.voided),
                round_points=standing.round_points,
                reached=bool(target) and standing.total >= target,
            )
        )
    if state.dead:
        out.append(CardsDead(code_tuple(state.dead)))
    return out + pending_choice_events(state)
