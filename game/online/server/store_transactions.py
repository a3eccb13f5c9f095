"""One message on the shared store, as an optimistic transaction (see
:mod:`game.online.server.redis_rooms`).

:class:`StoreTransactions` is a mixin of
:class:`game.online.server.redis_rooms.SharedRoomServer`. Each process keeps a copy of the
rooms its clients use, with the version it read, and handles a message so:

1. under the room's lock in this process, the room is loaded from the store if not held;
2. the usual handler runs on the copy, its sends and closes held back
   (:func:`game.online.server.members.held`) and its writes noted (``PendingWrites``);
3. one atomic commit checks the versions and writes (see :mod:`game.online.server.redis_store`);
   accepted: the held messages go out and the note reaches every other process; refused
   (another process changed the room first): the copies are dropped and the message runs
   again on the store's room (a replayed action then gets ``stale``), at most
   :data:`TRIES` times.

Loading a stored room into this process (:meth:`StoreTransactions._adopt`) sends its
members here what they missed.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import defaultdict
from collections.abc import Callable

from redis.exceptions import RedisError

from game.engine.events import SPECTATOR
from game.online.server.feed import broadcast_events, broadcast_room, snapshot_message
from game.online.server.http_endpoints import Metrics
from game.online.server.leaderboard import Leaderboard
from game.online.server.limits import ThrottledReport
from game.online.server.members import Member, RoomMembers, held, release, stop_holding
from game.online.server.presence import Presence
from game.online.server.redis_store import Conflict, PendingWrites, SharedStore
from game.online.server.rooms import Room
from game.online.server.stored_room import room_from_store, stored_until
from game.online.wire import protocol as wire

logger = logging.getLogger("game.online.server.room_server")

TRIES = 5


class StoreTransactions:
    """A mixin of :class:`game.online.server.redis_rooms.SharedRoomServer`: its messages'
    transactions on the store (see the module)."""

    rooms: dict[str, Room]
    versions: dict[str, int]
    members: RoomMembers
    shared: SharedStore
    store: PendingWrites
    presence: Presence
    origin: str
    clock: Callable[[], float]
    board: Leaderboard
    metrics: Metrics
    failures: ThrottledReport
    conflicts: int
    _locks: defaultdict[str, asyncio.Lock]
    _marks: dict[str, tuple[int, int]]
    _kick_cpu: Callable[[str | None], None]

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
