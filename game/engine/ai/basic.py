"""The two simplest CPU players: ``random`` (any legal action) and ``greedy`` (captures the
most card value now, stops at the first yaku). Baselines for tests and benchmarks."""

from __future__ import annotations

from game.engine.actions import Action
from game.engine.cards import CARDS, MONTH_MASKS, Kind, ids_from_mask
from game.engine.koikoi.decisions import STOP

CARD_VALUE = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.CHAFF: 1}
VALUES: tuple[int, ...] = tuple(CARD_VALUE[card.kind] for card in CARDS)


def capture_value(card: int, field: int) -> int:
    """Card value a hand card would take from the field now (0 if it matches nothing)."""
    matches = field & MONTH_MASKS[card >> 2]
    if not matches:
        return 0
    ids = ids_from_mask(matches)
    if len(ids) == 2:
        return VALUES[card] + max(VALUES[i] for i in ids)
    return VALUES[card] + sum(VALUES[i] for i in ids)


class RandomPlayer:
    name = "random"

    def choose(self, view, rng) -> Action:
        return view.legal[rng.randrange(len(view.legal))]


class GreedyPlayer:
    name = "greedy"

    def choose(self, view, rng) -> Action:
        legal = view.legal
        first = legal[0]
        if first.decides:
            return STOP
        if first.kind == "take":
            return max(legal, key=lambda a: (VALUES[a.card], -a.card))
        # play: most value captured; otherwise throw away the least valuable card
        return max(
            legal, key=lambda a: (capture_value(a.card, view.field), -VALUES[a.card], -a.card)
        )
