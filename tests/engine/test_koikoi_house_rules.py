"""Koi-koi's opt-in house rules: exact points for every new key, seed 004's preset, the
month card drawn at the deal and recorded, 10-card hands, and bounded koi-koi counts."""

import random

import pytest

from game.engine import events as ev
from game.engine.deal import card_draw_dealer
from game.engine.games import yaku_names
from game.engine.koikoi.records import record_of, replay
from game.engine.koikoi.rules import load_preset, preset_names, variant_preset_names
from game.engine.koikoi.scoring import evaluate_yaku, hand_yaku, yaku_cards, yaku_total
from game.engine.koikoi.state import State, new_match
from tests.engine.table_helpers import mask

NINTENDO = load_preset("nintendo")


def score(codes: str, rules=NINTENDO, **kw) -> list[tuple[str, int]]:
    return evaluate_yaku(mask(*codes.split()), rules, **kw)


def house(**overrides):
    return load_preset("nintendo", overrides)


STACKED = house(calculation="stacked")
ANIMALS_5 = "6-1 7-1 10-1 2-1 4-1"  # ino-shika-cho + 2 other animals
RIBBONS_6 = "1-2 2-2 3-2 6-2 9-2 10-2"  # akatan + aotan


def test_stacked_calculation_adds_the_extras_and_keeps_tane_and_tan():
    assert score(ANIMALS_5, STACKED) == [("ino-shika-cho", 7), ("tane", 1)]
    assert score(ANIMALS_5) == [("ino-shika-cho", 7)]  # modern absorbs tane
    assert score(ANIMALS_5, house(calculation="legacy")) == [("ino-shika-cho", 5), ("tane", 1)]
    assert score(RIBBONS_6, STACKED) == [("akatan", 8), ("aotan", 8), ("tan", 2)]
    assert score("1-2 2-2 3-2 4-2", STACKED) == [("akatan", 6)]
    assert score(RIBBONS_6) == [("akatan-aotan", 10)]
    assert yaku_cards("akatan", mask(*RIBBONS_6.split()), STACKED) == mask(*RIBBONS_6.split())


def test_kusatan_is_opt_in():
    assert score("4-2 5-2 7-2") == []
    assert score("4-2 5-2 7-2", house(kusatan=5)) == [("kusatan", 5)]
    assert score("4-2 5-2 7-2 1-2 2-2", house(kusatan=5)) == [("tan", 1), ("kusatan", 5)]


def test_hanami_and_tsukimi_have_separate_switches():
    both = "3-1 8-1 9-1"
    assert score(both) == [("hanami-zake", 5), ("tsukimi-zake", 5)]
    assert score(both, house(hanami_zake=False)) == [("tsukimi-zake", 5)]
    assert score(both, house(tsukimi_zake=False)) == [("hanami-zake", 5)]


@pytest.mark.parametrize(
    "rain, codes, expected",
    [
        ("off", "3-1 9-1 11-1", [("hanami-zake", 5)]),
        ("rain_man", "3-1 9-1 11-1", []),
        ("rain_man", "3-1 9-1 11-2", [("hanami-zake", 5)]),
        ("any_willow", "8-1 9-1 11-4", []),
        ("any_willow", "3-1 8-1 9-1 11-3", []),
    ],
)
def test_rain_cancels_the_viewings(rain, codes, expected):
    assert score(codes, house(rain_cancels_viewing=rain)) == expected


CHAFF_10_WITH_LIGHTNING = "1-3 1-4 2-3 2-4 3-3 3-4 4-3 4-4 5-3 11-4"


def test_lightning_counted_or_not_as_chaff_and_points_per_extra_kasu():
    assert score(CHAFF_10_WITH_LIGHTNING) == [("kasu", 1)]
    assert score(CHAFF_10_WITH_LIGHTNING, house(lightning_is_chaff=False)) == []
    twelve = CHAFF_10_WITH_LIGHTNING + " 5-4 6-3"
    assert score(twelve) == [("kasu", 3)]
    assert score(twelve, house(kasu_extra=2)) == [("kasu", 5)]
    assert score(twelve, house(kasu_extra=0)) == [("kasu", 1)]


def test_the_sake_cup_as_neither_animal_nor_chaff():
    nine_chaff = "1-3 1-4 2-3 2-4 3-3 3-4 4-3 4-4 5-3"
    four_animals = "2-1 4-1 5-1 8-2"
    assert score(f"{nine_chaff} 9-1") == [("kasu", 1)]
    assert score(f"{four_animals} 9-1") == [("tane", 1)]
    neither = house(sake_cup="neither")
    assert score(f"{nine_chaff} 9-1", neither) == []
    assert score(f"{four_animals} 9-1", neither) == []
    assert score("3-1 9-1", neither) == [("hanami-zake", 5)]  # still the cup of the viewings


def test_ame_sanko_and_godori():
    assert score("1-1 3-1 11-1") == []
    assert score("1-1 3-1 11-1", house(ame_sanko=4)) == [("ame-sanko", 4)]
    assert score("1-1 8-2 12-1", house(godori=5)) == [("godori", 5)]
    birds = house(godori=5, godori_cards="three_birds")
    assert score("2-1 4-1 8-2", birds) == [("godori", 5)]
    assert score("1-1 8-2 12-1", birds) == []


def test_nanatan_and_rokutan_leave_out_the_willow_ribbon():
    rules = house(nanatan=6, rokutan=5)
    six = "1-2 2-2 4-2 5-2 6-2 9-2"
    assert score(six, rules) == [("tan", 2), ("rokutan", 5)]
    assert score(six + " 11-3", rules) == [("tan", 3), ("rokutan", 5)]
    assert score(six + " 7-2", rules) == [("tan", 3), ("nanatan", 6)]


def test_tsukifuda_scores_the_drawn_month():
    rules = house(tsukifuda=4)
    pines = mask("1-1", "1-2", "1-3", "1-4")
    assert evaluate_yaku(pines, rules, tsukifuda_month=1) == [("tsukifuda", 4)]
    assert evaluate_yaku(pines, rules, tsukifuda_month=2) == []
    assert evaluate_yaku(pines, NINTENDO, tsukifuda_month=1) == []
    assert yaku_cards("tsukifuda", pines, rules, 1) == pines


def test_the_month_card_is_drawn_at_each_deal_shown_and_recorded():
    rules = house(tsukifuda=4)
    state = new_match(rules, seed=3)
    (started,) = [e for e in state.initial_events() if isinstance(e, ev.RoundStarted)]
    assert 1 <= started.tsukifuda_month <= 12
    assert state.tsukifuda_month == started.tsukifuda_month
    assert state.information(0).tsukifuda_month == started.tsukifuda_month
    rng = random.Random(3)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    record = record_of(state)
    months = [m["tsukifuda_month"] for m in record["months"]]
    assert all(1 <= m <= 12 for m in months) and len(set(months)) > 1
    again, results = replay(record)
    assert again.returns() == state.returns() and results == state.round_results
    plain = new_match("nintendo", seed=3)
    assert plain.tsukifuda_month == 0
    assert "tsukifuda_month" not in record_of(plain)["months"][0]


def test_keiyaku_and_sou_teshi_are_hand_yaku_by_agreement():
    three = mask("1-1", "1-2", "1-3", "2-1", "3-1", "4-1", "5-1", "6-1")
    assert hand_yaku(three) is None
    assert hand_yaku(three, keiyaku=True) == "keiyaku"
    two_fours = mask("1-1", "1-2", "1-3", "1-4", "2-1", "2-2", "2-3", "2-4")
    assert hand_yaku(two_fours) == "teshi"
    assert hand_yaku(two_fours, sou_teshi=True) == "sou-teshi"
    ten_pairs = mask("1-1", "1-2", "2-1", "2-2", "3-1", "3-2", "4-1", "4-2", "5-1", "6-1")
    assert hand_yaku(ten_pairs) == "kuttsuki"


def test_ten_card_hands_play_to_the_end_of_the_stock():
    rules = house(hand_size=10, hand_yaku="off")
    state = State(rules, 4)
    assert [h.bit_count() for h in state.hands] == [10, 10] and state.stock_left() == 20
    assert rules.max_koikoi_calls == 9 and NINTENDO.max_koikoi_calls == 7
    rng = random.Random(4)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    again, _ = replay(record_of(state))
    assert again.returns() == state.returns()


def test_the_later_month_deals_first_with_card_draw_latest():
    for seed in range(40):
        first, second = random.Random(seed).sample(range(48), 2)
        expected = (
            (0 if first < second else 1)
            if first >> 2 == second >> 2
            else (0 if first > second else 1)
        )
        assert card_draw_dealer(random.Random(seed), latest=True)[0] == expected
        state = State(house(first_dealer="card_draw_latest"), seed)
        assert state.dealer == expected


def test_seed_004_preset():
    assert "seed004" not in preset_names() and variant_preset_names() == ["seed004"]
    rules = load_preset("seed004")
    assert (rules.hand_size, rules.ame_sanko, rules.godori, rules.tsukifuda) == (10, 4, 5, 4)
    assert (rules.nanatan, rules.rokutan, rules.hand_yaku_points) == (3, 2, 1)
    assert rules.first_dealer == "card_draw_latest" and rules.sou_teshi and not rules.keiyaku
    assert score("1-1 3-1 11-1", rules) == [("ame-sanko", 4)]
    assert score("1-1 8-2 12-1", rules) == [("godori", 5)]
    assert score(RIBBONS_6, rules) == [("akatan", 3), ("aotan", 3), ("tan", 2), ("rokutan", 2)]
    assert yaku_total(mask(*RIBBONS_6.split()), rules) == 10
    state = new_match(rules, seed=1)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    assert replay(record_of(state))[0].returns() == state.returns()


def test_every_house_yaku_has_a_name():
    names = yaku_names("koikoi")
    for yaku in ("ame-sanko", "godori", "kusatan", "nanatan", "rokutan", "tsukifuda"):
        assert names[yaku][0] and names[yaku][1]
    assert names["keiyaku"][1] == "契約" and names["goko"][1] == "五光"


def test_records_with_a_month_ended_at_the_deal_replay():
    """A teshi / kuttsuki month has no decisions; the replay steps over it (it used to stop
    with "the engine is in month N+1")."""
    for seed in range(100):
        state = new_match("nintendo", seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        if any(r["reason"] == "hand_yaku" for r in state.round_results[1:]):
            break
    else:
        raise AssertionError("no match with a hand yaku month")
    record = record_of(state)
    assert any(not month["decisions"] for month in record["months"][1:])
    again, results = replay(record)
    assert again.returns() == state.returns() and results == state.round_results
