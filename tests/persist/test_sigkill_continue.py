"""SIGKILL in the middle of a month, restart, continue: the position is exactly the same."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from game.engine import positions
from game.persist import autosave
from game.persist.headless import play_decisions

ROOT = Path(__file__).resolve().parents[2]


def test_kill_dash_nine_mid_month_then_continue_restores_the_exact_state(
    tmp_path, monkeypatch
) -> None:
    seed, decisions = 21, 23
    user_dir = tmp_path / "killed-user"
    env = dict(os.environ, KOIKOI_USER_DIR=str(user_dir))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game.persist.headless",
            "--seed",
            str(seed),
            "--decisions",
            str(decisions),
            "--hold",
            "30",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = process.stdout.readline()
        assert line.startswith("READY"), process.stderr.read()
        _, month, in_month = line.split()
        assert int(in_month) > 0  # really in the middle of a month
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == -signal.SIGKILL

    monkeypatch.setenv("KOIKOI_USER_DIR", str(user_dir))  # "restart" on the same user dir
    loaded = autosave.load()
    assert loaded.ok, loaded.warning
    expected = play_decisions(seed, decisions)  # computed independently, in-process
    assert positions.state_snapshot(loaded.state) == positions.state_snapshot(expected)
    assert loaded.state.month == int(month) and not loaded.state.is_terminal()
    assert loaded.info.seed == seed and loaded.info.cpu_level == "greedy"
    assert not list(user_dir.rglob("*.tmp"))
