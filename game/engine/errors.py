"""Exceptions raised by the rules engine; each message names what was wrong and why."""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalActionError(EngineError):
    """An action that is not legal in the current state; the state is left untouched."""


class RuleSetError(EngineError):
    """An unknown preset, an unknown rule key or a bad rule value."""


class RecordError(EngineError):
    """A match record that is malformed or does not replay; names the month and move."""

    def __init__(self, message: str, month: int | None = None, move: int | None = None):
        where = []
        if month is not None:
            where.append(f"month {month}")
        if move is not None:
            where.append(f"move {move}")
        prefix = f"{', '.join(where)}: " if where else ""
        super().__init__(prefix + message)
        self.month = month
        self.move = move
