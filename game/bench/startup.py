"""`bench startup`: seconds from process launch to the first frame shown.

Launches a fresh Python process (dummy video and audio drivers) that builds the real App,
pushes the title scene and presents one frame, printing the wall-clock time it did so; the
parent measures from just before the launch. Repeated ``--runs`` times (median reported)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

CHILD = """
import os, sys, time
import pygame
from game.app import App
pygame.init()
app = App(headless=False)
app.push_initial_scene()
app.loop.run(max_frames=1)
print(repr(time.time()))
app.shutdown()
"""

TARGET_SECONDS = 1.0


def add_arguments(parser) -> None:
    parser.add_argument("--runs", type=int, default=5)


def one_run(root: Path, user_dir: Path) -> float:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        KOIKOI_USER_DIR=str(user_dir),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    started = time.time()
    result = subprocess.run(
        [sys.executable, "-c", CHILD],
        cwd=str(root),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"startup run failed: {result.stderr.strip()[-400:]}")
    first_frame = float(result.stdout.strip().splitlines()[-1])
    return first_frame - started


def run(args) -> dict:
    import tempfile

    root = Path(__file__).resolve().parents[2]
    with tempfile.TemporaryDirectory() as user_dir:
        seconds = sorted(one_run(root, Path(user_dir)) for _ in range(max(1, args.runs)))
    median = statistics.median(seconds)
    return {
        "benchmark": "startup",
        "runs": len(seconds),
        "median_s": round(median, 3),
        "min_s": round(seconds[0], 3),
        "max_s": round(seconds[-1], 3),
        "target_s": TARGET_SECONDS,
        "target_met": median <= TARGET_SECONDS,
    }
