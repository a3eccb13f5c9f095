"""What the room server's message mixins use of the server, declared once for the type checker.

:class:`game.online.server.room_server.RoomServer` is assembled from mixins
(:mod:`game.online.server.seating`,
:mod:`game.online.server.match_messages`); each reaches for the server's rooms, members, store,
board, clock, limits and quotas. :class:`ServerParts` declares those attributes (it sets
none: the server does) and the methods one mixin calls on another, and the two protocols
name what the embedded data folder and the shared store's pending writes both offer
(:class:`RoomWrites`), and the in-memory and shared per-address buckets (:class:`Quota`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.online.server.http_endpoints import Metrics
    from game.online.server.leaderboard import Leaderboard
    from game.online.server.limits import ServerLimits
    from game.online.server.members import Member, RoomMembers
    from game.online.server.rooms import Room
    from game.online.wire.games import MatchSettings


class Quota(Protocol):
    """A token bucket per address (:class:`~game.online.server.limits.AddressQuota`, or its shared
    twin :class:`~game.online.server.shared_limits.SharedQuota`)."""

    def allow(self, address: str) -> bool: ...
    def exhausted(self, address: str) -> bool: ...


class RoomWrites(Protocol):
    """Where a handler's changes go (:class:`~game.online.server.store.DataStore`, or the shared
    store's :class:`~game.online.server.redis_store.PendingWrites`)."""

    @property
    def writer(self) -> Any: ...
    def save_room(self, room: Room, *, durable: bool = False) -> None: ...
    def journal_decision(self, room: Room, entry: dict) -> None: ...
    def delete_room(self, code: str) -> None: ...
    def save_record(self, room: Room, record: dict) -> None: ...
    def save_leaderboard(self, board: Leaderboard) -> None: ...
    def save_board_entries(self, board: Leaderboard, entries: list) -> None: ...
    def flush(self) -> None: ...
    def close(self) -> None: ...


class ServerParts:
    """The attributes and cross-mixin methods of
    :class:`~game.online.server.room_server.RoomServer`."""

    rooms: dict[str, Room]
    members: RoomMembers
    store: RoomWrites
    board: Leaderboard
    clock: Callable[[], float]
    limits: ServerLimits
    metrics: Metrics
    room_quota: Quota
    guess_quota: Quota
    registration_quota: Quota
    allow_client_seed: bool
    actions_applied: int
    _watchers_changed: set[str]

    def _leave(self, member: Member) -> None:
        raise NotImplementedError

    def _watchers(self, code: str) -> int:
        raise NotImplementedError

    def _catch_up(self, member: Member, room: Room, message: dict) -> None:
        raise NotImplementedError

    def _create(
        self, member: Member, settings: MatchSettings, name: str, seed: int | None, claim: dict
    ) -> None:
        raise NotImplementedError
