"""The room server: asyncio + websockets, authoritative over every match it holds.

``python -m game server`` runs :func:`serve_forever`. Each connection says ``hello``, then
creates, joins, watches or resumes a room (see docs/online.md for every message). The server
applies actions to its own State and sends every member of the room the resulting events
filtered for that viewer plus that viewer's view; nobody ever receives another seat's hand,
the stock order, the seed or the RNG state. Bad input of any kind gets an ``error`` reply (or,
past the limits, a closed connection) and changes nothing. A janitor task runs seed 000's
timers on the injectable ``clock`` (:meth:`RoomServer.run_timers` runs one pass at once).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game import __version__
from game.engine.events import SPECTATOR
from game.online import protocol as wire
from game.online.feed import (
    broadcast_events,
    broadcast_room,
    events_message,
    room_message,
    snapshot_message,
)
from game.online.games import GAMES, GameSetupError, MatchSettings
from game.online.gate import HelloDeadline, gated_connection
from game.online.http_endpoints import HttpEndpoints, Metrics
from game.online.identifiers import (
    InviteError,
    display_code,
    new_room_code,
    normalise_code,
    public_url_warning,
)
from game.online.leaderboard import LeaderboardError
from game.online.limits import (
    AddressQuota,
    Admission,
    QuietAcceptErrors,
    ServerLimits,
    ThrottledReport,
    descriptor_budget,
)
from game.online.members import Member, RoomMembers
from game.online.protocol import ProtocolError
from game.online.rooms import ABANDONED, FINISHED, Room, RoomError
from game.online.store import DataStore

logger = logging.getLogger("game.online.server")

GUESSING = "too many unknown room codes; wait a few minutes"
TIMER_INTERVAL = 1.0  # seconds between janitor passes
STRIKES = ("bad_token", "bad_code", "no_room", "too_many_rooms", "too_many_names")


class RoomServer:
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
        self.metrics = Metrics()
        self.http = HttpEndpoints(self.metrics, self._gauges, self._unready)
        self._stopping = False
        self._server: Server | None = None
        self._janitor: asyncio.Task | None = None

    # ------------------------------------------------------------------ running
    async def start(self, host: str = "127.0.0.1", port: int = 8765) -> int:
        """Listen; returns the port (useful with port 0)."""
        asyncio.get_running_loop().set_exception_handler(QuietAcceptErrors())
        self._server = await serve(
            self._handle,
            host,
            port,
            create_connection=gated_connection(self.admission, self._refused),
            process_request=self.http.process_request,
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
        self._stopping = True
        if self._janitor is not None:
            self._janitor.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for room in self.rooms.values():
            self.store.save_room(room)
        if self.board.entries:
            self.store.save_leaderboard(self.board)  # its journal folded in
        await asyncio.to_thread(self.store.close)

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
        for code, room in list(self.rooms.items()):
            reason = room.expiry(now)
            if reason is not None:
                self._delete_room(code, reason)
                continue
            for absent in room.due_offers(now):
                offer = {
                    "type": "offer_cpu_game",
                    "absent": absent,
                    "name": room.seats[absent].name,
                    "away_seconds": round(now - room.seats[absent].since, 1),
                }
                for holder in room.offer_holders(now):
                    self.members.send_to_seat(code, holder, wire.encode(offer))

    def _delete_room(self, code: str, reason: str) -> None:
        room = self.rooms.pop(code)
        logger.info("room %s deleted: %s", code, reason)
        self.members.close_room(code, {"type": "room_closed", "reason": reason})
        self.store.delete_room(room.code)

    # ------------------------------------------------------------------ health
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
                self._receive(member, frame)
        except ConnectionClosed:
            pass
        finally:
            deadline.cancel()
            self._leave(member)
            member.stop()
            await writer

    def _receive(self, member: Member, frame: str | bytes) -> None:
        kind = "?"
        try:
            message = wire.decode(frame)
            kind = message["type"]
            if kind not in wire.CLIENT_TYPES:
                raise ProtocolError("unknown_type", f"unknown message type {kind[:40]!r}")
            if kind != "hello" and not member.greeted:
                raise ProtocolError("hello_first", "say hello first")
            getattr(self, f"_on_{kind}")(member, message)
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

    def _leave(self, member: Member) -> None:
        code, seat = member.room, member.seat
        self.members.detach(member)
        if code is not None and seat is None:
            self._watchers_changed.add(code)
        room = self.rooms.get(code) if code else None
        if room is None or seat is None or self.members.seat_link(code, seat) is not None:
            return
        if room.set_connected(seat, False, self.clock()):
            broadcast_room(self.members, room, self.clock())
            self.store.save_room(room)

    # ------------------------------------------------------------------ messages
    def _on_hello(self, member: Member, message: dict) -> None:
        if message.get("v") != wire.PROTOCOL_VERSION:
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
        member.send(
            {
                "type": "welcome",
                "v": wire.PROTOCOL_VERSION,
                "server": __version__,
                "games": {name: list(spec.seat_counts) for name, spec in GAMES.items()},
                "public_url": self.public_url,
                "limits": {
                    "max_frame_bytes": wire.MAX_FRAME_BYTES,
                    "messages_per_second": self.rate,
                    "burst": self.burst,
                },
            }
        )

    def _on_create_room(self, member: Member, message: dict) -> None:
        try:
            settings = MatchSettings.from_json(message.get("settings", {}))
        except GameSetupError as problem:
            raise RoomError("bad_settings", str(problem)) from None
        seed = message.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ProtocolError("bad_message", "'seed' must be a whole number")
        if seed is not None and message.get("ranked") is not None and not self.allow_client_seed:
            raise RoomError("seed_refused", "a ranked room is always dealt from a secret seed")
        self._create(member, settings, wire.player_name(message, "Red"), seed, message)

    def _create(
        self, member: Member, settings: MatchSettings, name: str, seed: int | None, claim: dict
    ) -> None:
        ranked = self._ranked_name(claim)
        if not self.room_quota.allow(member.address):
            raise RoomError("too_many_rooms", "you made many rooms just now; wait a minute")
        code = new_room_code()
        while code in self.rooms:
            code = new_room_code()
        now = self.clock()
        room, token = Room.create(code, settings, name, now, seed, ranked)
        room.seed_client = member.client
        self.rooms[code] = room
        self._seat(member, room, 0)
        logger.info("room %s created (%s, %s)", code, settings.game, settings.preset)
        member.send(
            {
                "type": "room_created",
                "code": code,
                "display_code": display_code(code),
                "seat": 0,
                "token": token,
            }
        )
        broadcast_room(self.members, room, self.clock())
        self.store.save_room(room, durable=True)

    def _ranked_name(self, message: dict) -> str | None:
        claim = message.get("ranked")
        if claim is None:
            return None
        name = self.board.verify(claim)
        if name is None:
            raise RoomError("bad_ranked", "that leaderboard name and secret do not match")
        return name

    def _room(self, member: Member, message: dict) -> Room:
        """The room a join, watch or resume names. Unknown codes count against the connection
        and its address: past the limits the link is closed (room codes cannot be guessed)."""
        if self.guess_quota.exhausted(member.address):
            raise RoomError("too_many_guesses", GUESSING, closing=GUESSING)
        try:
            code = normalise_code(message.get("code"))
        except InviteError as problem:
            raise RoomError("bad_code", str(problem)) from None
        if member.path_code is not None and code != member.path_code:
            raise RoomError(
                "wrong_room", f"this link was opened for room {display_code(member.path_code)}"
            )
        room = self.rooms.get(code)
        if room is None:
            member.guesses += 1
            quota = self.guess_quota
            spent = not quota.allow(member.address) or quota.exhausted(member.address)
            closing = spent or member.guesses >= self.limits.guesses_per_connection
            raise RoomError(
                "no_room",
                f"there is no room {display_code(code)} (or it expired)",
                closing=GUESSING if closing else None,
            )
        return room

    def _seat(self, member: Member, room: Room, seat: int | None) -> None:
        """Attach ``member`` to ``room`` (at ``seat``, or watching), taking the seat over from
        an older connection."""
        old = self.members.seat_link(room.code, seat) if seat is not None else None
        if old is not None and old is not member:
            self.members.detach(old)
            old.close(wire.CLOSE_TAKEN_OVER, "this seat was resumed from another connection")
        if member.room is not None:
            self._leave(member)
        self.members.attach(member, room.code, seat)

    def _on_join(self, member: Member, message: dict) -> None:
        room = self._room(member, message)
        ranked = self._ranked_name(message)
        if all(seat is not None for seat in room.seats):
            self._watch(member, room)
            return
        if room.seed is not None and not self.allow_client_seed:
            if ranked is not None or member.client != room.seed_client:
                room.seed = None  # a friend's (or a ranked) seat: the deal is a secret
        seat, token = room.join(wire.player_name(message, "Blue"), self.clock(), ranked)
        self._seat(member, room, seat)
        logger.info("room %s: seat %d joined", room.code, seat)
        member.send({"type": "seated", "code": room.code, "seat": seat, "token": token})
        broadcast_room(self.members, room, self.clock())
        if room.match is not None:  # the last seat was taken: the first match is dealt
            broadcast_events(self.members, room, room.match.log, 1, room.match.seq)
        self.store.save_room(room, durable=True)

    def _on_watch(self, member: Member, message: dict) -> None:
        self._watch(member, self._room(member, message))

    def _watch(self, member: Member, room: Room) -> None:
        """Seat ``member`` as a spectator: it alone gets the room and the position now; the
        others see the new count at the next timer pass (a flood of watches costs them
        nothing)."""
        already = member.room == room.code and member.seat is None
        if not already and self.members.watchers(room.code) >= self.limits.watchers_per_room:
            raise RoomError("watchers_full", "this room has as many spectators as it takes")
        self._seat(member, room, None)
        self._watchers_changed.add(room.code)
        member.send({"type": "watching", "code": room.code})
        member.send(room_message(self.members, room, self.clock()))
        if room.match is not None:
            member.send(snapshot_message(room, SPECTATOR))

    def _on_resume(self, member: Member, message: dict) -> None:
        room = self._room(member, message)
        seat = room.seat_of(message.get("token"))
        if seat is None:
            raise RoomError("bad_token", "that seat token does not open a seat in this room")
        self._seat(member, room, seat)
        now = self.clock()
        was_offered = bool(room.offer_holders(now)) and seat in room.offered
        room.set_connected(seat, True, now)
        logger.info("room %s: seat %d resumed", room.code, seat)
        member.send({"type": "resumed", "code": room.code, "seat": seat})
        broadcast_room(self.members, room, self.clock())
        if was_offered:
            for other in range(len(room.seats)):
                self.members.send_to_seat(
                    room.code, other, wire.encode({"type": "offer_withdrawn", "back": seat})
                )
        self._catch_up(member, room, message)
        self.store.save_room(room)

    def _on_sync(self, member: Member, message: dict) -> None:
        room = self._member_room(member)
        self._catch_up(member, room, message)

    def _catch_up(self, member: Member, room: Room, message: dict) -> None:
        """The events after the client's ``last_seq`` of match ``match``, or a snapshot."""
        match = room.match
        if match is None:
            return
        viewer = SPECTATOR if member.seat is None else member.seat
        last = message.get("last_seq")
        missed = None
        if message.get("match") == match.number and isinstance(last, int):
            missed = match.since(last)
        if missed is None:
            member.send(snapshot_message(room, viewer))
        elif missed:
            member.send(
                events_message(room, missed, match.seq - len(missed) + 1, match.seq, viewer)
            )

    def _member_room(self, member: Member) -> Room:
        room = self.rooms.get(member.room) if member.room else None
        if room is None:
            raise RoomError("no_room", "you are not in a room")
        return room

    def _member_seat(self, member: Member) -> tuple[Room, int]:
        room = self._member_room(member)
        if member.seat is None:
            raise RoomError("not_seated", "spectators cannot do that")
        return room, member.seat

    def _on_action(self, member: Member, message: dict) -> None:
        started = time.perf_counter()
        room, seat = self._member_seat(member)
        month = room.match.state.month if room.match else 0
        events, (first, last), entry = room.act(seat, message.get("seq"), message.get("action"))
        self.actions_applied += 1
        self.metrics.moves += 1
        broadcast_events(self.members, room, events, first, last)
        if room.status == FINISHED:
            self._match_over(room)
        elif room.match.state.month == month:
            self.store.journal_decision(room, entry)
        else:
            self.store.save_room(room)
        self.metrics.action_seconds.observe(time.perf_counter() - started)

    def _match_over(self, room: Room) -> None:
        """The match ended: everyone sees the room first, then the record, the board and the
        room are written (a failure there is reported and retried, never the seats')."""
        broadcast_room(self.members, room, self.clock())
        state = room.match.state
        try:
            self.store.save_record(room, room.game.record(state, room.players()))
            names = [seat.ranked_name if seat else None for seat in room.seats]
            if any(names) and room.status == FINISHED:
                changed = self.board.record_match(names, list(state.returns()))
                self.store.save_board_entries(self.board, changed)
        except Exception:  # noqa: BLE001 - the room is kept and saved below
            logger.exception(
                "room %s: the end of match %d was not recorded", room.code, room.match.number
            )
        self.store.save_room(room, durable=True)

    def _on_rematch(self, member: Member, message: dict) -> None:
        room, seat = self._member_seat(member)
        events = room.vote_rematch(seat)
        broadcast_room(self.members, room, self.clock())
        if events is not None:
            broadcast_events(self.members, room, events, 1, room.match.seq)
        self.store.save_room(room)

    def _on_accept_cpu_game(self, member: Member, message: dict) -> None:
        room, seat = self._member_seat(member)
        now = self.clock()
        absent = room.away_seats(now)
        room.abandon(seat, now)
        record = room.game.record(room.match.state, room.players())
        record["abandoned"] = {"by": seat, "absent": absent}
        self.store.save_record(room, record)
        logger.info("room %s: match %d abandoned", room.code, room.match.number)
        notice = {"type": "match_abandoned", "by": seat, "absent": absent}
        self.members.send_to_room(room.code, wire.encode(notice))
        broadcast_room(self.members, room, self.clock())
        self.store.save_room(room, durable=True)

    def _on_reinvite(self, member: Member, message: dict) -> None:
        room, seat = self._member_seat(member)
        if room.status not in (FINISHED, ABANDONED):
            raise RoomError("no_reinvite", "a new link is offered when the match is over")
        self._create(member, room.settings, room.seats[seat].name, room.seed, message)

    def _on_get_record(self, member: Member, message: dict) -> None:
        room = self._member_room(member)
        if room.status not in (FINISHED, ABANDONED) or room.match is None:
            raise RoomError("record_not_ready", "the record is sent when the match is over")
        record = room.game.record(room.match.state, room.players())
        member.send({"type": "record", "match": room.match.number, "record": record})

    def _on_leaderboard_register(self, member: Member, message: dict) -> None:
        if self.registration_quota.exhausted(member.address):
            raise RoomError("too_many_names", "this address registered names just now; wait")
        try:
            name, secret = self.board.register(message.get("name"))
        except LeaderboardError as problem:
            raise RoomError("bad_name", str(problem)) from None
        self.registration_quota.allow(member.address)
        self.store.save_board_entries(self.board, [self.board.entry(name)])
        member.send({"type": "leaderboard_registered", "name": name, "secret": secret})

    def _on_leaderboard_top(self, member: Member, message: dict) -> None:
        limit = wire.int_field(message, "limit", default=20)
        member.send({"type": "leaderboard", "entries": self.board.top(max(1, min(limit, 100)))})


async def serve_forever(
    host: str,
    port: int,
    data: Path | None,
    *,
    on_listening: Callable[[int], None],
    rate: float = wire.RATE_PER_SECOND,
    **options,
) -> None:
    """Run a server until cancelled (Ctrl+C / SIGTERM); stops cleanly, flushing the disk.
    ``options`` are :class:`RoomServer`'s (limits, public_url, allow_client_seed)."""
    server = RoomServer(data, rate=rate, burst=2 * rate, **options)
    try:
        bound = await server.start(host, port)
    except BaseException:
        await asyncio.to_thread(server.store.close)  # releases the folder's lock
        raise
    on_listening(bound)
    try:
        await asyncio.Future()
    finally:
        await server.stop()
