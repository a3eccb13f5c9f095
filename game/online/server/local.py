"""A room server on a background thread of this process (tests, the smoke run, demos).

``with LocalServer(data) as server:`` listens on an ephemeral loopback port
(``server.url``); :meth:`LocalServer.call` runs a function on the server's own thread and
returns its result, so a caller can run the timers at once or look at a room safely.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, TypeVar

from game.online.server.room_server import RoomServer
from game.online.server.serving import make_server

T = TypeVar("T")


class LocalServer:
    def __init__(self, data: Path | None = None, *, port: int = 0, **options: Any) -> None:
        self.data = data
        self.options = options
        self.server: RoomServer | None = None
        self.port = port
        self._loop = asyncio.new_event_loop()
        self._ready: Future = Future()
        self._done: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="local-server", daemon=True)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self, timeout: float = 10.0) -> LocalServer:
        self._thread.start()
        self.port = self._ready.result(timeout)
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._main())
        self._loop.close()

    async def _main(self) -> None:
        try:
            self.server = make_server(self.data, **self.options)
        except BaseException as error:  # noqa: BLE001 - handed to the starting thread
            self._ready.set_exception(error)
            return
        try:
            self._done = asyncio.Event()
            port = await self.server.start("127.0.0.1", self.port)
        except BaseException as error:  # noqa: BLE001 - handed to the starting thread
            self.server.store.close()  # lets go of the data folder
            if hasattr(self.server, "shared"):
                await self.server.shared.close()
            self._ready.set_exception(error)
            return
        self._ready.set_result(port)
        await self._done.wait()
        await self.server.stop()

    def call(self, function: Callable[[RoomServer], T], timeout: float = 10.0) -> T:
        """``function(server)`` on the server's thread; its result (or its exception)."""

        async def run() -> T:
            assert self.server is not None  # started
            return function(self.server)

        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(timeout)

    def stop(self, timeout: float = 10.0) -> None:
        if self._thread.is_alive() and self._done is not None:
            self._loop.call_soon_threadsafe(self._done.set)
            self._thread.join(timeout)

    def __enter__(self) -> LocalServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
