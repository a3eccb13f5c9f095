"""Seed 000's timers on a fake clock: the 2-minute CPU offer, 30 minutes empty, 24 hours."""

from __future__ import annotations

import json
import time

import pytest
from websockets.exceptions import ConnectionClosed

from game.online.server.rooms import EMPTY_EXPIRY, MAX_AGE, OFFER_AFTER
from tests.online.support import RawClient, play_raw, start_pair


def wait_gone(server, code: str, seat: int) -> None:
    """Bounded wait until the server has seen a closed seat's connection go."""
    for _ in range(500):
        if not server.call(lambda s: s.rooms[code].seats[seat].connected):
            return
        time.sleep(0.01)
    raise AssertionError(f"seat {seat} still looks connected")


def tick(server) -> None:
    server.call(lambda s: s.run_timers())


def types(messages) -> list[str]:
    return [m["type"] for m in messages]


def test_two_minutes_away_offers_a_cpu_game_that_ends_the_match(server, clock, data_dir):
    code, seats, _ = start_pair(server)
    play_raw(seats, stop=lambda s: s[0].seq > 10)
    seats[1].client.close()
    wait_gone(server, code, 1)
    clock.advance(OFFER_AFTER - 1)
    tick(server)
    assert "offer_cpu_game" not in types(seats[0].client.drain())
    clock.advance(1)
    tick(server)
    offer = seats[0].client.until("offer_cpu_game")
    assert offer["absent"] == 1 and offer["away_seconds"] == OFFER_AFTER
    tick(server)
    assert "offer_cpu_game" not in types(seats[0].client.drain())  # offered once
    seats[0].client.send({"type": "accept_cpu_game"})
    abandoned = seats[0].client.until("match_abandoned")
    assert abandoned["absent"] == [1] and abandoned["by"] == 0
    assert seats[0].client.until("room")["room"]["status"] == "abandoned"
    seats[0].client.send({"type": "action", "seq": seats[0].seq, "action": {"koikoi": False}})
    assert seats[0].client.until("error")["code"] == "no_match"
    server.call(lambda s: s.store.flush())
    record = json.loads((data_dir / "records" / f"{code}-1.json").read_text())
    assert record["abandoned"] == {"by": 0, "absent": [1]} and record["final_scores"] is None


def test_a_return_withdraws_the_offer(server, clock):
    code, seats, tokens = start_pair(server)
    seats[1].client.close()
    wait_gone(server, code, 1)
    clock.advance(OFFER_AFTER + 30)
    tick(server)
    seats[0].client.until("offer_cpu_game")
    back = RawClient(server.url)
    back.hello()
    back.send({"type": "resume", "code": code, "token": tokens[1], "match": 1, "last_seq": 0})
    back.until("resumed")
    assert seats[0].client.until("offer_withdrawn")["back"] == 1
    seats[0].client.send({"type": "accept_cpu_game"})
    assert seats[0].client.until("error")["code"] == "no_offer"


def test_a_room_empty_for_thirty_minutes_is_deleted(server, clock, data_dir):
    code, seats, tokens = start_pair(server)
    for raw in seats:
        raw.client.close()
    wait_gone(server, code, 0)
    wait_gone(server, code, 1)
    server.call(lambda s: s.store.flush())
    path = data_dir / "rooms" / f"{code}.json"
    assert path.exists()
    clock.advance(EMPTY_EXPIRY - 1)
    tick(server)
    assert server.call(lambda s: code in s.rooms)
    clock.advance(1)
    tick(server)
    assert not server.call(lambda s: code in s.rooms)
    server.call(lambda s: s.store.flush())
    assert not path.exists()
    late = RawClient(server.url)
    late.hello()
    late.send({"type": "resume", "code": code, "token": tokens[0], "match": 1, "last_seq": 0})
    assert late.until("error")["code"] == "no_room"


def test_a_room_is_deleted_after_a_day_even_in_play(server, clock):
    code, seats, _ = start_pair(server)
    watcher = RawClient(server.url)
    watcher.hello()
    watcher.send({"type": "watch", "code": code})
    watcher.until("snapshot")
    clock.advance(MAX_AGE - 1)
    tick(server)
    assert server.call(lambda s: code in s.rooms)
    clock.advance(1)
    tick(server)
    for client in (seats[0].client, seats[1].client, watcher):
        closed = client.until("room_closed")
        assert closed["reason"] == "the room is 24 hours old"
        with pytest.raises(ConnectionClosed):
            client.recv(5)
        assert client.ws.close_code == 4002


def test_rematch_and_a_new_link(server):
    code, seats, _ = start_pair(server, months=1)
    play_raw(seats)
    assert seats[0].client.until("room")["room"]["status"] == "finished"
    seats[0].client.send({"type": "rematch"})
    room = seats[1].client.room_until(lambda room: room["rematch_votes"])
    assert room["rematch_votes"] == [0] and room["status"] == "finished"
    seats[1].client.send({"type": "rematch"})
    for raw in seats:
        first = raw.wait_events()
        while first["match"] != 2:
            first = raw.wait_events()
        assert first["first_seq"] == 1 and first["view"]["table"]["month"] == 1
    play_raw(seats)
    seats[0].client.send({"type": "reinvite"})
    created = seats[0].client.until("room_created")
    assert created["code"] != code and created["seat"] == 0
    fresh = seats[0].client.until("room")["room"]
    assert fresh["code"] == created["code"] and fresh["status"] == "waiting"
    assert fresh["settings"]["overrides"] == {"months": 1}
    seats[1].client.room_until(lambda room: not room["seats"][0]["connected"])
