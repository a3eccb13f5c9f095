"""Rebuild game/engine/ai/winprob_table.json: match-win probability by score difference,
months left and deal, computed offline by self-play.

For every rule preset two Normal CPU players play many months against each other (one long
match with the end conditions switched off so the dealer passes as it would in play). Each
month's outcome is recorded from the dealer's seat (score change difference and who won),
then winprob.solve_months runs the dynamic programme over months left (and, for a preset with a
target score, winprob.solve_target over both scores). The nintendo table is also stored as
``generic``, the fallback for rule sets without their own table that end matches as
nintendo does.

    python tools/build_winprob.py                 # all presets, 30000 months each
    python tools/build_winprob.py --months 5000 --presets nintendo --out /tmp/t.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.ai import make_player  # noqa: E402
from game.engine.ai.winprob import GENERIC, TABLE_FILE, solve_months, solve_target  # noqa: E402
from game.engine.koikoi.rules import load_preset, preset_names  # noqa: E402
from game.engine.koikoi.state import State  # noqa: E402

DIFF_LIMIT = 100
SCALE = 10000
TABLE_MONTHS = 12


def month_outcomes(preset: str, months: int, seed: int) -> Counter:
    """(dealer's change minus the other's, winner role) -> count over ``months`` months."""
    rules = load_preset(preset).with_overrides(months=10**9, target_score=0, end_at_zero=False)
    rng = random.Random(seed)
    state = State(rules, rng=random.Random(seed), emit_events=False, keep_record=True)
    players = [make_player("normal"), make_player("normal")]
    while len(state.round_results) < months:
        seat = state.current_player()
        state.apply(players[seat].choose(state.information(seat), rng))
    counts: Counter = Counter()
    for log, result in zip(state.round_log[:months], state.round_results[:months], strict=True):
        dealer = log["dealer"]
        delta = result["score_delta"]
        k = delta[dealer] - delta[1 - dealer]
        role = "dealer" if k > 0 else "other" if k < 0 else "none"
        counts[(k, role)] += 1
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--months", type=int, default=30000, help="self-play months per preset")
    parser.add_argument("--presets", nargs="*", default=None, help="default: every preset")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", default=str(ROOT / "game" / "engine" / "ai" / TABLE_FILE))
    args = parser.parse_args(argv)
    presets = args.presets or preset_names()
    tables: dict[str, dict] = {}
    summary: dict[str, dict] = {}
    for index, preset in enumerate(presets):
        start = time.perf_counter()
        counts = month_outcomes(preset, args.months, args.seed + index)
        rules = load_preset(preset)
        deal_rows, other_rows = solve_months(dict(counts), rules, TABLE_MONTHS, DIFF_LIMIT)
        tables[preset] = {
            "diff_limit": DIFF_LIMIT,
            "as_dealer": [[round(v * SCALE) for v in row] for row in deal_rows],
            "as_non_dealer": [[round(v * SCALE) for v in row] for row in other_rows],
        }
        if rules.target_score and not rules.zero_sum:
            deal_rows, other_rows = solve_target(dict(counts), rules, TABLE_MONTHS)
            tables[preset]["target"] = {
                "target_score": rules.target_score,
                "as_dealer": [[round(v * SCALE) for v in row] for row in deal_rows],
                "as_non_dealer": [[round(v * SCALE) for v in row] for row in other_rows],
            }
        total = sum(counts.values())
        dealer_wins = sum(c for (k, role), c in counts.items() if role == "dealer")
        other_wins = sum(c for (k, role), c in counts.items() if role == "other")
        summary[preset] = {
            "months": total,
            "dealer_won": round(dealer_wins / total, 4),
            "other_won": round(other_wins / total, 4),
            "seconds": round(time.perf_counter() - start, 1),
        }
        print(preset, summary[preset], file=sys.stderr)
    if "nintendo" in tables:
        tables[GENERIC] = tables["nintendo"]
    data = {
        "about": "P(win match) x scale by months to play (row) and score difference "
        "(column, -diff_limit..diff_limit), for the coming month's dealer or not. "
        "Built by tools/build_winprob.py from Normal-vs-Normal self-play.",
        "scale": SCALE,
        "self_play": summary,
        "tables": tables,
    }
    Path(args.out).write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
