"""ArcadeSession: one arcade run tied to the saved profile - the object the scenes drive.

It joins an :class:`ArcadeRun` (progress, credits, score) and a :class:`ProfileStore`
(ranking points, best results, unlocks, high scores): each finished match is noted in both
and saved at once, so quitting mid-run never loses earned points. When the run ends with a
score that enters the mode's table, ``needs_initials`` is True until ``submit_initials``.
Free play uses :meth:`record_free_play` (ranking points and best results, no run score).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.arcade.highscores import HighScoreEntry
from game.arcade.ladder import (
    CLEARED,
    DEFAULT_CREDITS,
    ArcadeRun,
    SavedRunError,
    StageOutcome,
)
from game.arcade.match import StageMatch
from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.stages import Stage
from game.engine import games
from game.i18n import tr, tr_later


@dataclass(frozen=True)
class ArcadeMode:
    """A way to climb the ladder; each mode keeps its own high score table."""

    key: str
    title: str
    months_cap: int | None = None  # every stage shortened to at most this many months


ARCADE_MODES: dict[str, ArcadeMode] = {
    "arcade": ArcadeMode("arcade", tr_later("Arcade")),
    "arcade_short": ArcadeMode("arcade_short", tr_later("Short Arcade"), months_cap=3),
}


def mode_title(key: str) -> str:
    mode = ARCADE_MODES.get(key)
    return tr(mode.title) if mode else key.replace("_", " ").title()


@dataclass
class MatchReport:
    """What one match changed: the run outcome, ranking points, new unlocks."""

    outcome: StageOutcome | None
    ranking_points: int
    unlocked: list[tuple[str, str]] = field(default_factory=list)


class ArcadeSession:
    def __init__(
        self,
        stages: list[Stage],
        store: ProfileStore,
        *,
        mode: str = "arcade",
        credits: int = DEFAULT_CREDITS,
        extra_overrides: dict[str, Any] | None = None,
        run: ArcadeRun | None = None,
    ) -> None:
        """A new run from stage 1, or ``run`` (a saved run brought back, see :meth:`resume`)."""
        self.run = run if run is not None else ArcadeRun(stages, mode=mode, credits=credits)
        self.store = store
        self.extra_overrides = dict(extra_overrides or {})
        self.rank: int | None = None
        self._run_recorded = False
        self._initials_given = False
        if run is None:
            self.store.profile.reach(self.run.current_stage, 1)

    def to_dict(self) -> dict[str, Any]:
        """The run in the middle of its match (stored with the autosave)."""
        return {"run": self.run.to_dict(), "extra_overrides": dict(self.extra_overrides)}

    @classmethod
    def resume(cls, stages: list[Stage], store: ProfileStore, data: Any) -> ArcadeSession:
        """The session saved by :meth:`to_dict`; SavedRunError when it cannot come back."""
        if not isinstance(data, dict) or not isinstance(data.get("extra_overrides", {}), dict):
            raise SavedRunError("a saved arcade session must be an object")
        run = ArcadeRun.from_dict(stages, data.get("run"))
        return cls(
            stages, store, mode=run.mode, extra_overrides=data.get("extra_overrides"), run=run
        )

    @property
    def mode(self) -> str:
        return self.run.mode

    def stage_match(self, seed: int | None = None) -> StageMatch:
        """The match to play next (the current stage, shortened in a capped mode)."""
        stage = self.run.current_stage
        overrides = dict(self.extra_overrides)
        mode = ARCADE_MODES.get(self.mode)
        if mode is not None and mode.months_cap:
            overrides.update(shortened(stage, mode.months_cap, overrides))
        return StageMatch(stage, seed=seed, extra_overrides=overrides)

    def finish_match(self, result: MatchResult) -> MatchReport:
        stage = self.run.current_stage
        profile = self.store.profile
        points = profile.record_match(stage, result.player_score, result.cpu_score)
        outcome = self.run.record_match(result)
        unlocked = profile.record_beaten(stage) if outcome.won else []
        if not self.run.over:
            profile.reach(self.run.current_stage, self.run.stage_number)
        self._note_end()
        self.store.save()
        return MatchReport(outcome, points, unlocked)

    def continue_run(self) -> None:
        self.run.continue_run()

    def decline(self) -> None:
        self.run.decline()
        self._note_end()
        self.store.save()

    def update(self, dt: float) -> None:
        """Advance the continue countdown; an expired countdown ends (and saves) the run."""
        was_over = self.run.over
        self.run.update(dt)
        if self.run.over and not was_over:
            self._note_end()
            self.store.save()

    @property
    def needs_initials(self) -> bool:
        return (
            self.run.over
            and not self._initials_given
            and self.store.highscores.qualifies(self.mode, self.run.score)
        )

    def submit_initials(self, initials: str) -> int | None:
        """Enter the run in the high score table; returns the 1-based rank (saved at once)."""
        if not self.needs_initials:
            return None
        entry = HighScoreEntry(
            initials.upper()[:3].ljust(3, "A"),
            self.run.score,
            self.run.stages_cleared,
            self.run.continues_used,
        )
        self.rank = self.store.highscores.add(self.mode, entry)
        self._initials_given = True
        self.store.save()
        return self.rank

    def _note_end(self) -> None:
        if self.run.over and not self._run_recorded:
            self._run_recorded = True
            self.store.profile.record_run(self.run.score, self.run.state == CLEARED)


def record_free_play(store: ProfileStore, stage: Stage, result: MatchResult) -> MatchReport:
    """A free-play match: ranking points and best results only (no ladder, no unlocks)."""
    points = store.profile.record_match(stage, result.player_score, result.cpu_score)
    store.save()
    return MatchReport(None, points, [])


def shortened(stage: Stage, cap: int, overrides: dict) -> dict:
    """The overrides that shorten ``stage`` to the short mode's cap: koi-koi's months,
    hana-awase's rounds, a single won game in roppyakken."""
    spec = games.spec(stage.game)
    key = spec.length_key
    if key in overrides:
        return {}
    length = getattr(stage.rules(), key)
    limit = cap if spec.short_limit is None else spec.short_limit
    return {key: limit} if length > limit else {}
