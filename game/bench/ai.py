"""`python -m game bench ai`: expert CPU decision time over whole matches.

Plays ``--matches`` matches (single process, single core) of the expert against another CPU
and times every decision the expert makes. Reports the distribution over all its decisions
(forced single-option ones included, they cost ~0) and over the searched ones alone, plus
the simulation rate, both as wall-clock time and as this process's CPU time (the wall clock
grows when other jobs share the cores; CPU time is the single-core cost). Targets: median
<= 0.3 s and p95 <= 1.0 s. ``--game koikoi`` (the default) is played by two; ``--game
roppyakken|hana-awase|hachi-hachi`` (with ``--players N``) benches the table CPUs instead
(game/bench/ai_tables.py, which also reports the share of matches won).
"""

from __future__ import annotations

import argparse
import random

from game.bench.decision_times import DecisionTimes
from game.engine import games

BENCHED_GAMES: dict[str, tuple[int, ...]] = {games.KOIKOI: (2,)}  # game -> seat counts


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default=games.KOIKOI, help="game to bench (default koikoi)")
    parser.add_argument(
        "--players", type=int, default=None, help="seats at the table (default: the game's)"
    )
    parser.add_argument("--player", default="expert", help="CPU under test (default expert)")
    parser.add_argument("--opponent", default="normal", help="the other seat (default normal)")
    parser.add_argument(
        "--budget", type=int, default=0, help="simulations per decision (0: the player's default)"
    )
    parser.add_argument("--seconds", type=float, default=0.0, help="time budget per decision")
    parser.add_argument("--matches", type=int, default=1)
    parser.add_argument("--rules", default="nintendo")
    parser.add_argument("--seed", type=int, default=1)


def _check_table(args: argparse.Namespace) -> None:
    from game.commands import CliError
    from game.engine.ai import make_player

    seats = BENCHED_GAMES.get(args.game)
    if seats is None:
        raise CliError(
            f"bench ai has no CPU players for game {args.game!r} yet "
            f"(benched: {', '.join(sorted(BENCHED_GAMES))})"
        )
    if args.players not in seats:
        raise CliError(
            f"{args.game} is played by {' or '.join(map(str, seats))} players, not {args.players}"
        )
    if args.matches < 1:
        raise CliError("--matches must be at least 1")
    for name in (args.player, args.opponent):
        try:
            make_player(name, game=args.game)
        except ValueError as error:
            raise CliError(str(error)) from None


def run(args: argparse.Namespace) -> dict:
    from game.commands import CliError

    try:
        table_game = games.is_table_game(args.game)
    except ValueError as error:  # an unknown game
        raise CliError(str(error)) from None
    if table_game:
        from game.bench import ai_tables

        return ai_tables.run(args)
    if args.players is None:
        args.players = 2
    from game.engine.ai import make_player
    from game.engine.errors import RuleSetError
    from game.engine.koikoi.rules import load_preset
    from game.engine.koikoi.state import State

    _check_table(args)
    params = {}
    if args.budget:
        params["think_budget"] = args.budget
    if args.seconds:
        params["think_seconds"] = args.seconds
    try:
        rules = load_preset(args.rules)
    except RuleSetError as error:
        raise CliError(str(error)) from None
    clock = DecisionTimes()
    results = []
    for match in range(args.matches):
        seed = args.seed + match
        seat_under_test = match % 2
        players = [None, None]
        players[seat_under_test] = make_player(args.player, **params)
        players[1 - seat_under_test] = make_player(args.opponent)
        rngs = [random.Random(seed * 2 + 1), random.Random(seed * 2 + 2)]
        state = State(rules, seed, emit_events=False, keep_record=False)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.information(seat)
            if seat == seat_under_test:
                action = clock.decide(players[seat], view, rngs[seat])
            else:
                action = players[seat].choose(view, rngs[seat])
            state.apply(action)
        scores = state.returns()
        results.append([scores[seat_under_test], scores[1 - seat_under_test]])
    return {
        "game": args.game,
        "players": args.players,
        "player": args.player,
        "opponent": args.opponent,
        "rules": args.rules,
        "budget": args.budget or getattr(make_player(args.player), "budget", 0),
        "seconds_budget": args.seconds,
        "matches": args.matches,
        "scores": results,
        **clock.report(),
    }
