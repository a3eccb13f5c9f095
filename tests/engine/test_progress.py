"""The yaku tracker's counts come from the engine and agree with the scorer, under any rule
set and any pile (property tests), and the yaku list's points are the scorer's."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import ALL_MASK, CARD_BY_CODE, ids_from_mask
from game.engine.koikoi.rules import CHOICES, load_preset
from game.engine.koikoi.scoring import evaluate_yaku
from game.engine.progress import (
    BRIGHT_YAKU,
    MINIMAL_CARDS,
    SPECIAL_RIBBON_YAKU,
    VIEWING_YAKU,
    seat_progress,
    yaku_points,
    yaku_progress,
)

rule_overrides = st.fixed_dictionaries(
    {
        "viewing_yaku": st.sampled_from(CHOICES["viewing_yaku"]),
        "calculation": st.sampled_from(CHOICES["calculation"]),
        "sake_cup": st.sampled_from(CHOICES["sake_cup"]),
        "bukku": st.booleans(),
        "nomi": st.booleans(),
        "akatan_aotan_bonus": st.sampled_from([0, 10]),
    }
)
# the yaku a near one may turn into when its missing cards are taken
FAMILY = {
    **{name: BRIGHT_YAKU for name in BRIGHT_YAKU},
    **{name: SPECIAL_RIBBON_YAKU for name in SPECIAL_RIBBON_YAKU},
    **{name: VIEWING_YAKU for name in VIEWING_YAKU},
    "ino-shika-cho": frozenset({"ino-shika-cho"}),
    "tane": frozenset({"tane", "ino-shika-cho"}),
    "tan": frozenset({"tan"}) | SPECIAL_RIBBON_YAKU,
    "kasu": frozenset({"kasu"}),
}


def mask_of(*codes: str) -> int:
    return sum(1 << CARD_BY_CODE[code].id for code in codes)


@settings(max_examples=400, deadline=None)
@given(mask=st.integers(0, ALL_MASK), overrides=rule_overrides, koikoi=st.integers(0, 3))
def test_held_entries_are_exactly_what_the_scorer_counts(mask, overrides, koikoi):
    rules = load_preset("nintendo", overrides)
    progress = yaku_progress(mask, rules, koikoi)
    held = [(p.name, p.points) for p in progress if p.held]
    assert held == evaluate_yaku(mask, rules, koikoi)
    near = [p for p in progress if not p.held]
    assert progress == [p for p in progress if p.held] + near  # held first
    names = [p.name for p in progress]
    assert len(names) == len(set(names))


@settings(max_examples=400, deadline=None)
@given(mask=st.integers(0, ALL_MASK), overrides=rule_overrides, order=st.randoms())
def test_taking_the_missing_cards_of_a_near_yaku_makes_it_and_fewer_do_not(mask, overrides, order):
    rules = load_preset("nintendo", overrides)
    for near in (p for p in yaku_progress(mask, rules) if not p.held):
        assert 0 < near.have < near.need
        assert (mask & near.cards).bit_count() == near.have
        missing = ids_from_mask(near.cards & ~mask)
        order.shuffle(missing)
        short = near.need - near.have
        fewer = mask | sum(1 << card for card in missing[: short - 1])
        assert near.name not in dict(evaluate_yaku(fewer, rules))
        if near.name in VIEWING_YAKU and rules.viewing_yaku == "with_other":
            continue  # it scores only beside another yaku
        enough = mask | sum(1 << card for card in missing[:short])
        made = {name for name, _ in evaluate_yaku(enough, rules)}
        assert made & FAMILY[near.name], (near, made)


def test_the_sake_cup_counts_where_the_rule_says():
    eight_chaff = ("1-3", "1-4", "2-3", "2-4", "3-3", "3-4", "4-3", "4-4")
    pile = mask_of(*eight_chaff, "9-1")
    counted = {
        rule: {
            p.name: (p.have, p.need)
            for p in yaku_progress(pile, load_preset("nintendo", {"sake_cup": rule}))
        }
        for rule in CHOICES["sake_cup"]
    }
    assert counted["animal"]["kasu"] == (8, 10)  # the cup is an animal only
    assert counted["both"]["kasu"] == (9, 10)
    assert counted["chaff"]["kasu"] == (9, 10)
    animals = mask_of("2-1", "4-1", "9-1")
    chaff_only = load_preset("nintendo", {"sake_cup": "chaff"})
    tane = {p.name: p.have for p in yaku_progress(animals, chaff_only)}["tane"]
    assert tane == 2


def test_a_near_yaku_is_impossible_once_its_cards_are_gone():
    rules = load_preset("nintendo")
    mine = mask_of("7-1", "10-1")  # boar and deer
    gone = mask_of("6-1")  # the butterflies went to the other seat
    near = {p.name: p for p in yaku_progress(mine, rules, gone=gone)}
    assert not near["ino-shika-cho"].possible
    assert near["tane"].possible  # there are other animals to take
    assert {p.name: p for p in yaku_progress(mine, rules)}["ino-shika-cho"].possible


def test_a_yaku_whose_cards_the_other_seat_took_is_out_of_reach():
    rules = load_preset("nintendo")
    boar_butterflies, deer = mask_of("7-1", "6-1"), mask_of("10-1", "1-3")
    mine = {p.name: p for p in seat_progress([boar_butterflies, deer], 0, rules)}
    assert (mine["ino-shika-cho"].have, mine["ino-shika-cho"].possible) == (2, False)
    assert mine["tane"].possible


def test_tsukimi_zake_is_out_of_reach_for_both_when_each_holds_one_of_its_cards():
    rules = load_preset("nintendo")
    piles = [mask_of("8-1"), mask_of("9-1")]  # the moon / the sake cup
    first = {p.name: p for p in seat_progress(piles, 0, rules)}
    second = {p.name: p for p in seat_progress(piles, 1, rules)}
    assert not first["tsukimi-zake"].possible and not second["tsukimi-zake"].possible
    assert second["hanami-zake"].possible  # the curtain is still to be had
    assert "hanami-zake" not in first  # the moon alone has not started it


def test_the_ones_out_of_reach_come_after_every_one_still_possible():
    rules = load_preset("nintendo")
    piles = [mask_of("7-1", "10-1", "8-1", "3-3"), mask_of("6-1", "9-1")]
    progress = seat_progress(piles, 0, rules)
    possible = [p.possible for p in progress if not p.held]
    assert possible == sorted(possible, reverse=True) and False in possible
    assert [p.name for p in progress if not p.possible] == ["ino-shika-cho", "tsukimi-zake"]


def test_three_seats_pool_what_the_others_took():
    rules = load_preset("nintendo")
    piles = [mask_of("1-1", "3-1"), mask_of("8-1"), mask_of("11-1", "12-1")]
    bright = {p.name: p for p in seat_progress(piles, 0, rules)}["sanko"]
    assert not bright.possible  # the other two plain brights went to seats 1 and 2
    assert {p.name: p for p in seat_progress(piles[:2] + [0], 0, rules)}["sanko"].possible


@settings(max_examples=300, deadline=None)
@given(mine=st.integers(0, ALL_MASK), theirs=st.integers(0, ALL_MASK), overrides=rule_overrides)
def test_possible_means_the_cards_not_gone_can_still_make_it(mine, theirs, overrides):
    rules = load_preset("nintendo", overrides)
    theirs &= ~mine
    for near in seat_progress([mine, theirs], 0, rules):
        if near.held:
            continue
        everything_left = ALL_MASK & ~theirs
        if not near.possible:
            assert near.name not in dict(evaluate_yaku(everything_left, rules)), near
            continue
        if near.name in VIEWING_YAKU and rules.viewing_yaku == "with_other":
            continue  # it scores only beside another yaku
        made = {name for name, _ in evaluate_yaku(mine | (near.cards & ~theirs), rules)}
        assert made & FAMILY[near.name], (near, made)


def test_the_yaku_list_points_are_the_scorer_s():
    nintendo = load_preset("nintendo")
    assert yaku_points("goko", nintendo) == 10 and yaku_points("sanko", nintendo) == 5
    assert yaku_points("kasu", nintendo) == 1 and yaku_points("akatan-aotan", nintendo) == 10
    classic = load_preset("classic")
    assert yaku_points("goko", classic) == 15
    assert yaku_points("hanami-zake", classic) == classic.viewing_points  # with another yaku
    assert yaku_points("hanami-zake", load_preset("nintendo", {"viewing_yaku": "never"})) is None
    assert yaku_points("akatan-aotan", load_preset("mobile")) is None  # legacy, no bonus
    assert yaku_points("akatan-aotan", load_preset("koikoi-japan")) == 10  # the legacy bonus
    assert yaku_points("akatan-aotan", load_preset("nintendo", {"bukku": True})) is None
    for name, cards in MINIMAL_CARDS.items():
        points = yaku_points(name, nintendo)
        if points is not None:
            assert dict(evaluate_yaku(cards, nintendo))[name] == points
