"""InputManager: the ONLY place in the game that calls ``pygame.event.get()``.

``poll()`` drains the pygame queue and returns named ``Action``s (game.input.actions):
keyboard and pad buttons through the rebindable ``Bindings``, the left stick through a dead
zone, hold-to-repeat for navigation, the mouse as pointer actions in logical coordinates,
and window / device events as system actions. Pads use SDL's GameController API
(pygame._sdl2.controller) tracked by instance id with hot-plug; events from an unknown
instance id are still translated (tests post them without a device). Plain joysticks that
SDL has no mapping for get a small generic mapping.

``last_device`` is the device of the latest meaningful input; ``prompt(action)`` names the
button for it ("Enter", "A", "Cross").
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import pygame

from game.input import actions as act
from game.input import glyphs
from game.input.bindings import (
    Bindings,
    key_label,
    key_name,
    pad_button_name,
    pad_buttons_by_name,
)
from game.input.repeat import HoldRepeater, StickState, normalise_axis

logger = logging.getLogger(__name__)

PointerMapper = Callable[[tuple[float, float]], tuple[float, float] | None]

# Generic mapping for joysticks SDL does not know as game controllers.
GENERIC_JOY_BUTTONS: dict[int, str] = {
    0: "a",
    1: "b",
    2: "x",
    3: "y",
    6: "back",
    7: "start",
    4: "leftshoulder",
    5: "rightshoulder",
}
HAT_DIRECTIONS: dict[str, tuple[int, int]] = {
    "dpad_up": (0, 1),
    "dpad_down": (0, -1),
    "dpad_left": (-1, 0),
    "dpad_right": (1, 0),
}

_SUSPEND_EVENTS = {
    pygame.WINDOWFOCUSLOST: ("focused", False),
    pygame.WINDOWMINIMIZED: ("minimized", True),
    pygame.WINDOWFOCUSGAINED: ("focused", True),
    pygame.WINDOWRESTORED: ("minimized", False),
}


def raw_events() -> list[pygame.event.Event]:
    """The raw queue, for the crash screen only (it runs after the game's scenes are gone)."""
    return pygame.event.get()


@dataclass
class PadInfo:
    instance_id: int
    name: str
    family: str
    device: Any = None  # the pygame Controller / Joystick object (None for synthetic)
    is_controller: bool = True


class InputManager:
    def __init__(
        self,
        bindings: Bindings | None = None,
        *,
        pointer_mapper: PointerMapper | None = None,
        clock: Callable[[], float] = time.perf_counter,
        repeat_delay: float | None = None,
        repeat_interval: float | None = None,
        event_source: Callable[[], Iterable[pygame.event.Event]] | None = None,
    ) -> None:
        self.bindings = bindings or Bindings()
        self.pointer_mapper = pointer_mapper or (
            lambda position: (float(position[0]), float(position[1]))
        )
        self.clock = clock
        self.repeater = HoldRepeater()
        if repeat_delay is not None:
            self.repeater.delay = repeat_delay
        if repeat_interval is not None:
            self.repeater.interval = repeat_interval
        self.event_source = event_source or pygame.event.get
        self.pads: dict[int, PadInfo] = {}
        self.sticks: dict[int, StickState] = {}
        self.last_device: tuple[str, int | None] = (act.KEYBOARD, None)
        self.pointer_pos: tuple[float, float] | None = None
        self.focused = True
        self.minimized = False
        self.capture_next = False
        self._controller_module: Any = None
        self._hats: dict[int, set[str]] = {}
        self._removed_ids: set[int] = set()
        self._handler_table: (
            dict[int, Callable[[pygame.event.Event, float], list[act.Action]]] | None
        ) = None

    # -- setup --------------------------------------------------------------------------
    def start(self) -> None:
        """Initialise the controller subsystem and open pads already plugged in."""
        try:
            from pygame._sdl2 import controller

            controller.init()
            self._controller_module = controller
        except (ImportError, pygame.error) as error:
            logger.info("game controllers unavailable: %s", error)
            self._controller_module = None
        try:
            if not pygame.joystick.get_init():
                pygame.joystick.init()
            for index in range(pygame.joystick.get_count()):
                self._open_device(index)
        except pygame.error as error:
            logger.info("joysticks unavailable: %s", error)

    @property
    def suspended(self) -> bool:
        return (not self.focused) or self.minimized

    # -- polling ------------------------------------------------------------------------
    def poll(self, now: float | None = None) -> list[act.Action]:
        """Drain pygame's queue and return the actions, plus due hold-repeats."""
        if now is None:
            now = self.clock()
        produced: list[act.Action] = []
        for event in self.event_source():
            try:
                produced.extend(self.translate(event, now))
            except (AttributeError, TypeError, ValueError, KeyError) as error:
                logger.debug("ignored malformed event %s: %s", event, error)
        if not self.suspended:
            for held in self.repeater.due(now):
                produced.append(
                    act.Action(held.action_name, held.device, held.instance_id, repeat=True)
                )
        return produced

    def translate(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        if self._handler_table is None:
            self._handler_table = self._handlers()
        handler = self._handler_table.get(event.type)
        if handler is None:
            return []
        return handler(event, now)

    def _handlers(self) -> dict[int, Callable[[pygame.event.Event, float], list[act.Action]]]:
        return {
            pygame.QUIT: lambda event, now: [act.Action(act.QUIT)],
            pygame.KEYDOWN: self._key_down,
            pygame.KEYUP: self._key_up,
            pygame.TEXTINPUT: self._text,
            pygame.MOUSEMOTION: self._mouse_motion,
            pygame.MOUSEBUTTONDOWN: self._mouse_down,
            pygame.MOUSEBUTTONUP: self._mouse_up,
            pygame.MOUSEWHEEL: self._mouse_wheel,
            pygame.VIDEORESIZE: self._resized,
            pygame.WINDOWFOCUSLOST: self._window_state,
            pygame.WINDOWFOCUSGAINED: self._window_state,
            pygame.WINDOWMINIMIZED: self._window_state,
            pygame.WINDOWRESTORED: self._window_state,
            pygame.WINDOWLEAVE: self._pointer_left,
            pygame.CONTROLLERBUTTONDOWN: self._pad_button_down,
            pygame.CONTROLLERBUTTONUP: self._pad_button_up,
            pygame.CONTROLLERAXISMOTION: self._pad_axis,
            pygame.CONTROLLERDEVICEADDED: self._device_added,
            pygame.CONTROLLERDEVICEREMOVED: self._device_removed,
            pygame.JOYDEVICEADDED: self._device_added,
            pygame.JOYDEVICEREMOVED: self._device_removed,
            pygame.JOYBUTTONDOWN: self._joy_button_down,
            pygame.JOYBUTTONUP: self._joy_button_up,
            pygame.JOYHATMOTION: self._joy_hat,
            pygame.JOYAXISMOTION: self._joy_axis,
        }

    # -- keyboard -----------------------------------------------------------------------
    def _key_down(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        key = int(event.key)
        mods = int(getattr(event, "mod", 0))
        self.last_device = (act.KEYBOARD, None)
        if self.capture_next:
            name = key_name(key)
            if name is not None:
                self.capture_next = False
                return [act.Action(act.CAPTURED, act.KEYBOARD, value=name)]
        if key == pygame.K_F11 or (
            key in (pygame.K_RETURN, pygame.K_KP_ENTER) and mods & pygame.KMOD_ALT
        ):
            return [act.Action(act.TOGGLE_FULLSCREEN, act.KEYBOARD)]
        names = self.bindings.actions_for_key(key)
        if key == pygame.K_TAB and mods & pygame.KMOD_SHIFT:
            names = [act.PREVIOUS]
        if not names:
            return [act.Action(act.UNBOUND, act.KEYBOARD, value=key_name(key))]
        produced = []
        for name in names:
            produced.append(act.Action(name, act.KEYBOARD, value=key_name(key)))
            if name in act.REPEATING_ACTIONS:
                self.repeater.press(("key", key), name, act.KEYBOARD, None, now)
        return produced

    def _key_up(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        self.repeater.release(("key", int(event.key)))
        return []

    def _text(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        return [act.Action(act.TEXT, act.KEYBOARD, value=str(event.text))]

    # -- mouse --------------------------------------------------------------------------
    def _logical(self, event: pygame.event.Event) -> tuple[float, float] | None:
        position = getattr(event, "pos", None)
        if position is None:
            position = pygame.mouse.get_pos()
        return self.pointer_mapper((float(position[0]), float(position[1])))

    def _mouse_motion(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        position = self._logical(event)
        was_inside = self.pointer_pos is not None
        self.pointer_pos = position
        if position is None:
            return [act.Action(act.POINTER_LEAVE, act.MOUSE)] if was_inside else []
        self.last_device = (act.MOUSE, None)
        return [act.Action(act.POINTER_MOVE, act.MOUSE, pos=position)]

    def _pointer_left(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        if self.pointer_pos is None:
            return []
        self.pointer_pos = None
        return [act.Action(act.POINTER_LEAVE, act.MOUSE)]

    def _mouse_down(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        button = int(getattr(event, "button", 1))
        self.last_device = (act.MOUSE, None)
        position = self._logical(event)
        if button == 1 and position is not None:
            self.pointer_pos = position
            return [act.Action(act.POINTER_DOWN, act.MOUSE, pos=position)]
        if button == 3:
            return [act.Action(act.BACK, act.MOUSE)]
        return []

    def _mouse_up(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        button = int(getattr(event, "button", 1))
        position = self._logical(event)
        if button == 1 and position is not None:
            return [act.Action(act.CLICK, act.MOUSE, pos=position)]
        return []

    def _mouse_wheel(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        amount = int(getattr(event, "y", 0))
        if amount == 0:
            return []
        return [act.Action(act.SCROLL, act.MOUSE, pos=self.pointer_pos, value=amount)]

    # -- window -------------------------------------------------------------------------
    def _resized(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        return [act.Action(act.RESIZED, value=tuple(event.size))]

    def _window_state(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        was_suspended = self.suspended
        attribute, value = _SUSPEND_EVENTS[event.type]
        setattr(self, attribute, value)
        if self.suspended and not was_suspended:
            self.repeater.clear()
            return [act.Action(act.FOCUS_LOST)]
        if was_suspended and not self.suspended:
            return [act.Action(act.FOCUS_GAINED)]
        return []

    # -- pads ---------------------------------------------------------------------------
    def _pad_press(self, instance_id: int, button_name: str | None, now: float) -> list[act.Action]:
        self.last_device = (act.PAD, instance_id)
        if button_name is None:
            return []
        if self.capture_next:
            self.capture_next = False
            return [act.Action(act.CAPTURED, act.PAD, instance_id, value=button_name)]
        names = self.bindings.actions_for_button(pad_buttons_by_name()[button_name])
        if not names:
            return [act.Action(act.UNBOUND, act.PAD, instance_id, value=button_name)]
        produced = []
        for name in names:
            produced.append(act.Action(name, act.PAD, instance_id))
            if name in act.REPEATING_ACTIONS:
                self.repeater.press(
                    ("button", instance_id, button_name), name, act.PAD, instance_id, now
                )
        return produced

    def _pad_release(self, instance_id: int, button_name: str | None) -> None:
        self.repeater.release(("button", instance_id, button_name))

    def _pad_button_down(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        return self._pad_press(int(event.instance_id), pad_button_name(int(event.button)), now)

    def _pad_button_up(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        self._pad_release(int(event.instance_id), pad_button_name(int(event.button)))
        return []

    def _stick_motion(
        self, instance_id: int, axis_is_x: bool, value: float, now: float
    ) -> list[act.Action]:
        stick = self.sticks.setdefault(instance_id, StickState())
        if axis_is_x:
            stick.x = value
        else:
            stick.y = value
        direction = stick.resolve()
        if direction == stick.direction:
            return []
        source = ("stick", instance_id)
        self.repeater.release(source)
        stick.direction = direction
        if direction is None:
            return []
        self.last_device = (act.PAD, instance_id)
        self.repeater.press(source, direction, act.PAD, instance_id, now)
        return [act.Action(direction, act.PAD, instance_id)]

    def _pad_axis(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        axis = int(event.axis)
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        return self._stick_motion(
            int(event.instance_id),
            axis == pygame.CONTROLLER_AXIS_LEFTX,
            normalise_axis(event.value),
            now,
        )

    def _is_known_controller(self, instance_id: int) -> bool:
        pad = self.pads.get(instance_id)
        return pad is not None and pad.is_controller

    def _joy_button_down(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        instance_id = int(event.instance_id)
        if self._is_known_controller(instance_id):
            return []  # the CONTROLLER* event for the same press is handled instead
        return self._pad_press(instance_id, GENERIC_JOY_BUTTONS.get(int(event.button)), now)

    def _joy_button_up(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        instance_id = int(event.instance_id)
        if not self._is_known_controller(instance_id):
            self._pad_release(instance_id, GENERIC_JOY_BUTTONS.get(int(event.button)))
        return []

    def _joy_hat(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        instance_id = int(event.instance_id)
        if self._is_known_controller(instance_id):
            return []
        hat_x, hat_y = event.value
        pressed = {
            name
            for name, (dx, dy) in HAT_DIRECTIONS.items()
            if (dx and dx == hat_x) or (dy and dy == hat_y)
        }
        before = self._hats.get(instance_id, set())
        self._hats[instance_id] = pressed
        for released in before - pressed:
            self._pad_release(instance_id, released)
        produced: list[act.Action] = []
        for name in sorted(pressed - before):
            produced.extend(self._pad_press(instance_id, name, now))
        return produced

    def _joy_axis(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        instance_id = int(event.instance_id)
        axis = int(event.axis)
        if self._is_known_controller(instance_id) or axis not in (0, 1):
            return []
        return self._stick_motion(instance_id, axis == 0, normalise_axis(event.value), now)

    # -- hot-plug -----------------------------------------------------------------------
    def _open_device(self, device_index: int) -> PadInfo | None:
        controller_module = self._controller_module
        try:
            if controller_module is not None and controller_module.is_controller(device_index):
                pad = controller_module.Controller(device_index)
                joystick = pad.as_joystick()
                info = PadInfo(
                    joystick.get_instance_id(),
                    pad.name or joystick.get_name(),
                    glyphs.pad_family(pad.name or joystick.get_name()),
                    pad,
                    True,
                )
            else:
                joystick = pygame.joystick.Joystick(device_index)
                info = PadInfo(
                    joystick.get_instance_id(),
                    joystick.get_name(),
                    glyphs.pad_family(joystick.get_name()),
                    joystick,
                    False,
                )
        except (pygame.error, IndexError, ValueError, TypeError) as error:
            logger.info("could not open input device %s: %s", device_index, error)
            return None
        if info.instance_id in self.pads:
            return None
        self._removed_ids.discard(info.instance_id)
        self.pads[info.instance_id] = info
        return info

    def _is_game_controller(self, device_index: int) -> bool:
        try:
            return bool(
                self._controller_module is not None
                and self._controller_module.is_controller(device_index)
            )
        except (pygame.error, IndexError, ValueError, TypeError):
            return False

    def _device_added(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        device_index = getattr(event, "device_index", None)
        if device_index is None:
            return []
        if event.type == pygame.JOYDEVICEADDED and self._is_game_controller(int(device_index)):
            return []  # SDL follows with CONTROLLERDEVICEADDED for it: open it once, there
        info = self._open_device(int(device_index))
        if info is None:
            return []
        return [act.Action(act.DEVICE_ADDED, act.PAD, info.instance_id, value=info.name)]

    def _device_removed(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        instance_id = getattr(event, "instance_id", None)
        if instance_id is None:
            return []
        instance_id = int(instance_id)
        info = self.pads.pop(instance_id, None)
        self.sticks.pop(instance_id, None)
        self._hats.pop(instance_id, None)
        self.repeater.release_device(act.PAD, instance_id)
        if info is None and (
            event.type == pygame.JOYDEVICEREMOVED or instance_id in self._removed_ids
        ):
            return []  # already reported (SDL sends a JOY* and a CONTROLLER* removal)
        self._removed_ids.add(instance_id)
        if info is not None and info.device is not None:
            try:
                info.device.quit()
            except (pygame.error, AttributeError):
                pass
        return [
            act.Action(act.DEVICE_REMOVED, act.PAD, instance_id, value=info.name if info else None)
        ]

    def add_virtual_pad(self, instance_id: int, name: str) -> PadInfo:
        """Register a pad without hardware (tests, demos): prompts use its family."""
        info = PadInfo(instance_id, name, glyphs.pad_family(name), None, True)
        self.pads[instance_id] = info
        return info

    # -- prompts ------------------------------------------------------------------------
    def pad_family(self, instance_id: int | None) -> str:
        info = self.pads.get(instance_id) if instance_id is not None else None
        return info.family if info else glyphs.XBOX

    def prompt(self, action_name: str, device: tuple[str, int | None] | None = None) -> str:
        """Label of the first binding of ``action_name`` on ``device`` (default: last used)."""
        kind, instance_id = device or self.last_device
        if kind == act.MOUSE and action_name in glyphs.MOUSE_LABELS:
            return glyphs.MOUSE_LABELS[action_name]
        if kind == act.PAD:
            buttons = self.bindings.effective_pad_buttons().get(action_name, [])
            if buttons:
                return glyphs.pad_button_label(buttons[0], self.pad_family(instance_id))
            return ""
        keys = self.bindings.keys.get(action_name, [])
        return key_label(keys[0]) if keys else ""
