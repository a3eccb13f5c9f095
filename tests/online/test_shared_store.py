"""Two room servers on one real Redis (``--store``): a room's seats on different processes,
every decision ordered by the store and seen by both."""

from __future__ import annotations

import pytest

from game.online.server.local import LocalServer
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


def test_a_store_that_stops_answering_refuses_the_action_and_keeps_the_link(redis_server):
    with shared(redis_server) as first:
        host, code, _ = create_room(first.url, months=1, seed=7)
        guest, _, _ = join_room(first.url, code)
        seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
        for raw in seats:
            raw.wait_events()
        redis_server.stop()
        actor = next(raw for raw in seats if raw.my_turn())
        actor.act()
        error = actor.client.until("error", timeout=30)
        assert error["code"] == "store_unavailable"
        actor.client.send({"type": "sync"})  # the link is still served
        assert actor.client.until("error", timeout=30)["code"] == "store_unavailable"
        assert first.call(lambda server: code not in server.rooms)  # nothing half-decided


def test_hundreds_of_commits_at_once_wait_for_a_store_connection(redis_server):
    import asyncio

    from game.online.server.redis_store import PendingWrites, SharedStore
    from game.online.server.rooms import Room
    from game.online.wire.games import MatchSettings

    async def commit_all() -> list:
        store = SharedStore(redis_server.url)
        try:
            commits = []
            for number in range(300):
                room, _ = Room.create(f"ROOM{number:04d}", MatchSettings(), "Red", 0.0)
                writes = PendingWrites()
                writes.save_room(room)
                commits.append(store.commit(writes, {}, {}, {"rooms": []}))
            await asyncio.gather(*commits)
            return [await store.load_room(f"ROOM{n:04d}") for n in (0, 299)]
        finally:
            await store.close()

    stored = asyncio.run(commit_all())
    assert [version for version, _ in stored] == [1, 1]
    assert stored[1][1]["code"] == "ROOM0299"


def test_a_name_registered_on_one_process_is_known_and_taken_on_the_other(redis_server):
    with shared(redis_server) as first, shared(redis_server) as second:
        one, two = RawClient(first.url), RawClient(second.url)
        one.hello()
        two.hello()
        one.send({"type": "leaderboard_register", "name": "Hanako"})
        secret = one.until("leaderboard_registered")["secret"]
        two.send({"type": "leaderboard_register", "name": "hanako"})
        assert two.until("error")["code"] == "bad_name"  # taken, on the other process too
        two.send({"type": "create_room", "ranked": {"name": "Hanako", "secret": secret}})
        assert two.until("room_created")["seat"] == 0  # the claim holds on the other process
