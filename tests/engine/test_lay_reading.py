"""Reading the opponent's lays: a card laid while field months went uncaptured says which
months its hand did not hold (state.lay_avoids, public), and the expert's worlds deal the
opponent's hand accordingly (view.sample_state's ``avoided``, search.LAY_TRUST)."""

from __future__ import annotations

import random

from game.engine.actions import play
from game.engine.ai import search as search_module
from game.engine.ai.search import Search
from game.engine.cards import MONTH_MASKS, card_id, ids_from_mask, mask_from_ids, months_present
from game.engine.koikoi.view import InformationView
from tests.engine.helpers import start
from tests.engine.test_ai_levels import FIELD, HAND0, HAND1


def months(*numbers: int) -> int:
    return sum(MONTH_MASKS[n - 1] for n in numbers)


def after_seat0_lays():
    """Seat 0 lays the 2-3 (no plum on the field) and draws the 1-1 (no pine either)."""
    state = start(HAND0, HAND1, FIELD, stock_first=["1-1"], dealer=0)
    assert state.lay_avoids == [0, 0]
    state.apply(play("2-3"))
    return state


def test_months_present_spreads_each_month_with_a_card_to_all_four():
    assert months_present(0) == 0
    assert months_present(1 << card_id("3-2")) == MONTH_MASKS[2]
    mask = mask_from_ids([card_id("1-4"), card_id("12-1"), card_id("12-3")])
    assert months_present(mask) == months(1, 12)


def test_a_lay_records_the_field_months_before_it_and_a_capture_records_nothing():
    state = after_seat0_lays()
    field_months = months(3, 5, 6, 7, 8, 9, 11, 12)  # the deal's field
    assert state.lay_avoids == [field_months, 0]
    assert state.information(1).lay_avoids == (field_months, 0)
    assert state.clone().lay_avoids == [field_months, 0]
    assert state.clone(for_search=True).lay_avoids == [field_months, 0]
    state.apply(play("5-4"))  # seat 1 captures the 5-1
    assert state.lay_avoids == [field_months, 0]


def test_lay_avoids_start_empty_every_month():
    from game.engine.ai import make_player

    state = after_seat0_lays()
    greedy, rng = make_player("greedy"), random.Random(2)
    month = state.round
    while state.round == month:
        seat = state.current_player()
        state.apply(greedy.choose(state.information(seat), rng))
    assert state.round == month + 1 and state.lay_avoids == [0, 0]


def test_sampled_hands_keep_away_from_the_avoided_cards_while_others_can_fill_them():
    view = after_seat0_lays().information(1)
    avoided = view.lay_avoids[0]
    allowed = view.unseen & ~avoided
    assert allowed.bit_count() == 10 and view.opponent_hand_count == 7
    for seed in range(40):
        world = view.sample_state(random.Random(seed), avoided)
        hand = world.hands[0]
        assert hand.bit_count() == 7 and hand & ~allowed == 0
        assert hand | mask_from_ids(world.stock) == view.unseen
        assert len(world.stock) == view.stock_count and world.lay_avoids == [avoided, 0]
    # without the reading the hand may hold anything unseen
    held = 0
    for seed in range(40):
        held |= view.sample_state(random.Random(seed)).hands[0]
    assert held & avoided


def test_too_few_other_cards_fills_the_hand_from_the_avoided_ones():
    view = after_seat0_lays().information(1)
    free = ids_from_mask(view.unseen)[:3]
    avoided = view.unseen & ~mask_from_ids(free)
    for seed in range(20):
        world = view.sample_state(random.Random(seed), avoided)
        hand = world.hands[0]
        assert hand.bit_count() == 7 and mask_from_ids(free) & ~hand == 0
        assert (hand & avoided).bit_count() == 4
        assert hand | mask_from_ids(world.stock) == view.unseen


def test_the_search_reads_the_lays_in_its_share_of_worlds(monkeypatch):
    view = after_seat0_lays().information(1)
    calls: list[int] = []
    original = InformationView.sample_state

    def recording(self, rng, avoided=0):
        calls.append(avoided)
        return original(self, rng, avoided)

    monkeypatch.setattr(InformationView, "sample_state", recording)
    Search(view, random.Random(5), list(view.legal), budget=800, halving=False).run()
    read = sum(1 for avoided in calls if avoided == view.lay_avoids[0])
    assert len(calls) == 100 and 80 <= read < 100 and read + calls.count(0) == 100
    calls.clear()
    monkeypatch.setattr(search_module, "LAY_TRUST", 0.0)
    Search(view, random.Random(5), list(view.legal), budget=800, halving=False).run()
    assert calls == [0] * 100
