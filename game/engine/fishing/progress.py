"""How close a capture pile is to each yaku of roppyakken or hana-awase, for the tracker.

:func:`pile_progress` scores the pile with the game's own scorer (``games.score_pile``: rain
and the sun applied) and, for every yaku the rule set scores, counts the cards held of the
cards that make it (seven of the ribbons for nanatan, six for rokutan). A yaku whose missing
cards lie in other seats' piles can no longer be made and is left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import ALL_MASK
from game.engine.roppyakken.rules import GAME as ROPPYAKKEN

_COUNTED = {"nanatan": 7, "rokutan": 6}  # any N of the yaku's cards
_TEYAKU = {"te-san", "sogasu"}


@dataclass(frozen=True)
class YakuProgress:
    name: str
    have: int
    need: int
    points: int
    held: bool

    @property
    def void(self) -> bool:
        """Every card is held but the yaku does not count (rain without the sun)."""
        return not self.held and self.have >= self.need

    @property
    def fraction(self) -> float:
        return self.have / self.need if self.need else 0.0


def yaku_value(game: str, name: str, rules) -> int:
    """The points the rule set gives a yaku (0: not a yaku under these rules)."""
    if game == ROPPYAKKEN and name.endswith("-shima") and name != "fuji-shima":
        return int(rules.shima)
    key = {"te-san": "tesan"}.get(name, name.replace("-", "_"))
    return int(getattr(rules, key, 0) or 0)


def pile_progress(game: str, captured: int, rules, taken_by_others: int = 0) -> tuple[list, int]:
    """(every yaku held or still possible, nearest first after the held ones; card points)."""
    from game.engine import games

    scored = games.score_pile(game, captured, rules)
    held = {name: points for name, points in scored["yaku"]}
    out = [YakuProgress(name, 0, 0, points, True) for name, points in held.items()]
    for name in games.yaku_names(game):
        if name in held or name in _TEYAKU:
            continue
        points = yaku_value(game, name, rules)
        if points <= 0:
            continue
        cards = games.yaku_cards(game, name, ALL_MASK, rules)
        need = _COUNTED.get(name, cards.bit_count())
        have = (captured & cards).bit_count()
        if have + (cards & ~captured & ~taken_by_others).bit_count() < need:
            continue  # the cards it lacks are already in other piles
        out.append(YakuProgress(name, have, need, points, False))
    held_part = [p for p in out if p.held]
    near = sorted((p for p in out if not p.held and p.have), key=lambda p: (-p.fraction, -p.points))
    return held_part + near, int(scored["card_points"])
