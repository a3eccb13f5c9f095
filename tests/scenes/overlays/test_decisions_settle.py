"""Screens that decide something take their time: the koi-koi prompt starts on Stop and,
like the match result, ignores presses for a settling second; the month result waits for a
press unless the player chose that it goes on by itself."""

from __future__ import annotations

import pygame

from game.engine.koikoi.decisions import STOP
from game.input import actions as act
from game.scenes.overlays.match_result import MatchResultScene
from game.scenes.overlays.round_result import RoundResult
from game.ui.settle import SETTLE_SECONDS
from tests.scenes.overlays.test_table_overlays import ENDED
from tests.support.table_harness import DT, Harness


def sanko_prompt(harness: Harness, decisions: list):
    from game.engine import events as ev

    made = ev.TurnScored(0, (("sanko", 5),), ("sanko",), (), 5, 5, 5, (), True)
    prompt = harness.koikoi_prompt(made, decisions.append)
    harness.context.scenes.push(prompt)
    return prompt


def test_the_koikoi_prompt_starts_on_stop():
    harness = Harness(seed=2)
    prompt = sanko_prompt(harness, [])
    assert prompt.group.focused is prompt.stop_button


def test_enter_tapped_through_the_animations_decides_nothing_then_stops():
    harness = Harness(seed=2)
    decisions: list = []
    prompt = sanko_prompt(harness, decisions)
    frames = int(SETTLE_SECONDS / DT) - 2
    for frame in range(frames):
        harness.key(pygame.K_RETURN if frame % 2 else pygame.K_LEFT)
    assert decisions == [] and harness.top() is prompt
    assert prompt.group.focused is prompt.stop_button  # Left did not move it either
    harness.frame(4)
    harness.key(pygame.K_RETURN)
    assert decisions == [STOP] and harness.top() is harness.table


def test_the_prompt_buttons_are_veiled_until_they_take_input():
    harness = Harness(seed=2)
    prompt = sanko_prompt(harness, [])
    centre = prompt.stop_button.rect.move(0, 6).midtop
    early = tuple(harness.draw().get_at(centre))
    harness.frame(int(SETTLE_SECONDS / DT) + 2)
    ready = tuple(harness.draw().get_at(centre))
    assert sum(early[:3]) < sum(ready[:3])


def finished_match(harness: Harness) -> MatchResultScene:
    for _ in range(20000):
        if isinstance(harness.top(), MatchResultScene):
            break
        if isinstance(harness.top(), RoundResult):
            harness.top().close()
        harness.frame()
    result = harness.top()
    assert isinstance(result, MatchResultScene)
    return result


def test_the_match_result_ignores_presses_for_a_settling_second():
    harness = Harness(seed=2, months=1, seats=("cpu", "cpu"))
    result = finished_match(harness)
    while result.victory_playing:
        harness.frame()
    harness.context.scenes.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    harness.context.scenes.handle_action(act.Action(act.BACK, act.KEYBOARD))
    assert harness.top() is result  # neither a rematch nor the title yet
    harness.frame(int(SETTLE_SECONDS / DT) + 1)
    harness.context.scenes.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    assert harness.top() is not result  # the focused Rematch started a new match


def test_the_month_result_waits_for_a_press_by_default():
    harness = Harness(seed=2)
    harness.settings.auto_continue = False
    overlay = harness.table.presenter.round_result(ENDED)
    assert isinstance(overlay, RoundResult) and overlay.auto_close is None
    for _ in range(60 * 60):  # a minute
        harness.context.scenes.update(DT)
    assert not overlay.done and harness.context.scenes.top is not harness.table
    harness.context.scenes.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    assert overlay.done


def test_the_month_result_goes_on_by_itself_when_chosen():
    harness = Harness(seed=2)
    harness.settings.auto_continue = True
    overlay = harness.table.presenter.round_result(ENDED)
    assert overlay.auto_close == 10.0
    for _ in range(int(10.0 / DT) + 2):
        harness.context.scenes.update(DT)
    assert overlay.done
