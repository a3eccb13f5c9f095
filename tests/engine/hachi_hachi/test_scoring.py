"""Hachi-hachi's points, exact values from FudaWiki's tables: card points, both teyaku groups,
the dekiyaku, the field multiplier, the specials and the bonuses."""

import pytest

from game.engine.cards import ALL_MASK, card_id
from game.engine.hachi_hachi.rules import load_rules
from game.engine.hachi_hachi.scoring import (
    bonuses,
    card_points,
    dekiyaku,
    field_factors,
    round_multiplier,
    special,
    sujuroku_chaff,
    teyaku,
    yaku_cards,
)

RULES = load_rules()


def m(*codes: str) -> int:
    mask = 0
    for code in codes:
        mask |= 1 << card_id(code)
    return mask


def test_the_deck_is_worth_264_card_points():
    assert card_points(ALL_MASK) == 264
    assert card_points(m("1-1", "9-1", "1-2", "1-3")) == 20 + 10 + 5 + 1


# group A: every pattern of month counts with its kan (FudaWiki)
@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (("1-1", "1-2", "1-3", "2-1", "3-3", "6-3", "9-4"), ("sanbon", 2)),
        (("4-1", "4-2", "4-3", "2-1", "3-3", "6-3", "9-4"), ("tatesanbon", 3)),
        (("5-1", "5-3", "5-4", "2-1", "3-3", "6-3", "9-4"), ("tatesanbon", 3)),
        (("7-2", "7-3", "7-4", "2-1", "3-3", "6-3", "9-4"), ("tatesanbon", 3)),
        (("12-2", "12-3", "12-4", "2-1", "3-3", "6-3", "9-4"), ("tatesanbon", 3)),
        (("12-1", "12-3", "12-4", "2-1", "3-3", "6-3", "9-4"), ("sanbon", 2)),
        (("1-1", "1-2", "1-3", "2-1", "2-2", "2-3", "9-4"), ("futasanbon", 6)),
        (("1-1", "1-2", "1-3", "4-1", "4-2", "4-3", "9-4"), ("sanbon-tatesanbon", 7)),
        (("5-1", "5-2", "5-3", "4-1", "4-2", "4-3", "9-4"), ("nitatesanbon", 8)),
        (("1-1", "1-2", "2-1", "2-2", "3-1", "3-2", "9-4"), ("kuttsuki", 4)),
        (("1-1", "1-2", "1-3", "1-4", "3-1", "6-2", "9-4"), ("teshi", 6)),
        (("1-1", "1-2", "1-3", "2-1", "2-2", "3-1", "3-2"), ("haneken", 7)),
        (("1-1", "1-2", "1-3", "1-4", "3-1", "3-2", "9-4"), ("ichinishi", 8)),
        (("1-1", "1-2", "1-3", "1-4", "3-1", "3-2", "3-3"), ("shiso", 20)),
    ],
)
def test_group_a_teyaku(hand, expected):
    found, _ = teyaku(m(*hand), RULES)
    assert found[0] == expected


def test_the_shown_cards_of_group_a():
    hand = m("1-1", "1-2", "1-3", "2-1", "3-1", "6-2", "9-2")
    found, shown = teyaku(hand, RULES)
    assert found == (("sanbon", 2),)
    assert shown == m("1-1", "1-2", "1-3")
    four = m("1-1", "1-2", "1-3", "1-4", "3-1", "6-2", "9-2")
    assert teyaku(four, RULES) == ((("teshi", 6),), m("1-1", "1-2", "1-3", "1-4"))


# group B: the willows are chaff, the sake cup an animal, 12-2 chaff
@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (("1-3", "2-3", "3-3", "5-3", "6-4", "8-3", "9-4"), ("karasu", 4)),
        (("11-1", "11-2", "12-2", "1-3", "2-3", "3-3", "5-3"), ("karasu", 4)),
        (("1-1", "2-3", "3-3", "5-3", "6-4", "8-3", "9-4"), ("pikaichi", 4)),
        (("9-1", "2-3", "3-3", "5-3", "6-4", "8-3", "10-4"), ("toichi", 3)),
        (("9-2", "2-3", "3-3", "5-3", "6-4", "8-3", "10-4"), ("tanichi", 3)),
        (("9-2", "1-2", "3-3", "5-3", "6-4", "8-3", "10-4"), ("aka", 2)),
        (("9-2", "1-2", "2-2", "3-2", "4-2", "5-2", "6-2"), ("aka", 2)),
    ],
)
def test_group_b_teyaku(hand, expected):
    assert teyaku(m(*hand), RULES)[0] == (expected,)


def test_group_b_shows_only_the_chaff_the_willows_included():
    hand = m("1-1", "11-3", "3-3", "5-3", "6-4", "8-3", "9-4")
    assert teyaku(hand, RULES) == ((("pikaichi", 4),), hand & ~m("1-1"))


def test_both_groups_add_up_to_the_maximum_of_24():
    hand = m("11-1", "11-2", "11-3", "11-4", "12-2", "12-3", "12-4")
    assert teyaku(hand, RULES)[0] == (("shiso", 20), ("karasu", 4))


def test_no_teyaku():
    hand = m("1-1", "2-1", "3-1", "4-1", "5-1", "6-1", "7-1")
    assert teyaku(hand, RULES) == ((), 0)


def test_aka_needs_exactly_two_ribbons_where_a_preset_says():
    hand = m("9-2", "1-2", "2-2", "5-3", "6-4", "8-3", "10-4")
    assert teyaku(hand, RULES)[0] == (("aka", 2),)
    exact = RULES.with_overrides(aka_ribbons="exactly_2")
    assert teyaku(hand, exact)[0] == ()
    assert teyaku(hand, load_rules("jawp"))[0] == (("aka", 3),)


def test_sunashi_only_where_a_preset_scores_it():
    hand = m("1-1", "2-1", "3-1", "4-1", "5-1", "6-1", "7-1")
    assert teyaku(hand, load_rules("jawp"))[0] == (("sunashi", 4),)


def test_double_triplets_fall_back_to_a_single_triple_when_valued_zero():
    hand = m("1-1", "1-2", "1-3", "4-1", "4-2", "4-3", "9-4")
    plain = RULES.with_overrides(sanbon_tatesanbon=0)
    assert teyaku(hand, plain)[0] == (("tatesanbon", 3),)


# dekiyaku
def test_goko_excludes_shiko():
    pile = m("1-1", "3-1", "8-1", "11-1", "12-1")
    assert dekiyaku(pile, RULES) == (("goko", 12),)
    assert dekiyaku(pile & ~m("11-1"), RULES) == (("shiko", 10),)
    both = RULES.with_overrides(goko_shiko_exclusive=False)
    assert dekiyaku(pile, both) == (("goko", 12), ("shiko", 10))


def test_rain_shiko_is_no_yaku():
    assert dekiyaku(m("1-1", "3-1", "8-1", "11-1"), RULES) == ()


def test_willows_as_chaff_in_the_dekiyaku_leave_no_goko():
    pile = m("1-1", "3-1", "8-1", "11-1", "12-1")
    assert dekiyaku(pile, load_rules("bga")) == (("shiko", 10),)


def test_ribbon_dekiyaku_are_cumulative():
    pile = m("1-2", "2-2", "3-2", "6-2", "9-2", "10-2", "4-2")
    assert dekiyaku(pile, RULES) == (("nanatan", 10), ("akatan", 7), ("aotan", 7))
    assert yaku_cards("akatan", pile, RULES) == m("1-2", "2-2", "3-2")


def test_nanatan_does_not_count_the_willow_ribbon():
    pile = m("1-2", "2-2", "3-2", "6-2", "9-2", "10-2", "11-3")
    assert ("nanatan", 10) not in dekiyaku(pile, RULES)


def test_nanatan_extra_counts_each_ribbon_past_seven():
    pile = m("1-2", "2-2", "3-2", "6-2", "9-2", "10-2", "4-2", "5-2", "11-3")
    extra = RULES.with_overrides(nanatan_extra=1)
    assert dekiyaku(pile, extra)[0] == ("nanatan", 12)


def test_ino_shika_cho_only_by_option():
    pile = m("6-1", "7-1", "10-1")
    assert dekiyaku(pile, RULES) == ()
    assert dekiyaku(pile, RULES.with_overrides(ino_shika_cho=7)) == (("ino-shika-cho", 7),)


# the field multiplier
@pytest.mark.parametrize(
    ("field", "factors"),
    [
        (("2-1", "4-3"), ()),
        (("1-1",), (2,)),
        (("3-1",), (2,)),
        (("8-1",), (2,)),
        (("11-1",), (4,)),
        (("12-1",), (4,)),
        (("1-1", "12-1", "8-1"), (4, 2, 2)),
    ],
)
def test_field_factors(field, factors):
    assert field_factors(m(*field), RULES) == factors


def test_without_zetsuba_the_rain_man_doubles():
    assert field_factors(m("11-1", "1-1"), RULES.with_overrides(zetsuba=False)) == (2, 2)


def test_carry_over_takes_the_largest_now_and_queues_the_rest():
    assert round_multiplier((), (), RULES) == (1, ())
    assert round_multiplier((4, 2), (), RULES) == (4, (2,))
    # a carried multiplier plays first; the new brights join the queue, fours first
    assert round_multiplier((4,), (2,), RULES) == (2, (4,))
    assert round_multiplier((2, 4), (2, 2), RULES) == (2, (4, 2, 2))


def test_stack_and_highest():
    stack = RULES.with_overrides(multi_bright="stack")
    assert round_multiplier((4, 4, 2), (), stack) == (32, ())
    assert round_multiplier((), (), stack) == (1, ())
    assert round_multiplier((4, 2), (), load_rules("leonard")) == (4, ())


# specials
def test_sohachi_pays_the_dealer():
    assert special([88, 88, 88], [8, 8, 8], 2, RULES) == ("sohachi", 2, 10)


def test_futahachi_counts_each_point_past_168():
    assert special([170, 50, 44], [8, 8, 8], 0, RULES) == ("futahachi", 0, 12)
    assert special([44, 168, 52], [8, 8, 8], 0, RULES) == ("futahachi", 1, 10)


def test_sujuroku_counts_each_chaff_past_16():
    assert special([80, 90, 94], [4, 18, 2], 0, RULES) == ("sujuroku", 1, 16)
    assert special([80, 90, 94], [4, 15, 5], 0, RULES) is None


def test_futahachi_goes_before_sujuroku():
    assert special([44, 168, 52], [17, 2, 5], 0, RULES)[0] == "futahachi"


def test_sujuroku_counts_every_willow():
    assert sujuroku_chaff(m("11-1", "11-2", "11-3", "11-4", "1-3")) == 5


# bonuses
def test_tobikomi_for_the_fourth_card_of_a_shown_triple():
    hand = m("1-1", "1-2", "1-3", "2-1", "3-1", "6-2", "9-2")
    pile = m("1-1", "1-2", "1-3", "1-4")
    assert bonuses((("sanbon", 2),), hand, pile, 60, RULES) == (("tobikomi", 1),)
    assert bonuses((("sanbon", 2),), hand, pile & ~m("1-4"), 60, RULES) == ()
    assert bonuses((), hand, pile, 60, RULES) == ()


def test_nukeyaku_for_a_group_b_teyaku_and_more_than_par():
    assert bonuses((("karasu", 4),), 0, 0, 89, RULES) == (("nukeyaku", 1),)
    assert bonuses((("karasu", 4),), 0, 0, 88, RULES) == ()
    assert bonuses((("pikaichi", 4),), 0, 0, 120, RULES) == ()
