"""Headless pygame for the core tests: dummy video/audio drivers and a private user dir."""

import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


@pytest.fixture(autouse=True)
def private_user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KOIKOI_USER_DIR", str(tmp_path / "user"))
    return tmp_path / "user"
