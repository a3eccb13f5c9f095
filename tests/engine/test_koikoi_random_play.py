"""Koi-koi's baselines and scorer against random play: greedy beats random, and a pile's yaku
total only grows with its captures. (The invariants of random play, for every game, are
tests/engine/test_random_sim.py's.)"""

import random

from game.engine.ai import make_player
from game.engine.koikoi.decisions import KOIKOI
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.scoring import yaku_total
from game.engine.koikoi.state import new_match


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
