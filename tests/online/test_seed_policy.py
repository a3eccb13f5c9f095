"""A host who picks the seed must not know the friend's hand: a client's seed is kept only
when every seat is that same client (scripts, tests) or on a server started with
``--allow-client-seed``; a ranked room never takes one."""

from __future__ import annotations

from game.online.server.local import LocalServer
from game.online.wire.games import GAMES, MatchSettings
from game.online.wire.wire_views import merged_view
from tests.online.support import RawClient, hands_of

SEED = 7


def predicted_hands(months: int = 12) -> list[list[str]]:
    """Both hands of the first deal of a match dealt from SEED, as a host could work out."""
    settings = MatchSettings.from_json({"overrides": {"months": months}})
    state = GAMES["koikoi"].new_match(settings, SEED)
    view = {seat: merged_view(sent) for seat, sent in GAMES["koikoi"].views(state, [0, 1]).items()}
    return [hands_of(view[0]["table"])[0], hands_of(view[1]["table"])[1]]


def seeded_room(url: str, host_client: str, guest_client: str, **extra) -> tuple[dict, dict]:
    """A host asks for SEED, a guest joins: (the guest's first view, the room it saw)."""
    host = RawClient(url)
    host.hello(client=host_client)
    host.send({"type": "create_room", "settings": {"overrides": {"months": 12}}, "seed": SEED})
    code = host.until("room_created")["code"]
    guest = RawClient(url)
    guest.hello(client=guest_client)
    guest.send({"type": "join", "code": code, **extra})
    room = guest.until("room")["room"]
    view = merged_view(guest.until("events")["view"])["table"]  # its own hand put in
    host.close()
    guest.close()
    return view, room


def test_a_friends_hand_is_never_dealt_from_the_hosts_seed(data_dir, clock):
    with LocalServer(data_dir, clock=clock) as server:
        view, room = seeded_room(server.url, "host-program", "friend-program")
    assert hands_of(view)[1] != predicted_hands()[1]
    assert room["seed_chosen_by_host"] is False


def test_one_client_in_every_seat_keeps_its_seed(data_dir, clock):
    with LocalServer(data_dir, clock=clock) as server:
        view, room = seeded_room(server.url, "script-program", "script-program")
    assert hands_of(view)[1] == predicted_hands()[1]
    assert room["seed_chosen_by_host"] is True


def test_a_server_started_for_tests_keeps_any_clients_seed(data_dir, clock):
    with LocalServer(data_dir, clock=clock, allow_client_seed=True) as server:
        view, _ = seeded_room(server.url, "host-program", "friend-program")
    assert hands_of(view)[1] == predicted_hands()[1]


def test_a_ranked_room_refuses_a_seed(data_dir, clock):
    with LocalServer(data_dir, clock=clock) as server:
        host = RawClient(server.url)
        host.hello()
        host.send({"type": "leaderboard_register", "name": "Hikari"})
        secret = host.until("leaderboard_registered")["secret"]
        ranked = {"name": "Hikari", "secret": secret}
        host.send({"type": "create_room", "seed": SEED, "ranked": ranked})
        refusal = host.until("error")
        assert (refusal["code"], refusal["about"]) == ("seed_refused", "create_room")
        assert server.call(lambda s: len(s.rooms)) == 0
        register = RawClient(server.url)  # a ranked friend joining a seeded room
        register.hello(client="friend-program")
        register.send({"type": "leaderboard_register", "name": "Ren"})
        friend_secret = register.until("leaderboard_registered")["secret"]
        register.close()
        view, room = seeded_room(
            server.url,
            "friend-program",
            "friend-program",
            ranked={"name": "Ren", "secret": friend_secret},
        )
    assert hands_of(view)[1] != predicted_hands()[1]
    assert room["seed_chosen_by_host"] is False
