"""The card sets behind the yaku that roppyakken and hana-awase share, and the viewing yaku.

Both games (seeds 002 and 003) score the same bright sets, the same ribbon and animal sets and
the same sake-cup viewings; their scorers and the table CPUs' :mod:`knowledge` take the masks
from here. :data:`RAIN_CARDS` also serves koi-koi's ``rain_cancels_viewing`` rule.
"""

from __future__ import annotations

from game.engine.cards import (
    BLUE_RIBBONS,
    CRANE,
    CURTAIN,
    GRASS_RIBBONS,
    INO_SHIKA_CHO,
    MONTH_MASKS,
    MOON,
    PHOENIX,
    POETRY_RIBBONS,
    RAIN_MAN,
    RIBBONS,
    SAKE_CUP,
    WARBLER,
    WILLOW_RIBBON,
    WILLOWS,
)

SHIKO = CRANE | CURTAIN | MOON | PHOENIX
MATSUKIRI_BOZU = CRANE | MOON | PHOENIX
OMOTE_SUGAWARA = CRANE | WARBLER | CURTAIN
VIEWING_THREE = CURTAIN | MOON | SAKE_CUP  # roppyakken teppo, hana-awase nomi
HANAMI_ZAKE = CURTAIN | SAKE_CUP
TSUKIMI_ZAKE = MOON | SAKE_CUP
FUJI_SHIMA = MONTH_MASKS[3]

# the cards a rain rule's value names: any of them in a pile voids its viewing yaku
RAIN_CARDS: dict[str, int] = {"off": 0, "rain_man": RAIN_MAN, "any_willow": WILLOWS}

# the cards of each yaku both games score alike (for the result screen and the flourish)
SHARED_YAKU_CARDS: dict[str, int] = {
    "shiko": SHIKO,
    "matsukiri-bozu": MATSUKIRI_BOZU,
    "omote-sugawara": OMOTE_SUGAWARA,
    "ino-shika-cho": INO_SHIKA_CHO,
    "akatan": POETRY_RIBBONS,
    "aotan": BLUE_RIBBONS,
    "kusatan": GRASS_RIBBONS,
    "hanami-zake": HANAMI_ZAKE,
    "tsukimi-zake": TSUKIMI_ZAKE,
    "fuji-shima": FUJI_SHIMA,
}


def counted_ribbons(counts_willow: bool) -> int:
    """The ribbons the nanatan / rokutan count sees (the willow ribbon only if the rule says)."""
    return RIBBONS if counts_willow else RIBBONS & ~WILLOW_RIBBON


def viewing_yaku(
    captured: int, three: tuple[str, int], stacks: bool, hanami: int, tsukimi: int
) -> list[tuple[str, int]]:
    """The viewing yaku a pile holds, before rain: ``three`` is the (name, points) of the
    curtain-moon-cup yaku (0 points: off); the single viewings count beside it only when
    ``stacks``."""
    viewing: list[tuple[str, int]] = []
    if not captured & SAKE_CUP:
        return viewing
    name, points = three
    if points and captured & VIEWING_THREE == VIEWING_THREE:
        viewing.append((name, points))
    if not viewing or stacks:
        if hanami and captured & CURTAIN:
            viewing.append(("hanami-zake", hanami))
        if tsukimi and captured & MOON:
            viewing.append(("tsukimi-zake", tsukimi))
    return viewing
