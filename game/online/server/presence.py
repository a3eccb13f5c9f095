"""Who is still at the table when the server processes share a store: presence leases.

On one process a seat is away the moment its connection ends. With several processes on one
store (:mod:`game.online.server.redis_rooms`), a seat's link lives on one process, which writes
"connected" into the stored room; if that process dies (SIGKILL, a lost machine) nothing
writes "away", and the seed 000 timers (the CPU offer after 2 minutes away, the empty room's
deletion) would never fire for the others.

So each process holds a **lease** in the store, ``koikoi:alive:<ORIGIN>``, that expires
after :data:`LEASE` seconds unless renewed (every third of it), and every connected seat in
the stored room names its **holder**, the process its link is on. A process that holds a
copy of a room looks, at each renewal, whether the holders of its connected seats are still
alive; a seat whose holder's lease ran out is marked away as of that moment, through the
store like any other change, so every process sees it and the 2-minute rule applies. The
store's own expiry decides liveness, so the processes' clocks need not agree.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Protocol

from redis.exceptions import RedisError

from game.online.server.feed import broadcast_room
from game.online.server.members import RoomMembers
from game.online.server.redis_store import PendingWrites, SharedStore
from game.online.server.rooms import Room

logger = logging.getLogger("game.online.server.room_server")

LEASE = 15.0  # seconds a process counts as alive after its last renewal


class PresenceHost(Protocol):
    """What presence uses of :class:`game.online.server.redis_rooms.SharedRoomServer`."""

    origin: str
    shared: SharedStore
    rooms: dict[str, Room]
    members: RoomMembers
    clock: Callable[[], float]
    store: PendingWrites

    def _transaction(self, code: str | None, handle: Callable[[], None]) -> Awaitable[bool]: ...


class Presence:
    """One process's lease and its watch over the other processes' seats (see the module)."""

    def __init__(self, server: PresenceHost, lease: float = LEASE) -> None:
        self.server = server
        self.lease = lease
        self._task: asyncio.Task | None = None

    async def start(self) -> None:
        await self.server.shared.renew_lease(self.server.origin, self.lease)
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        try:
            await self.server.shared.end_lease(self.server.origin)
        except (RedisError, OSError):
            pass  # the lease runs out by itself

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                await self.server.shared.renew_lease(self.server.origin, self.lease)
                await self.sweep()
            except (RedisError, OSError) as error:
                logger.warning("cannot renew this process's presence (%s)", error)

    def claim(self, room: Room) -> bool:
        """Name this process the holder of the room's seats linked here, and mark them
        connected if another process had marked them away (this one stalled past its
        lease); True when that changed the room (it is then written with the message's
        other changes)."""
        origin, changed, back = self.server.origin, False, False
        for number, seat in enumerate(room.seats):
            if seat is None or self.server.members.seat_link(room.code, number) is None:
                continue
            if not seat.connected:
                back = room.set_connected(number, True, self.server.clock()) or back
            if seat.holder != origin:
                seat.holder, changed = origin, True
        if back:
            broadcast_room(self.server.members, room, self.server.clock())
        return changed or back

    def _stale_here(self, room: Room) -> bool:
        """A seat linked here that the stored room calls away (see :meth:`claim`)."""
        return any(
            seat is not None
            and not seat.connected
            and self.server.members.seat_link(room.code, number) is not None
            for number, seat in enumerate(room.seats)
        )

    def _foreign_holders(self, room: Room) -> set[str]:
        origin = self.server.origin
        return {
            seat.holder
            for seat in room.seats
            if seat is not None and seat.connected and seat.holder not in (None, origin)
        }

    async def sweep(self) -> None:
        """Mark away, in the store, the connected seats of the rooms held here whose holder's
        lease has run out; and connected again the seats linked here that another process
        marked away while this one stalled."""
        rooms = self.server.rooms
        for code, room in list(rooms.items()):
            if self._stale_here(room):  # claimed again by the transaction
                await self.server._transaction(code, lambda: None)
        holders = set().union(*(self._foreign_holders(room) for room in rooms.values()))
        if not holders:
            return
        dead = holders - await self.server.shared.living(holders)
        for code, room in list(rooms.items()):
            if self._foreign_holders(room) & dead:
                await self.server._transaction(code, partial(self._away, code, dead))

    def _away(self, code: str, dead: set[str]) -> None:
        room = self.server.rooms.get(code)
        if room is None:
            return
        now, changed = self.server.clock(), False
        for number, seat in enumerate(room.seats):
            if seat is not None and seat.connected and seat.holder in dead:
                logger.info("room %s: seat %d's process is gone; the seat is away", code, number)
                changed = room.set_connected(number, False, now) or changed
        if changed:
            broadcast_room(self.server.members, room, now)
            self.server.store.save_room(room)
