"""The protocol's message types: one StrEnum each way, one dataclass per type, a handler for
every type on both sides, an unknown type an error, and the frames of a real match exactly
what the dataclasses write (the wire format of the protocol is unchanged by them)."""

from __future__ import annotations

import json

import pytest

from game.online.client.model import ClientModel
from game.online.client.problems import refusal
from game.online.client.session import RemoteMatchSession
from game.online.server.room_server import RoomServer
from game.online.wire import messages as msg
from game.online.wire import protocol as wire
from tests.online.support import RawClient, play_raw, start_pair


def test_each_side_has_one_dataclass_and_one_handler_per_type(tmp_path):
    assert set(msg.CLIENT_MESSAGES) == set(msg.ClientType)
    assert set(msg.SERVER_MESSAGES) == set(msg.ServerType)
    assert set(RoomServer(tmp_path / "data").handler_table()) == set(msg.ClientType)
    assert set(ClientModel()._handlers) == set(msg.ServerType)
    assert wire.CLIENT_TYPES == tuple(msg.ClientType)


def test_an_unknown_or_malformed_server_message_is_an_error_not_ignored():
    with pytest.raises(ValueError, match="unknown message type 'surprise'"):
        ClientModel().apply({"type": "surprise"})
    with pytest.raises(ValueError, match="lacks 'seat'"):
        ClientModel().apply({"type": "seated", "code": "K7QF2M9D", "token": "t"})
    with pytest.raises(ValueError, match="seated.seat has the wrong type"):
        ClientModel().apply({"type": "seated", "code": "K7QF2M9D", "seat": "0", "token": "t"})
    with pytest.raises(ValueError, match="must not be true/false"):
        ClientModel().apply({"type": "resumed", "code": "K7QF2M9D", "seat": True})


def test_an_unknown_server_message_reaches_the_session_as_a_bad_server_message():
    session = RemoteMatchSession.__new__(RemoteMatchSession)  # no link: only its folding
    session.model = ClientModel()
    session.connection, session.connection_detail = "connected", ""
    updates = session._fold(("message", {"type": "surprise"}))
    assert [(u.kind, u.data["code"]) for u in updates] == [("error", "bad_server_message")]
    said = refusal("bad_server_message", updates[0].data["message"])
    assert said == "The server sent a message this game cannot read. Is the game up to date?"


def test_an_unknown_client_message_gets_unknown_type(server):
    client = RawClient(server.url)
    client.hello()
    client.send({"type": "surprise"})
    error = client.until("error")
    assert (error["code"], error["about"]) == ("unknown_type", "surprise")


def test_every_frame_of_a_match_is_exactly_what_its_dataclass_writes(server):
    code, seats, _ = start_pair(server, months=1)
    play_raw(seats)
    host = seats[0].client
    host.send({"type": "get_record"})
    host.until("record")
    host.send({"type": "leaderboard_top"})
    host.until("leaderboard")
    host.send({"type": "sync", "match": 0, "last_seq": 0})
    host.until("snapshot")
    frames = [json.loads(frame) for raw in seats for frame in raw.client.frames]
    kinds = {frame["type"] for frame in frames}
    assert {"welcome", "room_created", "seated", "room", "events", "snapshot"} <= kinds
    assert {"record", "leaderboard"} <= kinds
    for frame in frames:
        assert msg.to_wire(msg.from_wire(frame)) == frame
        assert list(msg.to_wire(msg.from_wire(frame))) == list(frame)  # same key order
