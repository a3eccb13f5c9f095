"""The Hint of roppyakken and hana-awase is the expert's search: it reads only the player's
view, rates every legal move with a match-win chance, and gives the same ratings whatever
the time slices."""

from __future__ import annotations

import random

import pytest

from game.engine.table_ai.hints import TableHintSearch
from tests.engine.test_table_ai_nocheat import positions, reshuffled_hidden

CONFIGS = [("roppyakken", 2), ("roppyakken", 3), ("hana-awase", 3), ("hana-awase", 4)]


def rated(view, seed: int, slice_seconds: float | None, budget: int = 60):
    search = TableHintSearch(view, random.Random(seed), budget=budget)
    steps = 0
    while not search.step(slice_seconds):
        steps += 1
        assert steps < 100_000
    return search.result, steps


@pytest.mark.parametrize("game,seats", CONFIGS)
def test_every_legal_move_gets_a_chance_best_first(game, seats):
    for state in positions(game, seats, 3, seed=5):
        view = state.information(state.current_player())
        ratings, _ = rated(view, 1, None)
        assert sorted(map(str, (a for a, _, _ in ratings))) == sorted(map(str, view.legal))
        chances = [chance for _, chance, _ in ratings]
        assert chances == sorted(chances, reverse=True)
        assert all(0.0 <= chance <= 1.0 for chance in chances)
        assert all(why for _, _, why in ratings)


@pytest.mark.parametrize("game,seats", [("roppyakken", 3), ("hana-awase", 4)])
def test_hidden_cards_and_slices_change_nothing(game, seats):
    rng = random.Random(9)
    for index, state in enumerate(positions(game, seats, 3, seed=8)):
        seat = state.current_player()
        twin = reshuffled_hidden(state, seat, rng)
        whole, _ = rated(state.information(seat), index, None)
        sliced, steps = rated(twin.information(seat), index, 0.0)
        assert steps > 0  # the sliced search really came back between slices
        assert sliced == whole


def test_the_search_is_the_experts_own():
    from game.engine.table_ai.search import DEFAULT_BUDGET

    state = positions("roppyakken", 3, 1, seed=2)[0]
    search = TableHintSearch(state.information(state.current_player()), random.Random(0))
    assert search.budget == max(DEFAULT_BUDGET, 6 * len(state.legal_actions()))
    assert search.progress == 0.0
