"""InputManager: the ONLY place in the game that calls ``pygame.event.get()``.

``poll()`` drains the pygame queue and returns named ``Action``s (game.input.actions):
keyboard and pad buttons through the rebindable ``Bindings``, the left stick through a dead
zone, hold-to-repeat for navigation, the mouse as pointer actions in logical coordinates,
and window / device events as system actions. Pads (game.input.pads) use SDL's
GameController API (pygame._sdl2.controller) tracked by instance id with hot-plug; events
from an unknown instance id are still translated (tests post them without a device). Plain
joysticks that SDL has no mapping for get a small generic mapping.

``last_device`` is the device of the latest meaningful input; ``prompt(action)`` names the
button for it ("Enter", "A", "Cross").
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable
from typing import Any

import pygame

from game.i18n import tr
from game.input import actions as act
from game.input import glyphs
from game.input.bindings import (
    Bindings,
    key_label,
    key_name,
)
from game.input.pads import GENERIC_JOY_BUTTONS, HAT_DIRECTIONS, PadInfo, PadInput
from game.input.repeat import HoldRepeater, StickState

logger = logging.getLogger(__name__)

__all__ = [
    "GENERIC_JOY_BUTTONS",
    "HAT_DIRECTIONS",
    "InputManager",
    "PadInfo",
    "PadInput",
    "PointerMapper",
    "raw_events",
]

PointerMapper = Callable[[tuple[float, float]], tuple[float, float] | None]

_SUSPEND_EVENTS = {
    pygame.WINDOWFOCUSLOST: ("focused", False),
    pygame.WINDOWMINIMIZED: ("minimized", True),
    pygame.WINDOWFOCUSGAINED: ("focused", True),
    pygame.WINDOWRESTORED: ("minimized", False),
}


def raw_events() -> list[pygame.event.Event]:
    """The raw queue, for the crash screen only (it runs after the game's scenes are gone)."""
    return pygame.event.get()


class InputManager(PadInput):
    """Keyboard, mouse and window events (pads via ``PadInput``) as named actions."""

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
            # the window's close button: a quit request of its own (SDL adds a QUIT only
            # when it takes the window for the last one it has)
            pygame.WINDOWCLOSE: lambda event, now: [act.Action(act.QUIT)],
            pygame.KEYDOWN: self._key_down,
            pygame.KEYUP: self._key_up,
            pygame.TEXTINPUT: self._text,
            pygame.TEXTEDITING: self._text_editing,
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
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and mods & pygame.KMOD_ALT:
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

    def _text_editing(self, event: pygame.event.Event, now: float) -> list[act.Action]:
        return [act.Action(act.TEXT_EDITING, act.KEYBOARD, value=str(event.text))]

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

    # -- prompts ------------------------------------------------------------------------
    def prompt(self, action_name: str, device: tuple[str, int | None] | None = None) -> str:
        """Label of the first binding of ``action_name`` on ``device`` (default: last used)."""
        kind, instance_id = device or self.last_device
        if kind == act.MOUSE and action_name in glyphs.MOUSE_LABELS:
            return tr(glyphs.MOUSE_LABELS[action_name])
        if kind == act.PAD:
            buttons = self.bindings.effective_pad_buttons().get(action_name, [])
            if buttons:
                return glyphs.pad_button_label(buttons[0], self.pad_family(instance_id))
            return ""
        keys = self.bindings.keys.get(action_name, [])
        return key_label(keys[0]) if keys else ""
