"""The shared-store server's side of the other processes' notes (see
:mod:`game.online.server.redis_rooms`): every commit publishes one note on ``koikoi:notes``; a
process holding the room at the version before applies the note's one decision to its copy
and sends the events to its own clients, or else reloads the room and sends what they
missed. A broken subscription is made again and every held room reloaded."""

from __future__ import annotations

import asyncio
import json
import logging
from collections import defaultdict
from collections.abc import Callable

from game.online.server.feed import broadcast_events, broadcast_room
from game.online.server.leaderboard import Leaderboard
from game.online.server.members import RoomMembers
from game.online.server.redis_store import NOTES, SharedStore
from game.online.server.rooms import FINISHED, Room
from game.online.wire.messages import RoomClosed, to_wire

logger = logging.getLogger("game.online.server.room_server")

LISTEN_POLL = 1.0  # seconds the notes' reader waits before looking whether to stop


class StoreNotes:
    """A mixin of :class:`game.online.server.redis_rooms.SharedRoomServer`: its note handling."""

    rooms: dict[str, Room]
    versions: dict[str, int]
    members: RoomMembers
    shared: SharedStore
    origin: str
    clock: Callable[[], float]
    board: Leaderboard
    _stopping: bool
    _locks: defaultdict[str, asyncio.Lock]

    _recovering: dict[str, asyncio.Task]

    def _adopt(self, code: str, version: int, data: dict, seen=None) -> None:
        raise NotImplementedError

    async def _transaction(self, code: str | None, handle: Callable[[], None]) -> bool:
        raise NotImplementedError

    def _recover_dropped(self) -> None:
        """Load again (a timer pass) the rooms whose copy was dropped (a commit the store
        refused every try or did not answer) while their members stayed here: they get what
        they missed and a CPU seat due plays on. Nothing else would load such a room until
        one of them sent a message, and a friend waiting for the CPU sends none."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no loop (a test driving the timers by hand)
        for code in self.members.codes():
            if code not in self.rooms and code not in self._recovering:
                self._recovering[code] = loop.create_task(self._reload(code))

    async def _reload(self, code: str) -> None:
        try:
            stored = await self._transaction(code, lambda: None)
            if stored and code not in self.rooms:  # the store no longer has the room
                self.members.close_room(code, to_wire(RoomClosed("deleted")))
        finally:
            self._recovering.pop(code, None)

    async def _listen(self, pubsub) -> None:
        """Apply the other processes' notes until stopping (polled each second: the redis
        client can swallow a cancellation while it reads); when the link to the store
        breaks, subscribe again and reload every room held here (notes were missed)."""
        try:
            while not self._stopping:
                try:
                    message = await pubsub.get_message(True, timeout=LISTEN_POLL)
                    if message is not None:
                        await self._note(message["data"])
                    continue
                except asyncio.CancelledError:
                    raise
                except Exception as error:  # noqa: BLE001 - the store went away: retry
                    logger.warning("lost the store's notes (%s); subscribing again", error)
                await asyncio.sleep(0.5)
                pubsub = await self._subscribe_again(pubsub)
        finally:
            await pubsub.aclose()

    async def _subscribe_again(self, pubsub):
        try:
            await pubsub.aclose()
            pubsub = self.shared.subscriber()
            await pubsub.subscribe(NOTES)
            for code in list(self.rooms):
                await self._noted({"code": code, "v": -1})
        except Exception as error:  # noqa: BLE001 - still away: the loop tries again
            logger.warning("cannot reach the store yet (%s)", error)
        return pubsub

    async def _note(self, text: str) -> None:
        try:
            note = json.loads(text)
            if note.get("origin") == self.origin:
                return
            for entry in note.get("board", []):
                self.board.upsert(entry)
            for item in note.get("rooms", []):
                await self._noted(item)
        except Exception:  # noqa: BLE001 - one bad note must not stop the others
            logger.exception("a store note could not be applied")

    async def _noted(self, item: dict) -> None:
        code, version = item["code"], item["v"]
        if code not in self.rooms:
            return
        async with self._locks[code]:
            room = self.rooms.get(code)
            if room is None or (version > 0 and version <= self.versions.get(code, 0)):
                return
            if version == 0:
                self.rooms.pop(code, None)
                self.versions.pop(code, None)
                self.members.close_room(code, to_wire(RoomClosed("deleted")))
                return
            if version == self.versions.get(code, 0) + 1 and self._apply_step(room, item):
                self.versions[code] = version
                return
            stored_version, data = await self.shared.load_room(code)
            if data is not None:
                self._adopt(code, stored_version, data)

    def _apply_step(self, room: Room, item: dict) -> bool:
        """Apply a note's one decision to this copy; False when it does not follow on."""
        step, match = item.get("step"), room.match
        if step is None or match is None or match.number != step.get("match"):
            return False
        if len(match.decisions) != step.get("n"):
            return False
        events = match.state.apply(room.game.parse_action(step["action"]))
        first, last = match.append(events)
        match.decisions.append(step["action"])
        if match.state.is_terminal():
            room.status = FINISHED
        broadcast_events(self.members, room, events, first, last)
        if room.status == FINISHED:
            broadcast_room(self.members, room, self.clock())
        return True
