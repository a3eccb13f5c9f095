"""The table reads the match only through the TableView, events and information views: a
whole match on the real table, driven by keys, with the session's State guarded so that any
read from above the match driver fails."""

from __future__ import annotations

import pygame
import pytest

from game.match.couch import CouchSeats
from tests.support.couch_rig import CouchRig
from tests.support.state_guard import GuardedState, StateRead, guard
from tests.support.table_harness import Harness, stacked_deal


def test_the_guard_catches_a_read_from_above():
    harness = Harness(seed=1)
    guard(harness.session)
    table = harness.table
    code = compile("def peek(state):\n    return state.hands\n", "game/table/peeking.py", "exec")
    namespace = {"__name__": "game.table.peeking"}
    exec(code, namespace)  # noqa: S102 - a function that claims to live in game.table
    with pytest.raises(StateRead):
        namespace["peek"](table.session.state)
    assert isinstance(table.session.state, GuardedState)


def test_a_match_vs_the_cpu_on_the_table_never_reads_the_state():
    harness = Harness(deal=stacked_deal(), months=2, speed="fast")
    guard(harness.session)
    for _ in range(400):
        phase = harness.wait_for_human()
        if phase is None:
            break
        if phase == "decide":
            harness.decide(koikoi=False, device="keyboard")
            continue
        if phase == "take":
            harness.take(harness.table.take_options()[0], "keyboard")
            continue
        hand = harness.table.near_hand()
        harness.key(pygame.K_h)  # the Hint reads an information view only
        harness.select_and_play(hand[0], "keyboard")
        harness.draw()
    assert harness.session.is_over()
    harness.frame(120)
    harness.draw()  # the match result


def test_a_couch_month_never_reads_the_state():
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=5, speed="instant")
    guard(rig.table.session)
    months = rig.table.view.month
    for _ in range(3000):
        top = rig.top_name()
        mode = rig.table.mode
        if top == "PassScreen":
            rig.press(rig.top.seat + 1)
        elif top in ("KoikoiPrompt", "RoundResult"):
            rig.press(mode.active_seat + 1 if mode.active_seat >= 0 else 1)
        elif rig.table.human_input_phase():
            rig.press(mode.active_seat + 1)
        else:
            rig.frame()
        rig.draw_all()
        if rig.table.view.month > months:
            break
    assert rig.table.view.month > months
