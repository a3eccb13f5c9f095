"""Invariants of hachi-hachi over thousands of rounds played at random under every preset:
the 48 cards conserved at every step, 264 card points when the hands run out, every round's
payments zero-sum and equal to its score change, the multiplier in every payment."""

import random

import pytest

from game.engine.cards import ALL_MASK
from game.engine.hachi_hachi.rules import load_rules, preset_names
from game.engine.hachi_hachi.scoring import card_points
from game.engine.hachi_hachi.state import HachiHachiState


def cards_in_play(state) -> int:
    masks = [*state.hands, state.field, *state.captured]
    masks.append(sum(1 << c for c in state.stock[state.stock_pos :]))
    if state.pending >= 0:
        masks.append(1 << state.pending)
    union = 0
    for mask in masks:
        assert not union & mask, "a card in two places"
        union |= mask
    return union


@pytest.mark.parametrize("preset", preset_names())
def test_random_matches_keep_every_invariant(preset):
    rules = load_rules(preset)
    rounds = 0
    multipliers = set()
    for seed in range(60):
        rng = random.Random(seed)
        state = HachiHachiState(rules, 3, seed, emit_events=False)
        while not state.is_terminal():
            assert cards_in_play(state) == ALL_MASK
            round_before = state.round
            state.apply(rng.choice(state.legal_actions()))
            if state.round != round_before or state.is_terminal():
                rounds += 1
        assert sum(state.returns()) == 0
        for result in state.round_results:
            check_round(result, rules)
            multipliers.add(result["multiplier"])
        assert [r["month"] for r in state.round_results] == list(range(1, 13))
    assert rounds == 60 * 12
    assert multipliers == {1, 2, 4}


def check_round(result, rules):
    delta = [0, 0, 0]
    multiplier = result["multiplier"]
    for payer, payee, mon, reason in result["payments"]:
        assert payer != payee and mon > 0
        assert mon % multiplier == 0
        if reason != "cards":
            assert mon % (rules.kan_mon // 2 * multiplier) == 0
        delta[payer] -= mon
        delta[payee] += mon
    assert tuple(delta) == result["score_delta"] and sum(delta) == 0
    if result["reason"] == "exhausted":
        assert sum(result["card_points"]) == 264


def test_the_card_points_of_the_deck():
    assert card_points(ALL_MASK) == 264
