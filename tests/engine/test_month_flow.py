"""Exact state after each action: matching, choices, koi-koi, stops, drawn months, dealers."""

import pytest

from game.engine import events as ev
from game.engine.actions import play, take
from game.engine.cards import card_id
from game.engine.errors import IllegalActionError
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.state import DECIDE, MATCH_OVER, PLAY_CARD, TAKE_AFTER_DRAW, TAKE_AFTER_PLAY
from tests.engine.helpers import snapshot, start


def bit(*codes):
    m = 0
    for code in codes:
        m |= 1 << card_id(code)
    return m


FIELD = ["3-3", "9-3", "6-3", "7-3", "10-3", "1-3", "2-3", "5-3"]


def test_one_match_captures_both_and_unmatched_draw_goes_to_field():
    state = start(["1-1", "12-2"], ["6-1", "10-1"], FIELD, ["11-4", "4-3"], hand_yaku="off")
    events = state.apply(play("1-1"))
    assert state.captured[0] == bit("1-1", "1-3")
    assert state.field & bit("11-4")
    assert not state.field & bit("1-3")
    assert state.current == 1 and state.phase == PLAY_CARD
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["CardPlayed", "Captured", "CardDrawn", "CardToField"]
    assert events[1] == ev.Captured(0, ("1-1", "1-3"), "play")


def test_no_match_leaves_the_played_card_on_the_field():
    state = start(["4-1", "12-2"], ["6-1", "10-1"], FIELD, ["11-4"], hand_yaku="off")
    state.apply(play("4-1"))
    assert state.field & bit("4-1", "11-4") == bit("4-1", "11-4")
    assert state.captured == [0, 0]


def test_two_matches_after_play_the_player_chooses():
    field = ["2-3", "2-4", "6-3", "7-3", "10-3", "1-3", "5-3", "3-3"]
    state = start(["2-1", "12-2"], ["6-1", "10-1"], field, ["11-4"], hand_yaku="off")
    events = state.apply(play("2-1"))
    assert state.phase == TAKE_AFTER_PLAY
    assert events[-1] == ev.ChoiceNeeded(0, "2-1", ("2-3", "2-4"), "play")
    assert set(state.legal_actions()) == {take("2-3"), take("2-4")}
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="choose one of 2-3, 2-4"):
        state.apply(take("1-3"))
    assert snapshot(state) == before
    state.apply(take("2-4"))
    assert state.captured[0] == bit("2-1", "2-4")
    assert state.field & bit("2-3")
    assert state.current == 1


def test_two_matches_after_draw_the_drawn_card_waits_for_the_choice():
    field = ["2-3", "2-4", "6-3", "7-3", "10-3", "1-3", "5-3", "3-3"]
    state = start(["4-1", "12-2"], ["6-1", "10-1"], field, ["2-1"], hand_yaku="off")
    state.apply(play("4-1"))
    assert state.phase == TAKE_AFTER_DRAW
    assert state.pending == card_id("2-1")
    view = state.information(0)
    assert view.pending == card_id("2-1")
    state.apply(take("2-3"))
    assert state.captured[0] == bit("2-1", "2-3")
    assert state.current == 1 and state.phase == PLAY_CARD


def test_three_matches_capture_all_four():
    field = ["5-2", "5-3", "5-4", "6-3", "7-3", "10-3", "1-3", "3-3"]
    state = start(["5-1", "12-2"], ["6-1", "10-1"], field, ["11-4"], hand_yaku="off")
    state.apply(play("5-1"))
    assert state.captured[0] == bit("5-1", "5-2", "5-3", "5-4")


def test_illegal_actions_are_refused_and_change_nothing():
    state = start(["1-1", "12-2"], ["6-1", "10-1"], FIELD, ["11-4"], hand_yaku="off")
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="not in player 0's hand"):
        state.apply(play("6-1"))
    with pytest.raises(IllegalActionError, match="must play a hand card"):
        state.apply(KOIKOI)
    with pytest.raises(IllegalActionError, match="must play a hand card"):
        state.apply(take("1-3"))
    with pytest.raises(IllegalActionError):
        state.apply("play 1-1")
    assert snapshot(state) == before


def _koikoi_month(**overrides):
    # p0: 3-1 takes 3-3, draws 9-1 takes 9-3 -> hanami-zake; p1 builds ino-shika-cho.
    return start(
        ["3-1", "12-2"],
        ["6-1", "10-1"],
        FIELD,
        ["9-1", "7-1", "12-3", "11-4"],
        hand_yaku="off",
        **overrides,
    )


def test_yaku_offers_koikoi_or_stop_and_stop_scores():
    state = _koikoi_month()
    events = state.apply(play("3-1"))
    formed = [e for e in events if isinstance(e, ev.TurnScored)]
    assert formed and formed[0].yaku == (("hanami-zake", 5),) and formed[0].decision
    assert formed[0].new == ("hanami-zake",) and formed[0].stop_score == 5
    assert state.phase == DECIDE and state.legal_actions() == [KOIKOI, STOP]
    events = state.apply(STOP)
    ended = [e for e in events if isinstance(e, ev.RoundEnded)][0]
    assert ended.winner == 0 and ended.score_delta == (5, 0) and ended.reason == "stop"
    assert state.scores == [5, 0]
    assert state.round == 2 and state.dealer == 0


def test_koikoi_then_opponent_stop_doubles_and_caller_scores_nothing():
    state = _koikoi_month()
    state.apply(play("3-1"))
    events = state.apply(KOIKOI)
    assert events == [ev.KoiKoiCalled(0, 1)]
    assert state.koikoi == [1, 0] and state.current == 1
    state.apply(play("6-1"))  # takes 6-3, draws 7-1 takes 7-3
    state.apply(play("12-2"))  # to field, draws 12-3 which takes it; no rise
    assert state.current == 1
    events = state.apply(play("10-1"))  # ino-shika-cho on the last card: automatic stop
    stopped = [e for e in events if isinstance(e, ev.Stopped)]
    assert stopped == [ev.Stopped(1, True)]
    ended = [e for e in events if isinstance(e, ev.RoundEnded)][0]
    assert ended.score_delta == (0, 10) and ended.steps == ("x2 for the opponent's koi-koi",)
    assert state.scores == [0, 10]
    assert state.dealer == 1 and state.current == 1 and state.round == 2


def test_koikoi_once_per_month_forces_the_next_rise_to_stop():
    field = ["3-3", "9-3", "8-3", "6-3", "7-3", "10-3", "1-3", "5-3"]
    state = start(
        ["3-1", "8-1", "12-2"],
        ["4-1", "6-1", "10-1"],
        field,
        ["9-1", "11-4", "12-3"],
        hand_yaku="off",
        koikoi_once_per_month=True,
    )
    state.apply(play("3-1"))
    state.apply(KOIKOI)
    state.apply(play("4-1"))  # to the field, draws 11-4 to the field
    events = state.apply(play("8-1"))  # tsukimi-zake: a rise, one card left, but once only
    assert ev.Stopped(0, True) in events
    assert state.scores == [20, 0]  # 10 points, x2 for 7+


def test_last_hand_card_yaku_stops_automatically():
    state = start(["3-1"], ["6-1"], FIELD, ["9-1", "11-4"], hand_yaku="off")
    events = state.apply(play("3-1"))
    assert ev.Stopped(0, True) in events
    assert state.scores == [5, 0]


@pytest.mark.parametrize(
    "overrides, delta, next_dealer",
    [
        ({}, (0, 0), 0),
        ({"drawn_month_dealer": "alternates"}, (0, 0), 1),
        ({"drawn_month": "dealer_wins", "drawn_month_points": 6}, (6, 0), 0),
        ({"drawn_month": "non_dealer_wins", "drawn_month_points": 6}, (0, 6), 1),
        (
            {"drawn_month": "dealer_plus_minus", "drawn_month_points": 1, "zero_sum": True},
            (1, -1),
            0,
        ),
    ],
)
def test_drawn_month_options(overrides, delta, next_dealer):
    state = start(["4-1"], ["12-2"], FIELD, ["11-4", "8-4"], hand_yaku="off", **overrides)
    state.apply(play("4-1"))
    events = state.apply(play("12-2"))
    ended = [e for e in events if isinstance(e, ev.RoundEnded)][0]
    assert ended.reason == "exhausted"
    assert ended.score_delta == delta
    assert state.dealer == next_dealer and state.round == 2


def test_teshi_scores_six_and_ends_the_month():
    hand0 = ["1-1", "1-2", "1-3", "1-4", "2-1", "3-1", "4-1", "5-1"]
    hand1 = ["6-1", "7-1", "8-1", "9-1", "10-1", "11-1", "12-1", "2-2"]
    field = ["3-2", "4-2", "5-2", "6-2", "7-2", "8-2", "9-2", "10-2"]
    state = start(hand0, hand1, field, dealer=1)
    events = state.initial_events()
    assert (
        ev.TeyakuShown(0, (("teshi", 6),), tuple(sorted(hand0, key=card_id)), ends_round=True)
        in events
    )
    ended = [e for e in events if isinstance(e, ev.RoundEnded)][0]
    assert ended.reason == "hand_yaku" and ended.score_delta == (6, 0)
    assert ended.yaku[0] == (("teshi", 6),)
    assert state.round == 2 and state.dealer == 0


def test_both_hand_yaku_nobody_scores():
    hand0 = ["1-1", "1-2", "1-3", "1-4", "2-1", "3-1", "4-1", "5-1"]
    hand1 = ["6-1", "6-2", "7-1", "7-2", "8-1", "8-2", "9-1", "9-2"]
    field = ["3-2", "4-2", "5-2", "10-1", "10-2", "11-1", "12-1", "2-2"]
    state = start(hand0, hand1, field)
    ended = [e for e in state.initial_events() if isinstance(e, ev.RoundEnded)][0]
    assert ended.reason == "both_hand_yaku" and ended.score_delta == (0, 0)
    assert state.scores == [0, 0]


def test_target_score_ends_the_match_early():
    state = start(
        ["3-1"], ["6-1"], FIELD, ["9-1", "11-4"], preset="mobile", scores=(46, 0), hand_yaku="off"
    )
    events = state.apply(play("3-1"))
    assert state.phase == MATCH_OVER and state.is_terminal()
    assert isinstance(events[-1], ev.MatchEnded) and events[-1].winner == 0
    assert state.scores == [51, 0] and state.round == 1


def test_koikoi_japan_zero_sum_and_end_at_zero():
    state = start(
        ["3-1"], ["6-1"], FIELD, ["9-1", "11-4"], preset="koikoi-japan", scores=(30, 1), dealer=0
    )
    state.apply(play("3-1"))  # hanami-zake worth 1 in koikoi-japan
    assert state.scores == [31, 0]
    assert state.is_terminal() and state.winner() == 0


def test_alternate_dealer_in_mobile():
    state = start(["3-1"], ["6-1"], FIELD, ["9-1", "11-4"], preset="mobile", dealer=0)
    state.apply(play("3-1"))  # player 0 wins month 1
    assert state.round == 2 and state.dealer == 1


def test_last_month_ends_the_match_and_draws_are_none():
    state = start(["4-1"], ["12-2"], FIELD, ["11-4", "8-4"], months=1, hand_yaku="off")
    state.apply(play("4-1"))
    events = state.apply(play("12-2"))
    assert state.is_terminal() and events[-1] == ev.MatchEnded((0, 0), None, 1)
    with pytest.raises(IllegalActionError, match="match is over"):
        state.apply(play("4-1"))


def test_a_yaku_on_the_last_hand_card_ends_the_month_as_last_card():
    state = start(["3-1"], ["6-1"], FIELD, ["9-1"], hand_yaku="off")
    events = state.apply(play("3-1"))  # curtain takes 3-3; the draw 9-1 takes 9-3: hanami-zake
    ended = next(e for e in events if isinstance(e, ev.RoundEnded))
    assert ev.Stopped(0, True) in events
    assert (ended.reason, ended.ending, ended.winner) == ("stop", "last_card", 0)
    assert state.round_results[-1]["ending"] == "last_card"


def test_a_chosen_stop_ends_the_month_as_stop():
    state = start(["3-1", "12-2"], ["6-1", "10-1"], FIELD, ["9-1"], hand_yaku="off")
    state.apply(play("3-1"))
    assert state.phase == DECIDE
    ended = next(e for e in state.apply(STOP) if isinstance(e, ev.RoundEnded))
    assert (ended.reason, ended.ending) == ("stop", "stop")
