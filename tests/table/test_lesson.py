"""The Koi-Koi lesson played to its end on the real table with the taught inputs (keys
through the real InputManager), off-script inputs refused with the coach's hint and the
match unchanged, leaving and resuming, and the bubble's text inside its bubble."""

from __future__ import annotations

import pygame
import pytest

from game.arcade.lesson_match import LessonProgress
from game.arcade.lessons import CPU, DO, TALK
from game.core.settings import Settings
from game.engine.cards import CARDS
from game.i18n.translate import set_language
from game.input.manager import InputManager
from game.scenes.overlays.koikoi_prompt import PANEL
from game.table.lesson_guide import layout_of, place_bubble
from game.table.lesson_table import open_lesson
from tests.support.headless import scene_context
from tests.support.table_harness import Harness


def lesson_harness(progress: LessonProgress, restart: bool = False) -> Harness:
    """The harness's devices and frames around a lesson's table."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    harness = Harness.__new__(Harness)
    harness.settings = Settings(animation_speed="instant")
    harness.context = scene_context(settings=harness.settings)
    harness.input = InputManager()
    harness.table = open_lesson(harness.context, "koikoi", restart=restart, progress=progress)
    harness.session = harness.table.session
    harness.context.scenes.push(harness.table)
    harness.canvas = pygame.Surface((1920, 1080))
    pygame.event.clear()
    return harness


def settle(harness: Harness, frames: int = 200) -> None:
    for _ in range(frames):
        if harness.table.director.idle and harness.top() is harness.table:
            if harness.table.human_input_phase() is not None or harness.guide.step.kind == TALK:
                return
        harness.frame()


def snapshot(harness: Harness) -> tuple:
    view = harness.table.view
    return (str(view.decision), tuple(map(str, view.legal)), view.field, harness.guide.index)


@pytest.fixture
def progress(tmp_path) -> LessonProgress:
    return LessonProgress(path=tmp_path / "lessons.json")


def guide_of(harness: Harness):
    return harness.table.mode.guide


Harness.guide = property(guide_of)  # type: ignore[attr-defined]


def test_the_koikoi_lesson_is_played_to_its_end_with_the_taught_inputs(progress):
    harness = lesson_harness(progress)
    guide = harness.guide
    kinds = [step.kind for step in guide.lesson.steps]
    assert kinds == [TALK, TALK, DO, CPU, DO, DO, CPU, DO, DO]
    settle(harness)
    assert guide.line().startswith("Welcome to my table!")
    harness.key(pygame.K_RETURN)  # a line to read: Confirm goes on, plays nothing
    assert guide.index == 1
    assert len(harness.table.near_hand()) == 8
    harness.key(pygame.K_RETURN)
    assert guide.index == 2
    settle(harness)

    harness.select_and_play("3-1", "keyboard")
    assert guide.index == 3  # the coach's move comes next, after its line was read
    settle(harness)
    assert guide.index == 4 and "9-1" in harness.table.near_hand()
    harness.select_and_play("9-1", "keyboard")
    assert harness.wait_for_human() == "decide"
    harness.decide(koikoi=True, device="keyboard")
    assert guide.index == 6
    settle(harness)
    assert guide.index == 7
    harness.select_and_play("8-1", "keyboard")
    assert harness.wait_for_human() == "decide"
    harness.decide(koikoi=False, device="keyboard")
    assert guide.done
    for _ in range(3000):
        if type(harness.top()).__name__ == "MatchResultScene":
            break
        if type(harness.top()).__name__ == "MonthResult":
            harness.top().close()
        harness.frame()
    assert type(harness.top()).__name__ == "MatchResultScene"
    assert harness.table.view.scores == (20, 0)  # ten points, doubled at seven or more
    assert progress.finished == {"koikoi"}
    assert LessonProgress.load(progress.path).finished == {"koikoi"}
    harness.top().on_rematch()  # Rematch plays the lesson again from its start
    again = harness.top()
    assert again.name == "table" and again.mode.guide.index == 0
    harness.frame(120)
    assert sorted(again.near_hand()) == sorted(CARDS[c].code for c in guide.lesson.deal.hands[0])


def test_an_off_script_card_is_refused_with_the_coachs_hint(progress):
    harness = lesson_harness(progress)
    guide = harness.guide
    settle(harness)
    harness.key(pygame.K_RETURN)
    harness.key(pygame.K_RETURN)
    settle(harness)
    assert guide.step.action == "play 3-1"
    before = snapshot(harness)
    harness.select_and_play("1-3", "keyboard")  # not the highlighted card
    harness.frame(5)
    assert snapshot(harness) == before
    assert len(harness.table.near_hand()) == 8
    assert guide.line().startswith("Try the highlighted card. Play the cherry curtain")
    harness.select_and_play("3-1", "keyboard")
    assert guide.index == 3 and guide.refused == 0


def test_an_off_script_decision_is_refused_and_asked_again(progress):
    harness = lesson_harness(progress)
    guide = harness.guide
    settle(harness)
    harness.key(pygame.K_RETURN)
    harness.key(pygame.K_RETURN)
    settle(harness)
    harness.select_and_play("3-1", "keyboard")
    settle(harness)
    harness.select_and_play("9-1", "keyboard")
    assert harness.wait_for_human() == "decide"
    harness.decide(koikoi=False, device="keyboard")  # Stop: the lesson asked for koi-koi
    assert harness.wait_for_human() == "decide"  # the prompt opens again
    assert guide.step.action == "koikoi"
    assert guide.line().startswith("Try the choice I named.")
    assert not harness.table.view.over and str(harness.table.view.decision) == "decide"
    harness.decide(koikoi=True, device="keyboard")
    assert guide.index == 6


def test_leaving_keeps_the_step_and_the_lesson_goes_on_from_it(progress):
    harness = lesson_harness(progress)
    settle(harness)
    harness.key(pygame.K_RETURN)
    harness.key(pygame.K_RETURN)
    settle(harness)
    harness.select_and_play("3-1", "keyboard")
    settle(harness)
    assert harness.guide.index == 4
    harness.key(pygame.K_ESCAPE)  # Back leaves the lesson
    assert type(harness.top()).__name__ == "TitleScene"
    assert LessonProgress.load(progress.path).steps == {"koikoi": 4}

    again = lesson_harness(LessonProgress.load(progress.path))
    settle(again)
    assert again.guide.index == 4
    assert sorted(again.table.near_hand()) == sorted(
        ["9-1", "8-1", "1-3", "2-3", "4-3", "5-3", "6-3"]
    )
    again.select_and_play("9-1", "keyboard")
    assert again.wait_for_human() == "decide"
    restarted = lesson_harness(LessonProgress.load(progress.path), restart=True)
    assert restarted.guide.index == 0


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans"])
def test_the_coachs_line_sits_inside_its_bubble_on_the_canvas(progress, language):
    harness = lesson_harness(progress)
    settle(harness)
    mode = harness.table.mode
    sprites = harness.table.director.sprites
    canvas = pygame.Rect(0, 0, 1920, 1080)
    set_language(language)
    try:
        for index, step in enumerate(harness.guide.lesson.steps):
            harness.guide.index = index
            text = harness.guide.line() + "\n" + mode.leave_words()
            anchor = sprites[step.show[0]].rect() if step.show else None
            placement = place_bubble(text, mode.face_size(), anchor, canvas.size)
            layout = layout_of(mode, text, placement)
            body = layout.body.move(placement.x, placement.y)
            assert canvas.contains(body)
            for rect in layout.line_rects:
                assert layout.body.contains(rect)
            joined = "".join(layout.lines).replace(" ", "")
            assert joined == text.replace("\n", "").replace(" ", "")  # nothing cut off
            if anchor is None:  # clear of the koi-koi prompt's panel
                assert body.right < PANEL.left
            elif placement.down:
                assert body.bottom < anchor.top
            else:
                assert body.top > anchor.bottom
            harness.draw()
    finally:
        set_language("en")
