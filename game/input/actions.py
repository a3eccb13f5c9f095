"""Named actions: what the game hears instead of raw pygame events.

An ``Action`` has a ``name`` (one of the constants below), the ``device`` it came from
("keyboard", "mouse", "pad" or "system"), the pad's ``instance_id`` when it came from a
pad, a logical ``pos`` for pointer actions, ``repeat`` for hold-to-repeat navigation, and a
free ``value`` (scroll amount, text, window size, device name, captured binding; for bound
keyboard actions the key's name, e.g. "backspace" vs "escape" for back).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# navigation and commands (bindable)
UP = "up"
DOWN = "down"
LEFT = "left"
RIGHT = "right"
CONFIRM = "confirm"
BACK = "back"
PAUSE = "pause"
YAKU_LIST = "yaku_list"
HINT = "hint"
ACTION_LIST = "action_list"
NEXT = "next"
PREVIOUS = "previous"
TOGGLE_FULLSCREEN = "toggle_fullscreen"
TOGGLE_TRACKER = "toggle_tracker"
FAST_FORWARD = "fast_forward"  # on the table: snap the animations, skip the CPU's pause

BINDABLE_ACTIONS: tuple[str, ...] = (
    UP,
    DOWN,
    LEFT,
    RIGHT,
    CONFIRM,
    BACK,
    PAUSE,
    YAKU_LIST,
    HINT,
    ACTION_LIST,
    NEXT,
    PREVIOUS,
    TOGGLE_TRACKER,
    FAST_FORWARD,
    TOGGLE_FULLSCREEN,
)
DIRECTIONS: dict[str, tuple[int, int]] = {UP: (0, -1), DOWN: (0, 1), LEFT: (-1, 0), RIGHT: (1, 0)}
REPEATING_ACTIONS: frozenset[str] = frozenset(DIRECTIONS)
# wherever a match is on screen, these open the pause menu (Esc is back, P is pause)
PAUSE_ACTIONS: frozenset[str] = frozenset({PAUSE, BACK})

# pointer
POINTER_MOVE = "pointer_move"  # hover, pos = logical position
POINTER_DOWN = "pointer_down"  # left button pressed at pos
CLICK = "click"  # left button released at pos (activate)
SCROLL = "scroll"  # value = wheel steps (+ up)
POINTER_LEAVE = "pointer_leave"  # the pointer left the canvas (bars) or the window

# system and devices
QUIT = "quit"
FOCUS_LOST = "focus_lost"  # window unfocused or minimised: pause updates
FOCUS_GAINED = "focus_gained"
RESIZED = "resized"  # value = (width, height)
DEVICE_ADDED = "device_added"  # instance_id, value = controller name
DEVICE_REMOVED = "device_removed"
TEXT = "text"  # value = typed text
TEXT_EDITING = "text_editing"  # value = the IME's composition so far ("" when it ends)
UNBOUND = "unbound"  # a key or pad button with no binding (for "press any key")
CAPTURED = "captured"  # value = binding name captured for rebinding

KEYBOARD = "keyboard"
MOUSE = "mouse"
PAD = "pad"
SYSTEM = "system"


@dataclass(frozen=True)
class Action:
    name: str
    device: str = SYSTEM
    instance_id: int | None = None
    pos: tuple[float, float] | None = None
    repeat: bool = False
    value: Any = None

    @property
    def direction(self) -> tuple[int, int] | None:
        """(dx, dy) for navigation actions, else None."""
        return DIRECTIONS.get(self.name)

    @property
    def device_key(self) -> str:
        """Stable id of the physical device: "keyboard", "mouse" or "pad:<instance id>"."""
        if self.device == PAD:
            return f"pad:{self.instance_id}"
        return self.device

    @property
    def is_pointer(self) -> bool:
        return self.pos is not None


# what a prompt's buttons answer: moving between them, choosing one, pointing and clicking
BUTTON_ACTIONS = frozenset(
    {LEFT, RIGHT, UP, DOWN, NEXT, PREVIOUS, CONFIRM, POINTER_MOVE, POINTER_DOWN, CLICK}
)
