"""The steppable hint search (``HintSearch``): the same ratings as ``rate_actions`` whatever
the slices, deterministic for a seed and budget, and blind to the hidden cards."""

from __future__ import annotations

import random

import pytest

from game.engine.ai.hints import HintSearch, rate_actions
from tests.engine.test_ai_nocheat import random_positions, reshuffled_hidden


def stepped(view, seed: int, budget: int, slice_seconds: float | None) -> HintSearch:
    search = HintSearch(view, random.Random(seed), budget)
    while not search.step(slice_seconds):
        assert not search.done
        assert 0.0 <= search.progress < 1.0
    return search


@pytest.mark.parametrize("slice_seconds", [0.0, 0.002, None])
def test_stepped_search_equals_rate_actions(slice_seconds):
    for index, state in enumerate(random_positions("nintendo", 4, seed=21)):
        view = state.information(state.current_player())
        search = stepped(view, index, 120, slice_seconds)
        assert search.progress == 1.0
        assert search.result == rate_actions(view, random.Random(index), budget=120)
        assert [a for a, _p, _r in search.result] and set(a for a, _p, _r in search.result) == set(
            view.legal
        )


def test_zero_slices_take_many_steps_and_result_waits_for_done():
    state = random_positions("nintendo", 1, seed=4)[0]
    view = state.information(state.current_player())
    search = HintSearch(view, random.Random(1), 200)
    with pytest.raises(RuntimeError):
        _ = search.result
    while not search.step(0.0):
        pass
    assert search.steps >= 8  # at least one sampled world per step, 8 worlds at least


def test_hint_search_ignores_hidden_cards():
    rng = random.Random(13)
    changed = 0
    for index, state in enumerate(random_positions("koikoi-japan", 8, seed=91)):
        seat = state.current_player()
        twin = reshuffled_hidden(state, seat, rng)
        assert twin.information(seat) == state.information(seat)
        changed += twin.hands[1 - seat] != state.hands[1 - seat] or twin.stock != state.stock
        first = stepped(state.information(seat), index, 80, 0.001).result
        second = stepped(twin.information(seat), index, 80, 0.001).result
        assert first == second
    assert changed >= 6


def test_reason_names_the_field_card_taken_not_the_card_played():
    from game.engine.actions import play
    from game.engine.ai.hints import reason
    from tests.engine.helpers import start

    hand = ["2-1", "1-4", "3-3", "4-3", "5-3", "7-3", "10-3", "12-2"]
    other = ["6-1", "6-2", "9-2", "9-3", "11-2", "11-3", "12-3", "8-3"]
    field = ["2-3", "1-3", "3-4", "4-4", "11-4", "8-4", "6-3", "12-4"]
    view = start(hand, other, field, dealer=0).information(0)
    assert reason(view, play("2-1")) == "takes the plum chaff 1"
