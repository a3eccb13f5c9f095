"""A shared-store room server in a process of its own, for the CPU-turn failover tests.

``python -m tests.support.store_server_process STORE_URL [--stall-after N] [--cpu-gate PATH]``
serves on an ephemeral loopback port and prints that port alone on its first line; its log
goes to stderr. It is the server of ``python -m game server --store`` (generous rate limits,
client seeds allowed) with two test-only ways to stand still:

* ``--stall-after N``: its CPU seats commit N moves, then decide but never commit another
  (a process that dies mid-think: the test SIGKILLs it there);
* ``--cpu-gate PATH``: each CPU decision waits (bounded) until the file PATH exists, so that
  two processes can be made to decide the same CPU turn before either commits (the race);
  a decision waiting there touches ``PATH.<pid>``.

Each CPU move this process commits to the store is logged on stderr as
``cpu move <code> <decisions>``; on SIGTERM it stops and logs ``cpu moves counted <n>``
(the server's own count).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
import time
from pathlib import Path

from game.online.server import cpu_turns
from game.online.server.redis_rooms import SharedRoomServer

GATE_WAIT = 30.0  # seconds a gated decision waits for its file at most


class LoggingServer(SharedRoomServer):
    stall_after: int | None = None

    async def _cpu_step(self, code, step) -> bool:
        if self.stall_after is not None and self.cpu_moves >= self.stall_after:
            await asyncio.Event().wait()  # never: the SIGKILL comes first
        return await super()._cpu_step(code, step)

    async def _commit(self, writes, frame) -> None:
        rooms = dict(writes.rooms)
        await super()._commit(writes, frame)  # raises when the store refused it
        if frame == cpu_turns.CPU_FRAME:
            for code, room in rooms.items():
                if room is None:
                    continue
                decisions = len(room.held_match.decisions)
                print(f"cpu move {code} {decisions}", file=sys.stderr, flush=True)


def gated(gate: Path):
    choose = cpu_turns.cpu_choice

    def choice(*args):
        action = choose(*args)
        if not gate.exists():  # the test opens the gate once every process waits here
            Path(f"{gate}.{os.getpid()}").touch()
        deadline = time.monotonic() + GATE_WAIT
        while not gate.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        return action

    return choice


async def main(args: argparse.Namespace) -> None:
    server = LoggingServer(args.store, rate=5000.0, burst=10000.0, allow_client_seed=True)
    server.stall_after = args.stall_after
    port = await server.start("127.0.0.1", 0)
    print(port, flush=True)
    stopping = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stopping.set)
    try:
        await stopping.wait()
    finally:
        await server.stop()
        print(f"cpu moves counted {server.cpu_moves}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("store")
    parser.add_argument("--stall-after", type=int)
    parser.add_argument("--cpu-gate", type=Path)
    options = parser.parse_args()
    if options.cpu_gate is not None:
        cpu_turns.cpu_choice = gated(options.cpu_gate)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    asyncio.run(main(options))
