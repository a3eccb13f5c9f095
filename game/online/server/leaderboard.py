"""The server's leaderboard: opt-in names, a secret per name, ranking points per match.

No accounts and no e-mail (seed 001: "your best results appear on the leaderboard"). A player
who turns it on registers a name and gets a secret back, which the client keeps in its user
folder; only a connection presenting that secret can take a seat under that name, so nobody
else can post results for it. The server keeps the secret's SHA-256 digest only.

Ranking points per finished online match (abandoned ones do not count): 3 for a win, 1 for a
draw, 0 for a loss; the board is ordered by points, then wins, then the best match score.

The ranking is kept sorted as it changes (a registration or a match moves one entry by a
binary search), so neither a registration nor ``top`` ever sorts the whole board; the data
folder gets one line per changed entry (see :class:`game.online.server.store.DataStore`).
"""

from __future__ import annotations

import bisect
from dataclasses import asdict, dataclass
from typing import Any

from game.online.wire.identifiers import new_token, token_digest, token_matches

POINTS_WIN = 3
POINTS_DRAW = 1
MIN_NAME, MAX_NAME = 3, 24
MAX_ENTRIES = 100_000
BOARD_FORMAT = "hanafuda-leaderboard"


class LeaderboardError(ValueError):
    """A registration the board refuses (bad or taken name, board full)."""


@dataclass
class Entry:
    name: str
    digest: str
    points: int = 0
    matches: int = 0
    wins: int = 0
    draws: int = 0
    best_score: int | None = None

    def public(self) -> dict:
        return {
            "name": self.name,
            "points": self.points,
            "matches": self.matches,
            "wins": self.wins,
            "draws": self.draws,
            "best_score": self.best_score,
        }


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


name_key = _key  # the board's key of a name (the shared store's field names)


def _rank(entry: Entry) -> tuple:
    return (-entry.points, -entry.wins, -(entry.best_score or 0), entry.name.casefold())


class Leaderboard:
    def __init__(self) -> None:
        self.entries: dict[str, Entry] = {}
        self._ranking: list[Entry] = []  # every entry, best first (kept sorted)

    def _place(self, entry: Entry) -> None:
        bisect.insort(self._ranking, entry, key=_rank)

    def _unplace(self, entry: Entry) -> None:
        at = bisect.bisect_left(self._ranking, _rank(entry), key=_rank)
        while self._ranking[at] is not entry:
            at += 1
        del self._ranking[at]

    def register(self, name: object) -> tuple[str, str]:
        """Reserve ``name``; returns the cleaned name and its secret (shown once)."""
        if not isinstance(name, str):
            raise LeaderboardError("a leaderboard name is text")
        clean = " ".join("".join(c for c in name if c.isprintable()).split())
        if not MIN_NAME <= len(clean) <= MAX_NAME:
            raise LeaderboardError(f"a leaderboard name has {MIN_NAME} to {MAX_NAME} characters")
        if _key(clean) in self.entries:
            raise LeaderboardError(f"the name {clean!r} is taken")
        if len(self.entries) >= MAX_ENTRIES:
            raise LeaderboardError("the leaderboard is full")
        secret = new_token()
        entry = self.entries[_key(clean)] = Entry(clean, token_digest(secret))
        self._place(entry)
        return clean, secret

    def verify(self, claim: Any) -> str | None:
        """The registered name of a ``{"name", "secret"}`` claim, or None if it does not hold."""
        if not isinstance(claim, dict) or not isinstance(claim.get("name"), str):
            return None
        entry = self.entries.get(_key(claim["name"]))
        if entry is None or not token_matches(claim.get("secret"), entry.digest):
            return None
        return entry.name

    def entry(self, name: str) -> Entry | None:
        return self.entries.get(_key(name))

    def record_match(self, names: list[str | None], scores: list[int]) -> list[Entry]:
        """Add one finished match: ``names[seat]`` is the ranked name or None. Returns the
        entries that changed."""
        best = max(scores)
        winners = [seat for seat, score in enumerate(scores) if score == best]
        entries = [self.entries.get(_key(name)) if name else None for name in names]
        changed = list({id(e): e for e in entries if e is not None}.values())
        for entry in changed:
            self._unplace(entry)
        for seat, held in enumerate(entries):
            if held is None:
                continue
            entry = held
            entry.matches += 1
            if seat in winners and len(winners) == 1:
                entry.wins += 1
                entry.points += POINTS_WIN
            elif seat in winners:
                entry.draws += 1
                entry.points += POINTS_DRAW
            if entry.best_score is None or scores[seat] > entry.best_score:
                entry.best_score = scores[seat]
        for entry in changed:
            self._place(entry)
        return changed

    def top(self, limit: int = 20) -> list[dict]:
        return [dict(e.public(), rank=n) for n, e in enumerate(self._ranking[:limit], 1)]

    def to_json(self) -> dict:
        return {"format": BOARD_FORMAT, "entries": [asdict(e) for e in self.entries.values()]}

    def upsert(self, item: Any) -> None:
        """One stored entry (a journal line): added, or replacing the one of that name."""
        entry = _entry(item)
        old = self.entries.get(_key(entry.name))
        if old is not None:
            self._unplace(old)
        self.entries[_key(entry.name)] = entry
        self._place(entry)

    @classmethod
    def from_json(cls, data: Any) -> Leaderboard:
        if not isinstance(data, dict) or data.get("format") != BOARD_FORMAT:
            raise ValueError(f"not a {BOARD_FORMAT} file")
        board = cls()
        for item in data.get("entries", []):
            entry = _entry(item)
            board.entries[_key(entry.name)] = entry
        board._ranking = sorted(board.entries.values(), key=_rank)
        return board


def _entry(item: Any) -> Entry:
    if not isinstance(item, dict):
        raise ValueError("a leaderboard entry is an object")
    try:
        entry = Entry(**item)
    except TypeError as error:
        raise ValueError(f"a bad leaderboard entry: {error}") from None
    numbers = (entry.points, entry.matches, entry.wins, entry.draws)
    if not isinstance(entry.name, str) or not isinstance(entry.digest, str):
        raise ValueError("a leaderboard entry needs a name and a digest")
    if len(entry.digest) != 64 or not all(type(n) is int for n in numbers):
        raise ValueError("a leaderboard entry needs a digest and whole numbers")
    if entry.best_score is not None and type(entry.best_score) is not int:
        raise ValueError("a leaderboard entry's best score is a whole number")
    return entry
