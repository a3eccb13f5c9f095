"""`bench playout`: random-vs-random whole months through the engine's public API, measured
against the reference ref_playout.py (bare bitmask rounds, ``--reference DIR``) in the same
run."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import time

from game.bench import reference
from game.engine.rules import load_preset
from game.engine.state import State


def add_arguments(parser) -> None:
    parser.add_argument("--months", type=int, default=20000, help="months to play")
    parser.add_argument("--rules", default="nintendo")


def months_per_second(months: int, rules_name: str, emit_events: bool) -> float:
    rules = load_preset(rules_name)
    rng = random.Random(1)
    state = State(rules, 1, emit_events=emit_events, keep_record=False)
    started = time.perf_counter()
    for number in range(months):
        month = state.month
        while state.month == month and not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.is_terminal():
            state = State(rules, number, emit_events=emit_events, keep_record=False)
    return months / (time.perf_counter() - started)


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
    ref = reference_rounds_per_second(args, args.months)
    plain = months_per_second(args.months, args.rules, emit_events=False)
    with_events = months_per_second(max(1000, args.months // 4), args.rules, emit_events=True)
    return {
        "rules": args.rules,
        "months": args.months,
        "engine_months_per_s": round(plain),
        "engine_with_events_months_per_s": round(with_events),
        "reference_rounds_per_s": round(ref) if ref else None,
        "ratio_to_reference": round(plain / ref, 3) if ref else None,
    }
