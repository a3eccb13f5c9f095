"""`python -m game bench ai --game roppyakken|hana-awase|hachi-hachi --players N`: the table
CPUs' decision time and results over whole matches.

Plays ``--matches`` matches (single process) of ``--player`` (the expert by default) against
``--opponent`` in every other seat; the seat under test moves one to the right each match.
Every decision of the player under test is made through the anytime ``Thinker`` (as the
table scene makes it) and timed, as wall-clock and as this process's CPU time (the wall
clock grows when other jobs share the cores). Reports median / p95 / max over all its
decisions (forced single-option ones included) and over the searched ones. Targets: median
<= 0.3 s and p95 <= 1.0 s. Also the player's share of the matches won (a tie split between
the seats on top) with its 95% interval, beside the share an equal seat would have.

``run(args)`` reads the arguments of game/bench/ai.py (``game``, ``players``, ``player``,
``opponent``, ``budget``, ``seconds``, ``matches``, ``rules``, ``seed``); that module hands
every game but koi-koi to it. ``--rules`` left at koi-koi's default (``nintendo``) means the
game's own default preset.
"""

from __future__ import annotations

import argparse
import random

from game.bench.decision_times import DecisionTimes

KOIKOI_DEFAULT_RULES = "nintendo"  # bench ai's --rules default: "the game's own" here


def _setup(args: argparse.Namespace):
    """(game id, seats, rules, params of the player under test); CliError for bad input."""
    from game.commands import CliError
    from game.engine import games
    from game.engine.ai import make_player
    from game.engine.errors import EngineError, RuleSetError

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
        make_player(args.player, game=info.id, **params)
        make_player(args.opponent, game=info.id)
    except (TypeError, ValueError) as error:
        raise CliError(str(error)) from None
    return info.id, seats, rules, params


def run(args: argparse.Namespace) -> dict:
    from game.engine import games
    from game.engine.ai import make_player

    game, seats, rules, params = _setup(args)
    clock = DecisionTimes()
    results = []
    tested = make_player(args.player, game=game, **params)
    for match in range(args.matches):
        seed = args.seed + match
        under_test = match % seats
        players = [make_player(args.opponent, game=game) for _ in range(seats)]
        players[under_test] = tested
        rngs = [random.Random(seed * 4 + seat + 1) for seat in range(seats)]
        state = games.new_state(game, seats, rules, seed, emit_events=False, keep_record=False)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.information(seat)
            if seat == under_test:
                action = clock.decide(players[seat], view, rngs[seat])
            else:
                action = players[seat].choose(view, rngs[seat])
            state.apply(action)
        returns = state.returns()
        results.append([returns[(under_test + k) % seats] for k in range(seats)])
    return {
        "game": game,
        "players": seats,
        "player": args.player,
        "opponent": args.opponent,
        "rules": rules.name,
        "budget": getattr(tested, "budget", 0),
        "seconds_budget": args.seconds,
        "matches": args.matches,
        "scores": results,  # per match: the tested seat's return first, then to its right
        **win_share(results, seats),
        **clock.report(),
    }


def win_share(results: list[list[int]], seats: int) -> dict:
    """The tested seat's share of the matches won (ties split), its 95% interval (normal
    approximation) and the share of an equal seat (1 / seats)."""
    import math

    won = 0.0
    for scores in results:
        best = max(scores)
        if scores[0] == best:
            won += 1 / scores.count(best)
    count = len(results)
    share = won / count
    half = 1.96 * math.sqrt(share * (1 - share) / count)
    return {
        "win_share": round(share, 4),
        "win_share_95ci": [round(max(0.0, share - half), 4), round(min(1.0, share + half), 4)],
        "even_share": round(1 / seats, 4),
        "mean_score": round(sum(scores[0] for scores in results) / count, 2),
    }
