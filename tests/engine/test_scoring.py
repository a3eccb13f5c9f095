"""Exact yaku points for every yaku and every scoring house rule, and the seed examples."""

import pytest

from game.engine.cards import card_id
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.scoring import (
    evaluate_yaku,
    hand_yaku,
    stop_multipliers,
    stop_score,
    yaku_cards,
    yaku_total,
)

NINTENDO = load_preset("nintendo")
CHAFF_11 = ["1-3", "1-4", "2-3", "2-4", "3-3", "3-4", "4-3", "4-4", "5-3", "5-4", "6-3"]


def mask(*codes):
    m = 0
    for code in codes:
        m |= 1 << card_id(code)
    return m


def yaku(codes, rules=NINTENDO, own_koikoi=0):
    return evaluate_yaku(mask(*codes), rules, own_koikoi)


# ---------------------------------------------------------------- seed 000 examples
def test_seed_example_sanko_akatan_doubles_to_20_and_40():
    y = yaku(["1-1", "3-1", "12-1", "1-2", "2-2", "3-2"])
    assert y == [("sanko", 5), ("akatan", 5)]
    assert stop_score(10, NINTENDO, 0, 0) == 20
    assert stop_score(10, NINTENDO, 0, 1) == 40


def test_seed_example_sanko_hanami_eleven_chaff_is_12_then_24():
    # sanko without the moon (crane, curtain, phoenix), sake cup, 10 plain chaff + the cup = 11
    codes = ["1-1", "3-1", "12-1", "9-1"] + CHAFF_11[:10]
    y = yaku(codes)
    assert y == [("sanko", 5), ("hanami-zake", 5), ("kasu", 2)]
    assert yaku_total(mask(*codes), NINTENDO) == 12
    assert stop_score(12, NINTENDO, 0, 0) == 24


def test_seed_example_ino_shika_cho_akatan_after_opponent_koikoi_is_40():
    y = yaku(["6-1", "7-1", "10-1", "1-2", "2-2", "3-2"])
    assert y == [("ino-shika-cho", 5), ("akatan", 5)]
    assert stop_score(10, NINTENDO, 0, 1) == 40


# ---------------------------------------------------------------- brights
@pytest.mark.parametrize(
    "codes, expected",
    [
        (["1-1", "3-1", "8-1", "11-1", "12-1"], [("goko", 10)]),
        (["1-1", "3-1", "8-1", "12-1"], [("shiko", 8)]),
        (["1-1", "3-1", "8-1", "11-1"], [("ame-shiko", 7)]),
        (["1-1", "3-1", "8-1"], [("sanko", 5)]),
        (["1-1", "3-1", "11-1"], []),
        (["1-1", "11-1"], []),
    ],
)
def test_bright_yaku_only_best_counts(codes, expected):
    assert yaku(codes) == expected


def test_bright_values_house_rule():
    rules = NINTENDO.with_overrides(goko=15, shiko=10, ame_shiko=8, sanko=6)
    assert yaku(["1-1", "3-1", "8-1", "11-1", "12-1"], rules) == [("goko", 15)]
    assert yaku(["1-1", "3-1", "8-1", "12-1"], rules) == [("shiko", 10)]
    assert yaku(["1-1", "3-1", "8-1", "11-1"], rules) == [("ame-shiko", 8)]
    assert yaku(["1-1", "3-1", "8-1"], rules) == [("sanko", 6)]


# ---------------------------------------------------------------- viewing yaku
def test_viewing_yaku_counted_by_default():
    assert yaku(["3-1", "9-1"]) == [("hanami-zake", 5)]
    assert yaku(["8-1", "9-1"]) == [("tsukimi-zake", 5)]
    assert yaku(["3-1", "8-1", "9-1"]) == [("hanami-zake", 5), ("tsukimi-zake", 5)]


def test_viewing_yaku_never():
    rules = NINTENDO.with_overrides(viewing_yaku="never")
    assert yaku(["3-1", "9-1"], rules) == []


def test_viewing_yaku_only_with_another_yaku():
    rules = NINTENDO.with_overrides(viewing_yaku="with_other")
    assert yaku(["3-1", "8-1", "9-1"], rules) == []
    assert yaku(["1-1", "3-1", "8-1", "9-1"], rules) == [
        ("sanko", 5),
        ("hanami-zake", 5),
        ("tsukimi-zake", 5),
    ]


def test_viewing_yaku_worth_3():
    rules = NINTENDO.with_overrides(viewing_points=3)
    assert yaku(["3-1", "9-1"], rules) == [("hanami-zake", 3)]


# ---------------------------------------------------------------- animals / ribbons / chaff
def test_ino_shika_cho_absorbs_tane_with_extra_points():
    assert yaku(["6-1", "7-1", "10-1"]) == [("ino-shika-cho", 5)]
    assert yaku(["6-1", "7-1", "10-1", "2-1", "4-1"]) == [("ino-shika-cho", 7)]


def test_tane_five_animals_plus_one_each():
    assert yaku(["2-1", "4-1", "5-1", "8-2", "11-2"]) == [("tane", 1)]
    assert yaku(["2-1", "4-1", "5-1", "8-2", "11-2", "6-1"]) == [("tane", 2)]
    assert yaku(["2-1", "4-1", "5-1", "8-2"]) == []


def test_akatan_aotan_and_both_with_extras():
    assert yaku(["1-2", "2-2", "3-2"]) == [("akatan", 5)]
    assert yaku(["1-2", "2-2", "3-2", "4-2"]) == [("akatan", 6)]
    assert yaku(["6-2", "9-2", "10-2"]) == [("aotan", 5)]
    assert yaku(["6-2", "9-2", "10-2", "4-2", "5-2"]) == [("aotan", 7)]
    six = ["1-2", "2-2", "3-2", "6-2", "9-2", "10-2"]
    assert yaku(six) == [("akatan-aotan", 10)]
    assert yaku(six + ["11-3"]) == [("akatan-aotan", 11)]


def test_tan_five_ribbons():
    assert yaku(["1-2", "2-2", "4-2", "5-2", "7-2"]) == [("tan", 1)]
    assert yaku(["1-2", "2-2", "4-2", "5-2", "7-2", "11-3"]) == [("tan", 2)]


def test_kasu_ten_chaff_and_sake_cup_counts_as_chaff():
    assert yaku(CHAFF_11[:10]) == [("kasu", 1)]
    assert yaku(CHAFF_11) == [("kasu", 2)]
    assert yaku(CHAFF_11[:9]) == []
    assert yaku(CHAFF_11[:9] + ["9-1"]) == [("kasu", 1)]


def test_sake_cup_counts_as_animal_and_chaff_by_default():
    animals4 = ["2-1", "4-1", "5-1", "8-2"]
    assert yaku(animals4 + ["9-1"]) == [("tane", 1)]
    assert yaku(animals4 + ["9-1"] + CHAFF_11[:9]) == [("tane", 1), ("kasu", 1)]


def test_sake_cup_animal_only_and_chaff_only():
    animal_only = NINTENDO.with_overrides(sake_cup="animal")
    chaff_only = NINTENDO.with_overrides(sake_cup="chaff")
    animals4 = ["2-1", "4-1", "5-1", "8-2"]
    assert yaku(animals4 + ["9-1"], animal_only) == [("tane", 1)]
    assert yaku(animals4 + ["9-1"], chaff_only) == []
    assert yaku(CHAFF_11[:9] + ["9-1"], animal_only) == []
    assert yaku(CHAFF_11[:9] + ["9-1"], chaff_only) == [("kasu", 1)]


def test_ino_shika_cho_akatan_aotan_worth_6_house_rule():
    rules = NINTENDO.with_overrides(ino_shika_cho=6, akatan=6, aotan=6)
    assert yaku(["6-1", "7-1", "10-1"], rules) == [("ino-shika-cho", 6)]
    assert yaku(["1-2", "2-2", "3-2"], rules) == [("akatan", 6)]
    assert yaku(["6-2", "9-2", "10-2", "4-2"], rules) == [("aotan", 7)]


def test_legacy_calculation_scores_separately_without_extras():
    rules = NINTENDO.with_overrides(calculation="legacy")
    animals = ["6-1", "7-1", "10-1", "2-1", "4-1"]
    assert yaku(animals, rules) == [("ino-shika-cho", 5), ("tane", 1)]
    ribbons = ["1-2", "2-2", "3-2", "4-2", "5-2"]
    assert yaku(ribbons, rules) == [("akatan", 5), ("tan", 1)]
    six = ["1-2", "2-2", "3-2", "6-2", "9-2", "10-2"]
    assert yaku(six, rules) == [("akatan", 5), ("aotan", 5), ("tan", 2)]


def test_bukku_and_nomi_opt_in():
    six = ["1-2", "2-2", "3-2", "6-2", "9-2", "10-2"]
    assert yaku(six, NINTENDO.with_overrides(bukku=True)) == [("bukku", 12)]
    nomi = NINTENDO.with_overrides(nomi=True)
    assert yaku(["3-1", "8-1", "9-1"], nomi) == [("nomi", 10)]
    assert yaku(["3-1", "9-1"], nomi) == [("hanami-zake", 5)]


def test_different_kinds_add_up():
    codes = ["1-1", "3-1", "8-1", "12-1", "9-1", "6-1", "7-1", "10-1"]
    assert yaku(codes) == [
        ("shiko", 8),
        ("hanami-zake", 5),
        ("tsukimi-zake", 5),
        ("ino-shika-cho", 6),
    ]


# ---------------------------------------------------------------- multipliers
def test_seven_doubling_on_and_off():
    assert stop_score(6, NINTENDO, 0, 0) == 6
    assert stop_score(7, NINTENDO, 0, 0) == 14
    off = NINTENDO.with_overrides(seven_doubling=False)
    assert stop_score(7, off, 0, 0) == 7
    assert stop_score(7, off, 0, 2) == 14


@pytest.mark.parametrize(
    "mode, own, opponent, expected",
    [
        ("opponent_once", 0, 3, 10),
        ("opponent_each", 0, 1, 10),
        ("opponent_each", 0, 3, 40),
        ("own_once", 2, 0, 10),
        ("own_once", 0, 2, 5),
        ("both_each", 1, 2, 40),
        ("none", 2, 2, 5),
    ],
)
def test_koikoi_multiplier_modes(mode, own, opponent, expected):
    rules = NINTENDO.with_overrides(koikoi_multiplier=mode, seven_doubling=False)
    assert stop_score(5, rules, own, opponent) == expected


def test_multiplier_steps_are_spelled_out():
    final, steps = stop_multipliers(10, NINTENDO, 0, 1)
    assert final == 40
    assert steps == ["x2 for 7+", "x2 for the opponent's koi-koi"]


# ---------------------------------------------------------------- presets
def test_mobile_preset_scoring():
    mobile = load_preset("mobile")
    assert yaku(["6-1", "7-1", "10-1", "2-1", "4-1"], mobile) == [("ino-shika-cho", 5), ("tane", 1)]
    six = ["1-2", "2-2", "3-2", "6-2", "9-2", "10-2"]
    assert yaku(six, mobile) == [("akatan", 5), ("aotan", 5), ("tan", 2)]
    # sake cup is an animal only
    assert yaku(CHAFF_11[:9] + ["9-1"], mobile) == []
    # x 2^(koi-koi calls by both), no 7+ doubling
    assert stop_score(8, mobile, 1, 1) == 32
    assert stop_score(8, mobile, 0, 0) == 8
    assert mobile.target_score == 50


def test_koikoi_japan_preset_scoring():
    japan = load_preset("koikoi-japan")
    assert yaku(["6-1", "7-1", "10-1", "2-1", "4-1"], japan) == [("ino-shika-cho", 5), ("tane", 1)]
    six = ["1-2", "2-2", "3-2", "6-2", "9-2", "10-2"]
    y = yaku(six, japan)
    assert y == [("akatan", 5), ("aotan", 5), ("akatan-aotan", 10), ("tan", 2)]
    assert sum(p for _, p in y) == 22
    assert yaku(["3-1", "9-1"], japan) == [("hanami-zake", 1)]
    assert yaku(["3-1", "9-1"], japan, own_koikoi=1) == [("hanami-zake", 3)]
    assert yaku(CHAFF_11[:9] + ["9-1"], japan) == [("kasu", 1)]
    # own koi-koi: +n for n <= 3, x(n-2) for n >= 4; no 7+ doubling, no opponent doubling
    assert stop_score(8, japan, 0, 3) == 8
    assert stop_score(8, japan, 2, 0) == 10
    assert stop_score(8, japan, 3, 0) == 11
    assert stop_score(8, japan, 4, 0) == 16
    assert stop_score(8, japan, 5, 0) == 24
    assert japan.months == 8 and japan.start_score == 30


# ---------------------------------------------------------------- cards behind yaku, hand yaku
def test_yaku_cards_lists_the_cards_that_make_it():
    captured = mask("6-1", "7-1", "10-1", "2-1", "1-3")
    assert yaku_cards("ino-shika-cho", captured, NINTENDO) == mask("6-1", "7-1", "10-1", "2-1")
    assert yaku_cards("sanko", mask("1-1", "3-1", "8-1", "1-3"), NINTENDO) == mask(
        "1-1", "3-1", "8-1"
    )


def test_hand_yaku_teshi_and_kuttsuki():
    assert hand_yaku(mask("1-1", "1-2", "1-3", "1-4", "2-1", "3-1", "4-1", "5-1")) == "teshi"
    assert hand_yaku(mask("1-1", "1-2", "2-1", "2-2", "3-1", "3-2", "4-1", "4-2")) == "kuttsuki"
    assert hand_yaku(mask("1-1", "1-2", "1-3", "2-1", "2-2", "3-1", "4-1", "5-1")) is None
