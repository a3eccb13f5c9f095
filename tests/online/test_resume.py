"""A dropped seat resumes in every phase: with its token only, with the events it missed or a
fresh snapshot, and what it then sees equals the server's own view for that seat."""

from __future__ import annotations

import pytest
from websockets.exceptions import ConnectionClosed

from game.online.server import rooms
from game.online.wire.wire_views import merged_view
from tests.online.leaks import Truth, scan
from tests.online.support import RawClient, RawSeat, create_room, play_raw, start_pair

PHASES = {"play": ("play",), "take": ("take_play", "take_draw"), "decide": ("decide",)}


def position(view: dict) -> dict:
    """A view as sent, without what the client keeps from earlier frames (protocol 3: the
    outcomes of the rounds its events ended, the last round's end a snapshot's view has),
    the viewer's own part put in."""
    view = merged_view(view)
    table = {k: v for k, v in view["table"].items() if k != "last_round"}
    return {"table": table, "seat": view["seat"]}


def server_view(server, code: str, seat: int) -> dict:
    def view(s):
        room = s.rooms[code]
        return position(room.game.view(room.match.state, seat))

    return server.call(view)


def resume(server, code: str, token: str, match: int, last_seq: int) -> RawClient:
    client = RawClient(server.url)
    client.hello()
    client.send(
        {"type": "resume", "code": code, "token": token, "match": match, "last_seq": last_seq}
    )
    return client


@pytest.mark.parametrize("phase", PHASES)
def test_resume_in_every_phase(server, phase):
    code, seats, tokens = start_pair(server)
    play_raw(seats, stop=lambda s: s[0].view["phase"] in PHASES[phase])
    actor = seats[0].view["current"]
    other = 1 - actor
    dropped = seats[actor]
    match, seq = dropped.match, dropped.seq
    if phase == "decide":
        dropped.client.ws.socket.close()  # an abrupt drop: no closing handshake
    else:
        dropped.client.close()
    away = seats[other].client.until("room")
    assert away["room"]["seats"][actor]["connected"] is False

    # forged tokens, and the real token of a seat in another room, open nothing
    elsewhere, _, foreign = create_room(server.url)
    for wrong in ("forged-" + tokens[actor][7:], tokens[actor][::-1], foreign, None):
        intruder = resume(server, code, wrong, match, seq)
        refusal = intruder.until("error")
        assert refusal["code"] == "bad_token"
        intruder.close()
    assert server.call(lambda s: s.rooms[code].seats[actor].connected) is False

    # the right token: nothing was missed, so the old view stands and equals the server's
    back = resume(server, code, tokens[actor], match, seq)
    assert back.until("resumed")["seat"] == actor
    room = back.until("room")["room"]
    assert room["seats"][actor]["connected"] is True
    assert position(dropped.sent) == server_view(server, code, actor)
    assert seats[other].client.until("room")["room"]["seats"][actor]["connected"] is True
    seats[actor] = RawSeat(back, actor, seed=3)
    seats[actor].match, seats[actor].seq = match, seq
    seats[actor].sent, seats[actor].view = dropped.sent, dropped.view
    seats[actor].kept = dropped.kept
    seats[actor].room = room
    seats[actor].act()  # the phase's own decision is accepted after the resume
    for raw in seats:
        raw.wait_events()
    assert position(seats[actor].sent) == server_view(server, code, actor)


def test_missed_events_or_a_snapshot(server, monkeypatch):
    monkeypatch.setattr(rooms, "REPLAY_LIMIT", 100_000)
    code, seats, tokens = start_pair(server, seed=21)
    play_raw(seats, stop=lambda s: s[0].seq > 30 and s[0].view["current"] == 0)
    away = seats[1]
    match, seq = away.match, away.seq
    away.client.close()
    seats[0].client.until("room")
    for _ in range(6):  # seat 0 plays on alone until it is seat 1's turn again
        if seats[0].view["current"] != 0:
            break
        seats[0].act()
        seats[0].wait_events()
    assert seats[0].seq > seq
    back = resume(server, code, tokens[1], match, seq)
    missed = back.until("events")
    assert missed["first_seq"] == seq + 1 and missed["last_seq"] == seats[0].seq
    assert position(missed["view"]) == server_view(server, code, 1)

    fresh = resume(server, code, tokens[1], 0, 0)  # a client that forgot everything
    snapshot = fresh.until("snapshot")
    assert snapshot["seq"] == seats[0].seq
    assert position(snapshot["view"]) == server_view(server, code, 1)
    kinds = [e["type"] for e in snapshot["events"]]
    assert kinds[:2] == ["RoundStarted", "Dealt"]
    assert snapshot["events"][1]["hands"][0] is None and snapshot["events"][1]["stock"] is None
    log = server.call(lambda s: list(s.rooms[code].match.log))
    truth = Truth(log)
    assert scan(back.frames, truth, 1, log) > 0
    assert scan(fresh.frames, truth, 1, log) > 0


def test_a_second_connection_takes_the_seat_over(server):
    code, seats, tokens = start_pair(server)
    newer = resume(server, code, tokens[0], seats[0].match, seats[0].seq)
    assert newer.until("resumed")["seat"] == 0
    with pytest.raises(ConnectionClosed):  # the older link is closed with 4001
        seats[0].client.until("nothing", timeout=5)
    assert seats[0].client.ws.close_code == 4001
    assert server.call(lambda s: s.rooms[code].seats[0].connected) is True
