"""Property-based checks of scoring over random capture piles and random rule sets."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import ALL_MASK
from game.engine.koikoi.rules import CHOICES, load_preset
from game.engine.koikoi.scoring import evaluate_yaku, stop_score, yaku_cards, yaku_total

BRIGHT_YAKU = {"goko", "shiko", "ame-shiko", "sanko"}

rule_overrides = st.fixed_dictionaries(
    {
        "viewing_yaku": st.sampled_from(CHOICES["viewing_yaku"]),
        "calculation": st.sampled_from(CHOICES["calculation"]),
        "sake_cup": st.sampled_from(CHOICES["sake_cup"]),
        "koikoi_multiplier": st.sampled_from(CHOICES["koikoi_multiplier"]),
        "seven_doubling": st.booleans(),
        "bukku": st.booleans(),
        "nomi": st.booleans(),
        "goko": st.sampled_from([10, 15]),
        "viewing_points": st.sampled_from([3, 5]),
    }
)


@settings(max_examples=400, deadline=None)
@given(
    mask=st.integers(min_value=0, max_value=ALL_MASK),
    overrides=rule_overrides,
    own=st.integers(0, 5),
    opponent=st.integers(0, 5),
)
def test_yaku_are_consistent_under_any_rule_set(mask, overrides, own, opponent):
    rules = load_preset("nintendo", overrides)
    yaku = evaluate_yaku(mask, rules, own)
    names = [name for name, _ in yaku]
    assert len(names) == len(set(names))
    assert len(BRIGHT_YAKU.intersection(names)) <= 1
    assert all(points > 0 for _, points in yaku)
    for name in names:
        cards = yaku_cards(name, mask, rules)
        assert cards and cards & ~mask == 0
    total = yaku_total(mask, rules, own)
    assert total == sum(points for _, points in yaku)
    assert stop_score(total, rules, own, opponent) >= total


@settings(max_examples=200, deadline=None)
@given(
    mask=st.integers(min_value=0, max_value=ALL_MASK),
    extra=st.integers(0, 47),
    preset=st.sampled_from(["nintendo", "mobile", "koikoi-japan", "classic"]),
)
def test_taking_one_more_card_never_lowers_the_total(mask, extra, preset):
    rules = load_preset(preset)
    assert yaku_total(mask | (1 << extra), rules) >= yaku_total(mask, rules)
