"""`python -m game bench ai --game roppyakken|hana-awase --players N`: the table CPUs'
decision time over whole matches.

Plays ``--matches`` matches (single process) of ``--player`` (the expert by default) against
``--opponent`` in every other seat; the seat under test moves one to the right each match.
Every decision of the player under test is made through the anytime ``Thinker`` (as the
table scene makes it) and timed, as wall-clock and as this process's CPU time (the wall
clock grows when other jobs share the cores). Reports median / p95 / max over all its
decisions (forced single-option ones included) and over the searched ones. Targets: median
<= 0.3 s and p95 <= 1.0 s.

``run(args)`` reads the arguments of game/bench/ai.py (``game``, ``players``, ``player``,
``opponent``, ``budget``, ``seconds``, ``matches``, ``rules``, ``seed``); that module hands
every game but koi-koi to it. ``--rules`` left at koi-koi's default (``nintendo``) means the
game's own default preset.
"""

from __future__ import annotations

import argparse
import random
import time

from game.bench.decision_times import summary

KOIKOI_DEFAULT_RULES = "nintendo"  # bench ai's --rules default: "the game's own" here


def _setup(args: argparse.Namespace):
    """(game id, seats, rules, params of the player under test); CliError for bad input."""
    from game.commands import CliError
    from game.engine import games
    from game.engine.errors import EngineError, RuleSetError
    from game.engine.table_ai.roster import make_table_player

    try:
        info = games.game_info(args.game)
        seats = args.players or info.default_seats
        games.check_seats(info.id, seats)
        preset = None if args.rules in (None, KOIKOI_DEFAULT_RULES) else args.rules
        rules = games.load_rules(info.id, preset)
    except (EngineError, RuleSetError) as error:
        raise CliError(str(error)) from None
    if args.matches < 1:
        raise CliError("--matches must be at least 1")
    params = {}
    if args.budget:
        params["think_budget"] = args.budget
    if args.seconds:
        params["think_seconds"] = args.seconds
    try:
        make_table_player(args.player, **params)
        make_table_player(args.opponent)
    except (TypeError, ValueError) as error:
        raise CliError(str(error)) from None
    return info.id, seats, rules, params


def run(args: argparse.Namespace) -> dict:
    from game.engine import games
    from game.engine.ai.anytime import Thinker
    from game.engine.table_ai.roster import make_table_player

    game, seats, rules, params = _setup(args)
    all_times: list[float] = []
    searched: list[float] = []
    all_cpu: list[float] = []
    searched_cpu: list[float] = []
    simulations = 0
    search_seconds = 0.0
    started = time.perf_counter()
    results = []
    tested = make_table_player(args.player, **params)
    for match in range(args.matches):
        seed = args.seed + match
        under_test = match % seats
        players = [make_table_player(args.opponent) for _ in range(seats)]
        players[under_test] = tested
        rngs = [random.Random(seed * 4 + seat + 1) for seat in range(seats)]
        state = games.new_state(game, seats, rules, seed, emit_events=False, keep_record=False)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.information(seat)
            if seat == under_test:
                t0, c0 = time.perf_counter(), time.process_time()
                thinker = Thinker(players[seat], view, rngs[seat])
                action = thinker.run()
                spent, cpu = time.perf_counter() - t0, time.process_time() - c0
                all_times.append(spent)
                all_cpu.append(cpu)
                search = getattr(thinker._decision, "search", None)
                if search is not None:
                    searched.append(spent)
                    searched_cpu.append(cpu)
                    simulations += search.simulations
                    search_seconds += cpu
            else:
                action = players[seat].choose(view, rngs[seat])
            state.apply(action)
        returns = state.returns()
        results.append([returns[(under_test + k) % seats] for k in range(seats)])
    overall = summary(all_times)
    return {
        "game": game,
        "players": seats,
        "median_s": overall["median_s"],
        "p95_s": overall["p95_s"],
        "max_s": overall["max_s"],
        "player": args.player,
        "opponent": args.opponent,
        "rules": rules.name,
        "budget": getattr(tested, "budget", 0),
        "seconds_budget": args.seconds,
        "matches": args.matches,
        "decisions": overall,
        "searched_decisions": summary(searched),
        "decisions_cpu": summary(all_cpu),
        "searched_decisions_cpu": summary(searched_cpu),
        "simulations_per_second": round(simulations / search_seconds) if search_seconds else 0,
        "scores": results,  # per match: the tested seat's return first, then to its right
        "wall_seconds": round(time.perf_counter() - started, 2),
        "targets": {"median_s": 0.3, "p95_s": 1.0},
    }
