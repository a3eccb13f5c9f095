"""The one conftest of the suite: headless SDL drivers, the repository on sys.path and the
shared fixtures of tests/support (a private user directory for every test, a headless app,
a dummy display)."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

pytest_plugins = ["tests.support.fixtures", "tests.support.online_rig"]
