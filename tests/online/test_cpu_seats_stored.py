"""CPU seats kept: in the room file (a server restart), in the shared store (a room split
over two processes on one real Redis), and on the leaderboard (a seat the CPU played for a
while counts its losses, never its wins)."""

from __future__ import annotations

import json

import pytest

from game.online.server.leaderboard import Leaderboard
from game.online.server.local import LocalServer
from game.online.server.rooms import OFFER_AFTER, Room, RoomError
from game.online.server.stored_room import room_from_store
from game.online.wire.games import MatchSettings
from tests.online.table_support import ROPPYAKKEN_WITH_A_CPU, GameSeat, create, drive, join, over

SETTINGS = ROPPYAKKEN_WITH_A_CPU


def handed_room() -> Room:
    """A roppyakken room for three: seat 2 a CPU seat, seat 1 a friend handed to the CPU."""
    settings = MatchSettings.from_json(SETTINGS)
    room, _ = Room.create("ABCD2345", settings, "Red", 100.0, seed=11)
    assert room.match is None and room.seats[2].cpu and not room.seats[2].friend
    room.join("Blue", 101.0)
    room.set_connected(1, False, 102.0)
    later = 102.0 + OFFER_AFTER
    for wrong in (True, 2, 0, "1"):  # only an away friend's seat may be handed over
        with pytest.raises(RoomError, match="is not away"):
            room.hand_to_cpu(0, later, wrong)
    with pytest.raises(RoomError, match="not offered"):
        room.hand_to_cpu(1, later)  # the away seat itself may not
    assert room.hand_to_cpu(0, later, 1) == [1]
    return room


def test_the_room_file_keeps_the_cpu_seats_and_the_handed_seat():
    room = handed_room()
    data = json.loads(json.dumps(room.to_json()))
    assert data["settings"]["cpu_seats"] == [2] and data["settings"]["cpu_level"] == "normal"
    assert data["seats"][2]["digest"] == "" and data["seats"][2]["cpu"] is True
    assert data["seats"][1]["cpu"] is True and len(data["seats"][1]["digest"]) == 64
    assert data["handed"] == [1]
    restarted = Room.from_json(data, now=500.0)
    assert [seat.cpu for seat in restarted.seats] == [False, True, True]
    assert [seat.connected for seat in restarted.seats] == [False, False, True]
    assert restarted.handed == {1}
    assert restarted.cpu_seat() == room.cpu_seat()
    public = restarted.public(500.0)["seats"]
    assert [seat["kind"] for seat in public] == ["friend", "cpu", "cpu"]
    shared = room_from_store(data, now=500.0)
    assert [seat.cpu for seat in shared.seats] == [False, True, True]
    assert shared.settings == room.settings and shared.handed == {1}
    assert restarted.take_back(1) and not restarted.seats[1].cpu
    assert not restarted.take_back(2)  # a CPU seat has no friend to come back


def test_a_seat_the_cpu_played_counts_its_losses_never_its_wins(server):
    board = server.call(lambda s: s.board)
    names = {}
    for name in ("Akiko", "Benkei"):
        names[name] = server.call(lambda s, n=name: s.board.register(n))
    room = handed_room()
    room.seats[0].ranked_name, room.seats[1].ranked_name = "Akiko", "Benkei"
    room.start_match()
    state = room.match.state
    while not state.is_terminal():
        room.act(state.current_player(), room.match.seq, state.legal_actions()[0].to_json())
    scores = room.final_scores()
    server.call(lambda s: s.rooms.__setitem__(room.code, room))
    server.call(lambda s: s._match_over(room))
    entries = {e["name"]: e for e in server.call(lambda s: s.board.top(10))}
    winner = scores.index(max(scores))
    assert isinstance(board, Leaderboard)
    assert entries["Akiko"]["matches"] == 1
    # Benkei's seat was handed to the CPU: recorded if it lost, left out if it won
    assert entries["Benkei"]["matches"] == (0 if winner == 1 else 1)
    assert entries["Benkei"]["wins"] == 0


def _play(host_url: str, guest_url: str) -> tuple[list[int], str]:
    client, code, _token, room = create(host_url, SETTINGS, seed=99)
    guest_client, _seat, _token1 = join(guest_url, code)
    seats = [GameSeat(client, 0, seed=1, room=room), GameSeat(guest_client, 1, seed=2)]
    for raw in seats:
        raw.until_view()
    drive(seats, over(seats))
    assert seats[0].seq == seats[1].seq
    return seats[0].view["returns"], code


@pytest.mark.usefixtures("redis_server")
def test_a_cpu_seat_plays_the_same_over_two_processes_on_one_store(redis_server, tmp_path):
    options = {"rate": 5000.0, "burst": 10000.0, "allow_client_seed": True}
    with LocalServer(tmp_path / "alone", **options) as alone:
        expected, _ = _play(alone.url, alone.url)
        moves = alone.call(lambda s: s.cpu_moves)
    assert moves > 0
    with (
        LocalServer(store=redis_server.url, **options) as first,
        LocalServer(store=redis_server.url, **options) as second,
    ):
        scores, code = _play(first.url, second.url)
        assert scores == expected  # the CPU decides from the seed and the position alone
        stored = first.call(lambda s: s.rooms[code].settings.cpu_seats)
        assert stored == (2,)
