"""The TableView a client rebuilds from the server's wire view is the one a local table gets
from the State, for each seat and a spectator, at every position of whole matches."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import events as ev
from game.engine.ai import make_player
from game.engine.positions import match_results
from game.engine.rules import load_preset
from game.engine.state import State
from game.engine.table_view import snapshot
from game.online.games import KoiKoiGame
from game.online.table_feed import outcome_from_json, outcome_of, table_view

GAME = KoiKoiGame()


def wire(view: dict) -> dict:
    """The view as it arrives: through JSON."""
    return json.loads(json.dumps(view))


@pytest.mark.parametrize("seed", [3, 14])
def test_the_rebuilt_view_equals_the_local_one_at_every_position(seed):
    rules = load_preset("nintendo").with_overrides({"months": 4})
    state = State(rules, seed)
    players = [make_player("easy"), make_player("normal")]
    rng = random.Random(seed)
    ends: list[ev.MonthEnded] = []
    positions = 0
    while True:
        for viewer in (0, 1, ev.SPECTATOR):
            local = snapshot(state, viewer)
            remote = table_view(
                wire(GAME.view(state, viewer)),
                rules,
                results=tuple(outcome_of(end) for end in ends),
                last_month_end=state.last_month_end,
                stock_drawn=local.stock_drawn,
                decisions=local.decisions,
            )
            assert remote == local
        positions += 1
        if state.is_terminal():
            break
        seat = state.current_player()
        events = state.apply(players[seat].choose(state.information(seat), rng))
        ends.extend(event for event in events if isinstance(event, ev.MonthEnded))
    assert positions > 40 and len(ends) == 4
    snapshot_results = wire(GAME.results(state))
    assert tuple(outcome_from_json(r) for r in snapshot_results) == snapshot(state, 0).results
    assert len(match_results(state)) == 4


def test_a_malformed_view_is_refused_with_a_message():
    state = State(load_preset("nintendo"), 1)
    view = wire(GAME.view(state, 0))
    del view["field"]
    with pytest.raises(ValueError, match="malformed view"):
        table_view(view, state.rules)
    view = wire(GAME.view(state, 0))
    view["hands"][0] = ["13-9"]
    with pytest.raises(ValueError, match="malformed view"):
        table_view(view, state.rules)
