"""The "Away" tab tells the server's count: a room message says how long a seat has been
away when the server sent it, and the client counts on from when its link received it -
not from when a table got round to reading it (two real windows showed "Away 0:03" where
the server counted 11.4 s: the table was made, or updated, seconds after the room came)."""

from __future__ import annotations

import pytest

from game.online.client import link as client
from game.online.client.headless import wait_until
from game.online.client.link import Opening, SeatStore
from game.online.client.remote_source import RemoteMatchSource
from game.online.client.session import RemoteMatchSession
from tests.online.support import FakeClock


def test_the_away_time_counts_from_the_rooms_arrival(server, tmp_path, monkeypatch):
    received = FakeClock(1000.0)
    monkeypatch.setattr(client, "now", received, raising=False)
    host = RemoteMatchSession(
        server.url,
        Opening("create", name="Aki", settings={"overrides": {"months": 1}}, seed=4),
        seats=SeatStore(tmp_path / "host.json"),
    )
    guest = None
    try:
        wait_until(host, lambda: host.code is not None, 10, "the room")
        guest = RemoteMatchSession(
            server.url,
            Opening("join", code=host.code, name="Ren"),
            seats=SeatStore(tmp_path / "guest.json"),
        )
        updates = []
        for _ in range(100):
            updates.extend(host.wait(0.1))
            if any(u.kind == "events" for u in updates):
                break
        start = next(u for u in updates if u.kind == "events")
        guest.close()
        wait_until(
            host,
            lambda: host.room is not None and not host.room["seats"][1]["connected"],
            10,
            "the friend away",
        )
        assert host.room["seats"][1]["away_seconds"] == 0  # the server's count when it sent
        received.advance(11.4)  # the room waited in the client while no table read it
        source = RemoteMatchSource(host, None, start)  # e.g. a table set up again now
        assert source.away_seconds(1) == pytest.approx(11.4)
        assert source.away_seconds(0) == 0.0
        received.advance(2.0)
        assert source.away_seconds(1) == pytest.approx(13.4)
    finally:
        host.close()
        if guest is not None:
            guest.close()
