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


# a hand that holds each teyaku (the pattern's own cards for the triples), for the yaku list
TEYAKU_EXAMPLES: dict[str, tuple[str, ...]] = {
    "shiso": ("11-1", "11-2", "11-3", "11-4", "12-2", "12-3", "12-4"),
    "ichinishi": ("5-1", "5-2", "5-3", "5-4", "2-3", "2-4", "9-1"),
    "nitatesanbon": ("4-1", "4-3", "4-4", "7-2", "7-3", "7-4", "1-3"),
    "sanbon-tatesanbon": ("1-1", "1-3", "1-4", "4-1", "4-3", "4-4", "9-3"),
    "haneken": ("6-1", "6-3", "6-4", "3-3", "3-4", "8-3", "8-4"),
    "futasanbon": ("1-1", "1-3", "1-4", "2-1", "2-3", "2-4", "9-3"),
    "teshi": ("10-1", "10-2", "10-3", "10-4", "1-3", "3-3", "5-3"),
    "kuttsuki": ("1-3", "1-4", "2-3", "2-4", "3-3", "3-4", "9-3"),
    "tatesanbon": ("7-1", "7-3", "7-4"),
    "sanbon": ("1-1", "1-3", "1-4"),
    "karasu": ("1-3", "3-4", "5-4", "8-3", "10-4", "11-4", "12-2"),
    "pikaichi": ("1-1", "2-3", "2-4", "5-3", "7-3", "9-4", "10-3"),
    "tanichi": ("4-2", "2-3", "3-4", "5-4", "8-3", "10-4", "12-3"),
    "toichi": ("8-2", "2-3", "3-4", "5-4", "6-3", "10-4", "12-3"),
    "aka": ("1-2", "5-2", "3-3", "4-4", "6-3", "7-4", "10-3"),
    "sunashi": ("1-1", "2-1", "3-2", "4-1", "5-2", "6-1", "8-2"),
}
