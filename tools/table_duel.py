"""Tuning aid for the table-game CPUs: one player against the others, with patched constants.

Plays ``--matches`` matches of roppyakken or hana-awase exactly as ``python -m game simulate
--game G`` does (match i of seed S deals the same cards and seats player 1 in seat i mod N),
but in forked workers so that a constant of the table CPU modules can be overridden first
(``--patch NAME=VALUE``, a constant of table_ai/search.py, heuristics.py or outcome.py).
Two runs with the same seed and different patches are paired match by match; ``--log FILE``
writes every match as it ends (so a run stopped early keeps what it finished), and
``tools/duel_log.py FILE`` summarises such a file. The official strength table comes
from ``simulate``; this script is for quick comparisons.

    python tools/table_duel.py --game hana-awase --players 4 expert easy easy easy \\
        --matches 100 --seed 5 --patch HALVING=1
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.games import load_rules  # noqa: E402
from game.engine.simulate import play_table_match, wilson_interval  # noqa: E402
from tools.ai_duel import patch as patch_module  # noqa: E402

PATCHABLE = ("search", "heuristics", "outcome")

_JOB: dict = {}


def patch(item: str) -> None:
    """Set ``NAME=VALUE`` on the first table CPU module (of PATCHABLE) that defines NAME."""
    patch_module(item, "game.engine.table_ai", PATCHABLE)


def _play(index: int) -> list[int]:
    outcome = play_table_match(
        _JOB["game"], _JOB["rules"], _JOB["names"], _JOB["seed"], index, None
    )
    return list(outcome.scores)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", nargs="+", help="player 1, then the others")
    parser.add_argument("--game", required=True)
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--patch", action="append", default=[])
    parser.add_argument(
        "--log", help="append each match (index, scores in player order) here as it ends"
    )
    args = parser.parse_args(argv)
    for item in args.patch:
        patch(item)
    names = tuple(args.players)
    _JOB.update(game=args.game, rules=load_rules(args.game, None, {}), names=names, seed=args.seed)
    scores = []
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for index, row in enumerate(pool.imap(_play, range(args.matches), chunksize=1)):
            scores.append(row)
            if log:
                log.write(json.dumps([index, row]) + "\n")
                log.flush()
    if log:
        log.close()
    wins = [0] * len(names)
    for row in scores:
        best = max(row)
        leaders = [p for p, score in enumerate(row) if score == best]
        if len(leaders) == 1:
            wins[leaders[0]] += 1
    low, high = wilson_interval(wins[0], len(scores))
    result = {
        "game": args.game,
        "players": names,
        "patch": args.patch,
        "seed": args.seed,
        "matches": len(scores),
        "wins": wins,
        "p1_rate": round(wins[0] / len(scores), 4),
        "p1_rate_95ci": [round(low, 4), round(high, 4)],
        "p1_mean_score": round(sum(row[0] for row in scores) / len(scores), 2),
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
