"""Every failure a player can meet on the way to a room, said in one plain sentence that
names the server: a link's failure detail, the server's refusal codes, the end of a link."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.i18n import set_language
from game.online.client.problems import (
    REFUSALS,
    closing_sentence,
    connection_problem,
    link_sentence,
    refusal,
)

ROOT = Path(__file__).resolve().parents[2]

SERVER = "ws://192.168.1.5:8765"


@pytest.mark.parametrize(
    ("detail", "sentence"),
    [
        (
            "ConnectionRefusedError: [Errno 111] Connect call failed ('192.168.1.5', 8765)",
            f"No server is answering at {SERVER}. Is it running, and is the address right?",
        ),
        (
            "gaierror: [Errno -2] Name or service not known",
            f"The server name in {SERVER} is not known. Check the address in Options.",
        ),
        (
            "TimeoutError: timed out during opening handshake",
            f"{SERVER} did not answer in time. Check the address and the network.",
        ),
        ("OSError: [Errno 101] Network is unreachable", f"The network cannot reach {SERVER}."),
        (
            "InvalidStatus: server rejected WebSocket connection: HTTP 404",
            f"Something answers at {SERVER}, but it is not a Koi-Koi room server.",
        ),
        ("connection closed: 1011 (internal error) cut", f"The link to {SERVER} was cut."),
        ("", f"The connection to {SERVER} was lost."),
        (
            "SomethingOdd: who knows",
            f"The connection to {SERVER} failed (SomethingOdd: who knows).",
        ),
    ],
)
def test_a_failed_link_in_plain_words(detail, sentence):
    assert connection_problem(SERVER, detail) == sentence


def test_a_link_down_without_a_reason_is_an_interruption():
    assert link_sentence("", SERVER) == f"The link to {SERVER} was interrupted."
    assert link_sentence("ConnectionRefusedError: refused", SERVER).startswith("No server")


@pytest.mark.parametrize(
    ("code", "message", "sentence"),
    [
        ("no_room", "", "There is no room K7QF-2M9D on this server (or it has expired)."),
        ("room_full", "", "Both seats of room K7QF-2M9D are taken."),
        ("bad_token", "", "Your seat in room K7QF-2M9D is no longer kept on this server."),
        (
            "version",
            "this server speaks 2",
            "The server speaks another version of the game: this server speaks 2",
        ),
        ("bad_name", "taken", "The server refused the name: taken."),
        ("something_new", "said as sent", "The server refused that: said as sent"),
        ("something_new", "", "The server refused that: something_new"),
    ],
)
def test_a_refusal_in_plain_words(code, message, sentence):
    assert refusal(code, message, "K7QF-2M9D") == sentence


@pytest.mark.parametrize(
    ("reason", "sentence"),
    [
        ("room closed: expired", "The room was closed: expired."),
        ("room closed:", "The room was closed."),
        (
            "seat resumed from another connection",
            "This seat is now played from another window or computer.",
        ),
        ("going away", "The server ended the connection: going away"),
        ("", "The server ended the connection."),
    ],
)
def test_the_end_of_a_link_in_plain_words(reason, sentence):
    assert closing_sentence(reason) == sentence


def server_refusal_codes() -> set[str]:
    """Every error code the server's code can send: the first argument of each RoomError,
    ProtocolError and wire.error call with a literal code in game/online."""
    codes = set()
    for path in (ROOT / "game" / "online").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            first = node.args[0]
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            if name in ("RoomError", "ProtocolError", "error") and literal:
                if first.value.isidentifier() and first.value.islower():  # not a log line
                    codes.add(first.value)
    return codes


def test_every_code_the_server_sends_has_a_sentence_of_its_own():
    codes = server_refusal_codes()
    assert {"store_unavailable", "server_error", "stale", "no_room", "bad_json"} <= codes
    assert sorted(codes - set(REFUSALS)) == []


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "The server cannot reach its room store just now: nothing was decided."),
        ("ja", "サーバーが今は部屋の保存先に届かないため、何も決まっていません。"),
        ("zh-Hans", "服务器暂时连不上房间的存储，所以什么都没有决定。"),
        ("zh-Hant", "伺服器暫時連不上房間的儲存，所以什麼都沒有決定。"),
    ],
)
def test_a_store_that_does_not_answer_is_said_in_the_players_language(language, sentence):
    try:
        set_language(language)
        said = refusal("store_unavailable", "the server cannot reach its store", "K7QF-2M9D")
    finally:
        set_language("en")
    assert said.startswith(sentence)
    assert "the server cannot reach its store" not in said
