"""A State that says who reads it: wrap a session's State and any attribute read from a
module outside the engine and the match driver fails the test at once."""

from __future__ import annotations

import sys
from typing import Any

DRIVERS = ("game.engine", "game.match", "game.persist")


class StateRead(AssertionError):
    """Something above the match driver read the engine's State."""


class GuardedState:
    """Stands in for an engine State; reads from outside ``DRIVERS`` raise StateRead."""

    def __init__(self, state: Any) -> None:
        object.__setattr__(self, "_guarded", state)

    def __getattr__(self, name: str) -> Any:
        caller = sys._getframe(1).f_globals.get("__name__", "")
        if caller.startswith("game.") and not caller.startswith(DRIVERS):
            raise StateRead(f"{caller} read State.{name}")
        return getattr(object.__getattribute__(self, "_guarded"), name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(object.__getattribute__(self, "_guarded"), name, value)


def guard(session) -> None:
    """Put a guard around ``session``'s State (a game.match.session.MatchSession)."""
    session.state = GuardedState(session.state)
