"""The player's arcade profile: ranking points, best results, unlocks; saved atomically.

Ranking points follow seed 001: a won match against an easy CPU earns +10, normal +30,
expert +100, unless the stage file sets ``ranking_points``. The profile and the high score
tables are one JSON file in ``game.core.paths.data_dir()`` written by the core storage module
(temp file + fsync + replace); a corrupt file is moved aside and a fresh profile is used.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.arcade.highscores import HighScoreDataError, HighScores
from game.arcade.stages import Stage
from game.i18n import tr_later

PROFILE_FILE = "profile.json"
PROFILE_VERSION = 1
RANKING_POINTS: dict[str, int] = {"easy": 10, "normal": 30, "expert": 100}
DEFAULT_UNLOCKS: dict[str, list[str]] = {
    "card_back": ["default"],
    "table_theme": ["default"],
    "flourish": [],
    "opponent": [],
}


class ProfileDataError(ValueError):
    """Saved profile data of the wrong shape."""


def ranking_points_for(stage: Stage) -> int:
    """Points for beating this stage's CPU: the stage's own value, else the rule preset's
    ``[ranking_points]`` table (the mobile preset has one), else seed 001's defaults."""
    if stage.ranking_points is not None:
        return stage.ranking_points
    try:
        table = stage.rules().ranking_points
    except Exception:  # noqa: BLE001 - an unusable preset falls back to the defaults
        table = {}
    value = table.get(stage.level) if isinstance(table, dict) else None
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return RANKING_POINTS.get(stage.level, 0)


@dataclass
class BestResult:
    """Best showing against one opponent."""

    wins: int = 0
    losses: int = 0
    best_margin: int = 0  # largest winning margin in points
    best_points: int = 0  # most points scored in a won match

    def to_dict(self) -> dict[str, int]:
        return dict(self.__dict__)


@dataclass
class Profile:
    ranking_points: int = 0
    wins_by_level: dict[str, int] = field(default_factory=dict)
    best: dict[str, BestResult] = field(default_factory=dict)
    best_arcade_score: int = 0
    furthest_stage: int = 0
    ladder_clears: int = 0
    unlocked: dict[str, list[str]] = field(
        default_factory=lambda: {kind: list(names) for kind, names in DEFAULT_UNLOCKS.items()}
    )

    # -- changes -------------------------------------------------------------------
    def record_match(self, stage: Stage, player_score: int, cpu_score: int) -> int:
        """Note a finished match; returns the ranking points earned (0 for a loss)."""
        best = self.best.setdefault(stage.stage_id, BestResult())
        self.unlock("opponent", stage.stage_id)
        if player_score <= cpu_score:
            best.losses += 1
            return 0
        best.wins += 1
        best.best_margin = max(best.best_margin, player_score - cpu_score)
        best.best_points = max(best.best_points, player_score)
        self.wins_by_level[stage.level] = self.wins_by_level.get(stage.level, 0) + 1
        points = ranking_points_for(stage)
        self.ranking_points += points
        return points

    def record_beaten(self, stage: Stage) -> list[tuple[str, str]]:
        """Unlock what beating the stage gives; returns the (kind, name) pairs that are new."""
        new = []
        for kind, name in stage.unlocks.items():
            if self.unlock(kind, name):
                new.append((kind, name))
        return new

    def reach(self, stage: Stage, stage_number: int) -> None:
        """The player faced this stage in arcade mode (it becomes a free play opponent)."""
        self.unlock("opponent", stage.stage_id)
        self.furthest_stage = max(self.furthest_stage, stage_number)

    def record_run(self, score: int, cleared: bool) -> None:
        self.best_arcade_score = max(self.best_arcade_score, score)
        if cleared:
            self.ladder_clears += 1

    def unlock(self, kind: str, name: str) -> bool:
        names = self.unlocked.setdefault(kind, [])
        if name in names:
            return False
        names.append(name)
        return True

    def is_unlocked(self, kind: str, name: str) -> bool:
        return name in self.unlocked.get(kind, [])

    def free_play_stages(self, stages: list[Stage]) -> list[Stage]:
        """Available stages the player may pick in free play (the first is always open)."""
        usable = [stage for stage in stages if stage.available]
        return [
            stage
            for index, stage in enumerate(usable)
            if index == 0 or self.is_unlocked("opponent", stage.stage_id)
        ]

    # -- data ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "ranking_points": self.ranking_points,
            "wins_by_level": dict(self.wins_by_level),
            "best": {key: value.to_dict() for key, value in self.best.items()},
            "best_arcade_score": self.best_arcade_score,
            "furthest_stage": self.furthest_stage,
            "ladder_clears": self.ladder_clears,
            "unlocked": {kind: list(names) for kind, names in self.unlocked.items()},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Profile:
        if not isinstance(data, dict):
            raise ProfileDataError("the profile must be an object")
        profile = cls()
        for key in ("ranking_points", "best_arcade_score", "furthest_stage", "ladder_clears"):
            setattr(profile, key, _count(data.get(key, 0), key))
        wins = data.get("wins_by_level", {})
        if not isinstance(wins, dict):
            raise ProfileDataError("wins_by_level must be an object")
        profile.wins_by_level = {str(k): _count(v, "wins") for k, v in wins.items()}
        best = data.get("best", {})
        if not isinstance(best, dict):
            raise ProfileDataError("best must be an object")
        for stage_id, values in best.items():
            if not isinstance(values, dict):
                raise ProfileDataError(f"best result {stage_id!r} must be an object")
            profile.best[str(stage_id)] = BestResult(
                **{key: _count(values.get(key, 0), key) for key in BestResult().__dict__}
            )
        unlocked = data.get("unlocked", {})
        if not isinstance(unlocked, dict):
            raise ProfileDataError("unlocked must be an object")
        for kind, names in unlocked.items():
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise ProfileDataError(f"unlocked {kind!r} must be a list of names")
            for name in names:
                profile.unlock(str(kind), name)
        return profile


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ProfileDataError(f"{what} must be a whole number >= 0, not {value!r}")
    return value


class ProfileStore:
    """Loads and saves the profile and the high score tables as one atomic JSON file."""

    def __init__(self, path: Path | None = None) -> None:
        if path is None:
            from game.core.paths import data_dir

            path = data_dir() / PROFILE_FILE
        self.path = Path(path)
        self.profile = Profile()
        self.highscores = HighScores()
        self.warning: str | None = None

    def load(self) -> ProfileStore:
        """Read the file (missing: fresh profile; corrupt: moved aside, fresh, warning set)."""
        from game.core import storage

        def validate(data: Any) -> tuple[Profile, HighScores]:
            if not isinstance(data, dict):
                raise storage.InvalidData("the profile file must hold an object")
            try:
                return (
                    Profile.from_dict(data.get("profile", {})),
                    HighScores.from_dict(data.get("highscores", {})),
                )
            except (ProfileDataError, HighScoreDataError) as error:
                raise storage.InvalidData(str(error)) from None

        read = storage.read_json_safe(self.path, validate, what=tr_later("arcade profile"))
        if read.ok:
            self.profile, self.highscores = read.data
        else:
            self.profile, self.highscores = Profile(), HighScores()
        self.warning = read.problem
        return self

    def save(self) -> None:
        from game.core import storage

        storage.write_json_atomic(
            self.path,
            {
                "version": PROFILE_VERSION,
                "profile": self.profile.to_dict(),
                "highscores": self.highscores.to_dict(),
            },
        )


def unlocked_names(kind: str, store: ProfileStore | None = None) -> list[str]:
    """What the player has unlocked of a kind ("card_back", "table_theme", "flourish",
    "opponent") - for the options scene and the flourish gallery."""
    store = store if store is not None else ProfileStore().load()
    return list(store.profile.unlocked.get(kind, []))
