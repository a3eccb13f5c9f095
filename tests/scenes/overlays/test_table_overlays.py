"""The table's overlays and result scenes: month result closes on confirm or by itself,
match result offers rematch / title, how to play turns pages, and random input never breaks
any of them."""

import random

import pygame

from game.engine import events as ev
from game.input import actions as act
from game.scenes.menus.how_to_play import PAGES, HowToPlayScene
from game.scenes.overlays.match_result import MatchResultScene
from game.scenes.overlays.round_result import RoundResult
from game.scenes.overlays.yaku_list import YakuListOverlay
from game.table.scene import TableScene
from tests.support.monkey import random_action
from tests.support.table_harness import Harness

ENDED = ev.RoundEnded(
    "koikoi",
    1,
    "stop",
    0,
    (5, 0),
    (5, 0),
    ((("sanko", 5),), ()),
    (("1-1", "3-1", "12-1", "12-3"), ()),
    base=5,
    koikoi=(0, 0),
)


def test_month_result_closes_on_confirm_and_by_itself():
    harness = Harness(seed=2)
    overlay = harness.month_result(ENDED, auto_close=1.0)
    harness.context.scenes.push(overlay)
    harness.draw()
    harness.context.scenes.handle_action(act.Action(act.CONFIRM))  # too early: ignored
    assert not overlay.done
    harness.context.scenes.update(0.3)
    harness.context.scenes.handle_action(act.Action(act.CONFIRM))
    assert overlay.done and harness.top() is harness.table
    timed = harness.month_result(ENDED, auto_close=1.0)
    harness.context.scenes.push(timed)
    for _ in range(59):
        harness.context.scenes.update(1 / 60)
    assert not timed.done
    harness.context.scenes.update(2 / 60)
    assert timed.done and harness.top() is harness.table


def test_match_result_rematch_and_title():
    harness = Harness(seed=2, months=1, seats=("cpu", "cpu"))
    for _ in range(20000):
        if isinstance(harness.top(), MatchResultScene):
            break
        if isinstance(harness.top(), RoundResult):
            harness.top().close()
        harness.frame()
    result = harness.top()
    assert isinstance(result, MatchResultScene)
    harness.draw()
    result.rematch()
    assert isinstance(harness.top(), TableScene) and harness.top() is not harness.table
    assert harness.top().config.seed == 3
    result2 = harness.match_result()
    harness.context.scenes.push(result2)
    result2.to_title()
    assert [scene.name for scene in harness.context.scenes] == ["title"]


def test_how_to_play_pages_and_back():
    harness = Harness(seed=2)
    scene = HowToPlayScene(harness.context)
    harness.context.scenes.push(scene)
    for page in range(len(PAGES)):
        assert scene.page == page
        scene.draw(harness.canvas, 0.0)
        harness.context.scenes.handle_action(act.Action(act.RIGHT))
    assert scene.page == len(PAGES) - 1
    harness.context.scenes.handle_action(act.Action(act.BACK))
    assert harness.top() is harness.table


def test_random_input_on_every_overlay():
    rng = random.Random(5)
    harness = Harness(seed=6)
    harness.wait_for_human()
    for make in (
        lambda: harness.month_result(ENDED, auto_close=5.0),
        lambda: YakuListOverlay(harness.context, harness.state.rules),
        lambda: HowToPlayScene(harness.context),
        lambda: harness.match_result(),
    ):
        scene = make()
        harness.context.scenes.push(scene)
        for step in range(300):
            harness.context.scenes.handle_action(random_action(rng))
            harness.context.scenes.update(1 / 60)
            if step % 100 == 0 and len(harness.context.scenes):
                harness.draw()
        if harness.context.quit_requested:
            harness.context.quit_requested = False
        while (
            len(harness.context.scenes)
            and harness.top() is not harness.table
            and harness.table in harness.context.scenes.scenes
        ):
            harness.context.scenes.pop()
        if harness.table not in harness.context.scenes.scenes:
            harness.context.scenes.reset(harness.table)
    assert pygame.get_init()


def _run_until(harness: Harness, scene_type, frames: int = 600):
    for _ in range(frames):
        if isinstance(harness.top(), scene_type):
            return harness.top()
        harness.frame()
    raise AssertionError(f"{scene_type.__name__} never appeared")


def test_redeal_is_announced_and_the_match_goes_on():
    from game.scenes.overlays.timed import Announcement

    harness = Harness(seed=380, speed="fast")  # seed 380: the first deal is redealt
    assert any(isinstance(e, ev.Redealt) for e in harness.session.initial_events)
    notice = _run_until(harness, Announcement)
    assert notice.title == "Redeal"
    harness.draw()
    harness.context.scenes.update(0.3)
    harness.context.scenes.handle_action(act.Action(act.CONFIRM))
    assert harness.top() is harness.table
    assert harness.wait_for_human() in ("play", "take")


def test_hand_yaku_month_result_shows_the_hand():
    harness = Harness(seed=52, speed="fast")  # seed 52: a hand yaku at the first deal
    shown = next(e for e in harness.session.initial_events if isinstance(e, ev.TeyakuShown))
    result = _run_until(harness, RoundResult)
    assert result.event.reason == "hand_yaku"
    assert harness.table.presenter.last_hand_yaku == shown
    assert result.event.yaku[shown.player][0][0] == shown.teyaku[0][0]
    harness.draw()
