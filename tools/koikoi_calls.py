"""Measure a CPU's koi-koi decisions: how often it calls, when, and what the calls earned.

Plays ``--matches`` matches of ``p1`` against ``p2`` (seats alternating, the deal seeds of
``python -m game simulate``) and records every koi-koi / stop offer ``p1`` gets: the month,
the months left after it, the cards still in hand, the calls already made, what stopping
would pay, the choice, and how the score difference moved over that month (for a stop this
is the stop itself; for a call, what the rest of the month really brought). Prints one JSON
object: call rates by months left and hand size, after the opponent's koi-koi, cheap stops
(2 points or less with 4+ cards in hand), and the mean month result of calls against the
stop they declined. ``--offers FILE`` keeps the raw offers for a closer look.

    python tools/koikoi_calls.py expert-fast normal --rules koikoi-japan --matches 200
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.ai import make_player  # noqa: E402
from game.engine.ai.expert import stop_points  # noqa: E402
from game.engine.koikoi.decisions import KOIKOI  # noqa: E402
from game.engine.koikoi.rules import load_preset  # noqa: E402
from game.engine.koikoi.state import State  # noqa: E402
from game.engine.simulate import match_seed  # noqa: E402

_JOB: dict = {}


def _play(index: int) -> list[dict]:
    """Every offer p1 got in match ``index``, each with the month's score-difference change."""
    rules = load_preset(_JOB["rules"])
    base = match_seed(_JOB["seed"], index)
    p1_seat = index % 2
    players = [None, None]
    players[p1_seat] = make_player(_JOB["p1"])
    players[1 - p1_seat] = make_player(_JOB["p2"])
    rngs = [random.Random(base * 2 + 1), random.Random(base * 2 + 2)]
    state = State(rules, base, emit_events=False, keep_record=False)
    offers: list[dict] = []
    open_offers: list[dict] = []
    month = state.round
    diff_at_start = state.scores[p1_seat] - state.scores[1 - p1_seat]
    while not state.is_terminal():
        seat = state.current_player()
        view = state.information(seat)
        action = players[seat].choose(view, rngs[seat])
        if seat == p1_seat and state.phase == "decide":
            offer = {
                "month": view.round,
                "months_left": view.months_left,
                "hand": view.hand.bit_count(),
                "own_calls": view.koikoi[seat],
                "opponent_calls": view.koikoi[1 - seat],
                "stop_points": stop_points(view),
                "call": action is KOIKOI,
            }
            offers.append(offer)
            open_offers.append(offer)
        state.apply(action)
        if state.round != month or state.is_terminal():
            diff = state.scores[p1_seat] - state.scores[1 - p1_seat]
            for offer in open_offers:
                offer["month_diff_change"] = diff - diff_at_start
            open_offers = []
            month = state.round
            diff_at_start = diff
    return offers


def _rate(offers: list[dict]) -> dict:
    calls = sum(o["call"] for o in offers)
    return {
        "offers": len(offers),
        "calls": calls,
        "call_rate": round(calls / len(offers), 3) if offers else None,
    }


def _hand_bucket(hand: int) -> str:
    return "hand<=3" if hand <= 3 else "hand4-5" if hand <= 5 else "hand6+"


def _months_bucket(offer: dict) -> str:
    """The old expert's three regimes: search alone, Normal's gate, the last-month rule."""
    left = offer["months_left"]
    return "last month" if left == 0 else "1-5 months left" if left <= 5 else "6+ months left"


def summarize(offers: list[dict], rules_name: str) -> dict:
    table: dict[str, dict[str, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for offer in offers:
        table[_months_bucket(offer)][_hand_bucket(offer["hand"])].append(offer)
    by_month_and_hand = {
        period: {bucket: _rate(group) for bucket, group in sorted(buckets.items())}
        for period, buckets in sorted(table.items())
    }
    zero_sum = load_preset(rules_name).zero_sum
    stops = [o for o in offers if not o["call"]]
    cheap = [o for o in stops if o["stop_points"] <= 2 and o["hand"] >= 4]
    calls = [o for o in offers if o["call"]]
    declined = sum(o["stop_points"] * (2 if zero_sum else 1) for o in calls)
    earned = sum(o["month_diff_change"] for o in calls)
    return {
        "all": _rate(offers),
        "by_months_and_hand": by_month_and_hand,
        "after_opponent_koikoi": _rate([o for o in offers if o["opponent_calls"]]),
        "after_own_koikoi": _rate([o for o in offers if o["own_calls"]]),
        "stops": len(stops),
        "cheap_stops_2pts_4plus_cards": len(cheap),
        "calls_mean_month_diff": round(earned / len(calls), 2) if calls else None,
        "calls_mean_declined_stop_diff": round(declined / len(calls), 2) if calls else None,
        "calls_that_lost_the_month": sum(1 for o in calls if o["month_diff_change"] < 0),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("p1")
    parser.add_argument("p2")
    parser.add_argument("--rules", default="nintendo")
    parser.add_argument("--matches", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--offers", metavar="FILE", help="also write every offer (JSON list)")
    args = parser.parse_args(argv)
    make_player(args.p1), make_player(args.p2)  # unknown names fail here
    _JOB.update(p1=args.p1, p2=args.p2, rules=args.rules, seed=args.seed)
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        per_match = pool.map(_play, range(args.matches), chunksize=1)
    offers = [offer for match in per_match for offer in match]
    if args.offers:
        Path(args.offers).write_text(json.dumps(offers), encoding="utf-8")
    result = {"p1": args.p1, "p2": args.p2, "rules": args.rules, "matches": args.matches}
    result["seed"] = args.seed
    result.update(summarize(offers, args.rules))
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
