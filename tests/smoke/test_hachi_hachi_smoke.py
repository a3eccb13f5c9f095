"""The smoke run's hachi-hachi steps in the real App: the deal's teyaku prompt, the 勝負 /
下げ prompt after akatan and the settlement after the shobu, each screenshot saved under its
``hachi-hachi`` name, in English, Japanese and Simplified Chinese."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.smoke import hachi_hachi
from game.smoke.run import smoke_script
from game.smoke.steps import run_step


@pytest.mark.parametrize("language", ("en", "ja", "zh-Hans"))
def test_the_hachi_hachi_steps_run_and_save_their_screenshots(language, tmp_path, private_user_dir):
    pygame.init()
    app = App(headless=True, language=language)
    app.push_initial_scene()
    tops = []
    for step in hachi_hachi.smoke_steps():
        run_step(app, step, tmp_path)
        tops.append(app.context.scenes.top.name)
    assert tops[1] == "hachi_prompt" and tops[4] == "hachi_prompt" and tops[5] == "round_result"
    saved = sorted(path.name for path in tmp_path.glob("*.png"))
    assert saved == [
        "hachi-hachi-1-deal-teyaku.png",
        "hachi-hachi-2-shobu-sage.png",
        "hachi-hachi-3-settlement.png",
    ]
    state = app.context.scenes.top.session.state
    assert state.GAME == "hachi-hachi" and state.round == 2  # the shobu ended round 1
    end = state.last_round_end
    assert end.win_reason == "shobu" and end.score_delta == (168, -84, -84)
    app.shutdown()


def test_the_smoke_script_plays_hachi_hachi():
    names = [step.name for step in smoke_script()]
    assert names.index("hachi-hachi table") > names.index("hana-awase round result")
