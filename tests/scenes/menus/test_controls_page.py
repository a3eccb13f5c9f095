"""How to play's Controls page names the keys and pad buttons the bindings really use
(issue 29, item 12: it said "Y tracker" for the pad, where Y is Hint): the page reads
game.input.bindings, for the pad family in use and after a rebinding."""

from __future__ import annotations

import pygame
import pytest

from game.core.settings import Settings
from game.input import actions as act
from game.input.bindings import DEFAULT_KEYS, DEFAULT_PAD_BUTTONS, Bindings, key_label
from game.input.glyphs import NINTENDO, PLAYSTATION, XBOX, pad_button_label
from game.input.manager import InputManager
from game.input.pads import PadInfo
from game.scenes.menus.how_to_play import PAGES, HowToPlayScene
from tests.support.headless import scene_context

# what the page says each pad button and key does (the English sentence's words)
PAD_MEANINGS = {
    act.CONFIRM: "plays",
    act.YAKU_LIST: "yaku list",
    act.HINT: "hint",
    act.ACTION_LIST: "action list",
    act.PAUSE: "pauses",
}
KEY_MEANINGS = {
    act.CONFIRM: "plays it",
    act.DOWN: "reaches the buttons",
    act.YAKU_LIST: "yaku list",
    act.HINT: "hint",
    act.TOGGLE_TRACKER: "yaku tracker",
    act.ACTION_LIST: "opens the action list",  # the keyboard's way to it was never told
}


def controls_text(context, drawn_texts) -> str:
    """Every line the Controls page draws, joined (the wrapped sentences whole again)."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    scene = HowToPlayScene(context)
    context.scenes.push(scene)
    scene.page = PAGES.index("Controls")
    drawn_texts.clear()
    context.scenes.draw(pygame.Surface((1920, 1080)), 0.0)
    return " ".join(drawn_texts)


def pad_line(text: str) -> str:
    start = text.index("Pad:")
    return text[start : text.index(".", start) + 1]


@pytest.mark.parametrize("family", [XBOX, PLAYSTATION, NINTENDO])
def test_every_pad_label_on_the_controls_page_is_the_bound_button(family, drawn_texts):
    manager = InputManager(Bindings())
    manager.pads[7] = PadInfo(instance_id=7, name=family, family=family, device=None)
    manager.last_device = (act.PAD, 7)
    line = pad_line(controls_text(scene_context(input=manager), drawn_texts))
    for action_name, meaning in PAD_MEANINGS.items():
        label = pad_button_label(DEFAULT_PAD_BUTTONS[action_name][0], family)
        assert f"{label} {meaning}" in line, (action_name, line)
    assert "tracker" not in line  # no pad button toggles the tracker by default
    assert line.startswith("Pad: D-pad / stick pick,")


def test_the_hint_is_y_on_an_xbox_pad_and_the_keyboard_line_matches_the_keys(drawn_texts):
    text = controls_text(scene_context(input=InputManager(Bindings())), drawn_texts)
    assert "Y hint" in pad_line(text) and "Y tracker" not in text
    for action_name, meaning in KEY_MEANINGS.items():
        assert f"{key_label(DEFAULT_KEYS[action_name][0])} {meaning}" in text, action_name
    assert "Left/Right pick a card" in text and "P or Esc pauses" in text


def test_a_rebinding_and_the_swapped_confirm_show_on_the_page(drawn_texts):
    bindings = Bindings()
    bindings.rebind_pad_button(act.HINT, "rightshoulder")
    bindings.rebind_key(act.HINT, "g")
    bindings.set_swap_confirm_back(True)
    text = controls_text(scene_context(input=InputManager(bindings)), drawn_texts)
    assert "RB hint" in pad_line(text) and "B plays" in pad_line(text)
    assert "G hint" in text


def test_without_an_input_manager_the_page_reads_the_settings_bindings(drawn_texts):
    settings = Settings()
    settings.pad_bindings[act.HINT] = ["x"]
    settings.pad_bindings[act.ACTION_LIST] = ["y"]
    text = controls_text(scene_context(settings=settings), drawn_texts)
    assert "X hint" in pad_line(text) and "Y action list" in pad_line(text)
