"""Seat controllers: who decides for a seat. No pygame here.

A controller is asked each frame, while it is its seat's turn and the table is idle, for an
action: ``poll(view, budget_seconds) -> Action | None``. ``None`` means "not yet" (a human
who has not chosen, a CPU still thinking). CPU controllers never block the frame loop for
long: the decision goes through game.engine.ai.anytime.Thinker, stepped a few milliseconds
per frame (a searching level such as "expert" thinks across frames; "greedy", "easy" and
"normal" decide on the first step).
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from game.engine import games
from game.engine.actions import Action
from game.engine.ai.anytime import Thinker


class SeatController(Protocol):
    is_human: bool
    name: str

    def begin(self) -> None: ...

    def poll(self, view, budget_seconds: float) -> Action | None: ...


class HumanController:
    """The table UI submits the chosen action; the session picks it up on the next poll."""

    is_human = True

    def __init__(self, name: str = "You") -> None:
        self.name = name
        self.pending: Action | None = None

    def begin(self) -> None:
        """Nothing to reset: a submission is checked against the legal actions on poll."""

    def submit(self, action: Action) -> None:
        self.pending = action

    def poll(self, view, budget_seconds: float) -> Action | None:
        action, self.pending = self.pending, None
        if action is not None and action not in view.legal:
            return None
        return action


class CpuController:
    """A CPU seat. ``think_delay`` is a minimum pause (seconds of presentation time) before
    the decision is handed over, so CPU moves do not arrive instantly; fast-forward sets it
    to zero through :meth:`hurry`."""

    is_human = False

    def __init__(
        self, player: Any, name: str = "CPU", *, seed: int | None = None, think_delay: float = 0.35
    ) -> None:
        self.player = player
        self.name = name
        self.rng = random.Random(seed)
        self.think_delay = think_delay
        self._waited = 0.0
        self._thinker: Any = None
        self._decided: Action | None = None
        self._hurried = False

    def begin(self) -> None:
        self._waited = 0.0
        self._thinker = None
        self._decided = None
        self._hurried = False

    def hurry(self) -> None:
        """Skip the presentation pause for the current decision."""
        self._hurried = True

    @property
    def thinking(self) -> float | None:
        """0..1 progress of a search in progress (None when not searching)."""
        thinker = self._thinker
        if thinker is None or thinker.done:
            return None
        return float(getattr(thinker, "progress", 0.0))

    def poll(self, view, budget_seconds: float) -> Action | None:
        if self._decided is None:
            self._decided = self._think(view, budget_seconds)
        self._waited += budget_seconds if budget_seconds > 0 else 0.0
        if self._decided is None:
            return None
        if not self._hurried and self._waited < self.think_delay:
            return None
        action, self._decided = self._decided, None
        self._thinker = None
        self._waited = 0.0
        return action

    def _think(self, view, budget_seconds: float) -> Action | None:
        """Step the anytime Thinker a small slice; plain players decide at once."""
        if self._thinker is None:
            self._thinker = Thinker(self.player, view, self.rng)
        slice_seconds = min(0.006, max(0.001, budget_seconds * 0.35))
        if self._thinker.step(slice_seconds):
            return self._thinker.result
        return None


def make_cpu(
    level: str,
    name: str = "CPU",
    seed: int | None = None,
    think_delay: float = 0.35,
    *,
    game: str = games.KOIKOI,
) -> CpuController:
    """A CPU seat of a named level for ``game``; unknown levels fall back to "greedy"."""
    return CpuController(cpu_player(level, game), name, seed=seed, think_delay=think_delay)


def cpu_player(level: str, game: str = games.KOIKOI):
    """The engine player of ``level`` for ``game``: the CPU roster's
    (``make_player(level, game=...)``), for roppyakken and hana-awase else their own
    registry's; a level neither knows plays "greedy"."""
    from game.engine.ai import make_player

    try:
        return make_player(level, game=game)
    except ValueError:
        if not games.is_table_game(game):
            return make_player("greedy")
    from game.engine.table_ai.roster import make_table_player

    try:
        return make_table_player(level)
    except ValueError:
        return make_table_player("greedy")
