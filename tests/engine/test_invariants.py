"""Random seeded matches under every preset: cards accounted for, legality, determinism,
scores that follow the rules, and the information view hiding what it must."""

import json
import random

import pytest

from game.engine.actions import KOIKOI, PLAY
from game.engine.ai import make_player
from game.engine.cards import ALL_MASK
from game.engine.errors import IllegalActionError
from game.engine.records import record_of
from game.engine.rules import load_preset, preset_names
from game.engine.scoring import stop_score, yaku_total
from game.engine.state import new_match


def check_partition(state):
    stock_rest = 0
    for card in state.stock[state.stock_pos :]:
        stock_rest |= 1 << card
    parts = [
        state.hands[0],
        state.hands[1],
        state.field,
        state.captured[0],
        state.captured[1],
        stock_rest,
        (1 << state.pending) if state.pending >= 0 else 0,
    ]
    union = 0
    for part in parts:
        assert union & part == 0, "a card is in two places"
        union |= part
    assert union == ALL_MASK, "a card is missing"
    assert sum(p.bit_count() for p in parts) == 48


def play_random_match(preset, seed, policy_seed):
    rules = load_preset(preset)
    state = new_match(rules, seed=seed)
    rng = random.Random(policy_seed)
    previous_scores = list(state.scores)
    seen_results = len(state.month_results)
    while not state.is_terminal():
        check_partition(state)
        legal = state.legal_actions()
        assert legal, "a live state must offer actions"
        illegal = next(a for a in PLAY if a not in legal)
        with pytest.raises(IllegalActionError):
            state.apply(illegal)
        state.apply(rng.choice(legal))
        if len(state.month_results) > seen_results:
            for result in state.month_results[seen_results:]:
                delta = result["score_delta"]
                if rules.zero_sum:
                    assert delta[0] + delta[1] == 0
                else:
                    assert min(delta) == 0
                if result["reason"] == "stop":
                    winner = result["winner"]
                    base = result["base"]
                    own, opp = result["koikoi"][winner], result["koikoi"][1 - winner]
                    assert delta[winner] == stop_score(base, rules, own, opp)
                    assert base == sum(p for _, p in result["yaku"][winner]) > 0
                assert [previous_scores[i] + delta[i] for i in (0, 1)] == list(result["scores"])
                previous_scores = list(result["scores"])
            seen_results = len(state.month_results)
    total_delta = [sum(r["score_delta"][i] for r in state.month_results) for i in (0, 1)]
    assert [rules.start_score + d for d in total_delta] == list(state.returns())
    return state


@pytest.mark.parametrize("preset", preset_names())
def test_random_matches_keep_every_invariant(preset):
    for seed in range(40):
        state = play_random_match(preset, seed, seed + 1000)
        assert state.is_terminal()
        assert state.month <= state.rules.months


def test_same_seed_same_match_bit_for_bit():
    a = play_random_match("nintendo", 99, 5)
    b = play_random_match("nintendo", 99, 5)
    assert json.dumps(record_of(a)) == json.dumps(record_of(b))
    c = play_random_match("nintendo", 100, 5)
    assert json.dumps(record_of(a)) != json.dumps(record_of(c))


def test_clone_is_independent_and_identical():
    state = new_match("nintendo", seed=3)
    rng = random.Random(1)
    for _ in range(5):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    copy_rng = random.Random(7)
    rng = random.Random(7)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        state.apply(action)
        copy.apply(copy_rng.choice(copy.legal_actions()))
    assert copy.returns() == state.returns()


def test_information_view_hides_opponent_hand_and_stock():
    state = new_match("nintendo", seed=11)
    seat = state.current_player()
    view = state.information(seat)
    assert view.hand == state.hands[seat]
    assert view.opponent_hand_count == state.hands[1 - seat].bit_count()
    assert view.unseen == state.hands[1 - seat] | sum(1 << c for c in state.stock)
    data = repr(view)
    assert "stock=(" not in data
    other = state.information(1 - seat)
    assert other.legal == ()


def test_sampled_state_matches_the_view_and_plays_out():
    state = new_match("nintendo", seed=12)
    rng = random.Random(4)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player()
    view = state.information(seat)
    sample = view.sample_state(random.Random(1))
    assert sample.hands[seat] == state.hands[seat]
    assert sample.field == state.field and sample.captured == state.captured
    assert sample.hands[1 - seat].bit_count() == state.hands[1 - seat].bit_count()
    assert sample.legal_actions() == state.legal_actions()
    check_partition(sample)
    month = sample.month
    while sample.month == month and not sample.is_terminal():
        sample.apply(rng.choice(sample.legal_actions()))


def test_greedy_beats_random_and_stops_at_first_yaku():
    """Greedy against random over 40 seeded matches, seats alternating: every greedy action is
    legal and never a koi-koi call (it stops at its first yaku), and it wins most matches."""
    greedy, random_player = make_player("greedy"), make_player("random")
    greedy_wins = random_wins = 0
    for seed in range(40):
        state = new_match("nintendo", seed=seed)
        rng = random.Random(seed)
        greedy_seat = seed % 2
        while not state.is_terminal():
            seat = state.current_player()
            view = state.information(seat)
            if seat == greedy_seat:
                action = greedy.choose(view, rng)
                assert action in state.legal_actions()
                assert action is not KOIKOI
            else:
                action = random_player.choose(view, rng)
            state.apply(action)
        winner = state.winner()
        greedy_wins += winner == greedy_seat
        random_wins += winner == 1 - greedy_seat
    assert greedy_wins > 2 * random_wins


def test_yaku_total_is_monotonic_in_captures():
    rules = load_preset("nintendo")
    rng = random.Random(8)
    for _ in range(2000):
        cards = rng.sample(range(48), rng.randrange(1, 30))
        mask = 0
        last = 0
        for card in cards:
            mask |= 1 << card
            total = yaku_total(mask, rules)
            assert total >= last
            last = total


def test_two_thousand_random_matches_account_for_every_card_at_every_step():
    """Thousands of seeded matches (short ones, every preset): the partition of the 48 cards
    holds after every action and every action taken is legal."""
    presets = preset_names()
    matches = 0
    for seed in range(2000):
        rules = load_preset(presets[seed % len(presets)], {"months": 2})
        state = new_match(rules, seed=seed)
        state.emit_events = False
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            assert action in legal
            state.apply(action)
            check_partition(state)
        assert state.month <= 2
        matches += 1
    assert matches == 2000
