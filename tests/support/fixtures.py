"""The suite's shared pytest fixtures (loaded by the root conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n
from game.ui import theme
from tests.support.headless import headless_app


@pytest.fixture(autouse=True)
def private_user_dir(tmp_path, monkeypatch) -> Path:
    """Every test gets its own empty user-data directory (settings, saves, records)."""
    monkeypatch.setenv("KOIKOI_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.fixture()
def pygame_display():
    """pygame initialised with a small dummy window (surfaces can be converted)."""
    if not pygame.get_init():
        pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    yield


@pytest.fixture()
def app():
    """A headless App on the title screen, shut down after the test."""
    application = headless_app()
    yield application
    application.shutdown()


@pytest.fixture
def stage_dir(tmp_path) -> Path:
    """An empty folder for arcade stage files."""
    folder = tmp_path / "stages"
    folder.mkdir()
    return folder


@pytest.fixture(autouse=True)
def english_screens(monkeypatch):
    """Every test starts in English whatever the machine's locale, and leaves it so."""
    monkeypatch.setenv("LANGUAGE", "en")
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the theme renders from now on (tests that look for words on a screen)."""
    seen: list[str] = []
    render = theme.text

    def recording(content, size, colour_value, family="ui"):
        seen.append(content)
        return render(content, size, colour_value, family)

    recording.cache_clear = render.cache_clear  # the language change empties the cache
    monkeypatch.setattr(theme, "text", recording)
    return seen
