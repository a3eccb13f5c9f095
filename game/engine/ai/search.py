"""Determinized Monte Carlo search over the candidate actions of one information view.

Each step samples a *world* - the unseen cards (opponent's hand and stock) dealt at random
consistently with the view, via ``InformationView.sample_state`` - applies every candidate
still in the running to its own copy of that world, plays each copy to the end of the month
with the playout policy (playout.py) and scores the month's end with the evaluator of the
rule set in force (winprob.evaluator_for: match-win probability, or expected points where
no table applies). All candidates share each world (common random numbers), so their
differences are measured on the same luck.

Two refinements: in ``LAY_TRUST`` of the worlds the opponent's hand is dealt away from the
months it left uncaptured when it laid a card (``view.lay_avoids``: it would have captured
them), and a candidate that leaves at most ``ENDGAME_CARDS`` cards in the hands has each
world's rest of the month solved exactly (endgame.py) instead of played out.

A candidate whose outcome cannot depend on the hidden cards (stopping ends the month at
once) is scored on the first world only and costs nothing after that. The budget is spent
by successive halving: the candidates are searched in rounds and after each round the
worse half by mean value plus prior is dropped, so the contenders of a close decision get
most of the worlds.

The search is steppable (:meth:`Search.step` runs whole worlds until a time slice is used)
and, with a simulation budget, a pure function of the view, the RNG state and the budget.
"""

from __future__ import annotations

import math
import random
import time

from game.engine.actions import DECISION_KINDS, STOP, Action
from game.engine.ai.endgame import solve
from game.engine.ai.playout import PlayoutValues, playout
from game.engine.ai.winprob import Evaluator, evaluator_for

DEFAULT_BUDGET = 2400  # simulations per decision (all candidates together)
MIN_WORLDS = 8  # even a tiny budget samples at least this many worlds
PRIOR_WEIGHT = 0.02  # weight of Normal's heuristic score (a prior, breaks near ties)
# Experiment: with PRIOR_WORLDS > 0 the prior fades as a candidate's worlds grow, weighing
# PRIOR_WEIGHT * PRIOR_WORLDS / (PRIOR_WORLDS + worlds), as that many pseudo-worlds would.
PRIOR_WORLDS = 0
HALVING = True  # successive halving of the candidates (False: every candidate every world)
# Share of the worlds in which the opponent is taken to capture whenever it can: its hand is
# dealt without the cards of months that were on the field when it laid a card capturing
# nothing (view.lay_avoids). The rest of the worlds ignore that reading of its lays.
LAY_TRUST = 0.9
# With at most this many cards left in both hands together, a world's rest of the month is
# solved exactly (endgame.solve: both seats play it perfectly) instead of played out.
ENDGAME_CARDS = 6
ENDGAME_BUDGET = 400  # a player's budget for a decision whose worlds are all solved
ENDGAME_FIXED = False  # experiment: solved decisions spend ENDGAME_BUDGET whatever the budget
# Experiment: False plays a koi-koi decision's worlds out to the month's end instead of
# solving its last cards (the solver sees every card: a clairvoyant continuation).
KOIKOI_SOLVED = True


def solves_endgames(candidates: list[Action]) -> bool:
    """Whether these candidates' worlds are solved in their last cards (``KOIKOI_SOLVED``
    off: a koi-koi decision's are played out)."""
    return KOIKOI_SOLVED or not candidates or candidates[0].kind not in DECISION_KINDS


def solved_at_once(view, candidates: list[Action]) -> bool:
    """True when every candidate leaves few enough cards in the hands for its worlds to be
    solved exactly (a card play takes one card out of the hands)."""
    if not solves_endgames(candidates):
        return False
    cards = view.hand.bit_count() + view.opponent_hand_count
    if candidates and candidates[0].kind == "play":
        cards -= 1
    return cards <= ENDGAME_CARDS


def decision_budget(view, candidates: list[Action], budget: int) -> int:
    """The simulations a player spends on this decision: ``budget``, or at most
    ``ENDGAME_BUDGET`` when its worlds are all solved (each costs several playouts)."""
    if solved_at_once(view, candidates):
        return ENDGAME_BUDGET if ENDGAME_FIXED else min(budget, ENDGAME_BUDGET)
    return budget


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
        evaluator: Evaluator | None = None,
        evaluate_single: bool = False,
        halving: bool | None = None,
    ) -> None:
        self.view = view
        self.rng = rng
        self.candidates = list(candidates)
        self.budget = max(budget, MIN_WORLDS * len(self.candidates))
        self.seconds = seconds
        self.priors = priors or {}
        self.evaluator = evaluator or evaluator_for(view.rules)
        self.values = PlayoutValues(view)
        n = len(self.candidates)
        self.totals = [0.0] * n
        self.counts = [0] * n
        self.fixed = [action is STOP for action in self.candidates]
        self.active = list(range(n))
        self.worlds = 0
        self.simulations = 0
        self.elapsed = 0.0
        use_halving = HALVING if halving is None else halving
        self.rounds = self._round_plan(use_halving)
        self.done = not self.candidates or (n == 1 and not evaluate_single)

    def _round_plan(self, halving: bool) -> list[int]:
        """Simulations after which each round ends (the last one is the whole budget)."""
        searched = sum(1 for fixed in self.fixed if not fixed)
        if not halving or searched <= 2:
            return [self.budget]
        rounds = math.ceil(math.log2(searched))
        return [round(self.budget * (r + 1) / rounds) for r in range(rounds)]

    def step(self, max_seconds: float | None = None) -> bool:
        """Run worlds for up to ``max_seconds`` (None: to the end). True when finished."""
        if self.done:
            return True
        start = time.perf_counter()
        view = self.view
        me = view.player
        month = view.month
        evaluate = self.evaluator.value
        values = self.values
        totals, counts, fixed = self.totals, self.counts, self.fixed
        candidates = self.candidates
        avoided = view.lay_avoids[1 - me] if LAY_TRUST > 0 else 0
        endgame_cards = ENDGAME_CARDS if solves_endgames(candidates) else -1
        while True:
            rng = self.rng
            if avoided and rng.random() < LAY_TRUST:
                world = view.sample_state(rng, avoided)
            else:
                world = view.sample_state(rng)
            searched = 0
            for index in self.active:
                if fixed[index] and counts[index]:
                    continue
                copy = world.clone(for_search=True)
                copy.apply(candidates[index])
                hands = copy.hands
                if (hands[0] | hands[1]).bit_count() <= endgame_cards and copy.month == month:
                    totals[index] += solve(copy, month, me, evaluate)
                else:
                    playout(copy, month, values)
                    totals[index] += evaluate(copy, me)
                counts[index] += 1
                searched += not fixed[index]
            self.worlds += 1
            self.simulations += max(searched, 1)
            now = time.perf_counter()
            spent = self.elapsed + (now - start)
            if self.simulations >= self.rounds[0] and self.worlds >= MIN_WORLDS:
                self._end_round()
            if self.seconds and spent >= self.seconds and self.worlds >= MIN_WORLDS:
                self.done = True
            if self.done or (max_seconds is not None and now - start >= max_seconds):
                self.elapsed = spent
                return self.done

    def _end_round(self) -> None:
        self.rounds.pop(0)
        if not self.rounds:
            self.done = True
            return
        ranked = sorted(self.active, key=self._score, reverse=True)
        searched = [i for i in ranked if not self.fixed[i]]
        keep = set(searched[: max(2, math.ceil(len(searched) / 2))])
        self.active = sorted(i for i in self.active if self.fixed[i] or i in keep)

    def _mean(self, index: int) -> float:
        return self.totals[index] / max(self.counts[index], 1)

    def _score(self, index: int) -> float:
        weight = PRIOR_WEIGHT
        if PRIOR_WORLDS:
            weight *= PRIOR_WORLDS / (PRIOR_WORLDS + self.counts[index])
        return self._mean(index) + weight * self.priors.get(self.candidates[index], 0.0)

    def run(self) -> None:
        while not self.step(None):
            pass

    def win_probabilities(self) -> dict[Action, float]:
        """Mean value (match-win probability, or the points evaluation) of each candidate."""
        return {action: self._mean(i) for i, action in enumerate(self.candidates)}

    def ranking(self) -> list[tuple[Action, float]]:
        """Candidates best first: those still in the running by mean value plus prior, then
        the ones dropped in earlier rounds (in the same order)."""
        active = set(self.active)
        order = sorted(
            range(len(self.candidates)),
            key=lambda i: (
                i not in active,
                -self._score(i),
                self.candidates[i].kind,
                self.candidates[i].card,
            ),
        )
        return [(self.candidates[i], self._mean(i)) for i in order]

    def best(self) -> Action:
        return self.ranking()[0][0]
