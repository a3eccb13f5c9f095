"""What `score --game hachi-hachi` reports: a capture pile's card points against par and its
dekiyaku in kan, or (``--teyaku``) a dealt hand's teyaku in kan and the cards they show."""

from __future__ import annotations

from game.engine.cards import code_tuple
from game.engine.hachi_hachi.rules import GAME, HachiHachiRules
from game.engine.hachi_hachi.scoring import card_points, dekiyaku, teyaku


def pile_report(captured: int, rules: HachiHachiRules) -> dict:
    """``{"game", "card_points", "par", "versus_par", "yaku": [[id, kan]], "total", "unit"}``:
    ``total`` is the dekiyaku in kan (card points settle against par in mon)."""
    points = card_points(captured)
    held = dekiyaku(captured, rules)
    return {
        "game": GAME,
        "card_points": points,
        "par": rules.par,
        "versus_par": points - rules.par,
        "yaku": [[name, kan] for name, kan in held],
        "total": sum(kan for _, kan in held),
        "unit": "kan",
    }


def teyaku_report(hand: int, rules: HachiHachiRules) -> dict:
    """``{"game", "hand", "teyaku": [[id, kan]], "shown", "total", "unit"}`` for a dealt hand
    of 7 cards (ValueError for any other size)."""
    size = hand.bit_count()
    if size != 7:
        raise ValueError(f"a hachi-hachi hand is 7 cards, not {size}")
    found, shown = teyaku(hand, rules)
    return {
        "game": GAME,
        "hand": list(code_tuple(hand)),
        "teyaku": [[name, kan] for name, kan in found],
        "shown": list(code_tuple(shown)),
        "total": sum(kan for _, kan in found),
        "unit": "kan",
    }
