"""The 48 hanafuda cards as data: codes, months, kinds and special roles.

A card is identified by its canonical code ``"M-I"`` (month 1-12, index 1-4 inside the month,
ordered bright, animal, ribbon, chaff). Inside the engine a card is the integer
``(month - 1) * 4 + (index - 1)`` (0..47) so that sets of cards are bitmasks; use
:func:`card_code` / :func:`card_id` to convert. Every rule that depends on what a card is
reads the tables here, never a scattered conditional.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.engine.texts import tr_later


class Kind(StrEnum):
    BRIGHT = "bright"
    ANIMAL = "animal"
    RIBBON = "ribbon"
    CHAFF = "chaff"


class Role(StrEnum):
    """Special roles a card plays in yaku (a card may have several)."""

    RAIN_MAN = "rain_man"
    SAKE_CUP = "sake_cup"
    CURTAIN = "curtain"
    MOON = "moon"
    POETRY_RIBBON = "poetry_ribbon"
    BLUE_RIBBON = "blue_ribbon"
    PLAIN_RIBBON = "plain_ribbon"
    INO_SHIKA_CHO = "ino_shika_cho"


MONTH_PLANTS: tuple[str, ...] = (
    tr_later("Pine"),
    tr_later("Plum"),
    tr_later("Cherry"),
    tr_later("Wisteria"),
    tr_later("Iris"),
    tr_later("Peony"),
    tr_later("Bush clover"),
    tr_later("Pampas grass"),
    tr_later("Chrysanthemum"),
    tr_later("Maple"),
    tr_later("Willow"),
    tr_later("Paulownia"),
)
MONTH_PLANTS_JA: tuple[str, ...] = (
    "松",
    "梅",
    "桜",
    "藤",
    "菖蒲",
    "牡丹",
    "萩",
    "芒",
    "菊",
    "紅葉",
    "柳",
    "桐",
)


@dataclass(frozen=True)
class Card:
    id: int
    code: str
    month: int
    index: int
    kind: Kind
    name: str
    roles: frozenset[Role]

    @property
    def plant(self) -> str:
        return MONTH_PLANTS[self.month - 1]

    @property
    def bit(self) -> int:
        return 1 << self.id


# (month, index) -> (kind, name, roles)
_TABLE: dict[tuple[int, int], tuple[Kind, str, tuple[Role, ...]]] = {
    (1, 1): (Kind.BRIGHT, tr_later("Pine crane"), ()),
    (1, 2): (Kind.RIBBON, tr_later("Pine poetry ribbon"), (Role.POETRY_RIBBON,)),
    (2, 1): (Kind.ANIMAL, tr_later("Plum bush warbler"), ()),
    (2, 2): (Kind.RIBBON, tr_later("Plum poetry ribbon"), (Role.POETRY_RIBBON,)),
    (3, 1): (Kind.BRIGHT, tr_later("Cherry curtain"), (Role.CURTAIN,)),
    (3, 2): (Kind.RIBBON, tr_later("Cherry poetry ribbon"), (Role.POETRY_RIBBON,)),
    (4, 1): (Kind.ANIMAL, tr_later("Wisteria cuckoo"), ()),
    (4, 2): (Kind.RIBBON, tr_later("Wisteria ribbon"), (Role.PLAIN_RIBBON,)),
    (5, 1): (Kind.ANIMAL, tr_later("Iris bridge"), ()),
    (5, 2): (Kind.RIBBON, tr_later("Iris ribbon"), (Role.PLAIN_RIBBON,)),
    (6, 1): (Kind.ANIMAL, tr_later("Peony butterflies"), (Role.INO_SHIKA_CHO,)),
    (6, 2): (Kind.RIBBON, tr_later("Peony blue ribbon"), (Role.BLUE_RIBBON,)),
    (7, 1): (Kind.ANIMAL, tr_later("Bush clover boar"), (Role.INO_SHIKA_CHO,)),
    (7, 2): (Kind.RIBBON, tr_later("Bush clover ribbon"), (Role.PLAIN_RIBBON,)),
    (8, 1): (Kind.BRIGHT, tr_later("Pampas moon"), (Role.MOON,)),
    (8, 2): (Kind.ANIMAL, tr_later("Pampas geese"), ()),
    (9, 1): (Kind.ANIMAL, tr_later("Chrysanthemum sake cup"), (Role.SAKE_CUP,)),
    (9, 2): (Kind.RIBBON, tr_later("Chrysanthemum blue ribbon"), (Role.BLUE_RIBBON,)),
    (10, 1): (Kind.ANIMAL, tr_later("Maple deer"), (Role.INO_SHIKA_CHO,)),
    (10, 2): (Kind.RIBBON, tr_later("Maple blue ribbon"), (Role.BLUE_RIBBON,)),
    (11, 1): (Kind.BRIGHT, tr_later("Willow rain man"), (Role.RAIN_MAN,)),
    (11, 2): (Kind.ANIMAL, tr_later("Willow swallow"), ()),
    (11, 3): (Kind.RIBBON, tr_later("Willow ribbon"), (Role.PLAIN_RIBBON,)),
    (11, 4): (Kind.CHAFF, tr_later("Willow lightning"), ()),
    (12, 1): (Kind.BRIGHT, tr_later("Paulownia phoenix"), ()),
}


def _build_deck() -> tuple[Card, ...]:
    deck = []
    for month in range(1, 13):
        chaff_number = 0
        for index in range(1, 5):
            kind, name, roles = _TABLE.get((month, index), (Kind.CHAFF, "", ()))
            if not name:
                chaff_number += 1
                name = f"{MONTH_PLANTS[month - 1]} chaff"
                if month == 12 or (month != 11 and index >= 3):
                    name = f"{name} {chaff_number}"
            card_id = (month - 1) * 4 + (index - 1)
            deck.append(
                Card(card_id, f"{month}-{index}", month, index, kind, name, frozenset(roles))
            )
    return tuple(deck)


CARDS: tuple[Card, ...] = _build_deck()
CARD_BY_CODE: dict[str, Card] = {card.code: card for card in CARDS}
ALL_MASK = (1 << 48) - 1


def mask_of(predicate) -> int:
    mask = 0
    for card in CARDS:
        if predicate(card):
            mask |= card.bit
    return mask


def role_mask(role: Role) -> int:
    return mask_of(lambda card: role in card.roles)


def kind_mask(kind: Kind) -> int:
    return mask_of(lambda card: card.kind is kind)


BRIGHTS = kind_mask(Kind.BRIGHT)
ANIMALS = kind_mask(Kind.ANIMAL)
RIBBONS = kind_mask(Kind.RIBBON)
CHAFF = kind_mask(Kind.CHAFF)
RAIN_MAN = role_mask(Role.RAIN_MAN)
SAKE_CUP = role_mask(Role.SAKE_CUP)
CURTAIN = role_mask(Role.CURTAIN)
MOON = role_mask(Role.MOON)
POETRY_RIBBONS = role_mask(Role.POETRY_RIBBON)
BLUE_RIBBONS = role_mask(Role.BLUE_RIBBON)
INO_SHIKA_CHO = role_mask(Role.INO_SHIKA_CHO)
MONTH_MASKS: tuple[int, ...] = tuple(0b1111 << (4 * m) for m in range(12))
MONTH_LOW_BITS = sum(1 << (4 * m) for m in range(12))  # the first card of every month


def months_present(mask: int) -> int:
    """Every card of each month that has at least one card in ``mask`` (whole months)."""
    low = mask | mask >> 1
    low |= low >> 2
    return (low & MONTH_LOW_BITS) * 15


WILLOWS = MONTH_MASKS[10]
PAULOWNIAS = MONTH_MASKS[11]
# single cards other games' yaku name (codes, see _TABLE)
CRANE = 1 << 0  # 1-1
WARBLER = 1 << 4  # 2-1
CUCKOO = 1 << 12  # 4-1
GEESE = 1 << 29  # 8-2
LIGHTNING = 1 << 43  # 11-4
PHOENIX = 1 << 44  # 12-1
YELLOW_PAULOWNIA = 1 << 45  # 12-2, the paulownia chaff with the yellow band
GRASS_RIBBONS = (1 << 13) | (1 << 17) | (1 << 25)  # 4-2, 5-2, 7-2 (kusatan)
WILLOW_RIBBON = 1 << 42  # 11-3


class UnknownCardError(ValueError):
    """A card code that names no card."""


def card_id(code: str) -> int:
    card = CARD_BY_CODE.get(code.strip() if isinstance(code, str) else code)
    if card is None:
        raise UnknownCardError(f"unknown card code {code!r} (expected M-I, month 1-12, index 1-4)")
    return card.id


def card_code(card: int) -> str:
    return CARDS[card].code


def month_of(card: int) -> int:
    """Month 1-12 of a card id."""
    return (card >> 2) + 1


def mask_from_ids(ids) -> int:
    mask = 0
    for card in ids:
        mask |= 1 << card
    return mask


_BYTE_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(8) if value >> i & 1) for value in range(256)
)


def per_byte_table(items) -> tuple[tuple[tuple, ...], ...]:
    """For each 8-card chunk of a mask and each byte value, the items (indexed by card id)
    of the cards set in that byte: lets :func:`expand_mask` turn a mask into items fast."""
    return tuple(
        tuple(tuple(items[8 * chunk + i] for i in bits) for bits in _BYTE_BITS)
        for chunk in range(6)
    )


def expand_mask(mask: int, table) -> list:
    """The items of ``table`` (see per_byte_table) for every card of ``mask``, ascending id."""
    out: list = []
    chunk = 0
    while mask:
        byte = mask & 255
        if byte:
            out.extend(table[chunk][byte])
        mask >>= 8
        chunk += 1
    return out


BYTE_IDS = per_byte_table(range(48))


def ids_from_mask(mask: int) -> list[int]:
    """Card ids of a mask, ascending."""
    return expand_mask(mask, BYTE_IDS)


def codes(ids) -> list[str]:
    return [CARDS[card].code for card in ids]


def code_tuple(mask_or_ids) -> tuple[str, ...]:
    """Card codes of a mask (ascending) or of a sequence of ids (in order)."""
    ids = ids_from_mask(mask_or_ids) if isinstance(mask_or_ids, int) else mask_or_ids
    return tuple(CARDS[card].code for card in ids)


def describe(card: int) -> str:
    """Human name of a card, e.g. 'Cherry curtain (3-1)'."""
    return f"{CARDS[card].name} ({CARDS[card].code})"
