"""The leaderboard from the game's side: one short connection per request, and the names
this player registered, kept in the user data folder.

Seed 001's "your best results appear on the leaderboard", opt-in only: a name is registered
with a server (:func:`register_name`), which answers with a secret that only this player's
user folder keeps (:class:`BoardNames`); rooms played under that name count. Nothing is
sent to any server unless the player turns the leaderboard on. :func:`top_entries` reads
the board. Both block for at most their timeout: screens run them off the frame loop
(:class:`BoardRequest`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import connect

from game import __version__
from game.core import paths, storage
from game.i18n import tr, tr_later
from game.online.client.problems import connection_problem, refusal
from game.online.wire import protocol as wire
from game.online.wire.identifiers import InviteError, normalise_server

NAMES_FILE = "online-leaderboard.json"
T = TypeVar("T")


class BoardError(RuntimeError):
    """The board could not be read or the name not registered; the message says why."""


def _ask(server: str, request: dict, answer: str, timeout: float) -> dict:
    try:
        server = normalise_server(server)
    except InviteError as error:
        raise BoardError(str(error)) from None
    try:
        with connect(
            server, open_timeout=timeout, max_size=wire.MAX_SERVER_FRAME_BYTES, compression=None
        ) as link:
            hello = {"type": "hello", "v": wire.PROTOCOL_VERSION, "game": __version__}
            link.send(wire.encode(hello))
            link.send(wire.encode(request))
            while True:
                message = wire.decode(link.recv(timeout=timeout))
                if message["type"] == answer:
                    return message
                if message["type"] == "error":
                    raise BoardError(refusal(message.get("code", ""), message.get("message", "")))
    except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ConnectionClosed) as error:
        raise BoardError(connection_problem(server, f"{type(error).__name__}: {error}")) from None
    except wire.ProtocolError as error:
        raise BoardError(
            tr("{server} sent something that is not a message: {error}", server=server, error=error)
        ) from None


def top_entries(server: str, limit: int = 10, timeout: float = 5.0) -> list[dict]:
    """The board's first ``limit`` entries: rank, name, points, matches, wins, draws, best."""
    entries = _ask(server, {"type": "leaderboard_top", "limit": limit}, "leaderboard", timeout)
    return list(entries.get("entries") or [])


def register_name(server: str, name: str, timeout: float = 5.0) -> dict:
    """Reserve ``name`` on ``server``: ``{"name", "secret"}`` (BoardError when taken)."""
    reply = _ask(
        server, {"type": "leaderboard_register", "name": name}, "leaderboard_registered", timeout
    )
    return {"name": reply["name"], "secret": reply["secret"]}


class BoardNames:
    """The leaderboard names and secrets of this player, by server (never logged)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.data_dir() / NAMES_FILE

    def _read(self) -> dict:
        result = storage.read_json_safe(self.path, _check_names, what=tr_later("leaderboard names"))
        return result.data if result.ok else {}

    def get(self, server: str) -> dict | None:
        """``{"name", "secret"}`` registered on this server, or None."""
        return self._read().get(normalise_server(server))

    def put(self, server: str, claim: dict) -> None:
        data = self._read()
        data[normalise_server(server)] = {"name": claim["name"], "secret": claim["secret"]}
        storage.write_json_atomic(self.path, data)

    def forget(self, server: str) -> None:
        data = self._read()
        if data.pop(normalise_server(server), None) is not None:
            storage.write_json_atomic(self.path, data)


def _check_names(data: Any) -> dict:
    if not isinstance(data, dict) or not all(
        isinstance(v, dict) and isinstance(v.get("name"), str) and isinstance(v.get("secret"), str)
        for v in data.values()
    ):
        raise storage.InvalidData("leaderboard names must map servers to a name and a secret")
    return data


class BoardRequest:
    """One board request on a worker thread, so a screen keeps drawing while it waits:
    ``done``, then ``result`` or ``error`` (the sentence for the player)."""

    def __init__(self, work: Callable[[], T]) -> None:
        self.result: Any = None
        self.error = ""
        self._done = threading.Event()
        threading.Thread(target=self._run, args=(work,), daemon=True).start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        return self._done.wait(timeout)

    def _run(self, work: Callable[[], T]) -> None:
        try:
            self.result = work()
        except BoardError as error:
            self.error = str(error)
        finally:
            self._done.set()
