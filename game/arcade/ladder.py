"""One arcade run: stage progression, continues with a countdown and credits, the run score.

The run walks the available stages in ladder order. ``record_match(result)`` after each
match moves it to the next stage (a win), to the CONTINUE offer (a loss with credits left) or
to game over; ``continue_run()`` spends a credit and replays the stage; ``decline()`` or an
expired :class:`Countdown` ends the run. When the run ends, ``high_score_entry()`` tells the
scene whether initials should be asked for. Pure logic: no pygame, no files.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.arcade.scoring import MatchResult, StageScore, clear_bonus, stage_score
from game.arcade.stages import Stage

DEFAULT_CREDITS = 3
CONTINUE_SECONDS = 10.0

PLAYING = "playing"          # a stage is up next (versus screen, then the match)
CONTINUE = "continue"        # lost; the continue offer is counting down
CLEARED = "cleared"          # every stage beaten
GAME_OVER = "game_over"      # lost with no credits, declined, or the countdown ran out


class RunError(RuntimeError):
    """A run method was called in a state where it makes no sense."""


@dataclass
class StageOutcome:
    """What one finished match did to the run (for the results screen)."""

    stage_id: str
    won: bool
    result: MatchResult
    score: StageScore
    continued_on_stage: bool
    state_after: str


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

    def __init__(self, stages: list[Stage], *, mode: str = "arcade",
                 credits: int = DEFAULT_CREDITS) -> None:
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

    def update(self, dt: float) -> None:
        """Advance the continue countdown; it ends the run when it reaches zero."""
        if self.state == CONTINUE and self.countdown is not None and self.countdown.update(dt):
            self.decline()
