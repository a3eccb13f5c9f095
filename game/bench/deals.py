"""`bench deals`: the deal statistics of seed 000 measured by simulating shuffles.

Seed 000 quotes: four of a month in one hand ~0.43%, four pairs ~0.17%, either player ~1.19%
of months, a redeal (four of a month on the field) ~0.43%, a field with three of one month
~13.6%, a field with at least one bright ~61.6%.
"""

from __future__ import annotations

import random

from game.engine.cards import BRIGHTS, mask_from_ids
from game.engine.deal import four_of_a_month, shuffled_deal
from game.engine.koikoi.scoring import hand_yaku

SEED_000 = {
    "teshi_one_hand": 0.43,
    "kuttsuki_one_hand": 0.17,
    "either_player_hand_yaku": 1.19,
    "redeal": 0.43,
    "field_three_of_a_month": 13.6,
    "field_with_bright": 61.6,
}


def add_arguments(parser) -> None:
    parser.add_argument("--deals", type=int, default=200000)
    parser.add_argument("--seed", type=int, default=1)


def run(args) -> dict:
    rng = random.Random(args.seed)
    counts = dict.fromkeys(SEED_000, 0)
    n = args.deals
    for _ in range(n):
        deal = shuffled_deal(rng)
        first = hand_yaku(mask_from_ids(deal.hands[0]))
        second = hand_yaku(mask_from_ids(deal.hands[1]))
        counts["teshi_one_hand"] += first == "teshi"
        counts["kuttsuki_one_hand"] += first == "kuttsuki"
        counts["either_player_hand_yaku"] += bool(first or second)
        field = mask_from_ids(deal.field)
        counts["redeal"] += four_of_a_month(field)
        counts["field_three_of_a_month"] += any(
            (field >> (4 * m) & 15).bit_count() == 3 for m in range(12)
        )
        counts["field_with_bright"] += bool(field & BRIGHTS)
    measured = {key: round(100 * value / n, 3) for key, value in counts.items()}
    return {"deals": n, "measured_percent": measured, "seed_000_percent": SEED_000}
