"""Koi-koi's part in the determinized search (game/engine/ai/determinized.py), and its numbers.

A *world* is the unseen cards (opponent's hand and stock) dealt at random consistently with
the view, via ``InformationView.sample_state``; each candidate is played in its own copy of
that world to the end of the month with the playout policy (playout.py) and the month's end
scored with the evaluator of the rule set in force (winprob.evaluator_for: match-win
probability, or expected points where no table applies).

Two refinements: in ``LAY_TRUST`` of the worlds the opponent's hand is dealt away from the
months it left uncaptured when it laid a card (``view.lay_avoids``: it would have captured
them), and a candidate that leaves at most ``ENDGAME_CARDS`` cards in the hands has each
world's rest of the month solved exactly (endgame.py) instead of played out. Stopping ends
the month at once, so it is a *fixed* candidate: scored on the first world only. The budget
is spent by successive halving (``HALVING``).

:class:`Search` is that search from a view; the constants below are read when a search
starts (tools/ai_duel.py patches them).
"""

from __future__ import annotations

import random

from game.engine.actions import Action
from game.engine.ai.determinized import DeterminizedSearch, SearchSettings
from game.engine.ai.endgame import solve
from game.engine.ai.playout import PlayoutValues, playout
from game.engine.ai.winprob import Evaluator, evaluator_for
from game.engine.koikoi.decisions import STOP

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
    return KOIKOI_SOLVED or not candidates or not candidates[0].decides


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


def search_settings() -> SearchSettings:
    """Koi-koi's numbers for the search (this module's constants, read when a search starts)."""
    return SearchSettings(
        min_worlds=MIN_WORLDS,
        prior_weight=PRIOR_WEIGHT,
        prior_worlds=PRIOR_WORLDS,
        halving=HALVING,
        close_rounds_early=False,
    )


class KoikoiSearchGame:
    """Koi-koi's part in the determinized search: worlds dealt from the view (the lays read
    in ``LAY_TRUST`` of them), each candidate played out to the month's end by the playout
    policy or, in its last cards, solved exactly, and valued by the rule set's evaluator."""

    def __init__(self, view, candidates: list[Action], evaluator: Evaluator) -> None:
        self.view = view
        self.me = view.player
        self.round = view.round
        self.evaluate = evaluator.value
        self.values = PlayoutValues(view)
        self.endgame_cards = ENDGAME_CARDS if solves_endgames(candidates) else -1

    def sample(self, rng: random.Random):
        view = self.view
        avoided = view.lay_avoids[1 - self.me] if LAY_TRUST > 0 else 0
        if avoided and rng.random() < LAY_TRUST:
            return view.sample_state(rng, avoided)
        return view.sample_state(rng)

    def value(self, world, action: Action) -> float:
        copy = world.clone(for_search=True)
        copy.apply(action)
        hands = copy.hands
        month = self.round
        if (hands[0] | hands[1]).bit_count() <= self.endgame_cards and copy.round == month:
            return solve(copy, month, self.me, self.evaluate)
        playout(copy, month, self.values)
        return self.evaluate(copy, self.me)

    def fixed(self, action: Action) -> bool:
        """Stopping ends the month at once: its value does not depend on the hidden cards."""
        return action is STOP


class Search(DeterminizedSearch):
    """Koi-koi's search: the determinized search over :class:`KoikoiSearchGame` worlds of
    ``view`` (``evaluator``: the rule set's own by default)."""

    def __init__(
        self, view, rng: random.Random, candidates: list[Action], *, evaluator=None, **options
    ) -> None:
        """``evaluator``: an ``Evaluator`` (the rule set's own by default); ``options``:
        DeterminizedSearch's (budget, seconds, priors, evaluate_single, halving)."""
        self.view = view
        self.evaluator: Evaluator = evaluator or evaluator_for(view.rules)
        game = KoikoiSearchGame(view, candidates, self.evaluator)
        options.setdefault("budget", DEFAULT_BUDGET)
        super().__init__(game, rng, candidates, settings=search_settings(), **options)
