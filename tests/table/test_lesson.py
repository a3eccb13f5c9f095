"""The Koi-Koi lesson played to its end on the real table with the taught inputs (keys
through the real InputManager), off-script inputs refused with the coach's hint and the
match unchanged, leaving and resuming, and the bubble's text inside its bubble."""

from __future__ import annotations

import pygame
import pytest

from game.arcade.lesson_match import LessonProgress
from game.arcade.lessons import (
    CPU,
    DO,
    TALK,
    check_script,
    lesson_path,
    load_lesson,
    shipped_lessons,
)
from game.core.settings import Settings
from game.engine.cards import CARDS
from game.i18n import tr_ctx
from game.i18n.sources import LESSON_CONTEXT
from game.i18n.translate import set_language
from game.input.manager import InputManager
from game.scenes.overlays.koikoi_prompt import PANEL
from game.table.lesson_guide import layout_of, place_bubble
from game.table.lesson_table import open_lesson
from tests.support.headless import scene_context
from tests.support.table_harness import Harness


def lesson_harness(
    progress: LessonProgress, restart: bool = False, lesson_id: str = "koikoi"
) -> Harness:
    """The harness's devices and frames around a lesson's table."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    harness = Harness.__new__(Harness)
    harness.settings = Settings(animation_speed="instant")
    harness.context = scene_context(settings=harness.settings)
    harness.input = InputManager()
    harness.table = open_lesson(harness.context, lesson_id, restart=restart, progress=progress)
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


LESSONS = shipped_lessons()


def take_step(harness: Harness, step) -> None:
    """The taught input of ``step`` through the keyboard (Confirm for a line to read; the
    coach's own move: frames until it is made)."""
    index = harness.guide.index
    if step.kind != CPU:
        settle(harness)
    if step.kind == TALK:
        harness.key(pygame.K_RETURN)
    elif step.kind == DO:
        verb, _, code = step.action.partition(" ")
        phase = harness.wait_for_human()
        if verb == "play":
            assert phase == "play"
            harness.select_and_play(code, "keyboard")
        elif verb == "take":
            assert phase == "take"
            harness.take(code, "keyboard")
        else:
            assert phase == "decide"
            harness.decide(koikoi=verb == "koikoi", device="keyboard")
    else:
        for _ in range(600):
            if harness.guide.index != index:
                break
            harness.frame()
    assert harness.guide.index == index + 1, step


def reach_match_result(harness: Harness) -> None:
    """Frames (closing the round's result) until the match result shows."""
    for _ in range(3000):
        if type(harness.top()).__name__ == "MatchResultScene":
            break
        if type(harness.top()).__name__ in ("RoundResult", "RoundResult"):
            harness.top().close()
        harness.frame()
    assert type(harness.top()).__name__ == "MatchResultScene"


def final_scores(lesson) -> tuple[int, ...]:
    """The scores the engine gives at the end of the lesson's script."""
    from game.engine import games

    state = games.from_deal(
        lesson.game, lesson.deal, rules=lesson.rules(), dealer=lesson.dealer, seed=0
    )
    for step in lesson.steps:
        if step.kind != TALK:
            state.apply(next(a for a in state.legal_actions() if str(a) == step.action))
    assert state.is_terminal()
    return tuple(state.scores)


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_lesson_is_played_to_its_end_with_the_taught_inputs(progress, lesson_id):
    harness = lesson_harness(progress, lesson_id=lesson_id)
    lesson = harness.guide.lesson
    check_script(load_lesson(lesson_path(lesson_id)))
    hand = sorted(CARDS[c].code for c in lesson.deal.hands[0])
    settle(harness)
    assert sorted(harness.table.near_hand()) == hand
    for step in lesson.steps:
        assert harness.guide.step == step
        take_step(harness, step)
    assert harness.guide.done
    reach_match_result(harness)
    assert tuple(harness.table.view.scores) == final_scores(lesson)
    assert LessonProgress.load(progress.path).finished == {lesson_id}


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_lessons_off_script_card_is_refused_with_the_coachs_hint(progress, lesson_id):
    harness = lesson_harness(progress, lesson_id=lesson_id)
    guide = harness.guide
    steps = guide.lesson.steps
    first = next(i for i, step in enumerate(steps) if step.action.startswith("play"))
    for step in steps[:first]:
        take_step(harness, step)
    settle(harness)
    assert harness.wait_for_human() == "play"
    taught = guide.step.action.split()[1]
    other = next(code for code in harness.table.near_hand() if code != taught)
    before = snapshot(harness)
    hand = list(harness.table.near_hand())
    harness.select_and_play(other, "keyboard")  # not the highlighted card
    harness.frame(5)
    assert snapshot(harness) == before
    assert list(harness.table.near_hand()) == hand
    said = tr_ctx(LESSON_CONTEXT, guide.step.say)
    assert guide.line() == f"Try the highlighted card. {said}"
    harness.select_and_play(taught, "keyboard")
    assert guide.index == first + 1 and guide.refused == 0


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
        if type(harness.top()).__name__ == "RoundResult":
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


@pytest.mark.parametrize("lesson_id", LESSONS)
@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans"])
def test_the_coachs_line_sits_inside_its_bubble_on_the_canvas(progress, language, lesson_id):
    """Each step's line where the lesson shows it (the lesson played along, the bubble at the
    cards the step means that are on the table then)."""
    harness = lesson_harness(progress, lesson_id=lesson_id)
    mode = harness.table.mode
    canvas = pygame.Rect(0, 0, 1920, 1080)
    try:
        for step in harness.guide.lesson.steps:
            if step.kind != CPU:
                settle(harness)
            set_language(language)
            text = harness.guide.line() + "\n" + mode.leave_words()
            rects = mode.shown_rects()
            assert len(rects) == len(step.show)  # every card it means is on the table
            anchor = rects[0] if rects else None
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
            set_language("en")
            take_step(harness, step)
    finally:
        set_language("en")


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_lesson_goes_on_from_a_kept_step_to_its_end(progress, lesson_id):
    steps = load_lesson(lesson_path(lesson_id)).steps
    kept = [i for i, step in enumerate(steps) if step.kind == DO][1]  # the second taught move
    progress.steps[lesson_id] = kept
    harness = lesson_harness(progress, lesson_id=lesson_id)
    assert harness.guide.index == kept
    for step in steps[kept:]:
        take_step(harness, step)
    assert harness.guide.done
    reach_match_result(harness)
    assert tuple(harness.table.view.scores) == final_scores(harness.guide.lesson)
