"""Bindings as data: action name -> key names / pad button names, saved in the settings.

Keys are named after pygame's ``K_*`` constants in lower case without the prefix
("return", "escape", "kp_enter", "a"); pad buttons after SDL GameController buttons
("a", "b", "x", "y", "start", "back", "leftshoulder", "dpad_up", ...). The "a" button is the
bottom face button on every pad (Cross on PlayStation). ``swap_confirm_back`` swaps the
pad's confirm and back buttons (Nintendo layout).
"""

from __future__ import annotations

import functools

import pygame

from game.input import actions as act

DEFAULT_KEYS: dict[str, list[str]] = {
    act.UP: ["up", "w"],
    act.DOWN: ["down", "s"],
    act.LEFT: ["left", "a"],
    act.RIGHT: ["right", "d"],
    act.CONFIRM: ["return", "space", "kp_enter"],
    act.BACK: ["escape", "backspace"],
    act.PAUSE: ["p", "pause"],
    act.YAKU_LIST: ["y", "f1"],
    act.HINT: ["h"],
    act.ACTION_LIST: ["l", "f2"],
    act.NEXT: ["tab"],
    act.PREVIOUS: ["q"],  # Shift+Tab too (the input manager)
    act.TOGGLE_TRACKER: ["t"],
    act.FAST_FORWARD: ["f"],
    act.TOGGLE_FULLSCREEN: ["f11"],  # Alt+Enter too (the input manager)
}

DEFAULT_PAD_BUTTONS: dict[str, list[str]] = {
    act.UP: ["dpad_up"],
    act.DOWN: ["dpad_down"],
    act.LEFT: ["dpad_left"],
    act.RIGHT: ["dpad_right"],
    act.CONFIRM: ["a"],
    act.BACK: ["b"],
    act.PAUSE: ["start"],
    act.YAKU_LIST: ["back"],
    act.HINT: ["y"],
    act.ACTION_LIST: ["x"],
    act.NEXT: ["rightshoulder"],
    act.PREVIOUS: ["leftshoulder"],
    act.TOGGLE_TRACKER: [],
    act.FAST_FORWARD: [],
    act.TOGGLE_FULLSCREEN: [],
}

PAD_BUTTON_NAMES: tuple[str, ...] = (
    "a",
    "b",
    "x",
    "y",
    "back",
    "guide",
    "start",
    "leftstick",
    "rightstick",
    "leftshoulder",
    "rightshoulder",
    "dpad_up",
    "dpad_down",
    "dpad_left",
    "dpad_right",
)


def default_keys() -> dict[str, list[str]]:
    return {name: list(keys) for name, keys in DEFAULT_KEYS.items()}


def default_pad_buttons() -> dict[str, list[str]]:
    return {name: list(buttons) for name, buttons in DEFAULT_PAD_BUTTONS.items()}


@functools.cache
def key_codes_by_name() -> dict[str, int]:
    """ "return" -> pygame.K_RETURN, built from pygame's K_* constants (no init needed)."""
    table: dict[str, int] = {}
    for attribute in dir(pygame):
        if attribute.startswith("K_"):
            name = attribute[2:].lower()
            table.setdefault(name, getattr(pygame, attribute))
    return table


@functools.cache
def key_names_by_code() -> dict[int, str]:
    names: dict[int, str] = {}
    for name, code in sorted(key_codes_by_name().items()):
        names.setdefault(code, name)
    return names


@functools.cache
def pad_buttons_by_name() -> dict[str, int]:
    return {name: getattr(pygame, f"CONTROLLER_BUTTON_{name.upper()}") for name in PAD_BUTTON_NAMES}


@functools.cache
def pad_names_by_button() -> dict[int, str]:
    return {code: name for name, code in pad_buttons_by_name().items()}


def key_name(code: int) -> str | None:
    return key_names_by_code().get(code)


def pad_button_name(button: int) -> str | None:
    return pad_names_by_button().get(button)


KEY_LABELS: dict[str, str] = {
    "return": "Enter",
    "kp_enter": "Enter",
    "escape": "Esc",
    "space": "Space",
    "backspace": "Backspace",
    "tab": "Tab",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    "pause": "Pause",
}


def key_label(name: str) -> str:
    """What to print for a key in a prompt: "Enter", "Esc", "F1", "Y"."""
    if name in KEY_LABELS:
        return KEY_LABELS[name]
    if len(name) == 1:
        return name.upper()
    if name.startswith("f") and name[1:].isdigit():
        return name.upper()
    return name.replace("_", " ").title()


class Bindings:
    """Lookup tables built from the binding data (keyboard and pad)."""

    def __init__(
        self,
        keys: dict[str, list[str]] | None = None,
        pad_buttons: dict[str, list[str]] | None = None,
        *,
        swap_confirm_back: bool = False,
    ) -> None:
        self.keys = {name: list(v) for name, v in (keys or default_keys()).items()}
        self.pad_buttons = {
            name: list(v) for name, v in (pad_buttons or default_pad_buttons()).items()
        }
        self.swap_confirm_back = swap_confirm_back
        self._rebuild()

    def _rebuild(self) -> None:
        codes = key_codes_by_name()
        self._by_key: dict[int, list[str]] = {}
        for action_name, names in self.keys.items():
            for name in names:
                code = codes.get(name)
                if code is not None:
                    self._by_key.setdefault(code, []).append(action_name)
        buttons = pad_buttons_by_name()
        self._by_button: dict[int, list[str]] = {}
        for action_name, names in self.effective_pad_buttons().items():
            for name in names:
                code = buttons.get(name)
                if code is not None:
                    self._by_button.setdefault(code, []).append(action_name)

    def effective_pad_buttons(self) -> dict[str, list[str]]:
        table = {name: list(v) for name, v in self.pad_buttons.items()}
        if self.swap_confirm_back:
            table[act.CONFIRM], table[act.BACK] = (
                table.get(act.BACK, []),
                table.get(act.CONFIRM, []),
            )
        return table

    def actions_for_key(self, code: int) -> list[str]:
        return self._by_key.get(code, [])

    def actions_for_button(self, button: int) -> list[str]:
        return self._by_button.get(button, [])

    def rebind_key(self, action_name: str, key: str, *, slot: int = 0) -> None:
        """Put ``key`` in ``slot`` of ``action_name`` and remove it from other actions."""
        self._rebind(self.keys, action_name, key, slot)

    def rebind_pad_button(self, action_name: str, button: str, *, slot: int = 0) -> None:
        self._rebind(self.pad_buttons, action_name, button, slot)

    def key_holder(self, key: str, other_than: str) -> str | None:
        """The action other than ``other_than`` that ``key`` is bound to (None: none)."""
        return _holder(self.keys, key, other_than)

    def pad_button_holder(self, button: str, other_than: str) -> str | None:
        return _holder(self.pad_buttons, button, other_than)

    def swap_key(self, action_name: str, key: str) -> None:
        """Give ``key`` to ``action_name``; the action that had it gets ``action_name``'s
        first key in its place (or loses it when ``action_name`` had none)."""
        self._swap(self.keys, action_name, key)

    def swap_pad_button(self, action_name: str, button: str) -> None:
        self._swap(self.pad_buttons, action_name, button)

    def _swap(self, table: dict[str, list[str]], action_name: str, name: str) -> None:
        holder = _holder(table, name, action_name)
        place = table[holder].index(name) if holder is not None else 0
        old = table.get(action_name, [])[:1]
        self._rebind(table, action_name, name, 0)
        if holder is not None and old and old[0] != name:
            table[holder].insert(place, old[0])
            self._rebuild()

    def _rebind(self, table: dict[str, list[str]], action_name: str, name: str, slot: int) -> None:
        for names in table.values():
            while name in names:
                names.remove(name)
        names = table.setdefault(action_name, [])
        if slot < len(names):
            names[slot] = name
        else:
            names.append(name)
        self._rebuild()

    def set_swap_confirm_back(self, swap: bool) -> None:
        self.swap_confirm_back = swap
        self._rebuild()


def _holder(table: dict[str, list[str]], name: str, other_than: str) -> str | None:
    return next(
        (action for action, names in table.items() if action != other_than and name in names),
        None,
    )
