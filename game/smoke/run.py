"""Running the smoke script: the menus, the scripted match, the 3- and 4-seat tables, the
pause menu and back to the title, then one month with a friend over loopback, with a
screenshot per step when asked.

The run is a self-test on the defaults: it uses a private, empty user folder (settings,
saves, records, logs) that it deletes afterwards, so it never reads or changes the
player's own files."""

from __future__ import annotations

import logging
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from game.app import run_game
from game.core.paths import USER_DIR_VARIABLE
from game.smoke import games, hachi_hachi, lesson, online, reactions, seats, table
from game.smoke.steps import (
    SmokeFailure,
    SmokeStep,
    base_steps_after_match,
    base_steps_before_match,
    run_step,
    top_name,
)

if TYPE_CHECKING:
    from game.app import App

logger = logging.getLogger(__name__)


def smoke_script() -> list[SmokeStep]:
    return (
        base_steps_before_match()
        + table.smoke_steps()
        + seats.smoke_steps()
        + games.smoke_steps()
        + hachi_hachi.smoke_steps()
        + lesson.smoke_steps()
        + reactions.smoke_steps()
        + base_steps_after_match()
        + online.smoke_steps()
    )


def run_smoke(app: App, screenshot_dir: str | None = None) -> int:
    from game import GAME_NAME, __version__

    directory = Path(screenshot_dir) if screenshot_dir else None
    if directory is not None:
        directory.mkdir(parents=True, exist_ok=True)
    app.push_initial_scene()
    started = time.perf_counter()
    for step in smoke_script():
        try:
            run_step(app, step, directory)
        except SmokeFailure as failure:
            print(f"smoke failed: {failure}", file=sys.stderr)
            return 1
        logger.info("smoke step %s ok (top: %s)", step.name, top_name(app))
    print(
        f"{GAME_NAME} {__version__} smoke ok: {app.loop.total_frames} frames in "
        f"{time.perf_counter() - started:.2f} s"
    )
    return 0


@contextmanager
def private_user_dir() -> Iterator[Path]:
    """A fresh empty user folder for the time of the block (KOIKOI_USER_DIR points there),
    removed afterwards; the variable is put back as it was."""
    before = os.environ.get(USER_DIR_VARIABLE)
    with tempfile.TemporaryDirectory(prefix="koikoi-smoke-") as folder:
        os.environ[USER_DIR_VARIABLE] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                os.environ.pop(USER_DIR_VARIABLE, None)
            else:
                os.environ[USER_DIR_VARIABLE] = before


def main(args) -> int:
    """`python -m game --smoke [--screenshots DIR]`, in a private user folder."""
    screenshots = getattr(args, "screenshots", None)
    if screenshots:
        screenshots = str(Path(screenshots).resolve())
    with private_user_dir():
        return run_game(args, headless=True, play=lambda app: run_smoke(app, screenshots))
