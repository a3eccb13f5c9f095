"""A headless match driver with autosave on, for the SIGKILL-and-continue test and demos.

``python -m game.persist.headless --seed 5 --decisions 30 --hold 60`` starts a seeded match,
lets two seeded CPU players make ``--decisions`` decisions, autosaving after every one
exactly as the game does, prints ``READY <n>`` and then sleeps ``--hold`` seconds so a test
can kill it with SIGKILL at a known position. :func:`play_decisions` is the same sequence
computed in-process, so a test can build the expected state independently.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from game.core.kinds import MatchMode, SeatKind
from game.engine import games
from game.engine.ai import make_player
from game.engine.koikoi.state import State, new_match
from game.persist import autosave


def play_decisions(
    seed: int,
    decisions: int,
    *,
    rules: str = "nintendo",
    after_each: Callable[[State], None] | None = None,
    players: tuple[str, ...] = ("greedy", "random"),
    game: str = games.KOIKOI,
    seat_count: int = 2,
):
    """A seeded match of ``game`` after ``decisions`` CPU decisions (fewer if the match ends
    first); roppyakken and hana-awase seats take turns with the ``players`` in order."""
    if not games.is_table_game(game):
        state = new_match(rules, seed=seed)
        seats = [make_player(players[0]), make_player(players[1])]
    else:
        from game.engine.table_ai.roster import make_table_player

        state = games.new_state(game, seat_count, seed=seed)
        seats = [make_table_player(players[s % len(players)]) for s in range(seat_count)]
    rng = random.Random(seed * 7919 + 1)
    for _ in range(decisions):
        if state.is_terminal():
            break
        seat = state.current_player()
        state.apply(seats[seat].choose(state.information(seat), rng))
        if after_each is not None:
            after_each(state)
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--hold", type=float, default=60.0, help="seconds to sleep afterwards")
    parser.add_argument("--rules", default="nintendo")
    parser.add_argument("--game", default=games.KOIKOI, choices=games.GAME_IDS)
    parser.add_argument("--seats", type=int, default=2)
    args = parser.parse_args(argv)
    seats = [
        autosave.SeatInfo(f"CPU {seat + 1}", colour, SeatKind.CPU)
        for seat, colour in enumerate(("red", "blue", "green", "gold")[: args.seats])
    ]
    info = autosave.MatchInfo(mode=MatchMode.CPU, seed=args.seed, cpu_level="greedy")
    if games.is_table_game(args.game):
        info.seats = seats

    def save(state: State) -> None:
        autosave.save(state, info)

    state = play_decisions(
        args.seed,
        args.decisions,
        rules=args.rules,
        after_each=save,
        game=args.game,
        seat_count=args.seats,
    )
    print(f"READY {state.round} {len(state.record_rounds()[-1]['decisions'])}", flush=True)
    deadline = time.monotonic() + args.hold
    while time.monotonic() < deadline:
        time.sleep(0.05)
    return 0


if __name__ == "__main__":
    sys.exit(main())
