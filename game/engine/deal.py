"""Dealing a month: shuffling, the redeal rule, explicit deals and the first-dealer draw.

A :class:`Deal` is the complete starting position of a month: both hands, the field and the
stock in draw order (first drawn first). Records store deals; the engine plays them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine.cards import CARDS, card_id, mask_from_ids
from game.engine.errors import EngineError
from game.engine.texts import tr_later

_pc = int.bit_count


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    field: tuple[int, ...]
    stock: tuple[int, ...]  # draw order, first drawn first
    tsukifuda_month: int = 0  # the month drawn for the tsukifuda rule (0: rule off)

    def to_json(self) -> dict:
        data = {
            "hands": [[CARDS[c].code for c in hand] for hand in self.hands],
            "field": [CARDS[c].code for c in self.field],
            "stock": [CARDS[c].code for c in self.stock],
        }
        if self.tsukifuda_month:
            data["tsukifuda_month"] = self.tsukifuda_month
        return data

    @classmethod
    def from_codes(cls, hands, field, stock, tsukifuda_month: object = 0) -> Deal:
        """Build a deal from card codes, checking that it holds each of the 48 cards once."""
        hand_ids, field_ids, stock_ids = ids_of_codes(hands, field, stock)
        if len(hand_ids) != 2:
            raise EngineError(f"a deal needs two hands, not {len(hand_ids)}")
        if type(tsukifuda_month) is not int or not 0 <= tsukifuda_month <= 12:
            raise EngineError(f"tsukifuda_month must be a month 1-12, not {tsukifuda_month!r}")
        deal = cls(hand_ids, field_ids, stock_ids, tsukifuda_month)
        deal.check()
        return deal

    def check(self) -> None:
        every = list(self.hands[0]) + list(self.hands[1]) + list(self.field) + list(self.stock)
        if len(every) != 48 or len(set(every)) != 48:
            raise EngineError(
                f"a deal must hold each of the 48 cards once {missing_and_doubled(every)}"
            )
        if len(self.hands[0]) != len(self.hands[1]) or not self.hands[0]:
            raise EngineError("both hands must hold the same number of cards")
        if len(self.stock) < 2 * len(self.hands[0]):
            raise EngineError("the stock is too small for every turn to draw")


# Queued by search copies (the expert's playouts) at a month they play to its end: the
# next month then only begins (month, dealer and scores move on) and is never dealt, since
# the search stops at that boundary.
NOT_DEALT = Deal(((), ()), (), ())


def ids_of_codes(hands, field, stock) -> tuple[tuple[tuple[int, ...], ...], tuple, tuple]:
    """Card ids of a deal given as lists of codes; EngineError for anything that is not."""
    try:
        hand_ids = tuple(tuple(card_id(c) for c in hand) for hand in hands)
        field_ids = tuple(card_id(c) for c in field)
        stock_ids = tuple(card_id(c) for c in stock)
    except (TypeError, AttributeError):
        raise EngineError("a deal needs lists of card codes") from None
    return hand_ids, field_ids, stock_ids


def _added(seen: set[int], card: int) -> bool:
    """Add ``card`` to ``seen``; False (so a filter keeps only the cards seen before)."""
    seen.add(card)
    return False


def missing_and_doubled(every: list[int]) -> str:
    """'(duplicated: ..., missing: ...)' for a list of card ids that is not the 48 cards once."""
    seen: set[int] = set()
    doubled = sorted({CARDS[c].code for c in every if c in seen or _added(seen, c)})
    missing = sorted(CARDS[c].code for c in set(range(48)) - set(every))
    return f"(duplicated: {doubled or 'none'}, missing: {missing or 'none'})"


NIBBLE_LOW_BITS = int("0001" * 12, 2)  # bit 0 of every month's four bits


def four_of_a_month(mask: int) -> bool:
    return bool(mask & mask >> 1 & mask >> 2 & mask >> 3 & NIBBLE_LOW_BITS)


def shuffled_deck(rng: random.Random) -> list[int]:
    """The 48 card ids in ``rng.shuffle`` order: the same swaps CPython's Random.shuffle
    makes (Fisher-Yates drawing each index with getrandbits), without its per-card calls."""
    deck = list(range(48))
    getrandbits = rng.getrandbits
    for i in range(47, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def shuffled_deal(rng: random.Random, hand_size: int = 8) -> Deal:
    deck = shuffled_deck(rng)
    h = hand_size
    return Deal(
        (tuple(deck[0:h]), tuple(deck[h : 2 * h])),
        tuple(deck[2 * h : 2 * h + 8]),
        tuple(deck[2 * h + 8 :]),
    )


def needs_redeal(deal: Deal, redeal_hand_fours: bool) -> str | None:
    if four_of_a_month(mask_from_ids(deal.field)):
        return tr_later("four of a month on the field")
    if redeal_hand_fours:
        for hand in deal.hands:
            if four_of_a_month(mask_from_ids(hand)):
                return tr_later("four of a month in a hand")
    return None


def card_draw_dealer(rng: random.Random, latest: bool = False) -> tuple[int, tuple[int, int]]:
    """Seed 000's first-dealer rule: each draws a card; the earlier month deals, and in the
    same month the higher-value card (lower index). ``latest`` (seed 004): the later month
    deals, and in the same month the higher-value card. Returns (dealer, (card0, card1))."""
    first, second = rng.sample(range(48), 2)
    if latest and first >> 2 != second >> 2:
        return (0 if first > second else 1), (first, second)
    return (0 if first < second else 1), (first, second)
