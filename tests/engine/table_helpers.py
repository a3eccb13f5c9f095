"""Builders for explicit deals and mid-round positions of roppyakken and hana-awase."""

from __future__ import annotations

from game.engine.actions import play, take
from game.engine.cards import card_id
from game.engine.fishing.deal import TableDeal
from game.engine.hana_awase.rules import load_rules as hana_rules
from game.engine.hana_awase.state import HanaAwaseState
from game.engine.roppyakken.rules import load_rules as ropp_rules
from game.engine.roppyakken.state import RoppyakkenState


def mask(*codes: str) -> int:
    m = 0
    for code in codes:
        m |= 1 << card_id(code)
    return m


def codes_of(mask_value: int) -> set[str]:
    from game.engine.cards import code_tuple

    return set(code_tuple(mask_value))


def table_deal(hands, field, stock_first=()) -> TableDeal:
    """A deal with the given hands and field; the stock starts with ``stock_first`` and the
    remaining cards follow in id order."""
    used = [card_id(c) for c in [c for h in hands for c in h] + list(field) + list(stock_first)]
    rest = tuple(c for c in range(48) if c not in used)
    return TableDeal(
        tuple(tuple(card_id(c) for c in hand) for hand in hands),
        tuple(card_id(c) for c in field),
        tuple(card_id(c) for c in stock_first) + rest,
    )


def ropp_deal(hands, field, stock_first=(), dealer=0, preset="shiragiku", seed=3, **kw):
    overrides = {k: v for k, v in kw.items() if k not in ("scores", "wins")}
    fields = {k: v for k, v in kw.items() if k in ("wins",)}
    return RoppyakkenState.from_deal(
        table_deal(hands, field, stock_first),
        rules=ropp_rules(preset, overrides or None),
        dealer=dealer,
        scores=kw.get("scores"),
        seed=seed,
        **fields,
    )


def ropp_position(hands, field, captured, stock=(), preset="shiragiku", **kw):
    rule_keys = {k: v for k, v in kw.items() if k not in ("scores", "wins", "dealer", "current")}
    place = {k: v for k, v in kw.items() if k in ("scores", "wins", "dealer", "current")}
    return RoppyakkenState.from_position(
        hands, field, captured, stock, rules=ropp_rules(preset, rule_keys or None), **place
    )


def hana_position(hands, field, captured, stock=(), preset="seed003", **kw):
    rule_keys = {k: v for k, v in kw.items() if k not in ("scores", "dealer", "current")}
    place = {k: v for k, v in kw.items() if k in ("scores", "dealer", "current")}
    return HanaAwaseState.from_position(
        hands, field, captured, stock, rules=hana_rules(preset, rule_keys or None), **place
    )


def run(state, *steps) -> list:
    """Apply ``("play", code)`` / ``("take", code)`` steps; return every event."""
    events = []
    for kind, code in steps:
        events += state.apply(play(code) if kind == "play" else take(code))
    return events


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]
