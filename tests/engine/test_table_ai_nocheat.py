"""The roppyakken and hana-awase CPUs never read hidden cards, are reproducible from their
seed, and play whole matches legally - every level, every seat count."""

from __future__ import annotations

import random

import pytest

from game.engine import games
from game.engine.ai.anytime import Thinker
from game.engine.cards import ids_from_mask, mask_from_ids
from game.engine.table_ai import make_table_level
from tests.engine.table_helpers import ropp_deal

CONFIGS = [
    ("roppyakken", 2),
    ("roppyakken", 3),
    ("hana-awase", 2),
    ("hana-awase", 3),
    ("hana-awase", 4),
]
LEVELS = [
    ("easy", {}),
    ("normal", {}),
    ("normal", {"caution": 0.9, "koikoi_appetite": 0.9, "favourite_yaku": ["akatan"]}),
    ("expert", {"think_budget": 30}),
]


def reshuffled_hidden(state, seat: int, rng: random.Random):
    """A copy in which every card ``seat`` cannot see (the other hands less their face-up
    cards, the rest of the stock) is dealt again at random, hand sizes kept."""
    twin = state.clone()
    others = [s for s in range(state.seats) if s != seat]
    hidden = list(twin.stock[twin.stock_pos :])
    for s in others:
        hidden += ids_from_mask(twin.hands[s] & ~twin.revealed[s])
    rng.shuffle(hidden)
    taken = 0
    for s in others:
        count = (twin.hands[s] & ~twin.revealed[s]).bit_count()
        twin.hands[s] = twin.revealed[s] | mask_from_ids(hidden[taken : taken + count])
        taken += count
    twin.stock = twin.stock[: twin.stock_pos] + tuple(hidden[taken:])
    return twin


def hidden_differs(state, twin, seat: int) -> bool:
    others = [s for s in range(state.seats) if s != seat]
    return (
        any(state.hands[s] != twin.hands[s] for s in others)
        or state.stock[state.stock_pos :] != twin.stock[twin.stock_pos :]
    )


def positions(game: str, seats: int, count: int, seed: int) -> list:
    """Positions reached by greedy play (every phase: plays and take choices) where the
    player to act has a real choice."""
    rng = random.Random(seed)
    greedy = make_table_level("easy", game, randomness=0.0)
    found = []
    while len(found) < count:
        state = games.new_state(game, seats, seed=rng.randrange(10**6), emit_events=False)
        for _ in range(rng.randrange(0, 25)):
            if state.is_terminal():
                break
            seat = state.current_player()
            state.apply(greedy.choose(state.information(seat), rng))
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            found.append(state)
    return found


def teyaku_position():
    """Three-player roppyakken with seat 1's te-san (three pines) laid face up."""
    return ropp_deal(
        [
            ["2-1", "3-1", "8-1", "9-1", "5-2", "6-2", "10-1"],
            ["1-1", "1-2", "1-3", "4-1", "7-3", "11-4", "12-3"],
            ["2-2", "3-3", "4-3", "5-3", "7-4", "8-3", "10-4"],
        ],
        ["2-3", "3-2", "6-1", "8-2", "9-2", "10-2"],
    )


@pytest.mark.parametrize("game,seats", CONFIGS)
@pytest.mark.parametrize("level,params", LEVELS)
def test_same_view_same_decision(game, seats, level, params):
    player = make_table_level(level, game, **params)
    rng = random.Random(7)
    states = positions(game, seats, 16, seed=seats * 31 + len(level) + len(game))
    if game == "roppyakken" and seats == 3:
        states.append(teyaku_position())
    changed = 0
    for index, state in enumerate(states):
        seat = state.current_player()
        twin = reshuffled_hidden(state, seat, rng)
        assert twin.information(seat) == state.information(seat)
        changed += hidden_differs(state, twin, seat)
        first = player.choose(state.information(seat), random.Random(index))
        second = player.choose(twin.information(seat), random.Random(index))
        assert first == second, f"position {index}: {first} vs {second}"
        assert first in state.legal_actions()
    assert changed >= len(states) - 2  # the twins really differ in their hidden cards


def test_the_teyaku_twin_keeps_the_shown_cards_in_their_owner_hand():
    state = teyaku_position()
    assert state.revealed[1].bit_count() == 3
    twin = reshuffled_hidden(state, 0, random.Random(3))
    assert twin.revealed[1] & twin.hands[1] == state.revealed[1]
    assert hidden_differs(state, twin, 0)


@pytest.mark.parametrize("game,seats", [("roppyakken", 3), ("hana-awase", 4)])
def test_thinker_slices_give_the_decision_of_choose(game, seats):
    player = make_table_level("expert", game, think_budget=40)
    for index, state in enumerate(positions(game, seats, 4, seed=11)):
        view = state.information(state.current_player())
        thinker = Thinker(player, view, random.Random(index))
        steps = 0
        while not thinker.step(0.0):  # one world per slice
            steps += 1
            assert 0.0 <= thinker.progress < 1.0
        assert steps >= 1
        assert thinker.progress == 1.0
        assert thinker.result == player.choose(view, random.Random(index))


def play_match(game: str, seats: int, names: list[tuple[str, dict]], seed: int, **rules):
    """A whole match; every action is checked against the legal ones. Returns (state, the
    actions taken)."""
    state = games.new_state(
        game, seats, games.load_rules(game, None, rules), seed, emit_events=False
    )
    players = [make_table_level(level, game, **params) for level, params in names]
    rngs = [random.Random(seed * 10 + s) for s in range(seats)]
    actions = []
    while not state.is_terminal():
        seat = state.current_player()
        view = state.information(seat)
        action = players[seat].choose(view, rngs[seat])
        assert action in state.legal_actions()
        state.apply(action)
        actions.append(action)
    return state, actions


SHORT = {"roppyakken": {"wins_to_match": 1}, "hana-awase": {"rounds": 2}}


@pytest.mark.parametrize("game,seats", CONFIGS)
@pytest.mark.parametrize("level,params", LEVELS)
def test_every_level_plays_whole_matches_legally(game, seats, level, params):
    names = [(level, params)] + [("easy", {})] * (seats - 1)
    state, actions = play_match(game, seats, names, seed=5, **SHORT[game])
    assert state.is_terminal()
    assert sum(state.returns()) == 0
    if game == "roppyakken":
        assert state.winner() is not None and max(state.wins) == 1
    else:
        assert state.round == 2
    assert len(actions) >= state.round * 5


@pytest.mark.parametrize("game,seats", CONFIGS)
@pytest.mark.parametrize("level,params", LEVELS)
def test_matches_are_reproducible_from_the_seed(game, seats, level, params):
    names = [(level, params)] + [("easy", {})] * (seats - 1)
    first = play_match(game, seats, names, seed=9, **SHORT[game])
    second = play_match(game, seats, names, seed=9, **SHORT[game])
    other = play_match(game, seats, names, seed=10, **SHORT[game])
    assert first[1] == second[1]
    assert first[0].returns() == second[0].returns()
    assert first[1] != other[1]


@pytest.mark.parametrize("game,seats", [("roppyakken", 3), ("hana-awase", 4)])
def test_mixed_tables_are_reproducible_from_the_seed(game, seats):
    names = [("expert", {"think_budget": 20}), ("normal", {}), ("easy", {})][:seats]
    names += [("easy", {})] * (seats - len(names))
    first = play_match(game, seats, names, seed=9, **SHORT[game])
    second = play_match(game, seats, names, seed=9, **SHORT[game])
    assert first[1] == second[1]
    assert first[0].returns() == second[0].returns()
