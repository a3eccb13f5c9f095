"""A CPU seat's move is thought once, not once per server process: with the friends of one
room on two processes over a real Redis, the process that made the CPU seat due decides it
and the other, whose timer passes see the seat due on its copy, waits for that move instead
of searching the same position (an expert's search costs up to a second a move)."""

from __future__ import annotations

import threading
import time

from game.online.server import cpu_turns
from game.online.server.local import LocalServer
from tests.online.table_support import ROPPYAKKEN_WITH_A_CPU, GameSeat, create, drive, join, over

SETTINGS = ROPPYAKKEN_WITH_A_CPU
THINK = 0.1  # seconds each CPU decision takes here: many timer passes (0.05 s) meanwhile


def test_each_cpu_move_is_decided_by_one_process(redis_server, monkeypatch):
    decided: list[str] = []
    lock = threading.Lock()
    choose = cpu_turns.cpu_choice

    def slow_choice(*args):
        with lock:
            decided.append(args[-1])  # the seed names the position
        time.sleep(THINK)
        return choose(*args)

    monkeypatch.setattr(cpu_turns, "cpu_choice", slow_choice)
    options = {"rate": 5000.0, "burst": 10000.0, "allow_client_seed": True}
    shared = {"store": redis_server.url, "timer_interval": 0.05, **options}
    with LocalServer(**shared) as first, LocalServer(**shared) as second:
        client, code, _token, room = create(first.url, SETTINGS, seed=21)
        guest, _seat, _token1 = join(second.url, code)
        seats = [GameSeat(client, 0, seed=1, room=room), GameSeat(guest, 1, seed=2)]
        for seat in seats:
            seat.until_view()
        drive(seats, over(seats), seconds=60.0)
        moves = [server.call(lambda s: s.cpu_moves) for server in (first, second)]
        stored = first.call(lambda s: len(s.rooms[code].held_match.decisions))
        client.close()
        guest.close()
    assert all(moves) and stored > sum(moves)  # both processes played CPU moves
    assert len(decided) == len(set(decided)) == sum(moves)
