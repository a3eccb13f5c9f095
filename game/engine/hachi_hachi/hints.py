"""The Hint for hachi-hachi, from its expert's own search (:mod:`game.engine.hachi_hachi.ai`).

Every legal move (a card, a take, show / hide, shobu / sage, the cancel) is rated as the
expert rates its decisions: worlds sampled from the player's information view only, each
move applied and the round played out by the fast greedy policy, the mean change of the
player's balance in mon. One world per step, so the table keeps drawing; the same RNG gives
the same ratings whatever the slices. ``result`` is ``[(action, mean mon, reason), ...]``
best first (``unit = "mon"``: the table words the value as money, not a chance to win).
"""

from __future__ import annotations

import random
import time

from game.engine.actions import Action
from game.engine.hachi_hachi.ai import DEFAULT_BUDGET, playout
from game.engine.table_ai.hints import reason as card_reason

HINT_BUDGET = DEFAULT_BUDGET


def reason(view, action: Action) -> str:
    """Why in a few words: a card's capture (as the other games' hints say it); a call has
    none (its mean balance says it)."""
    if action.kind in ("play", "take"):
        return card_reason(view, action)
    return ""


class HachiHintSearch:
    """The expert's rating of every legal move of one hachi-hachi view, one world a step."""

    unit = "mon"

    def __init__(self, view, rng: random.Random, budget: int = HINT_BUDGET) -> None:
        self.view = view
        self.rng = rng
        self.legal = list(view.legal)
        self.budget = budget if len(self.legal) > 1 else 1
        self.worlds = 0
        self.totals = [0.0] * len(self.legal)

    @property
    def done(self) -> bool:
        return not self.legal or self.worlds >= self.budget

    @property
    def progress(self) -> float:
        return 1.0 if self.done else self.worlds / self.budget

    def step(self, max_seconds: float | None = 0.004) -> bool:
        """Play worlds for about ``max_seconds`` (None: to the end); True once finished."""
        start = time.perf_counter()
        me = self.view.player
        while not self.done:
            world = self.view.sample_state(self.rng)
            seed = self.rng.random()
            for index, action in enumerate(self.legal):
                copy = world.clone(for_search=True)
                copy.rng = random.Random(seed)
                before = copy.scores[me]
                round_number = copy.round
                copy.apply(action)
                playout(copy, round_number, random.Random(seed))
                self.totals[index] += copy.scores[me] - before
            self.worlds += 1
            if max_seconds is not None and time.perf_counter() - start >= max_seconds:
                break
        return self.done

    @property
    def result(self) -> list[tuple[Action, float, str]]:
        if not self.done:
            raise RuntimeError("the hint search is still running: step() until done")
        count = max(1, self.worlds)
        rated = [
            (action, self.totals[index] / count, reason(self.view, action))
            for index, action in enumerate(self.legal)
        ]
        order = sorted(range(len(rated)), key=lambda i: (-rated[i][1], i))
        return [rated[i] for i in order]
