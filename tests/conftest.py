"""Shared test setup: headless SDL drivers and a private user-data directory."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_dir(tmp_path, monkeypatch):
    """Every test gets its own empty user-data directory."""
    monkeypatch.setenv("KOIKOI_USER_DIR", str(tmp_path / "user"))
    yield
