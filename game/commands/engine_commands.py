"""Headless engine commands: `replay`, `score` and `simulate`, for every game (``--game``).

Every bad input (unknown game, a player count the game does not support, unknown preset, bad
override, unknown card code, broken record) ends in a one-line error and exit code 2, never a
traceback. Koi-koi prints as it always has; game/commands/table_output.py prints the other
games.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.commands import CliError, output_folder
from game.engine import games
from game.engine.koikoi.month import KOIKOI_CALLS
from game.engine.spec import LengthUnit

MAX_PLAYERS = 4


def register(subparsers: argparse._SubParsersAction) -> None:
    replay = subparsers.add_parser("replay", help="re-play a match record and print the months")
    replay.add_argument("file", help="a hanafuda-record JSON file")
    replay.add_argument("--game", help="check that the record is of this game")
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
    score.add_argument(
        "--teyaku",
        action="store_true",
        help="the cards are a dealt hand: print its teyaku (hachi-hachi)",
    )
    score.add_argument("--json", action="store_true", help="print one JSON object")
    score.set_defaults(handler=run_score)

    simulate = subparsers.add_parser("simulate", help="play whole matches between CPU players")
    simulate.add_argument("--players", default=None, metavar="N", help="players (2-4)")
    for player in range(1, MAX_PLAYERS + 1):
        default = {1: "greedy", 2: "random"}.get(player)
        simulate.add_argument(
            f"--p{player}",
            default=default,
            help=f"CPU player {player} (random, greedy, ...; default {default or 'random'})",
        )
    simulate.add_argument("--matches", type=int, default=100, metavar="N")
    _rules_arguments(simulate)
    simulate.add_argument(
        "--months",
        type=int,
        metavar="M",
        help="months (rounds) per match: koi-koi, hana-awase, hachi-hachi",
    )
    simulate.add_argument("--seed", type=int, default=0, metavar="S")
    simulate.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes")
    simulate.add_argument("--records", metavar="DIR", help="save every match record here")
    simulate.add_argument("--json", action="store_true", help="print one JSON object")
    simulate.set_defaults(handler=run_simulate)


def _rules_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game",
        default=games.KOIKOI,
        help=f"{games.KOIKOI} (default), {', '.join(list(games.SPECS)[1:])}",
    )
    parser.add_argument(
        "--rules",
        default=None,
        metavar="PRESET",
        help="rule preset (koikoi: nintendo, mobile, koikoi-japan, classic, seed004; "
        "roppyakken: shiragiku, fudawiki; hana-awase: seed003, fudawiki, sazano; "
        "hachi-hachi: fudawiki, shiragiku, bga, jawp, leonard)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override one rule (repeatable); keys in docs/engine.md and docs/games.md",
    )


def _game(name: str | None) -> str:
    from game.engine.errors import EngineError
    from game.engine.games import game_info

    try:
        return game_info(name).id
    except EngineError as error:
        raise CliError(str(error)) from None


def _rules(args: argparse.Namespace, **extra):
    from game.engine.errors import RuleSetError

    try:
        overrides = games.parse_rule_overrides(args.game, args.set)
        overrides.update(extra)
        return games.load_rules(args.game, args.rules, overrides)
    except RuleSetError as error:
        raise CliError(str(error)) from None


def run_replay(args: argparse.Namespace) -> int:
    from game.engine.errors import RecordError

    try:
        record = games.load_record(args.file)
        game = games.record_game(record)
        if args.game is not None and _game(args.game) != game:
            raise CliError(f"{args.file} is a {game} record, not {args.game}")
        state, results = games.replay(record)
    except RecordError as error:
        raise CliError(
            f"{args.file}: {error}" if args.file not in str(error) else str(error)
        ) from None
    data = games.summary(results, state)
    names = seat_names(record, len(data["final_scores"]))
    if games.is_table_game(game):
        from game.commands.table_output import print_table_replay

        return print_table_replay(data, args.json, names)
    if args.json:
        print(
            json.dumps(
                {
                    "game": game,
                    "months": [
                        {k: m[k] for k in ("winner", "score_delta", "yaku", KOIKOI_CALLS)}
                        for m in data["months"]
                    ],
                    "final_scores": data["final_scores"],
                }
            )
        )
        return 0
    width = max(len(name) for name in names)
    for month in data["months"]:
        winner = "drawn" if month["winner"] is None else names[month["winner"]]
        print(
            f"Month {month['month']:2}: {winner:{width}}  ({month['reason']}) "
            f"delta {month['score_delta'][0]:+d} / {month['score_delta'][1]:+d}  "
            f"koi-koi {month[KOIKOI_CALLS][0]}/{month[KOIKOI_CALLS][1]}"
        )
        for seat in (0, 1):
            if month["yaku"][seat]:
                text = ", ".join(f"{name} {points}" for name, points in month["yaku"][seat])
                print(f"          {names[seat]}: {text}")
    status = "final" if data["finished"] else "in progress"
    scores = data["final_scores"]
    print(f"Scores ({status}): {names[0]} {scores[0]} - {scores[1]} {names[1]}")
    return 0


def seat_names(record: dict, seats: int) -> list[str]:
    """The players' names a record keeps ("Player N" where it keeps none); a name that
    two seats share gets its seat number ("random (1)", "random (2)")."""
    players = record.get("players")
    names = []
    for seat in range(seats):
        player = players[seat] if isinstance(players, list) and seat < len(players) else None
        name = player.get("name") if isinstance(player, dict) else None
        names.append(name if isinstance(name, str) and name.strip() else f"Player {seat + 1}")
    return [
        f"{name} ({seat + 1})" if names.count(name) > 1 else name for seat, name in enumerate(names)
    ]


def _pile(codes: list[str]) -> int:
    from game.engine.cards import UnknownCardError, card_id

    mask = 0
    for code in codes:
        try:
            card = card_id(code)
        except UnknownCardError as error:
            raise CliError(str(error)) from None
        if mask >> card & 1:
            raise CliError(f"card {code} is listed twice")
        mask |= 1 << card
    return mask


def run_score(args: argparse.Namespace) -> int:
    args.game = _game(args.game)
    rules = _rules(args)
    mask = _pile(args.cards)
    found = games.spec(args.game)
    if args.teyaku:
        if found.teyaku_report is None:
            raise CliError(f"--teyaku scores a dealt hand of hachi-hachi, not {args.game}")
        try:
            report = found.teyaku_report(mask, rules)
        except ValueError as error:
            raise CliError(str(error)) from None
        from game.commands.table_output import print_teyaku

        return print_teyaku(report, args.json)
    if found.score_report is not None:
        from game.commands.table_output import print_table_score

        return print_table_score(found.score_report(mask, rules), args.json)
    if games.is_table_game(args.game):
        if args.own_koikoi or args.opponent_koikoi:
            raise CliError(
                f"--own-koikoi and --opponent-koikoi are koi-koi options, not {args.game}"
            )
        from game.commands.table_output import print_table_score

        return print_table_score(games.score_pile(args.game, mask, rules), args.json)
    return _score_koikoi(args, rules, mask)


def _score_koikoi(args: argparse.Namespace, rules, mask: int) -> int:
    from game.engine.koikoi.scoring import evaluate_yaku, stop_multipliers

    limit = rules.max_koikoi_calls
    for option, count in (
        ("--own-koikoi", args.own_koikoi),
        ("--opponent-koikoi", args.opponent_koikoi),
    ):
        if not 0 <= count <= limit:
            raise CliError(
                f"{option} must be 0 to {limit} (a month of {rules.hand_size}-card hands "
                f"allows at most {limit} koi-koi calls), not {count}"
            )
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


def _players(args: argparse.Namespace, game: str) -> list[str]:
    from game.engine.errors import EngineError

    info = games.game_info(game)
    count = info.default_seats
    if args.players is not None:
        try:
            count = int(args.players)
        except ValueError:
            raise CliError(f"--players needs a whole number, not {args.players!r}") from None
    try:
        games.check_seats(game, count)
    except EngineError as error:
        raise CliError(str(error)) from None
    for extra in range(count + 1, MAX_PLAYERS + 1):
        if getattr(args, f"p{extra}") is not None:
            raise CliError(f"--p{extra} names a player {extra}, but there are {count} players")
    return [getattr(args, f"p{player}") or "random" for player in range(1, count + 1)]


def run_simulate(args: argparse.Namespace) -> int:
    args.game = _game(args.game)
    names = _players(args, args.game)
    extra = {}
    if args.months is not None:
        if args.months < 1:
            raise CliError("--months must be at least 1")
        found = games.spec(args.game)
        if found.length_unit is LengthUnit.WON_GAMES:
            raise CliError(
                f"{found.id} matches run to a number of won games: use --set {found.length_key}=N"
            )
        extra[found.length_key] = args.months
    rules = _rules(args, **extra)
    if args.matches < 1:
        raise CliError("--matches must be at least 1")
    if args.jobs < 1:
        raise CliError("--jobs must be at least 1")
    if args.records is not None:
        args.records = str(output_folder(args.records, "--records"))
    progress = _progress_bar if sys.stderr.isatty() else None
    if games.is_table_game(args.game):
        from game.commands.table_output import print_table_simulation
        from game.engine.simulate import run_table_matches, summarize_table

        try:
            outcomes = run_table_matches(
                args.game,
                rules,
                tuple(names),
                args.matches,
                args.seed,
                args.jobs,
                args.records,
                progress,
            )
        except ValueError as error:
            raise CliError(str(error)) from None
        if progress:
            print(file=sys.stderr)
        result = {"game": args.game, **summarize_table(outcomes, tuple(names))}
        result["rules"] = rules.name
        result["seed"] = args.seed
        return print_table_simulation(result, args.json)
    return _simulate_koikoi(args, rules, names, progress)


def _simulate_koikoi(args: argparse.Namespace, rules, names: list[str], progress) -> int:
    from game.engine.ai import make_player
    from game.engine.simulate import run_matches, summarize

    p1, p2 = names
    for name in names:
        try:
            make_player(name)
        except ValueError as error:
            raise CliError(str(error)) from None
    outcomes = run_matches(
        rules, p1, p2, args.matches, args.seed, args.jobs, args.records, progress
    )
    if progress:
        print(file=sys.stderr)
    result = {"game": games.KOIKOI, "players": 2, **summarize(outcomes, p1, p2)}
    result["rules"] = rules.name
    result["months"] = rules.months
    result["seed"] = args.seed
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{p1} vs {p2}, {result['matches']} matches, rules {rules.name}, {rules.months} months")
    print(f"  wins {result['p1_wins']} - {result['p2_wins']}, draws {result['draws']}")
    low, high = result["p1_win_rate_95ci"]
    print(
        f"  {p1} wins {result['p1_win_rate_decided']:.1%} of decided matches "
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
