"""Couch seats: who may act, which hands show, and what an unplugged pad does."""

from __future__ import annotations

from game.input import actions as act
from game.match.couch import CouchSeats, device_of


def pad(name: str, instance_id: int) -> act.Action:
    return act.Action(name, act.PAD, instance_id)


KEY_CONFIRM = act.Action(act.CONFIRM, act.KEYBOARD)
MOUSE_CLICK = act.Action(act.CLICK, act.MOUSE, pos=(10.0, 10.0))


def test_two_pads_only_the_active_players_pad_plays_but_both_may_pause_and_see_yaku() -> None:
    seats = CouchSeats(devices=["pad:3", "pad:7"])
    assert seats.may_act(pad(act.CONFIRM, 3), active_seat=0)
    assert not seats.may_act(pad(act.CONFIRM, 7), active_seat=0)
    assert not seats.may_act(pad(act.LEFT, 7), active_seat=0)
    assert seats.may_act(pad(act.YAKU_LIST, 7), active_seat=0)
    assert seats.may_act(pad(act.PAUSE, 7), active_seat=0)
    assert not seats.may_act(KEY_CONFIRM, active_seat=0)  # unclaimed keyboard
    assert not seats.may_act(pad(act.PAUSE, 9), active_seat=0)  # unclaimed pad
    assert seats.may_act(act.Action(act.QUIT), active_seat=0)
    assert seats.may_act(pad(act.CONFIRM, 7), active_seat=1)


def test_pad_plus_keyboard_and_the_mouse_counts_as_the_keyboard() -> None:
    seats = CouchSeats(devices=["keyboard", "pad:2"])
    assert device_of(MOUSE_CLICK) == "keyboard"
    assert seats.may_act(MOUSE_CLICK, active_seat=0)
    assert not seats.may_act(MOUSE_CLICK, active_seat=1)
    assert seats.seat_for_action(pad(act.CONFIRM, 2), active_seat=0) == 1


def test_one_shared_device_acts_for_whoever_is_to_play() -> None:
    seats = CouchSeats(devices=["pad:4", "pad:4"])
    assert seats.shared
    for active in (0, 1):
        assert seats.may_act(pad(act.CONFIRM, 4), active_seat=active)
        assert seats.seat_for_action(pad(act.CONFIRM, 4), active) == active


def test_hidden_hands_show_only_the_revealed_active_hand_and_open_hands_show_both() -> None:
    seats = CouchSeats()
    assert seats.face_up_hands(0, revealed=False) == frozenset()
    assert seats.face_up_hands(1, revealed=True) == frozenset({1})
    seats.open_hands = True
    assert seats.face_up_hands(0, revealed=False) == frozenset({0, 1})


def test_unplugging_pauses_that_seat_and_a_new_pad_or_the_keyboard_takes_over() -> None:
    seats = CouchSeats(names=["Aki", "Ren"], devices=["pad:1", "pad:2"])
    assert seats.on_device_removed(1) == [0]
    assert seats.disconnected == {0}
    assert not seats.may_act(pad(act.CONFIRM, 1), active_seat=0)
    assert seats.free_pad(1) and not seats.free_pad(2)
    seats.reassign(0, "pad:5")
    assert seats.disconnected == set() and seats.may_act(pad(act.CONFIRM, 5), active_seat=0)
    assert seats.on_device_removed(5) == [0]
    seats.reassign(0, "keyboard")
    assert seats.may_act(KEY_CONFIRM, active_seat=0)
    assert seats.label(0) == "Aki (Red)" and CouchSeats().label(1) == "Blue"
