"""`python -m game bench flourish`: frame time of the goko flourish at 1920x1080 logical.

Each frame updates the flourish by one fixed 60 Hz step, draws it onto a 1920x1080 canvas
over a demo table, smoothscales the canvas into a 1280x720 (dummy) window and flips, the
same frame shape as the reference ref_frame.py (``--reference DIR``). The reference is run
in a subprocess in the same invocation, before and after each play, and the median of its
medians is reported, so both numbers come from the same machine load. Pre-rendering
(``Flourish.prepare``) is timed separately; so is the table's way of doing it, in slices
(``prepare_some``, one per frame before the flourish starts), cold and after the warm-up.
Wall-clock milliseconds are the target numbers; process CPU milliseconds per frame are
reported beside them because a shared machine's load inflates wall-clock tails.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from game.bench import reference


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--name", default="goko", help="flourish to play (default goko)")
    parser.add_argument("--mode", choices=("full", "short"), default="full")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=2, help="plays of the flourish")
    parser.add_argument(
        "--ref-frames",
        type=int,
        default=300,
        help="frames per reference run (it runs before and after each play)",
    )


def _percentile(sorted_values: list[float], fraction: float) -> float:
    index = min(len(sorted_values) - 1, int(len(sorted_values) * fraction))
    return sorted_values[index]


def run_reference(path: Path | None, frames: int) -> dict:
    """Median / p95 ms of ref_frame.py run in a subprocess, or nulls if it is missing."""
    found = reference.run_frame_reference(path, frames)
    if found is None:
        return {"ref_median_ms": None, "ref_p95_ms": None}
    return {"ref_median_ms": found["median_ms"], "ref_p95_ms": found["p95_ms"]}


def _combine(references: list[dict]) -> dict:
    """Median of the reference runs interleaved with the plays (evens out load swings)."""
    medians = [ref["ref_median_ms"] for ref in references if ref["ref_median_ms"] is not None]
    p95s = [ref["ref_p95_ms"] for ref in references if ref["ref_p95_ms"] is not None]
    if not medians:
        return {"ref_median_ms": None, "ref_p95_ms": None}
    return {
        "ref_median_ms": round(statistics.median(medians), 3),
        "ref_p95_ms": round(statistics.median(p95s), 3),
        "ref_runs": len(medians),
    }


def _sliced_prepare(flourish, background) -> list[float]:
    """CPU ms of each ``prepare_some`` call (one per frame) until the flourish is ready."""
    step_ms: list[float] = []
    while True:
        cpu_start = time.process_time()
        ready = flourish.prepare_some(background)
        step_ms.append((time.process_time() - cpu_start) * 1000)
        if ready:
            return step_ms


def run(args: argparse.Namespace) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.assets.cards import card_images as shared_card_images
    from game.fx.demo import demo_table
    from game.fx.flourish import Flourish
    from game.fx.spec import demo_spec

    was_initialised = pygame.get_init()
    pygame.init()
    try:
        window = pygame.display.set_mode((1280, 720))
        canvas = pygame.Surface((1920, 1080)).convert()
        images = shared_card_images()
        background = demo_table((1920, 1080), images).convert()
        spec = demo_spec(args.name)
        times: list[float] = []
        cpu_times: list[float] = []
        prepare_ms: list[float] = []
        peak = 0
        # as the table's overlay does it: slices of a few ms on the frames before the start,
        # first with cold caches, then after game.fx.warmup (which the game runs early)
        cold_steps = _sliced_prepare(
            Flourish(spec, args.mode, args.seed + 1000, images, canvas_size=(1920, 1080)),
            background,
        )
        from game.fx.warmup import warm_steps

        for _ in warm_steps((1920, 1080), images):
            pass
        step_ms = _sliced_prepare(
            Flourish(spec, args.mode, args.seed + 2000, images, canvas_size=(1920, 1080)),
            background,
        )
        ref_script = reference.script(args, reference.FRAME_SCRIPT)
        references = [run_reference(ref_script, args.ref_frames)]
        for repeat in range(max(1, args.repeats)):
            flourish = Flourish(
                spec, args.mode, args.seed + repeat, images, canvas_size=(1920, 1080)
            )
            start = time.perf_counter()
            flourish.prepare(background)
            prepare_ms.append((time.perf_counter() - start) * 1000)
            while not flourish.done:
                start = time.perf_counter()
                cpu_start = time.process_time()
                flourish.update(1.0 / 60.0)
                flourish.draw(canvas, background)
                pygame.transform.smoothscale(canvas, (1280, 720), window)
                pygame.display.flip()
                times.append((time.perf_counter() - start) * 1000)
                cpu_times.append((time.process_time() - cpu_start) * 1000)
            peak = max(peak, flourish.peak_bodies)
            references.append(run_reference(ref_script, args.ref_frames))
    finally:
        if not was_initialised:  # inside a larger program (tests) leave pygame as it was
            pygame.quit()
    times.sort()
    cpu_times.sort()
    result = {
        "flourish": spec.yaku_id,
        "mode": args.mode,
        "frames": len(times),
        "median_ms": round(statistics.median(times), 3),
        "p95_ms": round(_percentile(times, 0.95), 3),
        "p99_ms": round(_percentile(times, 0.99), 3),
        "max_ms": round(times[-1], 3),
        "cpu_median_ms": round(statistics.median(cpu_times), 3),
        "cpu_p99_ms": round(_percentile(cpu_times, 0.99), 3),
        "prepare_ms": round(max(prepare_ms), 1),
        "prepare_sliced_frames": len(step_ms),
        "prepare_sliced_cpu_max_ms": round(max(step_ms), 1),
        "prepare_sliced_cold_frames": len(cold_steps),
        "prepare_sliced_cold_cpu_max_ms": round(max(cold_steps), 1),
        "cpu_max_ms": round(cpu_times[-1], 3),
        "peak_bodies": peak,
    }
    result.update(_combine(references))
    if result["ref_median_ms"]:
        result["median_vs_ref"] = round(result["median_ms"] / result["ref_median_ms"], 2)
    result["target_p99_ms"] = 16.7
    result["target_median_vs_ref"] = 3.0
    return result
