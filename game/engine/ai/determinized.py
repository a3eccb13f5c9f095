"""The one determinized search every expert CPU uses: candidate actions rated over sampled
worlds, the game's own part plugged in.

A decision's candidates (its legal actions) are rated from one information view. Each
*world* is the hidden cards dealt at random consistently with that view (a determinization);
every candidate still in the running is played in its own copy of the world and valued for
the searching seat, so all candidates share each world's luck (common random numbers). The
candidate with the best mean value wins; a prior per candidate (a level's heuristic rating,
times ``SearchSettings.prior_weight``) breaks near ties.

With ``halving`` the budget is spent by successive halving: the candidates are searched in
rounds and after each round the worse half by mean plus prior is dropped, so the contenders
of a close decision get most of the worlds. A candidate whose value cannot depend on the
hidden cards (``fixed``: koi-koi's stop ends the month at once) is valued on the first world
only, costs nothing after that and is never dropped.

The search is steppable (:meth:`DeterminizedSearch.step` runs for a time slice and may stop
inside a world; game/engine/ai/anytime.py's ``Thinker`` drives it) and ends only after whole
worlds, so with a simulation budget the answer is a pure function of the game's part, the RNG
state and the budget, whatever the slices.

A game's part: a :class:`SearchGame`
-------------------------------------

What differs between games is three small things, one object answering them:

- ``sample(rng) -> world``: one world consistent with the view (the world sampler); any
  object ``value`` understands (a dealt state, or a state and a playout seed);
- ``value(world, action) -> float``: play ``action`` in a *copy* of ``world`` to the end of
  the month or round (the game's playout policy: its move generator) and evaluate the result
  for the searching seat (its evaluator: a match-win chance, or points); ``world`` itself
  must stay unchanged, as every candidate is played in it;
- ``fixed(action) -> bool``: the action's value cannot depend on the hidden cards.

The numbers tuned per game are a :class:`SearchSettings`. Koi-koi's part is
``game.engine.ai.search.KoikoiSearchGame`` (its ``Search``); the N-seat games' is
``game.engine.table_ai.search.TableSearchGame`` (its ``TableSearch``), which a new N-seat
game joins with two fields of its spec: a match value (``match_value``) and a playout yaku
share (``playout_yaku_share``). A game unlike both writes its own part and builds
``DeterminizedSearch(its_part, rng, legal, settings=..., budget=...)``.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Protocol

from game.engine.actions import Action


class SearchGame(Protocol):
    """A game's part in the search (see the module docstring)."""

    def sample(self, rng: random.Random) -> Any: ...

    def value(self, world: Any, action: Action) -> float: ...

    def fixed(self, action: Action) -> bool: ...


@dataclass(frozen=True)
class SearchSettings:
    """The search's numbers for one game, tuned by that game's duels."""

    min_worlds: int  # even a tiny budget samples at least this many worlds
    prior_weight: float  # weight of a candidate's prior against its mean value
    # with prior_worlds > 0 the prior fades as a candidate's worlds grow, weighing
    # prior_weight * prior_worlds / (prior_worlds + worlds), as that many pseudo-worlds would
    prior_worlds: int = 0
    halving: bool = False  # successive halving by default (a search may override it)
    # when a halving round closes: False after the world whose simulations reach the round's
    # share of the budget (koi-koi), True before a world that would take them past it (the
    # table games); each is what its game was tuned with
    close_rounds_early: bool = False


class DeterminizedSearch:
    """An anytime evaluation of candidate actions over sampled worlds (module docstring)."""

    def __init__(
        self,
        game: SearchGame,
        rng: random.Random,
        candidates: list[Action],
        *,
        settings: SearchSettings,
        budget: int,
        seconds: float = 0.0,
        priors: dict[Action, float] | None = None,
        evaluate_single: bool = False,
        halving: bool | None = None,
    ) -> None:
        self.game = game
        self.rng = rng
        self.settings = settings
        self.candidates = list(candidates)
        n = len(self.candidates)
        self.budget = max(budget, settings.min_worlds * n)
        self.seconds = seconds
        self.priors = priors or {}
        self.totals = [0.0] * n
        self.counts = [0] * n
        self.fixed = [game.fixed(action) for action in self.candidates]
        self.active = list(range(n))
        self.worlds = 0
        self.simulations = 0
        self.elapsed = 0.0
        self.rounds = self._round_plan(settings.halving if halving is None else halving)
        self.done = not self.candidates or (n == 1 and not evaluate_single)
        self._world: Any = None  # the world being played, ``active[_next]`` next
        self._next = 0
        self._searched = 0  # candidates searched (not fixed) in this world so far
        # ``simulations`` counts the searched candidates of the finished worlds only

    def _round_plan(self, halving: bool) -> list[int]:
        """Simulations after which each round ends (the last one is the whole budget)."""
        searched = sum(1 for fixed in self.fixed if not fixed)
        if not halving or searched <= 2:
            return [self.budget]
        rounds = math.ceil(math.log2(searched))
        return [round(self.budget * (r + 1) / rounds) for r in range(rounds)]

    def step(self, max_seconds: float | None = None) -> bool:
        """Play candidates in worlds for up to ``max_seconds`` (None: to the end); True when
        finished. A slice may end inside a world (the rest of it comes first next time)."""
        if self.done:
            return True
        clock = time.perf_counter
        start = clock()
        sample, value = self.game.sample, self.game.value
        totals, counts, fixed = self.totals, self.counts, self.fixed
        candidates = self.candidates
        min_worlds = self.settings.min_worlds
        sliced = max_seconds is not None
        active = self.active
        world, position, searched = self._world, self._next, self._searched
        while True:
            if world is None:
                world = sample(self.rng)
            index = active[position]
            if not (fixed[index] and counts[index]):
                totals[index] += value(world, candidates[index])
                counts[index] += 1
                searched += not fixed[index]
            position += 1
            ended = position == len(active)
            if ended:
                # a world counts when it ends; one of fixed candidates only counts as one
                self.simulations += max(searched, 1)
                world = None
                position = searched = 0
                self.worlds += 1
            elif not sliced:
                continue  # run to the end: the clock is read after whole worlds only
            now = clock()
            spent = self.elapsed + (now - start)
            if ended and self.worlds >= min_worlds:
                if self._round_full():
                    self._end_round()
                    active = self.active
                if self.seconds and spent >= self.seconds:
                    self.done = True
            if self.done or (max_seconds is not None and now - start >= max_seconds):
                self._world, self._next, self._searched = world, position, searched
                self.elapsed = spent
                return self.done

    def _round_full(self) -> bool:
        """Whether the round in progress has spent its share of the budget."""
        share = self.rounds[0]
        if not self.settings.close_rounds_early:
            return self.simulations >= share
        next_world = sum(1 for i in self.active if not self.fixed[i])
        return self.simulations + max(next_world, 1) > share

    def _end_round(self) -> None:
        """Close a round of the budget: the last one ends the search, an earlier one drops
        the worse half of the searched candidates still in the running (by mean plus prior)."""
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
        """Mean value plus the weighed prior: what rounds and the ranking compare."""
        settings = self.settings
        weight = settings.prior_weight
        if settings.prior_worlds:
            weight *= settings.prior_worlds / (settings.prior_worlds + self.counts[index])
        return self._mean(index) + weight * self.priors.get(self.candidates[index], 0.0)

    def run(self) -> None:
        while not self.step(None):
            pass

    def mean_values(self) -> dict[Action, float]:
        """Each candidate's mean value (match-win chance, or the points evaluation) over the
        worlds it was played in."""
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
