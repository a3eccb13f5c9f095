"""CPU levels: legality and determinism in whole matches, and each level's documented
behaviour on constructed positions (beginner plays any capturing card, easy stops at its
first yaku, normal takes the sake cup, expert stops in the last month when stopping wins the
match), and make_player's game keyword. The position builders here are
shared by the other test_ai_* files."""

from __future__ import annotations

import random

import pytest

from game.engine.actions import play
from game.engine.ai import make_player, player_names
from game.engine.cards import card_id, mask_from_ids
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State
from tests.engine.helpers import start

HAND0 = ["8-3", "2-3", "4-3", "5-3", "6-3", "7-3", "10-3", "12-2"]
HAND1 = ["1-3", "2-4", "4-4", "5-4", "6-4", "7-4", "10-4", "12-3"]
FIELD = ["8-1", "3-3", "5-1", "6-1", "9-3", "11-2", "12-4", "7-2"]
FAST = {"expert": {"think_budget": 48}}


def fast_player(level: str, **params):
    return make_player(level, **dict(FAST.get(level, {}), **params))


def with_captures(state, seat: int, codes):
    """Move cards from the stock into a capture pile (a position mid-month)."""
    ids = [card_id(c) for c in codes]
    assert all(c in state.stock for c in ids), "captured cards must come from the stock"
    state.stock = tuple(c for c in state.stock if c not in ids)
    state.captured[seat] |= mask_from_ids(ids)
    return state


def decide_position(
    *, month=1, scores=(0, 0), opponent_captures=(), preset="nintendo", **overrides
):
    """Seat 0 holds crane and curtain and takes the moon with 8-3: sanko (5), decide."""
    state = start(
        HAND0,
        HAND1,
        FIELD,
        stock_first=("11-4",),
        preset=preset,
        month=month,
        scores=scores,
        dealer=0,
        **overrides,
    )
    with_captures(state, 0, ["1-1", "3-1"])
    with_captures(state, 1, list(opponent_captures))
    state.apply(play("8-3"))
    assert state.phase == "decide" and state.current_player() == 0
    return state


def test_levels_are_registered():
    assert {"beginner", "easy", "normal", "expert", "expert-fast"} <= set(player_names())


@pytest.mark.parametrize("level", ["beginner", "easy", "normal", "expert"])
@pytest.mark.parametrize("preset", ["nintendo", "koikoi-japan", "mobile"])
def test_whole_match_is_legal_and_deterministic(level, preset):
    def run():
        rules = load_preset(preset, {"months": 2})
        state = State(rules, 31, emit_events=False)
        players = [fast_player(level), make_player("greedy")]
        rngs = [random.Random(1), random.Random(2)]
        decisions = []
        while not state.is_terminal():
            seat = state.current_player()
            action = players[seat].choose(state.information(seat), rngs[seat])
            assert action in state.legal_actions()
            decisions.append(action)
            state.apply(action)
        return decisions, state.returns()

    assert run() == run()


def test_easy_stops_at_its_first_yaku():
    state = decide_position()
    assert make_player("easy").choose(state.information(0), random.Random(0)) is STOP


def test_normal_takes_the_sake_cup_when_it_can():
    hand = ["9-4", "1-4", "2-3", "4-3", "5-3", "7-3", "10-3", "12-2"]
    field = ["9-1", "1-1", "2-1", "4-1", "11-1", "8-2", "6-3", "12-4"]
    state = start(hand, HAND1, field, dealer=0)
    view = state.information(0)
    assert make_player("normal").choose(view, random.Random(0)) == play("9-4")


def test_normal_takes_a_field_bright_rather_than_chaff():
    hand = ["1-4", "2-3", "4-3", "5-3", "7-3", "10-3", "12-2", "6-2"]
    field = ["1-1", "4-1", "9-3", "11-3", "8-2", "6-3", "12-4", "3-4"]
    state = start(hand, HAND1, field, dealer=0)
    assert make_player("normal").choose(state.information(0), random.Random(0)) == play("1-4")


def test_normal_koikoi_only_with_cards_in_hand_and_a_far_opponent():
    state = decide_position()
    assert make_player("normal").choose(state.information(0), random.Random(0)) is KOIKOI
    near = decide_position(opponent_captures=["1-2", "2-2"])  # one card from akatan
    assert make_player("normal").choose(near.information(0), random.Random(0)) is STOP
    doubled = decide_position()
    doubled.koikoi[1] = 1
    assert make_player("normal").choose(doubled.information(0), random.Random(0)) is STOP


def test_expert_stops_in_the_last_month_when_stopping_wins():
    ahead = decide_position(month=12, scores=(10, 14))  # 10 + 5 > 14
    assert fast_player("expert").choose(ahead.information(0), random.Random(0)) is STOP


def test_expert_calls_koikoi_in_the_last_month_when_stopping_loses():
    behind = decide_position(month=12, scores=(10, 20))  # 10 + 5 < 20
    assert fast_player("expert").choose(behind.information(0), random.Random(0)) is KOIKOI


def test_expert_calls_koikoi_when_both_calls_look_lost():
    # 95 behind in the last month: stopping loses for certain; koi-koi almost surely too,
    # but a certain loss is never preferred to a slim chance
    hopeless = decide_position(month=12, scores=(0, 100))
    view = hopeless.information(0)
    search = make_player("expert", think_budget=48).start(view, random.Random(0)).search
    search.run()
    assert search.mean_values() == {KOIKOI: 0.0, STOP: 0.0}
    assert fast_player("expert").choose(view, random.Random(0)) is KOIKOI


def test_expert_last_month_uses_the_zero_sum_rules():
    # koikoi-japan: zero-sum, so stopping for 5 turns 28-32 into 33-27
    ahead = decide_position(month=8, scores=(28, 32), preset="koikoi-japan")
    assert fast_player("expert").choose(ahead.information(0), random.Random(0)) is STOP
    behind = decide_position(month=8, scores=(25, 35), preset="koikoi-japan")
    assert fast_player("expert").choose(behind.information(0), random.Random(0)) is KOIKOI


def test_expert_stops_late_when_the_opponent_is_one_card_from_a_yaku():
    near = decide_position(month=9, opponent_captures=["1-2", "2-2"])
    assert fast_player("expert").choose(near.information(0), random.Random(0)) is STOP


# ------------------------------------------------------------------------------- beginner
def test_beginner_plays_some_capturing_card_and_stops_at_once():
    state = start(HAND0, HAND1, FIELD, dealer=0)
    view = state.information(0)
    capturing = {play(c) for c in ("8-3", "5-3", "6-3", "7-3", "12-2")}
    beginner = make_player("beginner")
    chosen = {beginner.choose(view, random.Random(seed)) for seed in range(40)}
    assert chosen == capturing  # any of them, never a card that captures nothing
    assert beginner.choose(decide_position().information(0), random.Random(0)) is STOP


def test_beginner_lays_a_random_card_when_nothing_captures():
    hand = ["1-3", "2-3", "3-3", "4-3", "5-3", "6-3", "7-3", "8-3"]
    field = ["9-1", "9-2", "10-1", "10-2", "11-1", "11-2", "12-1", "12-2"]
    other = ["1-4", "2-4", "3-4", "4-4", "5-4", "6-4", "7-4", "8-4"]
    view = start(hand, other, field, dealer=0).information(0)
    chosen = {make_player("beginner").choose(view, random.Random(seed)) for seed in range(60)}
    assert len(chosen) >= 6 and chosen <= set(view.legal)


def test_beginner_is_a_level_with_a_personality():
    assert "beginner" in player_names()
    named = make_player("beginner", name="Momo")
    assert named.name == "Momo" and named.personality.level == "beginner"


# ------------------------------------------------------------------------------- games
def test_make_player_takes_a_game_and_refuses_unknown_games():
    assert make_player("normal", game="koikoi").name == "normal"
    assert "expert" in player_names(game="koikoi")
    with pytest.raises(ValueError, match="no CPU players for game 'go'.*koikoi"):
        make_player("normal", game="go")
    with pytest.raises(ValueError, match="no CPU players for game 'go'"):
        player_names(game="go")
    with pytest.raises(ValueError, match="unknown CPU player 'grandmaster' for koikoi"):
        make_player("grandmaster")
