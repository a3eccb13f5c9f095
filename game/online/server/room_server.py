"""The room server: asyncio + websockets, authoritative over every match it holds.

``python -m game server`` runs it (:mod:`game.online.server.serving`). Each connection says
``hello``, then creates, joins, watches or resumes a room (see docs/online.md for every
message). The server applies actions to its own State and sends every member of the room
the resulting events filtered for that viewer plus that viewer's view; nobody ever receives
another seat's hand, the stock order, the seed or the RNG state. Bad input of any kind gets
an ``error`` reply (or, past the limits, a closed connection) and changes nothing. A janitor
task runs seed 000's timers on the injectable ``clock`` (:meth:`RoomServer.run_timers` runs
one pass at once).

This module holds the server's life (listening, the door and the hello, timers, health);
the message handlers come from :mod:`game.online.server.seating` (create, join, watch, resume, the
leaderboard) and :mod:`game.online.server.match_messages` (the match in play), the limits from
:mod:`game.online.server.limits` and :mod:`game.online.server.gate`, the HTTP side from
:mod:`game.online.server.http_endpoints`.
"""

from __future__ import annotations

import asyncio
import http
import logging
import time
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game import __version__
from game.online.server.cpu_turns import CpuTurns
from game.online.server.feed import (
    broadcast_room,
)
from game.online.server.gate import HelloDeadline, gated_connection
from game.online.server.http_endpoints import HttpEndpoints, Metrics
from game.online.server.limits import (
    AddressQuota,
    Admission,
    QuietAcceptErrors,
    ServerLimits,
    ThrottledReport,
    descriptor_budget,
)
from game.online.server.match_messages import MatchMessages
from game.online.server.members import Member, RoomMembers
from game.online.server.rooms import RoomError
from game.online.server.seating import SeatingMessages
from game.online.server.store import DataStore
from game.online.wire import protocol as wire
from game.online.wire.games import GAMES, cpu_levels
from game.online.wire.identifiers import (
    public_url_warning,
)
from game.online.wire.messages import ClientType, OfferCpuGame, RoomClosed, Welcome, to_wire
from game.online.wire.protocol import ProtocolError

logger = logging.getLogger("game.online.server.room_server")

TIMER_INTERVAL = 1.0  # seconds between janitor passes
STRIKES = ("bad_token", "bad_code", "no_room", "too_many_rooms", "too_many_names")


class RoomServer(SeatingMessages, MatchMessages, CpuTurns):
    """Every room in memory, the connections in each, and the data folder behind them."""

    def __init__(
        self,
        data: Path | None = None,
        *,
        clock: Callable[[], float] = time.time,
        timer_interval: float = TIMER_INTERVAL,
        rate: float = wire.RATE_PER_SECOND,
        burst: float = wire.RATE_BURST,
        rate_clock: Callable[[], float] = time.monotonic,
        public_url: str | None = None,
        limits: ServerLimits | None = None,
        allow_client_seed: bool = False,
    ) -> None:
        self.clock = clock
        self.limits = limits = limits or ServerLimits()
        self.allow_client_seed = allow_client_seed
        self.admission = Admission(descriptor_budget(limits.max_connections), limits.per_address)
        self.refusals = ThrottledReport()
        self.failures = ThrottledReport()
        self.room_quota = AddressQuota(limits.rooms_per_minute / 60, limits.room_burst, rate_clock)
        self.guess_quota = AddressQuota(
            limits.guesses_per_minute / 60, limits.guess_burst, rate_clock
        )
        self.registration_quota = AddressQuota(
            limits.registrations_per_hour / 3600, limits.registration_burst, rate_clock
        )
        self.public_url = public_url
        self.rate_clock = rate_clock
        self.timer_interval = timer_interval
        self.rate, self.burst = rate, burst
        self.store = DataStore(data)
        self.rooms, self.board, warnings = self.store.load(clock())
        for warning in warnings:
            logger.warning("%s", warning)
        self.members = RoomMembers()
        self._watchers_changed: set[str] = set()  # rooms to send again at the next pass
        self.actions_applied = 0
        self.cpu_moves = 0
        self._cpu_tasks: dict[str, asyncio.Task] = {}
        self._cpu_due: dict[str, tuple[tuple, float]] = {}
        self.metrics = Metrics()
        self.http = HttpEndpoints(self.metrics, self._gauges, self._unready)
        self._stopping = False
        self._server: Server | None = None
        self._janitor: asyncio.Task | None = None
        self._handlers = self.handler_table()

    # ------------------------------------------------------------------ running
    async def start(self, host: str = "127.0.0.1", port: int = 8765) -> int:
        """Listen; returns the port (useful with port 0)."""
        asyncio.get_running_loop().set_exception_handler(QuietAcceptErrors())
        self._server = await serve(
            self._handle,
            host,
            port,
            create_connection=gated_connection(
                self.admission, self._refused, self.limits.trusted_proxies
            ),
            process_request=self._process_request,
            open_timeout=self.limits.hello_deadline,
            max_size=wire.MAX_FRAME_BYTES,
            max_queue=16,
            compression=None,
            ping_interval=20,
            ping_timeout=20,
        )
        self._janitor = asyncio.create_task(self._janitor_loop())
        logger.info("serving %d stored rooms on %s:%s", len(self.rooms), host, self.port)
        warning = public_url_warning(host, self.port, self.public_url)
        if warning is not None:
            logger.warning("%s", warning)
        return self.port

    @property
    def port(self) -> int:
        assert self._server is not None
        return self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Close every connection, then write everything still queued to disk."""
        await self._stop_serving()
        for room in self.rooms.values():
            self.store.save_room(room)
        if self.board.entries:
            self.store.save_leaderboard(self.board)  # its journal folded in
        await asyncio.to_thread(self.store.close)

    async def _stop_serving(self) -> None:
        """Stop the timers and close the listening socket and every connection."""
        self._stopping = True
        self._stop_cpu()
        if self._janitor is not None:
            self._janitor.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _janitor_loop(self) -> None:
        while True:
            await asyncio.sleep(self.timer_interval)
            self.run_timers()

    def run_timers(self) -> None:
        """One pass of seed 000's timers: CPU-game offers and room expiry; and the rooms
        whose spectators came or went are sent to their members (once a pass at most)."""
        now = self.clock()
        changed, self._watchers_changed = self._watchers_changed, set()
        for code in changed:
            if code in self.rooms:
                broadcast_room(self.members, self.rooms[code], now)
        for code in [code for code in self._cpu_due if code not in self.rooms]:
            del self._cpu_due[code]
        for code, room in list(self.rooms.items()):
            reason = room.expiry(now)
            if reason is not None:
                self._delete_room(code, reason)
                continue
            self._timer_cpu(code)
            for absent in room.due_offers(now):
                info = room.seats[absent]
                assert info is not None  # an away seat is a taken seat
                offer = to_wire(OfferCpuGame(absent, info.name, round(now - info.since, 1)))
                for holder in room.offer_holders(now):
                    self.members.send_to_seat(code, holder, wire.encode(offer))

    def _delete_room(self, code: str, reason: str) -> None:
        room = self.rooms.pop(code)
        logger.info("room %s deleted: %s", code, reason)
        self.members.close_room(code, to_wire(RoomClosed(reason)))
        self.store.delete_room(room.code)

    # ------------------------------------------------------------------ health
    def _process_request(self, connection: ServerConnection, request):
        """The door's second half (the client behind a trusted proxy), then the HTTP side."""
        refusal = connection.forwarded(request) if hasattr(connection, "forwarded") else None
        if refusal is not None:
            self._refused(getattr(connection, "address", "?"), refusal)
            return connection.respond(http.HTTPStatus.TOO_MANY_REQUESTS, f"{refusal}\n")
        return self.http.process_request(connection, request)

    def _gauges(self) -> dict[str, tuple[str, float]]:
        playing = sum(1 for room in self.rooms.values() if room.status == "playing")
        writer = self.store.writer
        return {
            "koikoi_rooms": ("rooms held", len(self.rooms)),
            "koikoi_rooms_playing": ("rooms with a match in play", playing),
            "koikoi_connections": ("open connections", self.admission.count),
            "koikoi_connection_limit": ("open connections allowed", self.admission.total),
            "koikoi_connections_refused": ("connections turned away", self.admission.refused),
            "koikoi_write_failures": ("failed disk writes", writer.failures if writer else 0),
        }

    def _unready(self) -> str | None:
        """Why no new player should be sent here now (None: ready)."""
        if self._stopping:
            return "stopping"
        failing = self.store.writer.failing if self.store.writer is not None else []
        if failing:
            return f"cannot write {', '.join(failing[:3])}"
        if self.admission.count >= self.admission.total:
            return "full"
        return None

    # ------------------------------------------------------------------ a connection
    def _refused(self, address: str, reason: str) -> None:
        self.refusals(
            "connection from %s refused: %s; %d refused since the last report", address, reason
        )

    def _hello_overdue(self, member: Member) -> None:
        if not member.greeted:
            seconds = f"{self.limits.hello_deadline:g}"
            member.close(wire.CLOSE_POLICY, f"say hello within {seconds} seconds")

    async def _handle(self, connection: ServerConnection) -> None:
        limiter = wire.RateLimiter(self.rate, self.burst, self.rate_clock)
        member = Member(connection, limiter, getattr(connection, "address", "?"))
        member.path_code = getattr(connection, "path_code", None)
        self.metrics.connections_opened += 1
        writer = asyncio.create_task(member.write_loop())
        deadline = HelloDeadline(self.limits.hello_deadline, lambda: self._hello_overdue(member))
        try:
            async for frame in connection:
                if member.closing:
                    continue  # keep reading, so that the closing handshake can complete
                if not member.limiter.allow():
                    member.strike(wire.error("rate_limited", "too many messages; slow down"))
                    continue
                await self._dispatch(member, frame)
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            await self._depart(member)
            member.stop()
            await writer

    async def _dispatch(self, member: Member, frame: str | bytes) -> None:
        """One frame (the shared-store server orders it through the store first)."""
        self._receive(member, frame)

    async def _depart(self, member: Member) -> None:
        """The connection ended (the shared-store server records it through the store)."""
        self._leave(member)

    def _receive(self, member: Member, frame: str | bytes) -> None:
        kind = "?"
        try:
            message = wire.decode(frame)
            kind = message["type"]
            handler = self._handlers.get(kind)
            if handler is None:
                raise ProtocolError("unknown_type", f"unknown message type {kind[:40]!r}")
            if kind != ClientType.HELLO and not member.greeted:
                raise ProtocolError("hello_first", "say hello first")
            handler(member, message)
        except ProtocolError as problem:
            self.metrics.error(problem.code)
            member.strike(wire.error(problem.code, problem.message, kind))
        except RoomError as refusal:
            self.metrics.error(refusal.code)
            if refusal.code in STRIKES:
                member.strike(wire.error(refusal.code, refusal.message, kind))
            else:
                member.send(wire.error(refusal.code, refusal.message, kind))
            if refusal.closing is not None:
                member.close(wire.CLOSE_POLICY, refusal.closing)
        except Exception:  # noqa: BLE001 - a bug must cost one message, never the seat
            self.metrics.error("server_error")
            self.failures("a %s message failed; %d failure(s) since the last report", kind)
            logger.debug("the failure", exc_info=True)
            member.strike(wire.error("server_error", "the server could not do that", kind))
        self._kick_cpu(member.room)

    def _watchers(self, code: str) -> int:
        """The room's spectators (on a shared store: on every process)."""
        return self.members.watchers(code)

    def _leave(self, member: Member) -> None:
        code, seat = member.room, member.seat
        self.members.detach(member)
        if code is not None and seat is None:
            self._watchers_changed.add(code)
        room = self.rooms.get(code) if code else None
        if room is None or seat is None or self.members.seat_link(room.code, seat) is not None:
            return
        if room.set_connected(seat, False, self.clock()):
            broadcast_room(self.members, room, self.clock())
            self.store.save_room(room)

    # ------------------------------------------------------------------ messages
    def handler_table(self) -> dict[ClientType, Callable[[Member, dict], None]]:
        """The handler of each message a client may send (every :class:`ClientType`)."""
        return {
            ClientType.HELLO: self._on_hello,
            ClientType.CREATE_ROOM: self._on_create_room,
            ClientType.JOIN: self._on_join,
            ClientType.WATCH: self._on_watch,
            ClientType.RESUME: self._on_resume,
            ClientType.SYNC: self._on_sync,
            ClientType.ACTION: self._on_action,
            ClientType.REMATCH: self._on_rematch,
            ClientType.ACCEPT_CPU_GAME: self._on_accept_cpu_game,
            ClientType.HAND_TO_CPU: self._on_hand_to_cpu,
            ClientType.REINVITE: self._on_reinvite,
            ClientType.GET_RECORD: self._on_get_record,
            ClientType.LEADERBOARD_REGISTER: self._on_leaderboard_register,
            ClientType.LEADERBOARD_TOP: self._on_leaderboard_top,
        }

    def _on_hello(self, member: Member, message: dict) -> None:
        if message.get("v") not in wire.ACCEPTED_VERSIONS:
            member.send(
                wire.error(
                    "version",
                    f"this server speaks protocol {wire.PROTOCOL_VERSION}; "
                    f"update the game (server {__version__})",
                    "hello",
                )
            )
            member.close(wire.CLOSE_VERSION, "protocol version")
            return
        member.greeted = True
        client = message.get("client")
        if isinstance(client, str) and 8 <= len(client) <= 64:
            member.client = client
        limits = {
            "max_frame_bytes": wire.MAX_FRAME_BYTES,
            "messages_per_second": self.rate,
            "burst": self.burst,
        }
        games = {name: list(spec.seat_counts) for name, spec in GAMES.items()}
        levels = {name: list(cpu_levels(name)) for name in GAMES}
        welcome = Welcome(
            wire.PROTOCOL_VERSION, __version__, games, self.public_url, limits, levels
        )
        member.send(to_wire(welcome))
