"""Every registered game's State is a ``GameState`` and its information an ``Observation``
(game/engine/api.py): real instances, the protocol's methods played through a whole match,
and the protocol's round vocabulary answering the same as each game's own names."""

from __future__ import annotations

import random

import pytest

from game.engine import games
from game.engine.api import GameState, Observation
from game.engine.events import SPECTATOR
from game.engine.phases import Phase

CASES = [(game, seats) for game in games.GAME_IDS for seats in games.spec(game).seats]


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_every_game_is_a_game_state_played_through_the_protocol(game, seats):
    state: GameState = games.new_state(game, seats, seed=11)
    assert isinstance(state, GameState)
    assert state.game == game and state.seats == seats and state.round == 1
    assert state.initial_events() and state.round_results == [] and state.last_round_end is None
    rng = random.Random(3)
    rounds_seen = {1}
    steps = 0
    while not state.is_terminal():
        player = state.current_player()
        assert player == state.current and 0 <= player < seats
        legal = state.legal_actions()
        view = state.information(player)
        assert isinstance(view, Observation)
        assert view.game == game and view.seats == seats and view.player == player
        assert view.round == state.round and view.phase == state.phase
        assert list(view.legal) == legal and view.hand == state.hands[player]
        assert view.scores == tuple(state.scores) and len(view.captured) == seats
        assert view.stock_count == state.stock_left()
        if steps % 17 == 0:
            copy = state.clone()
            assert isinstance(copy, GameState) and copy.legal_actions() == legal
            world = view.sample_state(random.Random(steps))
            assert isinstance(world, GameState) and world.hands[player] == view.hand
            assert world.legal_actions() == legal
        state.apply(rng.choice(legal))
        rounds_seen.add(state.round)
        if not state.is_terminal():
            assert len(state.round_results) == state.round - 1
        steps += 1
    assert state.current_player() == -1 and state.phase == Phase.MATCH_OVER
    assert state.legal_actions() == [] and len(state.returns()) == seats
    assert len(state.round_results) == len(state.record_rounds()) == max(rounds_seen)
    assert state.last_round_end is not None
    assert state.winner() in (None, *range(seats))


def test_every_state_speaks_one_vocabulary_rounds_not_months():
    """Koi-koi's State and its view have the protocol's round names and no second set."""
    state = games.new_state(games.KOIKOI, seed=5)
    while state.round < 3:
        state.apply(state.legal_actions()[0])
    assert state.round == 3 and len(state.round_results) == 2
    assert state.last_round_end is not None and state.last_round_end.round == 2
    assert len(state.record_rounds()) == 3
    view = state.information(0)
    assert view.round == 3 and view.seats == 2 and view.game == games.KOIKOI
    for old in ("month", "month_results", "last_month_end", "month_log", "record_months"):
        assert not hasattr(state, old) and not hasattr(view, old), old


@pytest.mark.parametrize("game", [g for g in games.GAME_IDS if games.spec(g).is_table_game])
def test_a_spectators_observation_of_a_table_game_holds_no_hand(game):
    state = games.new_state(game, seed=2)
    view = state.information(SPECTATOR)
    assert isinstance(view, Observation) and view.hand == 0 and view.legal == ()
