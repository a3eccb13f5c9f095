"""No CPU level may use the hidden cards: two states that differ only in the opponent's hand
and the stock order (same information view, same RNG seed) must get the same decision."""

from __future__ import annotations

import random

import pytest

from game.engine.ai import make_player
from game.engine.ai.anytime import Thinker
from game.engine.ai.hints import rate_actions
from game.engine.cards import ids_from_mask, mask_from_ids
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State


def reshuffled_hidden(state: State, seat: int, rng: random.Random) -> State:
    """A copy whose opponent hand and remaining stock are the same cards rearranged."""
    other = state.clone()
    opponent = 1 - seat
    remaining = list(other.stock[other.stock_pos :])
    hidden = ids_from_mask(other.hands[opponent]) + remaining
    rng.shuffle(hidden)
    count = other.hands[opponent].bit_count()
    other.hands[opponent] = mask_from_ids(hidden[:count])
    other.stock = other.stock[: other.stock_pos] + tuple(hidden[count:])
    return other


def greedy_matches(preset: str, seed: int):
    """Endless fresh matches of ``preset`` with the RNG and the greedy player to play them."""
    rng = random.Random(seed)
    rules = load_preset(preset)
    greedy = make_player("greedy")
    while True:
        yield State(rules, rng.randrange(10**6), emit_events=False), greedy, rng


def random_positions(preset: str, count: int, seed: int):
    """Positions reached by greedy play, where the player to move has a real choice."""
    found = []
    for state, greedy, rng in greedy_matches(preset, seed):
        if len(found) == count:
            return found
        for _ in range(rng.randrange(1, 30)):
            if state.is_terminal():
                break
            seat = state.current_player()
            state.apply(greedy.choose(state.information(seat), rng))
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            found.append(state)


@pytest.mark.parametrize("preset", ["nintendo", "koikoi-japan"])
@pytest.mark.parametrize(
    "level,params",
    [
        ("beginner", {}),
        ("easy", {}),
        ("normal", {}),
        ("expert", {"think_budget": 40}),
        ("normal", {"caution": 0.9, "favourite_yaku": ["akatan"]}),
    ],
)
def test_same_view_same_decision(preset, level, params):
    rng = random.Random(5)
    player = make_player(level, **params)
    changed = 0
    positions = random_positions(preset, 30, seed=len(level) + index_seed(preset))
    for index, state in enumerate(positions):
        seat = state.current_player()
        twin = reshuffled_hidden(state, seat, rng)
        assert twin.information(seat) == state.information(seat)
        changed += twin.hands[1 - seat] != state.hands[1 - seat] or twin.stock != state.stock
        first = player.choose(state.information(seat), random.Random(index))
        second = player.choose(twin.information(seat), random.Random(index))
        assert first == second, f"position {index}: {first} vs {second}"
    assert changed >= 25  # the twins really differ in their hidden cards


def index_seed(preset: str) -> int:
    return sum(map(ord, preset))


def koikoi_offers(preset: str, count: int, seed: int) -> list[State]:
    """Positions where the player to move must choose between koi-koi and stop."""
    found = []
    for state, greedy, rng in greedy_matches(preset, seed):
        if len(found) == count:
            return found
        while not state.is_terminal() and len(found) < count:
            seat = state.current_player()
            if state.legal_actions()[0].decides:
                found.append(state.clone())
            state.apply(greedy.choose(state.information(seat), rng))


@pytest.mark.parametrize("preset", ["nintendo", "koikoi-japan"])
def test_koikoi_calls_ignore_hidden_cards(preset):
    rng = random.Random(3)
    players = [make_player(level) for level in ("random", "greedy", "beginner", "easy", "normal")]
    players.append(make_player("expert", think_budget=60))
    calls = set()
    changed = 0
    for index, state in enumerate(koikoi_offers(preset, 12, seed=index_seed(preset))):
        seat = state.current_player()
        twin = reshuffled_hidden(state, seat, rng)
        assert twin.information(seat) == state.information(seat)
        changed += twin.hands[1 - seat] != state.hands[1 - seat] or twin.stock != state.stock
        for player in players:
            first = player.choose(state.information(seat), random.Random(index))
            second = player.choose(twin.information(seat), random.Random(index))
            assert first == second, f"{player.name}, offer {index}: {first} vs {second}"
            if player.name == "expert":
                calls.add(first.choice)
    assert changed >= 10  # the twins really differ in their hidden cards
    assert calls == {"koikoi", "stop"}  # the expert's search really decides both ways


def test_thinker_and_hints_ignore_hidden_cards():
    rng = random.Random(9)
    expert = make_player("expert", think_budget=60)
    for index, state in enumerate(random_positions("nintendo", 8, seed=77)):
        seat = state.current_player()
        twin = reshuffled_hidden(state, seat, rng)
        a = Thinker(expert, state.information(seat), random.Random(index)).run()
        b = Thinker(expert, twin.information(seat), random.Random(index)).run()
        assert a == b
        hints_a = rate_actions(state.information(seat), random.Random(index), budget=60)
        hints_b = rate_actions(twin.information(seat), random.Random(index), budget=60)
        assert hints_a == hints_b
