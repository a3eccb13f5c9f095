"""Headless engine commands: `replay`, `score` and `simulate`.

Every bad input (unknown preset, bad override, unknown card code, broken record) ends in a
one-line error and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.commands import CliError


def register(subparsers: argparse._SubParsersAction) -> None:
    replay = subparsers.add_parser("replay", help="re-play a match record and print the months")
    replay.add_argument("file", help="a hanafuda-record JSON file")
    replay.add_argument("--json", action="store_true", help="print one JSON object")
    replay.set_defaults(handler=run_replay)

    score = subparsers.add_parser("score", help="score a capture pile under a rule set")
    score.add_argument("cards", nargs="+", metavar="CARD", help="card codes such as 3-1 9-1")
    _rules_arguments(score)
    score.add_argument(
        "--own-koikoi",
        type=int,
        default=0,
        metavar="N",
        help="koi-koi calls of the stopping player this month",
    )
    score.add_argument(
        "--opponent-koikoi",
        type=int,
        default=0,
        metavar="N",
        help="koi-koi calls of the opponent this month",
    )
    score.add_argument("--json", action="store_true", help="print one JSON object")
    score.set_defaults(handler=run_score)

    simulate = subparsers.add_parser("simulate", help="play whole matches between CPU players")
    simulate.add_argument("--p1", default="greedy", help="CPU player 1 (random, greedy, ...)")
    simulate.add_argument("--p2", default="random", help="CPU player 2")
    simulate.add_argument("--matches", type=int, default=100, metavar="N")
    _rules_arguments(simulate)
    simulate.add_argument("--months", type=int, metavar="M", help="months per match")
    simulate.add_argument("--seed", type=int, default=0, metavar="S")
    simulate.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes")
    simulate.add_argument("--records", metavar="DIR", help="save every match record here")
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    simulate.set_defaults(handler=run_simulate)


def _rules_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        default="nintendo",
        metavar="PRESET",
        help="rule preset (nintendo, mobile, koikoi-japan, classic)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override one rule (repeatable); keys in docs/engine.md",
    )


def _rules(args: argparse.Namespace, **extra):
    from game.engine.errors import RuleSetError
    from game.engine.rules import load_preset, parse_overrides

    try:
        overrides = parse_overrides(args.set)
        overrides.update(extra)
        return load_preset(args.rules, overrides)
    except RuleSetError as error:
        raise CliError(str(error)) from None


def run_replay(args: argparse.Namespace) -> int:
    from game.engine.errors import RecordError
    from game.engine.records import load_record, replay, summary

    try:
        record = load_record(args.file)
        state, results = replay(record)
    except RecordError as error:
        raise CliError(
            f"{args.file}: {error}" if args.file not in str(error) else str(error)
        ) from None
    data = summary(results, state)
    if args.json:
        print(
            json.dumps(
                {
                    "months": [
                        {k: m[k] for k in ("winner", "score_delta", "yaku", "koikoi")}
                        for m in data["months"]
                    ],
                    "final_scores": data["final_scores"],
                }
            )
        )
        return 0
    for month in data["months"]:
        winner = "drawn" if month["winner"] is None else f"player {month['winner']}"
        print(
            f"Month {month['month']:2}: {winner:9} ({month['reason']}) "
            f"delta {month['score_delta'][0]:+d} / {month['score_delta'][1]:+d}  "
            f"koi-koi {month['koikoi'][0]}/{month['koikoi'][1]}"
        )
        for seat in (0, 1):
            if month["yaku"][seat]:
                text = ", ".join(f"{name} {points}" for name, points in month["yaku"][seat])
                print(f"          player {seat}: {text}")
    status = "final" if data["finished"] else "in progress"
    print(f"Scores ({status}): {data['final_scores'][0]} - {data['final_scores'][1]}")
    return 0


def run_score(args: argparse.Namespace) -> int:
    from game.engine.cards import UnknownCardError, card_id
    from game.engine.scoring import evaluate_yaku, stop_multipliers

    rules = _rules(args)
    mask = 0
    for code in args.cards:
        try:
            card = card_id(code)
        except UnknownCardError as error:
            raise CliError(str(error)) from None
        if mask >> card & 1:
            raise CliError(f"card {code} is listed twice")
        mask |= 1 << card
    if args.own_koikoi < 0 or args.opponent_koikoi < 0:
        raise CliError("koi-koi counts cannot be negative")
    yaku = evaluate_yaku(mask, rules, args.own_koikoi)
    total = sum(points for _, points in yaku)
    final, steps = stop_multipliers(total, rules, args.own_koikoi, args.opponent_koikoi)
    if not yaku:
        final, steps = 0, []
    if args.json:
        print(json.dumps({"yaku": [[n, p] for n, p in yaku], "total": total, "final": final}))
        return 0
    for name, points in yaku:
        print(f"{name:14} {points:3}")
    print(f"{'total':14} {total:3}")
    detail = f" ({', '.join(steps)})" if steps else ""
    print(f"{'final':14} {final:3}{detail}")
    return 0


def run_simulate(args: argparse.Namespace) -> int:
    from game.engine.ai import make_player
    from game.engine.simulate import run_matches, summarize

    extra = {}
    if args.months is not None:
        if args.months < 1:
            raise CliError("--months must be at least 1")
        extra["months"] = args.months
    rules = _rules(args, **extra)
    if args.matches < 1:
        raise CliError("--matches must be at least 1")
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    for name in (args.p1, args.p2):
        try:
            make_player(name)
        except ValueError as error:
            raise CliError(str(error)) from None
    progress = _progress_bar if sys.stderr.isatty() else None
    outcomes = run_matches(
        rules, args.p1, args.p2, args.matches, args.seed, args.jobs, args.records, progress
    )
    if progress:
        print(file=sys.stderr)
    result = summarize(outcomes, args.p1, args.p2)
    result["rules"] = rules.name
    result["months"] = rules.months
    result["seed"] = args.seed
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"{args.p1} vs {args.p2}, {result['matches']} matches, rules {rules.name}, "
        f"{rules.months} months"
    )
    print(f"  wins {result['p1_wins']} - {result['p2_wins']}, draws {result['draws']}")
    low, high = result["p1_win_rate_95ci"]
    print(
        f"  {args.p1} wins {result['p1_win_rate_decided']:.1%} of decided matches "
        f"(95% CI {low:.1%} - {high:.1%})"
    )
    print(
        f"  mean scores {result['mean_scores'][0]} - {result['mean_scores'][1]}, margin "
        f"{result['mean_margin']:+} (95% CI {result['margin_95ci'][0]:+} .. "
        f"{result['margin_95ci'][1]:+})"
    )
    print(f"  {result['seconds_per_match']} s per match")
    return 0


def _progress_bar(done: int, total: int) -> None:
    width = 30
    filled = width * done // total
    print(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}",
        end="",
        file=sys.stderr,
        flush=True,
    )
