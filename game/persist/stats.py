"""Statistics and profiles per player name and game, kept in ``config_dir()/profiles.json``.

Koi-koi's are in ``players``, roppyakken's and hana-awase's each in ``games[game id]`` (their
rounds counted as months). Per name: matches, wins, draws, months played and won, the count
of every yaku scored in a won month, the best month score, the longest koi-koi streak (the
most koi-koi calls the player made in one month before the month ended) and the seat colour
last used. A finished match is counted once (its id is remembered). The file is written
atomically and read defensively: a corrupt file is moved aside, empty statistics are used
and one warning is returned for the player.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.core import paths, storage
from game.engine.games import KOIKOI
from game.i18n import tr_later

PROFILES_FILE = "profiles.json"
VERSION = 1
MAX_NAME = 40
REMEMBERED_MATCHES = 200


@dataclass
class PlayerStats:
    matches: int = 0
    wins: int = 0
    draws: int = 0
    months_played: int = 0
    months_won: int = 0
    points: int = 0
    best_month: int = 0
    longest_koikoi_streak: int = 0
    yaku: dict[str, int] = field(default_factory=dict)
    colour: str = ""

    @property
    def losses(self) -> int:
        return self.matches - self.wins - self.draws

    @classmethod
    def from_json(cls, data: Any) -> PlayerStats:
        if not isinstance(data, dict):
            raise storage.InvalidData("player statistics must be an object")
        values: dict[str, Any] = {}
        for name in (
            "matches",
            "wins",
            "draws",
            "months_played",
            "months_won",
            "points",
            "best_month",
            "longest_koikoi_streak",
        ):
            value = data.get(name, 0)
            negative_allowed = name == "points"  # hana-awase's scores settle below zero
            if isinstance(value, bool) or not isinstance(value, int):
                raise storage.InvalidData(f"{name} must be a whole number")
            if value < 0 and not negative_allowed:
                raise storage.InvalidData(f"{name} must not be negative")
            values[name] = value
        yaku = data.get("yaku", {})
        if not isinstance(yaku, dict) or not all(
            isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and v >= 0
            for k, v in yaku.items()
        ):
            raise storage.InvalidData("yaku must map names to counts")
        colour = data.get("colour", "")
        if not isinstance(colour, str):
            raise storage.InvalidData("colour must be text")
        if values["wins"] + values["draws"] > values["matches"]:
            raise storage.InvalidData("more wins than matches")
        return cls(**values, yaku=dict(yaku), colour=colour[:20])


@dataclass
class StatsBook:
    players: dict[str, PlayerStats] = field(default_factory=dict)  # koi-koi
    counted: list[str] = field(default_factory=list)  # ids of matches already counted
    games: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)  # the other games

    def players_of(self, game: str = KOIKOI) -> dict[str, PlayerStats]:
        """The statistics of one game by player name."""
        return self.players if game == KOIKOI else self.games.setdefault(game, {})

    def player(self, name: str, game: str = KOIKOI) -> PlayerStats:
        key = name.strip()[:MAX_NAME] or "Player"
        return self.players_of(game).setdefault(key, PlayerStats())

    def to_json(self) -> dict:
        return {
            "version": VERSION,
            "players": {n: asdict(s) for n, s in self.players.items()},
            "games": {
                game: {n: asdict(s) for n, s in players.items()}
                for game, players in self.games.items()
                if players
            },
            "counted": self.counted[-REMEMBERED_MATCHES:],
        }

    @classmethod
    def from_json(cls, data: Any) -> StatsBook:
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise storage.InvalidData("not a version-1 profiles file")
        players = data.get("players", {})
        counted = data.get("counted", [])
        if not isinstance(players, dict) or not isinstance(counted, list):
            raise storage.InvalidData("players must be an object and counted a list")
        if not all(isinstance(c, str) for c in counted):
            raise storage.InvalidData("counted must list match ids")
        book = cls(counted=list(counted), players=_players_from_json(players))
        games = data.get("games", {})
        if not isinstance(games, dict) or not all(isinstance(g, str) for g in games):
            raise storage.InvalidData("games must map game ids to players")
        for game, of_game in games.items():
            if not isinstance(of_game, dict):
                raise storage.InvalidData(f"the players of {game} must be an object")
            book.games[game] = _players_from_json(of_game)
        return book

    # -- counting a match ---------------------------------------------------------------
    def add_match(
        self,
        names: tuple[str, ...],
        month_results: list[dict],
        final_scores: tuple[int, ...],
        *,
        colours: tuple[str, ...] = ("red", "blue"),
        match_id: str | None = None,
        game: str = KOIKOI,
    ) -> bool:
        """Count a finished match of ``game`` for every name (one per seat); False when
        ``match_id`` was counted already. A seat wins with the best score alone, draws when
        it shares it."""
        if match_id is not None:
            if match_id in self.counted:
                return False
            self.counted.append(match_id)
            del self.counted[:-REMEMBERED_MATCHES]
        seats = [self.player(name, game) for name in names]
        for seat, stats in enumerate(seats):
            stats.matches += 1
            stats.colour = colours[seat] if seat < len(colours) else ""
            stats.points += final_scores[seat]
            best_other = max(score for other, score in enumerate(final_scores) if other != seat)
            if final_scores[seat] > best_other:
                stats.wins += 1
            elif final_scores[seat] == best_other:
                stats.draws += 1
        for result in month_results:
            koikoi = result.get("koikoi", (0,) * len(seats))
            winner = result.get("winner")
            for seat, stats in enumerate(seats):
                stats.months_played += 1
                stats.longest_koikoi_streak = max(stats.longest_koikoi_streak, koikoi[seat])
            if winner in range(len(seats)):
                stats = seats[winner]
                stats.months_won += 1
                stats.best_month = max(stats.best_month, result["score_delta"][winner])
                for name, _points in result["yaku"][winner]:
                    stats.yaku[name] = stats.yaku.get(name, 0) + 1
        return True


def _players_from_json(players: dict) -> dict[str, PlayerStats]:
    out = {}
    for name, stats in players.items():
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise storage.InvalidData("player names must be short text")
        out[name] = PlayerStats.from_json(stats)
    return out


def match_id_of(record: dict) -> str:
    """A stable id of a match record (same deals and decisions: same id)."""
    payload = json.dumps(
        {"months": record.get("months"), "seed": record.get("seed")}, sort_keys=True
    ).encode()
    return hashlib.sha256(payload).hexdigest()[:24]


def profiles_path() -> Path:
    return paths.config_dir() / PROFILES_FILE


def load(path: Path | None = None) -> tuple[StatsBook, str | None]:
    """(statistics, warning or None); never raises for a bad file."""
    result = storage.read_json_safe(
        path or profiles_path(), StatsBook.from_json, what=tr_later("player statistics")
    )
    if result.ok:
        return result.data, None
    return StatsBook(), result.problem


def save(book: StatsBook, path: Path | None = None) -> None:
    storage.write_json_atomic(path or profiles_path(), book.to_json())
