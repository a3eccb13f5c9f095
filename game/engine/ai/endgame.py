"""The end of a month solved exactly inside one sampled world (perfect-information search).

When few cards are left in the hands, a world's remaining month is small enough to search
every line of: each seat's card plays, take choices and koi-koi calls, the draws being the
world's stock in order. :func:`solve` returns the value of ``state`` for ``me`` when both
seats play the rest of the month perfectly in that world (alpha-beta over the evaluator's
month-end values: ``me`` maximises, the opponent minimises). The search averages it over
many worlds, so no single world's knowledge of the hidden cards decides a move.

:func:`solve` walks the month on plain integers (hands, field and piles as card masks) with
the engine's turn rules: a card played and its capture, the draw and its capture, a yaku
that rises offering koi-koi or stop unless the stop is forced, the hands running out. All
of one seat's choices in a turn (the card, a take after it, a take after the draw) are one
choice, since the draw between them is known in the world. The month's end is scored by the
engine itself: ``_end_month`` on a copy of the starting state, once per distinct result (who
won how many points), so an evaluator is read exactly as after a played-out month - it must
depend only on the month's result (scores, month, dealer, whether the match is over), as the
win-probability table and the points evaluator do. The same search through ``State.apply``
(tests/support/search_references.py) is the reference it is tested against.
"""

from __future__ import annotations

from game.engine.cards import MONTH_MASKS
from game.engine.deal import NOT_DEALT
from game.engine.koikoi.scoring import stop_multipliers, yaku_total
from game.engine.phases import DECIDE, MATCH_OVER, PLAY_CARD, TAKE_AFTER_PLAY

_EXHAUSTED = -1  # result key of a month whose hands ran out


def solve(state, month: int, me: int, evaluate) -> float:
    """Value of ``state`` (a search copy inside ``month``) for seat ``me`` under best play by
    both seats to the end of the month in this world."""
    state.deal_queue = [NOT_DEALT]
    if state.round != month or state.phase == MATCH_OVER:
        return evaluate(state, me)
    return _MonthSolver(state, me, evaluate).value()


class _MonthSolver:
    """One world's rest of a month; the position is passed down as integers and tuples."""

    def __init__(self, state, me: int, evaluate) -> None:
        self.state = state
        self.me = me
        self.evaluate = evaluate
        self.rules = state.rules
        self.stock = state.stock
        self.tsukifuda_month = state.tsukifuda_month
        self.once_per_month = state.rules.koikoi_once_per_month
        self.results: dict[tuple[int, int], float] = {}

    def value(self) -> float:
        state = self.state
        seat = state.current
        hands = (state.hands[0], state.hands[1])
        captured = (state.captured[0], state.captured[1])
        koikoi = (state.koikoi[0], state.koikoi[1])
        totals = (state.totals[0], state.totals[1])
        start = (state.turn_start_captured, state.turn_start_total)
        position = state.stock_pos
        field = state.field
        phase = state.phase
        window = (-1e9, 1e9)
        if phase == PLAY_CARD:
            return self._turn(
                seat, hands, field, captured, position, koikoi, totals, start, *window
            )
        if phase == DECIDE:
            return self._decide(seat, hands, field, captured, position, koikoi, totals, *window)
        # a take pending after the play (the draw follows) or after the draw (the turn ends)
        hand = hands[seat]  # the turn's card was played before the search began
        outcomes: list[tuple[int, int, int, int]] = []
        for chosen in _bits(state.pending_options):
            taken = captured[seat] | 1 << chosen | 1 << state.pending
            after_field = field & ~(1 << chosen)
            if phase == TAKE_AFTER_PLAY:
                outcomes.extend(
                    (hand,) + drawn for drawn in self._draws(after_field, taken, position)
                )
            else:
                outcomes.append((hand, after_field, taken, position))
        return self._best_ending(seat, hands, captured, koikoi, totals, start, outcomes, *window)

    # ---------------------------------------------------------------- a seat's turn
    def _turn(self, seat, hands, field, captured, position, koikoi, totals, start, alpha, beta):
        """Value of ``seat`` playing a card now (``start``: its pile and total at the turn's
        start, what a rising yaku is measured from)."""
        outcomes = []
        hand = hands[seat]
        for card in _bits(hand):
            after_hand = hand & ~(1 << card)
            for after_field, taken in _captures(card, field, captured[seat]):
                for ending in self._draws(after_field, taken, position):
                    outcomes.append((after_hand,) + ending)
        return self._best_ending(
            seat, hands, captured, koikoi, totals, start, outcomes, alpha, beta
        )

    def _draws(self, field, taken, position) -> list[tuple[int, int, int]]:
        """Field, pile and stock position after the draw, one entry per take choice."""
        card = self.stock[position]
        return [(f, t, position + 1) for f, t in _captures(card, field, taken)]

    def _best_ending(self, seat, hands, captured, koikoi, totals, start, outcomes, alpha, beta):
        """The seat's best of its turn's outcomes: its hand, the field, its pile and the stock
        position after the turn."""
        maximise = seat == self.me
        best = -1e9 if maximise else 1e9
        for hand, field, taken, position in outcomes:
            after_hands = (hand, hands[1]) if seat == 0 else (hands[0], hand)
            after = (taken, captured[1]) if seat == 0 else (captured[0], taken)
            value = self._end_turn(
                seat, after_hands, field, after, position, koikoi, totals, start, alpha, beta
            )
            if maximise:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best

    def _end_turn(
        self, seat, hands, field, captured, position, koikoi, totals, start, alpha, beta
    ) -> float:
        start_captured, start_total = start
        if captured[seat] != start_captured:
            total = yaku_total(captured[seat], self.rules, koikoi[seat], self.tsukifuda_month)
            totals = (total, totals[1]) if seat == 0 else (totals[0], total)
            if total > start_total:
                if not hands[seat] or (self.once_per_month and koikoi[seat] > 0):
                    return self._stopped(seat, captured, koikoi)
                return self._decide(
                    seat, hands, field, captured, position, koikoi, totals, alpha, beta
                )
        return self._next_turn(seat, hands, field, captured, position, koikoi, totals, alpha, beta)

    def _decide(self, seat, hands, field, captured, position, koikoi, totals, alpha, beta):
        """Koi-koi or stop: the seat takes the better of the two for it."""
        stop = self._stopped(seat, captured, koikoi)
        maximise = seat == self.me
        if maximise:
            if stop >= beta:
                return stop  # the other seat would never let the month come here
            alpha = max(alpha, stop)
        else:
            if stop <= alpha:
                return stop
            beta = min(beta, stop)
        called = koikoi[seat] + 1
        koikoi = (called, koikoi[1]) if seat == 0 else (koikoi[0], called)
        total = yaku_total(captured[seat], self.rules, called, self.tsukifuda_month)
        totals = (total, totals[1]) if seat == 0 else (totals[0], total)
        go_on = self._next_turn(seat, hands, field, captured, position, koikoi, totals, alpha, beta)
        return max(stop, go_on) if maximise else min(stop, go_on)

    def _next_turn(self, seat, hands, field, captured, position, koikoi, totals, alpha, beta):
        if not hands[0] and not hands[1]:
            return self._result(_EXHAUSTED, 0)
        other = 1 - seat
        start = (captured[other], totals[other])
        return self._turn(
            other, hands, field, captured, position, koikoi, totals, start, alpha, beta
        )

    # ---------------------------------------------------------------- the month's end
    def _stopped(self, seat, captured, koikoi) -> float:
        total = yaku_total(captured[seat], self.rules, koikoi[seat], self.tsukifuda_month)
        final, _ = stop_multipliers(total, self.rules, koikoi[seat], koikoi[1 - seat])
        return self._result(seat, final)

    def _result(self, winner: int, points: int) -> float:
        """The evaluator's value of the month ended (by ``winner``'s stop for ``points``, or
        exhausted), worked out once per result on a copy of the starting state."""
        key = (winner, points)
        value = self.results.get(key)
        if value is None:
            ended = self.state.clone(for_search=True)
            ended.deal_queue = [NOT_DEALT]
            if winner == _EXHAUSTED:
                ended._exhausted(None)
            else:
                ended._end_month(winner, points, "stop", points, [], None)
            value = self.results[key] = self.evaluate(ended, self.me)
        return value


def _bits(mask: int) -> list[int]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def _captures(card: int, field: int, taken: int) -> list[tuple[int, int]]:
    """Field and pile after ``card`` meets the field: laid, capturing its one or three month
    cards, or (two on the field) one entry per card the player may take."""
    matches = field & MONTH_MASKS[card >> 2]
    if not matches:
        return [(field | 1 << card, taken)]
    rest = matches & (matches - 1)
    if rest and not rest & (rest - 1):
        low = matches ^ rest
        return [(field & ~low, taken | low | 1 << card), (field & ~rest, taken | rest | 1 << card)]
    return [(field & ~matches, taken | matches | 1 << card)]
