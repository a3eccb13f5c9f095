"""Hand-written card knowledge shared by the CPU levels: how close each player is to each
yaku, what a card is worth to a player, which cards the opponent needs, and short reasons.

Everything works on the bitmasks of an :class:`~game.engine.koikoi.view.InformationView` (the
player's own hand, the field and both capture piles) and reads yaku values from the rule set
in force, so it never needs the hidden cards.

The core is a *yaku potential*: for every yaku family still possible for a player (the
opponent does not already hold cards that make it impossible) it adds
``points * (held / needed) ** 2``. A card's value to a player is how much capturing it raises
that player's potential; the same number for the opponent says how much leaving it costs.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import (
    ANIMALS,
    BLUE_RIBBONS,
    BRIGHTS,
    CARDS,
    CHAFF,
    CURTAIN,
    INO_SHIKA_CHO,
    MONTH_MASKS,
    MOON,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    Kind,
)
from game.engine.koikoi.rules import RuleSet

_pc = int.bit_count

# Small per-kind tie-breaker so that among cards of equal potential the rarer kind wins.
KIND_BONUS = {Kind.BRIGHT: 0.08, Kind.ANIMAL: 0.05, Kind.RIBBON: 0.03, Kind.CHAFF: 0.01}
CARD_BONUS: tuple[float, ...] = tuple(KIND_BONUS[card.kind] for card in CARDS)

# Yaku families whose names a personality may list in favourite_yaku.
FAMILY_NAMES: tuple[str, ...] = (
    "brights",
    "hanami-zake",
    "tsukimi-zake",
    "ino-shika-cho",
    "akatan",
    "aotan",
    "tane",
    "tan",
    "kasu",
)
# The families "one card away" warnings talk about (the one-point piles are too common).
THREAT_FAMILIES = frozenset(
    ("brights", "hanami-zake", "tsukimi-zake", "ino-shika-cho", "akatan", "aotan")
)


@dataclass(frozen=True)
class Family:
    """A group of cards that scores a yaku once ``need`` of them are held."""

    name: str
    cards: int
    need: int
    points: float


_FAMILY_CACHE: dict[RuleSet, tuple[Family, ...]] = {}


def families(rules: RuleSet) -> tuple[Family, ...]:
    """The yaku families of a rule set with the points the rule set gives them."""
    found = _FAMILY_CACHE.get(rules)
    if found is not None:
        return found
    animals = ANIMALS if rules.sake_cup in ("both", "animal") else ANIMALS & ~SAKE_CUP
    chaff = CHAFF | SAKE_CUP if rules.sake_cup in ("both", "chaff") else CHAFF
    viewing = 0.0 if rules.viewing_yaku == "never" else float(rules.viewing_points)
    if rules.viewing_yaku == "with_other":
        viewing *= 0.5
    if rules.nomi:
        viewing = max(viewing, rules.nomi_points / 2)
    found = (
        Family("brights", BRIGHTS & ~RAIN_MAN, 3, float(rules.sanko)),
        Family("hanami-zake", SAKE_CUP | CURTAIN, 2, viewing),
        Family("tsukimi-zake", SAKE_CUP | MOON, 2, viewing),
        Family("ino-shika-cho", INO_SHIKA_CHO, 3, float(rules.ino_shika_cho)),
        Family("akatan", POETRY_RIBBONS, 3, float(rules.akatan)),
        Family("aotan", BLUE_RIBBONS, 3, float(rules.aotan)),
        Family("tane", animals, 5, 1.0),
        Family("tan", RIBBONS, 5, 1.0),
        Family("kasu", chaff, 10, 1.0),
    )
    if len(_FAMILY_CACHE) > 64:
        _FAMILY_CACHE.clear()
    _FAMILY_CACHE[rules] = found
    return found


_WEIGHTS: dict[tuple[int, frozenset[str]], tuple[RuleSet, tuple[tuple[int, int, float], ...]]] = {}
_POTENTIAL_CACHE: dict[tuple[int, int, int], float] = {}


def _weighted(rules: RuleSet, favourites: frozenset[str]) -> tuple[tuple[int, int, float], ...]:
    key = (id(rules), favourites)
    found = _WEIGHTS.get(key)
    if found is None or found[0] is not rules:
        weights = tuple(
            (f.cards, f.need, f.points * (1.5 if f.name in favourites else 1.0))
            for f in families(rules)
            if f.points > 0
        )
        if found is not None or len(_WEIGHTS) > 64:
            # an old weights tuple is about to be freed and its id reused: forget both
            _WEIGHTS.clear()
            _POTENTIAL_CACHE.clear()
        found = _WEIGHTS[key] = (rules, weights)  # keeps rules alive: the id stays unique
    return found[1]


def potential(
    own: int,
    other: int,
    rules: RuleSet,
    favourites: frozenset[str] = frozenset(),
) -> float:
    """How far ``own`` (a capture mask) is along every yaku still open to it."""
    weights = _weighted(rules, favourites)
    key = (own, other, id(weights))
    found = _POTENTIAL_CACHE.get(key)
    if found is not None:
        return found
    total = 0.0
    for cards, need, points in weights:
        if _pc(cards & ~other) < need:
            continue  # the other player holds too many of them
        held: float = _pc(cards & own)
        if held > need:
            held = need + (held - need) * 0.5
        total += points * (held / need) ** 2
    if len(_POTENTIAL_CACHE) > 200_000:
        _POTENTIAL_CACHE.clear()
    _POTENTIAL_CACHE[key] = total
    return total


def _progress(held: int, need: int) -> float:
    if held > need:
        return (need + (held - need) * 0.5) / need
    return held / need


def gain(
    cards: int, own: int, other: int, rules: RuleSet, favourites: frozenset[str] = frozenset()
) -> float:
    """Potential a player gains by capturing ``cards`` (plus a small kind bonus)."""
    if not cards:
        return 0.0
    total = 0.0
    mask = cards
    while mask:
        low = mask & -mask
        total += CARD_BONUS[low.bit_length() - 1]
        mask ^= low
    after = own | cards
    for family_cards, need, points in _weighted(rules, favourites):
        if not family_cards & cards or _pc(family_cards & ~other) < need:
            continue
        before_p = _progress(_pc(family_cards & own), need)
        after_p = _progress(_pc(family_cards & after), need)
        total += points * (after_p * after_p - before_p * before_p)
    return total


def distances(own: int, other: int, rules: RuleSet) -> dict[str, int]:
    """Cards still missing for each open yaku family (0: already made)."""
    out: dict[str, int] = {}
    for family in families(rules):
        if family.points <= 0 or _pc(family.cards & ~other) < family.need:
            continue
        out[family.name] = max(0, family.need - _pc(family.cards & own))
    return out


def nearest_threat(own: int, other: int, rules: RuleSet) -> tuple[str, int] | None:
    """The big yaku family ``own`` is closest to (name, cards missing), ignoring made ones."""
    best: tuple[str, int] | None = None
    for name, missing in distances(own, other, rules).items():
        if name not in THREAT_FAMILIES or missing == 0:
            continue
        if best is None or missing < best[1]:
            best = (name, missing)
    return best


def min_distance(own: int, other: int, rules: RuleSet) -> int:
    """Fewest cards ``own`` still needs to make any new yaku (99: none open)."""
    made = {name for name, missing in distances(own, other, rules).items() if missing == 0}
    best = 99
    for name, missing in distances(own, other, rules).items():
        if name in made:
            continue
        best = min(best, missing)
    return best


def needed_by(own: int, other: int, rules: RuleSet) -> int:
    """Mask of the cards ``own`` still lacks for a big yaku it has started (holds one card of
    a two-card yaku, or at least one of a three-card one)."""
    out = 0
    for family in families(rules):
        if family.name not in THREAT_FAMILIES or _pc(family.cards & ~other) < family.need:
            continue
        held = _pc(family.cards & own)
        if held >= max(1, family.need - 2) and held < family.need:
            out |= family.cards & ~own & ~other
    return out


def month_mask(card: int) -> int:
    return MONTH_MASKS[card >> 2]


def family_of_card_for(card: int, own: int, other: int, rules: RuleSet) -> str | None:
    """The big family (name) a card would bring ``own`` closest to completing, if any."""
    best: tuple[int, str] | None = None
    for family in families(rules):
        if family.name not in THREAT_FAMILIES or not (family.cards >> card) & 1:
            continue
        if _pc(family.cards & ~other) < family.need:
            continue
        missing = family.need - _pc(family.cards & own)
        if missing <= 0:
            continue
        if best is None or missing < best[0]:
            best = (missing, family.name)
    return best[1] if best else None


def describe_family(name: str) -> str:
    return {
        "brights": "the brights",
        "hanami-zake": "hanami-zake",
        "tsukimi-zake": "tsukimi-zake",
        "ino-shika-cho": "ino-shika-cho",
        "akatan": "akatan",
        "aotan": "aotan",
        "tane": "tane",
        "tan": "tan",
        "kasu": "kasu",
    }.get(name, name)


CARD_NICKNAMES: dict[int, str] = {card.id: card.name[0].lower() + card.name[1:] for card in CARDS}
CARD_NICKNAMES[SAKE_CUP.bit_length() - 1] = "sake cup"


def card_phrase(card: int) -> str:
    return f"the {CARD_NICKNAMES[card]}"


__all__ = [
    "Family",
    "families",
    "potential",
    "gain",
    "distances",
    "nearest_threat",
    "min_distance",
    "needed_by",
    "month_mask",
    "family_of_card_for",
    "describe_family",
    "card_phrase",
    "FAMILY_NAMES",
    "THREAT_FAMILIES",
    "RIBBONS",
    "BRIGHTS",
]
