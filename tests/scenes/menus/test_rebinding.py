"""Rebinding in Options > Controls, through the real input manager (issue 18, item 13):
Esc at "Press a key" cancels; a key another action uses is not taken silently ("Y is used
by Yaku list - swap?": Swap trades keys, Cancel changes nothing); the tracker,
fast-forward and fullscreen are bindable; keyboard Previous has a default key."""

import pygame
import pytest

from game.input import actions as act
from game.input.bindings import DEFAULT_KEYS, Bindings
from game.input.manager import InputManager
from game.scenes.menus.controls import PANEL_RECT, ControlsScene
from game.table import frame
from game.table import input as table_input
from game.table.cursor import Cursor
from game.ui import theme
from tests.support.headless import scene_context
from tests.support.table_harness import Harness


@pytest.fixture()
def controls():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    manager = InputManager()
    context = scene_context(input=manager)
    scene = ControlsScene(context)
    context.scenes.push(scene)
    pygame.event.clear()
    return context, scene, manager


def key(context, manager, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0))
    for action in manager.poll():
        context.scenes.handle_action(action)


def panel_shown(context) -> bool:
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 0.0)
    spot = (PANEL_RECT.x + 24, PANEL_RECT.y + 200)
    return tuple(canvas.get_at(spot))[:3] == tuple(theme.colour("vermilion_dark"))[:3]


def test_esc_at_press_a_key_cancels_and_binds_nothing(controls):
    context, scene, manager = controls
    before = {name: list(keys) for name, keys in context.settings.key_bindings.items()}
    scene.capture(act.HINT, act.KEYBOARD)
    assert panel_shown(context)
    key(context, manager, pygame.K_ESCAPE)
    assert not panel_shown(context)
    assert scene.capturing is None and scene.conflict is None
    assert context.settings.key_bindings == before
    assert manager.capture_next is False
    assert context.scenes.top is scene  # the Esc cancelled, it did not leave


def test_a_key_used_elsewhere_asks_and_cancel_keeps_both(controls):
    context, scene, manager = controls
    scene.capture(act.HINT, act.KEYBOARD)
    key(context, manager, pygame.K_y)
    assert scene.conflict is not None
    assert scene.conflict.question("xbox") == "Y is used by Yaku list - swap?"
    assert context.settings.key_bindings["yaku_list"] == ["y", "f1"]  # not yet taken
    assert panel_shown(context)  # the question is on screen
    key(context, manager, pygame.K_ESCAPE)  # cancel
    assert scene.conflict is None and context.scenes.top is scene
    assert not panel_shown(context)
    assert context.settings.key_bindings["yaku_list"] == ["y", "f1"]
    assert context.settings.key_bindings["hint"] == ["h"]


def test_swap_gives_the_other_action_this_ones_old_key(controls):
    context, scene, manager = controls
    scene.capture(act.HINT, act.KEYBOARD)
    key(context, manager, pygame.K_y)
    key(context, manager, pygame.K_RETURN)  # swap
    assert scene.conflict is None
    assert context.settings.key_bindings["hint"] == ["y"]
    assert context.settings.key_bindings["yaku_list"] == ["h", "f1"]
    manager.bindings = Bindings(context.settings.key_bindings, context.settings.pad_bindings)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, mod=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    assert [a.name for a in manager.poll()] == ["hint", "yaku_list"]


def test_a_free_key_binds_at_once(controls):
    context, scene, manager = controls
    scene.capture(act.FAST_FORWARD, act.KEYBOARD)
    key(context, manager, pygame.K_g)
    assert scene.conflict is None and context.settings.key_bindings["fast_forward"] == ["g"]


def test_tracker_fast_forward_and_fullscreen_are_bindable_and_previous_has_a_key():
    for name in (act.TOGGLE_TRACKER, act.FAST_FORWARD, act.TOGGLE_FULLSCREEN):
        assert name in act.BINDABLE_ACTIONS
    assert DEFAULT_KEYS[act.PREVIOUS] == ["q"]
    assert DEFAULT_KEYS[act.TOGGLE_TRACKER] == ["t"]
    pygame.init()
    manager = InputManager()
    manager.bindings.rebind_key(act.TOGGLE_FULLSCREEN, "f10")
    pygame.event.clear()
    for code, mod in ((pygame.K_F10, 0), (pygame.K_F11, 0), (pygame.K_RETURN, pygame.KMOD_ALT)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))
    assert [a.name for a in manager.poll()] == ["toggle_fullscreen", "unbound", "toggle_fullscreen"]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0))
    assert [a.name for a in manager.poll()] == ["previous"]


def test_a_rebound_tracker_key_toggles_the_tracker_and_t_no_longer_does():
    harness = Harness(seed=3)
    harness.wait_for_human()
    harness.input.bindings.rebind_key(act.TOGGLE_TRACKER, "k")
    shown = harness.table.show_tracker
    harness.key(pygame.K_t)
    assert harness.table.show_tracker == shown
    harness.key(pygame.K_k)
    assert harness.table.show_tracker != shown
    prompts = {act.TOGGLE_TRACKER: "K"}
    labels = frame.buttons(True, None, True, lambda name, fallback: prompts.get(name, fallback))
    assert ("Tracker: on  [K]", False) in labels  # the button shows the bound key


def test_the_fast_forward_key_fast_forwards_while_the_table_is_busy():
    situation = table_input.TableSituation(
        decision=None, hand=(), options=(), highlighted=(), hit=lambda pos, codes: None
    )
    reading = table_input.read(act.Action(act.FAST_FORWARD, act.KEYBOARD), Cursor(), situation)
    assert reading.intents == (table_input.Command.FAST_FORWARD,)
