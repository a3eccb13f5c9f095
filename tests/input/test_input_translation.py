"""InputManager: synthetic keyboard, mouse and controller events become named actions."""

import pygame
import pytest

from game.input.bindings import Bindings
from game.input.manager import InputManager


@pytest.fixture(scope="module", autouse=True)
def pygame_display():
    pygame.init()
    pygame.display.set_mode((640, 360))
    yield
    pygame.quit()


@pytest.fixture()
def manager():
    pygame.event.clear()
    manager = InputManager(pointer_mapper=lambda pos: (pos[0] * 3.0, pos[1] * 3.0))
    manager.start()
    pygame.event.clear()
    return manager


def post(event_type, **attributes):
    pygame.event.post(pygame.event.Event(event_type, **attributes))


def names(actions):
    return [(action.name, action.device, action.instance_id) for action in actions]


def test_keyboard_bindings(manager):
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_y, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_l, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_p, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_z, mod=0)
    actions = manager.poll(0.0)
    assert [a.name for a in actions] == [
        "confirm",
        "back",
        "yaku_list",
        "hint",
        "action_list",
        "pause",
        "unbound",
    ]
    assert all(a.device == "keyboard" for a in actions)
    assert actions[-1].value == "z"
    assert manager.last_device == ("keyboard", None)


def test_fullscreen_keys_do_not_confirm(manager):
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT)
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)
    assert [a.name for a in manager.poll(0.0)] == [
        "toggle_fullscreen",
        "toggle_fullscreen",
        "previous",
        "next",
    ]


def test_arrow_hold_repeats_then_stops_on_release(manager):
    post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0)
    first = manager.poll(10.0)
    assert [(a.name, a.repeat) for a in first] == [("down", False)]
    assert manager.poll(10.2) == []  # before the 0.35 s delay
    repeated = manager.poll(10.36)
    assert [(a.name, a.repeat) for a in repeated] == [("down", True)]
    assert manager.poll(10.40) == []
    assert [a.name for a in manager.poll(10.46)] == ["down"]  # every 0.09 s
    post(pygame.KEYUP, key=pygame.K_DOWN, mod=0)
    assert manager.poll(10.6) == []
    assert manager.poll(12.0) == []


def test_mouse_becomes_logical_pointer_actions(manager):
    post(pygame.MOUSEMOTION, pos=(100, 50), rel=(1, 1), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(101, 50), button=1)
    post(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=3)
    post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)
    actions = manager.poll(0.0)
    assert [a.name for a in actions] == ["pointer_move", "pointer_down", "click", "back", "scroll"]
    assert actions[0].pos == (300.0, 150.0)
    assert actions[2].pos == (303.0, 150.0)
    assert actions[4].value == -2
    assert manager.last_device == ("mouse", None)


def test_pointer_outside_canvas_is_ignored():
    manager = InputManager(pointer_mapper=lambda pos: None)
    pygame.event.clear()
    post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)
    assert manager.poll(0.0) == []


def test_controller_buttons_with_unknown_instance_id(manager):
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=42, button=pygame.CONTROLLER_BUTTON_A)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=42, button=pygame.CONTROLLER_BUTTON_B)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=43, button=pygame.CONTROLLER_BUTTON_START)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=43, button=pygame.CONTROLLER_BUTTON_BACK)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=43, button=pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=43, button=999)
    actions = manager.poll(0.0)
    assert names(actions) == [
        ("confirm", "pad", 42),
        ("back", "pad", 42),
        ("pause", "pad", 43),
        ("yaku_list", "pad", 43),
        ("left", "pad", 43),
    ]
    assert actions[0].device_key == "pad:42"
    assert manager.last_device == ("pad", 43)


def test_swap_confirm_back_for_nintendo_layout():
    manager = InputManager(Bindings(swap_confirm_back=True))
    pygame.event.clear()
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=pygame.CONTROLLER_BUTTON_A)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=pygame.CONTROLLER_BUTTON_B)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    assert [a.name for a in manager.poll(0.0)] == ["back", "confirm", "confirm"]


def test_stick_dead_zone_direction_and_repeat(manager):
    post(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTX, value=9000)
    assert manager.poll(0.0) == []  # 0.27: inside the dead zone
    post(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTX, value=26000)
    assert names(manager.poll(0.1)) == [("right", "pad", 5)]
    post(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTX, value=14000)
    assert manager.poll(0.2) == []  # 0.43: still held (hysteresis)
    assert [(a.name, a.repeat) for a in manager.poll(0.46)] == [("right", True)]
    post(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTX, value=2000)
    post(
        pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTY, value=-30000
    )
    assert names(manager.poll(0.5)) == [("up", "pad", 5)]
    post(pygame.CONTROLLERAXISMOTION, instance_id=5, axis=pygame.CONTROLLER_AXIS_LEFTY, value=0)
    assert manager.poll(0.6) == []
    assert manager.poll(2.0) == []  # released: no more repeats
    post(
        pygame.CONTROLLERAXISMOTION,
        instance_id=5,
        axis=pygame.CONTROLLER_AXIS_TRIGGERLEFT,
        value=32767,
    )
    assert manager.poll(2.1) == []


def test_dpad_hold_repeats(manager):
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=2, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert [a.name for a in manager.poll(0.0)] == ["down"]
    assert [a.repeat for a in manager.poll(0.4)] == [True]
    post(pygame.CONTROLLERBUTTONUP, instance_id=2, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert manager.poll(1.0) == []


def test_hot_plug_events_surface_as_actions(manager):
    manager.add_virtual_pad(8, "PS5 Controller")
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=8, button=pygame.CONTROLLER_BUTTON_DPAD_UP)
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=8)
    post(pygame.JOYDEVICEREMOVED, instance_id=8)  # SDL sends both: reported once
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=77)  # never seen: still reported
    post(pygame.CONTROLLERDEVICEADDED, device_index=55)  # no such device: no crash
    post(pygame.JOYDEVICEADDED, device_index=56)
    actions = manager.poll(0.0)
    assert names(actions) == [
        ("up", "pad", 8),
        ("device_removed", "pad", 8),
        ("device_removed", "pad", 77),
    ]
    assert actions[1].value == "PS5 Controller"
    assert 8 not in manager.pads
    assert manager.poll(5.0) == []  # held d-pad of a removed pad stops


def test_generic_joystick_events(manager):
    post(pygame.JOYBUTTONDOWN, instance_id=30, button=0)
    post(pygame.JOYHATMOTION, instance_id=30, hat=0, value=(1, 0))
    post(pygame.JOYHATMOTION, instance_id=30, hat=0, value=(0, 0))
    post(pygame.JOYAXISMOTION, instance_id=30, axis=1, value=0.9)
    assert names(manager.poll(0.0)) == [
        ("confirm", "pad", 30),
        ("right", "pad", 30),
        ("down", "pad", 30),
    ]


def test_known_controller_ignores_duplicate_joystick_events(manager):
    manager.add_virtual_pad(9, "Xbox Series Controller")
    post(pygame.JOYBUTTONDOWN, instance_id=9, button=0)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=9, button=pygame.CONTROLLER_BUTTON_A)
    assert names(manager.poll(0.0)) == [("confirm", "pad", 9)]


def test_window_and_quit_events(manager):
    post(pygame.WINDOWFOCUSLOST)
    post(pygame.WINDOWMINIMIZED)
    post(pygame.WINDOWFOCUSGAINED)
    post(pygame.WINDOWRESTORED)
    post(pygame.VIDEORESIZE, size=(800, 450), w=800, h=450)
    post(pygame.QUIT)
    actions = manager.poll(0.0)
    assert [a.name for a in actions] == ["focus_lost", "focus_gained", "resized", "quit"]
    assert actions[2].value == (800, 450)


def test_focus_loss_cancels_held_repeats(manager):
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)
    manager.poll(0.0)
    post(pygame.WINDOWFOCUSLOST)
    assert [a.name for a in manager.poll(0.1)] == ["focus_lost"]
    post(pygame.WINDOWFOCUSGAINED)
    assert [a.name for a in manager.poll(3.0)] == ["focus_gained"]


def test_prompts_follow_last_device(manager):
    manager.add_virtual_pad(3, "Sony DualSense Wireless Controller")
    manager.add_virtual_pad(4, "Nintendo Switch Pro Controller")
    manager.add_virtual_pad(6, "Xbox One S Controller")
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)
    manager.poll(0.0)
    assert (manager.prompt("confirm"), manager.prompt("back")) == ("Enter", "Esc")
    for instance_id, expected in (
        (3, ("Cross", "Circle", "Options")),
        (4, ("A", "B", "+")),
        (6, ("A", "B", "Menu")),
        (99, ("A", "B", "Menu")),
    ):
        post(
            pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=pygame.CONTROLLER_BUTTON_X
        )
        manager.poll(0.0)
        assert (
            manager.prompt("confirm"),
            manager.prompt("back"),
            manager.prompt("pause"),
        ) == expected
    post(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)
    manager.poll(0.0)
    assert manager.prompt("confirm") == "Click"
    assert manager.prompt("yaku_list") == "Y"


def test_rebinding_and_capture(manager):
    manager.bindings.rebind_key("confirm", "k")  # replaces slot 0 ("return")
    post(pygame.KEYDOWN, key=pygame.K_k, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0)
    assert [a.name for a in manager.poll(0.0)] == ["confirm", "unbound", "confirm"]
    assert manager.bindings.keys["confirm"] == ["k", "space", "kp_enter"]
    manager.bindings.rebind_key("hint", "return")
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    assert [a.name for a in manager.poll(0.0)] == ["hint"]
    manager.capture_next = True
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=pygame.CONTROLLER_BUTTON_Y)
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=1, button=pygame.CONTROLLER_BUTTON_Y)
    actions = manager.poll(0.0)
    assert [(a.name, a.value) for a in actions] == [("captured", "y"), ("hint", None)]


def test_pointer_leave_when_moving_onto_a_bar():
    inside = {"yes": True}
    manager = InputManager(pointer_mapper=lambda pos: pos if inside["yes"] else None)
    pygame.event.clear()
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    assert [a.name for a in manager.poll(0.0)] == ["pointer_move"]
    inside["yes"] = False
    post(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEMOTION, pos=(1, 2), rel=(0, 0), buttons=(0, 0, 0))
    assert [a.name for a in manager.poll(0.0)] == ["pointer_leave"]
    inside["yes"] = True
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.WINDOWLEAVE)
    assert [a.name for a in manager.poll(0.0)] == ["pointer_move", "pointer_leave"]


def test_bound_keyboard_actions_carry_the_key_name(manager):
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert [(a.name, a.value) for a in manager.poll(0.0)] == [
        ("back", "backspace"),
        ("back", "escape"),
    ]
