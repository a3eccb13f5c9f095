"""`bench hint`: how long one slice of the table's Hint search takes.

The table's Hint (game.table.hint) thinks a slice of about ``SLICE_SECONDS`` per frame
so the table keeps drawing. This plays ``--positions`` fresh deals to the dealer's first
decision, rates the moves there with ``HintSearch`` stepped in those slices, and reports the
slice times (median, p99, longest), slices per hint and seconds per whole hint."""

from __future__ import annotations

import random
import statistics
import time

from game.engine.ai.hints import HINT_BUDGET, HintSearch
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State


def add_arguments(parser) -> None:
    parser.add_argument("--positions", type=int, default=8, help="deals to rate")
    parser.add_argument("--budget", type=int, default=HINT_BUDGET, help="search budget")


def percentile(sorted_values: list[float], fraction: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * fraction))]


def run(args) -> dict:
    from game.table.hint import SLICE_SECONDS

    rules = load_preset("nintendo")
    slices: list[float] = []
    per_hint: list[int] = []
    whole: list[float] = []
    for seed in range(args.positions):
        state = State(rules, seed)
        seat = state.current_player()
        search = HintSearch(state.information(seat), random.Random(seed), args.budget)
        started = time.perf_counter()
        count = 0
        while True:
            slice_started = time.perf_counter()
            finished = search.step(SLICE_SECONDS)
            slices.append((time.perf_counter() - slice_started) * 1000)
            count += 1
            if finished:
                break
        whole.append(time.perf_counter() - started)
        per_hint.append(count)
    slices.sort()
    return {
        "benchmark": "hint",
        "positions": args.positions,
        "slice_target_ms": round(SLICE_SECONDS * 1000, 1),
        "slice_median_ms": round(statistics.median(slices), 3),
        "slice_p99_ms": round(percentile(slices, 0.99), 3),
        "slice_max_ms": round(slices[-1], 3),
        "slices_per_hint_median": statistics.median(per_hint),
        "hint_seconds_median": round(statistics.median(whole), 3),
    }
