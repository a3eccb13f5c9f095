"""A room's game is the engine's spec: every registered game, at every seat count, deals from
a seed, shows each viewer its view through the codec, and comes back from its seed and
decisions as it was (the seam that puts every game online)."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import games
from game.engine.events import SPECTATOR
from game.engine.koikoi.positions import state_snapshot
from game.engine.table_view import snapshot
from game.online.wire.games import GAMES, ONLINE_GAMES, GameSetupError, MatchSettings, RoomGame
from game.online.wire.wire_views import decode_wire_view, kept_view

CASES = [(game, seats) for game, spec in games.SPECS.items() for seats in spec.seats]


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_every_game_deals_shows_and_restores_through_its_spec(game, seats):
    room_game = RoomGame(games.spec(game))
    settings = MatchSettings(game, room_game.spec.default_preset, {}, seats)
    state = room_game.new_match(settings, 11)
    rng = random.Random(seats)
    decisions = []
    for _ in range(25):
        if state.is_terminal():
            break
        action = rng.choice(list(state.legal_actions()))
        decisions.append(action.to_json())
        state.apply(room_game.parse_action(decisions[-1]))
    restored = room_game.restore(settings, 11, decisions)
    assert state_snapshot(restored) == state_snapshot(state)
    viewers = [*range(seats), SPECTATOR]
    results = json.loads(json.dumps(room_game.results(state)))
    for viewer, sent in room_game.views(state, viewers, whole=True).items():
        kept, _kept = kept_view(json.loads(json.dumps(sent)), {"results": results})
        shown = decode_wire_view(kept, state.rules, type(state))
        assert shown.table == snapshot(state, viewer)
    assert room_game.position_events(state)
    assert room_game.record(state, [{"name": f"P{n}"} for n in range(seats)])["players"]


def test_the_room_games_are_the_engines_and_others_are_refused_by_name():
    assert tuple(GAMES) == ONLINE_GAMES
    assert all(GAMES[name].spec is games.spec(name) for name in ONLINE_GAMES)
    assert GAMES[games.KOIKOI].seat_counts == games.spec(games.KOIKOI).seats
    with pytest.raises(GameSetupError, match="unknown game 'go'"):
        MatchSettings.from_json({"game": "go"})
    with pytest.raises(GameSetupError):
        MatchSettings.from_json({"preset": "no-such-preset"})
