"""Whole turns and months on the table through synthetic keyboard, mouse and controller
events: each played card lands where the rules put it, a two-match choice is honoured, and
koi-koi and stop both work from every device."""

import random

import pygame
import pytest

from game.engine.cards import CARD_BY_CODE, CARDS, card_id
from tests.support.table_harness import Harness, cards_accounted_for, stacked_deal

DEVICES = ("keyboard", "mouse", "pad")


def in_mask(mask: int, code: str) -> bool:
    return bool(mask >> card_id(code) & 1)


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("koikoi", (True, False))
def test_choice_then_yaku_then_decision(device, koikoi):
    harness = Harness(deal=stacked_deal())
    state = harness.state
    assert harness.wait_for_human() == "play"
    harness.select_and_play("12-3", device)
    assert harness.wait_for_human() == "take"
    assert state.phase == "take_play"
    harness.take("12-1", device)
    assert in_mask(state.captured[0], "12-1") and in_mask(state.captured[0], "12-3")
    assert in_mask(state.field, "12-2")  # the other option stays
    assert harness.wait_for_human() == "play"
    harness.select_and_play("1-1", device)
    assert in_mask(state.captured[0], "1-1") and in_mask(state.captured[0], "1-2")
    assert harness.wait_for_human() == "play"
    harness.select_and_play("3-1", device)
    assert harness.wait_for_human() == "decide"
    assert state.phase == "decide"
    prompt = harness.top()
    assert any("Sanko" in line[0] for line in prompt.lines)
    harness.decide(koikoi, device)
    harness.frame(3)
    if koikoi:
        assert state.koikoi[0] == 1 and state.round == 1
        assert harness.table.director.model.koikoi[0] == 1
    else:
        assert state.round_results[0]["winner"] == 0
        assert state.round_results[0]["score_delta"][0] == 5


@pytest.mark.parametrize("device", DEVICES)
def test_whole_month_by_device(device):
    rng = random.Random(DEVICES.index(device))
    harness = Harness(seed=20 + DEVICES.index(device), months=1)
    state = harness.state
    plays = 0
    while True:
        phase = harness.wait_for_human()
        if phase is None:
            break
        if phase == "decide":
            harness.decide(rng.random() < 0.5, device)
            continue
        if phase == "take":
            options = harness.table.take_options()
            harness.take(rng.choice(options), device)
            continue
        hand = list(harness.table.director.model.hands[0])
        code = rng.choice(hand)
        field_before = state.field
        month_matches = [
            c.code
            for c in CARDS
            if in_mask(field_before, c.code) and c.month == CARD_BY_CODE[code].month
        ]
        harness.select_and_play(code, device)
        plays += 1
        assert not in_mask(state.hands[0], code)
        if len(month_matches) == 0:
            assert in_mask(state.field, code) or in_mask(
                state.captured[0], code
            )  # drawn card may take it
        elif len(month_matches) == 2:
            assert state.phase == "take_play" and state.pending == card_id(code)
        else:
            assert in_mask(state.captured[0], code)
            assert all(in_mask(state.captured[0], m) for m in month_matches)
        cards_accounted_for(state)
    assert state.is_terminal() and plays >= 1


def frames_until_human(harness: Harness, press: bool) -> int:
    """After the human's first play, frames until the human may act again."""
    harness.wait_for_human()
    hand = list(harness.table.director.model.hands[0])
    harness.select_and_play(hand[0], "keyboard")
    while harness.table.human_input_phase() == "take":
        harness.take(harness.table.take_options()[0], "keyboard")
    frames = 0
    while harness.table.human_input_phase() is None and frames < 2000:
        if press and frames % 5 == 0:
            harness.key(pygame.K_RETURN)
        else:
            harness.frame()
        frames += 1
    return frames


def test_input_during_the_cpu_turn_fast_forwards():
    watched = frames_until_human(Harness(seed=31, speed="normal"), press=False)
    skipped = frames_until_human(Harness(seed=31, speed="normal"), press=True)
    assert watched > 60
    assert skipped < watched / 3


def test_tracker_toggles_from_keyboard_and_button():
    harness = Harness(seed=2)
    harness.wait_for_human()
    assert harness.table.show_tracker
    harness.key(pygame.K_t)
    assert not harness.table.show_tracker
    harness.key(pygame.K_t)
    assert harness.table.show_tracker
    from game.view import layout

    x, y, w, h = layout.button_rect(1)
    harness.click((x + w // 2, y + h // 2))
    assert not harness.table.show_tracker


def test_mouse_hover_marks_the_card_under_the_pointer():
    from game.view.sprites import SELECTED

    harness = Harness(seed=2)
    harness.wait_for_human()
    code = harness.table.director.model.hands[0][3]
    centre = harness.sprite_centre(code)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    )
    harness.frame(2)
    assert harness.table.cursor.hover == code
    assert harness.table.director.sprites[code].highlight == SELECTED
    assert harness.table.selected != code


def test_keyboard_reaches_the_buttons_and_opens_the_yaku_list():
    harness = Harness(seed=2)
    harness.wait_for_human()
    harness.key(pygame.K_DOWN)
    assert harness.table.button_focus == 0
    harness.key(pygame.K_RETURN)
    assert type(harness.top()).__name__ == "YakuListOverlay"
    harness.key(pygame.K_ESCAPE)
    assert harness.top() is harness.table
    harness.key(pygame.K_LEFT)  # back to the cards
    assert harness.table.button_focus is None and harness.table.selected is not None


def test_pad_view_button_opens_the_yaku_list():
    harness = Harness(seed=2)
    harness.wait_for_human()
    harness.pad(pygame.CONTROLLER_BUTTON_BACK)
    assert type(harness.top()).__name__ == "YakuListOverlay"
    harness.pad(pygame.CONTROLLER_BUTTON_B)
    assert harness.top() is harness.table
