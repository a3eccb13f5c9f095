"""The client side of one connection to a room server, as an asyncio task.

:class:`ClientLink` connects, says hello, opens the room (create, join, watch, or resume a
seat whose token it holds), passes every server message to ``on_message`` and, when the link
drops, reconnects with growing delays and resumes the seat with the events it missed. A gap in
the event numbers makes it ask for a resync itself. It remembers the room code, seat, token
and last event number (:class:`LinkMemory`); :class:`SeatStore` keeps tokens in the user data
folder so a restarted client resumes its seat. The game's :class:`RemoteMatchSession` runs
a link on a network thread; the server benchmark runs hundreds of links in one event loop.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import __version__
from game.core import paths, storage
from game.core.services import new_run
from game.i18n import tr_later
from game.online.wire import protocol as wire
from game.online.wire.identifiers import InviteError, normalise_code, normalise_server

logger = logging.getLogger(__name__)

RECONNECT_DELAYS = (0.2, 0.5, 1.0, 2.0, 4.0, 8.0)  # then 8 s between tries
FINAL_CLOSE_CODES = (wire.CLOSE_TAKEN_OVER, wire.CLOSE_ROOM_CLOSED, wire.CLOSE_VERSION)
FINAL_ERRORS = ("bad_token", "no_room", "room_full", "bad_settings", "bad_code", "version")
SEATS_FILE = "online-seats.json"
ROOM_PATH = "/room/"  # the server also accepts "/" (older clients) and invites' "/r/"
SEAT_MEMORY_SECONDS = 25 * 3600  # rooms live at most 24 hours
RECEIVED = "received_at"  # put in a room by this client: when the link got it (never sent)


def now() -> float:
    """The clock of the receipt stamps (monotonic seconds; tests put a fake one here)."""
    return time.monotonic()


@dataclass(frozen=True)
class Opening:
    """What a link asks for once connected: ``create``, ``join``, ``watch`` or ``resume``."""

    kind: str
    code: str | None = None
    name: str = ""
    settings: dict | None = None
    seed: int | None = None
    ranked: dict | None = None

    def message(self) -> dict:
        if self.kind == "create":
            message: dict[str, Any] = {"type": "create_room", "settings": self.settings or {}}
            if self.seed is not None:
                message["seed"] = self.seed
        else:
            message = {"type": self.kind, "code": self.code}
        if self.name:
            message["name"] = self.name
        if self.ranked is not None:
            message["ranked"] = self.ranked
        return message


class SeatStore:
    """Seat tokens by server, room code and seat, in the user data folder (never logged).

    Each kept seat says how it was obtained ("create" or "join") and by which run of the
    game (``run``: the app's ``services.run_mark``; a new one when not given): a ``join`` of a
    room's link resumes a joined seat, or a seat this same run created (a host who left
    their room and opened their own invite is back in their seat, not in the friend's), so
    a host and a joiner in two windows may still share one user folder."""

    def __init__(self, path: Path | None = None, run: str | None = None) -> None:
        self.path = path or paths.data_dir() / SEATS_FILE
        self.run = run or new_run()

    def _read(self) -> dict:
        result = storage.read_json_safe(self.path, _check_seats, what=tr_later("online seats"))
        return result.data if result.ok else {}

    @staticmethod
    def _key(server: str, code: str, seat: int) -> str:
        return f"{normalise_server(server)} {code} {seat}"

    def find(self, server: str, code: str, via: str | None = None) -> dict | None:
        """A kept seat of this room (obtained ``via`` "create" or "join", or either; a seat
        this run took is found whichever way it was obtained)."""
        prefix = f"{normalise_server(server)} {code} "
        for key, entry in sorted(self._read().items()):
            mine = via in (None, entry.get("via")) or entry.get("run") == self.run
            if key.startswith(prefix) and mine:
                return entry
        return None

    def kept(self, server: str) -> list[tuple[str, int]]:
        """(room code, seat) of every seat kept for this server, the latest first: the
        rooms a restarted game can offer back."""
        prefix = f"{normalise_server(server)} "
        now = time.time()
        entries = [
            (entry.get("saved", 0), key.split(" ")[1], entry["seat"])
            for key, entry in self._read().items()
            if key.startswith(prefix)
            and key.count(" ") == 2
            and now - entry.get("saved", 0) < SEAT_MEMORY_SECONDS
        ]
        return [(code, seat) for _saved, code, seat in sorted(entries, reverse=True)]

    def put(self, server: str, code: str, seat: int, token: str, via: str) -> None:
        """Keep a seat's token; ``via`` is "create" or "join"."""
        data = self._read()
        now = time.time()
        data = {k: v for k, v in data.items() if now - v.get("saved", 0) < SEAT_MEMORY_SECONDS}
        entry = {"seat": seat, "token": token, "via": via, "saved": now, "run": self.run}
        data[self._key(server, code, seat)] = entry
        storage.write_json_atomic(self.path, data)

    def forget(self, server: str, code: str, seat: int) -> None:
        data = self._read()
        if data.pop(self._key(server, code, seat), None) is not None:
            storage.write_json_atomic(self.path, data)


def _pacer(limits: Any) -> wire.RateLimiter:
    """A client-side bucket a little inside the limits the server advertised."""
    limits = limits if isinstance(limits, dict) else {}
    rate = limits.get("messages_per_second", wire.RATE_PER_SECOND)
    burst = limits.get("burst", wire.RATE_BURST)
    if not all(isinstance(v, (int, float)) and v >= 1 for v in (rate, burst)):
        rate, burst = wire.RATE_PER_SECOND, wire.RATE_BURST
    return wire.RateLimiter(rate * wire.CLIENT_PACE, max(1.0, burst * wire.CLIENT_PACE / 2))


def _check_seats(data: Any) -> dict:
    if not isinstance(data, dict) or not all(
        isinstance(v, dict) and isinstance(v.get("token"), str) and isinstance(v.get("seat"), int)
        for v in data.values()
    ):
        raise storage.InvalidData("online seats must map rooms to a seat and a token")
    return data


@dataclass
class LinkMemory:
    """What the link must know to resume: updated from the messages passing through."""

    code: str | None = None
    seat: int | None = None
    token: str | None = None
    match: int = 0
    last_seq: int = 0

    def resume_message(self) -> dict:
        if self.seat is None:
            return {"type": "watch", "code": self.code}
        return {
            "type": "resume",
            "code": self.code,
            "token": self.token,
            "match": self.match,
            "last_seq": self.last_seq,
        }


class ClientLink:
    """One client connection that survives drops. ``on_message(dict)`` gets every server
    message; ``on_state(state, detail)`` gets "connecting", "connected", "reconnecting" and
    finally "closed"."""

    def __init__(
        self,
        server: str,
        opening: Opening,
        on_message: Callable[[dict], None],
        on_state: Callable[[str, str], None] = lambda state, detail: None,
        *,
        seats: SeatStore | None = None,
        reconnect_delays: tuple[float, ...] = RECONNECT_DELAYS,
        open_timeout: float = 10.0,
    ) -> None:
        self.server = normalise_server(server)
        self.opening = opening
        self.on_message = on_message
        self.on_state = on_state
        self.seats = seats
        self.delays = reconnect_delays
        self.open_timeout = open_timeout
        self.memory = LinkMemory(code=opening.code)
        if opening.kind in ("join", "resume") and seats is not None and opening.code:
            via = "join" if opening.kind == "join" else None
            known = seats.find(self.server, opening.code, via)
            if known is not None:
                self.memory.seat, self.memory.token = known["seat"], known["token"]
        if opening.kind == "resume" and self.memory.token is None:
            raise ValueError(f"no seat token is kept for room {opening.code} on {self.server}")
        self._connection: ClientConnection | None = None
        self._pace: wire.RateLimiter | None = None
        self._wakeup: asyncio.Event | None = None
        self._closing = False
        self._final: str | None = None
        self.connects = 0

    # ------------------------------------------------------------------ driving
    async def send(self, message: dict) -> bool:
        """Send now; False when the link is down (the caller may retry after resuming)."""
        connection = self._connection
        if connection is None:
            return False
        if self._pace is not None:
            delay = self._pace.reserve()
            if delay > 0:
                await asyncio.sleep(delay)
        try:
            await connection.send(wire.encode(message))
        except ConnectionClosed:
            return False
        return True

    async def close(self) -> None:
        self._closing = True
        if self._wakeup is not None:
            self._wakeup.set()
        if self._connection is not None:
            await self._connection.close()

    def request_close(self) -> None:
        """:meth:`close` from a plain callback (another thread's ``call_soon_threadsafe``)."""
        if self._connection is not None or self._wakeup is not None:
            asyncio.get_running_loop().create_task(self.close())
        self._closing = True

    async def run(self) -> None:
        """Connect and keep reconnecting until closed, refused for good, or the room ends."""
        failures = 0
        self._wakeup = asyncio.Event()
        while not self._closing and self._final is None:
            self.on_state("connecting" if self.connects == 0 else "reconnecting", "")
            detail = await self._connect_once()
            if self._closing or self._final is not None:
                break
            failures = 0 if detail == "" else failures + 1
            delay = self.delays[min(failures, len(self.delays) - 1)]
            self.on_state("reconnecting", detail)
            try:
                await asyncio.wait_for(self._wakeup.wait(), delay)
            except TimeoutError:
                pass
        self._connection = None
        self._wakeup = None  # ended: a late request_close starts no close() nobody runs
        self.on_state("closed", self._final or "")

    def url(self) -> str:
        """Where to connect: ``/room/CODE`` once the room is known (a proxy routes every
        connection of a room to the same server process on it), else the server's root."""
        try:
            code = normalise_code(self.memory.code or self.opening.code or "")
        except InviteError:
            return f"{self.server}/"  # the server answers the opening with what is wrong
        return f"{self.server}{ROOM_PATH}{code}"

    async def _connect_once(self) -> str:
        try:
            async with connect(
                self.url(),
                max_size=wire.MAX_SERVER_FRAME_BYTES,
                open_timeout=self.open_timeout,
                compression=None,
                ping_interval=20,
                ping_timeout=20,
            ) as connection:
                self._connection = connection
                self.connects += 1
                await connection.send(
                    wire.encode(
                        {
                            "type": "hello",
                            "v": wire.PROTOCOL_VERSION,
                            "game": __version__,
                            "client": wire.CLIENT_ID,
                        }
                    )
                )
                await connection.send(wire.encode(self._opening_message()))
                try:
                    async for frame in connection:
                        self._receive(frame)
                        if self._final is not None:
                            await connection.close()
                except ConnectionClosed:
                    pass
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI, ConnectionClosed) as error:
            self._connection = None
            return f"{type(error).__name__}: {error}"[:200]
        self._connection = None
        code, reason = connection.close_code, connection.close_reason
        if code in FINAL_CLOSE_CODES:
            self._final = self._final or f"closed by the server: {reason}"
        return "" if code in (1000, 1001) else f"connection closed ({code} {reason})"[:200]

    def _opening_message(self) -> dict:
        memory = self.memory
        if memory.token is not None or (memory.code and self.connects > 1):
            return memory.resume_message()
        return self.opening.message()

    def _receive(self, frame: str | bytes) -> None:
        try:
            message = wire.decode(frame)
        except wire.ProtocolError as problem:
            logger.warning("server sent a bad frame: %s", problem)
            return
        memory = self.memory
        kind = message["type"]
        if kind == "room" and isinstance(message.get("room"), dict):
            # the seats' away times count from the moment the server sent them: stamped
            # here, on the network thread, not when a screen gets round to reading them
            message["room"][RECEIVED] = now()
        if kind == "welcome":
            self._pace = _pacer(message.get("limits"))
        elif kind in ("room_created", "seated", "resumed", "watching"):
            memory.code = message.get("code", memory.code)
            memory.seat = message.get("seat")
            if "token" in message:
                memory.token = message["token"]
                memory.match, memory.last_seq = 0, 0
                if self.seats is not None and memory.code is not None and memory.seat is not None:
                    via = "join" if kind == "seated" else "create"
                    self.seats.put(self.server, memory.code, memory.seat, memory.token, via)
        elif kind == "events":
            if message.get("match") != memory.match:
                if message.get("first_seq") != 1:
                    self._resync()
                    return
                memory.match, memory.last_seq = message["match"], 0
            if message.get("first_seq") != memory.last_seq + 1:
                self._resync()
                return
            memory.last_seq = message["last_seq"]
        elif kind == "snapshot":
            memory.match, memory.last_seq = message.get("match", 0), message.get("seq", 0)
        elif kind == "room_closed":
            self._forget()
            self._final = f"room closed: {message.get('reason', '')}"
        elif kind == "error" and message.get("code") in FINAL_ERRORS:
            if message.get("code") in ("bad_token", "no_room"):
                self._forget()  # a kept seat of a room that is gone
            self._final = message.get("message", message.get("code"))
        self.on_message(message)

    def _resync(self) -> None:
        memory = self.memory
        request = {"type": "sync", "match": memory.match, "last_seq": memory.last_seq}
        asyncio.get_running_loop().create_task(self.send(request))

    def _forget(self) -> None:
        memory = self.memory
        if self.seats is not None and memory.code and memory.seat is not None:
            self.seats.forget(self.server, memory.code, memory.seat)
