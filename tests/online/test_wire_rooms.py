"""Rooms of three and four seats over a real loopback server (protocol 3): a whole match of
Roppyakken for 3 and of Hana-awase for 4, every seat played by its game's CPU from the
observation it decoded, a spectator watching; at every position what each seat and the
spectator keep and decode is what the server's match shows them (the table, the results kept
from the round ends, each seat's observation with its public copy)."""

from __future__ import annotations

import pytest

from game.engine import games
from game.engine.events import SPECTATOR
from game.engine.table_view import snapshot
from game.online.wire.wire_views import decode_wire_view, kept_view
from tests.online.support import RawClient, RawSeat, rules_of_room


def seen_by_server(server, code: str, viewers: list[int]) -> dict:
    def look(s):
        state = s.rooms[code].match.state
        return {
            viewer: (
                snapshot(state, viewer),
                None if viewer == SPECTATOR else state.information(viewer),
            )
            for viewer in viewers
        }

    return server.call(look)


@pytest.mark.parametrize(("game", "seats", "length"), [("roppyakken", 3, 1), ("hana-awase", 4, 3)])
def test_a_match_of_three_or_four_seats_shows_each_viewer_what_the_server_holds(
    server, game, seats, length
):
    spec = games.spec(game)
    host = RawClient(server.url)
    host.hello()
    settings = {"game": game, "seats": seats, "overrides": {spec.length_key: length}}
    host.send({"type": "create_room", "settings": settings, "seed": 5})
    code = host.until("room_created")["code"]
    clients = [host]
    for _ in range(seats - 1):
        guest = RawClient(server.url)
        guest.hello()
        guest.send({"type": "join", "code": code})
        guest.until("seated")
        clients.append(guest)
    raw = [RawSeat(client, n, seed=n, game=game) for n, client in enumerate(clients)]
    for seat in raw:
        seat.wait_events()
    watcher = RawClient(server.url)
    watcher.hello()
    watcher.send({"type": "watch", "code": code})
    room = watcher.until("room")["room"]
    first = watcher.until("snapshot")
    watched, kept = kept_view(first["view"], {"results": first["results"]})
    rules = rules_of_room(room)
    steps = checked = 0
    while raw[0].view["phase"] != "match_over":
        if steps % 5 == 0:
            truth = seen_by_server(server, code, [*range(seats), SPECTATOR])
            for seat in raw:
                shown = decode_wire_view(seat.sent, rules)
                table, information = truth[seat.seat]
                assert shown.table == table
                assert shown.seat == information
                assert shown.seat._public.hands == information._public.hands
            assert decode_wire_view(watched, rules).table == truth[SPECTATOR][0]
            checked += 1
        [actor] = [seat for seat in raw if seat.my_turn()]
        actor.act()
        for seat in raw:
            seat.wait_events()
        message = watcher.until("events")
        watched, kept = kept_view(message["view"], kept)
        steps += 1
        assert steps < 3000
    final = seen_by_server(server, code, [SPECTATOR])[SPECTATOR][0]
    assert decode_wire_view(watched, rules).table == final and len(final.results) >= 1
    assert checked >= 3 and steps > 20
