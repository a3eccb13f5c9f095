"""The events every game's restored position starts and ends with (game.engine.koikoi.positions for
koi-koi, game.engine.fishing.positions for roppyakken and hana-awase): the deal that lays the
saved cards out again, and a card awaiting a take choice played or drawn again."""

from __future__ import annotations

from game.engine import events as ev
from game.engine.cards import CARDS, code_tuple
from game.engine.phases import TAKE_AFTER_DRAW, TAKE_AFTER_PLAY

DEAL_FIELD_CARDS = 8  # field cards the deal animation lays out


def deal_again_events(state, seats: range) -> list:
    """The deal that lays every card of ``state`` still in play or captured out again: hands
    (the card awaiting a choice back in the hand or on the stock it came from), field and
    stock; the deal animation lays out at most 8 field cards, so the rest (more field cards
    and the captured ones) are drawn from the stock onto the field, for the piles to take."""
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
        ev.Dealt(
            tuple(code_tuple(hand) for hand in hands),
            tuple(hand.bit_count() for hand in hands),
            tuple(dealt_field),
            tuple(stock + extras),
            len(stock) + len(extras),
        )
    ]
    for code in extras:
        out.append(ev.CardDrawn(state.current, code, ()))
        out.append(ev.CardToField(state.current, code, "restore"))
    return out


def pending_choice_events(state) -> list:
    """A card awaiting a choice of capture played or drawn again, and the choice asked for
    (none when no card waits)."""
    if state.pending < 0:
        return []
    options = code_tuple(state.pending_options)
    code = CARDS[state.pending].code
    played = state.phase == TAKE_AFTER_PLAY
    shown: ev.CardPlayed | ev.CardDrawn
    if played:
        shown = ev.CardPlayed(state.current, code, options)
    else:
        shown = ev.CardDrawn(state.current, code, options)
    return [shown, ev.ChoiceNeeded(state.current, code, options, "play" if played else "draw")]
