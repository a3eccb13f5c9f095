"""High score tables with three-letter initials, one table per mode ("arcade", ...).

Plain data with ``to_dict``/``from_dict``; saved atomically together with the profile by
:class:`game.arcade.profile.ProfileStore`. :class:`InitialsEntry` is the pure state of the
initials prompt (up/down change the letter, left/right move, confirm on the last letter ends).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

TABLE_SIZE = 10
INITIALS_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-"
DEFAULT_INITIALS = "AAA"


class HighScoreDataError(ValueError):
    """Saved high score data of the wrong shape."""


@dataclass(frozen=True)
class HighScoreEntry:
    initials: str
    score: int
    stages_cleared: int = 0
    continues: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "initials": self.initials,
            "score": self.score,
            "stages_cleared": self.stages_cleared,
            "continues": self.continues,
        }

    @classmethod
    def from_dict(cls, data: Any) -> HighScoreEntry:
        if not isinstance(data, dict):
            raise HighScoreDataError("a high score entry must be an object")
        initials = data.get("initials")
        if not isinstance(initials, str) or len(initials) != 3:
            raise HighScoreDataError(f"bad initials {initials!r}")
        values = {}
        for key in ("score", "stages_cleared", "continues"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise HighScoreDataError(f"bad {key} {value!r}")
            values[key] = value
        return cls(initials, **values)


@dataclass
class HighScores:
    """Tables by mode, best first, at most TABLE_SIZE entries each."""

    tables: dict[str, list[HighScoreEntry]] = field(default_factory=dict)

    def table(self, mode: str) -> list[HighScoreEntry]:
        return list(self.tables.get(mode, []))

    def qualifies(self, mode: str, score: int) -> bool:
        """Would this score enter the table (a zero score never does)?"""
        if score <= 0:
            return False
        table = self.tables.get(mode, [])
        return len(table) < TABLE_SIZE or score > table[-1].score

    def add(self, mode: str, entry: HighScoreEntry) -> int | None:
        """Insert (after equal scores: the older entry keeps its place); 1-based rank or None."""
        if not self.qualifies(mode, entry.score):
            return None
        table = self.tables.setdefault(mode, [])
        position = len(table)
        for index, existing in enumerate(table):
            if entry.score > existing.score:
                position = index
                break
        table.insert(position, entry)
        del table[TABLE_SIZE:]
        return position + 1

    def to_dict(self) -> dict[str, Any]:
        return {mode: [entry.to_dict() for entry in table] for mode, table in self.tables.items()}

    @classmethod
    def from_dict(cls, data: Any) -> HighScores:
        if not isinstance(data, dict):
            raise HighScoreDataError("high scores must be an object of tables")
        tables: dict[str, list[HighScoreEntry]] = {}
        for mode, entries in data.items():
            if not isinstance(entries, list):
                raise HighScoreDataError(f"table {mode!r} must be a list")
            table = sorted(
                (HighScoreEntry.from_dict(item) for item in entries), key=lambda entry: -entry.score
            )
            tables[str(mode)] = table[:TABLE_SIZE]
        return cls(tables)


class InitialsEntry:
    """Three letters chosen with a pad or keys: up/down cycle a letter, left/right move."""

    def __init__(self, initial: str = DEFAULT_INITIALS, alphabet: str = INITIALS_ALPHABET) -> None:
        self.alphabet = alphabet
        self.letters = [
            char if char in alphabet else alphabet[0]
            for char in (initial.upper() + DEFAULT_INITIALS)[:3]
        ]
        self.cursor = 0
        self.done = False

    @property
    def text(self) -> str:
        return "".join(self.letters)

    def change(self, step: int) -> None:
        """Up is +1 (A -> B), down is -1 (A -> .); wraps around the alphabet."""
        if self.done:
            return
        index = self.alphabet.index(self.letters[self.cursor])
        self.letters[self.cursor] = self.alphabet[(index + step) % len(self.alphabet)]

    def move(self, step: int) -> None:
        if self.done:
            return
        self.cursor = max(0, min(2, self.cursor + step))

    def type_letter(self, char: str) -> None:
        """A typed key sets the letter and moves on (keyboard shortcut)."""
        char = char.upper()
        if self.done or char not in self.alphabet:
            return
        self.letters[self.cursor] = char
        if self.cursor < 2:
            self.cursor += 1

    def confirm(self) -> bool:
        """Confirm moves to the next letter; on the last letter it finishes. True when done."""
        if self.cursor < 2:
            self.cursor += 1
        else:
            self.done = True
        return self.done

    def back(self) -> None:
        self.move(-1)
