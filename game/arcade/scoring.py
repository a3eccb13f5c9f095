"""Arcade score of one won stage: match points, yaku bonuses and the no-continue bonus.

Pure arithmetic over a :class:`MatchResult`, so the numbers are easy to test and to show
on the results screen line by line. docs/levels.md lists the same table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import tr_later

POINTS_PER_MATCH_POINT = 100  # each point the player won over the match
NO_CONTINUE_BONUS_PER_STAGE = 2000  # x stage number, when the stage is won without continuing
PERFECT_RUN_BONUS = 20000  # whole ladder cleared without a single continue
CREDIT_LEFT_BONUS = 5000  # per unused credit when the ladder is cleared

YAKU_BONUS: dict[str, int] = {
    "goko": 5000,
    "shiko": 3000,
    "ame-shiko": 2500,
    "sanko": 1500,
    "hanami-zake": 800,
    "tsukimi-zake": 800,
    "nomi": 1500,
    "ino-shika-cho": 1000,
    "akatan": 1000,
    "aotan": 1000,
    "akatan-aotan": 2500,
    "bukku": 2000,
    "tane": 200,
    "tan": 200,
    "kasu": 200,
    "teshi": 500,
    "kuttsuki": 500,
}


@dataclass(frozen=True)
class MatchResult:
    """How a ladder match ended, seen from the player's seat."""

    player_score: int
    cpu_score: int
    start_score: int = 0
    months_played: int = 0
    player_yaku: tuple[str, ...] = ()  # yaku of every month the player won (repeats kept)
    koikoi_wins: int = 0  # months the player won after calling koi-koi

    @property
    def player_won(self) -> bool:
        """A draw is not a win: the ladder only advances on a higher score."""
        return self.player_score > self.cpu_score

    @property
    def points_won(self) -> int:
        return max(0, self.player_score - self.start_score)


@dataclass(frozen=True)
class ScoreLine:
    label: str  # English (kept in saved runs); translated with tr where drawn
    points: int


@dataclass(frozen=True)
class StageScore:
    lines: tuple[ScoreLine, ...] = field(default_factory=tuple)

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


def stage_score(result: MatchResult, stage_number: int, continued_on_stage: bool) -> StageScore:
    """Score lines for a won stage (a lost match scores nothing)."""
    if not result.player_won:
        return StageScore()
    lines = [ScoreLine(tr_later("Match points"), result.points_won * POINTS_PER_MATCH_POINT)]
    yaku_points = sum(YAKU_BONUS.get(name, 0) for name in result.player_yaku)
    if yaku_points:
        lines.append(ScoreLine(tr_later("Yaku bonus"), yaku_points))
    if not continued_on_stage:
        lines.append(
            ScoreLine(tr_later("No-continue bonus"), NO_CONTINUE_BONUS_PER_STAGE * stage_number)
        )
    return StageScore(tuple(lines))


def clear_bonus(credits_left: int, continues_used: int) -> StageScore:
    """Bonus lines for clearing the whole ladder."""
    lines = [ScoreLine(tr_later("Credits left"), credits_left * CREDIT_LEFT_BONUS)]
    if continues_used == 0:
        lines.append(ScoreLine(tr_later("Perfect run"), PERFECT_RUN_BONUS))
    return StageScore(tuple(lines))
