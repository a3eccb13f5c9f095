"""The one asset resolver and the user-data directories.

Read-only resources (assets/, levels/) are resolved from the bundle root: ``sys._MEIPASS``
inside a PyInstaller executable, otherwise the project root next to the ``game`` package.
Never resolve against the working directory. User data (settings, profile, autosave,
records, logs) lives in the platform's user directories (platformdirs), never next to the
executable. Set ``KOIKOI_USER_DIR`` to redirect all user data (tests use it).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

APP_NAME = "hanafuda-koikoi"
USER_DIR_VARIABLE = "KOIKOI_USER_DIR"  # redirects every user folder (tests, the smoke run)


class MissingAssetError(FileNotFoundError):
    """A resource the game needs is not where the resolver looked."""


def bundle_root() -> Path:
    """Directory holding assets/ and levels/ (the PyInstaller bundle or the source tree)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent.parent


def resource_path(*parts: str, root: Path | None = None) -> Path:
    """Absolute path of a bundled resource, e.g. resource_path("assets", "cards", "1-1.svg")."""
    path = (root or bundle_root()).joinpath(*parts)
    if not path.exists():
        raise MissingAssetError(f"missing resource {'/'.join(parts)} (looked in {path})")
    return path


def _user_dir(kind: str) -> Path:
    override = os.environ.get(USER_DIR_VARIABLE)
    if override:
        path = Path(override) / kind
    else:
        import platformdirs

        getters: dict[str, Callable[..., str]] = {
            "config": platformdirs.user_config_dir,
            "data": platformdirs.user_data_dir,
            "logs": platformdirs.user_log_dir,
        }
        getter = getters[kind]
        path = Path(getter(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _user_dir("config")


def data_dir() -> Path:
    return _user_dir("data")


def log_dir() -> Path:
    return _user_dir("logs")
