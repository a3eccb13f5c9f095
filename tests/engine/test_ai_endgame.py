"""The expert's exact end of a month: endgame.solve against a plain minimax written here (no
pruning, the engine's own legal actions and copies), and the search handing its last-cards
decisions to it with the smaller endgame budget."""

from __future__ import annotations

import random

import pytest

from game.engine.ai import make_player
from game.engine.ai.endgame import solve
from game.engine.ai.search import (
    ENDGAME_BUDGET,
    ENDGAME_CARDS,
    Search,
    decision_budget,
    solved_at_once,
)
from game.engine.ai.winprob import evaluator_for
from game.engine.deal import NOT_DEALT
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State


def plain_minimax(state, month, me, evaluate) -> float:
    if state.round != month or state.is_terminal():
        return evaluate(state, me)
    values = []
    for action in state.legal_actions():
        child = state.clone(for_search=True)
        child.deal_queue = [NOT_DEALT]
        child.apply(action)
        values.append(plain_minimax(child, month, me, evaluate))
    return max(values) if state.current == me else min(values)


def late_worlds(preset: str, cards: int, count: int):
    """Sampled worlds of positions reached by normal play with ``cards`` cards left in the
    two hands, from the view of the seat to move."""
    rules = load_preset(preset)
    normal = make_player("normal")
    found = []
    seed = 0
    while len(found) < count:
        state = State(rules, seed, emit_events=False, keep_record=False)
        rng = random.Random(seed)
        seed += 1
        while not state.is_terminal():
            seat = state.current_player()
            view = state.information(seat)
            if (state.hands[0] | state.hands[1]).bit_count() == cards and len(view.legal) > 1:
                found.append((view, view.sample_state(random.Random(seed))))
                break
            state.apply(normal.choose(view, rng))
    return found


@pytest.mark.parametrize("preset", ["nintendo", "koikoi-japan"])
def test_solve_agrees_with_plain_minimax(preset):
    for view, world in late_worlds(preset, 5, 12):
        evaluate = evaluator_for(view.rules).value
        me = view.player
        expected = plain_minimax(world.clone(for_search=True), view.round, me, evaluate)
        assert solve(world.clone(for_search=True), view.round, me, evaluate) == pytest.approx(
            expected
        )
        # and for the opponent's side of the same world
        other = plain_minimax(world.clone(for_search=True), view.round, 1 - me, evaluate)
        assert solve(world.clone(for_search=True), view.round, 1 - me, evaluate) == pytest.approx(
            other
        )


def test_last_cards_decisions_are_solved_with_the_endgame_budget(monkeypatch):
    view, _ = late_worlds("koikoi-japan", ENDGAME_CARDS + 1, 1)[0]
    candidates = list(view.legal)
    assert solved_at_once(view, candidates)
    assert decision_budget(view, candidates, 2400) == ENDGAME_BUDGET
    assert decision_budget(view, candidates, 100) == 100
    budgets = []
    original = Search.__init__

    def recording(self, *args, budget, **kw):
        budgets.append(budget)
        original(self, *args, budget=budget, **kw)

    monkeypatch.setattr(Search, "__init__", recording)
    make_player("expert").choose(view, random.Random(2))
    assert budgets == [ENDGAME_BUDGET]
    # a search asked for more (the reference of tools/budget_regret.py) gets it
    search = Search(view, random.Random(2), candidates, budget=600)
    search.run()
    assert search.simulations >= 600
    early, _ = late_worlds("koikoi-japan", ENDGAME_CARDS + 4, 1)[0]
    assert not solved_at_once(early, list(early.legal))
    assert decision_budget(early, list(early.legal), 2400) == 2400
