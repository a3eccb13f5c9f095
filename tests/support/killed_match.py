"""A headless match killed with SIGKILL in the middle of play, for the kill-and-continue tests.

:func:`kill_mid_play` runs ``python -m game.persist.headless`` on a fresh user folder, waits
for it to autosave after ``decisions`` decisions and say READY, SIGKILLs it there and returns
the month (round) it stood in and how many decisions into it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def kill_mid_play(user_dir: Path, seed: int, decisions: int, *more_args: str) -> tuple[int, int]:
    """(month or round, decisions made in it) of the killed match (``more_args``: the
    headless command's --game / --seats)."""
    env = dict(os.environ, KOIKOI_USER_DIR=str(user_dir))
    command = [sys.executable, "-m", "game.persist.headless", "--seed", str(seed)]
    command += ["--decisions", str(decisions), "--hold", "30", *more_args]
    process = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        line = process.stdout.readline()
        assert line.startswith("READY"), process.stderr.read()
        _, number, in_play = line.split()
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == -signal.SIGKILL
    return int(number), int(in_play)
