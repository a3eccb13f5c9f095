"""The arcade ladder as a frozen frame and a painter: the frame says in words what the run
shows (stage, verdict, score lines, the footer's meaning), and the painter draws the frame
alone - the scene's later changes do not reach a frame already built."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import i18n
from game.arcade.scoring import MatchResult
from game.scenes.arcade.ladder import LadderScene
from game.scenes.arcade.ladder_frame import PROBLEM_CHARACTERS, LadderFrame
from game.scenes.arcade.ladder_painter import paint_ladder
from tests.support.headless import scene_context
from tests.support.stages import GOOD_STAGE

CANVAS = (1920, 1080)


@pytest.fixture(scope="module", autouse=True)
def pygame_display():
    pygame.init()
    pygame.display.set_mode((1, 1))


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_fresh_run_frames_stage_one_with_the_advice_and_fight(private_user_dir) -> None:
    ladder = LadderScene(scene_context(), seed=3)
    frame = ladder.frame()
    assert (frame.title, frame.subtitle, frame.problem) == ("ARCADE", "アーケード", "")
    current = [rung for rung in frame.rungs if rung.current]
    assert [rung.name for rung in current] == ["Tsubame Hayase"]
    assert not any(rung.beaten for rung in frame.rungs)
    panel = frame.panel
    assert panel is not None and panel.headline == "STAGE 1 / 9"
    assert (panel.name, panel.score, panel.credits, panel.report) == (
        "Tsubame Hayase",
        "0",
        3,
        None,
    )
    assert panel.advice.startswith("Win a match to climb.")
    assert frame.footer == (("confirm", "Fight"), ("back", "Leave"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.title = "changed"  # type: ignore[misc]


def test_a_won_match_frames_the_verdict_the_quote_and_the_score_lines(private_user_dir) -> None:
    ladder = LadderScene(scene_context(), seed=3)
    ladder.on_match_result(MatchResult(40, 20, months_played=12))
    panel = ladder.frame().panel
    assert panel is not None and panel.headline == "STAGE 2 / 9"
    report = panel.report
    assert report is not None and report.won
    assert report.headline == "Victory  40 : 20"
    assert report.quote.startswith("“") and report.quote.endswith("”")
    assert report.score_lines == (("Match points", "+4,000"), ("No-continue bonus", "+2,000"))
    assert report.ranking_points == "Ranking points +10"
    beaten = [rung.name for rung in ladder.frame().rungs if rung.beaten]
    assert beaten == ["Tsubame Hayase"]


def test_a_lost_match_offers_continue_and_words_the_frame_in_japanese(private_user_dir) -> None:
    ladder = LadderScene(scene_context(), seed=3, credits=2)
    ladder.on_match_result(MatchResult(10, 30, months_played=12))
    try:
        i18n.set_language("ja")
        frame = ladder.frame()
    finally:
        i18n.set_language("en")
    assert frame.subtitle == ""  # the title is already Japanese
    assert frame.footer[0] == ("confirm", "Continue?")  # translated as it is drawn
    assert frame.panel is not None and frame.panel.report is not None
    assert frame.panel.report.headline == "敗北\u300010 : 30"  # an ideographic space


def test_a_run_that_cannot_start_frames_only_its_problem(private_user_dir) -> None:
    frame = LadderScene(scene_context(), stages=[]).frame()
    assert (frame.rungs, frame.panel) == ((), None)
    assert frame.problem and frame.footer[0] == ("confirm", "Back")


def test_an_unavailable_stage_frames_its_file_and_its_problem_cut_to_fit(
    private_user_dir,
) -> None:
    folder = private_user_dir / "config" / "levels"
    folder.mkdir(parents=True)
    (folder / "zz_bad.toml").write_text(GOOD_STAGE.replace('level = "easy"', 'level = "x"'))
    rung = next(rung for rung in LadderScene(scene_context()).frame().rungs if not rung.available)
    assert rung.name == "zz_bad.toml - unavailable"
    assert rung.title.startswith("unknown CPU level 'x'")
    assert len(rung.title) <= PROBLEM_CHARACTERS


def test_the_painter_draws_the_frame_alone(private_user_dir) -> None:
    context = scene_context()
    ladder = LadderScene(context, seed=3)
    frame: LadderFrame = ladder.frame()
    drawn, painted = pygame.Surface(CANVAS), pygame.Surface(CANVAS)
    ladder.draw(drawn, 0.0)
    paint_ladder(painted, frame, context)
    assert pixels(painted) == pixels(drawn)
    ladder.on_match_result(MatchResult(40, 20, months_played=12))  # the run moves on
    moved = pygame.Surface(CANVAS)
    ladder.draw(moved, 0.0)
    assert pixels(moved) != pixels(drawn)
    again = pygame.Surface(CANVAS)
    paint_ladder(again, frame, context)  # the frame built before still shows stage 1
    assert pixels(again) == pixels(drawn)


def test_a_negative_score_reads_as_a_score_not_a_double_minus(private_user_dir) -> None:
    """Roppyakken and hachi-hachi pay: the CPU may end below zero ("10 - -10" read badly)."""
    ladder = LadderScene(scene_context(), seed=3)
    ladder.on_match_result(MatchResult(10, -10, months_played=3))
    report = ladder.frame().panel.report
    assert report is not None and report.headline == "Victory  10 : -10"
    assert "- -" not in report.headline
