"""Two room servers on one real Redis (``--store``): a room's seats on different processes,
every decision ordered by the store and seen by both."""

from __future__ import annotations

import pytest

from game.online.local import LocalServer
from tests.online.support import RawClient, RawSeat, create_room, join_room, play_raw

pytestmark = pytest.mark.usefixtures("redis_server")


def shared(redis_server) -> LocalServer:
    return LocalServer(store=redis_server.url, rate=5000.0, burst=10000.0, allow_client_seed=True)


def final_scores(client: RawClient) -> list[int]:
    client.send({"type": "get_record"})
    return client.until("record")["record"]["final_scores"]


def play_pair(host_url: str, guest_url: str, months: int) -> tuple[list[RawSeat], str]:
    host, code, _ = create_room(host_url, months=months, seed=7)
    guest, _, _ = join_room(guest_url, code)
    seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
    for raw in seats:
        raw.wait_events()
    play_raw(seats)
    return seats, code


def test_a_room_split_over_two_processes_plays_as_on_one(redis_server, tmp_path):
    with LocalServer(tmp_path / "alone", rate=5000.0, burst=10000.0) as alone:
        seats, _ = play_pair(alone.url, alone.url, months=2)
        expected = final_scores(seats[0].client)
        for raw in seats:
            raw.client.close()
    with shared(redis_server) as first, shared(redis_server) as second:
        seats, code = play_pair(first.url, second.url, months=2)
        assert final_scores(seats[0].client) == expected
        assert final_scores(seats[1].client) == expected
        assert seats[0].seq == seats[1].seq  # both processes sent every event
        in_first = first.call(lambda server: server.versions[code])
        in_second = second.call(lambda server: server.versions[code])
        assert in_first == in_second  # one order: the store's


def test_an_action_replayed_on_the_other_process_is_refused_as_stale(redis_server):
    with shared(redis_server) as first, shared(redis_server) as second:
        host, code, token0 = create_room(first.url, months=1, seed=7)
        guest, _, token1 = join_room(second.url, code)
        seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
        for raw in seats:
            raw.wait_events()
        actor = next(raw for raw in seats if raw.my_turn())
        message = actor.act()
        for raw in seats:
            raw.wait_events()
        other = second if actor.seat == 0 else first
        twin = RawClient(other.url)
        twin.hello()
        twin.send({"type": "resume", "code": code, "token": (token0, token1)[actor.seat]})
        twin.until("resumed")
        twin.send(message)  # the same decision again, on the other process
        assert twin.until("error")["code"] in ("stale", "not_your_turn")
        for server in (first, second):
            count = server.call(lambda s: len(s.rooms[code].match.decisions))
            assert count == 1


def test_notes_lost_while_the_store_link_broke_are_caught_up(redis_server):
    import redis

    with shared(redis_server) as first, shared(redis_server) as second:
        host, code, _ = create_room(first.url, months=1, seed=7)
        guest, _, _ = join_room(second.url, code)
        seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
        for raw in seats:
            raw.wait_events()
        with redis.Redis.from_url(redis_server.url) as store:
            assert store.client_kill_filter(_type="pubsub") == 2  # both processes' note links
        play_raw(seats)
        assert final_scores(seats[1].client) == final_scores(seats[0].client)
        assert seats[0].seq == seats[1].seq
