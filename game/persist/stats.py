"""Statistics and profiles per player name and game, kept in ``config_dir()/profiles.json``.

Koi-koi's are in ``players``, roppyakken's and hana-awase's each in ``games[game id]`` (their
rounds counted as months). Per name: matches, wins, draws, months played and won, the count
of every yaku scored in a won month, the best month score, the longest koi-koi streak (the
most koi-koi calls the player made in one month before the month ended) and the seat colour
last used, and how many of those matches the name played in a human seat (the statistics
screen opens on a person, not on the CPU). Beside them, the matches a person played against
the CPU by CPU level (``vs_cpu``: won, drawn, lost), whatever the game or mode (the Records
screen shows them). A finished match is counted once (its id is remembered). The file is written
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
from game.core.kinds import SeatKind
from game.engine.games import KOIKOI
from game.engine.koikoi.month import KOIKOI_CALLS
from game.i18n import tr_later

PROFILES_FILE = "profiles.json"
VERSION = 1
MAX_NAME = 40
REMEMBERED_MATCHES = 200
HUMAN, CPU = SeatKind.HUMAN, SeatKind.CPU  # seat kinds
WIN, DRAW, LOSS = "win", "draw", "loss"


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
    human_matches: int = 0  # of ``matches``, played in a human seat

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
            "human_matches",
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
        if values["human_matches"] > values["matches"]:
            raise storage.InvalidData("more matches in a human seat than matches")
        return cls(**values, yaku=dict(yaku), colour=colour[:20])


@dataclass
class LevelRecord:
    """A person's matches against the CPU at one level."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def matches(self) -> int:
        return self.wins + self.draws + self.losses

    @classmethod
    def from_json(cls, data: Any) -> LevelRecord:
        if not isinstance(data, dict):
            raise storage.InvalidData("a level's record must be an object")
        values = {}
        for name in ("wins", "draws", "losses"):
            value = data.get(name, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise storage.InvalidData(f"{name} must be a whole number >= 0")
            values[name] = value
        return cls(**values)


@dataclass
class StatsBook:
    players: dict[str, PlayerStats] = field(default_factory=dict)  # koi-koi
    counted: list[str] = field(default_factory=list)  # ids of matches already counted
    games: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)  # the other games
    vs_cpu: dict[str, LevelRecord] = field(default_factory=dict)  # CPU level -> record

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
            "vs_cpu": {level: asdict(record) for level, record in self.vs_cpu.items()},
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
        vs_cpu = data.get("vs_cpu", {})
        if not isinstance(vs_cpu, dict) or not all(
            isinstance(level, str) and 0 < len(level) <= MAX_NAME for level in vs_cpu
        ):
            raise storage.InvalidData("vs_cpu must map CPU levels to records")
        book.vs_cpu = {level: LevelRecord.from_json(record) for level, record in vs_cpu.items()}
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
        kinds: tuple[str, ...] = (),
        levels: tuple[str | None, ...] = (),
    ) -> bool:
        """Count a finished match of ``game`` for every name (one per seat); False when
        ``match_id`` was counted already. A seat wins with the best score alone, draws when
        it shares it. ``kinds`` says which seats were people ("human") and which CPUs
        ("cpu"), ``levels`` each CPU seat's level: one person against CPUs is counted in
        ``vs_cpu`` under every level that played."""
        if match_id is not None:
            if match_id in self.counted:
                return False
            self.counted.append(match_id)
            del self.counted[:-REMEMBERED_MATCHES]
        seats = [self.player(name, game) for name in names]
        outcomes = [outcome(final_scores, seat) for seat in range(len(seats))]
        for seat, stats in enumerate(seats):
            stats.matches += 1
            stats.colour = colours[seat] if seat < len(colours) else ""
            stats.points += final_scores[seat]
            stats.wins += int(outcomes[seat] == WIN)
            stats.draws += int(outcomes[seat] == DRAW)
            stats.human_matches += int(seat < len(kinds) and kinds[seat] == HUMAN)
        self.count_vs_cpu(outcomes, kinds, levels)
        for result in month_results:
            koikoi = result.get(KOIKOI_CALLS, (0,) * len(seats))
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

    def count_vs_cpu(
        self, outcomes: list[str], kinds: tuple[str, ...], levels: tuple[str | None, ...]
    ) -> None:
        """One person against CPUs: their outcome under each CPU level that played."""
        people = [seat for seat, kind in enumerate(kinds) if kind == HUMAN]
        cpu_levels = {
            level
            for seat, kind in enumerate(kinds)
            if kind == CPU and seat < len(levels) and (level := levels[seat])
        }
        if len(people) != 1 or not cpu_levels:
            return
        result = outcomes[people[0]]
        for level in sorted(cpu_levels):
            record = self.vs_cpu.setdefault(level[:MAX_NAME], LevelRecord())
            record.wins += int(result == WIN)
            record.draws += int(result == DRAW)
            record.losses += int(result == LOSS)


def outcome(final_scores: tuple[int, ...], seat: int) -> str:
    """A seat's result: a win with the best score alone, a draw when it shares it."""
    best_other = max(score for other, score in enumerate(final_scores) if other != seat)
    if final_scores[seat] > best_other:
        return WIN
    return DRAW if final_scores[seat] == best_other else LOSS


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
