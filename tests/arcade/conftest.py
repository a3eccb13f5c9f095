"""Arcade tests: a private user dir (KOIKOI_USER_DIR) and helpers to write stage files."""

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

GOOD_STAGE = """\
order = 1

[opponent]
name = "Test Opponent"
title = "The Tester"
intro = "Hello."
defeat = "Oh no."
victory = "Yes!"
portrait = "tsubame"

[cpu]
level = "easy"
koikoi_appetite = 0.5

[rules]
preset = "nintendo"
months = 2
"""


@pytest.fixture(autouse=True)
def private_user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KOIKOI_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"


@pytest.fixture
def stage_dir(tmp_path) -> Path:
    folder = tmp_path / "stages"
    folder.mkdir()
    return folder
