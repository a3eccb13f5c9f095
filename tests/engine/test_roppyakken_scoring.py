"""Roppyakken's exact card values, every dekiyaku and teyaku, rain and the sun, the fuke count
and every scoring rule key (seed 002 defaults, FudaWiki's preset)."""

import pytest

from game.engine.cards import ALL_MASK, CARDS
from game.engine.roppyakken.rules import RoppyakkenRules, load_rules, preset_names
from game.engine.roppyakken.scoring import (
    card_points,
    dekiyaku,
    fuke_points,
    pile_points,
    teyaku,
)
from tests.engine.table_helpers import codes_of, mask

SEED = load_rules()
RAIN_MAN_ONLY = load_rules(overrides={"rain_cards": "rain_man"})
FIFTY = {"1-1", "2-1", "3-1", "8-1", "11-1", "12-1"}
TEN = {
    "1-2", "2-2", "3-2", "4-1", "4-2", "5-1", "5-2", "6-1", "6-2", "7-1",
    "7-2", "8-2", "9-1", "9-2", "10-1", "10-2", "11-2", "11-3", "12-2",
}  # fmt: skip


@pytest.mark.parametrize("code", [card.code for card in CARDS])
def test_every_card_value(code):
    expected = 50 if code in FIFTY else 10 if code in TEN else 0
    assert card_points(mask(code)) == expected


def test_the_deck_is_worth_490_and_the_paulownia_chaff_differ():
    assert card_points(ALL_MASK) == 490
    assert card_points(mask("12-2")) == 10  # the yellow one
    assert card_points(mask("12-3", "12-4")) == 0  # the two white ones
    assert card_points(mask("11-4")) == 0  # lightning


def yaku(*codes, rules=SEED):
    return dekiyaku(mask(*codes), rules)


@pytest.mark.parametrize(
    "codes, expected",
    [
        ("1-1 3-1 8-1 12-1", [("shiko", 600), ("matsukiri-bozu", 150)]),
        ("1-2 2-2 3-2 6-2 9-2 10-2 11-3", [("nanatan", 600), ("akatan", 150), ("aotan", 200)]),
        ("1-2 4-2 5-2 7-2 11-3 2-2 6-2", [("nanatan", 600), ("kusatan", 100)]),
        ("1-1 8-1 12-1", [("matsukiri-bozu", 150)]),
        ("1-1 2-1 3-1", [("omote-sugawara", 100)]),
        ("6-1 7-1 10-1", [("ino-shika-cho", 300)]),
        ("1-2 2-2 3-2", [("akatan", 150)]),
        ("6-2 9-2 10-2", [("aotan", 200)]),
        ("4-2 5-2 7-2", [("kusatan", 100)]),
        ("3-1 8-1 9-1", [("teppo", 300)]),
        ("3-1 9-1", [("hanami-zake", 100)]),
        ("8-1 9-1", [("tsukimi-zake", 100)]),
        ("11-1 11-2 11-3 11-4", [("nizoro", 200)]),
        ("1-1 1-2 1-3 1-4", [("matsu-shima", 50)]),
        ("2-1 2-2 2-3 2-4", [("ume-shima", 50)]),
        ("3-1 3-2 3-3 3-4", [("sakura-shima", 50)]),
        ("8-1 8-2 8-3 8-4", [("susuki-shima", 50)]),
        ("10-1 10-2 10-3 10-4", [("momiji-shima", 50)]),
        ("12-1 12-2 12-3 12-4", [("kiri-shima", 50)]),
        ("4-1 4-2 4-3 4-4", []),  # no wisteria shima in seed 002
        ("1-2 2-2 4-2 5-2 6-2 9-2", []),  # six ribbons score nothing
    ],
)
def test_every_dekiyaku(codes, expected):
    assert yaku(*codes.split()) == (expected, ())


def test_shiko_and_nanatan_together_and_the_seven_ribbon_rule():
    codes = "1-1 3-1 8-1 12-1 1-2 2-2 3-2 4-2 5-2 6-2 7-2".split()
    names = [name for name, _ in yaku(*codes)[0]]
    assert names[:2] == ["shiko", "nanatan"]
    assert pile_points(mask(*codes), SEED) == 200 + 70 + 600 + 600 + 150 + 150 + 100


@pytest.mark.parametrize(
    "codes, rules, held, voided",
    [
        ("3-1 9-1 11-4", SEED, [], ("hanami-zake",)),  # any willow rains
        ("3-1 9-1 11-4 1-1", SEED, [("hanami-zake", 100)], ()),  # the crane: hi-no-de
        ("3-1 8-1 9-1 11-2", SEED, [], ("teppo",)),
        ("8-1 9-1 11-3", SEED, [], ("tsukimi-zake",)),
        ("3-1 9-1 11-2", RAIN_MAN_ONLY, [("hanami-zake", 100)], ()),
        ("3-1 9-1 11-1", RAIN_MAN_ONLY, [], ("hanami-zake",)),
        ("3-1 9-1 11-1", load_rules(overrides={"rain_cards": "off"}), [("hanami-zake", 100)], ()),
        ("3-1 9-1 11-2 1-1", load_rules(overrides={"sun_saves": False}), [], ("hanami-zake",)),
    ],
)  # fmt: skip
def test_rain_voids_the_viewing_yaku_unless_the_sun(codes, rules, held, voided):
    assert yaku(*codes.split(), rules=rules) == (held, voided)


def test_rain_leaves_the_other_yaku_alone():
    held, voided = yaku("11-1", "11-2", "11-3", "11-4", "6-1", "7-1", "10-1")
    assert held == [("ino-shika-cho", 300), ("nizoro", 200)] and voided == ()


def test_teppo_stacks_and_nanatan_without_the_willow_ribbon():
    stacking = load_rules(overrides={"teppo_stacks": True})
    assert yaku("3-1", "8-1", "9-1", rules=stacking)[0] == [
        ("teppo", 300),
        ("hanami-zake", 100),
        ("tsukimi-zake", 100),
    ]
    strict = load_rules(overrides={"nanatan_counts_willow": False})
    seven = "1-2 2-2 4-2 5-2 6-2 9-2 11-3".split()
    assert ("nanatan", 600) in yaku(*seven)[0]
    assert "nanatan" not in dict(yaku(*seven, rules=strict)[0])
    teppo_off = load_rules(overrides={"teppo": 0})
    assert yaku("3-1", "8-1", "9-1", rules=teppo_off)[0] == [
        ("hanami-zake", 100),
        ("tsukimi-zake", 100),
    ]


@pytest.mark.parametrize(
    "key, codes, name",
    [
        ("shiko", "1-1 3-1 8-1 12-1", "shiko"),
        ("nanatan", "1-2 2-2 4-2 5-2 6-2 9-2 11-3", "nanatan"),
        ("matsukiri_bozu", "1-1 8-1 12-1", "matsukiri-bozu"),
        ("omote_sugawara", "1-1 2-1 3-1", "omote-sugawara"),
        ("ino_shika_cho", "6-1 7-1 10-1", "ino-shika-cho"),
        ("akatan", "1-2 2-2 3-2", "akatan"),
        ("aotan", "6-2 9-2 10-2", "aotan"),
        ("kusatan", "4-2 5-2 7-2", "kusatan"),
        ("teppo", "3-1 8-1 9-1", "teppo"),
        ("hanami_zake", "3-1 9-1", "hanami-zake"),
        ("tsukimi_zake", "8-1 9-1", "tsukimi-zake"),
        ("nizoro", "11-1 11-2 11-3 11-4", "nizoro"),
        ("shima", "10-1 10-2 10-3 10-4", "momiji-shima"),
        ("fuji_shima", "4-1 4-2 4-3 4-4", "fuji-shima"),
    ],
)
def test_every_value_key_sets_its_yaku(key, codes, name):
    rules = load_rules(overrides={key: 77})
    assert (name, 77) in yaku(*codes.split(), rules=rules)[0]
    if key != "fuji_shima":
        off = load_rules(overrides={key: 0})
        assert name not in dict(yaku(*codes.split(), rules=off)[0])


def test_fudawiki_preset_values():
    assert preset_names() == ["fudawiki", "shiragiku"]
    wiki = load_rules("fudawiki")
    assert dict(yaku("1-1", "2-1", "3-1", rules=wiki)[0]) == {"omote-sugawara": 150}
    assert dict(yaku("1-2", "2-2", "3-2", rules=wiki)[0]) == {"akatan": 100}
    assert dict(yaku("6-2", "9-2", "10-2", rules=wiki)[0]) == {"aotan": 100}
    assert dict(yaku("4-1", "4-2", "4-3", "4-4", rules=wiki)[0]) == {"fuji-shima": 50}
    assert yaku("3-1", "9-1", "11-1", rules=wiki) == ([("hanami-zake", 100)], ())
    assert (wiki.fuke, wiki.wins_to_match, wiki.next_dealer) == (0, 1, "highest")
    assert wiki.oni_on_field_taken_by == "any_non_zero"
    assert RoppyakkenRules() == load_rules().with_overrides(name="shiragiku")


HAND_TRIPLE = "1-1 1-2 1-3 2-1 3-1 4-1 5-1 6-1".split()
HAND_TWO_TRIPLES = "1-1 1-2 1-3 2-1 2-2 2-3 5-1 6-1".split()
ZERO_HAND = "1-3 1-4 2-3 3-3 4-3 5-3 12-3".split()


def test_te_san_is_200_per_triple_and_shows_the_triple():
    assert teyaku(mask(*HAND_TRIPLE), SEED) == ((("te-san", 200),), mask("1-1", "1-2", "1-3"))
    found, shown = teyaku(mask(*HAND_TWO_TRIPLES), SEED)
    assert found == (("te-san", 400),) and codes_of(shown) == set(HAND_TWO_TRIPLES[:6])
    once = load_rules(overrides={"tesan_per_triple": False})
    assert teyaku(mask(*HAND_TWO_TRIPLES), once) == (
        (("te-san", 200),),
        mask("1-1", "1-2", "1-3"),
    )
    assert teyaku(mask(*HAND_TRIPLE), load_rules(overrides={"tesan": 0})) == ((), 0)


def test_sogasu_is_400_and_the_yellow_paulownia_breaks_it():
    assert teyaku(mask(*ZERO_HAND), SEED) == ((("sogasu", 400),), mask(*ZERO_HAND))
    yellow = ZERO_HAND[:-1] + ["12-2"]
    assert teyaku(mask(*yellow), SEED) == ((), 0)
    assert teyaku(mask(*ZERO_HAND), load_rules(overrides={"sogasu": 0})) == ((), 0)


def test_fuke_counts_cards_without_willow_and_paulownia():
    pile = mask("11-1", "12-1", "3-1", "11-3", "12-2")
    assert fuke_points(pile, SEED) == 50
    assert fuke_points(pile, load_rules(overrides={"fuke_counts_willow_paulownia": True})) == 170
