"""Two servers on one data folder: the second refuses to start, in one clear line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.online.server.local import LocalServer
from game.online.server.store import DataFolderLocked

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_server_on_the_same_folder_refuses_to_start(data_dir, clock):
    with LocalServer(data_dir, clock=clock) as first:
        with pytest.raises(DataFolderLocked) as refused:
            LocalServer(data_dir, clock=clock).start()
        assert f"(process {os.getpid()}) is using the data folder {data_dir}" in str(refused.value)
        done = subprocess.run(
            [sys.executable, "-m", "game", "server", "--port", "0", "--data", str(data_dir)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 2
        assert done.stderr.splitlines() == [
            f"error: another server (process {os.getpid()}) is using the data folder "
            f"{data_dir}; stop it first or give this one another --data"
        ]
        assert first.call(lambda s: len(s.rooms)) == 0  # the first one serves on
    with LocalServer(data_dir, clock=clock) as after:  # the lock went with the first server
        assert after.call(lambda s: s.store.lock is not None)
