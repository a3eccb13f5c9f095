"""Button prompt text for the device in use: "Enter" on keyboard, "A" on Xbox, "Cross" on
PlayStation, the Switch Pro labels on Nintendo pads. The pad family is guessed from the SDL
controller name; unknown pads use the Xbox labels (SDL's GameController layout)."""

from __future__ import annotations

from game.i18n import tr, tr_later
from game.input import actions as act

XBOX = "xbox"
PLAYSTATION = "playstation"
NINTENDO = "nintendo"

_FAMILY_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (PLAYSTATION, ("playstation", "ps3", "ps4", "ps5", "dualshock", "dualsense", "sony")),
    (NINTENDO, ("nintendo", "switch", "joy-con", "joycon", "pro controller")),
    (XBOX, ("xbox", "x-box", "xinput")),
)

PAD_LABELS: dict[str, dict[str, str]] = {
    XBOX: {
        "a": "A",
        "b": "B",
        "x": "X",
        "y": "Y",
        "start": "Menu",
        "back": "View",
        "guide": "Xbox",
        "leftshoulder": "LB",
        "rightshoulder": "RB",
        "leftstick": "LS",
        "rightstick": "RS",
    },
    PLAYSTATION: {
        "a": "Cross",
        "b": "Circle",
        "x": "Square",
        "y": "Triangle",
        "start": "Options",
        "back": "Share",
        "guide": "PS",
        "leftshoulder": "L1",
        "rightshoulder": "R1",
        "leftstick": "L3",
        "rightstick": "R3",
    },
    # SDL reports Nintendo pads by their printed labels (A is the right face button).
    NINTENDO: {
        "a": "A",
        "b": "B",
        "x": "X",
        "y": "Y",
        "start": "+",
        "back": "-",
        "guide": "Home",
        "leftshoulder": "L",
        "rightshoulder": "R",
        "leftstick": "L-stick",
        "rightstick": "R-stick",
    },
}
DPAD_LABELS = {
    "dpad_up": tr_later("D-pad Up"),
    "dpad_down": tr_later("D-pad Down"),
    "dpad_left": tr_later("D-pad Left"),
    "dpad_right": tr_later("D-pad Right"),
}
MOUSE_LABELS = {act.CONFIRM: tr_later("Click"), act.BACK: tr_later("Right-click")}


def pad_family(controller_name: str | None) -> str:
    lowered = (controller_name or "").lower()
    for family, words in _FAMILY_WORDS:
        if any(word in lowered for word in words):
            return family
    return XBOX


def pad_button_label(button: str, family: str) -> str:
    if button in DPAD_LABELS:
        return tr(DPAD_LABELS[button])
    return PAD_LABELS.get(family, PAD_LABELS[XBOX]).get(button, button.title())
