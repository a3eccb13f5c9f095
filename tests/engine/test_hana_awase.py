"""Hana-awase: exact card values, every yaku and exclusivity rule, par and the zero-sum
settlement for 2, 3 and 4 players, the deal variants, dealers and every rule key."""

import random

import pytest

from game.engine import events as ev
from game.engine.cards import ALL_MASK, CARDS
from game.engine.events import RoundEnded, RoundStarted
from game.engine.hana_awase.rules import load_rules, preset_names
from game.engine.hana_awase.scoring import card_points, par, settle, yaku
from game.engine.hana_awase.state import HanaAwaseState
from tests.engine.table_helpers import hana_position, mask, of_type, run

SEED = load_rules()


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.code)
def test_every_card_value(card):
    expected = {"bright": 20, "animal": 10, "ribbon": 5, "chaff": 1}[card.kind]
    assert card_points(card.bit, SEED) == expected


def test_the_deck_is_worth_264_or_240_without_chaff():
    assert card_points(ALL_MASK, SEED) == SEED.deck_points == 264
    free = load_rules(overrides={"chaff_points": 0})
    assert card_points(ALL_MASK, free) == free.deck_points == 240
    assert par(free, 3) == 80


def held(codes, rules=SEED):
    return yaku(mask(*codes.split()), rules)


RIBBONS_9 = "1-2 2-2 3-2 4-2 5-2 6-2 7-2 9-2 10-2"


@pytest.mark.parametrize(
    "codes, expected",
    [
        ("1-1 3-1 8-1 11-1 12-1", [("goko", 200), ("matsukiri-bozu", 30)]),
        ("1-1 3-1 8-1 12-1", [("shiko", 60), ("matsukiri-bozu", 30)]),
        ("1-1 8-1 12-1", [("matsukiri-bozu", 30)]),
        ("1-1 2-1 3-1", [("omote-sugawara", 30)]),
        (
            "1-1 2-1 3-1 8-1 11-1 12-1",
            [("goko", 200), ("omote-sugawara", 30), ("matsukiri-bozu", 30)],
        ),
        ("1-2 2-2 4-2 5-2 6-2 9-2 10-2", [("nanatan", 40), ("aotan", 40)]),
        (RIBBONS_9, [("nanatan", 40), ("akatan", 40), ("aotan", 40), ("kusatan", 20)]),
        ("1-2 2-2 4-2 5-2 6-2 9-2", [("rokutan", 30)]),
        ("1-2 2-2 4-2 5-2 6-2 9-2 11-3", [("rokutan", 30)]),  # the willow ribbon is no ribbon here
        ("1-2 2-2 3-2", [("akatan", 40)]),
        ("6-2 9-2 10-2", [("aotan", 40)]),
        ("4-2 5-2 7-2", [("kusatan", 20)]),
        ("6-1 7-1 10-1", [("ino-shika-cho", 30)]),
        ("3-1 8-1 9-1", [("nomi", 30)]),
        ("3-1 9-1", [("hanami-zake", 20)]),
        ("8-1 9-1", [("tsukimi-zake", 20)]),
        ("4-1 4-2 4-3 4-4", [("fuji-shima", 20)]),
        ("11-1 11-2 11-3 11-4", [("ame-shima", 20)]),
        ("12-1 12-2 12-3 12-4", [("kiri-shima", 20)]),
        ("1-1 1-2 1-3 1-4", []),
        ("3-1 9-1 11-1", [("hanami-zake", 20)]),  # rain does not cancel in seed 003
    ],
)  # fmt: skip
def test_every_yaku_and_the_exclusivity_rules(codes, expected):
    assert held(codes) == (expected, ())


def test_bright_and_viewing_rule_keys():
    exclusive = load_rules(overrides={"brights_exclusive": True})
    assert held("1-1 2-1 3-1 8-1 11-1 12-1", exclusive)[0] == [("goko", 200)]
    assert held("1-1 3-1 8-1 12-1", exclusive)[0] == [("shiko", 60)]
    stacking = load_rules(overrides={"nomi_stacks": True})
    assert held("3-1 8-1 9-1", stacking)[0] == [
        ("nomi", 30),
        ("hanami-zake", 20),
        ("tsukimi-zake", 20),
    ]
    no_nomi = load_rules(overrides={"nomi": 0})
    assert held("3-1 8-1 9-1", no_nomi)[0] == [("hanami-zake", 20), ("tsukimi-zake", 20)]
    willow = load_rules(overrides={"nanatan_counts_willow": True})
    assert held("1-2 2-2 4-2 5-2 6-2 9-2 11-3", willow)[0] == [("nanatan", 40)]


@pytest.mark.parametrize(
    "rain, codes, expected",
    [
        ("rain_man", "3-1 9-1 11-1", ([], ("hanami-zake",))),
        ("rain_man", "3-1 9-1 11-2", ([("hanami-zake", 20)], ())),
        ("any_willow", "3-1 8-1 9-1 11-4", ([], ("nomi",))),
    ],
)
def test_rain_cancelling_the_viewings(rain, codes, expected):
    assert held(codes, load_rules(overrides={"rain_cancels_viewing": rain})) == expected


@pytest.mark.parametrize(
    "key, codes, name",
    [
        ("goko", "1-1 3-1 8-1 11-1 12-1", "goko"),
        ("shiko", "1-1 3-1 8-1 12-1", "shiko"),
        ("matsukiri_bozu", "1-1 8-1 12-1", "matsukiri-bozu"),
        ("omote_sugawara", "1-1 2-1 3-1", "omote-sugawara"),
        ("nanatan", "1-2 2-2 4-2 5-2 6-2 9-2 10-2", "nanatan"),
        ("rokutan", "1-2 2-2 4-2 5-2 6-2 9-2", "rokutan"),
        ("akatan", "1-2 2-2 3-2", "akatan"),
        ("aotan", "6-2 9-2 10-2", "aotan"),
        ("kusatan", "4-2 5-2 7-2", "kusatan"),
        ("ino_shika_cho", "6-1 7-1 10-1", "ino-shika-cho"),
        ("nomi", "3-1 8-1 9-1", "nomi"),
        ("hanami_zake", "3-1 9-1", "hanami-zake"),
        ("tsukimi_zake", "8-1 9-1", "tsukimi-zake"),
        ("fuji_shima", "4-1 4-2 4-3 4-4", "fuji-shima"),
        ("ame_shima", "11-1 11-2 11-3 11-4", "ame-shima"),
        ("kiri_shima", "12-1 12-2 12-3 12-4", "kiri-shima"),
    ],
)
def test_every_value_key_sets_its_yaku(key, codes, name):
    assert (name, 55) in held(codes, load_rules(overrides={key: 55}))[0]
    assert name not in dict(held(codes, load_rules(overrides={key: 0}))[0])


def test_presets_hold_the_other_value_tables():
    assert preset_names() == ["fudawiki", "sazano", "seed003"]
    wiki = load_rules("fudawiki")
    assert held("1-1 3-1 8-1 11-1 12-1", wiki)[0] == [("goko", 100)]  # brights exclusive
    assert held("3-1 8-1 9-1", wiki)[0] == [("nomi", 40)]
    assert held("6-1 7-1 10-1", wiki)[0] == [("ino-shika-cho", 20)]
    assert held("11-1 11-2 11-3 11-4", wiki)[0] == [("ame-shima", 10)]
    sazano = load_rules("sazano")
    assert held("1-1 8-1 12-1", sazano)[0] == [("matsukiri-bozu", 20)]
    assert held("12-1 12-2 12-3 12-4", sazano)[0] == []
    assert held("1-1 3-1 8-1 11-1 12-1", sazano)[0] == [("goko", 200), ("matsukiri-bozu", 20)]


# ---------------------------------------------------------------- settlement
def test_par_is_the_deck_shared_evenly():
    assert [par(SEED, n) for n in (2, 3, 4)] == [132, 88, 66]


def test_zero_sum_settlement_for_three_and_four_players():
    assert settle([108, 98, 58], [230, 30, 140], SEED) == [310, -300, -10]
    assert settle([100, 80, 50, 34], [0, 40, 30, 0], SEED) == [-36, 104, 34, -102]
    assert settle([150, 114], [30, 0], SEED) == [48, -48]
    additive = load_rules(overrides={"scoring": "additive"})
    assert settle([108, 98, 58], [230, 30, 140], additive) == [338, 128, 198]


def end_position(**rules):
    """Three players, one card each and three stock cards left; everything else captured."""
    return hana_position(
        [["1-3"], ["2-3"], ["3-3"]],
        ["1-4", "2-4", "3-4", "4-4", "5-3", "6-3"],
        [
            ["1-1", "3-1", "8-1", "12-1", "11-1", "7-3", "7-4", "8-3", "8-4"],
            ["2-1", "4-1", "5-1", "6-1", "7-1", "8-2", "9-1", "10-1", "11-2"]
            + ["9-3", "9-4", "10-3", "10-4"],
            ["1-2", "2-2", "3-2", "4-2", "5-2", "6-2", "7-2", "9-2", "10-2", "11-3"]
            + ["11-4", "12-2", "12-3", "12-4"],
        ],
        ["4-3", "5-4", "6-4"],
        **rules,
    )


def test_a_three_player_round_settles_exactly_and_sums_to_zero():
    state = end_position(rounds=1)
    events = run(state, ("play", "1-3"), ("play", "2-3"), ("play", "3-3"))
    (end,) = of_type(events, RoundEnded)
    assert end.card_points == (108, 98, 58) and sum(end.card_points) == 264
    assert end.yaku == (
        (("goko", 200), ("matsukiri-bozu", 30)),
        (("ino-shika-cho", 30),),
        (("nanatan", 40), ("akatan", 40), ("aotan", 40), ("kusatan", 20)),
    )
    assert end.score_delta == (310, -300, -10) and end.leftover == ()
    assert state.is_terminal() and state.returns() == (310, -300, -10) and state.winner() == 0
    assert of_type(events, ev.MatchEnded) == [ev.MatchEnded((310, -300, -10), 0, 1)]


def test_the_round_top_scorer_deals_next_or_the_deal_rotates():
    events = run(end_position(dealer=1, current=0), *[("play", c) for c in ("1-3", "2-3", "3-3")])
    assert of_type(events, RoundStarted)[-1].dealer == 0
    rotate = end_position(dealer=1, current=0, next_dealer="rotate")
    events = run(rotate, *[("play", c) for c in ("1-3", "2-3", "3-3")])
    assert of_type(events, RoundStarted)[-1].dealer == 2


def test_fuke_makes_the_round_a_draw_and_the_dealer_stays():
    state = end_position(fuke=60, dealer=2, current=0)
    events = run(state, ("play", "1-3"), ("play", "2-3"), ("play", "3-3"))
    (end,) = of_type(events, RoundEnded)
    assert end.reason == "fuke" and end.fuke == (2,) and end.score_delta == (0, 0, 0)
    assert of_type(events, RoundStarted)[-1].dealer == 2


# ---------------------------------------------------------------- deals and dealers
@pytest.mark.parametrize(
    "seats, deal, hand, field, stock",
    [
        (2, "ten_cards", 10, 8, 20),
        (2, "play_out_stock", 8, 8, 24),
        (3, "ten_cards", 7, 6, 21),
        (4, "ten_cards", 5, 8, 20),
    ],
)
def test_deal_sizes(seats, deal, hand, field, stock):
    state = HanaAwaseState(load_rules(overrides={"two_player_deal": deal}), seats, seed=4)
    assert [h.bit_count() for h in state.hands] == [hand] * seats
    assert state.field.bit_count() == field and state.stock_left() == stock


@pytest.mark.parametrize("deal", ["ten_cards", "play_out_stock"])
def test_two_players_capture_every_card(deal):
    state = HanaAwaseState(load_rules(overrides={"two_player_deal": deal}), 2, seed=6)
    rng = random.Random(6)
    events = []
    while state.round == 1:
        legal = state.legal_actions()
        events += state.apply(legal[rng.randrange(len(legal))])
    (end,) = of_type(events, RoundEnded)
    assert end.leftover == () and sum(end.card_points) == 264 and sum(end.score_delta) == 0
    plays = len(of_type(events, ev.CardPlayed))
    draws = len(of_type(events, ev.CardDrawn))
    assert (plays, draws) == ((20, 20) if deal == "ten_cards" else (16, 24))


@pytest.mark.parametrize("mode", ["earliest", "latest"])
def test_the_first_dealer_by_card_draw(mode):
    for seed in range(30):
        drawn = random.Random(seed).sample(range(48), 4)
        if mode == "earliest":
            expected = drawn.index(min(drawn))
        else:
            expected = max(range(4), key=lambda s: (drawn[s] >> 2, -drawn[s]))
        state = HanaAwaseState(load_rules(overrides={"first_dealer": mode}), 4, seed=seed)
        assert state.dealer == expected


def test_a_hand_with_four_of_a_month_is_redealt_only_with_hand_four():
    def redeals(rules, seed):
        state = HanaAwaseState(rules, 3, seed=seed)
        return [e.reason for e in of_type(state.initial_events(), ev.Redealt)]

    strict = load_rules(overrides={"hand_four": True})
    for seed in range(600):
        if "four of a month in a hand" in redeals(strict, seed):
            assert "four of a month in a hand" not in redeals(SEED, seed)
            return
    raise AssertionError("no seed dealt four of a month into a hand")


def test_a_match_lasts_its_rounds():
    state = HanaAwaseState(load_rules(overrides={"rounds": 3}), 4, seed=1)
    rng = random.Random(1)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.round == 3 and len(state.round_results) == 3
    assert sum(state.returns()) == 0


def test_four_willows_cancel_the_yaku_when_the_rule_says_so():
    from game.engine.hana_awase.scoring import cancel_for_ame_shima

    held = [(("ame-shima", 20), ("akatan", 40)), (("goko", 200),), ()]
    assert cancel_for_ame_shima(held, SEED) == held
    every = load_rules(overrides={"ame_shima_cancels": "all_yaku"})
    assert cancel_for_ame_shima(held, every) == [(), (), ()]
    others = load_rules(overrides={"ame_shima_cancels": "others_yaku"})
    assert cancel_for_ame_shima(held, others) == [held[0], (), ()]
    without = [(("akatan", 40),), (("goko", 200),), ()]
    assert cancel_for_ame_shima(without, every) == without


def test_compensation_for_few_cards_with_three_players():
    from game.engine.hana_awase.scoring import compensation

    paid = load_rules(overrides={"compensation": 30})
    assert compensation([8, 20, 20], 0, paid) == [60, -30, -30]
    assert compensation([9, 20, 19], 0, paid) == [0, 0, 0]
    assert compensation([20, 20, 10], 0, paid) == [-30, -30, 60]
    assert compensation([10, 8, 20], 1, paid) == [30, 30, -60]  # seat 0 is third: limit 10
    assert compensation([8, 20, 20], 0, SEED) == [0, 0, 0]
    assert compensation([8, 20, 20, 20], 0, paid) == [0, 0, 0, 0]  # three players only


def test_compensation_and_ame_shima_in_a_played_round():
    state = end_position(rounds=1, ame_shima_cancels="all_yaku")  # nobody holds four willows
    events = run(state, ("play", "1-3"), ("play", "2-3"), ("play", "3-3"))
    assert of_type(events, RoundEnded)[0].score_delta == (310, -300, -10)

    def few_cards(**rules):
        """The dealer ends the round with 7 cards."""
        return hana_position(
            [["1-3"], ["2-3"], ["3-3"]],
            ["1-4", "2-4", "3-4", "4-4", "5-3", "6-3"],
            [
                ["1-1", "3-1", "8-1"],
                ["2-1", "4-1", "5-1", "6-1", "7-1", "8-2", "9-1", "10-1", "11-2"]
                + ["9-3", "9-4", "10-3", "10-4", "12-1", "11-1", "7-3", "7-4", "8-3", "8-4"],
                ["1-2", "2-2", "3-2", "4-2", "5-2", "6-2", "7-2", "9-2", "10-2", "11-3"]
                + ["11-4", "12-2", "12-3", "12-4"],
            ],
            ["4-3", "5-4", "6-4"],
            rounds=1,
            **rules,
        )

    plain = run(few_cards(), *[("play", c) for c in ("1-3", "2-3", "3-3")])
    (end,) = of_type(plain, RoundEnded)
    assert end.card_points == (64, 142, 58) and end.score_delta == (-194, -26, 220)
    paid = run(few_cards(compensation=30), *[("play", c) for c in ("1-3", "2-3", "3-3")])
    assert of_type(paid, RoundEnded)[0].score_delta == (-134, -56, 190)
