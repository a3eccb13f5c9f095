"""Fixtures of the online tests: a loopback server on an ephemeral port with a fake clock."""

from __future__ import annotations

import pytest

from game.online.server.local import LocalServer
from tests.online.support import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "server-data"


@pytest.fixture
def server(data_dir, clock):
    """A server with generous rate limits (CPU seats play fast); the flood test makes its own."""
    with LocalServer(data_dir, clock=clock, rate=5000.0, burst=10000.0) as running:
        yield running


from tests.support.redis_server import redis_server  # noqa: E402, F401 - a fixture
