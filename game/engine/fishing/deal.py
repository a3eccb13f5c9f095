"""Dealing for two to four seats: the deal of N hands, shuffling, redeals, the first dealer.

A :class:`TableDeal` is the complete starting position of one round: every hand (seat 0
first), the field and the stock in draw order. Records store deals; the engine plays them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine.cards import CARDS, mask_from_ids
from game.engine.deal import four_of_a_month, ids_of_codes, missing_and_doubled
from game.engine.errors import EngineError
from game.engine.texts import tr_later


@dataclass(frozen=True)
class TableDeal:
    hands: tuple[tuple[int, ...], ...]
    field: tuple[int, ...]
    stock: tuple[int, ...]  # draw order, first drawn first

    def to_json(self) -> dict:
        return {
            "hands": [[CARDS[c].code for c in hand] for hand in self.hands],
            "field": [CARDS[c].code for c in self.field],
            "stock": [CARDS[c].code for c in self.stock],
        }

    @classmethod
    def from_codes(cls, hands, field, stock, seats: int, hand_size: int, field_size: int):
        """Build a deal from card codes, checking the 48 cards and the sizes the game deals."""
        hand_ids, field_ids, stock_ids = ids_of_codes(hands, field, stock)
        deal = cls(hand_ids, field_ids, stock_ids)
        deal.check(seats, hand_size, field_size)
        return deal

    def check(self, seats: int, hand_size: int, field_size: int) -> None:
        if len(self.hands) != seats:
            raise EngineError(
                f"a deal for {seats} players needs {seats} hands, not {len(self.hands)}"
            )
        every = [c for hand in self.hands for c in hand] + list(self.field) + list(self.stock)
        if len(every) != 48 or len(set(every)) != 48:
            raise EngineError(
                f"a deal must hold each of the 48 cards once {missing_and_doubled(every)}"
            )
        if any(len(hand) != hand_size for hand in self.hands):
            sizes = ", ".join(str(len(hand)) for hand in self.hands)
            raise EngineError(f"every hand must hold {hand_size} cards, not {sizes}")
        if len(self.field) != field_size:
            raise EngineError(f"the field must hold {field_size} cards, not {len(self.field)}")


def shuffled_table_deal(
    rng: random.Random, seats: int, hand_size: int, field_size: int
) -> TableDeal:
    deck = list(range(48))
    rng.shuffle(deck)
    hands = tuple(tuple(deck[s * hand_size : (s + 1) * hand_size]) for s in range(seats))
    dealt = seats * hand_size
    return TableDeal(
        hands, tuple(deck[dealt : dealt + field_size]), tuple(deck[dealt + field_size :])
    )


def table_redeal_reason(deal: TableDeal, hand_fours: bool) -> str | None:
    """Why a deal must be redealt (four of a month on the field, or in a hand when
    ``hand_fours``), or None."""
    if four_of_a_month(mask_from_ids(deal.field)):
        return tr_later("four of a month on the field")
    if hand_fours:
        for hand in deal.hands:
            if four_of_a_month(mask_from_ids(hand)):
                return tr_later("four of a month in a hand")
    return None


def card_draw_seat(rng: random.Random, seats: int, latest: bool = False) -> tuple[int, tuple]:
    """Every seat draws a card; the earliest month deals (``latest``: the latest month), and
    within one month the higher card (the lower index). Returns (dealer, drawn card ids)."""
    drawn = tuple(rng.sample(range(48), seats))
    if latest:
        best = max(range(seats), key=lambda s: (drawn[s] >> 2, -drawn[s]))
    else:
        best = min(range(seats), key=lambda s: drawn[s])
    return best, drawn
