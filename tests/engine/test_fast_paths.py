"""The engine's fast paths give exactly what the plain definitions give: the deck shuffle,
four of a month, hand yaku counts, and a match played with and without events."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import ALL_MASK
from game.engine.deal import four_of_a_month, shuffled_deck
from game.engine.koikoi.scoring import hand_yaku
from game.engine.koikoi.state import new_match


def test_the_deck_shuffle_is_random_shuffle_exactly():
    for seed in range(500):
        mine, theirs = random.Random(seed), random.Random(seed)
        deck = list(range(48))
        theirs.shuffle(deck)
        assert shuffled_deck(mine) == deck and mine.getstate() == theirs.getstate()


def month_counts(mask: int) -> list[int]:
    return [(mask >> (4 * month) & 0b1111).bit_count() for month in range(12)]


@settings(max_examples=500, deadline=None)
@given(st.integers(min_value=0, max_value=ALL_MASK))
def test_four_of_a_month_and_hand_yaku_match_their_definitions(mask):
    counts = month_counts(mask)
    assert four_of_a_month(mask) == (4 in counts)
    fours, pairs, threes = counts.count(4), counts.count(2), counts.count(3)
    expected = (
        "sou-teshi" if fours >= 2 else "teshi" if fours else
        "kuttsuki" if pairs >= 4 else "keiyaku" if threes else None
    )  # fmt: skip
    assert hand_yaku(mask, keiyaku=True, sou_teshi=True) == expected
    plain = "teshi" if fours else "kuttsuki" if pairs >= 4 else None
    assert hand_yaku(mask) == plain


def test_a_match_without_events_plays_the_same_as_with_them():
    for seed in range(30):
        results = []
        for emit in (True, False):
            state = new_match("nintendo", seed=seed, emit_events=emit)
            rng = random.Random(seed)
            while not state.is_terminal():
                state.apply(rng.choice(state.legal_actions()))
            results.append((state.returns(), state.round_results))
        assert results[0] == results[1]
