"""Who pays whom how much at a hachi-hachi round's end: every settlement path in exact mon."""

from game.engine.hachi_hachi.rules import load_rules
from game.engine.hachi_hachi.settlement import (
    RoundFacts,
    card_payments,
    completion_payments,
    settle_round,
)

RULES = load_rules()
NONE3 = ((), (), ())
SHIKO_AKATAN = (("shiko", 10), ("akatan", 7))


def facts(**kw) -> RoundFacts:
    base = dict(
        end="exhausted",
        dealer=0,
        multiplier=1,
        teyaku=NONE3,
        dekiyaku=NONE3,
        card_points=(100, 80, 84),
        chaff=(8, 8, 8),
        bonuses=NONE3,
        liable=({}, {}, {}),
    )
    base.update(kw)
    return RoundFacts(**base)


def test_card_settlement_against_par_in_mon():
    done = settle_round(facts(), RULES)
    assert done.payments == ((1, 0, 8, "cards"), (2, 0, 4, "cards"))
    assert done.deltas(3) == [12, -8, -4]
    assert (done.winner, done.kind) == (0, "cards")


def test_a_tie_on_card_points_goes_to_the_earliest_in_turn_order():
    done = settle_round(facts(card_points=(80, 92, 92), dealer=2), RULES)
    assert done.winner == 2


def test_one_seat_below_par_pays_both_above():
    assert card_payments((90, 70, 104), 88, 2) == [(1, 0, 4, "cards"), (1, 2, 32, "cards")]


def test_the_multiplier_applies_to_the_card_settlement():
    assert settle_round(facts(multiplier=4), RULES).deltas(3) == [48, -32, -16]


def test_teyaku_then_cards():
    teyaku = ((("sanbon", 2),), (), (("kuttsuki", 4), ("karasu", 4)))
    done = settle_round(facts(teyaku=teyaku, multiplier=2), RULES)
    assert done.payments == (
        (1, 0, 48, "sanbon"),
        (2, 0, 48, "sanbon"),
        (0, 2, 96, "kuttsuki"),
        (1, 2, 96, "kuttsuki"),
        (0, 2, 96, "karasu"),
        (1, 2, 96, "karasu"),
        (1, 0, 16, "cards"),
        (2, 0, 8, "cards"),
    )
    assert done.deltas(3) == [-72, -256, 328]


def test_shobu_each_opponent_pays_the_callers_total():
    teyaku = ((), (), (("toichi", 3),))
    done = settle_round(facts(end="shobu", caller=1, dekiyaku=((), SHIKO_AKATAN, ()),
                              teyaku=teyaku), RULES)  # fmt: skip
    assert done.payments == (
        (0, 2, 36, "toichi"),
        (1, 2, 36, "toichi"),
        (0, 1, 120, "shiko"),
        (2, 1, 120, "shiko"),
        (0, 1, 84, "akatan"),
        (2, 1, 84, "akatan"),
    )
    assert (done.winner, done.kind) == (1, "shobu")


def test_shobu_a_lone_sage_caller_pays_double_and_the_other_nothing():
    deki = ((), SHIKO_AKATAN, ())
    done = settle_round(facts(end="shobu", caller=1, dekiyaku=deki, sage_callers=(2,)), RULES)
    assert done.payments == ((2, 1, 240, "shiko"), (2, 1, 168, "akatan"))
    off = RULES.with_overrides(sage_penalty="off")
    plain = settle_round(facts(end="shobu", caller=1, dekiyaku=deki, sage_callers=(2,)), off)
    assert plain.deltas(3) == [-204, 408, -204]


def test_shobu_after_both_opponents_called_sage_each_pays_once():
    deki = ((), SHIKO_AKATAN, ())
    done = settle_round(
        facts(end="shobu", caller=1, dekiyaku=deki, sage_callers=(0, 2, 1), multiplier=2), RULES
    )
    assert done.deltas(3) == [-408, 816, -408]


def test_cancel_is_paid_half():
    deki = ((), (), (("akatan", 7),))
    done = settle_round(facts(end="cancel", caller=2, dekiyaku=deki), RULES)
    assert done.payments == ((0, 2, 42, "akatan"), (1, 2, 42, "akatan"))
    jawp = settle_round(facts(end="cancel", caller=2, dekiyaku=deki), load_rules("jawp"))
    assert jawp.deltas(3) == [-35, -35, 70]


def test_hands_exhausted_with_dekiyaku_each_holder_is_paid_half():
    deki = ((("aotan", 7),), (("shiko", 10),), ())
    done = settle_round(facts(dekiyaku=deki, sage_callers=(1, 0), multiplier=2), RULES)
    assert done.payments == (
        (1, 0, 84, "aotan"),
        (2, 0, 84, "aotan"),
        (0, 1, 120, "shiko"),
        (2, 1, 120, "shiko"),
    )
    assert (done.winner, done.kind) == (1, "half_each")


def test_shiragiku_settles_an_exhausted_round_by_card_points():
    deki = ((("aotan", 7),), (), ())
    done = settle_round(facts(dekiyaku=deki, sage_callers=(0,)), load_rules("shiragiku"))
    assert done.deltas(3) == [12, -8, -4]


def test_sohachi_pays_the_dealer_and_cancels_teyaku():
    teyaku = ((("sanbon", 2),), (), ())
    done = settle_round(facts(card_points=(88, 88, 88), dealer=1, teyaku=teyaku), RULES)
    assert done.payments == ((0, 1, 120, "sohachi"), (2, 1, 120, "sohachi"))
    assert (done.winner, done.kind) == (1, "sohachi")
    kept = settle_round(
        facts(card_points=(88, 88, 88), dealer=1, teyaku=teyaku), load_rules("shiragiku")
    )
    assert kept.deltas(3) == [48 - 120, 240 - 24, -120 - 24]


def test_futahachi_and_sujuroku():
    done = settle_round(facts(card_points=(170, 50, 44), multiplier=2), RULES)
    assert done.payments == ((1, 0, 288, "futahachi"), (2, 0, 288, "futahachi"))
    chaff = settle_round(facts(card_points=(80, 90, 94), chaff=(4, 18, 2)), RULES)
    assert chaff.payments == ((0, 1, 192, "sujuroku"), (2, 1, 192, "sujuroku"))
    assert chaff.winner == 1


def test_bonuses_are_paid_after_either_path():
    bonus = ((("tobikomi", 1),), (), (("nukeyaku", 1),))
    done = settle_round(facts(bonuses=bonus), RULES)
    assert done.deltas(3) == [12 + 24 - 12, -8 - 24, -4 - 12 + 24]
    deki = ((), (("aotan", 7),), ())
    shobu = settle_round(facts(end="shobu", caller=1, dekiyaku=deki, bonuses=bonus), RULES)
    assert shobu.deltas(3) == [-84 + 24 - 12, 168 - 24, -84 - 12 + 24]


def test_the_feeder_pays_double_for_the_yaku_it_fed():
    deki = (SHIKO_AKATAN, (), ())
    liable = ({"shiko": 2}, {}, {})
    done = settle_round(facts(end="shobu", caller=0, dekiyaku=deki, liable=liable), RULES)
    assert done.payments == ((2, 0, 240, "shiko"), (1, 0, 84, "akatan"), (2, 0, 84, "akatan"))
    half = settle_round(facts(dekiyaku=deki, liable=liable, sage_callers=(0,)), RULES)
    assert half.payments[0] == (2, 0, 120, "shiko")


def test_on_completion_pays_each_yaku_when_made_and_nothing_at_shobu():
    shira = load_rules("shiragiku")
    made = completion_payments(0, (("shiko", 10),), 3, 2, shira, {})
    assert made == [(1, 0, 240, "shiko"), (2, 0, 240, "shiko")]
    fed = completion_payments(0, (("shiko", 10),), 3, 1, shira, {"shiko": 1})
    assert fed == [(1, 0, 240, "shiko")]
    deki = (SHIKO_AKATAN, (), ())
    assert settle_round(facts(end="shobu", caller=0, dekiyaku=deki), shira).payments == ()


def test_a_shown_shiso_ends_the_round_with_the_teyaku_only():
    teyaku = ((), (("shiso", 20),), (("aka", 2),))
    done = settle_round(facts(end="shiso", caller=1, teyaku=teyaku), RULES)
    assert done.deltas(3) == [-240 - 24, 480 - 24, -240 + 48]
    assert done.winner == 1
