"""Summaries of CPU decision times for the ``bench ai`` benchmarks (koi-koi's and the
table games'): count, median, p95, max and mean in seconds."""

from __future__ import annotations


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
