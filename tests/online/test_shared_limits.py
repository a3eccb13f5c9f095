"""The per-address limits and the watcher cap hold across two server processes on one real
Redis: an address that spreads its guesses, rooms, connections or spectators over both
still meets the one limit."""

from __future__ import annotations

import pytest
import redis

from game.online.server.limits import TOO_MANY_FROM_ADDRESS, ServerLimits
from game.online.server.local import LocalServer
from game.online.server.seating import GUESSING
from game.online.wire.identifiers import CODE_ALPHABET as ALPHABET
from tests.online.support import RawClient, create_room, eventually, join_room

pytestmark = pytest.mark.usefixtures("redis_server")


def pair(redis_server, clock, limits: ServerLimits) -> tuple[LocalServer, LocalServer]:
    options = dict(store=redis_server.url, clock=clock, limits=limits, rate=5000.0)
    return LocalServer(**options), LocalServer(**options)


def greeted(url: str, source: str | None = None) -> RawClient:
    client = RawClient(url, source)
    client.hello()
    return client


def guess(client: RawClient, n: int) -> dict:
    code = "".join(ALPHABET[(n * 7 + k) % len(ALPHABET)] for k in range(8))
    client.send({"type": "join", "code": code})
    return client.until("error")


def test_guesses_split_over_two_processes_meet_the_address_limit(redis_server, clock):
    limits = ServerLimits(guesses_per_connection=5, guess_burst=8, guesses_per_minute=6)
    first, second = pair(redis_server, clock, limits)
    with first, second:
        _, code, _ = create_room(first.url, months=1, seed=None)
        one, two = greeted(first.url, "127.0.0.9"), greeted(second.url, "127.0.0.9")
        answers = [guess((one, two)[n % 2], n)["code"] for n in range(8)]
        assert answers == ["no_room"] * 8  # four on each link: under the five per link
        assert two.closed_with() == (1008, GUESSING)  # but the address's eight are spent
        for url in (first.url, second.url):
            late = greeted(url, "127.0.0.9")
            late.send({"type": "watch", "code": code})
            refusal = late.until("error")
            assert (refusal["code"], refusal["message"]) == ("too_many_guesses", GUESSING)
        friend = greeted(second.url, "127.0.0.10")  # another address is not held up
        friend.send({"type": "watch", "code": code})
        assert friend.until("watching")["code"] == code


def test_room_creations_split_over_two_processes_meet_the_address_limit(redis_server, clock):
    limits = ServerLimits(room_burst=4, rooms_per_minute=6)
    first, second = pair(redis_server, clock, limits)
    with first, second:
        one, two = greeted(first.url), greeted(second.url)
        for n in range(4):
            (one, two)[n % 2].send({"type": "create_room"})
            assert (one, two)[n % 2].until("room_created")["seat"] == 0
        for client in (one, two):
            client.send({"type": "create_room"})
            assert client.until("error")["code"] == "too_many_rooms"
        clock.advance(10)  # one more room every ten seconds, on either process
        two.send({"type": "create_room"})
        assert two.until("room_created")["seat"] == 0


def test_connections_of_one_address_are_counted_over_both_processes(redis_server, clock):
    limits = ServerLimits(per_address=3)
    first, second = pair(redis_server, clock, limits)
    with first, second:
        held = [greeted(first.url), greeted(first.url), greeted(second.url)]
        extra = RawClient(second.url)
        assert extra.closed_with() == (1008, TOO_MANY_FROM_ADDRESS)
        other = RawClient(first.url, "127.0.0.2")  # another address gets in
        assert other.hello()["type"] == "welcome"
        held.pop().close()  # one leaves: the address may connect again
        with redis.Redis.from_url(redis_server.url) as store:
            counted = lambda: sum(map(int, store.hvals("koikoi:conns:127.0.0.1")))  # noqa: E731
            eventually(lambda: counted() == 2, "the release in the store")
        assert RawClient(second.url).hello()["type"] == "welcome"


def test_the_watcher_cap_counts_the_spectators_of_every_process(redis_server, clock):
    limits = ServerLimits(watchers_per_room=2)
    first, second = pair(redis_server, clock, limits)
    with first, second:
        _, code, _ = create_room(first.url, months=1, seed=None)
        join_room(second.url, code)
        for url, source in ((first.url, "127.0.0.2"), (second.url, "127.0.0.3")):
            watcher = greeted(url, source)
            watcher.send({"type": "watch", "code": code})
            assert watcher.until("watching")["code"] == code
        for url in (first.url, second.url):
            late = greeted(url, "127.0.0.4")
            late.send({"type": "watch", "code": code})
            assert late.until("error")["code"] == "watchers_full"
