"""Esc and P pause wherever a match is on screen: the table, the couch pass screen (any
player's device), the koi-koi prompt and the month result; resuming comes back to the same
screen with nothing decided (issue 18, item 12)."""

import pygame
import pytest

from game.match.couch import CouchSeats
from game.scenes.menus.pause import PauseScene
from tests.support.couch_rig import CouchRig
from tests.support.table_harness import Harness, stacked_deal

PAUSE_KEYS = (pygame.K_ESCAPE, pygame.K_p)


@pytest.mark.parametrize("key", PAUSE_KEYS)
def test_esc_and_p_pause_on_the_couch_pass_screen_and_resume_to_it(key):
    rig = CouchRig(CouchSeats(devices=["keyboard", "pad:1"]), seed=5)
    rig.run_until(lambda: rig.top_name() == "PassScreen")
    screen = rig.top
    rig.key(key)
    assert isinstance(rig.top, PauseScene)
    rig.key(key)
    assert rig.top is screen and not screen.done
    rig.press(1, "start")  # the other player's pad pauses too
    assert isinstance(rig.top, PauseScene)
    pygame.event.clear()


def sanko_prompt(harness: Harness):
    harness.wait_for_human()
    harness.select_and_play("12-3", "keyboard")
    harness.wait_for_human()
    harness.take("12-1", "keyboard")
    for code in ("1-1", "3-1"):
        if harness.wait_for_human() == "decide":
            break
        harness.select_and_play(code, "keyboard")
    assert harness.wait_for_human() == "decide"
    return harness.top()


@pytest.mark.parametrize("key", PAUSE_KEYS)
def test_esc_and_p_pause_over_the_koikoi_prompt_without_deciding(key):
    harness = Harness(deal=stacked_deal(), months=2)
    prompt = sanko_prompt(harness)
    before = harness.state.clone()
    harness.frame(90)  # settled: a press would now decide
    harness.key(key)
    assert isinstance(harness.top(), PauseScene)
    harness.key(key)
    assert harness.top() is prompt and not prompt.decided
    assert harness.state.record_rounds() == before.record_rounds()
    assert harness.state.phase == before.phase


@pytest.mark.parametrize("key", PAUSE_KEYS)
def test_esc_and_p_pause_over_the_month_result_which_then_still_waits(key):
    harness = Harness(deal=stacked_deal(), months=2)
    harness.settings.auto_continue = False
    sanko_prompt(harness)
    harness.decide(False, "keyboard")  # stop: the month result follows
    for _ in range(600):
        if type(harness.top()).__name__ == "RoundResult":
            break
        harness.frame()
    result = harness.top()
    assert type(result).__name__ == "RoundResult"
    harness.frame(30)
    harness.key(key)
    assert isinstance(harness.top(), PauseScene) and not result.done
    harness.key(key)
    assert harness.top() is result and not result.done
    harness.key(pygame.K_RETURN)
    assert result.done
