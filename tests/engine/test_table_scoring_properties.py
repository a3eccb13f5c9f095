"""Property checks of roppyakken's and hana-awase's scoring over random piles and rule sets."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import ALL_MASK, WILLOWS
from game.engine.hana_awase import rules as hana
from game.engine.hana_awase.scoring import card_points as hana_points
from game.engine.hana_awase.scoring import settle, yaku
from game.engine.roppyakken import rules as ropp
from game.engine.roppyakken.scoring import card_points, dekiyaku

piles = st.integers(min_value=0, max_value=ALL_MASK)
ropp_rules = st.fixed_dictionaries(
    {
        "rain_cards": st.sampled_from(ropp.CHOICES["rain_cards"]),
        "teppo_stacks": st.booleans(),
        "nanatan_counts_willow": st.booleans(),
        "sun_saves": st.booleans(),
        "fuji_shima": st.sampled_from([0, 50]),
    }
).map(lambda overrides: ropp.load_rules(overrides=overrides))
hana_rules = st.fixed_dictionaries(
    {
        "brights_exclusive": st.booleans(),
        "nomi_stacks": st.booleans(),
        "nanatan_counts_willow": st.booleans(),
        "rain_cancels_viewing": st.sampled_from(hana.CHOICES["rain_cancels_viewing"]),
        "chaff_points": st.sampled_from([0, 1]),
    }
).map(lambda overrides: hana.load_rules(overrides=overrides))


@settings(max_examples=300, deadline=None)
@given(pile=piles, other=piles, rules=ropp_rules)
def test_roppyakken_card_points_add_and_yaku_are_sound(pile, other, rules):
    assert card_points(pile) + card_points(other & ~pile) == card_points(pile | other)
    held, voided = dekiyaku(pile, rules)
    names = [name for name, _ in held]
    assert len(names) == len(set(names)) and all(points > 0 for _, points in held)
    assert not set(voided) & set(names)
    assert not voided or pile & WILLOWS
    if not pile & WILLOWS:  # without rain more cards never score less
        more, _ = dekiyaku(pile | other & ~WILLOWS, rules)
        assert sum(p for _, p in more) >= sum(p for _, p in held)


@settings(max_examples=300, deadline=None)
@given(cuts=st.lists(st.integers(0, 3), min_size=48, max_size=48), rules=hana_rules)
def test_hana_awase_settlement_is_zero_sum_for_any_split(cuts, rules):
    for seats in (2, 3, 4):
        piles = [0] * seats
        for card, seat in enumerate(cuts):
            piles[seat % seats] |= 1 << card
        cards = [hana_points(p, rules) for p in piles]
        assert sum(cards) == rules.deck_points
        totals = [sum(points for _, points in yaku(p, rules)[0]) for p in piles]
        assert sum(settle(cards, totals, rules)) == 0
        held = [[name for name, _ in yaku(p, rules)[0]] for p in piles]
        for names in held:
            assert not {"goko", "shiko"} <= set(names)
            assert not {"nanatan", "rokutan"} <= set(names)


@settings(max_examples=200, deadline=None)
@given(pile=piles, r=ropp_rules, h=hana_rules)
def test_every_yaku_names_its_cards_inside_the_pile(pile, r, h):
    from game.engine import games

    for game, rules, held in (
        ("roppyakken", r, dekiyaku(pile, r)[0]),
        ("hana-awase", h, yaku(pile, h)[0]),
    ):
        for name, _ in held:
            cards = games.yaku_cards(game, name, pile, rules)
            assert cards and cards & ~pile == 0, (game, name)
