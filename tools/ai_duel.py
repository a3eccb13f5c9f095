"""Tuning aid for the CPU levels: paired matches between two personality dicts.

Each deal seed is played twice with the seats swapped (duplicate format), which removes much
of the luck from small samples. Expert module constants can be overridden for an experiment
with ``--patch NAME=VALUE`` (a constant of expert.py, search.py, playout.py or levels.py,
applied before the worker processes fork). The official strength
table comes from ``python -m game simulate``; this script is for quick comparisons.

    python tools/ai_duel.py '{"level":"expert","think_budget":400}' normal --pairs 50

With ``--log FILE`` every match is written as it ends (in match order), so a run stopped
early still leaves its finished pairs; ``tools/duel_log.py FILE`` summarises such a file.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.ai import make_player  # noqa: E402
from game.engine.ai.roster import player_from_dict  # noqa: E402
from game.engine.koikoi.rules import load_preset  # noqa: E402
from game.engine.koikoi.state import State  # noqa: E402

_JOB: dict = {}
# Players other tools add by name for their experiments (name -> factory), looked up before
# make_player (tools/prior_duel.py's "refined-normal").
EXTRA_PLAYERS: dict = {}


def _player(spec: str):
    if spec.startswith("{"):
        return player_from_dict(json.loads(spec))
    if spec in EXTRA_PLAYERS:
        return EXTRA_PLAYERS[spec]()
    return make_player(spec)


def _play(index: int) -> tuple[int, int, float]:
    rules = load_preset(_JOB["rules"])
    seed = 10_000 + index // 2
    p1_seat = index % 2
    players = [None, None]
    players[p1_seat] = _player(_JOB["p1"])
    players[1 - p1_seat] = _player(_JOB["p2"])
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    state = State(rules, seed, emit_events=False, keep_record=False)
    start = time.perf_counter()
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(players[seat].choose(state.information(seat), rngs[seat]))
    scores = state.returns()
    return scores[p1_seat], scores[1 - p1_seat], time.perf_counter() - start


PATCHABLE = ("expert", "search", "playout", "levels")


def patch(item: str, package: str = "game.engine.ai", modules: tuple[str, ...] = PATCHABLE) -> None:
    """Set ``NAME=VALUE`` on the first module of ``package`` (of ``modules``) that defines
    NAME (tools/table_duel.py patches the table CPUs' modules with it)."""
    import importlib

    key, value = item.split("=", 1)
    for name in modules:
        module = importlib.import_module(f"{package}.{name}")
        if hasattr(module, key):
            old = getattr(module, key)
            if isinstance(old, bool):
                setattr(module, key, value.lower() in ("1", "true", "yes", "on"))
            else:
                setattr(module, key, type(old)(value))
            return
    raise SystemExit(f"no module of {package} defines {key!r} (looked in {', '.join(modules)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("p1")
    parser.add_argument("p2")
    parser.add_argument("--pairs", type=int, default=50)
    parser.add_argument(
        "--first-pair", type=int, default=0, help="start at this deal (extends an earlier run)"
    )
    parser.add_argument("--rules", default="nintendo")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--patch", action="append", default=[])
    parser.add_argument(
        "--log", help="append each match (index, scores, seconds) to this file as it ends"
    )
    args = parser.parse_args(argv)
    for item in args.patch:
        patch(item)
    _JOB.update(p1=args.p1, p2=args.p2, rules=args.rules)
    results = []
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    indices = range(2 * args.first_pair, 2 * (args.first_pair + args.pairs))
    # --jobs 1 plays in this process: no fork (a forked child of a threaded process, e.g. a
    # test run, can hang on a lock another thread held)
    pool = None if args.jobs == 1 else multiprocessing.get_context("fork").Pool(args.jobs)
    played = map(_play, indices) if pool is None else pool.imap(_play, indices, chunksize=1)
    for index, result in zip(indices, played, strict=True):
        results.append(result)
        if log:
            log.write(json.dumps([index, *result]) + "\n")
            log.flush()
    if pool is not None:
        pool.close()
        pool.join()
    if log:
        log.close()
    wins = sum(1 for a, b, _ in results if a > b)
    losses = sum(1 for a, b, _ in results if a < b)
    margins = [a - b for a, b, _ in results]
    mean = sum(margins) / len(margins)
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (len(margins) - 1))
    decided = wins + losses
    print(
        json.dumps(
            {
                "p1": args.p1,
                "p2": args.p2,
                "patch": args.patch,
                "matches": len(results),
                "wins": wins,
                "losses": losses,
                "rate": round(wins / decided, 4) if decided else None,
                "margin": round(mean, 2),
                "margin_se": round(sd / math.sqrt(len(margins)), 2),
                "sec_per_match": round(sum(r[2] for r in results) / len(results), 2),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
