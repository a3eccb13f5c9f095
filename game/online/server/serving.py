"""Running a room server: the embedded one on its data folder, or the shared-store one
(:mod:`game.online.server.redis_rooms`) when given ``store``; ``serve_forever`` is what
``python -m game server`` runs."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from game.online.server.room_server import RoomServer
from game.online.wire import protocol as wire


def make_server(data: Path | None, *, store: str | None = None, **options) -> RoomServer:
    """The embedded server on ``data``, or with ``store`` the shared-store server."""
    if store is None:
        return RoomServer(data, **options)
    from game.online.server.redis_rooms import SharedRoomServer  # needs the redis client

    return SharedRoomServer(store, **options)


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
    ``options`` are :class:`RoomServer`'s (limits, public_url, allow_client_seed); ``store``
    (a redis:// URL) puts the rooms in that shared store instead of ``data``."""
    server = make_server(data, rate=rate, burst=2 * rate, **options)
    try:
        bound = await server.start(host, port)
    except BaseException:
        await asyncio.to_thread(server.store.close)  # releases the folder's lock
        if hasattr(server, "shared"):
            await server.shared.close()
        raise
    on_listening(bound)
    try:
        await asyncio.Future()
    finally:
        await server.stop()
