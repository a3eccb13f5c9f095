"""The server plays its CPU seats: the seats the creator gave the CPU, and friends' seats
handed to the CPU after two minutes away (issue 30).

A mixin of :class:`game.online.server.room_server.RoomServer`. Whenever a room's turn falls to a
seat the
CPU plays (:meth:`game.online.server.rooms.Room.cpu_seat`), one task per room decides and applies
that seat's moves until the turn passes to a friend. Each decision is made from the seat's
observation (``state.information(seat)``, what that seat may know: never the State) by
``make_player(level, game=...)`` from the engine roster, on a worker thread so that an
expert's search never holds up the event loop, and with a generator seeded by the match's
seed and the position, so a match replays exactly. The move is applied through the same
path as a friend's action, and only if the position is still the one it was decided on (a
friend may have taken the seat back meanwhile).

Who plays a CPU seat due: the process that handled the message that made it due, at once;
on a shared store also a process that loads the room it did not hold (a friend coming back
there, a spectator, a copy dropped and loaded again), at once, since the process that held
it may be gone; and every process holding a copy, at a timer pass once the seat has been due
there for :attr:`CpuTurns.cpu_grace` seconds (the one that made it due thinks first: an
expert's search is not made twice). Two processes may still both decide the same position;
the store's version check lets one commit, and the other, reloading, finds the position
moved on and drops its move (each stored move is counted once, in ``cpu_moves``). A room
nobody holds waits in the store: its CPU seat plays on when someone loads it. On one process
(the default, its rooms in files) every room is held, so after a restart the timer pass
plays a CPU seat due even before its friends come back.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import random
import time
from collections.abc import Callable
from typing import Any

from game.engine.ai import make_player
from game.online.server.rooms import RoomError
from game.online.server.server_parts import ServerParts

logger = logging.getLogger("game.online.server.room_server")

MAX_STEPS = 10_000  # CPU moves one task makes at most before it yields its place
CPU_FRAME = '{"type": "action"}'  # what a CPU move is to the shared store (a decision)


def position_key(room: Any) -> tuple:
    """What identifies the position a decision was made on: the match, its event count and
    its decisions so far."""
    match = room.held_match
    return match.number, match.seq, len(match.decisions), match.seed


def cpu_choice(level: str, game: str, observation: Any, seed: str) -> Any:
    """The CPU's move from a seat's observation (a worker thread runs it)."""
    player = make_player(level, game=game)
    return player.choose(observation, random.Random(seed))


class CpuTurns(ServerParts):
    """Runs the CPU seats' turns of every room (see the module)."""

    _cpu_tasks: dict[str, asyncio.Task]
    cpu_moves: int
    # seconds a CPU seat stays due on this process's copy before a timer pass plays it
    # unasked: none on one process; on a shared store, time for the process that made it due
    # (which plays it at once) to think, so that another steps in only when it did not
    cpu_grace: float = 0.0
    _cpu_due: dict[str, tuple[tuple, float]]  # room: the position due, since (monotonic)

    def _timer_cpu(self, code: str) -> None:
        """A timer pass over a room: start its CPU seat if it is due, and has been for
        :attr:`cpu_grace` seconds."""
        if self.cpu_grace <= 0:
            self._kick_cpu(code)  # one process: nobody else could play it
            return
        room = self.rooms.get(code)
        if room is None or room.cpu_seat() is None:
            self._cpu_due.pop(code, None)
            return
        key, now = position_key(room), time.monotonic()
        seen = self._cpu_due.get(code)
        if seen is None or seen[0] != key:
            self._cpu_due[code] = seen = (key, now)
        if now - seen[1] >= self.cpu_grace:
            self._kick_cpu(code)

    def _kick_cpu(self, code: str | None) -> None:
        """Start the room's CPU task if the turn is a CPU seat's and none runs."""
        if code is None or code in self._cpu_tasks:
            return
        room = self.rooms.get(code)
        if room is None or room.cpu_seat() is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no loop (a test driving a room by hand): the next pass starts it
        # a context of its own: never the one of the message that started it (the shared
        # store's transactions keep a message's sends back in a context variable)
        self._cpu_tasks[code] = loop.create_task(
            self._cpu_turns(code), context=contextvars.Context()
        )

    def _stop_cpu(self) -> None:
        for task in self._cpu_tasks.values():
            task.cancel()

    async def _cpu_turns(self, code: str) -> None:
        try:
            for _ in range(MAX_STEPS):
                room = self.rooms.get(code)
                seat = room.cpu_seat() if room is not None else None
                if room is None or seat is None:
                    return
                key = position_key(room)
                match = room.held_match
                observation = match.state.information(seat)
                settings = room.settings
                seed = f"{match.seed}/{match.number}/{match.seq}/{seat}"
                action = await asyncio.to_thread(
                    cpu_choice, settings.cpu_level, settings.game, observation, seed
                )
                applied: list[bool] = []

                def step(
                    seat: int = seat, key: tuple = key, action: Any = action, out=applied
                ) -> None:
                    out.append(self._apply_cpu(code, seat, key, action))

                kept = await self._cpu_step(code, step)
                done = kept and bool(applied) and applied[-1]  # the attempt that was kept
                if done:
                    self.cpu_moves += 1
                if not done and self.rooms.get(code) is room and position_key(room) == key:
                    return  # refused where it was decided: never loop on it
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a CPU failure must not end the server
            logger.exception("room %s: the CPU seat could not move", code)
        finally:
            self._cpu_tasks.pop(code, None)

    async def _cpu_step(self, code: str, step: Callable[[], None]) -> bool:
        """Apply a CPU move (the shared-store server commits it through the store); False
        when what the step changed was not kept (the store refused or did not answer)."""
        step()
        return True

    def _apply_cpu(self, code: str, seat: int, key: tuple, action: Any) -> bool:
        """Apply the CPU's move if the room is still at the position it was decided on."""
        room = self.rooms.get(code)
        if room is None or room.cpu_seat() != seat or position_key(room) != key:
            return False
        try:
            self._apply_action(room, seat, key[1], action.to_json())
        except RoomError as refusal:
            logger.warning("room %s: the CPU's move was refused (%s)", code, refusal.message)
            return False
        return True

    def _apply_action(self, room: Any, seat: int, seq: object, action: object) -> None:
        raise NotImplementedError
