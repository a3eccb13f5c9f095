"""The per-viewer table view: what each viewer sees of a match, seat by seat."""

from game.engine import events as ev
from game.engine.actions import play, take
from game.engine.cards import card_id
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.scoring import evaluate_yaku, stop_score
from game.engine.table_view import Decision, snapshot
from tests.engine.helpers import start

HAND0 = ("12-3", "1-1", "3-1", "8-1", "2-1", "4-1", "5-1", "6-1")
HAND1 = ("2-3", "4-3", "5-3", "6-3", "7-3", "9-3", "10-3", "11-4")
FIELD = ("12-1", "12-2", "1-2", "3-2", "8-2", "7-1", "9-1", "10-1")


def test_a_seat_sees_its_own_hand_only_and_its_legal_moves_on_its_turn():
    state = start(HAND0, HAND1, FIELD)
    own, other = snapshot(state, 0), snapshot(state, 1)
    assert own.seats[0].hand == tuple(sorted(HAND0, key=card_id)) and own.seats[1].hand is None
    assert other.seats[1].hand is not None and other.seats[0].hand is None
    assert own.seats[1].hand_count == 8 and own.seat_count == 2
    assert own.decision is Decision.PLAY and own.current == 0
    assert set(own.legal) == set(state.legal_actions()) and other.legal == ()
    assert own.field == tuple(sorted(FIELD, key=card_id)) and own.stock_count == 24


def test_the_spectator_sees_no_hand_and_no_choices():
    view = snapshot(start(HAND0, HAND1, FIELD), ev.SPECTATOR)
    assert [seat.hand for seat in view.seats] == [None, None]
    assert view.legal == ()


def test_all_seeing_sees_every_hand_and_the_moves_of_the_seat_to_act():
    state = start(HAND0, HAND1, FIELD)
    view = snapshot(state, ev.ALL_SEEING)
    assert all(seat.hand is not None for seat in view.seats)
    assert set(view.legal) == set(state.legal_actions())


def test_a_two_match_choice_is_pending_with_its_options():
    state = start(HAND0, HAND1, FIELD)
    state.apply(play("12-3"))
    view = snapshot(state, 0)
    assert view.decision is Decision.TAKE
    assert view.pending is not None and view.pending.card == "12-3"
    assert view.pending.options == ("12-1", "12-2") and view.pending.source == "play"
    assert view.take_options() == ("12-1", "12-2")
    assert Decision.TAKE.allows(take("12-1")) and not Decision.TAKE.allows(play("1-1"))


def test_yaku_held_and_what_a_stop_pays_come_from_the_scorer():
    state = start(HAND0, HAND1, FIELD, stock_first=("11-1", "2-2", "9-2", "4-2"))
    for action in (play("12-3"), take("12-1")):
        state.apply(action)
    while state.current_player() == 1:
        state.apply(state.legal_actions()[0])
    for code in ("1-1", "3-1"):
        if state.current_player() == 0 and state.phase == "play":
            state.apply(play(code))
        while state.current_player() == 1:
            state.apply(state.legal_actions()[0])
    view = snapshot(state, ev.ALL_SEEING)
    for seat in view.seats:
        captured = state.captured[seat.seat]
        held = evaluate_yaku(captured, state.rules, state.koikoi[seat.seat])
        assert seat.yaku == tuple(held)
        total = sum(points for _name, points in held)
        other = state.koikoi[1 - seat.seat]
        assert seat.stop_pays == (stop_score(total, state.rules, seat.koikoi, other) if held else 0)
        assert seat.captured_mask == captured
        assert set(seat.captured) == {c for _kind, cards in seat.piles for c in cards}
    assert view.decision is Decision.DECIDE and set(view.legal) == {KOIKOI, STOP}
    assert view.seats[0].yaku == (("sanko", 5), ("hanami-zake", 5))
    assert view.seats[0].stop_pays == 20  # 10 points, doubled at 7 or more


def test_the_field_matches_of_a_card_are_the_field_cards_of_its_month():
    view = snapshot(start(HAND0, HAND1, FIELD), 0)
    assert view.field_matches("12-3") == ("12-1", "12-2")
    assert view.field_matches("2-1") == ()
    assert view.field_matches("9-3") == ("9-1",)


def test_results_scores_and_the_end_of_the_match():
    state = start(HAND0, HAND1, FIELD, months=1)
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    view = snapshot(state, 0)
    assert view.over and view.decision is Decision.NONE and view.current == -1
    assert view.scores == state.returns()
    assert view.winner == state.winner()
    assert [result.month for result in view.results] == [1]
    assert view.results[0].scores == tuple(state.round_results[0]["scores"])
    assert view.last_round is state.last_round_end
    assert view.decisions == len(state.record_rounds()[0]["decisions"])
