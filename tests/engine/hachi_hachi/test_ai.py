"""Hachi-hachi's CPUs through make_player: they never read hidden cards (the same view gives
the same decision whatever the hidden cards are), play whole matches legally, are
reproducible from the seed, show their teyaku and decide shobu / sage."""

import random

import pytest

from game.engine import games
from game.engine.actions import play
from game.engine.ai import make_player
from game.engine.hachi_hachi.ai import Rating, search
from game.engine.hachi_hachi.state import DECIDE, SAGE, SHOBU_ACTION, TEYAKU_PHASE, HachiHachiState
from tests.engine.hachi_hachi.test_state import position
from tests.engine.test_table_ai_nocheat import hidden_differs, reshuffled_hidden

GAME = "hachi-hachi"
LEVELS = [
    ("beginner", {}),
    ("easy", {}),
    ("normal", {}),
    ("expert", {"think_budget": 8}),
    ("greedy", {}),
]


def positions(count: int, seed: int) -> list:
    """Positions reached by easy play where the seat to act has a real choice (every
    phase: teyaku, plays, takes, shobu or sage)."""
    rng = random.Random(seed)
    easy = make_player("easy", game=GAME)
    found = []
    while len(found) < count:
        state = HachiHachiState(seed=rng.randrange(10**6), emit_events=False)
        for _ in range(rng.randrange(0, 30)):
            if state.is_terminal():
                break
            seat = state.current_player()
            state.apply(easy.choose(state.information(seat), rng))
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            found.append(state)
    return found


@pytest.mark.parametrize(("level", "params"), LEVELS)
def test_same_view_same_decision(level, params):
    player = make_player(level, game=GAME, **params)
    states = positions(16, seed=len(level)) + [decide_position()]
    rng = random.Random(5)
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
    assert changed >= len(states) - 2


def decide_position():
    """Seat 0 has just made shiko with cards still to play: shobu or sage."""
    state = position(hands=[["12-3", "2-3", "9-1"], ["5-3", "6-3", "10-1"], ["7-3", "10-3", "1-2"]])
    state.apply(play("12-3"))
    assert state.phase == DECIDE
    return state


def play_match(names, seed: int, months: int = 2):
    rules = games.load_rules(GAME, None, {"months": months})
    state = games.new_state(GAME, 3, rules, seed, emit_events=False)
    players = [make_player(level, game=GAME, **params) for level, params in names]
    rngs = [random.Random(seed * 10 + s) for s in range(3)]
    actions = []
    while not state.is_terminal():
        seat = state.current_player()
        action = players[seat].choose(state.information(seat), rngs[seat])
        assert action in state.legal_actions()
        state.apply(action)
        actions.append(action)
    return state, actions


@pytest.mark.parametrize(("level", "params"), LEVELS)
def test_every_level_plays_whole_matches_legally_and_reproducibly(level, params):
    names = [(level, params), ("easy", {}), ("normal", {})]
    first = play_match(names, seed=9)
    second = play_match(names, seed=9)
    other = play_match(names, seed=10)
    assert first[0].round == 2 and sum(first[0].returns()) == 0
    assert first[1] == second[1] and first[0].returns() == second[0].returns()
    assert first[1] != other[1]


def test_the_cpus_show_their_teyaku_and_the_beginner_sometimes_forgets():
    state = next(s for s in positions(40, seed=3) if s.phase == TEYAKU_PHASE)
    view = state.information(state.current_player())
    for level in ("easy", "normal", "expert"):
        player = make_player(level, game=GAME)
        assert all(player.choose(view, random.Random(i)).choice == "show" for i in range(20))
    beginner = make_player("beginner", game=GAME)
    choices = {beginner.choose(view, random.Random(i)).choice for i in range(40)}
    assert choices == {"show", "hide"}


def test_the_expert_searches_shobu_or_sage():
    state = position()
    state.apply(play("12-3"))
    assert state.phase == DECIDE
    view = state.information(0)
    # two cards left each, shiko made: nothing better can come, shobu pays in full
    assert search(view, [SHOBU_ACTION, SAGE], 16, random.Random(1)) is SHOBU_ACTION
    assert make_player("expert", game=GAME).choose(view, random.Random(2)) is SHOBU_ACTION
    assert make_player("normal", game=GAME).choose(view, random.Random(2)) is SHOBU_ACTION


def test_normal_rates_a_bright_for_its_yaku_above_a_chaff():
    state = position(hands=[["12-3", "4-4"], ["5-3", "6-3"], ["7-3", "10-3"]],
                     field=["12-1", "4-3"], captured=[["1-1", "3-1"], [], []])  # fmt: skip
    rating = Rating(state.information(0))
    assert rating.play(card_of("12-3")) > rating.play(card_of("4-4")) > 0


def card_of(code: str) -> int:
    from game.engine.cards import card_id

    return card_id(code)


def test_unknown_levels_are_refused():
    with pytest.raises(ValueError, match="unknown CPU player 'master' for hachi-hachi"):
        make_player("master", game=GAME)
