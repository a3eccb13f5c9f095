"""Record the expert's searched decisions over many positions, to prove a speed change keeps them.

Plays ``--matches`` matches of normal against normal under each preset, and at every
``--every``-th position where the mover has a choice runs the expert's search from that seat's
information view with a fixed budget and a fresh RNG seeded by the position's index. Prints
one JSON object: per position the chosen action, every candidate's mean value (exact floats)
and the RNG's next number after the search (so the search's RNG use is compared too), plus
the search CPU seconds and simulations per second. ``--compare FILE`` checks the recorded
decisions against a saved output of this script and exits 1 on the first difference.

    python tools/expert_decisions.py > before.json
    python tools/expert_decisions.py --compare before.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.ai import make_player  # noqa: E402
from game.engine.koikoi.rules import load_preset  # noqa: E402
from game.engine.koikoi.state import State  # noqa: E402

PRESETS = ("nintendo", "koikoi-japan", "mobile", "classic", "seed004")


def record(matches: int, every: int, budget: int) -> dict:
    expert = make_player("expert", think_budget=budget)
    decisions: list[dict] = []
    simulations = 0
    cpu = 0.0
    for preset in PRESETS:
        rules = load_preset(preset)
        for match in range(matches):
            state = State(rules, 1000 + match, emit_events=False, keep_record=False)
            players = [make_player("normal"), make_player("normal")]
            rngs = [random.Random(match * 2 + 1), random.Random(match * 2 + 2)]
            position = 0
            while not state.is_terminal():
                seat = state.current_player()
                view = state.information(seat)
                if len(view.legal) > 1:
                    position += 1
                    if position % every == 0:
                        rng = random.Random(len(decisions))
                        started = time.process_time()
                        decision = expert.start(view, rng)
                        action = decision.result()
                        cpu += time.process_time() - started
                        search = decision.search
                        simulations += search.simulations if search else 0
                        values = search.mean_values() if search else {}
                        decisions.append(
                            {
                                "preset": preset,
                                "match": match,
                                "position": position,
                                "action": action.describe(),
                                "values": {a.describe(): v for a, v in values.items()},
                                "rng_after": rng.random(),
                            }
                        )
                state.apply(players[seat].choose(view, rngs[seat]))
    return {
        "budget": budget,
        "decisions": decisions,
        "search_cpu_seconds": round(cpu, 2),
        "simulations_per_second": round(simulations / cpu) if cpu else 0,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2, help="matches per preset")
    parser.add_argument("--every", type=int, default=3, help="search every n-th choice")
    parser.add_argument("--budget", type=int, default=400)
    parser.add_argument("--compare", type=Path, help="a saved output to compare against")
    args = parser.parse_args()
    result = record(args.matches, args.every, args.budget)
    if args.compare is None:
        print(json.dumps(result))
        return 0
    saved = json.loads(args.compare.read_text(encoding="utf-8"))["decisions"]
    for old, new in zip(saved, result["decisions"], strict=True):
        if old != new:
            print(f"differs: {json.dumps(old)}\n    now: {json.dumps(new)}")
            return 1
    print(
        json.dumps(
            {
                "identical_decisions": len(saved),
                "search_cpu_seconds": result["search_cpu_seconds"],
                "simulations_per_second": result["simulations_per_second"],
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
