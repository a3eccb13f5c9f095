"""The match setup's last choices, remembered per mode ("cpu", "couch") and per game.

A small JSON file in the config folder: ``{"cpu": {"game": "roppyakken", "games":
{"koikoi": {...}, "roppyakken": {...}}}, "couch": {...}}``. Each game's choices are a plain
dict the setup (game.match.setup, game.match.table_setup) writes and checks again when read
back; a broken file is moved aside and forgotten (nothing else depends on it), and the
player is told (``warn``, the scenes' notice) which file and what was wrong with it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core import paths, storage
from game.i18n import tr_later

logger = logging.getLogger(__name__)

SETUP_FILE = "setup.json"
MAX_BYTES = 64 * 1024


def memory_path() -> Path:
    return paths.config_dir() / SETUP_FILE


def _check(data: Any) -> dict:
    if not isinstance(data, dict):
        raise storage.InvalidData("the setup memory must be a JSON object")
    return data


Warn = Callable[[str], None] | None  # tells the player of a damaged file set aside


def load(path: Path | None = None, warn: Warn = None) -> dict[str, Any]:
    """Every remembered choice ({} when there is none or the file was broken)."""
    target = path or memory_path()
    if not target.is_file():
        return {}
    result = storage.read_json_safe(
        target, _check, max_bytes=MAX_BYTES, what=tr_later("setup memory")
    )
    if not result.ok:
        logger.warning("setup memory: %s", result.problem)
        if warn is not None and result.problem:
            warn(result.problem)
        return {}
    return result.data


def last_game(mode: str, path: Path | None = None, warn: Warn = None) -> str | None:
    """The game last started in ``mode``."""
    game = load(path, warn).get(mode, {}).get("game")
    return game if isinstance(game, str) else None


def choices(mode: str, game: str, path: Path | None = None, warn: Warn = None) -> dict[str, Any]:
    """The choices last made for ``game`` in ``mode`` ({} when none)."""
    found = load(path, warn).get(mode, {}).get("games", {}).get(game, {})
    return found if isinstance(found, dict) else {}


def remember(mode: str, game: str, made: dict[str, Any], path: Path | None = None) -> None:
    """Keep ``made`` as the last choices of ``game`` in ``mode`` (and ``game`` as the last
    game). A folder that cannot be written only costs the memory."""
    data = load(path)
    entry = data.get(mode) if isinstance(data.get(mode), dict) else {}
    games = entry.get("games") if isinstance(entry.get("games"), dict) else {}
    games[game] = dict(made)
    data[mode] = {"game": game, "games": games}
    try:
        storage.write_json_atomic(path or memory_path(), data)
    except OSError as error:
        logger.warning("could not remember the setup: %s", error)
