"""A round-robin TCP balancer on 127.0.0.1 for the multi-process tests: each new connection
goes to the next backend port, skipping a backend that refuses (a dead server process), as a
load balancer in front of several room servers would. Runs on its own thread.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future


class Balancer:
    def __init__(self, backends: list[int]) -> None:
        self.backends = backends
        self.turn = 0
        self.port = 0
        self.routed: list[int] = []  # the backend port of each connection, in order
        self._loop = asyncio.new_event_loop()
        self._ready: Future = Future()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="balancer", daemon=True)

    def __enter__(self) -> Balancer:
        self._thread.start()
        self.port = self._ready.result(10)
        return self

    def __exit__(self, *exc: object) -> None:
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)

    def _run(self) -> None:
        self._loop.run_until_complete(self._main())

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        server = await asyncio.start_server(self._route, "127.0.0.1", 0)
        self._ready.set_result(server.sockets[0].getsockname()[1])
        await self._stop.wait()
        server.close()

    async def _route(self, reader, writer) -> None:
        for _ in range(len(self.backends)):
            port = self.backends[self.turn % len(self.backends)]
            self.turn += 1
            try:
                back_reader, back_writer = await asyncio.open_connection("127.0.0.1", port)
            except OSError:
                continue
            self.routed.append(port)
            await asyncio.gather(self._pipe(reader, back_writer), self._pipe(back_reader, writer))
            return
        writer.close()

    @staticmethod
    async def _pipe(reader, writer) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except OSError:
            pass
        finally:
            writer.close()
