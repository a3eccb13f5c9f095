"""The buttons of the table's right column: what they do, where they are, which is hit."""

from __future__ import annotations

import pygame

from game.i18n import tr_later
from game.view import layout

# (key, label (translated where drawn), the action whose key or button the label shows,
# that key when unbound)
BUTTONS: tuple[tuple[str, str, str | None, str], ...] = (
    ("yaku", tr_later("Yaku list"), "yaku_list", "Y"),
    ("tracker", tr_later("Tracker"), "toggle_tracker", "T"),
    ("hint", tr_later("Hint"), "hint", "H"),
    ("menu", tr_later("Menu"), "pause", "P"),
)


def button_rects() -> list[pygame.Rect]:
    return [pygame.Rect(layout.button_rect(index)) for index in range(len(BUTTONS))]


def button_at(position) -> int | None:
    """The index of the button at ``position`` (None: none)."""
    for index, rect in enumerate(button_rects()):
        if rect.collidepoint(position):
            return index
    return None
