"""Hints for the human: rate every legal move with the expert search and a short reason.

``rate_actions(view, rng, budget)`` returns ``[(action, win_probability, reason), ...]`` best
first. The probability is the expert's estimate of winning the match after that move; the
reason is a short phrase for the hint panel ("takes the sake cup", "blocks ino-shika-cho",
"risky koi-koi: opponent is one card from akatan"). Like every CPU, it reads only the view.
``HintSearch`` is the same search stepped a few milliseconds at a time (the table's Hint).
"""

from __future__ import annotations

import random

from game.engine.actions import Action
from game.engine.ai.expert import stop_points
from game.engine.ai.heuristics import (
    card_phrase,
    describe_family,
    family_of_card_for,
    month_mask,
    nearest_threat,
    needed_by,
)
from game.engine.ai.levels import play_scores
from game.engine.ai.personality import Personality
from game.engine.ai.search import Search, decision_budget
from game.engine.cards import CARDS, MONTH_MASKS, SAKE_CUP, Kind, ids_from_mask
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.scoring import evaluate_yaku

HINT_BUDGET = 2000
_RANK = {Kind.BRIGHT: 3, Kind.ANIMAL: 2, Kind.RIBBON: 1, Kind.CHAFF: 0}
_pc = int.bit_count


def rate_actions(
    view,
    rng: random.Random,
    budget: int = HINT_BUDGET,
) -> list[tuple[Action, float, str]]:
    """Every legal action with its estimated match-win probability and a reason, best first."""
    return HintSearch(view, rng, budget).run()


class HintSearch:
    """``rate_actions`` stepped in time slices, for a game loop that must keep drawing.

    ``step(max_seconds)`` thinks for about that long and returns True once finished; then
    ``result`` is exactly what ``rate_actions(view, rng, budget)`` returns for the same RNG
    state (the search stops at a whole number of sampled worlds, whatever the slices).
    """

    def __init__(self, view, rng: random.Random, budget: int = HINT_BUDGET) -> None:
        self.view = view
        self.steps = 0
        self._result: list[tuple[Action, float, str]] | None = None
        self.search: Search | None = None
        legal = list(view.legal)
        if not legal:
            self._result = []
            return
        priors = None
        if not legal[0].decides:
            priors = play_scores(view, Personality(level="expert"), refined=True)
        budget = decision_budget(view, legal, budget)
        self.search = Search(
            view, rng, legal, budget=budget, priors=priors, evaluate_single=True, halving=False
        )

    @property
    def done(self) -> bool:
        return self._result is not None or (self.search is not None and self.search.done)

    def step(self, max_seconds: float | None = 0.004) -> bool:
        """Think for about ``max_seconds`` (None: to the end); True once the ratings are known."""
        self.steps += 1
        if self._result is not None:
            return True
        assert self.search is not None
        return self.search.step(max_seconds)

    @property
    def progress(self) -> float:
        """0..1, how much of the simulation budget is spent (1 when done)."""
        if self.done:
            return 1.0
        assert self.search is not None
        return min(1.0, self.search.simulations / max(self.search.budget, 1))

    @property
    def result(self) -> list[tuple[Action, float, str]]:
        """``[(action, win_probability, reason), ...]`` best first; raises before ``done``."""
        if self._result is None:
            if self.search is None or not self.search.done:
                raise RuntimeError("the hint search is still running: step() until done")
            ranked = sorted(self.search.ranking(), key=lambda item: -item[1])  # ties keep order
            self._result = [
                (action, probability, reason(self.view, action)) for action, probability in ranked
            ]
        return self._result

    def run(self) -> list[tuple[Action, float, str]]:
        """Search synchronously to the end."""
        while not self.step(None):
            pass
        return self.result


def captured_by(view, action: Action) -> int:
    """Cards the action certainly captures now (0 for a card laid on the field)."""
    card = action.card
    if action.kind == "take":
        return (1 << card) | (1 << view.pending)
    matches = view.field & MONTH_MASKS[card >> 2]
    n = _pc(matches)
    if n == 0:
        return 0
    if n == 2:  # the player will choose: count the better one
        best = max(ids_from_mask(matches), key=lambda c: (_RANK[CARDS[c].kind], c))
        return (1 << card) | (1 << best)
    return matches | (1 << card)


def reason(view, action: Action) -> str:
    """A short phrase saying why the move is good or risky."""
    me = view.player
    own, other = view.captured[me], view.captured[1 - me]
    rules = view.rules
    if action is STOP:
        return f"stops for {stop_points(view)} points"
    if action is KOIKOI:
        threat = nearest_threat(other, own, rules)
        if view.koikoi[1 - me]:
            return "risky koi-koi: the opponent's koi-koi already doubles a stop"
        if threat and threat[1] == 1:
            return f"risky koi-koi: opponent is one card from {describe_family(threat[0])}"
        return "koi-koi: the opponent is far from any yaku"
    cards = captured_by(view, action)
    if not cards:
        card = action.card
        danger = needed_by(other, own, rules) & (month_mask(card) & ~(1 << card) | 1 << card)
        danger &= view.unseen | (1 << card)
        if danger:
            target = family_of_card_for(ids_from_mask(danger)[0], other, own, rules)
            if target:
                return (
                    f"lays {card_phrase(card)} on the field: the opponent may take it "
                    f"toward {describe_family(target)}"
                )
        return f"lays {card_phrase(card)} on the field"
    before = {name for name, _ in evaluate_yaku(own, rules, view.koikoi[me])}
    after = [name for name, _ in evaluate_yaku(own | cards, rules, view.koikoi[me])]
    new = [name for name in after if name not in before]
    if new:
        return f"makes {new[0]}"
    blocked = cards & needed_by(other, own, rules)
    if blocked:
        family = family_of_card_for(ids_from_mask(blocked)[0], other, own, rules)
        if family:
            return f"blocks {describe_family(family)}"
    if cards & SAKE_CUP:
        return "takes the sake cup"
    if action.kind == "take":
        best = action.card
    else:  # name a card taken from the field, not the card played

        def rank(c: int) -> tuple[int, int]:
            return (_RANK[CARDS[c].kind], c)

        best = max(ids_from_mask(cards & ~(1 << action.card)), key=rank)
        played = action.card
        if _RANK[CARDS[played].kind] > _RANK[CARDS[best].kind]:
            family = family_of_card_for(played, own, other, rules)
            if family:
                return (
                    f"pairs {card_phrase(played)} with {card_phrase(best)} "
                    f"toward {describe_family(family)}"
                )
    family = family_of_card_for(best, own, other, rules)
    if family:
        return f"takes {card_phrase(best)} toward {describe_family(family)}"
    return f"takes {card_phrase(best)}"
