"""How much the expert's refined card scores are worth without any search: Normal playing
by ``play_scores(..., refined=True)`` against plain Normal on duplicate deals.

Both players call koi-koi by Normal's rule; only the card scores differ. Deals are
``tools/ai_duel.py``'s (deal seed 10000 + k, each played twice with the seats swapped), so a
run is paired by construction. Prints JSON: wins, losses, win rate, mean margin and the
standard error of the margin over the deals.

    python tools/prior_duel.py --pairs 3000 --rules nintendo
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.ai import make_player  # noqa: E402
from game.engine.ai.levels import NormalPlayer, play_scores  # noqa: E402
from game.engine.rules import load_preset  # noqa: E402
from game.engine.state import State  # noqa: E402

_RULES: dict[str, str] = {}


class RefinedNormal(NormalPlayer):
    """Normal, but choosing cards by the expert's refined prior."""

    def decide(self, view, rng):
        if view.legal[0].kind in ("koikoi", "stop"):
            return super().decide(view, rng)
        scores = play_scores(view, self.personality, refined=True)
        return max(view.legal, key=lambda a: (scores[a], -a.card))


def play_deal_seat(index: int) -> tuple[int, int]:
    """Match ``index``: deal ``index // 2`` with the refined player in seat ``index % 2``."""
    seed = 10_000 + index // 2
    seat = index % 2
    players = [make_player("normal"), make_player("normal")]
    players[seat] = RefinedNormal()
    rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
    state = State(load_preset(_RULES["rules"]), seed, emit_events=False, keep_record=False)
    while not state.is_terminal():
        turn = state.current_player()
        state.apply(players[turn].choose(state.information(turn), rngs[turn]))
    scores = state.returns()
    return scores[seat], scores[1 - seat]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--rules", default="nintendo")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    _RULES["rules"] = args.rules
    indices = range(2 * args.pairs)
    if args.jobs == 1:
        results = [play_deal_seat(index) for index in indices]
    else:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(play_deal_seat, indices, chunksize=50)
    wins = sum(a > b for a, b in results)
    losses = sum(a < b for a, b in results)
    margins = [a - b for a, b in results]
    per_deal = [(margins[i] + margins[i + 1]) / 2 for i in range(0, len(margins), 2)]
    mean = sum(per_deal) / len(per_deal)
    spread = math.sqrt(sum((m - mean) ** 2 for m in per_deal) / max(1, len(per_deal) - 1))
    report = {
        "rules": args.rules,
        "matches": len(results),
        "wins": wins,
        "losses": losses,
        "rate": round(wins / (wins + losses), 4) if wins + losses else None,
        "margin": round(mean, 3),
        "margin_se": round(spread / math.sqrt(len(per_deal)), 3),
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
