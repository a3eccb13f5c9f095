"""A room server in a process of its own, for the CPU-turn failover tests.

``python -m tests.support.store_server_process WHERE [--stall-after N] [--cpu-gate PATH]
[--cpu-grace SECONDS] [--timer SECONDS]``
serves on an ephemeral loopback port and prints that port alone on its first line; its log
goes to stderr. WHERE is a ``redis://`` store (the server of ``python -m game server
--store``) or a data folder (the embedded server of ``--data``); generous rate limits,
client seeds allowed, and two test-only ways to stand still:

* ``--stall-after N``: its CPU seats commit N moves, then decide but never commit another
  (a process that dies mid-think: the test SIGKILLs it there);
* ``--cpu-gate PATH``: each CPU decision waits (bounded) until the file PATH exists, so that
  two processes can be made to decide the same CPU turn before either commits (the race);
  a decision waiting there touches ``PATH.<pid>``.

Each CPU move this process commits (to the store, or to its rooms) is logged on stderr as
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
from game.online.server.redis_rooms import CPU_GRACE, SharedRoomServer
from game.online.server.room_server import TIMER_INTERVAL, RoomServer

GATE_WAIT = 30.0  # seconds a gated decision waits for its file at most


class Stalling:
    """Its CPU seats commit ``stall_after`` moves, then think for ever."""

    stall_after: int | None = None
    cpu_moves: int

    async def _cpu_step(self, code, step) -> bool:
        if self.stall_after is not None and self.cpu_moves >= self.stall_after:
            await asyncio.Event().wait()  # never: the SIGKILL comes first
        return await super()._cpu_step(code, step)  # type: ignore[misc]


def logged(code: str, room) -> None:
    decisions = len(room.held_match.decisions)
    print(f"cpu move {code} {decisions}", file=sys.stderr, flush=True)


class SharedServer(Stalling, SharedRoomServer):
    async def _commit(self, writes, frame) -> None:
        rooms = dict(writes.rooms)
        await super()._commit(writes, frame)  # raises when the store refused it
        if frame == cpu_turns.CPU_FRAME:
            for code, room in rooms.items():
                if room is not None:
                    logged(code, room)


class FileServer(Stalling, RoomServer):
    def _apply_cpu(self, code, seat, key, action) -> bool:
        applied = super()._apply_cpu(code, seat, key, action)
        if applied:
            logged(code, self.rooms[code])
        return applied


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
    options = {"rate": 5000.0, "burst": 10000.0, "allow_client_seed": True}
    options["timer_interval"] = args.timer
    if args.where.startswith("redis://"):
        server: Stalling = SharedServer(args.where, cpu_grace=args.cpu_grace, **options)
    else:
        server = FileServer(Path(args.where), **options)
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
    parser.add_argument("where", help="a redis:// store, or else a data folder")
    parser.add_argument("--stall-after", type=int)
    parser.add_argument("--cpu-gate", type=Path)
    parser.add_argument("--cpu-grace", type=float, default=CPU_GRACE)
    parser.add_argument("--timer", type=float, default=TIMER_INTERVAL)
    options = parser.parse_args()
    if options.cpu_gate is not None:
        cpu_turns.cpu_choice = gated(options.cpu_gate)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    asyncio.run(main(options))
