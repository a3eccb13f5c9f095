"""Game pads and joysticks for the input manager: hot-plug, buttons, sticks and hats.

``PadInput`` is a mixin of ``game.input.manager.InputManager``: it opens pads by device index
(SDL GameController when SDL knows the pad, else a plain joystick with ``GENERIC_JOY_BUTTONS``
and ``HAT_DIRECTIONS``), tracks them by instance id (``PadInfo``) through hot-plug, and turns
their buttons, left stick and hat into named actions. It never reads the event queue; the
manager hands it the events.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pygame

from game.input import actions as act
from game.input import glyphs
from game.input.bindings import Bindings, pad_button_name, pad_buttons_by_name
from game.input.repeat import HoldRepeater, StickState, normalise_axis

logger = logging.getLogger(__name__)

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


@dataclass
class PadInfo:
    instance_id: int
    name: str
    family: str
    device: Any = None  # the pygame Controller / Joystick object (None for synthetic)
    is_controller: bool = True


class PadInput:
    """Mixin of InputManager: pad and joystick devices and their events."""

    bindings: Bindings
    repeater: HoldRepeater
    pads: dict[int, PadInfo]
    sticks: dict[int, StickState]
    last_device: tuple[str, int | None]
    capture_next: bool
    _controller_module: Any
    _hats: dict[int, set[str]]
    _removed_ids: set[int]

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

    def pad_family(self, instance_id: int | None) -> str:
        info = self.pads.get(instance_id) if instance_id is not None else None
        return info.family if info else glyphs.XBOX
