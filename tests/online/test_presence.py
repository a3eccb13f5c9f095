"""Presence leases on a real Redis: a seat whose server process stopped is seen away by the
other process once the lease runs out, and seed 000's 2-minute CPU offer opens there."""

from __future__ import annotations

import threading
import time

import pytest
import redis

from game.online.server.local import LocalServer
from game.online.server.redis_store import room_key
from game.online.server.rooms import EMPTY_EXPIRY, OFFER_AFTER
from tests.online.support import RawSeat, create_room, join_room

pytestmark = pytest.mark.usefixtures("redis_server")

LEASE = 1.5  # seconds: short, so the test waits little


def shared(redis_server, clock) -> LocalServer:
    return LocalServer(
        store=redis_server.url, clock=clock, lease=LEASE, rate=5000.0, allow_client_seed=True
    )


def seat_connected(server: LocalServer, code: str, seat: int) -> bool:
    return server.call(lambda s: s.rooms[code].seats[seat].connected)


def wait_until(predicate, tries: int = 400) -> None:
    """Bounded: every 25 ms, at most ``tries`` times."""
    for _ in range(tries):
        if predicate():
            return
        time.sleep(0.025)
    raise AssertionError("the condition never held")


def freeze(server: LocalServer) -> threading.Event:
    """Stop a server's event loop dead (as SIGSTOP would): nothing runs on it, its links stay
    open and unanswered, it renews no lease, until the returned event is set."""
    thaw = threading.Event()
    server._loop.call_soon_threadsafe(thaw.wait, 60)
    return thaw


def test_a_seat_on_a_stopped_process_goes_away_and_the_cpu_offer_opens(redis_server, clock):
    with shared(redis_server, clock) as first, shared(redis_server, clock) as second:
        host, code, _ = create_room(first.url, months=2, seed=7)
        guest, _, _ = join_room(second.url, code)
        seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
        for raw in seats:
            raw.wait_events()
        assert seat_connected(second, code, 0)
        thaw = freeze(first)
        try:
            wait_until(lambda: not seat_connected(second, code, 0))
            away = guest.room_until(lambda room: not room["seats"][0]["connected"])
            assert away["seats"][1]["connected"]
            with redis.Redis.from_url(redis_server.url) as store:
                stored = store.hget(room_key(code), "json")
            assert '"connected":false' in stored.decode()  # written for every process
            clock.advance(OFFER_AFTER - 1)
            second.call(lambda s: s.run_timers())
            assert "offer_cpu_game" not in [m["type"] for m in guest.drain()]
            clock.advance(1)
            second.call(lambda s: s.run_timers())
            offer = guest.until("offer_cpu_game")
            assert offer["absent"] == 0 and offer["away_seconds"] == OFFER_AFTER
            guest.close()  # the last seat leaves: the store keeps the room 30 minutes more
            wait_until(lambda: second.call(lambda s: s.rooms[code].empty_since is not None))
            with redis.Redis.from_url(redis_server.url) as store:
                assert 0 < store.ttl(room_key(code)) <= EMPTY_EXPIRY + 60
        finally:
            thaw.set()


def test_a_stalled_process_that_wakes_up_takes_its_seat_back(redis_server, clock):
    with shared(redis_server, clock) as first, shared(redis_server, clock) as second:
        host, code, _ = create_room(first.url, months=2, seed=7)
        guest, _, _ = join_room(second.url, code)
        for raw in (RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)):
            raw.wait_events()
        thaw = freeze(first)
        try:
            guest.room_until(lambda room: not room["seats"][0]["connected"], timeout=20)
        finally:
            thaw.set()  # the host's link was never cut: its process only stalled
        back = guest.room_until(lambda room: room["seats"][0]["connected"], timeout=20)
        assert back["seats"][1]["connected"]
        assert seat_connected(first, code, 0) and seat_connected(second, code, 0)
