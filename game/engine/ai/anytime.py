"""Non-blocking CPU thinking for the game loop: a decision stepped in small time slices.

The table scene creates a :class:`Thinker` when a CPU seat is to act and calls
``step(0.004)`` once per fixed update; frames keep flowing because each call returns after
about that many seconds. When ``done`` is true, ``result`` is the action. The outcome is the
same as ``player.choose(view, rng)`` for the same RNG state and simulation budget, whatever
the slice length (the search stops at a whole number of sampled worlds).

Players without a steppable search (easy, normal, random, greedy) decide on the first step;
they take well under a millisecond.
"""

from __future__ import annotations

import random

from game.engine.actions import Action


class Thinker:
    """One CPU decision in progress."""

    def __init__(self, player, view, rng: random.Random) -> None:
        self.player = player
        self.view = view
        self.rng = rng
        self._decision = None
        self._result: Action | None = None
        self.steps = 0
        if hasattr(player, "start"):
            self._decision = player.start(view, rng)

    @property
    def done(self) -> bool:
        if self._result is not None:
            return True
        return self._decision is not None and self._decision.done

    def step(self, max_seconds: float | None = 0.004) -> bool:
        """Think for about ``max_seconds`` (None: to the end); True once the action is known."""
        self.steps += 1
        if self._result is not None:
            return True
        if self._decision is None:
            self._result = self.player.choose(self.view, self.rng)
            return True
        if self._decision.step(max_seconds):
            self._result = self._decision.result()
            return True
        return False

    @property
    def result(self) -> Action:
        """The chosen action; raises if thinking is not finished (check ``done``)."""
        if self._result is None:
            if self._decision is not None and self._decision.done:
                self._result = self._decision.result()
            else:
                raise RuntimeError("the CPU is still thinking: step() until done")
        return self._result

    def run(self) -> Action:
        """Think synchronously to the end."""
        while not self.step(None):
            pass
        return self.result

    @property
    def progress(self) -> float:
        """0..1, how much of the simulation budget is spent (1 when done)."""
        if self.done:
            return 1.0
        search = getattr(self._decision, "search", None)
        if search is None:
            return 0.0
        return min(1.0, search.simulations / max(search.budget, 1))


class SearchDecision:
    """One decision in progress: a finished answer (``action``), or a search to step until
    it is done and then read by :meth:`answer` (the expert's koi-koi and table searches)."""

    def __init__(self, action: Action | None = None, search=None) -> None:
        self.action = action
        self.search = search

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
        return self.answer()

    def answer(self) -> Action:
        """The finished search's choice (its best action)."""
        return self.search.best()
