"""CPU seats beside friends (issue 30): the creator's CPU seats, seed 000's 2-minute rule
generalised (the others hand the away seat to the CPU, its friend takes it back), rematch and
a new link with CPU seats, the settings' checks."""

from __future__ import annotations

import pytest

from game.engine import games
from game.online.server.rooms import OFFER_AFTER
from game.online.wire.games import GameSetupError, MatchSettings
from tests.online.table_support import GameSeat, create, drive, join, over, resume
from tests.online.test_timers import tick, wait_gone

SHORT = {
    games.KOIKOI: {"months": 2},
    games.ROPPYAKKEN: {"target": 200},
    games.HANA_AWASE: {"rounds": 2},
}


def settings(game: str, seats: int, cpu_seats=(), level: str = "easy") -> dict:
    return {
        "game": game,
        "seats": seats,
        "cpu_seats": list(cpu_seats),
        "cpu_level": level,
        "overrides": SHORT[game],
    }


def test_cpu_seats_and_level_are_checked_against_the_game():
    ok = MatchSettings.from_json(settings(games.HANA_AWASE, 4, [3, 1], "expert-fast"))
    assert ok.cpu_seats == (1, 3) and ok.cpu_level == "expert-fast"
    assert ok.to_json()["cpu_seats"] == [1, 3]
    assert MatchSettings.from_json(ok.to_json()) == ok
    assert MatchSettings.from_json({}).cpu_seats == () and MatchSettings().cpu_level == "normal"
    bad = [
        ([0], "easy", "one of 1 to 2"),
        ([3], "easy", "one of 1 to 2"),
        ([1, 1], "easy", "twice"),
        ([True], "easy", "one of 1 to 2"),
        ("1", "easy", "one of 1 to 2"),
        ([1, 2, 3], "easy", "must be a list"),
        ([1], "grandmaster", "unknown CPU level 'grandmaster'"),
        ([1], 3, "unknown CPU level"),
    ]
    for cpu_seats, level, problem in bad:
        with pytest.raises(GameSetupError, match=problem):
            MatchSettings.from_json(settings(games.ROPPYAKKEN, 3, cpu_seats, level))
    with pytest.raises(GameSetupError, match="must be a list"):
        MatchSettings.from_json(dict(settings(games.ROPPYAKKEN, 3), cpu_seats="1"))
    with pytest.raises(GameSetupError, match="unknown CPU level 'beginner'"):
        MatchSettings.from_json(settings(games.ROPPYAKKEN, 3, [1], "beginner"))


def test_a_room_refuses_bad_cpu_seats(server):
    host, _code, _token, _room = create(server.url, settings(games.KOIKOI, 2))
    host.send({"type": "create_room", "settings": settings(games.KOIKOI, 2, [0])})
    refusal = host.until("error")
    assert refusal["code"] == "bad_settings" and "CPU seat" in refusal["message"]


def test_with_every_other_seat_a_cpu_the_match_is_dealt_at_once(server):
    client, code, _token, room = create(server.url, settings(games.HANA_AWASE, 3, [1, 2]))
    assert room["status"] == "playing"
    assert [seat["kind"] for seat in room["seats"]] == ["friend", "cpu", "cpu"]
    assert [seat.get("cpu_level") for seat in room["seats"]] == [None, "easy", "easy"]
    host = GameSeat(client, 0, room=room)
    host.until_view()
    drive([host], over([host]))
    assert server.call(lambda s: s.cpu_moves) > 0
    assert host.view["returns"] == server.call(lambda s: list(s.rooms[code].final_scores()))


def test_a_friend_away_two_minutes_is_handed_to_the_cpu_and_takes_the_seat_back(server, clock):
    chosen = dict(settings(games.ROPPYAKKEN, 3, [2]), overrides={})  # a whole 600 race
    client, code, _token, room = create(server.url, chosen)
    assert room["status"] == "waiting" and room["seats"][1] is None
    assert room["seats"][2]["kind"] == "cpu"
    guest_client, seat, guest_token = join(server.url, code, "Ren")
    assert seat == 1
    host, guest = GameSeat(client, 0, seed=1, room=room), GameSeat(guest_client, 1, seed=2)
    for raw in (host, guest):
        raw.until_view()
    drive([host, guest], lambda: host.seq > 12 and host.view["current"] == 1)
    guest.client.close()
    wait_gone(server, code, 1)
    host.pump(0.1)
    stalled = host.seq
    clock.advance(OFFER_AFTER - 1)
    tick(server)
    host.pump(0.1)
    assert "offer_cpu_game" not in [m["type"] for m in host.messages]
    clock.advance(1)
    tick(server)
    offer = host.wait_for("offer_cpu_game")
    assert offer["absent"] == 1 and offer["away_seconds"] == OFFER_AFTER
    assert host.seq == stalled  # nobody moved for the away seat meanwhile
    host.client.send({"type": "hand_to_cpu"})
    withdrawn = host.wait_for("offer_withdrawn")
    assert withdrawn == {"type": "offer_withdrawn", "back": 1, "handed": True}
    handed = host.wait_for("room")["room"]["seats"][1]
    assert handed["kind"] == "cpu" and handed["cpu_level"] == "easy" and handed["name"] == "Ren"
    # the match goes on: the CPU plays seat 1 at the room's level
    drive([host], lambda: host.seq > stalled + 20)
    seat1_moves = [
        event
        for message in host.messages
        if message["type"] == "events" and message["first_seq"] > stalled
        for event in message["events"]
        if event["type"] == "CardPlayed" and event["player"] == 1
    ]
    assert seat1_moves
    host.client.send({"type": "hand_to_cpu"})
    assert host.wait_for("error")["code"] == "no_offer"
    # the friend comes back: the seat is its own again at once
    drive([host], lambda: host.view["current"] != 1 or host.view["phase"] == "match_over")
    back = GameSeat(resume(server.url, code, guest_token, host.match, 0), 1, seed=3)
    room = host.wait_for("room")["room"]
    while room["seats"][1]["kind"] != "friend":
        room = host.wait_for("room")["room"]
    assert room["seats"][1]["connected"] and "cpu_level" not in room["seats"][1]
    assert not server.call(lambda s: s.rooms[code].seats[1].cpu)
    back.until_view()
    assert back.view["seats"][1]["hand"] is not None

    # when the turn comes to seat 1 again the server waits for its friend
    def seat1_to_play() -> bool:
        back.pump(0.005)
        return back.my_turn() or back.view["phase"] == "match_over"

    drive([host], seat1_to_play)  # only the host acts meanwhile (the CPU seat moves itself)
    assert back.my_turn(), "the match ended before seat 1's turn came again"
    waiting = back.seq
    back.pump(0.3)
    host.pump(0.1)
    assert back.seq == waiting and back.my_turn()
    drive([host, back], over([host, back]))
    assert back.acted is not None and back.acted[1] >= waiting
    final = server.call(lambda s: (s.rooms[code].status, s.rooms[code].seats[1].cpu))
    assert final == ("finished", False)


def test_rematch_and_a_new_link_keep_the_cpu_seats(server):
    client, code, _token, room = create(server.url, settings(games.HANA_AWASE, 3, [2]))
    guest_client, _seat, _guest_token = join(server.url, code)
    seats = [GameSeat(client, 0, seed=1, room=room), GameSeat(guest_client, 1, seed=2)]
    for raw in seats:
        raw.until_view()
    drive(seats, over(seats))
    seats[0].client.send({"type": "rematch"})
    seats[1].client.send({"type": "rematch"})  # the CPU seat does not vote
    drive(seats, lambda: all(raw.match == 2 for raw in seats))
    assert seats[0].view["phase"] != "match_over"
    drive(seats, over(seats))
    seats[0].client.send({"type": "reinvite"})
    created = seats[0].wait_for("room_created")
    fresh = seats[0].wait_for("room")["room"]
    assert created["code"] != code and fresh["status"] == "waiting"
    assert fresh["settings"]["cpu_seats"] == [2] and fresh["seats"][2]["kind"] == "cpu"
    assert fresh["seats"][1] is None


def test_a_session_hands_the_away_seat_over_and_its_offer_is_gone(server, clock):
    from game.online.client.headless import wait_until
    from game.online.client.link import Opening
    from game.online.client.session import RemoteMatchSession

    chosen = settings(games.HANA_AWASE, 3, [2])
    host = RemoteMatchSession(server.url, Opening("create", name="Aki", settings=chosen, seed=3))
    try:
        wait_until(host, lambda: host.code is not None, 10, "the room")
        guest_client, _seat, _token = join(server.url, host.code)
        wait_until(host, lambda: host.view is not None, 10, "the deal")
        guest_client.close()
        wait_gone(server, host.code, 1)
        clock.advance(OFFER_AFTER)
        tick(server)
        wait_until(host, lambda: host.model.offer is not None, 10, "the offer")
        assert host.model.offer["absent"] == 1
        host.hand_to_cpu(1)
        wait_until(host, lambda: host.room["seats"][1]["kind"] == "cpu", 10, "the seat handed over")
        assert host.model.offer is None
        assert host.room["seats"][1]["cpu_level"] == "easy"
        assert server.call(lambda s: s.rooms[host.code].handed) == {1}
    finally:
        host.close()
