"""One arcade run: stage progression, continues with a countdown and credits, the run score.

The run walks the available stages in ladder order. ``record_match(result)`` after each
match moves it to the next stage (a win), to the CONTINUE offer (a loss with credits left) or
to game over; ``continue_run()`` spends a credit and replays the stage; ``decline()`` or an
expired :class:`Countdown` ends the run. When the run ends, ``high_score_entry()`` tells the
scene whether initials should be asked for. Pure logic: no pygame, no files.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from game.arcade.scoring import MatchResult, ScoreLine, StageScore, clear_bonus, stage_score
from game.arcade.stages import Stage

DEFAULT_CREDITS = 3
CONTINUE_SECONDS = 10.0

PLAYING = "playing"  # a stage is up next (versus screen, then the match)
CONTINUE = "continue"  # lost; the continue offer is counting down
CLEARED = "cleared"  # every stage beaten
GAME_OVER = "game_over"  # lost with no credits, declined, or the countdown ran out


class RunError(RuntimeError):
    """A run method was called in a state where it makes no sense."""


class SavedRunError(ValueError):
    """A saved run (``ArcadeRun.to_dict``) that cannot be brought back."""


@dataclass
class StageOutcome:
    """What one finished match did to the run (for the results screen)."""

    stage_id: str
    won: bool
    result: MatchResult
    score: StageScore
    continued_on_stage: bool
    state_after: str

    def to_dict(self) -> dict[str, Any]:
        result = asdict(self.result)
        result["player_yaku"] = list(self.result.player_yaku)
        return {
            "stage_id": self.stage_id,
            "won": self.won,
            "result": result,
            "score": [[line.label, line.points] for line in self.score.lines],
            "continued_on_stage": self.continued_on_stage,
            "state_after": self.state_after,
        }

    @classmethod
    def from_dict(cls, data: Any) -> StageOutcome:
        try:
            result = dict(data["result"])
            result["player_yaku"] = tuple(str(name) for name in result.get("player_yaku", ()))
            lines = tuple(ScoreLine(str(label), _whole(points)) for label, points in data["score"])
            return cls(
                str(data["stage_id"]),
                bool(data["won"]),
                MatchResult(**result),
                StageScore(lines),
                bool(data["continued_on_stage"]),
                str(data["state_after"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise SavedRunError(f"bad stage outcome: {error}") from None


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise SavedRunError(f"expected a whole number >= 0, not {value!r}")
    return value


@dataclass
class Countdown:
    """The CONTINUE timer: whole seconds shown, ``update(dt)`` returns True once it expires."""

    seconds: float = CONTINUE_SECONDS
    left: float = field(init=False)

    def __post_init__(self) -> None:
        self.left = self.seconds

    @property
    def shown(self) -> int:
        """The number on screen (10 .. 0)."""
        return max(0, int(self.left + 0.999))

    @property
    def expired(self) -> bool:
        return self.left <= 0

    def update(self, dt: float) -> bool:
        self.left = max(0.0, self.left - dt)
        return self.expired

    def hurry(self) -> None:
        """A button press speeds the count down by one second (arcade habit)."""
        self.left = max(0.0, self.left - 1.0)


class ArcadeRun:
    """The state of one climb up the ladder."""

    def __init__(
        self, stages: list[Stage], *, mode: str = "arcade", credits: int = DEFAULT_CREDITS
    ) -> None:
        self.stages = [stage for stage in stages if stage.available]
        if not self.stages:
            raise RunError("no available stages: every stage file has a problem")
        self.mode = mode
        self.credits = credits
        self.stage_index = 0
        self.score = 0
        self.continues_used = 0
        self.state = PLAYING
        self.outcomes: list[StageOutcome] = []
        self.countdown: Countdown | None = None
        self._continued_on_stage = False

    # -- queries ---------------------------------------------------------------------
    @property
    def current_stage(self) -> Stage:
        return self.stages[min(self.stage_index, len(self.stages) - 1)]

    @property
    def stage_number(self) -> int:
        """1-based position of the current stage."""
        return self.stage_index + 1

    @property
    def stages_cleared(self) -> int:
        return sum(1 for outcome in self.outcomes if outcome.won)

    @property
    def over(self) -> bool:
        return self.state in (CLEARED, GAME_OVER)

    def beaten_stage_ids(self) -> list[str]:
        return [outcome.stage_id for outcome in self.outcomes if outcome.won]

    # -- transitions -----------------------------------------------------------------
    def record_match(self, result: MatchResult) -> StageOutcome:
        """Apply the result of the current stage's match."""
        if self.state != PLAYING:
            raise RunError(f"no match is being played (run is {self.state})")
        stage = self.current_stage
        won = result.player_won
        score = stage_score(result, self.stage_number, self._continued_on_stage)
        self.score += score.total
        continued = self._continued_on_stage
        if won:
            self.stage_index += 1
            self._continued_on_stage = False
            if self.stage_index >= len(self.stages):
                bonus = clear_bonus(self.credits, self.continues_used)
                score = StageScore(score.lines + bonus.lines)
                self.score += bonus.total
                self.state = CLEARED
        elif self.credits > 0:
            self.state = CONTINUE
            self.countdown = Countdown()
        else:
            self.state = GAME_OVER
        outcome = StageOutcome(stage.stage_id, won, result, score, continued, self.state)
        self.outcomes.append(outcome)
        return outcome

    def continue_run(self) -> None:
        """Spend a credit and face the same stage again (the score is kept)."""
        if self.state != CONTINUE:
            raise RunError(f"no continue is on offer (run is {self.state})")
        self.credits -= 1
        self.continues_used += 1
        self._continued_on_stage = True
        self.countdown = None
        self.state = PLAYING

    def decline(self) -> None:
        """Refuse the continue (or let the countdown run out): the run is over."""
        if self.state != CONTINUE:
            raise RunError(f"no continue is on offer (run is {self.state})")
        self.countdown = None
        self.state = GAME_OVER

    # -- saving a run in the middle of a match -------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready progress of a run whose match is being played (saved with the
        autosave, so Continue on the title brings the run back around that match)."""
        return {
            "mode": self.mode,
            "stage_id": self.current_stage.stage_id,
            "stage_index": self.stage_index,
            "credits": self.credits,
            "score": self.score,
            "continues_used": self.continues_used,
            "state": self.state,
            "continued_on_stage": self._continued_on_stage,
            "outcomes": [outcome.to_dict() for outcome in self.outcomes],
        }

    @classmethod
    def from_dict(cls, stages: list[Stage], data: Any) -> ArcadeRun:
        """The run saved by :meth:`to_dict`, over today's stages; SavedRunError when the
        data is malformed or the ladder no longer has the stage at the same place."""
        if not isinstance(data, dict):
            raise SavedRunError("a saved run must be an object")
        try:
            run = cls(stages, mode=str(data["mode"]), credits=_whole(data["credits"]))
            run.stage_index = _whole(data["stage_index"])
            run.score = _whole(data["score"])
            run.continues_used = _whole(data["continues_used"])
            run._continued_on_stage = bool(data["continued_on_stage"])
            outcomes = data["outcomes"]
            if not isinstance(outcomes, list):
                raise SavedRunError("outcomes must be a list")
            run.outcomes = [StageOutcome.from_dict(item) for item in outcomes]
            state, stage_id = data["state"], data["stage_id"]
        except KeyError as error:
            raise SavedRunError(f"saved run misses {error}") from None
        except RunError as error:
            raise SavedRunError(str(error)) from None
        if state != PLAYING:
            raise SavedRunError(f"a saved run must be playing a match, not {state!r}")
        if run.stage_index >= len(run.stages) or run.current_stage.stage_id != stage_id:
            raise SavedRunError(
                f"stage {stage_id!r} is no longer stage {run.stage_index + 1} of the ladder"
            )
        return run

    def update(self, dt: float) -> None:
        """Advance the continue countdown; it ends the run when it reaches zero."""
        if self.state == CONTINUE and self.countdown is not None and self.countdown.update(dt):
            self.decline()
