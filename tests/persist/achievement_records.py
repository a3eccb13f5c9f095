"""Real match records for the achievement tests: seeded matches played to their end through
the engine by its CPUs (seat 0 a person unless told), written with the engine's record
functions into a records library."""

from __future__ import annotations

import random

from game.engine import games
from game.engine.ai import make_player
from game.engine.koikoi.decisions import KOIKOI
from game.engine.table_ai.roster import make_table_player
from game.persist.records_library import RecordsLibrary

PERSON = {"name": "Aki", "colour": "red", "kind": "human"}


def played(game: str, seats: int, seed: int, *, always_koikoi: bool = False):
    """The finished State of a seeded greedy-CPU match (seat 0 calls koi-koi whenever it
    may, with ``always_koikoi``)."""
    state = games.new_state(game, seats, None, seed, keep_record=True, emit_events=False)
    make = make_player if game == games.KOIKOI else make_table_player
    players = [make("greedy") for _ in range(seats)]
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        calls = [action for action in legal if action is KOIKOI]
        if always_koikoi and seat == 0 and calls:
            state.apply(calls[0])
            continue
        state.apply(players[seat].choose(state.information(seat), rng))
    return state


def record(
    game: str,
    seats: int,
    seed: int,
    *,
    people: int = 1,
    mode: str = "cpu",
    always_koikoi: bool = False,
    extra: dict | None = None,
) -> dict:
    """The record of :func:`played` with ``people`` persons in the first seats."""
    state = played(game, seats, seed, always_koikoi=always_koikoi)
    players = [
        {**PERSON, "name": f"P{seat + 1}"}
        if seat < people
        else {"name": f"CPU {seat}", "kind": "cpu", "cpu": "greedy"}
        for seat in range(seats)
    ]
    return games.record_of(state, players, {"seed": seed, "mode": mode, **(extra or {})})


def library_of(directory, records: list[dict], start: float = 1_700_000_000.0) -> RecordsLibrary:
    """A library in ``directory`` holding ``records``, played a day apart in this order."""
    library = RecordsLibrary(directory=directory)
    for index, data in enumerate(records):
        library.add(data, now=start + index * 86_400)
    return library
