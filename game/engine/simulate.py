"""Whole matches between CPU players, for strength tables and invariant checks.

Match ``i`` of a run is seeded from (seed, i) alone, and seats alternate (player 1 sits in
seat 0 in even matches, seat 1 in odd ones), so results are reproducible bit for bit
whatever the number of worker processes.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game.engine.ai import make_player
from game.engine.records import record_of, save_record
from game.engine.rules import RuleSet
from game.engine.state import State


@dataclass(frozen=True)
class MatchOutcome:
    index: int
    scores: tuple[int, int]  # (player 1, player 2), whatever seat each sat in
    months: int
    seconds: float
    decisions: int


def match_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7919) & 0xFFFFFFFF


def play_match(
    rules: RuleSet, p1: str, p2: str, seed: int, index: int, records_dir: str | None = None
) -> MatchOutcome:
    """Play match ``index`` of a run and return it from player 1's point of view."""
    started = time.perf_counter()
    base = match_seed(seed, index)
    p1_seat = index % 2
    names = [p2, p2]
    names[p1_seat] = p1
    players = [make_player(names[0]), make_player(names[1])]
    rngs = [random.Random(base * 2 + 1), random.Random(base * 2 + 2)]
    state = State(rules, base, emit_events=False, keep_record=records_dir is not None)
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player()
        action = players[seat].choose(state.information(seat), rngs[seat])
        state.apply(action)
        decisions += 1
    scores = state.returns()
    if records_dir is not None:
        import os

        record = record_of(
            state,
            [{"name": names[0], "cpu": names[0]}, {"name": names[1], "cpu": names[1]}],
            {"seed": base},
        )
        save_record(record, os.path.join(records_dir, f"match-{index:05d}.json"))
    ordered = (scores[p1_seat], scores[1 - p1_seat])
    return MatchOutcome(index, ordered, state.month, time.perf_counter() - started, decisions)


def _worker(job: tuple) -> MatchOutcome:
    return play_match(*job)


def run_matches(
    rules: RuleSet,
    p1: str,
    p2: str,
    matches: int,
    seed: int = 0,
    jobs: int = 1,
    records_dir: str | None = None,
    progress=None,
) -> list[MatchOutcome]:
    """Play ``matches`` matches; ``progress(done, total)`` is called as they finish."""
    make_player(p1), make_player(p2)  # fail early on unknown names
    work = [(rules, p1, p2, seed, i, records_dir) for i in range(matches)]
    outcomes: list[MatchOutcome] = []
    if jobs <= 1 or matches <= 1:
        for job in work:
            outcomes.append(_worker(job))
            if progress:
                progress(len(outcomes), matches)
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for outcome in pool.imap_unordered(_worker, work, chunksize=1):
                outcomes.append(outcome)
                if progress:
                    progress(len(outcomes), matches)
    outcomes.sort(key=lambda o: o.index)
    return outcomes


def summarize(outcomes: list[MatchOutcome], p1: str, p2: str) -> dict:
    """Wins, draws, mean scores, mean margin with a 95% interval, win rate of decided."""
    n = len(outcomes)
    wins1 = sum(1 for o in outcomes if o.scores[0] > o.scores[1])
    wins2 = sum(1 for o in outcomes if o.scores[1] > o.scores[0])
    draws = n - wins1 - wins2
    margins = [o.scores[0] - o.scores[1] for o in outcomes]
    mean_margin = sum(margins) / n if n else 0.0
    variance = sum((m - mean_margin) ** 2 for m in margins) / (n - 1) if n > 1 else 0.0
    half_width = 1.96 * math.sqrt(variance / n) if n > 1 else 0.0
    decided = wins1 + wins2
    rate = wins1 / decided if decided else 0.0
    low, high = wilson_interval(wins1, decided)
    return {
        "p1": p1,
        "p2": p2,
        "matches": n,
        "p1_wins": wins1,
        "p2_wins": wins2,
        "draws": draws,
        "p1_win_rate_decided": round(rate, 4),
        "p1_win_rate_95ci": [round(low, 4), round(high, 4)],
        "mean_scores": [
            round(sum(o.scores[0] for o in outcomes) / n, 3) if n else 0.0,
            round(sum(o.scores[1] for o in outcomes) / n, 3) if n else 0.0,
        ],
        "mean_margin": round(mean_margin, 3),
        "margin_95ci": [round(mean_margin - half_width, 3), round(mean_margin + half_width, 3)],
        "seconds_per_match": round(sum(o.seconds for o in outcomes) / n, 4) if n else 0.0,
        "mean_months": round(sum(o.months for o in outcomes) / n, 3) if n else 0.0,
    }


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    if trials == 0:
        return 0.0, 0.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)
