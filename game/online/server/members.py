"""Who is connected where: one :class:`Member` per connection, grouped by room and seat.

A member's messages go through its own queue and writer task, so one slow or stalled client
never holds up the others in its room: past :data:`MAX_BACKLOG` unsent messages it is
disconnected (it can resume). Bad frames count as strikes; past ``MAX_STRIKES`` the link is
closed with a policy-violation code.

Inside :func:`held` (the shared-store server's transactions) what members send or close is
kept back in the returned list, to be released once the store accepted the change
(:func:`release`) or dropped when it did not.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections import deque

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from game.online.wire import protocol as wire

MAX_BACKLOG = 256
MAX_WATCHER_BACKLOG = 64  # a spectator that falls behind is dropped sooner than a seat

_HOLD: contextvars.ContextVar[list | None] = contextvars.ContextVar("hold", default=None)


def held() -> tuple[list, contextvars.Token]:
    """Start keeping back this task's sends and closes; ``_HOLD.reset(token)`` ends it."""
    outbox: list = []
    return outbox, _HOLD.set(outbox)


def stop_holding(token: contextvars.Token) -> None:
    _HOLD.reset(token)


def release(outbox: list) -> None:
    """Send and close what was kept back, in order."""
    for member, kind, args in outbox:
        getattr(member, kind)(*args)


class Member:
    def __init__(
        self, connection: ServerConnection, limiter: wire.RateLimiter, address: str = "?"
    ) -> None:
        self.connection = connection
        self.limiter = limiter
        self.address = address  # the remote IP address (per-address limits)
        self.guesses = 0  # unknown room codes asked for
        self.path_code: str | None = None  # the room its URL named (/room/CODE), if any
        self.client = f"connection-{id(self)}"  # the client program (its hello may name it)
        self.strikes = 0
        self.greeted = False
        self.room: str | None = None
        self.seat: int | None = None  # None in a room: watching
        self.closing = False
        self._queue: deque[str] = deque()
        self._wake = asyncio.Event()
        self._close: tuple[int, str] | None = None
        self._stopped = False

    def send(self, message: dict) -> None:
        self.send_text(wire.encode(message))

    def send_text(self, text: str) -> None:
        outbox = _HOLD.get()
        if outbox is not None:
            outbox.append((self, "send_text", (text,)))
            return
        if self.closing or self._stopped:
            return
        self._queue.append(text)
        watching = self.room is not None and self.seat is None
        if len(self._queue) > (MAX_WATCHER_BACKLOG if watching else MAX_BACKLOG):
            self._queue.clear()
            self.close(wire.CLOSE_POLICY, "too far behind; resume to catch up")
        self._wake.set()

    def strike(self, message: dict) -> None:
        """Reply to a refused frame and count it against the connection."""
        self.send(message)
        self.strikes += 1
        if self.strikes >= wire.MAX_STRIKES:
            self.close(wire.CLOSE_POLICY, "too many bad messages")

    def close(self, code: int, reason: str) -> None:
        """Close after the messages already queued have been sent."""
        outbox = _HOLD.get()
        if outbox is not None:
            outbox.append((self, "close", (code, reason)))
            return
        if self._close is None:
            self._close = (code, reason)
        self.closing = True
        self._wake.set()

    def stop(self) -> None:
        self._stopped = True
        self._wake.set()

    async def write_loop(self) -> None:
        try:
            while True:
                await self._wake.wait()
                self._wake.clear()
                while self._queue:
                    await self.connection.send(self._queue.popleft())
                if self._close is not None:
                    await self.connection.close(*self._close)
                    return
                if self._stopped:
                    return
        except ConnectionClosed:
            return


class RoomMembers:
    """The members of every room, and which member holds each seat."""

    def __init__(self) -> None:
        self._rooms: dict[str, dict[Member, None]] = {}
        self._seats: dict[tuple[str, int], Member] = {}

    def attach(self, member: Member, code: str, seat: int | None) -> None:
        self.detach(member)
        member.room, member.seat = code, seat
        self._rooms.setdefault(code, {})[member] = None
        if seat is not None:
            self._seats[(code, seat)] = member

    def detach(self, member: Member) -> None:
        code, seat = member.room, member.seat
        if code is None:
            return
        self._rooms.get(code, {}).pop(member, None)
        if not self._rooms.get(code):
            self._rooms.pop(code, None)
        if seat is not None and self._seats.get((code, seat)) is member:
            del self._seats[(code, seat)]
        member.room, member.seat = None, None

    def seat_link(self, code: str, seat: int) -> Member | None:
        return self._seats.get((code, seat))

    def codes(self) -> list[str]:
        """The rooms that have a member here."""
        return list(self._rooms)

    def in_room(self, code: str) -> list[Member]:
        return list(self._rooms.get(code, ()))

    def watchers(self, code: str) -> int:
        return sum(1 for member in self._rooms.get(code, ()) if member.seat is None)

    def send_to_room(self, code: str, text: str) -> None:
        for member in self.in_room(code):
            member.send_text(text)

    def send_to_seat(self, code: str, seat: int, text: str) -> None:
        member = self._seats.get((code, seat))
        if member is not None:
            member.send_text(text)

    def close_room(self, code: str, message: dict) -> None:
        for member in self.in_room(code):
            member.send(message)
            member.close(wire.CLOSE_ROOM_CLOSED, "room closed")
            self.detach(member)
