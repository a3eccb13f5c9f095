"""The room server on a shared store: several processes serve the same rooms.

:class:`SharedRoomServer` is :class:`game.online.server.room_server.RoomServer` with its rooms in a
:class:`game.online.server.redis_store.SharedStore`. Each process keeps a copy of the rooms its
clients use, with the version it read. A message is handled as an optimistic transaction:

1. under the room's lock in this process, the room is loaded from the store if not held;
2. the usual handler runs on the copy, its sends and closes held back
   (:func:`game.online.server.members.held`) and its writes noted (``PendingWrites``);
3. one atomic commit checks the versions and writes (see :mod:`game.online.server.redis_store`);
   accepted: the held messages go out and the note reaches every other process; refused
   (another process changed the room first): the copies are dropped and the message runs
   again on the store's room (a replayed action then gets ``stale``), at most
   :data:`TRIES` times.

So the store orders every decision, a decision is told to a client only once it is stored
(none is lost when a process dies after telling it), and a stale one is refused (none is
applied twice). The other processes apply a note's decision to their copy (or reload the
room) and send the events to their own clients. A client of a dead process reconnects to any
other and resumes its seat from the stored room.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from collections import defaultdict

from redis.exceptions import RedisError

from game.engine.events import SPECTATOR
from game.online.server.cpu_turns import CPU_FRAME
from game.online.server.feed import broadcast_events, broadcast_room, snapshot_message
from game.online.server.limits import TOO_MANY_FROM_ADDRESS
from game.online.server.members import Member, held, release, stop_holding
from game.online.server.presence import LEASE, Presence
from game.online.server.redis_store import NOTES, Conflict, PendingWrites, SharedStore
from game.online.server.room_server import RoomServer
from game.online.server.rooms import EMPTY_EXPIRY, MAX_AGE, WAITING, Match, Room
from game.online.server.shared_limits import SharedCounts, SharedQuota
from game.online.server.store_notes import LISTEN_POLL, StoreNotes
from game.online.wire import protocol as wire
from game.online.wire.identifiers import InviteError, normalise_code

logger = logging.getLogger("game.online.server.room_server")

TRIES = 5
CPU_GRACE = 3.0  # seconds a CPU seat due waits for the process that made it due (cpu_turns)
CODE_MESSAGES = ("join", "watch", "resume")


def room_from_store(data: dict, now: float, known: Match | None = None) -> Room:
    """A stored room as it stands: seats (dis)connected as stored and the match with its
    events (so resumes can replay what they missed): ``known``, this process's copy of that
    match, carried on by the decisions it lacks, or else rebuilt from the seed."""
    stored_match = data.get("match")
    bare = dict(data, match=None, status=WAITING)
    room = Room.from_json(bare, now)
    room.status = data["status"]
    for seat, item in zip(room.seats, data["seats"], strict=True):
        if seat is not None:
            seat.connected = bool(item.get("connected"))
            seat.since = float(item.get("since", now))
            holder = item.get("holder")
            seat.holder = holder if isinstance(holder, str) else None
    room.offered = set(data.get("offered", []))
    room.empty_since = data.get("empty_since")
    if stored_match is None:
        return room
    seed, decisions = stored_match["seed"], list(stored_match["decisions"])
    match = known
    if (
        match is None
        or match.number != stored_match["number"]
        or match.seed != seed
        or match.decisions != decisions[: len(match.decisions)]
    ):
        state = room.game.new_match(room.settings, seed)
        match = Match(stored_match["number"], seed, state)
        match.append(state.initial_events())
    for decision in decisions[len(match.decisions) :]:
        match.append(match.state.apply(room.game.parse_action(decision)))
        match.decisions.append(decision)
    room.match = match
    return room


def stored_until(room: Room) -> float:
    """When the store lets the room go: 24 hours after its creation, or 30 minutes after
    every seat left (whichever is first; a seat coming back writes it again)."""
    if room.empty_since is None:
        return room.created_at + MAX_AGE
    return min(room.created_at + MAX_AGE, room.empty_since + EMPTY_EXPIRY)


class SharedRoomServer(StoreNotes, RoomServer):
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

    # ------------------------------------------------------------------ transactions
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

    async def _transaction(
        self, code: str | None, handle, frame=None, sender: Member | None = None, settle=None
    ) -> bool:
        """Run ``handle`` and commit what it changed (see the module); ``settle`` is awaited
        once it is stored, before its messages go out. False when nothing was stored (the
        store did not answer, or refused every try)."""
        lock = self._locks[code] if code is not None else asyncio.Lock()
        async with lock:
            for _ in range(TRIES):
                try:
                    if await self._attempt(code, handle, frame, settle):
                        return True
                except (RedisError, OSError) as error:
                    self._unreachable(error, sender)
                    return False
            logger.warning("room %s: gave up after %d conflicting writes", code, TRIES)
            return False

    async def _attempt(self, code: str | None, handle, frame, settle=None) -> bool:
        """Run ``handle`` on this process's copy and commit what it changed; False when
        the store had moved on (the copies are dropped: the next attempt reloads them)."""
        if code is not None and code not in self.rooms:
            await self._load(code)
        mark = self._mark(code)
        outbox, token = held()
        try:
            handle()
            for touched in {code, *self.store.rooms}:  # a new room's code comes from its write
                room = self.rooms.get(touched) if touched is not None else None
                if room is not None and self.presence.claim(room):
                    self.store.save_room(room)
        finally:
            stop_holding(token)
        writes = self.store.take()
        if writes.empty():
            if settle is not None:
                await settle()
            release(outbox)
            return True
        try:
            await self._commit(writes, frame)
        except Conflict as conflict:
            self.conflicts += 1
            await self._forget(writes, conflict, {code: mark})
            return False
        except BaseException:
            self._forget_rooms(writes, {code: mark})
            raise
        if settle is not None:
            await settle()
        release(outbox)
        return True

    def _unreachable(self, error: Exception, sender: Member | None) -> None:
        """The store did not answer: nothing was decided; the sender is told (a resend or a
        resume once the store is back works)."""
        self.metrics.error("store_unavailable")
        self.failures("the store did not answer (%s); %d failure(s) since the last report", error)
        if sender is not None:
            sender.send(wire.error("store_unavailable", "the server cannot reach its store"))

    async def _commit(self, writes: PendingWrites, frame) -> None:
        now = self.clock()
        lifetimes, notes = {}, []
        for code, room in writes.rooms.items():
            version = self.versions.get(code, 0)
            note: dict = {"code": code, "v": version + 1 if room is not None else 0}
            if room is not None:
                lifetimes[code] = int(stored_until(room) - now) + 60
                step = self._step(room, frame)
                if step is not None:
                    note["step"] = step
            notes.append(note)
        note = {"origin": self.origin, "rooms": notes, "board": list(writes.board.values())}
        await self.shared.commit(writes, self.versions, lifetimes, note)
        for item in notes:
            if item["v"]:
                self.versions[item["code"]] = item["v"]
            else:
                self.versions.pop(item["code"], None)

    @staticmethod
    def _step(room: Room, frame) -> dict | None:
        """The decision an ``action`` frame added (the other processes apply just that)."""
        if frame is None or room.match is None or not room.match.decisions:
            return None
        try:
            if json.loads(frame).get("type") != "action":
                return None
        except (ValueError, AttributeError):
            return None
        match = room.match
        return {"match": match.number, "n": len(match.decisions) - 1, "action": match.decisions[-1]}

    def _forget_rooms(self, writes: PendingWrites, marks: dict) -> None:
        for code in writes.rooms:
            self._marks[code] = marks.get(code) or self._mark(code)
            self.rooms.pop(code, None)
            self.versions.pop(code, None)

    def _mark(self, code: str | None) -> tuple[int, int]:
        """(match number, last event number) of this process's copy: what its members saw."""
        room = self.rooms.get(code) if code is not None else None
        if room is None or room.match is None:
            return self._marks.get(code, (0, 0)) if code is not None else (0, 0)
        return room.match.number, room.match.seq

    async def _forget(self, writes: PendingWrites, conflict: Conflict, marks: dict) -> None:
        """Drop the copies a refused commit was built on (they are reloaded when used)."""
        self._forget_rooms(writes, marks)
        for key in conflict.names:
            stored = await self.shared.load_entry(key)
            if stored is not None:
                self.board.upsert(stored)

    async def _load(self, code: str) -> None:
        """The stored room into this process (absent from the store: nothing)."""
        version, data = await self.shared.load_room(code)
        seen = self._marks.pop(code, None)
        if data is not None:
            self._adopt(code, version, data, seen)

    def _adopt(self, code: str, version: int, data: dict, seen=None) -> None:
        """Take the stored room as this process's copy, sending its members what changed
        since ``seen`` (match, event number; default: the copy it replaces)."""
        number, last = seen if seen is not None else self._mark(code)
        old = self.rooms.get(code)
        room = room_from_store(data, self.clock(), old.match if old is not None else None)
        self.rooms[code], self.versions[code] = room, version
        if old is None:  # a CPU seat due plays on here (the process it was on may be gone)
            self._kick_cpu(code)
        if not self.members.in_room(code):
            return
        match = room.match
        if match is not None:
            seen = last if number == match.number else 0
            missed = match.since(seen)
            if missed is None:
                for member in self.members.in_room(code):
                    viewer = SPECTATOR if member.seat is None else member.seat
                    member.send(snapshot_message(room, viewer))
            elif missed:
                broadcast_events(self.members, room, missed, seen + 1, match.seq)
        broadcast_room(self.members, room, self.clock())

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
