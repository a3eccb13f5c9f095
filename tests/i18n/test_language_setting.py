"""The language setting: chosen in Options it switches the screen at once and is saved; a
saved language starts the game in it; an unknown one falls back to English with a notice
(the rest of the file kept); a damaged settings file is reported in the system's language."""

from __future__ import annotations

import json

import pygame
import pytest

from game import i18n
from game.core import settings as settings_module
from game.input import actions as act
from game.input.actions import Action
from tests.support.headless import headless_app


def write_settings(data: dict) -> None:
    path = settings_module.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def frame(app) -> bytes:
    canvas = pygame.Surface((1920, 1080))
    app.context.scenes.draw(canvas, 1.0)
    return pygame.image.tobytes(canvas, "RGB")


def test_an_unknown_language_falls_back_to_english_with_a_notice() -> None:
    write_settings({"language": "tlh", "music_volume": 0.25})
    loaded, warning = settings_module.load()
    assert loaded.language == "en" and loaded.music_volume == 0.25
    assert warning is not None and "settings.json" in warning and "'tlh'" in warning
    app = headless_app()
    try:
        assert i18n.current_language() == "en"
        assert any("unknown language 'tlh'" in text for text, _ in app.notices)
        assert settings_module.settings_path().read_text(encoding="utf-8").count("tlh") == 1
    finally:
        app.shutdown()


def test_a_saved_language_starts_the_game_in_it() -> None:
    write_settings({"language": "zh-Hans"})
    app = headless_app()
    try:
        assert i18n.current_language() == "zh-Hans"
        assert i18n.tr("Back") == "返回"
    finally:
        app.shutdown()


def test_the_first_start_takes_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "ja_JP")
    app = headless_app()
    try:
        assert app.settings.language == "" and i18n.current_language() == "ja"
    finally:
        app.shutdown()


def test_a_damaged_settings_file_is_reported_in_the_system_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANGUAGE", "ja")
    path = settings_module.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    app = headless_app()
    try:
        assert any(text.startswith("設定ファイルを読み込めなかった") for text, _ in app.notices)
    finally:
        app.shutdown()


def test_choosing_a_language_in_options_switches_the_screen_and_is_saved() -> None:
    app = headless_app()
    try:
        app.context.scenes.push(app.context.make_scene("options"))
        options = app.context.scenes.top
        english = frame(app)
        language_row = next(w for w in options.group.widgets if w.key == "language")
        options.group.focus(language_row)
        old_group = options.group
        options.handle_action(Action(act.RIGHT, act.KEYBOARD))
        assert app.settings.language == "ja" and i18n.current_language() == "ja"
        assert options.group is not old_group  # rebuilt in Japanese, focus kept
        assert options.group.focused.key == "language"
        assert frame(app) != english
        assert i18n.tr_ctx("switch", "On") == "オン"
        options.on_back()  # leaving Options saves
        saved = json.loads(settings_module.settings_path().read_text(encoding="utf-8"))
        assert saved["language"] == "ja"
    finally:
        app.shutdown()
