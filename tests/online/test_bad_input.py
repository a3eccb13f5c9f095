"""Bad input never hurts a room: an error reply or a closed link, the match unchanged, the
other seat unaffected, and no traceback or error in the server's log."""

from __future__ import annotations

import logging

import pytest
from websockets.exceptions import ConnectionClosed

from game.engine.koikoi.positions import state_snapshot
from game.online.server.local import LocalServer
from game.online.wire.protocol import MAX_STRIKES, RATE_BURST
from tests.online.support import RawClient, create_room, hands_of, play_raw, start_pair


@pytest.fixture
def table(server):
    code, seats, _ = start_pair(server, seed=3)
    play_raw(seats, stop=lambda s: s[0].seq > 12)
    return code, seats


def snapshot(server, code):
    return server.call(lambda s: state_snapshot(s.rooms[code].match.state))


def error_of(client: RawClient, frame) -> dict:
    client.send(frame)
    reply = client.until("error")
    return reply


def test_garbage_frames_get_error_replies(server, table, caplog):
    caplog.set_level(logging.INFO)
    code, seats = table
    before = snapshot(server, code)
    attacker = RawClient(server.url)
    assert error_of(attacker, {"type": "join", "code": code})["code"] == "hello_first"
    attacker.hello()
    for frame, expected in (
        ("{not json", "bad_json"),
        (b"\x00\x01binary", "binary_frame"),
        ("[1, 2, 3]", "bad_message"),
        ('{"no": "type"}', "bad_message"),
        ('{"type": 5}', "bad_message"),
        ({"type": "launch_missiles"}, "unknown_type"),
        ({"type": "_on_action"}, "unknown_type"),
        ({"type": "action", "seq": 1, "action": {"play": "1-1"}}, "no_room"),
        ({"type": "join", "code": "0000-0000"}, "bad_code"),
        ({"type": "join", "code": 12345}, "bad_code"),
        ({"type": "join", "code": "ZZZZ-ZZZZ"}, "no_room"),
        ({"type": "create_room", "settings": {"preset": "nope"}}, "bad_settings"),
        ({"type": "create_room", "settings": {"overrides": {"goko": -1}}}, "bad_settings"),
        ({"type": "create_room", "settings": {"overrides": {"bogus": 1}}}, "bad_settings"),
        ({"type": "create_room", "settings": {"game": "chess"}}, "bad_settings"),
        ({"type": "create_room", "settings": {"seats": 3}}, "bad_settings"),
        ({"type": "create_room", "settings": [1]}, "bad_settings"),
        ({"type": "create_room", "seed": "x"}, "bad_message"),
        ({"type": "leaderboard_top", "limit": "all"}, "bad_message"),
        ({"type": "get_record"}, "no_room"),
        ({"type": "rematch"}, "no_room"),
    ):
        assert error_of(attacker, frame)["code"] == expected, frame
    attacker.close()
    assert snapshot(server, code) == before
    play_raw(seats)  # the seats play on to the end
    assert seats[0].view["phase"] == "match_over"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert "Traceback" not in caplog.text


def test_refused_actions_leave_the_match_as_it_was(server, table):
    code, seats = table
    actor = seats[0].view["current"]
    mover, waiter = seats[actor], seats[1 - actor]
    before = snapshot(server, code)
    legal = mover.view["legal"][0]
    hand = set(hands_of(mover.view)[actor])
    foreign = next(c for c in ("1-1", "2-1", "3-1", "8-1", "11-1", "12-1") if c not in hand)
    for client, message, expected in (
        (waiter.client, {"type": "action", "seq": waiter.seq, "action": legal}, "not_your_turn"),
        (mover.client, {"type": "action", "seq": mover.seq, "action": {"play": foreign}}, None),
        (mover.client, {"type": "action", "seq": mover.seq, "action": {"koikoi": 1}}, "bad_action"),
        (mover.client, {"type": "action", "seq": mover.seq, "action": "play"}, "bad_action"),
        (mover.client, {"type": "action", "seq": mover.seq - 1, "action": legal}, "stale"),
        (mover.client, {"type": "action", "action": legal}, "bad_message"),
    ):
        reply = error_of(client, message)
        assert reply["code"] == (expected or reply["code"]) and reply["about"] == "action"
        if expected is None:
            assert reply["code"] in ("illegal_action", "bad_action") and foreign in reply["message"]
    assert snapshot(server, code) == before
    applied = {"type": "action", "seq": mover.seq, "action": legal}
    mover.client.send(applied)
    for raw in seats:
        raw.wait_events()
    after = snapshot(server, code)
    assert error_of(mover.client, applied)["code"] in ("stale", "not_your_turn")  # a replay
    assert snapshot(server, code) == after


def test_spectators_cannot_act(server, table):
    code, seats = table
    watcher = RawClient(server.url)
    watcher.hello()
    watcher.send({"type": "watch", "code": code})
    snap = watcher.until("snapshot")
    table = snap["view"]["table"]
    assert hands_of(table) == [None, None] and table["legal"] == [] and snap["view"]["seat"] is None
    legal = {"play": "1-1"}
    assert (
        error_of(watcher, {"type": "action", "seq": snap["seq"], "action": legal})["code"]
        == "not_seated"
    )
    assert error_of(watcher, {"type": "rematch"})["code"] == "not_seated"
    third = RawClient(server.url)  # a third person with the link watches too
    third.hello()
    third.send({"type": "join", "code": code})
    assert third.until("watching")["code"] == code


def test_wrong_protocol_version_is_refused(server):
    client = RawClient(server.url)
    client.send({"type": "hello", "v": 99})
    assert client.until("error")["code"] == "version"
    with pytest.raises(ConnectionClosed):
        client.recv(5)
    assert client.ws.close_code == 4003


def test_an_oversize_frame_closes_the_link(server, table):
    code, seats = table
    before = snapshot(server, code)
    client = RawClient(server.url)
    client.hello()
    client.send('{"type": "hello", "pad": "' + "x" * 20_000 + '"}')
    with pytest.raises(ConnectionClosed):
        client.recv(5)
    assert client.ws.close_code == 1009
    assert snapshot(server, code) == before


def test_a_flood_is_refused_then_disconnected(data_dir, clock, caplog):
    # the default limits, on a frozen clock: the bucket never refills during the flood
    with LocalServer(data_dir, clock=clock, rate_clock=lambda: 0.0) as limited:
        host, code, _ = create_room(limited.url)
        flooder = RawClient(limited.url)
        flooder.hello()
        for _ in range(int(RATE_BURST) - 1 + MAX_STRIKES):  # exactly enough to be closed
            flooder.send({"type": "leaderboard_top"})
        replies = []
        with pytest.raises(ConnectionClosed):
            for _ in range(1000):
                replies.append(flooder.recv(5))
        assert flooder.ws.close_code == 1008
        refused = [r for r in replies if r.get("code") == "rate_limited"]
        served = [r for r in replies if r["type"] == "leaderboard"]
        assert len(refused) == MAX_STRIKES and len(served) == RATE_BURST - 1  # hello took one
        host.send({"type": "leaderboard_top"})  # the other connection is unaffected
        assert host.until("leaderboard")["entries"] == []
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
