"""What one address may do to rooms it does not play in: watch (capped, never flooding the
seats), create rooms (rate-limited) and guess room codes (struck, then closed)."""

from __future__ import annotations

from game.online.server.limits import ServerLimits
from game.online.server.local import LocalServer
from game.online.server.seating import GUESSING
from game.online.wire.identifiers import CODE_ALPHABET as ALPHABET
from tests.online.support import FakeClock, RawClient, hands_of, play_raw, start_pair

FAST = {"rate": 5000.0, "burst": 10000.0, "allow_client_seed": True}


def rooms_seen(seat) -> list[dict]:
    return [m["room"] for m in seat.client.drain(0.3) if m["type"] == "room"]


def test_watching_never_floods_the_seats_and_is_capped(data_dir, clock):
    limits = ServerLimits(watchers_per_room=3)
    with LocalServer(data_dir, clock=clock, timer_interval=3600, limits=limits, **FAST) as server:
        code, seats, _ = start_pair(server)
        watchers = [RawClient(server.url, source=f"127.0.0.{2 + n}") for n in range(3)]
        for watcher in watchers:
            watcher.hello()
        for _ in range(20):  # sixty watches, the same three spectators again and again
            for watcher in watchers:
                watcher.send({"type": "watch", "code": code})
        for watcher in watchers:
            for _ in range(20):
                assert hands_of(watcher.until("snapshot")["view"]["table"]) == [None, None]
        fourth = RawClient(server.url, source="127.0.0.5")
        fourth.hello()
        fourth.send({"type": "watch", "code": code})
        assert fourth.until("error")["code"] == "watchers_full"
        assert [rooms_seen(seat) for seat in seats] == [[], []]  # not one frame each watch
        server.call(lambda s: s.run_timers())  # the next pass tells them the count, once
        for seat in seats:
            assert [room["watchers"] for room in rooms_seen(seat)] == [3]
        play_raw(seats, stop=lambda s: s[0].seq > 30)  # and they play on


def test_spectators_that_never_read_do_not_hold_the_seats_up(data_dir, clock):
    with LocalServer(data_dir, clock=clock, **FAST) as server:
        code, seats, _ = start_pair(server, months=2)
        sleepers = [RawClient(server.url, source=f"127.0.0.{2 + n}") for n in range(4)]
        for sleeper in sleepers:
            sleeper.hello()
            sleeper.send({"type": "watch", "code": code})  # and never read again
        play_raw(seats)
        assert seats[0].view["phase"] == seats[1].view["phase"] == "match_over"
        room = server.call(lambda s: s.rooms[code].public(s.clock()))
        assert [seat["connected"] for seat in room["seats"]] == [True, True]


def test_room_creation_is_limited_per_address(data_dir, clock):
    quota_clock = FakeClock(0.0)
    limits = ServerLimits(room_burst=4, rooms_per_minute=6)
    options = dict(FAST, rate_clock=quota_clock, limits=limits)
    with LocalServer(data_dir, clock=clock, **options) as server:
        creator = RawClient(server.url)
        creator.hello()
        answers = []
        for _ in range(6):
            creator.send({"type": "create_room"})
            answers.append(creator.until("room_created" if len(answers) < 4 else "error"))
        assert [a["type"] for a in answers] == ["room_created"] * 4 + ["error"] * 2
        assert {a.get("code") for a in answers[4:]} == {"too_many_rooms"}
        elsewhere = RawClient(server.url, source="127.0.0.2")
        elsewhere.hello()
        elsewhere.send({"type": "create_room"})
        assert elsewhere.until("room_created")["seat"] == 0
        quota_clock.advance(10)  # one more room every ten seconds
        creator.send({"type": "create_room"})
        assert creator.until("room_created")["seat"] == 0
        creator.send({"type": "create_room"})
        assert creator.until("error")["code"] == "too_many_rooms"
        assert server.call(lambda s: len(s.rooms)) == 6


def guess(client: RawClient, n: int) -> dict:
    code = "".join(ALPHABET[(n * 7 + k) % len(ALPHABET)] for k in range(8))
    client.send({"type": "join", "code": code})
    return client.until("error")


def test_guessing_room_codes_is_struck_then_closed(data_dir, clock):
    quota_clock = FakeClock(0.0)
    limits = ServerLimits(guesses_per_connection=5, guess_burst=8, guesses_per_minute=6)
    options = dict(FAST, rate_clock=quota_clock, limits=limits)
    with LocalServer(data_dir, clock=clock, **options) as server:
        code, seats, _ = start_pair(server)
        first = RawClient(server.url, source="127.0.0.9")
        first.hello()
        assert [guess(first, n)["code"] for n in range(5)] == ["no_room"] * 5
        assert first.closed_with() == (1008, GUESSING)  # five on one link
        second = RawClient(server.url, source="127.0.0.9")
        second.hello()
        assert [guess(second, n)["code"] for n in range(5, 8)] == ["no_room"] * 3
        assert second.closed_with() == (1008, GUESSING)  # the address's eight are spent
        third = RawClient(server.url, source="127.0.0.9")
        third.hello()
        third.send({"type": "watch", "code": code})  # even a real code, until it refills
        refusal = third.until("error")
        assert (refusal["code"], refusal["message"]) == ("too_many_guesses", GUESSING)
        assert third.closed_with() == (1008, GUESSING)
        friend = RawClient(server.url, source="127.0.0.10")  # another address is not held up
        friend.hello()
        friend.send({"type": "watch", "code": code})
        assert friend.until("snapshot")["match"] == 1
        quota_clock.advance(20)  # two guesses' worth refilled
        fourth = RawClient(server.url, source="127.0.0.9")
        fourth.hello()
        fourth.send({"type": "watch", "code": code})
        assert fourth.until("snapshot")["match"] == 1
        play_raw(seats, stop=lambda s: s[0].seq > 20)  # the room itself never noticed
