"""The expert CPU of roppyakken and hana-awase: determinized search over N seats.

For a decision with several legal actions the search repeatedly samples a *world* - every
other hand and the stock dealt from the unseen cards consistently with what has been shown
(worlds.py: teyaku cards stay in their owners' hands) -, applies every candidate to its own
copy of that world, plays each copy to the end of the round with a fast greedy policy for
every seat, and scores the result with the rules in force as the expected match outcome
(outcome.py: the chance to win the match from the new scores, won games and rounds left).
All candidates share each world and its playout seed (common random numbers). The candidate
with the best mean wins; the normal level's rating of each action (heuristics.py, with the
personality) is a small prior that breaks near ties.

The search is steppable (:meth:`TableSearch.step`), so the game loop can think in slices of
a few milliseconds (game/engine/ai/anytime.py's ``Thinker`` drives it); with a simulation
budget the result depends only on the view, the RNG state and the budget.
"""

from __future__ import annotations

import math
import random
import time

from game.engine.actions import PLAY, TAKE, Action
from game.engine.ai.anytime import SearchDecision
from game.engine.cards import MONTH_MASKS, RAIN_MAN, SAKE_CUP, ids_from_mask
from game.engine.games import per_game
from game.engine.phases import MATCH_OVER, PLAY_CARD
from game.engine.table_ai.heuristics import rate_actions
from game.engine.table_ai.knowledge import HANA_AWASE, ROPPYAKKEN, arrivals, card_sum, facts
from game.engine.table_ai.levels import TableLevelPlayer
from game.engine.table_ai.outcome import hana_awase_value, roppyakken_value
from game.engine.table_ai.worlds import sample_world

DEFAULT_BUDGET = 800  # simulations per decision (all candidates together)
FAST_BUDGET = 240
MIN_WORLDS = 6  # even a tiny budget samples at least this many worlds
PRIOR_WEIGHT = 0.0002  # weight of normal's rating (in its points) against a win chance
MARGIN_WEIGHT = 0.00002  # weight of the round's score margin (keeps decided matches sensible)
PLAYOUT_YAKU_SHARE = {ROPPYAKKEN: 0.0, HANA_AWASE: 0.25}
MATCH_VALUES = {ROPPYAKKEN: roppyakken_value, HANA_AWASE: hana_awase_value}
HALVING = False  # successive halving of the candidates (False: every candidate every world)
ONI = RAIN_MAN
ONI_ID = RAIN_MAN.bit_length() - 1


def playout_values(view) -> tuple[int, ...]:
    """Card values the playout policy captures by: card points, plus (hana-awase) a share of
    every yaku the card belongs to (``PLAYOUT_YAKU_SHARE`` of its points per card it needs),
    the sake cup worth at least a bright; every card one more, so any capture beats none."""
    game_facts = facts(view.rules)
    values = [float(v) for v in game_facts.values]
    share = per_game(PLAYOUT_YAKU_SHARE, game_facts.game, "playout yaku share")
    if share:
        for target in game_facts.targets:
            for card in ids_from_mask(target.cards):
                values[card] += share * target.points / target.need
    cup = SAKE_CUP.bit_length() - 1
    values[cup] = max(values[cup], float(max(game_facts.values)))
    return tuple(round(v) + 1 for v in values)


def playout(state, values: tuple[int, ...], game_facts) -> None:
    """Play ``state`` to the end of its round: each seat captures the most valuable cards it
    can, else lays its cheapest card; of two field cards it takes the better."""
    round_number = state.round
    apply = state.apply
    wild = game_facts.game == ROPPYAKKEN
    masks = MONTH_MASKS
    while state.round == round_number and state.phase != MATCH_OVER:
        if state.phase == PLAY_CARD:
            field = state.field
            best = -1
            best_value = -1
            cheapest = -1
            cheapest_value = 1 << 30
            slow = wild and (field & ONI and game_facts.any_card_takes_oni)
            mask = state.hands[state.current]
            while mask:
                low = mask & -mask
                mask ^= low
                card = low.bit_length() - 1
                own = values[card]
                if own < cheapest_value:
                    cheapest, cheapest_value = card, own
                if slow or (wild and card == ONI_ID):
                    for capture in arrivals(game_facts, card, field, False):
                        value = own + card_sum(values, capture)
                        if value > best_value:
                            best, best_value = card, value
                    continue
                same = field & masks[card >> 2]
                if not same:
                    continue
                if same & (same - 1):  # two or three: the better one, or all three
                    value = own + (
                        card_sum(values, same)
                        if same.bit_count() == 3
                        else _best_value(values, same)
                    )
                else:
                    value = own + values[same.bit_length() - 1]
                if value > best_value:
                    best, best_value = card, value
            apply(PLAY[best if best >= 0 else cheapest])
        else:
            apply(TAKE[_best_card(values, state.pending_options)])


def _best_value(values: tuple[int, ...], mask: int) -> int:
    return values[_best_card(values, mask)]


def _best_card(values: tuple[int, ...], mask: int) -> int:
    best = -1
    best_value = -1
    while mask:
        low = mask & -mask
        mask ^= low
        card = low.bit_length() - 1
        if values[card] > best_value:
            best, best_value = card, values[card]
    return best


class TableSearch:
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
        halving: bool | None = None,
    ) -> None:
        self.view = view
        self.rng = rng
        self.candidates = list(candidates)
        n = len(self.candidates)
        self.budget = max(budget, MIN_WORLDS * n)
        self.seconds = seconds
        self.priors = priors or {}
        self.totals = [0.0] * n
        self.counts = [0] * n
        self.active = list(range(n))
        use_halving = HALVING if halving is None else halving
        rounds = math.ceil(math.log2(n)) if use_halving and n > 2 else 1
        self.rounds = [round(self.budget * (r + 1) / rounds) for r in range(rounds)]
        self.worlds = 0
        self.simulations = 0
        self.elapsed = 0.0
        self.done = len(self.candidates) <= 1
        self.values = playout_values(view)
        self.facts = facts(view.rules)
        self.value_of = per_game(MATCH_VALUES, view.game, "match value")
        self._world = None  # the world being played out, ``active[_next]`` next
        self._seed = 0.0
        self._next = 0

    def _score(self, state) -> float:
        me = self.view.player
        value = self.value_of(state, me)
        before = self.view.scores
        after = state.scores
        others = [after[s] - before[s] for s in range(len(after)) if s != me]
        margin = (after[me] - before[me]) - sum(others) / len(others)
        return value + MARGIN_WEIGHT * margin

    def step(self, max_seconds: float | None = None) -> bool:
        """Play out candidates for up to ``max_seconds`` (None: to the end); True when
        finished. A slice may end inside a world (the rest of it comes first next time);
        the search ends only after whole worlds, so the answer is the same whatever the
        slices."""
        if self.done:
            return True
        start = time.perf_counter()
        while True:
            if self._world is None:
                self._world = sample_world(self.view, self.rng)
                self._seed = self.rng.random()
            index = self.active[self._next]
            copy = self._world.clone(for_search=True)
            copy.rng = random.Random(self._seed)
            copy.apply(self.candidates[index])
            playout(copy, self.values, self.facts)
            self.totals[index] += self._score(copy)
            self.counts[index] += 1
            self.simulations += 1
            self._next = (self._next + 1) % len(self.active)
            if not self._next:
                self._world = None
                self.worlds += 1
            now = time.perf_counter()
            spent = self.elapsed + (now - start)
            if self._world is None and self.worlds >= MIN_WORLDS:
                if self.simulations + len(self.active) > self.rounds[0]:
                    self._end_round()
                if self.seconds and spent >= self.seconds:
                    self.done = True
            if self.done or (max_seconds is not None and now - start >= max_seconds):
                self.elapsed = spent
                return self.done

    def _end_round(self) -> None:
        """Close a round of the budget: the last one ends the search, an earlier one drops
        the worse half of the candidates still in the running (by mean plus prior)."""
        self.rounds.pop(0)
        if not self.rounds:
            self.done = True
            return
        ranked = sorted(self.active, key=self._ranking_score, reverse=True)
        keep = set(ranked[: max(2, math.ceil(len(ranked) / 2))])
        self.active = [i for i in self.active if i in keep]

    def _ranking_score(self, index: int) -> float:
        mean = self.totals[index] / max(self.counts[index], 1)
        return mean + PRIOR_WEIGHT * self.priors.get(self.candidates[index], 0.0)

    def run(self) -> None:
        while not self.step(None):
            pass

    def mean_values(self) -> dict[Action, float]:
        return {
            action: self.totals[i] / max(self.counts[i], 1)
            for i, action in enumerate(self.candidates)
        }

    def ranking(self) -> list[tuple[Action, float]]:
        """Candidates best first: those still in the running by mean value plus the
        tie-break prior, then those dropped in earlier rounds (in the same order)."""
        active = set(self.active)
        order = sorted(
            range(len(self.candidates)),
            key=lambda i: (
                i not in active,
                -self._ranking_score(i),
                self.candidates[i].kind,
                self.candidates[i].card,
            ),
        )
        return [(self.candidates[i], self.totals[i] / max(self.counts[i], 1)) for i in order]

    def best(self) -> Action:
        return self.ranking()[0][0]


class TableDecision(SearchDecision):
    """One expert decision in progress: a finished answer, or a TableSearch to step."""


class ExpertTablePlayer(TableLevelPlayer):
    level = "expert"

    def __init__(self, personality=None, **params) -> None:
        super().__init__(personality, **params)
        base = self.personality.base
        self.budget = base.think_budget or DEFAULT_BUDGET
        self.seconds = base.think_seconds

    def start(self, view, rng: random.Random) -> TableDecision:
        """Begin a decision; the returned object steps the search (see anytime.Thinker)."""
        legal = list(view.legal)
        if len(legal) == 1:
            return TableDecision(legal[0])
        chance = self.personality.base.chance_of_random_move
        if legal[0].kind == "play" and chance > 0 and rng.random() < chance:
            return TableDecision(legal[rng.randrange(len(legal))])
        priors = rate_actions(view, self.personality)
        search = TableSearch(
            view, rng, legal, budget=self.budget, seconds=self.seconds, priors=priors
        )
        return TableDecision(search=search)

    def choose(self, view, rng) -> Action:
        decision = self.start(view, rng)
        decision.step(None)
        return decision.result()

    def decide(self, view, rng) -> Action:
        return self.choose(view, rng)
