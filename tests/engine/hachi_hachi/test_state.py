"""A hachi-hachi match through its state: the deal, teyaku shown or hidden, the field
multiplier and its carry-over, shobu, sage with the lone caller's double payment, the cancel,
the feeder's liability and the match result."""

import pytest

from game.engine.actions import declare, play
from game.engine.cards import card_id
from game.engine.errors import EngineError, IllegalActionError
from game.engine.fishing.deal import TableDeal
from game.engine.hachi_hachi.rules import load_rules
from game.engine.hachi_hachi.state import DECIDE, TEYAKU_PHASE, HachiHachiState

RULES = load_rules()
SHOW, HIDE, SHOBU, SAGE, CANCEL = (
    declare(c) for c in ("show", "hide", "shobu", "sage", "cancel")
)  # fmt: skip


def ids(*codes):
    return tuple(card_id(c) for c in codes)


def deal(hands, field):
    named = [c for hand in hands for c in hand] + list(field)
    rest = tuple(c for c in range(48) if c not in set(ids(*named)))
    return TableDeal(tuple(ids(*h) for h in hands), ids(*field), rest)


PLAIN_HANDS = (
    ("1-1", "2-1", "3-1", "4-1", "5-1", "6-1", "7-1"),  # no teyaku (sunashi is 0)
    ("1-2", "2-2", "3-2", "4-2", "5-2", "6-2", "7-2"),  # aka
    ("1-3", "2-3", "3-3", "4-3", "5-3", "6-3", "7-3"),  # karasu
)


def test_three_seats_seven_cards_six_on_the_field():
    state = HachiHachiState(RULES, 3, seed=1)
    assert [h.bit_count() for h in state.hands] == [7, 7, 7]
    assert state.field.bit_count() == 6 and state.stock_left() == 21
    with pytest.raises(EngineError, match="played by 3 players, not 4"):
        HachiHachiState(RULES, 4, seed=1)


def test_each_seat_with_a_teyaku_says_show_or_hide_in_turn_order():
    field = ("8-3", "8-4", "9-3", "9-4", "10-3", "10-4")
    state = HachiHachiState.from_deal(deal(PLAIN_HANDS, field), rules=RULES, dealer=0)
    assert (state.phase, state.current) == (TEYAKU_PHASE, 1)
    assert state.legal_actions() == [SHOW, HIDE]
    assert state.teyaku_offered(1) == (("aka", 2),)
    assert state.information(2)._public.found == [(), (), (("karasu", 4),)]
    state.apply(SHOW)
    assert state.revealed[1] == sum(1 << c for c in ids(*PLAIN_HANDS[1]))  # no chaff: all
    assert (state.phase, state.current) == (TEYAKU_PHASE, 2)
    state.apply(HIDE)
    assert state.shown == [(), (("aka", 2),), ()]
    assert (state.phase, state.current) == ("play", 0)
    with pytest.raises(IllegalActionError):
        state.apply(SHOW)


def test_auto_declare_shows_every_teyaku():
    auto = RULES.with_overrides(teyaku_declare="auto")
    field = ("8-3", "8-4", "9-3", "9-4", "10-3", "10-4")
    state = HachiHachiState.from_deal(deal(PLAIN_HANDS, field), rules=auto, dealer=0)
    assert state.phase == "play"
    assert state.shown == [(), (("aka", 2),), (("karasu", 4),)]
    assert state.revealed[2] == sum(1 << c for c in ids(*PLAIN_HANDS[2]))


def test_the_field_multiplier_and_its_carry_over():
    field = ("1-1", "12-1", "9-3", "9-4", "10-3", "10-4")
    auto = RULES.with_overrides(teyaku_declare="auto")
    plain = ("8-3", "8-4", "9-3", "9-4", "10-3", "10-4")
    hands = (PLAIN_HANDS[0][1:] + ("8-1",), PLAIN_HANDS[1], PLAIN_HANDS[2])
    first = deal((PLAIN_HANDS[0][1:] + ("8-1",), PLAIN_HANDS[1], PLAIN_HANDS[2]), field)
    state = HachiHachiState.from_deal(first, rules=auto, dealer=0)
    assert (state.multiplier, state.carry) == (4, (2,))
    second = HachiHachiState.from_deal(deal(hands, plain), rules=auto, carry=(2,))
    assert (second.multiplier, second.carry) == (2, ())


def position(rules=RULES, **kw):
    base = dict(
        hands=[["12-3", "2-3"], ["5-3", "6-3"], ["7-3", "10-3"]],
        field=["12-1", "4-3"],
        captured=[["1-1", "3-1", "8-1"], [], []],
        stock=["9-3", "11-4", "9-4"],
        rules=rules,
        dealer=0,
    )
    base.update(kw)
    return HachiHachiState.from_position(**base)


def test_a_dekiyaku_asks_shobu_or_sage_and_shobu_is_paid_by_each_opponent():
    state = position()
    state.apply(play("12-3"))
    assert (state.phase, state.current) == (DECIDE, 0)
    assert state.legal_actions() == [SHOBU, SAGE]
    state.apply(SHOBU)
    result = state.last_round_end
    assert result.reason == "shobu" and result.winner == 0
    assert result.payments == ((1, 0, 120, "shiko"), (2, 0, 120, "shiko"))
    assert state.scores == [240, -120, -120]
    assert state.round == 2 and state.dealer == 0


def test_a_lone_sage_caller_pays_double_when_an_opponent_calls_shobu():
    state = position(
        hands=[["12-3", "2-3"], ["3-3", "6-3"], ["7-3", "10-3"]],
        field=["12-1", "3-2"],
        captured=[["1-1", "3-1", "8-1"], ["1-2", "2-2"], []],
        stock=["9-3", "10-4"],
    )
    state.apply(play("12-3"))
    state.apply(SAGE)
    assert (state.phase, state.current) == ("play", 1)
    state.apply(play("3-3"))
    assert state.deki_now[1] == (("akatan", 7),)
    state.apply(SHOBU)
    assert state.last_round_end.payments == ((0, 1, 168, "akatan"),)
    assert state.scores == [-168, 168, 0]


def test_a_sage_caller_may_cancel_at_the_start_of_a_later_turn_for_half():
    state = position()
    state.apply(play("12-3"))
    state.apply(SAGE)
    state.apply(play("5-3"))
    assert CANCEL not in state.legal_actions()
    state.apply(play("7-3"))
    assert state.current == 0 and state.legal_actions() == [play("2-3"), CANCEL]
    state.apply(CANCEL)
    result = state.last_round_end
    assert result.reason == "cancel"
    assert result.payments == ((1, 0, 60, "shiko"), (2, 0, 60, "shiko"))


def test_no_cancel_where_the_preset_has_none():
    state = position(rules=RULES.with_overrides(cancel="off"))
    state.apply(play("12-3"))
    state.apply(SAGE)
    state.apply(play("5-3"))
    state.apply(play("7-3"))
    assert CANCEL not in state.legal_actions()


def fed_position(rules, feeder_hand):
    return HachiHachiState.from_position(
        hands=[["12-3", "2-3"], ["5-3", "6-3"], feeder_hand],
        field=["4-3", "5-4"],
        captured=[["1-1", "3-1", "8-1"], [], []],
        stock=["9-3", "11-4"],
        rules=rules,
        dealer=2,
    )


def test_the_feeder_of_the_fourth_bright_pays_double():
    state = fed_position(load_rules().with_overrides(hatto="shiko"), ["12-1", "7-3"])
    state.apply(play("12-1"))
    state.apply(play("12-3"))
    assert state.liable[0] == {"shiko": 2}
    state.apply(SHOBU)
    assert state.last_round_end.payments == ((2, 0, 240, "shiko"),)


def test_a_last_hand_card_feeds_without_liability():
    state = fed_position(load_rules().with_overrides(hatto="shiko"), ["12-1"])
    state.apply(play("12-1"))
    state.apply(play("12-3"))
    assert state.liable[0] == {}


def test_no_liability_without_the_rule():
    state = fed_position(RULES, ["12-1", "7-3"])
    state.apply(play("12-1"))
    state.apply(play("12-3"))
    assert state.liable[0] == {}


def test_on_completion_pays_each_yaku_as_it_is_made():
    state = position(rules=load_rules("shiragiku"))
    state.apply(play("12-3"))
    assert state.scores == [240, -120, -120]
    state.apply(SHOBU)
    assert state.last_round_end.score_delta == (240, -120, -120)


def test_a_shown_shiso_ends_the_round_where_a_preset_says():
    rules = RULES.with_overrides(shiso_wins_round=True)
    hands = (
        ("11-1", "11-2", "11-3", "11-4", "12-2", "12-3", "12-4"),
        PLAIN_HANDS[0],
        ("1-3", "2-3", "3-3", "4-3", "5-3", "6-3", "8-1"),
    )
    state = HachiHachiState.from_deal(deal(hands, ("8-3", "8-4", "9-3", "9-4", "10-3", "10-4")),
                                      rules=rules, dealer=0)  # fmt: skip
    state.apply(SHOW)  # seat 0: shiso and karasu
    assert state.round == 1
    state.apply(HIDE)  # seat 2 hides its pikaichi
    result = state.round_results[-1]
    assert result["reason"] == "shiso" and result["winner"] == 0
    assert result["score_delta"] == (576, -288, -288)


def test_the_match_ends_after_its_months_with_a_ranking():
    rules = RULES.with_overrides(months=2)
    state = HachiHachiState(rules, 3, seed=5)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.round == 2 and len(state.round_results) == 2
    assert sum(state.returns()) == 0
    ranking = state.ranking()
    assert [state.scores[s] for s in ranking] == sorted(state.scores, reverse=True)


def test_a_round_ended_at_the_deal_by_shiso_replays_from_its_record():
    from game.engine import games

    rules = RULES.with_overrides(shiso_wins_round=True, teyaku_declare="auto", months=2)
    hands = (
        ("11-1", "11-2", "11-3", "11-4", "12-2", "12-3", "12-4"),
        PLAIN_HANDS[0],
        ("1-3", "2-3", "3-3", "4-3", "5-3", "6-3", "8-1"),
    )
    field = ("8-3", "8-4", "9-3", "9-4", "10-3", "10-4")
    state = HachiHachiState(rules, 3, seed=4, deals=[deal(hands, field)], first_dealer=0)
    assert state.shown[2] == (("pikaichi", 4),)  # auto: shown at once ...
    assert (state.phase, state.current) == (TEYAKU_PHASE, 0)  # ... but the shiso is asked
    state.apply(SHOW)
    assert state.round == 2 and state.round_results[0]["reason"] == "shiso"
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    record = games.record_of(state)
    replayed, results = games.replay(record)
    assert replayed.returns() == state.returns()
    assert [r["reason"] for r in results] == [r["reason"] for r in state.round_results]
