"""How much of the expert's search error a bigger budget removes: regret against a reference.

Plays ``--matches`` matches of normal against normal under each rule preset given and, at
every ``--every``-th position where the mover has a choice, runs the expert's search from
that seat's view once per budget (fresh RNGs) and once as a *reference*: a flat search (no
successive halving) with ``--reference`` simulations, whose mean values are taken as the
truth of this search's model. For each budget it prints how often its choice is the
reference's best and its mean *regret*: the reference value of the reference's best minus
the reference value of the budget's choice, in match-win probability (summed over the
decisions of a match this is roughly the win chance the search's noise costs). A regret
that is already small at the low budgets says that more simulations cannot buy much: what
limits the expert then is the model (playout policy, evaluation), not the sampling.

    python tools/budget_regret.py --rules koikoi-japan --budgets 400 1200 2400 6000
    python tools/budget_regret.py --budgets 400 2400 --patch PRIOR_WEIGHT=0
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.ai import make_player  # noqa: E402
from game.engine.ai.search import Search  # noqa: E402
from game.engine.koikoi.decisions import DECISIONS  # noqa: E402
from game.engine.koikoi.rules import load_preset  # noqa: E402
from game.engine.koikoi.state import State  # noqa: E402
from tools.ai_duel import patch  # noqa: E402


def positions(preset: str, matches: int, every: int):
    """Every ``every``-th view with a choice in normal-vs-normal matches of a preset."""
    rules = load_preset(preset)
    for match in range(matches):
        state = State(rules, 5000 + match, emit_events=False, keep_record=False)
        players = [make_player("normal"), make_player("normal")]
        rngs = [random.Random(match * 2 + 1), random.Random(match * 2 + 2)]
        count = 0
        while not state.is_terminal():
            seat = state.current_player()
            view = state.information(seat)
            if len(view.legal) > 1:
                count += 1
                if count % every == 0:
                    yield view
            state.apply(players[seat].choose(view, rngs[seat]))


def measure(presets: list[str], matches: int, every: int, budgets: list[int], reference: int):
    stats = {b: {"decisions": 0, "agree": 0, "regret": 0.0} for b in budgets}
    koikoi = {b: {"decisions": 0, "agree": 0, "regret": 0.0} for b in budgets}
    for preset in presets:
        for index, view in enumerate(positions(preset, matches, every)):
            legal = list(view.legal)
            truth = Search(view, random.Random(-1 - index), legal, budget=reference, halving=False)
            truth.run()
            values = truth.mean_values()
            best_value = max(values.values())
            for budget in budgets:
                player = make_player("expert", think_budget=budget)
                decision = player.start(view, random.Random(index * 7919 + budget))
                action = decision.result()
                for table in (stats, koikoi) if legal[0] in DECISIONS else (stats,):
                    row = table[budget]
                    row["decisions"] += 1
                    row["agree"] += values[action] == best_value
                    row["regret"] += best_value - values[action]

    def rows(table):
        return {
            str(b): {
                "decisions": r["decisions"],
                "agrees_with_reference": round(r["agree"] / max(r["decisions"], 1), 3),
                "mean_regret": round(r["regret"] / max(r["decisions"], 1), 5),
            }
            for b, r in table.items()
        }

    return {
        "presets": presets,
        "reference_simulations": reference,
        "all_decisions": rows(stats),
        "koikoi_decisions": rows(koikoi),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", nargs="+", default=["koikoi-japan"])
    parser.add_argument("--matches", type=int, default=2, help="matches per preset")
    parser.add_argument("--every", type=int, default=4, help="search every n-th choice")
    parser.add_argument("--budgets", type=int, nargs="+", default=[400, 1200, 2400, 6000])
    parser.add_argument("--reference", type=int, default=12000)
    parser.add_argument(
        "--patch", action="append", default=[], help="NAME=VALUE, as in tools/ai_duel.py"
    )
    args = parser.parse_args(argv)
    for item in args.patch:
        patch(item)
    print(json.dumps(measure(args.rules, args.matches, args.every, args.budgets, args.reference)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
