"""`bench server --rooms N [--game G --players P]`: N concurrent rooms of CPU clients against a
real server process.

The server runs as its own process (``python -m game server --port 0 --data TMP``), so its
memory and CPU are its own; this process runs every client (``--players`` seats per room, of
``--game``: any game rooms are offered for) in one asyncio loop through the same
:class:`~game.online.client.link.ClientLink` the game uses. Each
seat thinks ``--think`` milliseconds on average (uniform between half and one and a half
times that; 0 plays flat out) and then sends its CPU's decision. Measured over ``--seconds``
after every room has started:

* ``moves_per_second``: actions the server applied and answered;
* ``latency_ms_p50`` / ``p99`` / ``max``: from sending an action to receiving the events it
  caused, as the acting client saw it (includes this process's own scheduling delays);
* ``server_rss_mb`` / ``server_peak_rss_mb``: the server's resident memory (Linux /proc);
* ``server_cpu_share``: the server's CPU seconds per wall second, and
  ``server_cpu_ms_per_move`` (what one move costs the server, whatever else the machine runs);
* ``view_bytes_mean`` / ``view_bytes_max``: the JSON size of the view an ``events`` frame
  carries (one frame in four is weighed).

Finished matches are followed by a rematch, so every room keeps playing.

``--processes N --store redis://HOST:PORT/DB`` runs N server processes on that shared store
(see game/online/server/redis_rooms.py); every room's host is on one process and its guest on the
next, so with N >= 2 every decision crosses processes through the store. RSS and CPU are then
given per process, and the store's own CPU share and memory (from its INFO).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.engine import games
from game.engine.ai import make_player
from game.online.client.link import ClientLink, Opening
from game.online.wire import protocol as wire
from game.online.wire.games import GAMES, MatchSettings
from game.online.wire.wire_views import decode_observation, kept_view

PROC = Path("/proc")
WEIGH_EVERY = 4  # one events frame in this many has its view weighed


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default=games.KOIKOI, help="the rooms' game")
    parser.add_argument("--players", type=int, metavar="N", help="seats per room (the least)")
    parser.add_argument("--rooms", type=int, default=200, metavar="N")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured time")
    parser.add_argument("--think", type=float, default=500.0, metavar="MS", help="mean think")
    parser.add_argument("--cpu", default="easy", help="CPU level of every seat")
    parser.add_argument("--months", type=int, default=12, help="the match length (its rule)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--processes", type=int, default=1, metavar="N", help="server processes")
    parser.add_argument("--store", metavar="URL", help="redis://HOST:PORT/DB shared by them")


class BenchSeat:
    """One seat: a link, the last view and event number, its CPU, the action in flight.

    Leaner than the game's ClientModel on purpose (no event objects are rebuilt): hundreds of
    these share one process and one core, and the benchmark measures the server."""

    def __init__(self, bench: Bench, url: str, opening: Opening, rng: random.Random) -> None:
        self.bench = bench
        self.rng = rng
        self.player = make_player(bench.cpu, game=bench.game)
        self.link = ClientLink(url, opening, self.on_message, reconnect_delays=(0.5,))
        self.view: dict | None = None  # as kept (wire_views.kept_view)
        self.kept: dict | None = None
        self.last_seq = 0
        self.sent_at: float | None = None
        self.sent_seq = -1
        self.thinking = False
        self.voted = 0

    def my_turn(self) -> bool:
        return self.view is not None and bool(self.view["table"]["legal"])

    def on_message(self, message: dict) -> None:
        kind = message["type"]
        if kind == "events" or kind == "snapshot":
            if kind == "events":
                self.bench.weigh(message["view"])
                kept = self.kept if message["first_seq"] > 1 else None
            else:
                kept = {"results": message["results"]}
            self.view, self.kept = kept_view(message["view"], kept)
            self.last_seq = message.get("last_seq", message.get("seq", 0))
            if self.sent_at is not None and self.last_seq > self.sent_seq:
                self.bench.answered(time.perf_counter() - self.sent_at)
                self.sent_at = None
        elif kind == "room_created":
            self.bench.add_guest(message["code"])
        elif kind == "error":
            self.bench.errors += 1
            self.bench.error_codes.add(str(message.get("code")))
        elif kind == "room" and message["room"]["status"] in ("finished", "abandoned"):
            match = message["room"]["match"]
            if self.voted < match:
                self.voted = match
                self.bench.spawn(self.link.send({"type": "rematch"}))
        if self.my_turn() and not self.thinking and self.sent_at is None:
            self.thinking = True
            delay = self.bench.think * self.rng.uniform(0.5, 1.5)
            asyncio.get_running_loop().call_later(delay, self.act)

    def act(self) -> None:
        self.thinking = False
        if not self.my_turn() or self.sent_at is not None:
            return
        information = decode_observation(self.view, self.bench.rules, self.bench.state_class)
        action = self.player.choose(information, self.rng)
        self.sent_seq = self.last_seq
        self.sent_at = time.perf_counter()
        message = {"type": "action", "seq": self.sent_seq, "action": action.to_json()}
        self.bench.spawn(self.link.send(message))


class Bench:
    def __init__(self, urls: list[str], args: argparse.Namespace) -> None:
        self.urls = urls
        self.rooms = 0
        self.cpu = args.cpu
        self.think = args.think / 1000.0
        self.game = args.game
        spec = games.spec(args.game)
        self.players = args.players or spec.seats[0]
        self.settings = MatchSettings(
            args.game, spec.default_preset, {spec.length_key: args.months}, self.players
        )
        self.rules = GAMES[args.game].rules(self.settings)
        self.state_class = spec.state_class()
        self.weighed = 0
        self.view_bytes: list[int] = []
        self.rng = random.Random(args.seed)
        self.seats: list[BenchSeat] = []
        self.tasks: set[asyncio.Task] = set()
        self.latencies: list[float] = []
        self.errors = 0
        self.error_codes: set[str] = set()
        self.measuring = False

    def spawn(self, coroutine) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _start(self, url: str, opening: Opening) -> None:
        seat = BenchSeat(self, url, opening, random.Random(self.rng.random()))
        self.seats.append(seat)
        self.spawn(seat.link.run())

    def add_host(self) -> None:
        url = self.urls[self.rooms % len(self.urls)]
        self.rooms += 1
        self._start(url, Opening("create", name="Bench", settings=self.settings.to_json()))

    def add_guest(self, code: str) -> None:
        """Every other seat of a room just created, each on the next process after the
        host's (the first guest's; with one process, the same)."""
        url = self.urls[self.rooms % len(self.urls)]
        for _ in range(self.players - 1):
            self._start(url, Opening("join", code=code, name="Bench"))

    def weigh(self, view: dict) -> None:
        self.weighed += 1
        if self.measuring and self.weighed % WEIGH_EVERY == 0:
            self.view_bytes.append(len(wire.encode(view).encode()))

    def answered(self, seconds: float) -> None:
        if self.measuring:
            self.latencies.append(seconds)

    async def close(self) -> None:
        await asyncio.gather(*(seat.link.close() for seat in self.seats), return_exceptions=True)
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)


def _proc_value(pid: int, key: str) -> float | None:
    try:
        for line in (PROC / str(pid) / "status").read_text().splitlines():
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024.0
    except OSError:
        return None
    return None


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _store_info(url: str | None) -> dict | None:
    """The store's CPU seconds and resident memory (INFO), or None without a store."""
    if url is None:
        return None
    import redis

    with redis.Redis.from_url(url) as client:
        info = client.info()
    return {
        "cpu": float(info["used_cpu_sys"]) + float(info["used_cpu_user"]),
        "rss_mb": int(info["used_memory_rss"]) / 1048576,
    }


def _each(values: list, digits: int):
    """One figure for one process, a list for several (None where unknown)."""
    rounded = [None if v is None else round(v, digits) for v in values]
    return rounded[0] if len(rounded) == 1 else rounded


async def _drive(urls: list[str], args: argparse.Namespace, pids: list[int]) -> dict:
    bench = Bench(urls, args)
    for _ in range(args.rooms):  # stagger the arrivals over about two seconds
        bench.add_host()
        await asyncio.sleep(2.0 / max(1, args.rooms))
    deadline = time.monotonic() + 60
    while sum(1 for s in bench.seats if s.view is not None) < bench.players * args.rooms:
        if time.monotonic() > deadline:
            raise RuntimeError("not every room started within 60 s")
        await asyncio.sleep(0.05)
    await asyncio.sleep(min(2.0, args.seconds / 5))  # let the rooms settle into play
    # Hundreds of clients share this one process; keep its own collector pauses (a
    # whole-heap pass over every client) out of the latencies measured for the server.
    gc.freeze()
    store_before = _store_info(args.store)
    cpu_before, started = [_cpu_seconds(pid) for pid in pids], time.perf_counter()
    bench.measuring = True
    await asyncio.sleep(args.seconds)
    bench.measuring = False
    elapsed = time.perf_counter() - started
    cpu_after = [_cpu_seconds(pid) for pid in pids]
    store_after = _store_info(args.store)
    rss = [_proc_value(pid, "VmRSS") for pid in pids]
    peak = [_proc_value(pid, "VmHWM") for pid in pids]
    pairs = zip(cpu_before, cpu_after, strict=True)
    spent = [None if a is None or b is None else b - a for a, b in pairs]
    await bench.close()
    latencies = bench.latencies
    result = {
        "processes": len(pids),
        "store": "redis" if args.store else "data folder",
        "game": bench.game,
        "players": bench.players,
        "rooms": args.rooms,
        "clients": len(bench.seats),
        "think_ms": args.think,
        "cpu": args.cpu,
        "seconds": round(elapsed, 2),
        "moves": len(latencies),
        "moves_per_second": round(len(latencies) / elapsed, 1),
        "latency_ms_p50": round(_percentile(latencies, 0.50) * 1000, 2) if latencies else None,
        "latency_ms_p99": round(_percentile(latencies, 0.99) * 1000, 2) if latencies else None,
        "latency_ms_max": round(max(latencies) * 1000, 2) if latencies else None,
        "server_rss_mb": _each(rss, 1),
        "server_peak_rss_mb": _each(peak, 1),
        "server_cpu_share": _each([None if c is None else c / elapsed for c in spent], 3),
        "server_cpu_ms_per_move": (
            round(sum(spent) * 1000 / len(latencies), 3)
            if None not in spent and latencies
            else None
        ),
        "view_bytes_mean": (
            round(sum(bench.view_bytes) / len(bench.view_bytes)) if bench.view_bytes else None
        ),
        "view_bytes_max": max(bench.view_bytes) if bench.view_bytes else None,
        "reconnects": sum(max(0, s.link.connects - 1) for s in bench.seats),
        "errors": bench.errors,
        "error_codes": sorted(bench.error_codes),
    }
    if store_before is not None and store_after is not None:
        store_cpu = store_after["cpu"] - store_before["cpu"]
        result["store_cpu_share"] = round(store_cpu / elapsed, 3)
        result["store_cpu_ms_per_move"] = (
            round(store_cpu * 1000 / len(latencies), 3) if latencies else None
        )
        result["store_rss_mb"] = round(store_after["rss_mb"], 1)
    return result


def _server_command(folder: Path, store: str | None) -> list[str]:
    command = [sys.executable, "-m", "game", "server", "--port", "0", "--print-port"]
    if store is None:
        command += ["--data", str(folder / "data")]
    else:
        command += ["--store", store]
    command += ["--rate", "1000"]
    # every client of the benchmark comes from this one address: lift the per-address limits
    return command + ["--max-per-address", "1000000", "--rooms-per-minute", "1000000"]


def run(args: argparse.Namespace) -> dict:
    if args.rooms < 1 or args.seconds <= 0 or args.think < 0:
        raise SystemExit("error: --rooms must be at least 1, --seconds positive, --think >= 0")
    if not 1 <= args.processes <= 64:
        raise SystemExit("error: --processes must be 1 to 64")
    if args.processes > 1 and args.store is None:
        raise SystemExit("error: several server processes share rooms only through --store")
    try:
        spec = games.spec(args.game)
        make_player(args.cpu, game=args.game)
    except ValueError as error:
        raise SystemExit(f"error: {error}") from None
    if args.game not in GAMES:
        raise SystemExit(f"error: rooms are not offered for {args.game}")
    if args.players is not None and args.players not in spec.seats:
        raise SystemExit(f"error: {args.game} is played by {spec.seats} seats, not {args.players}")
    servers: list[subprocess.Popen] = []
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, KOIKOI_USER_DIR=str(Path(folder) / "user"))
        try:
            for _ in range(args.processes):
                servers.append(
                    subprocess.Popen(
                        _server_command(Path(folder), args.store),
                        stdout=subprocess.PIPE,
                        stderr=subprocess.DEVNULL,
                        text=True,
                        env=env,
                    )
                )
            urls = [f"ws://127.0.0.1:{int(server.stdout.readline())}" for server in servers]
            result = asyncio.run(_drive(urls, args, [server.pid for server in servers]))
        finally:
            for server in servers:
                server.terminate()
            for server in servers:
                server.wait(30)
    result["server_exit_code"] = _each([server.returncode for server in servers], 0)
    return result
