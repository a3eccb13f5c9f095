"""The expert's playout policy: a sampled world played fast to the end of its month.

Both seats play by card values fixed at the start of the search from the public capture
piles (:class:`PlayoutValues`): capturing a card is worth what it adds to the player's own
yaku potential plus part of what it takes from the opponent's (heuristics.gain), so the
playouts chase the yaku each side is really close to under the rule set in force. A play
takes the most valuable capture available, a take picks the more valuable field card, a card
with nothing to capture is the one worth least to both players, and every yaku is a stop.

The search never looks past the month's end, so playout copies queue ``deal.NOT_DEALT``: the
engine moves the month, dealer and scores on and deals nothing (no shuffle, no deal).
"""

from __future__ import annotations

from game.engine.ai.basic import VALUES
from game.engine.ai.heuristics import gain
from game.engine.deal import NOT_DEALT

DENY_WEIGHT = 0.6  # share of the opponent's gain a capture counts (Normal's default blocking)
GREEDY_VALUES = False  # experiment switch: the old fixed card values (bright 20 ... chaff 1)


class PlayoutValues:
    """Per seat, what capturing each card is worth and what laying it on the field costs,
    and (``best_match``) the most a capture from each month's field cards is worth: indexed
    ``month * 16 + the month's four field bits``, 0.0 when nothing there is worth more."""

    __slots__ = ("capture", "discard_cost", "best_match")

    def __init__(self, view) -> None:
        rules = view.rules
        captured = view.captured
        gains = [
            [gain(1 << card, captured[seat], captured[1 - seat], rules) for card in range(48)]
            for seat in (0, 1)
        ]
        if GREEDY_VALUES:
            greedy = [float(v) for v in VALUES]
            self.capture = (greedy, greedy)
            self.discard_cost = (greedy, greedy)
        else:
            self.capture = tuple(
                [gains[seat][c] + DENY_WEIGHT * gains[1 - seat][c] for c in range(48)]
                for seat in (0, 1)
            )
            self.discard_cost = tuple(
                [gains[seat][c] + gains[1 - seat][c] for c in range(48)] for seat in (0, 1)
            )
        self.best_match = tuple(_best_matches(worth) for worth in self.capture)


def _best_matches(worth: list[float]) -> list[float]:
    best = []
    for month in range(12):
        for bits in range(16):
            top = 0.0
            for offset in range(4):
                if bits >> offset & 1 and worth[month * 4 + offset] > top:
                    top = worth[month * 4 + offset]
            best.append(top)
    return best


def playout(state, month: int, values: PlayoutValues) -> None:
    """Play ``state`` to the end of ``month`` with the value-greedy policy of both seats.

    ``state`` is a search copy (no events, no record) and every action the policy picks is
    legal, so the turn steps are called directly rather than through ``State.apply``'s
    checks."""
    capture_values = values.capture
    discard_costs = values.discard_cost
    best_matches = values.best_match
    play = state._play
    take = state._take
    stop = state._stop
    state.deal_queue = [NOT_DEALT]
    while state.month == month:
        phase = state.phase
        if phase == "play":
            seat = state.current
            worth = capture_values[seat]
            best_match = best_matches[seat]
            cost = discard_costs[seat]
            field = state.field
            best = -1
            best_value = -1.0
            cheapest = -1
            cheapest_cost = 1e9
            mask = state.hands[seat]
            while mask:
                low = mask & -mask
                card = low.bit_length() - 1
                mask ^= low
                base = card & ~3
                bits = field >> base & 15
                if bits:
                    value = worth[card] + best_match[base << 2 | bits]
                    if value > best_value:
                        best_value = value
                        best = card
                elif cost[card] < cheapest_cost:
                    cheapest_cost = cost[card]
                    cheapest = card
            play(best if best >= 0 else cheapest, None)
        elif phase == "decide":
            stop(state.current, False, None)
        elif phase == "match_over":
            return
        else:
            worth = capture_values[state.current]
            options = state.pending_options
            best = -1
            best_value = -1.0
            while options:
                low = options & -options
                card = low.bit_length() - 1
                options ^= low
                if worth[card] > best_value:
                    best_value = worth[card]
                    best = card
            take(best, None)
