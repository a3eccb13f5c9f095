"""`bench frames`: the table's frame cost. A scripted CPU-vs-CPU month with every animation
(deal, plays, draws, captures, banners, the month result) at the 1920x1080 logical size,
presented into a 1280x720 dummy window; update+draw+present milliseconds per frame (median,
p95, p99), frames and peak RSS, plus the reference ref_frame.py (``--reference DIR``, see
game.bench.reference) run in the same invocation before and after the table (a bare blit loop
of the same size). ``--game hana-awase --players 4`` measures a 4-seat round of that game
instead (CPU seats all round, every hand face up). ``cpu_*`` are process CPU milliseconds
per frame: on a loaded machine they show the table's own cost when wall-clock times are
dominated by other processes."""

from __future__ import annotations

import os
import resource
import statistics
import time

from game.bench import reference
from game.engine import games

STEP = 1 / 60


def add_arguments(parser) -> None:
    parser.add_argument("--seed", type=int, default=7, help="deal seed of the scripted month")
    parser.add_argument("--max-frames", type=int, default=6000)
    parser.add_argument("--ref-frames", type=int, default=600, help="frames for the reference run")
    parser.add_argument("--speed", default="normal", help="animation speed option")
    parser.add_argument("--game", default=games.KOIKOI, help="koikoi, roppyakken or hana-awase")
    parser.add_argument("--players", type=int, default=None, help="seats (the game's default)")
    parser.add_argument(
        "--preloaded",
        action="store_true",
        help="finish the idle preloading first (card faces, flourish art), as a player who "
        "spent a few seconds on the title screen has it; default: cold caches",
    )


def percentile(sorted_values: list[float], fraction: float) -> float:
    if not sorted_values:
        return 0.0
    index = min(len(sorted_values) - 1, int(len(sorted_values) * fraction))
    return sorted_values[index]


def table_config(game: str, players: int | None, seed: int):
    """The benchmarked match: koi-koi's autoplay month, or a round of another game."""
    from game.match.session import MatchConfig, autoplay_config

    if not games.is_table_game(game):
        return autoplay_config(months=1, seed=seed)
    seats = players or games.game_info(game).default_seats
    games.check_seats(game, seats)
    return MatchConfig(
        game=game,
        seats=("cpu",) * seats,
        names=tuple(f"CPU {seat + 1}" for seat in range(seats)),
        level="greedy",
        seed=seed,
        viewer=None,
    )


def measure_table(
    seed: int,
    max_frames: int,
    speed: str,
    preloaded: bool = False,
    game: str = games.KOIKOI,
    players: int | None = None,
) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game import wiring
    from game.core.display import Display
    from game.core.scenes import SceneContext
    from game.core.settings import Settings
    from game.table.scene import TableScene

    pygame.init()
    display = Display("bench", (1280, 720), vsync=False)
    display.open()
    context = SceneContext(
        settings=Settings(animation_speed=speed),
        display=display,
        factories=wiring.scene_factories(),
    )
    table = TableScene(context, table_config(game, players, seed))
    preload_seconds = None
    if preloaded:
        from game.view.preload import idle_work

        started = time.perf_counter()
        idle_work().finish()
        preload_seconds = round(time.perf_counter() - started, 3)
    context.scenes.push(table)
    times: list[float] = []
    cpu_times: list[float] = []
    result_frames = 0
    for _ in range(max_frames):
        started = time.perf_counter()
        cpu_started = time.process_time()
        context.scenes.update(STEP)
        context.scenes.draw(display.canvas, 0.0)
        display.present()
        times.append((time.perf_counter() - started) * 1000)
        cpu_times.append((time.process_time() - cpu_started) * 1000)
        if getattr(context.scenes.top, "name", "") == "round_result":
            result_frames += 1
            if result_frames >= 60:  # one second of the month-result overlay
                break
        if table not in context.scenes.scenes:
            break
    pygame.quit()
    times.sort()
    cpu_times.sort()
    return {
        "preloaded_s": preload_seconds,
        "cpu_median_ms": round(statistics.median(cpu_times), 3),
        "cpu_p99_ms": round(percentile(cpu_times, 0.99), 3),
        "cpu_max_ms": round(cpu_times[-1], 3),
        "cpu_frames_over_16_7ms": sum(1 for value in cpu_times if value > 1000 / 60),
        "frames": len(times),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(percentile(times, 0.95), 3),
        "p99_ms": round(percentile(times, 0.99), 3),
        "max_ms": round(times[-1], 3),
    }


def run_reference(args, frames: int) -> dict | None:
    return reference.run_frame_reference(reference.script(args, reference.FRAME_SCRIPT), frames)


def run(args) -> dict:
    before = run_reference(args, args.ref_frames)
    table = measure_table(
        args.seed,
        args.max_frames,
        args.speed,
        getattr(args, "preloaded", False),
        getattr(args, "game", games.KOIKOI),
        getattr(args, "players", None),
    )
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    result = {
        "benchmark": "frames",
        "game": getattr(args, "game", games.KOIKOI),
        "logical": "1920x1080",
        "window": "1280x720",
        **table,
        "peak_rss_mb": round(peak_rss_mb, 1),
    }
    after = run_reference(args, args.ref_frames)
    reference = None
    if before is not None and after is not None:
        # the reference runs before and after the table; their mean evens out load changes
        reference = {key: round((before[key] + after[key]) / 2, 3) for key in before}
    else:
        reference = before or after
    if reference is not None:
        result["ref_median_ms"] = reference["median_ms"]
        result["ref_p95_ms"] = reference["p95_ms"]
        result["median_vs_ref"] = round(table["median_ms"] / reference["median_ms"], 2)
        result["p99_vs_ref_median"] = round(table["p99_ms"] / reference["median_ms"], 2)
        result["p99_vs_ref_p95"] = round(table["p99_ms"] / reference["p95_ms"], 2)
        result["target_met"] = (
            table["median_ms"] <= 2 * reference["median_ms"]
            and table["p99_ms"] <= 4 * reference["median_ms"]
        )
    return result
