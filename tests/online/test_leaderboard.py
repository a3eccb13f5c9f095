"""The opt-in leaderboard: a name and its secret, ranking points for finished matches."""

from __future__ import annotations

from game.online.server.leaderboard import POINTS_WIN, Leaderboard
from game.online.server.local import LocalServer
from tests.online.support import RawClient, RawSeat, play_raw, scores_of


def register(client: RawClient, name: str) -> dict:
    client.send({"type": "leaderboard_register", "name": name})
    return client.until("leaderboard_registered")


def test_names_are_unique_and_need_their_secret(server):
    client = RawClient(server.url)
    client.hello()
    aki = register(client, "  Aki   the  Bold ")
    assert aki["name"] == "Aki the Bold" and len(aki["secret"]) >= 32
    for name in ("aki THE bold", "ab", "x" * 30, 7):
        client.send({"type": "leaderboard_register", "name": name})
        assert client.until("error")["code"] == "bad_name"
    client.send(
        {
            "type": "create_room",
            "settings": {},
            "ranked": {"name": "Aki the Bold", "secret": "guess"},
        }
    )
    assert client.until("error")["code"] == "bad_ranked"


def test_a_finished_match_earns_ranking_points(data_dir, clock):
    with LocalServer(data_dir, clock=clock, rate=5000.0) as server:
        host = RawClient(server.url)
        host.hello()
        aki = register(host, "Aki")
        guest = RawClient(server.url)
        guest.hello()
        ren = register(guest, "Ren")
        host.send(
            {
                "type": "create_room",
                "settings": {"overrides": {"months": 2}},
                "ranked": {"name": "aki", "secret": aki["secret"]},
            }
        )
        code = host.until("room_created")["code"]
        guest.send({"type": "join", "code": code, "ranked": {"name": "Ren", **ren}})
        guest.until("seated")
        room = guest.until("room")["room"]
        assert [s["ranked"] for s in room["seats"]] == [True, True]
        seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
        for raw in seats:
            raw.room = room
            raw.wait_events()
        play_raw(seats)
        scores = scores_of(seats[0].view)
        host.send({"type": "leaderboard_top"})
        board = {e["name"]: e for e in host.until("leaderboard")["entries"]}
        for seat, name in enumerate(("Aki", "Ren")):
            entry = board[name]
            won = scores[seat] > scores[1 - seat]
            drawn = scores[0] == scores[1]
            assert entry["matches"] == 1 and entry["best_score"] == scores[seat]
            assert entry["points"] == (POINTS_WIN if won else 1 if drawn else 0)
    with LocalServer(data_dir, clock=clock) as again:  # kept across a restart
        assert again.call(lambda s: s.board.top()) == sorted(
            board.values(), key=lambda e: e["rank"]
        )


def test_ranking_order():
    board = Leaderboard()
    for name in ("Ann", "Bea", "Cid"):
        board.register(name)
    board.record_match(["Ann", "Bea"], [30, 10])
    board.record_match(["Bea", "Cid"], [20, 20])
    board.record_match(["Cid", None], [50, 0])
    top = board.top()
    assert [(e["name"], e["points"], e["wins"], e["draws"]) for e in top] == [
        ("Cid", 4, 1, 1),
        ("Ann", 3, 1, 0),
        ("Bea", 1, 0, 1),
    ]
    assert [e["rank"] for e in top] == [1, 2, 3]
    assert Leaderboard.from_json(board.to_json()).top() == top
