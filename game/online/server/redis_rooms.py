"""The room server on a shared store: several processes serve the same rooms.

:class:`SharedRoomServer` is :class:`game.online.server.room_server.RoomServer` with its rooms in a
:class:`game.online.server.redis_store.SharedStore`. Each process keeps a copy of the rooms its
clients use, with the version it read; every message (and every CPU move, every seat going
away) is handled as an optimistic transaction on the store
(:mod:`game.online.server.store_transactions`), the limits are counted store-wide
(:mod:`game.online.server.shared_limits`), the other processes' commits arrive as notes
(:mod:`game.online.server.store_notes`) and a process's lease says it is alive
(:mod:`game.online.server.presence`).

So the store orders every decision, a decision is told to a client only once it is stored
(none is lost when a process dies after telling it), and a stale one is refused (none is
applied twice). The other processes apply a note's decision to their copy (or reload the
room) and send the events to their own clients. A client of a dead process reconnects to any
other and resumes its seat from the stored room.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections import defaultdict

from redis.exceptions import RedisError

from game.online.server.cpu_turns import CPU_FRAME
from game.online.server.feed import broadcast_room
from game.online.server.limits import TOO_MANY_FROM_ADDRESS
from game.online.server.members import Member
from game.online.server.presence import LEASE, Presence
from game.online.server.redis_store import NOTES, PendingWrites, SharedStore
from game.online.server.room_server import RoomServer
from game.online.server.rooms import MAX_AGE
from game.online.server.shared_limits import SharedCounts, SharedQuota
from game.online.server.store_notes import LISTEN_POLL, StoreNotes
from game.online.server.store_transactions import StoreTransactions
from game.online.wire import protocol as wire
from game.online.wire.identifiers import InviteError, normalise_code

logger = logging.getLogger("game.online.server.room_server")

CPU_GRACE = 3.0  # seconds a CPU seat due waits for the process that made it due (cpu_turns)
CODE_MESSAGES = ("join", "watch", "resume")


class SharedRoomServer(StoreTransactions, StoreNotes, RoomServer):
    """A room server whose rooms live in the store at ``store_url`` (see the module)."""

    def __init__(
        self, store_url: str, *, lease: float = LEASE, cpu_grace: float = CPU_GRACE, **options
    ) -> None:
        super().__init__(None, **options)
        self.cpu_grace = cpu_grace
        self.shared = SharedStore(store_url)
        self.store: PendingWrites = PendingWrites()
        self.origin = uuid.uuid4().hex
        self.presence = Presence(self, lease)
        self.counts = SharedCounts(self.shared, self.origin)
        limits, clock = self.limits, self.clock
        self.room_quota = SharedQuota(
            self.shared, "rooms", limits.rooms_per_minute / 60, limits.room_burst, clock
        )
        self.guess_quota = SharedQuota(
            self.shared, "guesses", limits.guesses_per_minute / 60, limits.guess_burst, clock
        )
        self.registration_quota = SharedQuota(
            self.shared,
            "names",
            limits.registrations_per_hour / 3600,
            limits.registration_burst,
            clock,
        )
        guesses = (self.guess_quota,)
        self._quotas: dict[str, tuple[SharedQuota, ...]] = {
            "create_room": (self.room_quota,),
            "leaderboard_register": (self.registration_quota,),
            **{kind: guesses for kind in CODE_MESSAGES},
        }
        self.versions: dict[str, int] = {}
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._listener: asyncio.Task | None = None
        self._marks: dict[str, tuple[int, int]] = {}  # what a dropped copy's members saw
        self._recovering: dict[str, asyncio.Task] = {}  # dropped copies being loaded again
        self.conflicts = 0

    async def start(self, host: str = "127.0.0.1", port: int = 8765) -> int:
        await self.shared.ping()
        self.board = await self.shared.load_board()
        pubsub = self.shared.subscriber()
        await pubsub.subscribe(NOTES)
        self._listener = asyncio.create_task(self._listen(pubsub))
        await self.presence.start()
        return await super().start(host, port)

    async def stop(self) -> None:
        await self._stop_serving()
        for task in list(self._recovering.values()):
            task.cancel()
        await self.presence.stop()
        if self._listener is not None:  # it sees _stopping within LISTEN_POLL seconds
            await asyncio.wait({self._listener}, timeout=3 * LISTEN_POLL)
            self._listener.cancel()
        await self.shared.close()

    @staticmethod
    def _frame_about(member: Member, frame: str | bytes) -> tuple[str | None, str | None]:
        """The frame's type and the room it is about (None: none yet, or a frame the
        handler refuses)."""
        try:
            message = wire.decode(frame)
        except wire.ProtocolError:
            return None, None
        kind = message.get("type")
        kind = kind if isinstance(kind, str) else None
        if kind in CODE_MESSAGES:
            try:
                return kind, normalise_code(message.get("code"))
            except InviteError:
                return kind, None
        return kind, member.room

    async def _dispatch(self, member: Member, frame: str | bytes) -> None:
        kind, code = self._frame_about(member, frame)
        quotas = self._quotas.get(kind or "", ())
        try:
            for quota in quotas:
                await quota.refresh(member.address)
            if kind in CODE_MESSAGES and code is not None:
                await self.counts.read_watchers(code, self.members.watchers(code))
        except (RedisError, OSError) as error:
            self._unreachable(error, member)
            return
        watched = code if kind in CODE_MESSAGES else None

        async def settle() -> None:  # before the answer goes out: the next message sees it
            await self._settle(quotas, member, watched)

        await self._transaction(code, lambda: self._receive(member, frame), frame, member, settle)

    async def _settle(self, quotas, member: Member, watched: str | None) -> None:
        """Take the tokens the message used from the store's buckets; write this process's
        spectators of the room it named."""
        try:
            for quota in quotas:
                await quota.settle()
                quota.forget(member.address)
            if watched is not None:
                await self.counts.read_watchers(watched, self.members.watchers(watched))
        except (RedisError, OSError) as error:
            self.failures("the store did not take a count (%s); %d failure(s) since", error)

    def _watchers(self, code: str) -> int:
        return self.members.watchers(code) + self.counts.watchers_elsewhere(code)

    async def _handle(self, connection) -> None:
        """Count the connection under its address in the store first (every process's
        connections of one address are held to ``limits.per_address``)."""
        address = getattr(connection, "address", "?")
        try:
            counted = await self.counts.connect(address, self.limits.per_address)
        except (RedisError, OSError):
            counted = None  # the store is away: this process's own count still holds
        if counted is False:
            self.admission.refused += 1
            self._refused(address, TOO_MANY_FROM_ADDRESS)
            await connection.close(wire.CLOSE_POLICY, TOO_MANY_FROM_ADDRESS)
            return
        try:
            await super()._handle(connection)
        finally:
            if counted:
                try:
                    await self.counts.disconnect(address)
                except (RedisError, OSError):
                    pass  # the count expires with the hash, or drops with this lease

    async def _depart(self, member: Member) -> None:
        code, seat = member.room, member.seat
        self.members.detach(member)
        if code is None:
            return
        if seat is None:
            self._watchers_changed.add(code)
            try:
                await self.counts.read_watchers(code, self.members.watchers(code))
            except (RedisError, OSError):
                pass  # the store is away; the next watch of the room writes it
            return

        def away() -> None:
            room = self.rooms.get(code)
            if room is None or self.members.seat_link(code, seat) is not None:
                return
            held = room.seats[seat]
            if held is not None and held.holder not in (None, self.origin):
                return  # the seat came back on another process meanwhile
            if room.set_connected(seat, False, self.clock()):
                broadcast_room(self.members, room, self.clock())
                self.store.save_room(room)

        await self._transaction(code, away)

    async def _cpu_step(self, code: str, step) -> bool:
        """A CPU seat's move goes through the store like a friend's action (a decision the
        other processes apply)."""
        return await self._transaction(code, step, CPU_FRAME)

    # ------------------------------------------------------------------ timers
    def run_timers(self) -> None:
        """Seed 000's timers on this process's copies; a copy past its age is let go (the
        store expires the room itself)."""
        now = self.clock()
        for code, room in list(self.rooms.items()):
            if now - room.created_at >= MAX_AGE and not self.members.in_room(code):
                self.rooms.pop(code, None)
                self.versions.pop(code, None)
        for code in [code for code in self.counts.elsewhere if code not in self.rooms]:
            del self.counts.elsewhere[code]
        self._recover_dropped()
        super().run_timers()
        self.store.take()  # expiries and offers stay on the copies; the store's TTL rules

    def _gauges(self) -> dict[str, tuple[str, float]]:
        gauges = super()._gauges()
        gauges["koikoi_store_conflicts"] = ("commits refused by the store", self.conflicts)
        return gauges
