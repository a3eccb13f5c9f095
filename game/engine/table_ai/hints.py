"""The Hint for roppyakken and hana-awase, from the expert's own search.

Every legal move is rated as the expert rates it (table_ai/search.py ``TableSearch``: worlds
sampled from the player's view only, each move applied and the round played out, the end
scored as the chance of winning the match), best chance first (normal's ratings break ties), in
time slices so the table keeps drawing. The same RNG gives the same ratings whatever the
slices. ``result`` is ``[(action, match win chance, reason), ...]`` best first, as koi-koi's
HintSearch.
"""

from __future__ import annotations

import random

from game.engine.actions import Action
from game.engine.fishing.players import capture_choices, card_values
from game.engine.table_ai.heuristics import heuristic_ratings
from game.engine.table_ai.personality import table_personality
from game.engine.table_ai.search import DEFAULT_BUDGET, TableSearch

HINT_BUDGET = DEFAULT_BUDGET  # the expert's own budget: the hint is its advice


def reason(view, action: Action) -> str:
    """Why in a few words: what the move takes now."""
    values = card_values(view)
    if action.kind == "take":
        taken = (1 << action.card) | (1 << view.pending)
        points = sum(values[c] for c in range(48) if taken >> c & 1)
        return f"takes {points} card points"
    options = capture_choices(view, action.card, False)
    if not options:
        return "lays a card on the field"
    best = max(sum(values[c] for c in range(48) if option >> c & 1) for option in options)
    return f"takes up to {best + values[action.card]} card points"


class TableHintSearch:
    """The expert's rating of every legal move of one view, stepped in slices."""

    def __init__(self, view, rng: random.Random, budget: int = HINT_BUDGET) -> None:
        self.view = view
        self.legal = list(view.legal)
        self._result: list[tuple[Action, float, str]] | None = None
        self.search: TableSearch | None = None
        if not self.legal:
            self._result = []
            return
        priors = heuristic_ratings(view, table_personality("expert", view.game))
        self.search = TableSearch(view, rng, self.legal, budget=budget, priors=priors)
        if len(self.legal) == 1:
            self.search.done = False  # one move is still rated (its win chance is shown)

    @property
    def budget(self) -> int:
        return self.search.budget if self.search is not None else 0

    @property
    def done(self) -> bool:
        return self._result is not None or (self.search is not None and self.search.done)

    @property
    def progress(self) -> float:
        if self.done or self.search is None:
            return 1.0
        return min(1.0, self.search.simulations / max(1, self.search.budget))

    def step(self, max_seconds: float | None = 0.004) -> bool:
        """Search for about ``max_seconds`` (None: to the end); True once finished."""
        if self.done:
            return True
        assert self.search is not None
        return self.search.step(max_seconds)

    @property
    def result(self) -> list[tuple[Action, float, str]]:
        if self._result is None:
            if not self.done:
                raise RuntimeError("the hint search is still running: step() until done")
            assert self.search is not None
            priors = self.search.priors
            ranked = sorted(
                self.search.mean_values().items(),
                key=lambda item: (-item[1], -priors.get(item[0], 0.0), item[0].kind, item[0].card),
            )
            self._result = [
                (action, min(1.0, max(0.0, value)), reason(self.view, action))
                for action, value in ranked
            ]
        return self._result
