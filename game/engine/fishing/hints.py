"""The Hint for roppyakken and hana-awase: each legal move rated by playing the round out
in sampled worlds, stepped in time slices so the table keeps drawing.

For every legal action, ``budget / len(legal)`` worlds are dealt from the player's view
(``TableView.sample_state``: the unseen cards at random), the action is applied and the round
is played to its end by the ``greedy`` players; a move's rating is how often the player ends
that round with the table's best score change (ties count half), then its mean score change.
The same RNG gives the same ratings whatever the slices. ``result`` is
``[(action, round win probability, reason), ...]`` best first, as koi-koi's HintSearch.
"""

from __future__ import annotations

import random
import time

from game.engine.actions import Action
from game.engine.fishing.players import TableGreedyPlayer, capture_choices, card_values

HINT_BUDGET = 240  # worlds played out per hint, shared by the legal moves
MAX_TURNS = 200  # a round never needs more decisions than this


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
    def __init__(self, view, rng: random.Random, budget: int = HINT_BUDGET) -> None:
        self.view = view
        self.rng = rng
        self.legal = list(view.legal)
        self.per_action = max(4, budget // max(1, len(self.legal)))
        self.greedy = TableGreedyPlayer()
        self.wins = [0.0] * len(self.legal)
        self.gains = [0.0] * len(self.legal)
        self.played = 0
        self.steps = 0
        self._result: list[tuple[Action, float, str]] | None = [] if not self.legal else None

    @property
    def budget(self) -> int:
        return self.per_action * len(self.legal)

    @property
    def done(self) -> bool:
        return self._result is not None or self.played >= self.budget

    @property
    def progress(self) -> float:
        return 1.0 if self.done else self.played / max(1, self.budget)

    def step(self, max_seconds: float | None = 0.004) -> bool:
        """Play out worlds for about ``max_seconds`` (None: all); True once finished."""
        self.steps += 1
        deadline = None if max_seconds is None else time.perf_counter() + max_seconds
        while not self.done:
            index = self.played % len(self.legal)
            win, gain = self._playout(self.legal[index])
            self.wins[index] += win
            self.gains[index] += gain
            self.played += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        return self.done

    def _playout(self, action: Action) -> tuple[float, float]:
        seat = self.view.player
        state = self.view.sample_state(self.rng)
        state.keep_record = True  # the round's result is what the move is rated by
        state.round_results = []
        state.apply(action)
        for _ in range(MAX_TURNS):
            if state.round_results or state.is_terminal():
                break
            current = state.current_player()
            state.apply(self.greedy.choose(state.information(current), self.rng))
        if not state.round_results:
            return 0.0, 0.0
        delta = state.round_results[0]["score_delta"]
        best = max(delta)
        leaders = sum(1 for value in delta if value == best)
        win = (1.0 if leaders == 1 else 0.5) if delta[seat] == best else 0.0
        return win, float(delta[seat])

    @property
    def result(self) -> list[tuple[Action, float, str]]:
        if self._result is None:
            if not self.done:
                raise RuntimeError("the hint search is still running: step() until done")
            n = self.per_action
            ranked = sorted(range(len(self.legal)), key=lambda i: (-self.wins[i], -self.gains[i]))
            self._result = [
                (self.legal[i], self.wins[i] / n, reason(self.view, self.legal[i])) for i in ranked
            ]
        return self._result
