"""Roppyakken's points: card values, dekiyaku with the rain rule, teyaku and the fuke count.

Card points (seed 002): 50 for the five brights and the warbler (2-1); 10 for every other
animal, every ribbon and the yellow paulownia chaff (12-2); 0 for every other chaff (the
two white paulownia chaff 12-3 / 12-4 among them). 490 in all. Works on bitmasks so that the
CPU search can score every turn.
"""

from __future__ import annotations

from game.engine.cards import (
    ALL_MASK,
    BLUE_RIBBONS,
    BRIGHTS,
    CHAFF,
    CRANE,
    GRASS_RIBBONS,
    INO_SHIKA_CHO,
    MONTH_MASKS,
    PAULOWNIAS,
    POETRY_RIBBONS,
    WARBLER,
    WILLOWS,
    YELLOW_PAULOWNIA,
)
from game.engine.roppyakken.rules import RoppyakkenRules
from game.engine.rulebook import PerRules
from game.engine.yaku_sets import (
    FUJI_SHIMA,
    MATSUKIRI_BOZU,
    OMOTE_SUGAWARA,
    RAIN_CARDS,
    SHARED_YAKU_CARDS,
    SHIKO,
    VIEWING_THREE,
    counted_ribbons,
    viewing_yaku,
)

FIFTY = BRIGHTS | WARBLER
ZERO = CHAFF & ~YELLOW_PAULOWNIA
TEN = ALL_MASK & ~FIFTY & ~ZERO
DECK_POINTS = 490

SHIMA_MONTHS: tuple[tuple[str, int], ...] = (
    ("matsu-shima", 1),
    ("ume-shima", 2),
    ("sakura-shima", 3),
    ("susuki-shima", 8),
    ("momiji-shima", 10),
    ("kiri-shima", 12),
)

_pc = int.bit_count


def card_points(mask: int) -> int:
    return 50 * _pc(mask & FIFTY) + 10 * _pc(mask & TEN)


class _Plan:
    """The yaku a rule set scores, worked out once per rules object."""

    __slots__ = ("rules", "shiko", "nanatan", "nanatan_ribbons", "sets", "viewing", "rain", "sun")

    def __init__(self, rules: RoppyakkenRules):
        self.rules = rules
        self.shiko = rules.shiko
        self.nanatan = rules.nanatan
        self.nanatan_ribbons = counted_ribbons(rules.nanatan_counts_willow)
        table = [
            ("matsukiri-bozu", MATSUKIRI_BOZU, rules.matsukiri_bozu),
            ("omote-sugawara", OMOTE_SUGAWARA, rules.omote_sugawara),
            ("ino-shika-cho", INO_SHIKA_CHO, rules.ino_shika_cho),
            ("akatan", POETRY_RIBBONS, rules.akatan),
            ("aotan", BLUE_RIBBONS, rules.aotan),
            ("kusatan", GRASS_RIBBONS, rules.kusatan),
            ("nizoro", WILLOWS, rules.nizoro),
        ]
        shima = [(name, MONTH_MASKS[month - 1], rules.shima) for name, month in SHIMA_MONTHS]
        shima.insert(3, ("fuji-shima", FUJI_SHIMA, rules.fuji_shima))
        self.sets = tuple((name, mask, points) for name, mask, points in table + shima if points)
        self.viewing = (rules.teppo, rules.teppo_stacks, rules.hanami_zake, rules.tsukimi_zake)
        self.rain = RAIN_CARDS[rules.rain_cards]
        self.sun = CRANE if rules.sun_saves else 0


_plan = PerRules(_Plan)


def dekiyaku(
    captured: int, rules: RoppyakkenRules
) -> tuple[list[tuple[str, int]], tuple[str, ...]]:
    """(every yaku the pile scores, the viewing yaku it holds that rain voids)."""
    plan = _plan(rules)
    out: list[tuple[str, int]] = []
    if plan.shiko and captured & SHIKO == SHIKO:
        out.append(("shiko", plan.shiko))
    if plan.nanatan and _pc(captured & plan.nanatan_ribbons) >= 7:
        out.append(("nanatan", plan.nanatan))
    voided: tuple[str, ...] = ()
    teppo, stacks, hanami, tsukimi = plan.viewing
    viewing = viewing_yaku(captured, ("teppo", teppo), stacks, hanami, tsukimi)
    if viewing:
        if captured & plan.rain and not captured & plan.sun:
            voided = tuple(name for name, _ in viewing)
        else:
            out.extend(viewing)
    for name, mask, points in plan.sets:
        if captured & mask == mask:
            out.append((name, points))
    return out, voided


_YAKU_CARDS: dict[str, int] = {
    **SHARED_YAKU_CARDS,
    "teppo": VIEWING_THREE,
    "nizoro": WILLOWS,
    **{name: MONTH_MASKS[month - 1] for name, month in SHIMA_MONTHS},
}


def yaku_cards(name: str, captured: int, rules: RoppyakkenRules) -> int:
    """The cards of ``captured`` that make the named yaku (every ribbon for nanatan)."""
    if name == "nanatan":
        return captured & _plan(rules).nanatan_ribbons
    return captured & _YAKU_CARDS.get(name, 0)


def pile_points(captured: int, rules: RoppyakkenRules) -> int:
    """Card points plus yaku points of a capture pile (rain applied)."""
    return card_points(captured) + sum(points for _, points in dekiyaku(captured, rules)[0])


def teyaku(hand: int, rules: RoppyakkenRules) -> tuple[tuple[tuple[str, int], ...], int]:
    """(the teyaku of a dealt hand, the cards shown for them)."""
    found: list[tuple[str, int]] = []
    shown = 0
    if rules.tesan:
        triples = [hand & m for m in MONTH_MASKS if _pc(hand & m) == 3]
        if triples:
            counted = triples if rules.tesan_per_triple else triples[:1]
            found.append(("te-san", rules.tesan * len(counted)))
            for cards in counted:
                shown |= cards
    if rules.sogasu and hand and not hand & ~ZERO:
        found.append(("sogasu", rules.sogasu))
        shown |= hand
    return tuple(found), shown


def fuke_points(captured: int, rules: RoppyakkenRules) -> int:
    """The card points the fuke rule counts (seed 002: willow and paulownia left out)."""
    if not rules.fuke_counts_willow_paulownia:
        captured &= ~(WILLOWS | PAULOWNIAS)
    return card_points(captured)
