"""A seat's wire view rebuilds exactly the engine's information view (so a CPU seat or the
hint on a client decides as it would locally), the lays it read included; a view from a
peer that sends no lays still rebuilds, and a malformed one is refused."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.ai import make_player
from game.engine.rules import load_preset
from game.engine.state import State
from game.online.games import GAMES


def positions(count: int):
    rules = load_preset("koikoi-japan")
    normal = make_player("normal")
    rng = random.Random(7)
    found = []
    while len(found) < count:
        state = State(rules, rng.randrange(10**6), emit_events=False)
        for _ in range(rng.randrange(2, 14)):
            if state.is_terminal():
                break
            seat = state.current_player()
            state.apply(normal.choose(state.information(seat), rng))
        if not state.is_terminal():
            found.append(state)
    return found


def test_wire_views_rebuild_the_engines_views_with_the_lays():
    game = GAMES["koikoi"]
    read = 0
    for state in positions(30):
        for seat in (0, 1):
            wire = json.loads(json.dumps(game.view(state, seat)))
            rebuilt = game.information(wire, state.rules)
            assert rebuilt == state.information(seat)
            read += rebuilt.lay_avoids != (0, 0)
    assert read > 0  # some of those positions had a lay to read


def test_a_view_without_lays_rebuilds_and_a_malformed_one_is_refused():
    game = GAMES["koikoi"]
    state = positions(1)[0]
    wire = json.loads(json.dumps(game.view(state, 0)))
    del wire["lay_avoids"]
    assert game.information(wire, state.rules).lay_avoids == (0, 0)
    wire["lay_avoids"] = [[1]]
    with pytest.raises(ValueError, match="malformed view"):
        game.information(wire, state.rules)


def test_lays_travel_as_months_and_a_month_out_of_range_is_refused():
    game = GAMES["koikoi"]
    state = positions(1)[0]
    state.lay_avoids = [0, (0b1111 << 8) | (0b1111 << 44)]  # March and December
    wire = game.view(state, 0)
    assert wire["lay_avoids"] == [[], [3, 12]]
    wire["lay_avoids"] = [[], [13]]
    with pytest.raises(ValueError, match="not a month"):
        game.information(wire, state.rules)
