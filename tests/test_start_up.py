"""Starting the game from the command line: no display, a lone --screenshots, the window's
name on the desktop."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from game import GAME_NAME
from game.app import WINDOW_CLASS_HINTS, init_pygame

START_UP_TIMEOUT = 60


def launch(*arguments: str, video_driver: str) -> subprocess.CompletedProcess:
    """``python -m game ARGUMENTS`` with no desktop display (a hang fails by the timeout)."""
    environment = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    environment["SDL_VIDEODRIVER"] = video_driver
    return subprocess.run(
        [sys.executable, "-m", "game", *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=START_UP_TIMEOUT,
    )


@pytest.mark.parametrize("driver", ["dummy", "offscreen"])
def test_playing_without_a_display_says_so_in_one_line_and_exits(driver, private_user_dir):
    done = launch(video_driver=driver)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "error: no display found - run from a desktop session, or use --smoke"
    ]
    assert not (private_user_dir / "data" / "autosave.json").exists()


def test_screenshots_without_smoke_is_an_error(tmp_path):
    done = launch("--screenshots", str(tmp_path / "shots"), video_driver="dummy")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == ["error: --screenshots works only with --smoke"]
    assert not (tmp_path / "shots").exists()


def test_the_window_is_named_after_the_game(monkeypatch):
    for hint in WINDOW_CLASS_HINTS:
        monkeypatch.delenv(hint, raising=False)
    init_pygame()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == GAME_NAME == "Hanafuda Koi-Koi"
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == GAME_NAME


def test_the_window_size_option_sizes_the_window_at_start_and_when_changed():
    import pygame

    from game.app import App
    from game.core import settings as settings_module
    from game.core.display import window_size_for

    init_pygame()
    stored = settings_module.Settings(window_size="1600x900")
    settings_module.save(stored)
    app = App(headless=False)
    try:
        desktop = app.display.desktop_size()
        assert app.display.window.get_size() == window_size_for("1600x900", desktop)
        app.settings.window_size = "1280x720"
        app.settings_changed()
        assert pygame.display.get_surface().get_size() == window_size_for("1280x720", desktop)
    finally:
        app.shutdown()
        pygame.quit()


def test_the_app_runs_its_game_loop_until_the_window_is_closed():
    """``python -m game`` calls ``app.run()``: nothing the app keeps may hide that method."""
    import pygame

    from game.app import App

    init_pygame()
    app = App(headless=True)
    try:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        assert app.run() == 0
    finally:
        app.shutdown()
        pygame.quit()
