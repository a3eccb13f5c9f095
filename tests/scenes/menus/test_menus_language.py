"""The menus in Japanese and Chinese: switching the language at run time (Options' Language
row, or the settings and ``services.settings_changed()``) rebuilds the title and options
screens in the new language at once; every screen of the menus domain draws in ja, zh-Hans
and zh-Hant with its text inside its panels and no message of the menus catalog left in English."""

from __future__ import annotations

import functools

import pygame
import pytest

from game import i18n
from game.app import App
from game.core import settings as settings_module
from game.core.display import LOGICAL_SIZE
from game.engine import games
from game.i18n.sources import domain_messages
from game.input import actions as act
from game.scenes.menus.stats import yaku_label
from tests.scenes.menus.menu_screens import SCREENS, draw_screen, screen_context
from tests.support.text_boxes import overflows, recording


@pytest.fixture()
def app():
    pygame.init()
    application = App(headless=True)
    application.push_initial_scene()
    application.loop.run_frames(2)
    yield application
    application.shutdown()


def labels(scene) -> dict[str, str]:
    return {widget.key: widget.label for widget in scene.group.widgets if widget.key}


def frame(app: App) -> pygame.Surface:
    app.loop.run_frames(1)
    return app.display.canvas.copy()


def test_the_title_follows_a_language_switch_at_once(app):
    title = app.context.scenes.top
    assert title.name == "title"
    english = frame(app)
    assert labels(title)["play_cpu"] == "Play vs CPU"

    app.settings.language = "ja"
    app.context.services.settings_changed()
    japanese = frame(app)

    assert i18n.current_language() == "ja"
    shown = labels(app.context.scenes.top)
    assert shown["play_cpu"] == "CPUと対戦"
    assert shown["options"] == "設定"
    assert shown["quit"] == "終了"
    assert app.context.scenes.top.group.focused.description == "CPUと対局します。"
    assert pygame.image.tobytes(english, "RGB") != pygame.image.tobytes(japanese, "RGB")

    app.settings.language = "zh-Hans"
    app.context.services.settings_changed()
    frame(app)
    assert labels(app.context.scenes.top)["play_cpu"] == "对战电脑"

    app.settings.language = "en"
    app.context.services.settings_changed()
    frame(app)
    assert labels(app.context.scenes.top)["play_cpu"] == "Play vs CPU"


def test_the_options_language_row_switches_the_options_screen_and_the_title_below(app):
    title = app.context.scenes.top
    title.open_options()
    app.loop.run_frames(1)
    options = app.context.scenes.top
    assert options.name == "options"
    row = next(widget for widget in options.group.widgets if widget.key == "language")
    options.group.focus(row)
    assert labels(options)["music"] == "Music volume"
    before = frame(app)

    for _step in i18n.LANGUAGES:  # Right on the Language row, as a player does
        if app.settings.language == "ja":
            break
        options.handle_action(act.Action(act.RIGHT, act.KEYBOARD))
    after = frame(app)

    assert i18n.current_language() == "ja"
    shown = labels(options)
    assert shown["music"] == "BGM音量"
    assert shown["language"] == "言語 / Language"
    assert shown["done"] == "完了"
    assert options.group.focused.key == "language"  # the rebuild keeps the player's place
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    assert labels(title)["play_cpu"] == "CPUと対戦"  # the title under Options rebuilt too
    options.on_back()  # closing Options saves the choice
    app.loop.run_frames(1)
    assert settings_module.load()[0].language == "ja"


@functools.cache
def english_menus_messages() -> frozenset[str]:
    """The menus catalog's messages without placeholders: none may show untranslated."""
    return frozenset(
        message.msgid
        for message in domain_messages()["menus"]
        if "{" not in message.msgid
        and message.plural is None
        and message.msgid.strip()
        # words that are the same in every language
        and message.msgid not in {"CPU", "KoiKoi Japan", "FudaWiki"}
    )


@pytest.mark.parametrize("language", ["ja", "zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_menus_screen_draws_translated_and_inside_its_panels(monkeypatch, language, name):
    i18n.set_language(language)
    context = screen_context()
    with recording(monkeypatch) as drawn:
        _scene, canvas = draw_screen(name, context)
    texts = [item.content for item in drawn if item.kind == "text"]
    assert canvas.get_size() == LOGICAL_SIZE
    assert any(any(ord(char) > 0x3000 for char in text) for text in texts), texts
    english = english_menus_messages()
    assert [text for text in texts if text in english] == []
    assert overflows(drawn) == []


@pytest.mark.parametrize(
    ("language", "shown"),
    [("en", ["Sanko", "Tan"]), ("ja", ["三光", "タン"]), ("zh-Hans", ["三光", "Tan"])],
)
def test_statistics_name_the_yaku_in_the_language_in_force(language, shown):
    i18n.set_language(language)
    names = games.yaku_names(games.KOIKOI)
    assert [yaku_label(names[key]) for key in ("sanko", "tan")] == shown


@pytest.mark.parametrize("name", list(SCREENS))
def test_every_widget_description_of_the_menus_is_translated(name):
    """Descriptions show only for the focused widget, so the drawn frame does not catch an
    untranslated one: every widget's description is read here (in Japanese it holds kana or
    kanji; English-only words are not descriptions)."""
    i18n.set_language("ja")
    scene, _canvas = draw_screen(name, screen_context())
    # the couch name entry, the pass screen and the pad notice have no widget group
    widgets = scene.group.widgets if hasattr(scene, "group") else []
    untranslated = [
        (widget.key, widget.description)
        for widget in widgets
        if widget.description and not any(ord(char) > 0x3000 for char in widget.description)
    ]
    assert untranslated == []
