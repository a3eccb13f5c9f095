"""The engine events that set a fresh table up at a roppyakken or hana-awase position (a
restored autosave), as game.engine.positions does for koi-koi: the round starts, every card
in play or captured is dealt, the piles are taken, teyaku cards are laid face up again, each
seat's points are told, dead cards marked, and a card awaiting a choice is played or drawn
again."""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import CARDS, code_tuple
from game.engine.fishing.events import CardsDead, RoundStarted, TeyakuShown, TurnScored
from game.engine.phases import TAKE_AFTER_DRAW, TAKE_AFTER_PLAY

DEAL_FIELD_CARDS = 8  # field cards the deal animation lays out


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
        "decisions": [[a.to_json() for a in deal["decisions"]] for deal in state.record_months()],
        "legal": [str(a) for a in state.legal_actions()],
        "rng": state.rng.getstate(),
    }


def table_position_events(state) -> list:
    """Events that show ``state``'s position on a new table (every viewer: filter them)."""
    if state.is_terminal():
        return []
    seats = range(state.seats)
    pending = state.pending
    hands = list(state.hands)
    stock = [CARDS[c].code for c in state.stock[state.stock_pos :]]
    if state.phase == TAKE_AFTER_PLAY and pending >= 0:
        hands[state.current] |= 1 << pending
    elif state.phase == TAKE_AFTER_DRAW and pending >= 0:
        stock.insert(0, CARDS[pending].code)
    on_table = list(code_tuple(state.field)) + [
        code for seat in seats for code in code_tuple(state.captured[seat])
    ]
    dealt_field, extras = on_table[:DEAL_FIELD_CARDS], on_table[DEAL_FIELD_CARDS:]
    out: list = [
        RoundStarted(
            state.GAME,
            state.round,
            getattr(state.rules, "rounds", 0),
            state.dealer,
            tuple(state.scores),
            state.game_in_match(),
            state.wins_so_far(),
        ),
        ev.Dealt(
            tuple(code_tuple(hand) for hand in hands),
            tuple(hand.bit_count() for hand in hands),
            tuple(dealt_field),
            tuple(stock + extras),
            len(stock) + len(extras),
        ),
    ]
    for code in extras:
        out.append(ev.CardDrawn(state.current, code, ()))
        out.append(ev.CardToField(state.current, code, "restore"))
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
                standing.card_points,
                tuple(standing.yaku),
                (),
                tuple(standing.voided),
                standing.round_points,
                standing.total,
                bool(target) and standing.total >= target,
            )
        )
    if state.dead:
        out.append(CardsDead(code_tuple(state.dead)))
    if pending >= 0:
        options = code_tuple(state.pending_options)
        code = CARDS[pending].code
        played = state.phase == TAKE_AFTER_PLAY
        if played:
            out.append(ev.CardPlayed(state.current, code, options))
        else:
            out.append(ev.CardDrawn(state.current, code, options))
        out.append(ev.ChoiceNeeded(state.current, code, options, "play" if played else "draw"))
    return out
