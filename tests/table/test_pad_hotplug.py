"""Pads unplugged and replugged mid-match: the seat pauses, a pad or the keyboard takes over,
nothing of the match is lost; and a monkey test of random plugging over thousands of frames."""

from __future__ import annotations

import random

import pygame

from game.engine.cards import ALL_MASK, CARD_BY_CODE, ids_from_mask
from game.engine.koikoi import positions
from game.match.couch import CouchSeats
from game.persist import autosave
from tests.support.couch_rig import CouchRig


def _to_revealed_turn(rig: CouchRig) -> int:
    rig.run_until(lambda: rig.top_name() == "PassScreen")
    seat = rig.top.seat
    rig.press(seat + 1)
    rig.run_until(lambda: rig.table.human_input_phase() == "play")
    return seat


def test_unplug_mid_choice_pauses_then_another_pad_resumes_the_same_choice() -> None:
    rig = CouchRig(CouchSeats(names=["Aki", "Ren"], devices=["pad:1", "pad:2"]), seed=5)
    seat = _to_revealed_turn(rig)
    pad, other = seat + 1, 2 - seat
    rig.press(pad, "dpad_right")
    rig.press(pad, "dpad_right")
    chosen = rig.table.selected
    assert chosen is not None
    snapshot = positions.state_snapshot(rig.table.session.state)
    rig.unplug(pad)
    assert rig.top_name() == "PadDisconnected"
    colour = "Red" if seat == 0 else "Blue"
    assert rig.top.message == (
        f"{colour}'s controller disconnected - reconnect it, or press "
        f"any key to continue on the keyboard"
    )
    rig.draw_all()
    pygame.image.save(rig.canvas, str(autosave.autosave_path().parent / "disconnected.png"))
    rig.press(other)  # the other player's pad does not take the seat
    assert rig.top_name() == "PadDisconnected"
    rig.frame(120)  # time passes: the match is frozen
    assert positions.state_snapshot(rig.table.session.state) == snapshot
    canvas = rig.draw_table_only()  # while paused every hand is face down
    assert "face" not in rig.hand_pixels(0, canvas) + rig.hand_pixels(1, canvas)
    rig.plug(9)  # a different pad is plugged in
    assert rig.couch.devices[seat] == "pad:9" and not rig.couch.disconnected
    assert rig.top_name() == "PassScreen" and rig.top.seat == seat
    rig.press(9)  # the player starts the turn again
    rig.run_until(lambda: rig.table.director.idle)
    assert rig.top_name() == "TableScene"
    assert rig.table.selected == chosen  # the choice in progress is intact
    rig.press(pad)  # the old id is gone: nothing happens
    assert rig.table.selected == chosen
    rig.press(9)  # the new pad plays the lifted card
    rig.frame(2)
    assert positions.state_snapshot(rig.table.session.state) != snapshot
    assert rig.table.session.state.record_rounds()[-1]["decisions"][-1].to_json() == {
        "play": chosen
    }


def test_unplug_then_any_key_moves_the_seat_to_the_keyboard() -> None:
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=7)
    seat = _to_revealed_turn(rig)
    rig.unplug(seat + 1)
    assert rig.top_name() == "PadDisconnected"
    rig.key(pygame.K_SPACE)
    assert rig.couch.devices[seat] == "keyboard"
    assert rig.top_name() == "PassScreen"
    rig.key(pygame.K_RETURN)
    rig.run_until(lambda: rig.table.director.idle)
    assert rig.top_name() == "TableScene"
    rig.key(pygame.K_RIGHT)
    assert rig.table.selected is not None


def test_unplug_while_the_pass_screen_is_up_and_replug_the_same_pad() -> None:
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=3)
    rig.run_until(lambda: rig.top_name() == "PassScreen")
    seat = rig.top.seat
    rig.unplug(seat + 1)
    assert rig.top_name() == "PadDisconnected"
    rig.plug(seat + 1)
    assert rig.top_name() == "PassScreen"
    rig.press(seat + 1)
    assert rig.table.mode.revealed


def _consistent(rig: CouchRig) -> None:
    state = rig.table.session.state
    seen = 0
    masks = [state.hands[0], state.hands[1], state.field, state.captured[0], state.captured[1]]
    for card in state.stock[state.stock_pos :]:
        masks.append(1 << card)
    if state.pending >= 0:
        masks.append(1 << state.pending)
    for mask in masks:
        assert not seen & mask
        seen |= mask
    assert seen == ALL_MASK or state.is_terminal()
    table = rig.table
    if table.director.idle and not state.is_terminal() and rig.top_name() == "TableScene":
        for seat in (0, 1):  # the table shows exactly the engine's hands
            shown = {CARD_BY_CODE[code].id for code in table.director.model.hands[seat]}
            assert shown == set(ids_from_mask(state.hands[seat]))
    if not state.is_terminal():
        loaded = autosave.load()
        if state.record_rounds()[-1]["decisions"] or state.round > 1:
            assert loaded.ok
            assert positions.state_snapshot(loaded.state) == positions.state_snapshot(state)


def test_monkey_two_pads_plugging_and_unplugging_at_random() -> None:
    rng = random.Random(2024)
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=11, speed="instant")
    plugged = {1, 2}
    next_id = 3
    buttons = [
        "a",
        "b",
        "dpad_left",
        "dpad_right",
        "dpad_up",
        "dpad_down",
        "start",
        "back",
        "x",
        "y",
    ]
    for frame in range(4000):
        roll = rng.random()
        if roll < 0.006 and plugged:
            pad = rng.choice(sorted(plugged))
            plugged.discard(pad)
            rig.unplug(pad)
        elif roll < 0.012:
            plug_id = next_id if rng.random() < 0.5 else rng.choice([1, 2])
            if plug_id not in plugged:
                next_id += plug_id == next_id
                plugged.add(plug_id)
                rig.plug(plug_id)
        elif roll < 0.45 and plugged:
            rig.press(rng.choice(sorted(plugged)), rng.choice(buttons))
        elif roll < 0.62:
            rig.key(
                rng.choice(
                    [
                        pygame.K_RETURN,
                        pygame.K_RETURN,
                        pygame.K_LEFT,
                        pygame.K_RIGHT,
                        pygame.K_ESCAPE,
                        pygame.K_y,
                    ]
                )
            )
        else:
            rig.frame()
        while rig.top_name() not in (
            "TableScene",
            "PassScreen",
            "PadDisconnected",
            "KoikoiPrompt",
            "RoundResult",
        ):
            rig.context.scenes.pop()  # leave pause / yaku list menus
        if frame % 250 == 0:
            _consistent(rig)
    rig.draw_all()
    _consistent(rig)
    assert rig.table.session.state.round >= 1
    decisions = sum(len(m["decisions"]) for m in rig.table.session.state.record_rounds())
    assert decisions > 60


def test_unplug_during_the_koikoi_prompt_then_a_new_pad_answers_it() -> None:
    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=5, speed="instant")
    for _ in range(4000):
        top = rig.top_name()
        if top == "KoikoiPrompt":
            break
        if top == "PassScreen":
            rig.press(rig.top.seat + 1)
        elif top == "RoundResult":
            rig.press(1)
        elif rig.table.human_input_phase():
            rig.press(rig.table.mode.active_seat + 1)
        else:
            rig.frame()
    assert rig.top_name() == "KoikoiPrompt"
    seat = rig.table.mode.active_seat
    months_done = len(rig.table.session.state.round_results)
    rig.unplug(seat + 1)
    assert rig.top_name() == "PadDisconnected"
    assert [type(s).__name__ for s in rig.context.scenes][-2] == "KoikoiPrompt"
    rig.press(2 - seat)  # the other player's pad cannot take over
    assert rig.top_name() == "PadDisconnected"
    rig.plug(9)
    assert rig.top_name() == "KoikoiPrompt"
    rig.press(2 - seat)  # nor answer the prompt
    assert rig.top_name() == "KoikoiPrompt"
    rig.frame(60)  # the prompt takes input after a settling second
    rig.press(9)  # Stop (focused first), with the new pad
    rig.frame(3)
    assert rig.top_name() != "KoikoiPrompt"
    assert len(rig.table.session.state.round_results) == months_done + 1
    assert rig.table.session.state.round_results[-1]["winner"] == seat


def test_unplug_while_a_menu_is_on_top_is_noticed_when_the_table_is_back() -> None:
    from game.core.scenes import Scene

    rig = CouchRig(CouchSeats(devices=["pad:1", "pad:2"]), seed=3)
    seat = _to_revealed_turn(rig)
    rig.context.scenes.push(Scene(rig.context))  # a menu that ignores device events
    rig.unplug(seat + 1)
    assert type(rig.top).__name__ == "Scene"
    rig.context.scenes.pop()  # back to the table
    assert rig.top_name() == "PadDisconnected"
    assert rig.top.seat == seat
