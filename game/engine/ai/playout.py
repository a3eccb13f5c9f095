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
from game.engine.cards import MONTH_LOW_BITS, MONTH_MASKS
from game.engine.deal import NOT_DEALT
from game.engine.koikoi.scoring import remembered_totals, total_key, yaku_total
from game.engine.phases import DECIDE, MATCH_OVER, PLAY_CARD

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
            self.capture: tuple[list[float], ...] = (greedy, greedy)
            self.discard_cost: tuple[list[float], ...] = (greedy, greedy)
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

    ``state`` is a search copy (no events, no record). A pending take or koi-koi decision is
    finished through the state's turn steps (:func:`_finish_turn`); from the next card
    play on, whole turns run here on local variables - the play, its capture, the draw and
    its capture, as the engine's search fast path does them - and the month's end (the first
    yaku that rises is a stop, or the hands run out) is handed back to the engine's own
    ``_stop`` / ``_exhausted``, so the scoring stays the engine's. Same policy and same end
    state (but for ``lay_avoids``, which no evaluation of a finished month reads) as playing
    the same policy phase by phase through the state's turn steps (the reference in
    tests/support/search_references.py), in about 0.7 of its time."""
    state.deal_queue = [NOT_DEALT]
    if state.round != month:
        return
    if state.phase != PLAY_CARD:
        _finish_turn(state, month, values)
        if state.round != month or state.phase != PLAY_CARD:
            return
    capture_values = values.capture
    discard_costs = values.discard_cost
    best_matches = values.best_match
    rules = state.rules
    month_masks = MONTH_MASKS
    hands = state.hands
    captured = state.captured
    totals = state.totals
    koikoi = state.koikoi
    tsukifuda_month = state.tsukifuda_month
    stock = state.stock
    position = state.stock_pos
    field = state.field
    seat = state.current
    start_captured = state.turn_start_captured
    start_total = state.turn_start_total
    remembered = remembered_totals(rules)
    keys = (total_key(koikoi[0], tsukifuda_month), total_key(koikoi[1], tsukifuda_month))
    while True:
        worth = capture_values[seat]
        # the play: the most valuable capture, else the card worth least to both seats
        # (capture values are never negative: a card that captures is always preferred)
        spread = field | field >> 1
        spread |= spread >> 2
        mask = hands[seat] & (spread & MONTH_LOW_BITS) * 15  # hand cards that capture
        if mask:
            best_match = best_matches[seat]
            best_value = -1.0
            while mask:
                low = mask & -mask
                card = low.bit_length() - 1
                mask ^= low
                base = card & ~3
                value = worth[card] + best_match[base << 2 | field >> base & 15]
                if value > best_value:
                    best_value = value
                    best = card
            card = best
        else:
            cost = discard_costs[seat]
            cheapest_cost = 1e9
            mask = hands[seat]
            while mask:
                low = mask & -mask
                card = low.bit_length() - 1
                mask ^= low
                if cost[card] < cheapest_cost:
                    cheapest_cost = cost[card]
                    best = card
            card = best
        for step in (0, 1):
            if step:  # the draw
                card = stock[position]
                position += 1
            else:
                hands[seat] &= ~(1 << card)
            matches = field & month_masks[card >> 2]
            if not matches:
                field |= 1 << card
                continue
            rest = matches & (matches - 1)
            if rest and not rest & (rest - 1):
                # two field cards of the month: take the more valuable one (the lower on a tie)
                low = matches ^ rest
                matches = (
                    rest if worth[rest.bit_length() - 1] > worth[low.bit_length() - 1] else low
                )
            field &= ~matches
            captured[seat] |= matches | (1 << card)
        # the turn's end: a yaku that rises is a stop; the hands run out; or the next seat
        if captured[seat] != start_captured:
            total = remembered.get(captured[seat] | keys[seat])
            if total is None:
                total = yaku_total(captured[seat], rules, koikoi[seat], tsukifuda_month)
            totals[seat] = total
            if total > start_total:
                state.field = field
                state.stock_pos = position
                state.current = seat
                forced = not hands[seat] or (rules.koikoi_once_per_month and koikoi[seat] > 0)
                if not forced:
                    state.phase = DECIDE
                state._stop(seat, forced, None)
                return
        if not hands[0] and not hands[1]:
            state.field = field
            state.stock_pos = position
            state.current = seat
            state._exhausted(None)
            return
        seat = 1 - seat
        start_captured = captured[seat]
        start_total = totals[seat]


def _finish_turn(state, month: int, values: PlayoutValues) -> None:
    """Play by steps until the next card play of the month (or the month's end)."""
    while state.round == month and state.phase != PLAY_CARD and state.phase != MATCH_OVER:
        if state.phase == DECIDE:
            state._stop(state.current, False, None)
        else:
            worth = values.capture[state.current]
            options = state.pending_options
            low = options & -options
            high = options ^ low
            choice = high if worth[high.bit_length() - 1] > worth[low.bit_length() - 1] else low
            state._take(choice.bit_length() - 1, None)
