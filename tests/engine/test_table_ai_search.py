"""The table-game expert's search budget: every candidate every world, or successive
halving (the worse half dropped after each round), the same worlds either way."""

from __future__ import annotations

import random

from game.engine import games
from game.engine.table_ai.search import TableSearch


def first_view():
    rules = games.load_rules("hana-awase", None, {})
    state = games.new_state(
        "hana-awase", 3, rules, 5, first_dealer=0, emit_events=False, keep_record=False
    )
    return state.information(state.current_player())


def test_flat_search_plays_every_candidate_in_every_world():
    view = first_view()
    assert len(view.legal) == 7
    search = TableSearch(view, random.Random(4), list(view.legal), budget=280, halving=False)
    search.run()
    assert search.counts == [40] * 7 and search.worlds == 40 and search.simulations == 280
    assert len(search.active) == 7


def test_successive_halving_gives_the_two_best_most_of_the_worlds():
    view = first_view()
    search = TableSearch(view, random.Random(4), list(view.legal), budget=280, halving=True)
    search.run()
    # three rounds of ~93 simulations: 7 candidates 13 worlds, the best 4 then 2 the rest
    assert sorted(search.counts, reverse=True) == [83, 83, 37, 37, 13, 13, 13]
    assert search.simulations == 279 and search.worlds == 83 and len(search.active) == 2
    ranking = [action for action, _ in search.ranking()]
    assert set(ranking[:2]) == {search.candidates[i] for i in search.active}
    # the dropped candidates keep the mean of the worlds they were played in
    dropped = [i for i in range(7) if i not in search.active]
    means = search.mean_values()
    for i in dropped:
        assert means[search.candidates[i]] == search.totals[i] / search.counts[i]


def test_halving_search_gives_the_same_answer_in_any_slices():
    view = first_view()
    whole = TableSearch(view, random.Random(9), list(view.legal), budget=200, halving=True)
    whole.run()
    sliced = TableSearch(view, random.Random(9), list(view.legal), budget=200, halving=True)
    while not sliced.step(0.0):
        pass
    assert whole.ranking() == sliced.ranking() and whole.counts == sliced.counts
