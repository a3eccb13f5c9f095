"""The shared store's room loader (no store needed): a stored room comes back with its seats
as stored and its match's numbered events, rebuilt from the seed or carried on from the copy
a process already holds."""

from __future__ import annotations

import json

from game.online.server.rooms import Room
from game.online.server.stored_room import room_from_store
from game.online.wire.games import MatchSettings
from game.online.wire.protocol import compact


def playing_room(decisions: int) -> Room:
    room, _ = Room.create("ABCD2345", MatchSettings(), "Red", 100.0, seed=11)
    room.join("Blue", 101.0)
    for _ in range(decisions):
        state = room.match.state
        room.act(state.current_player(), room.match.seq, state.legal_actions()[0].to_json())
    return room


def stored(room: Room) -> dict:
    return json.loads(json.dumps(room.to_json()))


def test_a_stored_room_comes_back_with_its_seats_and_every_event():
    room = playing_room(6)
    room.set_connected(1, False, 150.0)
    loaded = room_from_store(stored(room), now=200.0)
    assert [seat.connected for seat in loaded.seats] == [True, False]
    assert loaded.seats[1].since == 150.0
    assert loaded.match.seq == room.match.seq
    assert [compact(e) for e in loaded.match.since(0)] == [compact(e) for e in room.match.log]
    assert loaded.match.state.legal_actions() == room.match.state.legal_actions()


def test_a_known_copy_is_carried_on_by_the_decisions_it_lacks():
    behind = playing_room(3)
    ahead = playing_room(7)
    known = behind.match
    loaded = room_from_store(stored(ahead), now=200.0, known=known)
    assert loaded.match is known  # not rebuilt from the seed
    assert known.seq == ahead.match.seq and known.decisions == ahead.match.decisions
    assert [compact(e) for e in known.since(0)] == [compact(e) for e in ahead.match.log]


def test_a_copy_that_went_its_own_way_is_rebuilt():
    stray = playing_room(3)
    state = stray.match.state
    stray.act(state.current_player(), stray.match.seq, state.legal_actions()[-1].to_json())
    ahead = playing_room(5)
    loaded = room_from_store(stored(ahead), now=200.0, known=stray.match)
    assert loaded.match is not stray.match
    assert loaded.match.decisions == ahead.match.decisions
    assert loaded.match.seq == ahead.match.seq
