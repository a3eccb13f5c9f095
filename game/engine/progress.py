"""How far a capture pile is from each yaku, under the rules in play (for trackers and hints).

:func:`yaku_progress` lists the yaku held (with their points, exactly as
``scoring.evaluate_yaku`` counts them) and then the ones in reach, ``have`` of ``need``
cards, nearest first; every count follows the rule set (the sake cup counts where the
``sake_cup`` rule says, viewing yaku vanish under ``viewing_yaku = "never"``...). Given the
cards other seats have captured, each near yaku also says whether it is ``possible`` still;
:func:`seat_progress` is that list for one seat of a table, every other seat's pile counted
as gone. :func:`yaku_points` is the points table of a yaku list: what each yaku is worth on
its own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.cards import (
    BLUE_RIBBONS,
    BRIGHTS,
    CARDS,
    CURTAIN,
    INO_SHIKA_CHO,
    MOON,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
)
from game.engine.koikoi.rules import RuleSet
from game.engine.koikoi.scoring import evaluate_yaku, kind_masks

_pc = int.bit_count
BRIGHT_YAKU = frozenset({"goko", "shiko", "ame-shiko", "sanko"})
SPECIAL_RIBBON_YAKU = frozenset({"akatan", "aotan", "akatan-aotan", "bukku"})
VIEWING_YAKU = frozenset({"hanami-zake", "tsukimi-zake", "nomi"})


@dataclass(frozen=True)
class Progress:
    """A yaku held or in reach: ``have`` of ``need`` of its ``cards`` (held: ``points``)."""

    name: str
    have: int
    need: int
    points: int = 0  # points when held
    cards: int = 0  # mask of the cards that count towards it
    possible: bool = True  # False once too many of them were captured by other seats

    @property
    def held(self) -> bool:
        return self.points > 0

    @property
    def fraction(self) -> float:
        return min(1.0, self.have / self.need) if self.need else 0.0


def _near(captured: int, rules: RuleSet, held: set[str]) -> list[Progress]:
    """Every yaku not held that the pile has started, with the cards that count for it."""
    animals, chaff = kind_masks(rules)
    plain_brights = BRIGHTS & ~RAIN_MAN
    out: list[Progress] = []

    def add(name: str, cards: int, need: int) -> None:
        out.append(Progress(name, _pc(captured & cards), need, cards=cards))

    if not held & BRIGHT_YAKU:
        add("sanko", plain_brights, 3)
    elif "goko" not in held:
        brights = _pc(captured & BRIGHTS)
        add("goko" if brights == 4 else "shiko", BRIGHTS, 5 if brights == 4 else 4)
    if rules.viewing_yaku != "never":
        for name, other in (("hanami-zake", CURTAIN), ("tsukimi-zake", MOON)):
            if name not in held:
                add(name, other | SAKE_CUP, 2)
    for name, cards in (
        ("ino-shika-cho", INO_SHIKA_CHO),
        ("akatan", POETRY_RIBBONS),
        ("aotan", BLUE_RIBBONS),
    ):
        if name not in held and "akatan-aotan" not in held:
            add(name, cards, 3)
    if "tane" not in held and "ino-shika-cho" not in held:
        add("tane", animals, 5)
    if "tan" not in held and not held & SPECIAL_RIBBON_YAKU:
        add("tan", RIBBONS, 5)
    if "kasu" not in held:
        add("kasu", chaff, 10)
    return out


def yaku_progress(
    captured: int, rules: RuleSet, own_koikoi: int = 0, gone: int = 0
) -> list[Progress]:
    """Held yaku (with points) and the near ones, nearest first after the held ones.

    ``gone`` is the mask of cards captured by the other seats: a near yaku whose missing
    cards are no longer all to be had is marked not ``possible`` and comes after every one
    still possible.
    """
    scored = evaluate_yaku(captured, rules, own_koikoi)
    held = {name for name, _ in scored}
    out = [Progress(name, 1, 1, points) for name, points in scored]
    near = [
        dataclasses.replace(p, possible=_pc(p.cards & ~gone) >= p.need)
        for p in _near(captured, rules, held)
        if 0 < p.have < p.need
    ]
    near.sort(key=lambda p: (not p.possible, -(p.fraction), p.need - p.have, p.name))
    return out + near


def seat_progress(
    piles: Sequence[int], seat: int, rules: RuleSet, own_koikoi: int = 0
) -> list[Progress]:
    """:func:`yaku_progress` of ``seat`` at a table whose capture piles (masks, one per
    seat) are ``piles``: what the other seats took is gone for this one."""
    gone = 0
    for other, pile in enumerate(piles):
        if other != seat:
            gone |= pile
    return yaku_progress(piles[seat], rules, own_koikoi, gone)


def _mask(*codes: str) -> int:
    by_code = {card.code: card.id for card in CARDS}
    return sum(1 << by_code[code] for code in codes)


# The fewest cards that make each yaku on its own (no other yaku among them).
MINIMAL_CARDS: dict[str, int] = {
    "goko": BRIGHTS,
    "shiko": BRIGHTS & ~RAIN_MAN,
    "ame-shiko": _mask("1-1", "3-1", "8-1", "11-1"),
    "sanko": _mask("1-1", "3-1", "8-1"),
    "hanami-zake": CURTAIN | SAKE_CUP,
    "tsukimi-zake": MOON | SAKE_CUP,
    "nomi": CURTAIN | MOON | SAKE_CUP,
    "ino-shika-cho": INO_SHIKA_CHO,
    "akatan": POETRY_RIBBONS,
    "aotan": BLUE_RIBBONS,
    "akatan-aotan": POETRY_RIBBONS | BLUE_RIBBONS,
    "bukku": POETRY_RIBBONS | BLUE_RIBBONS,
    "tane": _mask("2-1", "4-1", "5-1", "8-2", "11-2"),
    "tan": _mask("4-2", "5-2", "7-2", "11-3", "1-2"),
    "kasu": _mask("1-3", "1-4", "2-3", "2-4", "3-3", "3-4", "4-3", "4-4", "5-3", "5-4"),
}


def yaku_points(name: str, rules: RuleSet) -> int | None:
    """What the yaku ``name`` is worth on its own under ``rules`` (its fewest cards, no koi-koi
    call); None when the rules have no such yaku (viewing yaku under "never", akatan-aotan
    without its bonus in the legacy count, the six ribbons when bukku replaces them...).
    Viewing yaku that count only beside another yaku are priced as if they counted."""
    if name not in MINIMAL_CARDS:
        return None
    if rules.viewing_yaku == "with_other" and name in VIEWING_YAKU:
        rules = dataclasses.replace(rules, viewing_yaku="counted")
    return dict(evaluate_yaku(MINIMAL_CARDS[name], rules)).get(name)
