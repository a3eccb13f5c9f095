"""Builders for explicit deals used by the engine tests."""

from __future__ import annotations

from game.engine.cards import card_id
from game.engine.deal import Deal
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State


def make_deal(hand0, hand1, field, stock_first=()) -> Deal:
    """A deal with the given cards; the stock starts with ``stock_first`` and the remaining
    cards follow in id order."""
    used = [card_id(c) for c in list(hand0) + list(hand1) + list(field) + list(stock_first)]
    rest = [c for c in range(48) if c not in used]
    return Deal(
        (tuple(card_id(c) for c in hand0), tuple(card_id(c) for c in hand1)),
        tuple(card_id(c) for c in field),
        tuple(card_id(c) for c in stock_first) + tuple(rest),
    )


def start(
    hand0,
    hand1,
    field,
    stock_first=(),
    preset="nintendo",
    dealer=0,
    scores=None,
    month=1,
    seed=3,
    **overrides,
) -> State:
    """A match at an explicit deal. The seed fixes the later months' shuffles, so that a
    test asserting "month 2 has begun" never meets a random teshi that ends it at once."""
    rules = load_preset(preset, overrides or None)
    return State.from_deal(
        make_deal(hand0, hand1, field, stock_first),
        rules=rules,
        dealer=dealer,
        scores=scores,
        month=month,
        seed=seed,
    )


def snapshot(state: State) -> tuple:
    return (
        state.round,
        state.dealer,
        tuple(state.scores),
        tuple(state.hands),
        state.field,
        state.stock,
        state.stock_pos,
        tuple(state.captured),
        tuple(state.koikoi),
        state.phase,
        state.current,
        state.pending,
        state.pending_options,
        state.turn_start_total,
        tuple(state.totals),
    )
