"""Whole matches between CPU players, for strength tables and invariant checks.

Match ``i`` of a run is seeded from (seed, i) alone, so results are reproducible bit for bit
whatever the number of worker processes. Koi-koi seats alternate (player 1 sits in seat 0 in
even matches, seat 1 in odd ones) and the rules pick the first dealer. In the other games
(``run_table_matches``) seat ``s`` of match ``i`` holds player ``(s + i) mod N`` and seat 0
deals first, so every player deals first and sits in every position in turn.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game.engine.ai import make_player
from game.engine.koikoi.records import record_of, save_record
from game.engine.koikoi.rules import RuleSet
from game.engine.koikoi.state import State


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
    return MatchOutcome(index, ordered, state.round, time.perf_counter() - started, decisions)


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
    return _run_all(_worker, work, jobs, progress)


def _run_all(worker, work: list[tuple], jobs: int, progress) -> list:
    """Every job through ``worker`` (in ``jobs`` processes), outcomes in match order."""
    outcomes: list = []
    total = len(work)
    if jobs <= 1 or total <= 1:
        for job in work:
            outcomes.append(worker(job))
            if progress:
                progress(len(outcomes), total)
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for outcome in pool.imap_unordered(worker, work, chunksize=1):
                outcomes.append(outcome)
                if progress:
                    progress(len(outcomes), total)
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
        "wins": [wins1, wins2],
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


@dataclass(frozen=True)
class TableOutcome:
    index: int
    scores: tuple[int, ...]  # player 1 .. player N, whatever seat each sat in
    rounds: int
    seconds: float
    decisions: int


def play_table_match(
    game: str, rules, names: tuple[str, ...], seed: int, index: int, records_dir: str | None
) -> TableOutcome:
    """Play match ``index`` of a run of a game for two to four seats (every game but koi-koi),
    scores in player order; each CPU from the game's own roster (``make_player(name, game)``)."""
    from game.engine import games

    started = time.perf_counter()
    base = match_seed(seed, index)
    seats = len(names)
    seated = [names[(seat + index) % seats] for seat in range(seats)]
    players = [make_player(name, game=game) for name in seated]
    rngs = [random.Random(base * 4 + seat + 1) for seat in range(seats)]
    state = games.new_state(
        game,
        seats,
        rules,
        base,
        first_dealer=0,
        emit_events=False,
        keep_record=records_dir is not None,
    )
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(players[seat].choose(state.information(seat), rngs[seat]))
        decisions += 1
    if records_dir is not None:
        import os

        record = games.record_of(
            state, [{"name": name, "cpu": name} for name in seated], {"seed": base}
        )
        save_record(record, os.path.join(records_dir, f"match-{index:05d}.json"))
    final = state.returns()
    ordered = tuple(final[(player - index) % seats] for player in range(seats))
    return TableOutcome(index, ordered, state.round, time.perf_counter() - started, decisions)


def _table_worker(job: tuple) -> TableOutcome:
    return play_table_match(*job)


def run_table_matches(
    game: str,
    rules,
    names: tuple[str, ...],
    matches: int,
    seed: int = 0,
    jobs: int = 1,
    records_dir: str | None = None,
    progress=None,
) -> list[TableOutcome]:
    """Play ``matches`` matches of a game for two to four seats between the named players."""
    for name in names:
        make_player(name, game=game)  # fail early on unknown names
    work = [(game, rules, tuple(names), seed, i, records_dir) for i in range(matches)]
    return _run_all(_table_worker, work, jobs, progress)


def summarize_table(outcomes: list[TableOutcome], names: tuple[str, ...]) -> dict:
    """Wins per player (a match is won by the single best score; a shared best is a draw),
    draws, mean scores and each player's win rate with a 95% interval."""
    n = len(outcomes)
    seats = len(names)
    wins = [0] * seats
    for outcome in outcomes:
        best = max(outcome.scores)
        leaders = [p for p, score in enumerate(outcome.scores) if score == best]
        if len(leaders) == 1:
            wins[leaders[0]] += 1
    result: dict = {f"p{player + 1}": name for player, name in enumerate(names)}
    result.update(
        {
            "players": seats,
            "matches": n,
            "wins": wins,
            "draws": n - sum(wins),
            "win_rates": [round(w / n, 4) if n else 0.0 for w in wins],
            "win_rates_95ci": [[round(x, 4) for x in wilson_interval(w, n)] for w in wins],
            "mean_scores": [
                round(sum(o.scores[p] for o in outcomes) / n, 3) if n else 0.0 for p in range(seats)
            ],
            "seconds_per_match": round(sum(o.seconds for o in outcomes) / n, 4) if n else 0.0,
            "mean_rounds": round(sum(o.rounds for o in outcomes) / n, 3) if n else 0.0,
        }
    )
    return result


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    if trials == 0:
        return 0.0, 0.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - spread), min(1.0, centre + spread)
