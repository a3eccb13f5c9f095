"""The overlays in Japanese and Chinese: switching the language while one is up redraws it in
the new language (the koi-koi prompt's buttons こいこい / 勝負 and 来来 / 胜负, a month result's
title and scores), and every overlay draws in ja and zh-Hans with its text inside its panel
and its buttons as wide as their text."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import events as ev
from game.engine import games
from game.engine.fishing import events as table_ev
from game.ui import theme
from tests.scenes.overlays.test_table_overlays import ENDED as WON
from tests.support.games_harness import GamesHarness
from tests.support.table_harness import Harness
from tests.support.text_boxes import overflows, recording

MADE = ev.TurnScored(
    player=0,
    yaku=(("sanko", 5), ("tan", 1)),
    new=("sanko",),
    cards=(("sanko", ("1-1", "3-1", "12-1")), ("tan", ("4-2", "5-2", "7-2", "11-3", "1-2"))),
    total=6,
    previous_total=1,
    stop_score=6,
    stop_steps=(),
    decision=True,
)
DRAWN = ev.RoundEnded("koikoi", 2, "exhausted", None, (0, 0), (5, 0), ((), ()), ((), ()))
BUTTONS = {"ja": ("こいこい", "勝負"), "zh-Hans": ("来来", "胜负")}
MONTH_TITLES = {"ja": "1月はあなたの勝ち：+5", "zh-Hans": "你赢下第1月：+5"}
SCORES = {"ja": "合計：あなた 5   CPU 0", "zh-Hans": "总分：你 5   电脑 0"}


def switch(harness, language: str) -> None:
    """What the app does when Options changes the language: set it, tell every scene."""
    i18n.set_language(language)
    for scene in harness.context.scenes.scenes:
        scene.language_changed()


def drawn_texts(harness, monkeypatch) -> tuple[pygame.Surface, list]:
    with recording(monkeypatch) as drawn:
        canvas = harness.draw().copy()
    return canvas, drawn


@pytest.mark.parametrize("language", ["ja", "zh-Hans"])
def test_switching_language_changes_the_koikoi_prompts_buttons(language, monkeypatch):
    harness = Harness(seed=2)
    prompt = harness.koikoi_prompt(MADE, lambda action: None)
    harness.context.scenes.push(prompt)
    before, drawn = drawn_texts(harness, monkeypatch)
    assert (prompt.koikoi_button.label, prompt.stop_button.label) == ("Koi-Koi!", "Stop")
    assert {"Koi-Koi!", "Stop", "You made a yaku!"} <= {item.content for item in drawn}
    switch(harness, language)
    after, drawn = drawn_texts(harness, monkeypatch)
    koikoi, stop = BUTTONS[language]
    assert (prompt.koikoi_button.label, prompt.stop_button.label) == (koikoi, stop)
    contents = {item.content for item in drawn}
    assert {koikoi, stop} <= contents and "Koi-Koi!" not in contents
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    assert prompt.group.focused is prompt.stop_button  # the focus stays on Stop
    for button in (prompt.koikoi_button, prompt.stop_button):
        label = theme.text(button.label, button.size, (0, 0, 0), "ui_bold")
        assert label.get_width() + 40 <= button.rect.width
        assert prompt.panel.contains(button.rect)
    switch(harness, "en")
    assert prompt.koikoi_button.label == "Koi-Koi!"


@pytest.mark.parametrize("language", ["ja", "zh-Hans"])
def test_switching_language_changes_a_month_results_texts(language, monkeypatch):
    harness = Harness(seed=2)
    overlay = harness.month_result(WON)
    harness.context.scenes.push(overlay)
    harness.draw()
    _, drawn = drawn_texts(harness, monkeypatch)  # the kept first frame, blitted
    assert overlay.body._frame is not None
    assert overlay.body.title == "You win month 1: +5"
    switch(harness, language)
    assert overlay.body.title == MONTH_TITLES[language]
    _, drawn = drawn_texts(harness, monkeypatch)  # drawn again, not the English copy
    contents = [item.content for item in drawn]
    assert MONTH_TITLES[language] in contents
    assert SCORES[language] in contents
    assert not any(text.startswith(("You win", "Scores:")) for text in contents)


def overlays_of_the_table(harness: Harness) -> dict[str, object]:
    make = harness.context.make_scene
    rules = harness.table.view.rules
    art = harness.table.art
    scenes = {
        "month result": harness.month_result(WON),
        "drawn month": harness.month_result(DRAWN, auto_close=3.0),
        "koi-koi prompt": harness.koikoi_prompt(MADE, lambda action: None),
        "yaku list": make("yaku_list", rules=rules, art=art),
        "announcement": make("announcement", title="Redeal", lines=("Four of a month",)),
        "match result": harness.match_result(),
    }
    for game in (games.ROPPYAKKEN, games.HANA_AWASE):
        scenes[f"{game} yaku list"] = make("yaku_list", rules=games.load_rules(game), art=art)
    return scenes


def round_results(harness: GamesHarness) -> dict[str, object]:
    names = harness.table.driver.names
    hana = ev.RoundEnded(
        "hana-awase",
        2,
        "played_out",
        None,
        (85, -56, 26),
        (56, -266, 198),
        ((("nomi", 30),), (), (("kusatan", 20),)),
        ((), (), ()),
        card_points=(81, 60, 62),
        teyaku=((), (), ()),
        round_points=(111, 60, 82),
    )
    roppyakken = ev.RoundEnded(
        "roppyakken",
        2,
        "played_out",
        0,
        (600, -300, -300),
        (600, -300, -300),
        ((("shiko", 600),), (), ()),
        ((), (), ()),
        card_points=(81, 60, 62),
        teyaku=((), (), ()),
        round_points=(600, 60, 82),
        win_reason="shiko",
    )
    won = table_ev.GameWon(0, "shiko", 1, (1, 0, 0), (600, -300, -300))
    make = harness.context.make_scene
    return {
        "round result": make("round_result", event=hana, names=names, par=66, auto_close=4.0),
        "ichikoro": make(
            "round_result", event=roppyakken, names=names, won=won, wins=(1, 0, 0), target=1000
        ),
    }


def check_drawn_inside(harness, scenes: dict[str, object], language: str, monkeypatch) -> None:
    for name, scene in scenes.items():
        harness.context.scenes.push(scene)
        _, drawn = drawn_texts(harness, monkeypatch)
        harness.context.scenes.pop()
        texts = [item.content for item in drawn if item.kind == "text" and item.content.strip()]
        assert texts, name
        assert any(ord(char) >= 0x3000 for text in texts for char in text), name  # translated
        assert overflows(drawn) == [], (language, name)


@pytest.mark.parametrize("language", ["ja", "zh-Hans"])
def test_every_overlay_draws_in_the_language_with_its_text_inside_its_panel(language, monkeypatch):
    i18n.set_language(language)
    harness = Harness(seed=2)
    check_drawn_inside(harness, overlays_of_the_table(harness), language, monkeypatch)
    harness.table.open_action_list()
    action_list = harness.top()
    harness.context.scenes.pop()
    harness.frame(3)
    check_drawn_inside(harness, {"action list": action_list}, language, monkeypatch)
    table_harness = GamesHarness("hana-awase", 3)
    check_drawn_inside(table_harness, round_results(table_harness), language, monkeypatch)


@pytest.mark.parametrize("language", ["ja", "zh-Hans"])
def test_the_match_results_buttons_fit_their_labels_and_follow_a_switch(language):
    harness = Harness(seed=2)
    scene = harness.match_result()
    assert (scene.rematch_button.label, scene.title_button.label) == ("Rematch", "Title")
    switch_scene_language = scene.language_changed
    i18n.set_language(language)
    switch_scene_language()
    labels = {"ja": ("再戦", "タイトルへ"), "zh-Hans": ("再来一局", "返回标题")}[language]
    assert (scene.rematch_button.label, scene.title_button.label) == labels
    for button in (scene.rematch_button, scene.title_button):
        label = theme.text(button.label, button.size, (0, 0, 0), "ui_bold")
        assert label.get_width() + 40 <= button.rect.width
    assert scene.rematch_button.rect.right < scene.title_button.rect.left
