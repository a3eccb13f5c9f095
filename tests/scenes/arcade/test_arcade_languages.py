"""The arcade in Japanese and Chinese: a versus screen's character lines follow a language
switch at run time (the names in Japanese script, the same kanji in Chinese), and every arcade
screen draws in ja and zh-Hans with none of its texts left in English."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.arcade.scoring import MatchResult
from game.arcade.stage_files import load_ladder
from game.i18n.sources import domain_messages
from game.input.manager import InputManager
from game.scenes.arcade import draw
from game.scenes.arcade.ladder import LadderScene
from game.scenes.arcade.versus import VersusScene
from tests.support.headless import scene_context

CANVAS = (1920, 1080)


@pytest.fixture(scope="module", autouse=True)
def pygame_display():
    pygame.init()
    pygame.display.set_mode((1, 1))


def drawn(context) -> pygame.Surface:
    canvas = pygame.Surface(CANVAS)
    context.scenes.draw(canvas, 0.0)
    return canvas


def english_messages() -> set[str]:
    """The online part's whole messages whose translation differs from the English
    (the characters' under their context)."""
    found = set()
    for message in domain_messages()["online"]:
        if "{" in message.msgid:
            continue
        if message.context is None:
            shown = i18n.tr(message.msgid)
        else:
            shown = i18n.tr_ctx(message.context, message.msgid)
        if shown != message.msgid:
            found.add(message.msgid)
    return found


def test_the_versus_screen_speaks_the_language_switched_to(drawn_texts):
    stage = next(stage for stage in load_ladder() if stage.stage_id == "01_tsubame")
    context = scene_context()
    versus = VersusScene(context, stage=stage, stage_number=1, stage_count=9)
    context.scenes.push(versus)
    versus.update(1.0)  # past the slide-in
    english = drawn(context)
    assert {"Tsubame Hayase", "The Reckless Swallow", "STAGE 1 / 9", "YOU"} <= set(drawn_texts)

    i18n.set_language("ja")
    drawn_texts.clear()
    japanese = drawn(context)
    assert {"早瀬つばめ", "向こう見ずな燕", "ステージ 1 / 9", "あなた"} <= set(drawn_texts)
    intro = "".join(drawn_texts)  # the intro's lines, however they wrap
    assert "勝負？" in intro and "こいこいこそが一番楽しい" in intro
    assert "Tsubame Hayase" not in drawn_texts
    assert japanese.get_view("2").raw != english.get_view("2").raw

    i18n.set_language("zh-Hans")
    drawn_texts.clear()
    drawn(context)
    assert {"早濑燕", "莽撞的燕子", "第 1 / 9 关", "你"} <= set(drawn_texts)
    assert any("来来才是最好玩的" in text for text in drawn_texts)


def test_the_opponents_name_on_the_table_is_in_the_language_in_force():
    from game.arcade.match import StageMatch
    from game.core.wording import display_name

    stage = next(stage for stage in load_ladder() if stage.stage_id == "09_tsukikage")
    names = StageMatch(stage).names  # the English names: the table draws them translated
    assert names == ("You", "Oyabun Tsukikage")
    i18n.set_language("ja")
    assert [display_name(name) for name in names] == ["あなた", "月影の親分"]
    assert draw.character(stage.opponent.victory).startswith("五つの光")


def screens(context):
    """The arcade screens: hub, ladder, versus, continue, initials, records, free play."""
    ladder = LadderScene(context, credits=2, extra_overrides={"months": 1})
    yield "arcade", context.make_scene("arcade")
    yield "arcade", ladder
    stage = ladder.run.current_stage
    yield "arcade_versus", VersusScene(context, stage=stage, stage_number=9, stage_count=9)
    ladder.session.run.record_match(MatchResult(0, 5))
    yield "arcade", ladder  # the lost match's report, the victory line quoted
    yield (
        "arcade_continue",
        context.make_scene("arcade_continue", session=ladder.session, credits_total=2),
    )
    yield "arcade_initials", context.make_scene("arcade_initials", session=ladder.session)
    yield "arcade_stats", context.make_scene("arcade_stats")
    yield "arcade_free_play", context.make_scene("arcade_free_play")


@pytest.mark.parametrize("language", ["ja", "zh-Hans"])
def test_the_arcade_screens_draw_in_japanese_and_chinese(language, drawn_texts):
    i18n.set_language(language)
    english = english_messages()
    context = scene_context()
    context.input = InputManager()  # the prompts show key names, as in the game
    for name, scene in screens(context):
        context.scenes.reset(scene)
        scene.update(2.0)
        drawn_texts.clear()
        canvas = drawn(context)
        left = set(drawn_texts) & english
        assert not left, (name, left)  # none of this part's texts left in English
        assert any(not text.isascii() for text in drawn_texts), name
        assert canvas.get_bounding_rect().width > 0
