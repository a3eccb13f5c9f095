"""A CPU seat's turn survives the server process that held its room: on a real Redis, the
process holding the room is SIGKILLed while the CPU seat is due, the friend resumes on a
process that never held the room, and that process plays the CPU on; the match ends with
exactly the decisions the same seeds give on one process (no CPU move lost or made twice).
And when two processes load such a room at once, the CPU's move is made once."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import redis
from redis.exceptions import ConnectionError as RedisConnectionError

from game.engine import games
from game.online.server.cpu_turns import CPU_FRAME
from game.online.server.local import LocalServer
from game.online.server.rooms import Room
from game.online.server.stored_room import room_from_store
from tests.online.support import RawClient
from tests.online.table_support import (
    ROPPYAKKEN_WITH_A_CPU,
    GameSeat,
    create,
    drive,
    join,
    over,
    resume,
)

ROOT = Path(__file__).resolve().parents[2]
SETTINGS = {
    "game": games.KOIKOI,
    "seats": 2,
    "cpu_seats": [1],
    "cpu_level": "normal",
    "overrides": {"months": 3},
}
SEED = 12
FRIEND_SEED = 5
CPU_MOVES_BEFORE_THE_KILL = 6


def reference() -> tuple[list, int]:
    """The match's decisions on one process (no kill), and how many were the CPU's."""
    options = {"rate": 5000.0, "burst": 10000.0, "allow_client_seed": True}
    with LocalServer(None, **options) as alone:
        client, code, _token, room = create(alone.url, SETTINGS, seed=SEED)
        seat = GameSeat(client, 0, seed=FRIEND_SEED, room=room)
        seat.until_view()
        drive([seat], over([seat]))
        client.close()
        return alone.call(lambda s: (list(s.rooms[code].held_match.decisions), s.cpu_moves))


def spawn(store: str, *extra: str) -> tuple[subprocess.Popen, int]:
    command = [sys.executable, "-m", "tests.support.store_server_process", store, *extra]
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    line = process.stdout.readline()
    assert line.strip().isdigit(), process.stderr.read()
    return process, int(line)


def stored(store: redis.Redis, code: str) -> dict:
    return json.loads(store.hget(f"koikoi:room:{code}", "json"))


def stop(processes: list[subprocess.Popen]) -> list[str]:
    """Stop every server process; their logs (stderr)."""
    logs = []
    for process in processes:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
        try:
            _, log = process.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            _, log = process.communicate(timeout=10)
        logs.append(log)
    return logs


def cpu_moves(log: str, code: str) -> list[int]:
    """The decision counts after each CPU move a process committed."""
    return [
        int(line.split()[-1]) for line in log.splitlines() if line.startswith(f"cpu move {code}")
    ]


def counted(log: str) -> int:
    """The CPU moves the server process counted (logged when it stopped)."""
    lines = [line for line in log.splitlines() if line.startswith("cpu moves counted ")]
    assert len(lines) == 1, log[-2000:]
    return int(lines[0].split()[-1])


def cpu_moves_in(room: Room) -> int:
    """How many of the room's stored decisions its CPU seats made (replayed from the seed)."""
    match = room.held_match
    state = room.game.new_match(room.settings, match.seed)
    count = 0
    for decision in match.decisions:
        mover = state.current_player()
        seat = room.seats[mover] if mover is not None and mover >= 0 else None
        count += seat is not None and seat.cpu
        state.apply(room.game.parse_action(decision))
    return count


def stalled(room: Room) -> bool:
    """The CPU seat is due and the process (its CPU past its moves) will not play it."""
    return room.cpu_seat() == 1 and cpu_moves_in(room) >= CPU_MOVES_BEFORE_THE_KILL


def stall_at_a_cpu_turn(url: str, store: redis.Redis) -> tuple[GameSeat, str, str, int]:
    """The friend plays on a process whose CPU stalls after a few moves, until the stored
    room has the CPU seat due: (the friend's seat, code, token, decisions stored)."""
    client, code, token, room = create(url, SETTINGS, seed=SEED)
    seat = GameSeat(client, 0, seed=FRIEND_SEED, room=room)
    seat.until_view()

    def cpu_due() -> bool:
        return not seat.my_turn() and stalled(room_from_store(stored(store, code), time.time()))

    drive([seat], cpu_due)
    return seat, code, token, len(stored(store, code)["match"]["decisions"])


def test_the_cpu_turn_goes_on_after_its_process_is_killed(redis_server):
    expected, cpu_total = reference()
    store = redis.Redis.from_url(redis_server.url, decode_responses=True)
    processes: list[subprocess.Popen] = []
    try:
        first, first_port = spawn(redis_server.url, "--stall-after", str(CPU_MOVES_BEFORE_THE_KILL))
        second, second_port = spawn(redis_server.url)
        processes += [first, second]
        seat, code, token, at_kill = stall_at_a_cpu_turn(f"ws://127.0.0.1:{first_port}", store)
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        seat.client.close()
        # the friend comes back on the other process, which never held the room
        seat.client = resume(f"ws://127.0.0.1:{second_port}", code, token, seat.match, seat.seq)
        drive([seat], over([seat]))
        final = stored(store, code)
        assert final["status"] == "finished"
        assert final["match"]["decisions"] == expected
        logs = stop(processes)
        moved = cpu_moves(logs[1], code)
        assert moved and moved[0] == at_kill + 1  # the due CPU turn, played by the second
        assert len(moved) == len(set(moved)) == counted(logs[1])
        assert "Traceback" not in logs[1]
    finally:
        stop(processes)
        store.close()


def test_two_processes_loading_the_room_at_once_play_the_cpu_turn_once(redis_server, tmp_path):
    expected, cpu_total = reference()
    store = redis.Redis.from_url(redis_server.url, decode_responses=True)
    gate = tmp_path / "gate"
    processes: list[subprocess.Popen] = []
    try:
        first, first_port = spawn(redis_server.url, "--stall-after", str(CPU_MOVES_BEFORE_THE_KILL))
        processes.append(first)
        seat, code, token, at_kill = stall_at_a_cpu_turn(f"ws://127.0.0.1:{first_port}", store)
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        seat.client.close()
        second, second_port = spawn(redis_server.url, "--cpu-gate", str(gate))
        third, third_port = spawn(redis_server.url, "--cpu-gate", str(gate))
        processes += [second, third]
        # the friend comes back on the second while a spectator looks in on the third
        watcher = RawClient(f"ws://127.0.0.1:{third_port}")
        watcher.hello()
        watcher.send({"type": "watch", "code": code})
        seat.client = resume(f"ws://127.0.0.1:{second_port}", code, token, seat.match, seat.seq)
        waiting = [Path(f"{gate}.{second.pid}"), Path(f"{gate}.{third.pid}")]
        for _ in range(1000):  # every 10 ms, bounded: both decided the same CPU turn
            if all(path.exists() for path in waiting):
                break
            time.sleep(0.01)
        assert all(path.exists() for path in waiting)
        assert len(stored(store, code)["match"]["decisions"]) == at_kill
        gate.touch()
        drive([seat], over([seat]))
        final = stored(store, code)
        assert final["status"] == "finished"
        assert final["match"]["decisions"] == expected
        watcher.drain(0.1)  # it read nothing while the match went on: its close waits
        watcher.close()
        logs = stop(processes)
        second_moves, third_moves = cpu_moves(logs[1], code), cpu_moves(logs[2], code)
        both = second_moves + third_moves
        assert (at_kill + 1) in both and both.count(at_kill + 1) == 1
        assert len(both) == len(set(both))  # no CPU position moved by both
        # each process counts the CPU moves it stored, never one the store refused
        assert counted(logs[1]) == len(second_moves) and counted(logs[2]) == len(third_moves)
        assert "Traceback" not in logs[1] + logs[2]
    finally:
        stop(processes)
        store.close()


def test_a_copy_dropped_at_a_cpu_move_is_loaded_again_and_the_cpu_plays_on(redis_server):
    """The store fails the commit of a CPU move once: the process drops its copy of the room
    while the friend stays connected there, waiting for the CPU; the next timer pass loads
    the room again and the CPU plays on (before, the room stood still for good)."""
    expected, cpu_total = reference()
    options = {"rate": 5000.0, "burst": 10000.0, "allow_client_seed": True}
    with LocalServer(store=redis_server.url, timer_interval=0.1, **options) as server:
        failed: list[int] = []

        def fail_once(s) -> None:
            commit = s._commit

            async def failing(writes, frame) -> None:
                if frame == CPU_FRAME and s.cpu_moves >= CPU_MOVES_BEFORE_THE_KILL and not failed:
                    failed.append(s.cpu_moves)
                    raise RedisConnectionError("the store went away for a moment (a test)")
                await commit(writes, frame)

            s._commit = failing

        server.call(fail_once)
        client, code, _token, room = create(server.url, SETTINGS, seed=SEED)
        seat = GameSeat(client, 0, seed=FRIEND_SEED, room=room)
        seat.until_view()
        drive([seat], over([seat]), seconds=20.0)
        assert failed == [CPU_MOVES_BEFORE_THE_KILL]
        decisions = server.call(lambda s: list(s.rooms[code].held_match.decisions))
        assert decisions == expected
        moves = server.call(lambda s: s.cpu_moves)
        assert moves == cpu_total  # each CPU move counted once, when it was stored
        client.close()


def on_disk(data: Path, code: str) -> Room:
    """The room as the embedded server's files hold it (the file and its journal)."""
    folder = data / "rooms"
    stored_room = json.loads((folder / f"{code}.json").read_text(encoding="utf-8"))
    journal = folder / f"{code}.journal"
    lines = journal.read_text(encoding="utf-8").splitlines() if journal.exists() else []
    return Room.from_json(stored_room, time.time(), lines)


def test_the_embedded_server_restarted_on_its_files_plays_the_cpu_turn_on(tmp_path):
    """The default server (no Redis) is SIGKILLed while its CPU seat is due; started again
    on its data folder it plays that turn at once, with the friend still away (the janitor
    holds every room it loaded), and the friend who comes back finds the match going on to
    the same end as without the kill."""
    expected, cpu_total = reference()
    data = tmp_path / "data"
    processes: list[subprocess.Popen] = []
    try:
        first, port = spawn(str(data), "--stall-after", str(CPU_MOVES_BEFORE_THE_KILL))
        processes.append(first)
        client, code, token, room = create(f"ws://127.0.0.1:{port}", SETTINGS, seed=SEED)
        seat = GameSeat(client, 0, seed=FRIEND_SEED, room=room)
        seat.until_view()

        def cpu_due_on_disk() -> bool:
            if seat.my_turn() or not (data / "rooms" / f"{code}.json").exists():
                return False
            kept = on_disk(data, code)
            return stalled(kept) and kept.held_match.seq == seat.seq  # all it saw is kept

        drive([seat], cpu_due_on_disk)
        at_kill = len(on_disk(data, code).held_match.decisions)
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        client.close()
        again, port = spawn(str(data))
        processes.append(again)
        for _ in range(500):  # every 20 ms, bounded: the CPU plays on with nobody there
            if len(on_disk(data, code).held_match.decisions) > at_kill:
                break
            time.sleep(0.02)
        assert len(on_disk(data, code).held_match.decisions) > at_kill
        seat.client = resume(f"ws://127.0.0.1:{port}", code, token, seat.match, seat.seq)
        drive([seat], over([seat]))
        seat.client.close()
        logs = stop(processes)
        assert on_disk(data, code).held_match.decisions == expected
        moved = cpu_moves(logs[1], code)
        assert moved[0] == at_kill + 1 and len(moved) == len(set(moved)) == counted(logs[1])
        assert CPU_MOVES_BEFORE_THE_KILL + len(moved) == cpu_total
        assert "Traceback" not in logs[1]
    finally:
        stop(processes)


THREE = ROPPYAKKEN_WITH_A_CPU


def test_a_process_holding_a_copy_plays_the_cpu_turn_its_dead_owner_left(redis_server):
    """Two friends on two processes and a CPU seat: the first process (whose CPU never
    commits: it is thinking) dies right after its friend's move made the CPU seat due; the
    second, holding a copy for its own friend, plays that turn once it has waited its grace,
    and both friends finish on it."""
    options = {"rate": 5000.0, "burst": 10000.0, "allow_client_seed": True}
    with LocalServer(None, **options) as alone:
        client, code, _token, room = create(alone.url, THREE, seed=SEED)
        guest, _seat, _token1 = join(alone.url, code)
        seats = [GameSeat(client, 0, seed=1, room=room), GameSeat(guest, 1, seed=2)]
        for seat in seats:
            seat.until_view()
        drive(seats, over(seats))
        expected = alone.call(lambda s: list(s.rooms[code].held_match.decisions))
    store = redis.Redis.from_url(redis_server.url, decode_responses=True)
    processes: list[subprocess.Popen] = []
    try:
        first, first_port = spawn(redis_server.url, "--stall-after", "0")
        second, second_port = spawn(redis_server.url, "--cpu-grace", "0.5", "--timer", "0.1")
        processes += [first, second]
        client, code, token, room = create(f"ws://127.0.0.1:{first_port}", THREE, seed=SEED)
        guest, _seat, _token1 = join(f"ws://127.0.0.1:{second_port}", code)
        seats = [GameSeat(client, 0, seed=1, room=room), GameSeat(guest, 1, seed=2)]
        for seat in seats:
            seat.until_view()
        log: list[int] = []

        def due_after_the_first_friend() -> bool:
            """The first friend's move made the CPU seat due, and the first process (past
            its moves) holds it."""
            data = stored(store, code)
            decisions = data["match"]["decisions"]
            if room_from_store(data, time.time()).cpu_seat() != 2 or len(decisions) < 12:
                return False
            before = dict(data, match=dict(data["match"], decisions=decisions[:-1]))
            log.append(len(decisions))
            return room_from_store(before, time.time()).held_match.state.current_player() == 0

        drive(seats, due_after_the_first_friend)
        at_kill = log[-1]
        first.send_signal(signal.SIGKILL)
        first.wait(10)
        client.close()
        url = f"ws://127.0.0.1:{second_port}"
        seats[0].client = resume(url, code, token, seats[0].match, seats[0].seq)
        drive(seats, over(seats))
        final = stored(store, code)
        assert final["match"]["decisions"] == expected
        seats[0].client.close()
        guest.close()
        logs = stop(processes)
        moved = cpu_moves(logs[1], code)
        assert at_kill + 1 in moved and len(moved) == len(set(moved)) == counted(logs[1])
    finally:
        stop(processes)
        store.close()
