"""`bench saves`: how long the autosave takes to write after a decision and to read back
(check, replay, restore) on Continue, for a match ``--decisions`` decisions in."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path


def add_arguments(parser) -> None:
    parser.add_argument("--decisions", type=int, default=23, help="decisions into the match")
    parser.add_argument("--repeats", type=int, default=20)


def run(args) -> dict:
    from game.persist import autosave
    from game.persist.headless import play_decisions

    state = play_decisions(21, args.decisions)
    info = autosave.MatchInfo(mode="cpu", seed=21, cpu_level="greedy")
    writes: list[float] = []
    reads: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / autosave.AUTOSAVE_FILE
        for _ in range(args.repeats):
            started = time.perf_counter()
            autosave.save(state, info, path)
            writes.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            loaded = autosave.load(path)
            reads.append((time.perf_counter() - started) * 1000)
            if not loaded.ok:
                raise RuntimeError(f"the autosave did not load back: {loaded.warning}")
        size = path.stat().st_size
    return {
        "benchmark": "saves",
        "decisions": args.decisions,
        "bytes": size,
        "write_median_ms": round(statistics.median(writes), 3),
        "write_max_ms": round(max(writes), 3),
        "read_median_ms": round(statistics.median(reads), 3),
        "read_max_ms": round(max(reads), 3),
    }
