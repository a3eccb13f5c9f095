"""A registration flood must not stall the rooms: a registration changes one entry on disk
and in the ranking (never the whole board), and one address cannot fill the board."""

from __future__ import annotations

import json
import random

from game.online.server import store
from game.online.server.leaderboard import Leaderboard
from game.online.server.limits import ServerLimits
from game.online.server.local import LocalServer
from tests.online.support import RawClient

BIG = 5000


def big_board(folder) -> Leaderboard:
    board = Leaderboard()
    for n in range(BIG):
        board.register(f"player {n:05d}")
    for n in range(0, BIG - 1, 7):
        board.record_match([f"player {n:05d}", f"player {n + 1:05d}"], [n % 11, n % 5])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "leaderboard.json").write_text(json.dumps(board.to_json()))
    return board


def test_a_registration_writes_one_entry_not_the_whole_board(data_dir, clock, monkeypatch):
    board = big_board(data_dir)
    queued: list[tuple[str, int]] = []
    put, append = store.BackgroundWriter.put, store.BackgroundWriter.append

    def spy_put(self, path, data, **kwargs):
        if path.name.startswith("leaderboard"):
            queued.append((path.name, len(data["entries"])))
        put(self, path, data, **kwargs)

    def spy_append(self, path, journal, line):
        if path.name.startswith("leaderboard"):
            queued.append((journal.name, len(line.splitlines())))
        append(self, path, journal, line)

    monkeypatch.setattr(store.BackgroundWriter, "put", spy_put)
    monkeypatch.setattr(store.BackgroundWriter, "append", spy_append)
    with LocalServer(data_dir, clock=clock) as server:
        names = []
        for n in range(3):
            client = RawClient(server.url, source=f"127.0.0.{2 + n}")
            client.hello()
            client.send({"type": "leaderboard_register", "name": f"Newcomer {n}"})
            names.append(client.until("leaderboard_registered")["name"])
            client.send({"type": "leaderboard_top", "limit": 5})
            assert client.until("leaderboard")["entries"] == board.top(5)
        assert queued == [("leaderboard.journal", 1)] * 3  # one line each, nothing else
        server.call(lambda s: s.store.flush())
        lines = (data_dir / "leaderboard.journal").read_text().splitlines()
        assert [json.loads(line)["name"] for line in lines] == names
    assert queued[-1] == ("leaderboard.json", BIG + 3)  # folded in once, when stopping
    with LocalServer(data_dir, clock=clock) as again:
        assert again.call(lambda s: len(s.board.entries)) == BIG + 3
        assert again.call(lambda s: s.board.top(BIG + 3)) == Leaderboard.from_json(
            json.loads((data_dir / "leaderboard.json").read_text())
        ).top(BIG + 3)


def test_the_kept_ranking_is_the_sorted_board():
    rng = random.Random(31)
    board = Leaderboard()
    names = [f"name {n}" for n in range(300)]
    for name in names:
        board.register(name)
    for _ in range(2000):
        pair = rng.sample(names, 2)
        board.record_match([pair[0], rng.choice([pair[1], None])], [rng.randrange(40)] * 2)
        board.record_match(pair, [rng.randrange(40), rng.randrange(40)])
    fresh = Leaderboard.from_json(board.to_json())  # sorted from scratch
    assert board.top(300) == fresh.top(300)
    assert len(board.top(300)) == 300


def test_one_address_cannot_fill_the_board(data_dir, clock):
    limits = ServerLimits(registration_burst=3, registrations_per_hour=1)
    with LocalServer(data_dir, clock=clock, limits=limits) as server:
        filler = RawClient(server.url)
        filler.hello()
        for n in range(3):
            filler.send({"type": "leaderboard_register", "name": f"Filler {n}"})
            filler.until("leaderboard_registered")
        filler.send({"type": "leaderboard_register", "name": "Filler 3"})
        assert filler.until("error")["code"] == "too_many_names"
        filler.send({"type": "leaderboard_register", "name": "x"})  # refused before the name
        assert filler.until("error")["code"] == "too_many_names"
        other = RawClient(server.url, source="127.0.0.2")
        other.hello()
        other.send({"type": "leaderboard_register", "name": "Somebody Else"})
        assert other.until("leaderboard_registered")["name"] == "Somebody Else"
        assert server.call(lambda s: len(s.board.entries)) == 4
