"""Hachi-hachi's points: card points (264, par 88), the two groups of teyaku, the dekiyaku,
the field multiplier and the specials.

Every value here is in kan except card points; :mod:`game.engine.hachi_hachi.settlement`
turns them into payments in mon.
"""

from __future__ import annotations

from game.engine.cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    CHAFF,
    CRANE,
    CURTAIN,
    INO_SHIKA_CHO,
    MONTH_MASKS,
    MOON,
    PHOENIX,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    WILLOW_RIBBON,
    WILLOWS,
)
from game.engine.hachi_hachi.rules import HachiHachiRules
from game.engine.yaku_sets import SHIKO

Yaku = tuple[tuple[str, int], ...]

_pc = int.bit_count

# months whose triple is a tate-sanbon (0-based: wisteria, iris, bush clover)
_TATE_MONTHS = (3, 4, 6)
_PAULOWNIA_CHAFF = MONTH_MASKS[11] & ~PHOENIX
# a triple whose fourth card is captured earns tobikomi
TRIPLE_TEYAKU = frozenset(
    ("sanbon", "tatesanbon", "futasanbon", "sanbon-tatesanbon", "nitatesanbon", "haneken")
)
GROUP_B_IDS = frozenset(("karasu", "pikaichi", "sunashi", "tanichi", "toichi", "aka"))
FIELD_FOURS = RAIN_MAN | PHOENIX  # zetsuba
FIELD_TWOS = CRANE | CURTAIN | MOON  # oba


def card_points(mask: int) -> int:
    """20 / 10 / 5 / 1 for brights, animals, ribbons and chaff (264 for the deck)."""
    return (
        20 * _pc(mask & BRIGHTS)
        + 10 * _pc(mask & ANIMALS)
        + 5 * _pc(mask & RIBBONS)
        + _pc(mask & CHAFF)
    )


def sujuroku_chaff(mask: int) -> int:
    """The chaff 素十六 counts: every chaff and every willow."""
    return _pc(mask & (CHAFF | WILLOWS))


def _value(rules: HachiHachiRules, name: str) -> int:
    return int(getattr(rules, name.replace("-", "_")))


def _is_tate(month: int, cards: int) -> bool:
    if month in _TATE_MONTHS:
        return True
    return month == 11 and cards == _PAULOWNIA_CHAFF


def group_a(hand: int, rules: HachiHachiRules) -> tuple[str, int, int] | None:
    """The best group A teyaku of a 7-card hand: (id, kan, the cards shown), or None."""
    by_month = [(m, hand & MONTH_MASKS[m]) for m in range(12)]
    fours = [cards for _, cards in by_month if _pc(cards) == 4]
    triples = [(m, cards) for m, cards in by_month if _pc(cards) == 3]
    pairs = [cards for _, cards in by_month if _pc(cards) == 2]
    options: list[tuple[str, int]] = []  # (id, shown)
    if fours:
        four = fours[0]
        if triples:
            options.append(("shiso", hand))
        if pairs:
            options.append(("ichinishi", hand))
        options.append(("teshi", four))
    if len(triples) == 2:
        tates = sum(_is_tate(m, cards) for m, cards in triples)
        both = triples[0][1] | triples[1][1]
        options.append((("futasanbon", "sanbon-tatesanbon", "nitatesanbon")[tates], both))
    if len(triples) == 1 and len(pairs) == 2:
        options.append(("haneken", hand))
    if len(pairs) == 3:
        options.append(("kuttsuki", pairs[0] | pairs[1] | pairs[2]))
    for month, cards in triples:
        options.append(("tatesanbon" if _is_tate(month, cards) else "sanbon", cards))
    best = None
    for name, shown in options:
        kan = _value(rules, name)
        if kan > 0 and (best is None or kan > best[1]):
            best = (name, kan, shown)
    return best


def kinds_for_teyaku(hand: int, rules: HachiHachiRules) -> tuple[int, int, int, int]:
    """(brights, animals, ribbons, chaff) of a hand as group B counts them (the willows are
    chaff when ``willow_chaff_teyaku``)."""
    chaff = CHAFF | (WILLOWS if rules.willow_chaff_teyaku else 0)
    return (hand & BRIGHTS & ~chaff, hand & ANIMALS & ~chaff, hand & RIBBONS & ~chaff, hand & chaff)


def group_b(hand: int, rules: HachiHachiRules) -> tuple[str, int, int] | None:
    """The group B teyaku of a 7-card hand: (id, kan, the cards shown: its chaff), or None."""
    brights, animals, ribbons, chaff = kinds_for_teyaku(hand, rules)
    b, a, r, c = _pc(brights), _pc(animals), _pc(ribbons), _pc(chaff)
    size = _pc(hand)
    name = None
    if c == size:
        name = "karasu"
    elif c == size - 1:
        name = "pikaichi" if b else "tanichi" if r else "toichi"
    elif c == 0:
        name = "sunashi"
    if name is None or not _value(rules, name):
        if b == 0 and a == 0 and (r == 2 if rules.aka_ribbons == "exactly_2" else r >= 2):
            name = "aka"
    if name is None or not _value(rules, name):
        return None
    return name, _value(rules, name), chaff or hand


def teyaku(hand: int, rules: HachiHachiRules) -> tuple[Yaku, int]:
    """The teyaku of a dealt hand, the best of group A then the best of group B, and every
    card they show."""
    found: list[tuple[str, int]] = []
    shown = 0
    for best in (group_a(hand, rules), group_b(hand, rules)):
        if best is not None:
            found.append((best[0], best[1]))
            shown |= best[2]
    return tuple(found), shown


def _yaku_brights(rules: HachiHachiRules) -> int:
    return BRIGHTS & ~(RAIN_MAN if rules.willow_chaff_dekiyaku else 0)


def dekiyaku(captured: int, rules: HachiHachiRules) -> Yaku:
    """Every dekiyaku a capture pile holds, in kan."""
    out: list[tuple[str, int]] = []
    brights = captured & _yaku_brights(rules)
    goko = rules.goko and not rules.willow_chaff_dekiyaku and brights == BRIGHTS
    if goko:
        out.append(("goko", rules.goko))
    if rules.shiko and captured & SHIKO == SHIKO and not (goko and rules.goko_shiko_exclusive):
        out.append(("shiko", rules.shiko))
    ribbons = captured & RIBBONS & ~WILLOW_RIBBON
    if rules.nanatan and _pc(ribbons) >= 7:
        extra = 0
        if rules.nanatan_extra and not rules.willow_chaff_dekiyaku:
            extra = rules.nanatan_extra * (_pc(captured & RIBBONS) - 7)
        elif rules.nanatan_extra:
            extra = rules.nanatan_extra * (_pc(ribbons) - 7)
        out.append(("nanatan", rules.nanatan + extra))
    for name, mask, kan in (
        ("akatan", POETRY_RIBBONS, rules.akatan),
        ("aotan", BLUE_RIBBONS, rules.aotan),
        ("ino-shika-cho", INO_SHIKA_CHO, rules.ino_shika_cho),
    ):
        if kan and captured & mask == mask:
            out.append((name, kan))
    return tuple(out)


_YAKU_CARDS = {
    "goko": BRIGHTS,
    "shiko": SHIKO,
    "akatan": POETRY_RIBBONS,
    "aotan": BLUE_RIBBONS,
    "ino-shika-cho": INO_SHIKA_CHO,
}


def yaku_cards(name: str, captured: int, rules: HachiHachiRules) -> int:
    """The cards of ``captured`` that make the named dekiyaku (every counted ribbon for
    nanatan)."""
    if name == "nanatan":
        return captured & (RIBBONS if rules.nanatan_extra else RIBBONS & ~WILLOW_RIBBON)
    return captured & _YAKU_CARDS.get(name, 0)


def field_factors(field: int, rules: HachiHachiRules) -> tuple[int, ...]:
    """The multiplier each bright dealt face up on the field brings, largest first: 4 for
    the rain man and the phoenix (2 without ``zetsuba``), 2 for crane, curtain and moon."""
    fours = _pc(field & FIELD_FOURS)
    twos = _pc(field & FIELD_TWOS)
    if not rules.zetsuba:
        twos, fours = twos + fours, 0
    return (4,) * fours + (2,) * twos


def round_multiplier(
    factors: tuple[int, ...], queue: tuple[int, ...], rules: HachiHachiRules
) -> tuple[int, tuple[int, ...]]:
    """(this round's multiplier, the carry-over queue after it) from the field's factors and
    the queue carried from earlier rounds (``multi_bright``)."""
    if rules.multi_bright == "stack":
        product = 1
        for factor in factors:
            product *= factor
        return product, ()
    if rules.multi_bright == "highest":
        return (factors[0] if factors else 1), ()
    if queue:
        return queue[0], tuple(sorted((*queue[1:], *factors), reverse=True))
    if factors:
        return factors[0], factors[1:]
    return 1, ()


def special(
    cards: list[int], chaff: list[int], dealer: int, rules: HachiHachiRules
) -> tuple[str, int, int] | None:
    """A round without dekiyaku ends in a special: (id, the seat paid, kan from each other
    seat) for 総八 (all at par), 二八 (168 card points or more) or 素十六 (16 chaff or more,
    willows counted); 総八 and 二八 go before 素十六. None when there is none."""
    if rules.sohachi and all(points == rules.par for points in cards):
        return "sohachi", dealer, rules.sohachi
    line = 2 * rules.par - 8  # 168 at par 88
    if rules.futahachi:
        for seat, points in enumerate(cards):
            if points >= line:
                return "futahachi", seat, rules.futahachi + rules.futahachi_step * (points - line)
    if rules.sujuroku:
        for seat, count in enumerate(chaff):
            if count >= 16:
                return "sujuroku", seat, rules.sujuroku + rules.sujuroku_step * (count - 16)
    return None


def bonuses(shown: Yaku, hand: int, captured: int, points: int, rules: HachiHachiRules) -> Yaku:
    """The bonuses of one seat from the teyaku it showed and its dealt ``hand``: 飛び込み per
    month of a shown triple whose fourth card it captured; 抜け役 for a shown group B teyaku
    (not pikaichi) and more card points than par."""
    out: list[tuple[str, int]] = []
    names = {name for name, _ in shown}
    if rules.tobikomi and names & TRIPLE_TEYAKU:
        for month in range(12):
            cards = MONTH_MASKS[month]
            if _pc(hand & cards) == 3 and captured & cards == cards:
                out.append(("tobikomi", rules.tobikomi))
    if rules.nukeyaku and names & (GROUP_B_IDS - {"pikaichi"}) and points > rules.par:
        out.append(("nukeyaku", rules.nukeyaku))
    return tuple(out)
