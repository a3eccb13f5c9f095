"""The arcade run: advancing, continues, countdown, credits and the score arithmetic."""

import pytest

from game.arcade.ladder import (
    CLEARED,
    CONTINUE,
    GAME_OVER,
    PLAYING,
    ArcadeRun,
    Countdown,
    RunError,
)
from game.arcade.scoring import MatchResult, stage_score
from game.arcade.stages import Stage

WIN = MatchResult(player_score=7, cpu_score=2, player_yaku=("akatan", "kasu"))
LOSS = MatchResult(player_score=1, cpu_score=5)
DRAW = MatchResult(player_score=3, cpu_score=3)


def stages(count: int = 3) -> list[Stage]:
    return [Stage(stage_id=f"s{i}", order=i) for i in range(1, count + 1)]


def test_stage_score_lines():
    score = stage_score(WIN, stage_number=2, continued_on_stage=False)
    assert [(line.label, line.points) for line in score.lines] == [
        ("Match points", 700),
        ("Yaku bonus", 1200),
        ("No-continue bonus", 4000),
    ]
    assert score.total == 5900
    assert stage_score(WIN, 2, continued_on_stage=True).total == 1900
    assert stage_score(LOSS, 2, False).total == 0


def test_zero_sum_match_points_count_from_the_start_score():
    result = MatchResult(player_score=41, cpu_score=19, start_score=30)
    assert result.points_won == 11
    assert stage_score(result, 1, True).total == 1100


def test_win_advances_and_clearing_adds_the_bonus():
    run = ArcadeRun(stages(2), credits=3)
    run.record_match(WIN)
    assert (run.state, run.stage_index, run.score) == (PLAYING, 1, 700 + 1200 + 2000)
    outcome = run.record_match(WIN)
    assert run.state == CLEARED and outcome.state_after == CLEARED
    # stage 2: 700 + 1200 + 4000; clear: 3 credits x 5000 + perfect run 20000
    assert run.score == 3900 + 5900 + 15000 + 20000
    assert run.stages_cleared == 2


def test_loss_offers_continue_and_continuing_replays_the_stage():
    run = ArcadeRun(stages(2), credits=1)
    run.record_match(LOSS)
    assert run.state == CONTINUE and run.countdown.shown == 10
    run.continue_run()
    assert (run.state, run.credits, run.continues_used, run.stage_index) == (PLAYING, 0, 1, 0)
    run.record_match(WIN)
    assert run.score == 700 + 1200  # no no-continue bonus on a continued stage
    run.record_match(DRAW)  # a draw is not a win; no credits left
    assert run.state == GAME_OVER


def test_countdown_expiry_ends_the_run():
    run = ArcadeRun(stages(), credits=2)
    run.record_match(LOSS)
    run.update(4.5)
    assert run.countdown.shown == 6 and run.state == CONTINUE
    run.countdown.hurry()
    assert run.countdown.shown == 5
    run.update(5.0)
    assert run.state == GAME_OVER and run.credits == 2


def test_countdown_shows_whole_seconds():
    countdown = Countdown(3.0)
    assert [countdown.shown, countdown.update(0.5), countdown.shown] == [3, False, 3]
    countdown.update(0.6)
    assert countdown.shown == 2
    assert countdown.update(5) and countdown.shown == 0


def test_wrong_transitions_raise_and_unavailable_stages_are_skipped():
    broken = Stage(stage_id="bad", order=2, problems=["not valid TOML: x"])
    run = ArcadeRun([stages(1)[0], broken])
    assert [s.stage_id for s in run.stages] == ["s1"]
    with pytest.raises(RunError):
        run.continue_run()
    run.record_match(WIN)
    with pytest.raises(RunError):
        run.record_match(WIN)
    with pytest.raises(RunError):
        ArcadeRun([broken])
