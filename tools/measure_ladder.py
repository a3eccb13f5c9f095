"""Measure the arcade ladder's difficulty: a fixed reference CPU plays every stage.

For each available stage (levels/ plus the user folder, or ``--levels DIR``) the reference
player (default "normal") plays ``--pairs`` deal seeds twice, once from each seat (duplicate
format: the same deals with the seats swapped, which removes much of the luck of a small
sample), against the stage's own CPU personality under the stage's own rules (months,
target score, overrides). It prints one JSON line per stage and a closing JSON summary;
``--markdown`` prints the table docs/levels.md shows instead.

    python tools/measure_ladder.py --pairs 10
    python tools/measure_ladder.py --pairs 10 --stages 07_kurogane 08_hagiwara --markdown

Single process on purpose (the development machine is shared); expert stages cost most.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.arcade.match import StageMatch  # noqa: E402
from game.arcade.stage_files import load_ladder  # noqa: E402
from game.arcade.stages import SHIPPED, Stage  # noqa: E402
from game.engine.ai import make_player  # noqa: E402
from game.engine.koikoi.state import State  # noqa: E402
from game.engine.simulate import match_seed, wilson_interval  # noqa: E402


@dataclass
class StageMeasure:
    """The reference player's results against one stage."""

    stage: str
    cpu: str
    rules: str
    matches: int
    wins: int
    losses: int
    draws: int
    win_rate: float  # wins / matches (a draw does not advance on the ladder)
    win_rate_95ci: tuple[float, float]
    seconds: float


def play_one(match: StageMatch, reference, deal_seed: int, reference_seat: int) -> int:
    """One match: +1 the reference player won, -1 it lost, 0 a draw."""
    state = State(match.rules(), deal_seed, emit_events=False)
    players = {reference_seat: reference, 1 - reference_seat: match.cpu_player()}
    rngs = {seat: random.Random(deal_seed * 2 + seat + 1) for seat in (0, 1)}
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(players[seat].choose(state.information(seat), rngs[seat]))
    mine, theirs = state.scores[reference_seat], state.scores[1 - reference_seat]
    return (mine > theirs) - (mine < theirs)


def measure_stage(stage: Stage, reference_name: str, pairs: int, seed: int) -> StageMeasure:
    match = StageMatch(stage)
    reference = make_player(reference_name)
    started = time.perf_counter()
    tally = {1: 0, -1: 0, 0: 0}
    for index in range(pairs):
        deal_seed = match_seed(seed, index)
        for reference_seat in (0, 1):
            tally[play_one(match, reference, deal_seed, reference_seat)] += 1
    matches = 2 * pairs
    low, high = wilson_interval(tally[1], matches)
    rules = match.rules()
    rule_text = f"{stage.preset}, {rules.months} months"
    return StageMeasure(
        stage.stage_id,
        stage.personality.describe(),
        rule_text,
        matches,
        tally[1],
        tally[-1],
        tally[0],
        round(tally[1] / matches, 3),
        (round(low, 3), round(high, 3)),
        round(time.perf_counter() - started, 1),
    )


def markdown(measures: list[StageMeasure], reference: str) -> str:
    lines = [
        f"| # | stage | CPU | rules | {reference} wins | losses | draws | win rate (95% CI) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for number, m in enumerate(measures, 1):
        level = m.cpu.split(",")[0]
        lines.append(
            f"| {number} | {m.stage} | {level} | {m.rules} | {m.wins} | {m.losses} | "
            f"{m.draws} | {m.win_rate:.2f} ({m.win_rate_95ci[0]:.2f}-"
            f"{m.win_rate_95ci[1]:.2f}) |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", default="normal", help="the fixed reference player")
    parser.add_argument("--pairs", type=int, default=10, help="deal seeds per stage (x2 seats)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", type=Path, help="a stage folder instead of the ladder")
    parser.add_argument("--stages", nargs="*", help="only these stage ids")
    parser.add_argument("--markdown", action="store_true", help="print the docs table")
    args = parser.parse_args(argv)
    folders = [(args.levels, SHIPPED)] if args.levels else None
    stages = [s for s in load_ladder(folders) if s.available]
    if args.stages:
        stages = [s for s in stages if s.stage_id in args.stages]
    measures = []
    for stage in stages:
        measure = measure_stage(stage, args.reference, args.pairs, args.seed)
        measures.append(measure)
        if not args.markdown:
            print(json.dumps(asdict(measure)), flush=True)
    if args.markdown:
        print(markdown(measures, args.reference))
    else:
        print(
            json.dumps(
                {
                    "reference": args.reference,
                    "pairs": args.pairs,
                    "win_rates": [m.win_rate for m in measures],
                    "seconds": round(sum(m.seconds for m in measures), 1),
                }
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
