"""The table looks kept beside the seat tokens (game.online.client.looks): kept and found per
server, room and seat and match; a look of another match or too old is not found; a broken or
mistyped file is moved aside with a message naming it, and never raises."""

from __future__ import annotations

import json

import pytest

from game.online.client import looks
from game.online.client.link import SEAT_MEMORY_SECONDS, SeatStore
from game.online.client.looks import LookStore, looks_path

SERVER = "ws://127.0.0.1:9"
LOOK = {"field_slots": {"1-1": 3}, "turn": [], "piles": [[], []], "turn_in_progress": []}


@pytest.fixture
def store(tmp_path) -> LookStore:
    return LookStore.beside(SeatStore(tmp_path / "online-seats.json"))


def test_a_look_is_found_for_its_seat_and_match_only(store, tmp_path):
    assert store.path == tmp_path / "online-seats-looks.json"
    store.put(SERVER, "ABCDEFGH", 1, 2, 17, LOOK)
    assert store.find(SERVER, "ABCDEFGH", 1, 2) == (LOOK, 17)
    assert store.find(SERVER + "/", "ABCDEFGH", 1, 2) == (LOOK, 17)  # the same server
    assert store.find(SERVER, "ABCDEFGH", 1, 3) is None  # a rematch since
    assert store.find(SERVER, "ABCDEFGH", 0, 2) is None
    assert store.find(SERVER, "ZZZZZZZZ", 1, 2) is None
    store.forget(SERVER, "ABCDEFGH", 1)
    assert store.find(SERVER, "ABCDEFGH", 1, 2) is None and store.problem is None


def test_an_old_look_is_not_found(store, monkeypatch):
    store.put(SERVER, "ABCDEFGH", 0, 1, 5, LOOK)
    later = looks.time.time() + SEAT_MEMORY_SECONDS + 1
    monkeypatch.setattr(looks.time, "time", lambda: later)
    assert store.find(SERVER, "ABCDEFGH", 0, 1) is None


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1, 2, 3]",
        json.dumps({"k": {"match": 1, "seq": 2, "saved": 0, "look": []}}),
        json.dumps({"k": {"match": "1", "seq": 2, "saved": 0, "look": {}}}),
        json.dumps({"k": {"match": 1, "seq": -2, "saved": 0, "look": {}}}),
        '{"__class__": "os.system"}',
        "\x00\xff garbage",
    ],
)
def test_a_broken_file_is_named_moved_aside_and_ignored(store, text):
    store.path.write_text(text, encoding="utf-8", errors="surrogateescape")
    assert store.find(SERVER, "ABCDEFGH", 0, 1) is None
    assert store.problem is not None and "online table looks" in store.problem
    aside = list(store.path.parent.glob(f"{store.path.name}.corrupt-*"))
    assert len(aside) == 1 and aside[0].name in store.problem
    store.put(SERVER, "ABCDEFGH", 0, 1, 5, LOOK)  # a new file is kept from then on
    assert store.find(SERVER, "ABCDEFGH", 0, 1) == (LOOK, 5)


def test_the_looks_file_sits_beside_the_tokens_file(tmp_path):
    assert looks_path(tmp_path / "friend-0.json") == tmp_path / "friend-0-looks.json"
