"""README tells the truth about set-up and files (issue 18, item 24): the venv package on
Debian/Ubuntu, the ``koikoi`` command the install makes, where each platform keeps the
user's files (the folders the game really uses) and the pad option by its real name."""

import tomllib
from pathlib import Path

import pygame
from platformdirs.macos import MacOS
from platformdirs.unix import Unix

from game.arcade.profile import PROFILE_FILE
from game.core import paths
from game.core.settings import SETTINGS_FILE
from game.persist.autosave import AUTOSAVE_FILE
from game.persist.records_library import RECORDS_DIR
from game.persist.stats import PROFILES_FILE
from game.scenes.menus.options import OptionsScene
from tests.support.headless import scene_context

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
WORDS = " ".join(README.split())  # the text with its line breaks as spaces


def home_relative(path: str) -> str:
    return "~/" + str(Path(path).relative_to(Path.home()))


def test_readme_names_the_venv_package_and_the_koikoi_command():
    assert "python3-venv" in README
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts == {"koikoi": "game.cli:main"}
    assert "`koikoi`" in README and ".venv/bin/koikoi" in README


def test_readme_lists_the_folders_and_files_the_game_uses():
    for dirs in (Unix(paths.APP_NAME, appauthor=False), MacOS(paths.APP_NAME, appauthor=False)):
        for folder in (dirs.user_config_dir, dirs.user_data_dir, dirs.user_log_dir):
            assert f"`{home_relative(folder)}/`" in README, folder
    assert f"%LOCALAPPDATA%\\{paths.APP_NAME}\\" in README
    for name in (SETTINGS_FILE, PROFILES_FILE, AUTOSAVE_FILE, PROFILE_FILE, RECORDS_DIR):
        assert f"`{name}" in README, name
    assert paths.USER_DIR_VARIABLE in README and "To reset" in WORDS


def test_readme_names_the_pad_confirm_option_as_options_shows_it():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    options = OptionsScene(scene_context())
    swap = next(widget for widget in options.group.widgets if widget.key == "swap")
    assert f"Options > {swap.label}" in WORDS and "It changes pads only" in WORDS
    assert "Nintendo layout" not in README
