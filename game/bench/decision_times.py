"""Summaries of CPU decision times for the ``bench ai`` benchmarks (koi-koi's and the
table games'): count, median, p95, max and mean in seconds."""

from __future__ import annotations

import time


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def summary(values: list[float]) -> dict:
    return {
        "count": len(values),
        "median_s": round(percentile(values, 0.5), 4),
        "p95_s": round(percentile(values, 0.95), 4),
        "max_s": round(max(values, default=0.0), 4),
        "mean_s": round(sum(values) / len(values), 4) if values else 0.0,
    }


class DecisionTimes:
    """The decisions of the CPU under test, timed (wall clock and this process's CPU time),
    the searched ones apart, with the simulations they ran; ``report`` gives the figures
    both ``bench ai`` benchmarks print."""

    def __init__(self) -> None:
        self.all_wall: list[float] = []
        self.all_cpu: list[float] = []
        self.searched_wall: list[float] = []
        self.searched_cpu: list[float] = []
        self.simulations = 0
        self.search_seconds = 0.0
        self.started = time.perf_counter()

    def decide(self, player, view, rng):
        """``player``'s action for ``view``, thought through as the table does (anytime)."""
        from game.engine.ai.anytime import Thinker

        wall, cpu = time.perf_counter(), time.process_time()
        thinker = Thinker(player, view, rng)
        action = thinker.run()
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        self.all_wall.append(wall)
        self.all_cpu.append(cpu)
        search = getattr(thinker._decision, "search", None)
        if search is not None:
            self.searched_wall.append(wall)
            self.searched_cpu.append(cpu)
            self.simulations += search.simulations
            self.search_seconds += cpu
        return action

    def report(self) -> dict:
        overall = summary(self.all_wall)
        rate = round(self.simulations / self.search_seconds) if self.search_seconds else 0
        return {
            "median_s": overall["median_s"],
            "p95_s": overall["p95_s"],
            "max_s": overall["max_s"],
            "decisions": overall,
            "searched_decisions": summary(self.searched_wall),
            "decisions_cpu": summary(self.all_cpu),
            "searched_decisions_cpu": summary(self.searched_cpu),
            "simulations_per_second": rate,
            "wall_seconds": round(time.perf_counter() - self.started, 2),
            "targets": {"median_s": 0.3, "p95_s": 1.0},
        }
