"""`bench playout`: random-vs-random whole months through the engine's public API, measured
against the reference ref_playout.py (bare bitmask koi-koi rounds, ``--reference DIR``) in the
same run.

``--game roppyakken|hana-awase [--players N]`` measures that game's rounds (every round played
to its last card, scored after every turn) the same way."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import time

from game.bench import reference
from game.engine import games
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State


def add_arguments(parser) -> None:
    parser.add_argument("--months", type=int, default=20000, help="months (rounds) to play")
    parser.add_argument("--rules", default=None, help="rule preset (the game's default)")
    parser.add_argument("--game", default=games.KOIKOI, choices=tuple(games.SPECS))
    parser.add_argument("--players", type=int, default=None, help="players (the game's usual)")


def months_per_second(months: int, rules_name: str, emit_events: bool) -> float:
    rules = load_preset(rules_name)
    rng = random.Random(1)
    state = State(rules, 1, emit_events=emit_events, keep_record=False)
    started = time.perf_counter()
    for number in range(months):
        month = state.round
        while state.round == month and not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.is_terminal():
            state = State(rules, number, emit_events=emit_events, keep_record=False)
    return months / (time.perf_counter() - started)


def rounds_per_second(game: str, seats: int, rounds: int, rules, emit_events: bool) -> float:
    """Random-vs-random rounds of roppyakken or hana-awase through the State API."""
    rng = random.Random(1)

    def fresh(seed: int):
        return games.new_state(game, seats, rules, seed, emit_events=emit_events, keep_record=False)

    state = fresh(1)
    started = time.perf_counter()
    for number in range(rounds):
        current = state.round
        while state.round == current and not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.is_terminal():
            state = fresh(number + 2)
    return rounds / (time.perf_counter() - started)


def reference_rounds_per_second(args, rounds: int) -> float | None:
    script = reference.script(args, reference.PLAYOUT_SCRIPT)
    if script is None:
        return None
    out = subprocess.run(
        [sys.executable, str(script), str(rounds)], capture_output=True, text=True, timeout=600
    ).stdout
    found = re.search(r"([\d.]+) rounds/s", out)
    return float(found.group(1)) if found else None


def run(args) -> dict:
    if games.is_table_game(args.game):
        return _run_table_game(args)
    rules_name = args.rules or "nintendo"
    ref = reference_rounds_per_second(args, args.months)
    plain = months_per_second(args.months, rules_name, emit_events=False)
    with_events = months_per_second(max(1000, args.months // 4), rules_name, emit_events=True)
    return {
        "rules": rules_name,
        "months": args.months,
        "engine_months_per_s": round(plain),
        "engine_with_events_months_per_s": round(with_events),
        "reference_rounds_per_s": round(ref) if ref else None,
        "ratio_to_reference": round(plain / ref, 3) if ref else None,
    }


def _run_table_game(args) -> dict:
    info = games.game_info(args.game)
    seats = args.players or info.default_seats
    games.check_seats(info.id, seats)
    rules = games.load_rules(info.id, args.rules)
    ref = reference_rounds_per_second(args, args.months)
    plain = rounds_per_second(info.id, seats, args.months, rules, emit_events=False)
    events = rounds_per_second(info.id, seats, max(500, args.months // 4), rules, True)
    return {
        "game": info.id,
        "players": seats,
        "rules": rules.name,
        "rounds": args.months,
        "engine_rounds_per_s": round(plain),
        "engine_with_events_rounds_per_s": round(events),
        "reference_rounds_per_s": round(ref) if ref else None,
        "ratio_to_reference": round(plain / ref, 3) if ref else None,
    }
