"""The expert CPU: determinized Monte Carlo search scored by match-win probability.

For a decision with several legal actions the search repeatedly samples a *world* (the
unseen cards - opponent's hand and stock - dealt at random consistently with the view, via
``InformationView.sample_state``), applies every candidate action to its own copy of that
world, plays each copy to the end of the month with a fast greedy default policy, and turns
the resulting running scores into P(win match) with the offline self-play table of
winprob.py. All candidates share each world and its playout seed (common random numbers),
so their differences are measured on the same luck. The candidate with the highest mean
wins; a tiny bonus from Normal's card heuristics breaks near ties.

Koi-koi follows seed 000: with 5 or fewer months left after this one the expert calls
koi-koi only when Normal's conditions hold *and* the search rates koi-koi at least as high
as stopping; in the last month it stops when stopping leaves it ahead, otherwise koi-koi.

The search is steppable (:class:`Search.step`) so the game loop can think in slices of a few
milliseconds; ``choose`` simply steps it to completion. With a simulation budget the result
is a pure function of the view, the RNG state and the budget.
"""

from __future__ import annotations

import random
import time

from game.engine.actions import KOIKOI, PLAY, STOP, TAKE, Action
from game.engine.ai.basic import VALUES
from game.engine.ai.levels import LevelPlayer, normal_wants_koikoi, play_scores
from game.engine.ai.personality import Personality
from game.engine.ai.winprob import WinTable, match_win_probability, table_for
from game.engine.cards import MONTH_MASKS
from game.engine.scoring import stop_score

DEFAULT_BUDGET = 2400  # simulations per decision (all candidates together)
MIN_WORLDS = 8  # even a tiny budget samples at least this many worlds
PRIOR_WEIGHT = 0.02  # weight of Normal's heuristic score (a prior, breaks near ties)
CANDIDATE_LIMIT = 0  # search only the best N moves by the prior (0: all)
KOIKOI_GATE_ALWAYS = False  # Normal's koi-koi condition gates koi-koi in every month
CHEAP_DISCARDS = False  # playouts lay the least valuable card instead of a random one
KOIKOI_APPETITE_SHIFT = 0.04  # appetite 1.0 accepts a koi-koi rated 4 win% below stopping

_pc = int.bit_count

# Greedy playout values: the sake cup is worth a bright to everybody.
PLAYOUT_VALUES: list[int] = list(VALUES)
PLAYOUT_VALUES[8 * 4 + 0] = 20


def playout(state, month: int) -> None:
    """Play ``state`` to the end of ``month`` with the fast greedy default policy: capture
    the most valuable pair available, otherwise lay a random card; take the better card;
    always stop at a yaku."""
    values = PLAYOUT_VALUES
    masks = MONTH_MASKS
    rng = state.rng
    apply = state.apply
    while state.month == month and state.phase != "match_over":
        phase = state.phase
        if phase == "play":
            hand = state.hands[state.current]
            field = state.field
            best = -1
            best_value = -1
            cards = []
            mask = hand
            while mask:
                low = mask & -mask
                card = low.bit_length() - 1
                mask ^= low
                cards.append(card)
                matches = field & masks[card >> 2]
                if matches:
                    value = values[card]
                    m = matches
                    top = 0
                    while m:
                        lowm = m & -m
                        v = values[lowm.bit_length() - 1]
                        if v > top:
                            top = v
                        m ^= lowm
                    value += top
                    if value > best_value:
                        best_value = value
                        best = card
            if best < 0:
                if CHEAP_DISCARDS:
                    best = min(cards, key=values.__getitem__)
                else:
                    best = cards[int(rng.random() * len(cards))]
            apply(PLAY[best])
        elif phase == "decide":
            apply(STOP)
        else:
            options = state.pending_options
            best = -1
            best_value = -1
            m = options
            while m:
                low = m & -m
                card = low.bit_length() - 1
                m ^= low
                if values[card] > best_value:
                    best_value = values[card]
                    best = card
            apply(TAKE[best])


def stop_points(view) -> int:
    """What stopping now pays this player under the rule set in force."""
    me = view.player
    return stop_score(view.totals[me], view.rules, view.koikoi[me], view.koikoi[1 - me])


def stop_leaves_ahead(view) -> bool:
    me = view.player
    points = stop_points(view)
    own = view.scores[me] + points
    other = view.scores[1 - me] - (points if view.rules.zero_sum else 0)
    return own > other


class Search:
    """An anytime evaluation of candidate actions from one information view."""

    def __init__(
        self,
        view,
        rng: random.Random,
        candidates: list[Action],
        *,
        budget: int = DEFAULT_BUDGET,
        seconds: float = 0.0,
        priors: dict[Action, float] | None = None,
        table: WinTable | None = None,
        evaluate_single: bool = False,
    ) -> None:
        self.view = view
        self.rng = rng
        self.candidates = list(candidates)
        self.budget = max(budget, MIN_WORLDS * len(self.candidates))
        self.seconds = seconds
        self.priors = priors or {}
        self.table = table or table_for(view.rules)
        self.totals = [0.0] * len(self.candidates)
        self.worlds = 0
        self.simulations = 0
        self.elapsed = 0.0
        self.done = not self.candidates or (len(self.candidates) == 1 and not evaluate_single)

    def step(self, max_seconds: float | None = None) -> bool:
        """Run worlds for up to ``max_seconds`` (None: to the end). True when finished."""
        if self.done:
            return True
        start = time.perf_counter()
        view = self.view
        me = view.player
        month = view.month
        table = self.table
        n = len(self.candidates)
        while True:
            world = view.sample_state(self.rng)
            seed = self.rng.random()
            for index, action in enumerate(self.candidates):
                copy = world.clone(for_search=True)
                copy.rng = random.Random(seed)
                copy.apply(action)
                playout(copy, month)
                self.totals[index] += match_win_probability(copy, me, table)
            self.worlds += 1
            self.simulations += n
            now = time.perf_counter()
            spent = self.elapsed + (now - start)
            if self.simulations + n > self.budget and self.worlds >= MIN_WORLDS:
                self.done = True
            elif self.seconds and spent >= self.seconds and self.worlds >= MIN_WORLDS:
                self.done = True
            if self.done or (max_seconds is not None and now - start >= max_seconds):
                self.elapsed = spent
                return self.done

    def run(self) -> None:
        while not self.step(None):
            pass

    def win_probabilities(self) -> dict[Action, float]:
        """Mean match-win probability of each candidate so far."""
        worlds = max(self.worlds, 1)
        return {a: t / worlds for a, t in zip(self.candidates, self.totals, strict=True)}

    def ranking(self) -> list[tuple[Action, float]]:
        """Candidates best first by mean win probability plus the tie-break prior."""
        probabilities = self.win_probabilities()
        priors = self.priors
        return sorted(
            probabilities.items(),
            key=lambda item: (
                -(item[1] + PRIOR_WEIGHT * priors.get(item[0], 0.0)),
                item[0].kind,
                item[0].card,
            ),
        )

    def best(self) -> Action:
        return self.ranking()[0][0]


class Decision:
    """One expert decision in progress: a finished answer or a Search plus how to read it."""

    def __init__(
        self, action: Action | None = None, search: Search | None = None, koikoi_shift: float = 0.0
    ) -> None:
        self.action = action
        self.search = search
        self.koikoi_shift = koikoi_shift

    @property
    def done(self) -> bool:
        return self.search is None or self.search.done

    def step(self, max_seconds: float | None = None) -> bool:
        if self.search is None:
            return True
        return self.search.step(max_seconds)

    def result(self) -> Action:
        if self.action is not None:
            return self.action
        assert self.search is not None
        if not self.search.done:
            self.search.run()
        probabilities = self.search.win_probabilities()
        if KOIKOI in probabilities and STOP in probabilities:
            if probabilities[KOIKOI] + self.koikoi_shift >= probabilities[STOP]:
                return KOIKOI
            return STOP
        return self.search.best()


class ExpertPlayer(LevelPlayer):
    level = "expert"

    def __init__(self, personality: Personality | None = None, **params) -> None:
        super().__init__(personality, **params)
        self.budget = self.personality.think_budget or DEFAULT_BUDGET
        self.seconds = self.personality.think_seconds

    def start(self, view, rng: random.Random) -> Decision:
        """Begin a decision; the returned object steps the search (see anytime.Thinker)."""
        legal = list(view.legal)
        if len(legal) == 1:
            return Decision(legal[0])
        if legal[0].kind == "play" and self.personality.chance_of_random_move > 0:
            if rng.random() < self.personality.chance_of_random_move:
                return Decision(legal[rng.randrange(len(legal))])
        shift = KOIKOI_APPETITE_SHIFT * (self.personality.koikoi_appetite - 0.5) * 2
        if legal[0].kind in ("koikoi", "stop"):
            months_left = view.months_left
            if months_left == 0:
                return Decision(STOP if stop_leaves_ahead(view) else KOIKOI)
            if (months_left <= 5 or KOIKOI_GATE_ALWAYS) and not normal_wants_koikoi(
                view, self.personality
            ):
                return Decision(STOP)
            priors = None
        else:
            priors = play_scores(view, self.personality)
            if CANDIDATE_LIMIT and len(legal) > CANDIDATE_LIMIT:
                legal = sorted(legal, key=lambda a: -priors[a])[:CANDIDATE_LIMIT]
        search = Search(view, rng, legal, budget=self.budget, seconds=self.seconds, priors=priors)
        return Decision(search=search, koikoi_shift=shift)

    def choose(self, view, rng) -> Action:
        decision = self.start(view, rng)
        decision.step(None)
        return decision.result()

    def decide(self, view, rng) -> Action:
        return self.choose(view, rng)
