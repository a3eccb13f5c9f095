"""A real Redis server for the shared-store tests: ``redis-server`` on 127.0.0.1 on a free
port, nothing saved to disk, killed at teardown.

When the binary is missing the fixture says what to install; it skips on a developer's
machine but FAILS when the environment variable ``CI`` is set (.ci/run installs it, so the
failover tests always run there).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest

MISSING = (
    "the shared-store tests need the redis-server binary (Debian/Ubuntu: "
    "apt-get install redis-server; macOS: brew install redis); it is not on PATH"
)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RedisProcess:
    def __init__(self, binary: str, folder: Path) -> None:
        self.port = free_port()
        command = [binary, "--port", str(self.port), "--bind", "127.0.0.1"]
        command += ["--save", "", "--appendonly", "no", "--dir", str(folder)]
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        self.url = f"redis://127.0.0.1:{self.port}/0"

    def wait_ready(self, tries: int = 250) -> None:
        """PING until it answers PONG (every 20 ms, bounded)."""
        for _ in range(tries):
            if self.process.poll() is not None:
                raise AssertionError(f"redis-server exited: {self.process.stdout.read()}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1) as link:
                    link.sendall(b"PING\r\n")
                    if link.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                pass
            time.sleep(0.02)
        raise AssertionError("redis-server did not answer PING")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)
        self.process.stdout.close()


@pytest.fixture
def redis_server(tmp_path):
    """A running Redis (``.url``, ``.port``) for one test."""
    binary = shutil.which("redis-server")
    if binary is None:
        if os.environ.get("CI"):
            pytest.fail(MISSING)
        pytest.skip(MISSING)
    folder = tmp_path / "redis"
    folder.mkdir()
    server = RedisProcess(binary, folder)
    try:
        server.wait_ready()
        yield server
    finally:
        server.stop()
