"""Redeals, the first dealer and the deal statistics helpers."""

import random

from game.engine import events as ev
from game.engine.cards import mask_from_ids
from game.engine.deal import card_draw_dealer, four_of_a_month, needs_redeal, shuffled_deal
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State


def first_seed_where(predicate, limit=20000):
    for seed in range(limit):
        rng = random.Random(seed)
        rng.randrange(2)  # the first-dealer draw in State()
        if predicate(shuffled_deal(rng)):
            return seed
    raise AssertionError("no seed found")


def test_four_of_a_month_on_the_field_is_redealt():
    seed = first_seed_where(lambda d: four_of_a_month(mask_from_ids(d.field)))
    state = State(load_preset("nintendo"), seed)
    redeals = [e for e in state.initial_events() if isinstance(e, ev.Redealt)]
    assert redeals and redeals[0].reason == "four of a month on the field"
    assert not four_of_a_month(state.field)


def test_koikoi_japan_redeals_a_hand_with_four_of_a_month_instead_of_teshi():
    seed = first_seed_where(
        lambda d: (
            any(four_of_a_month(mask_from_ids(h)) for h in d.hands)
            and not four_of_a_month(mask_from_ids(d.field))
        )
    )
    japan = State(load_preset("koikoi-japan"), seed)
    reasons = [e.reason for e in japan.initial_events() if isinstance(e, ev.Redealt)]
    assert reasons[0] == "four of a month in a hand"
    assert not any(four_of_a_month(h) for h in japan.hands)
    assert japan.round_results == []
    nintendo = State(load_preset("nintendo"), seed)
    assert nintendo.round_results[0]["reason"] in ("hand_yaku", "both_hand_yaku")


def test_needs_redeal_reports_the_reason():
    deal = shuffled_deal(random.Random(0))
    assert needs_redeal(deal, True) in (
        None,
        "four of a month on the field",
        "four of a month in a hand",
    )


def test_card_draw_first_dealer_earlier_month_then_higher_card():
    for seed in range(200):
        dealer, (first, second) = card_draw_dealer(random.Random(seed))
        winner_card = first if dealer == 0 else second
        loser_card = second if dealer == 0 else first
        assert (winner_card >> 2, winner_card & 3) < (loser_card >> 2, loser_card & 3)


def test_card_draw_rule_is_used_when_chosen():
    rules = load_preset("nintendo", {"first_dealer": "card_draw"})
    dealers = {State(rules, seed).dealer for seed in range(30)}
    assert dealers == {0, 1}
    expected, _ = card_draw_dealer(random.Random(5))
    assert State(rules, 5).dealer == expected
