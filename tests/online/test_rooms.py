"""The room model without a network: seats, turns, stale actions, seed 000's timers, storage."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.ai import make_player
from game.engine.koikoi.positions import state_snapshot
from game.online.server.rooms import (
    ABANDONED,
    EMPTY_EXPIRY,
    FINISHED,
    MAX_AGE,
    OFFER_AFTER,
    PLAYING,
    Room,
    RoomError,
)
from game.online.wire.games import MatchSettings

T0 = 1_800_000_000.0


def full_room(months: int = 12, seed: int = 11) -> tuple[Room, list[str]]:
    room, token0 = Room.create(
        "K7QF2M9D", MatchSettings(overrides={"months": months}), "Aki", T0, seed
    )
    seat, token1 = room.join("Ren", T0 + 5)
    assert seat == 1
    return room, [token0, token1]


def play(room: Room, decisions: int | None = None) -> None:
    players = [make_player("easy"), make_player("easy")]
    rng = random.Random(1)
    count = 0
    while room.status == PLAYING and (decisions is None or count < decisions):
        state = room.match.state
        seat = state.current_player()
        action = players[seat].choose(state.information(seat), rng)
        room.act(seat, room.match.seq, action.to_json())
        count += 1


def test_creator_is_red_joiner_blue_then_the_match_starts():
    room, tokens = full_room()
    assert room.status == PLAYING and room.match.number == 1
    assert room.match.seq == len(room.match.state.initial_events()) > 0
    assert [s["colour"] for s in room.public(T0)["seats"]] == ["red", "blue"]
    assert room.seat_of(tokens[0]) == 0 and room.seat_of(tokens[1]) == 1
    assert room.seat_of("forged") is None and room.seat_of(None) is None
    with pytest.raises(RoomError) as refused:
        room.join("Third", T0)
    assert refused.value.code == "room_full"


def test_refused_actions_change_nothing():
    room, _ = full_room()
    state = room.match.state
    seat = state.current_player()
    before = state_snapshot(state)
    seq = room.match.seq
    card = state.legal_actions()[0].to_json()
    for who, at, data, code in (
        (1 - seat, seq, card, "not_your_turn"),
        (seat, seq - 1, card, "stale"),
        (seat, "3", card, "bad_message"),
        (seat, seq, {"play": "nonsense"}, "bad_action"),
        (seat, seq, {"take": card["play"]}, "illegal_action"),
        (seat, seq, {"koikoi": True}, "illegal_action"),
        (seat, seq, ["play"], "bad_action"),
    ):
        with pytest.raises(RoomError) as refused:
            room.act(who, at, data)
        assert refused.value.code == code
    assert state_snapshot(state) == before and room.match.seq == seq
    events, (first, last), entry = room.act(seat, seq, card)
    assert entry == {"match": 1, "n": 0, "action": card}
    assert first == seq + 1 and last == seq + len(events) == room.match.seq


def test_two_minute_offer_and_a_return_cancels_it():
    room, _ = full_room()
    room.set_connected(1, False, T0 + 100)
    assert room.due_offers(T0 + 100 + OFFER_AFTER - 1) == []
    assert room.offer_holders(T0 + 100 + OFFER_AFTER - 1) == []
    assert room.due_offers(T0 + 100 + OFFER_AFTER) == [1]
    assert room.due_offers(T0 + 100 + OFFER_AFTER + 5) == []  # announced once
    assert room.offer_holders(T0 + 230) == [0]
    with pytest.raises(RoomError):
        room.abandon(1, T0 + 230)  # the away seat cannot take the offer
    room.set_connected(1, True, T0 + 240)
    assert room.offer_holders(T0 + 240) == []
    with pytest.raises(RoomError):
        room.abandon(0, T0 + 240)
    room.set_connected(1, False, T0 + 300)
    assert room.due_offers(T0 + 300 + OFFER_AFTER) == [1]
    room.abandon(0, T0 + 300 + OFFER_AFTER)
    assert room.status == ABANDONED
    with pytest.raises(RoomError):
        room.act(0, room.match.seq, {"play": "1-1"})


def test_expiry_thirty_minutes_empty_or_a_day_old():
    room, _ = full_room()
    room.set_connected(0, False, T0 + 10)
    assert room.expiry(T0 + 10 + EMPTY_EXPIRY) is None  # seat 1 is still here
    room.set_connected(1, False, T0 + 20)
    assert room.expiry(T0 + 20 + EMPTY_EXPIRY - 1) is None
    assert room.expiry(T0 + 20 + EMPTY_EXPIRY) == "everyone left 30 minutes ago"
    room.set_connected(0, True, T0 + 25)
    assert room.expiry(T0 + 20 + EMPTY_EXPIRY) is None
    assert room.expiry(T0 + MAX_AGE - 1) is None
    assert room.expiry(T0 + MAX_AGE) == "the room is 24 hours old"


def test_rematch_needs_every_seat_and_starts_match_two():
    room, _ = full_room(months=1)
    with pytest.raises(RoomError):
        room.vote_rematch(0)
    play(room)
    assert room.status == FINISHED and room.match.state.is_terminal()
    assert room.vote_rematch(0) is None and room.status == FINISHED
    events = room.vote_rematch(1)
    assert events and room.status == PLAYING and room.match.number == 2
    assert room.match.seq == len(events)


def test_stored_room_restores_the_exact_position_without_tokens():
    room, tokens = full_room()
    play(room, 37)
    data = room.to_json()
    text = json.dumps(data)
    assert tokens[0] not in text and tokens[1] not in text
    restored = Room.from_json(json.loads(text), T0 + 999)
    assert state_snapshot(restored.match.state) == state_snapshot(room.match.state)
    assert restored.match.seq == room.match.seq and restored.match.since(room.match.seq - 1) is None
    assert restored.seat_of(tokens[1]) == 1
    assert [s.connected for s in restored.seats] == [False, False]
    assert restored.empty_since == T0 + 999
    play(restored, 5)  # and it plays on
    with pytest.raises(ValueError):
        Room.from_json(dict(data, format="other"), T0)
    with pytest.raises(ValueError):
        Room.from_json(dict(data, status="weird"), T0)


def test_wire_events_are_the_engines_dicts_and_come_back_equal():
    from game.engine.events import event_to_dict
    from game.online.wire import protocol

    room, _ = full_room()
    play(room, 60)
    log = room.match.log
    assert {type(e).__name__ for e in log} >= {"Dealt", "CardPlayed", "Captured", "CardDrawn"}
    assert protocol.events_json(log) == [event_to_dict(e) for e in log]
    wire = json.loads(json.dumps(protocol.events_json(log)))
    assert [protocol.event_from_dict(e) for e in wire] == log


def test_friends_who_typed_no_name_are_named_by_their_seats_colour():
    """Two friends joining a four-seat room without a name are not both "Blue"."""
    from game.engine import games

    preset = games.spec(games.HANA_AWASE).default_preset
    settings = MatchSettings(game=games.HANA_AWASE, preset=preset, seats=4)
    room, _ = Room.create("K7QF2M9D", settings, "Aki", T0, 3)
    room.join("", T0 + 1)  # the server's seating passes "" for a friend who typed no name
    room.join("", T0 + 2)
    room.join("Mio", T0 + 3)
    assert [seat.name for seat in room.seats] == ["Aki", "Blue", "Green", "Mio"]
