"""The buttons of the table's right column: what they do, where they are, which is hit."""

from __future__ import annotations

import pygame

from game.view import layout

# (key, label, the action whose key or button the label shows, that key when unbound)
BUTTONS: tuple[tuple[str, str, str | None, str], ...] = (
    ("yaku", "Yaku list", "yaku_list", "Y"),
    ("tracker", "Tracker", "toggle_tracker", "T"),
    ("hint", "Hint", "hint", "H"),
    ("menu", "Menu", "pause", "P"),
)


def button_rects() -> list[pygame.Rect]:
    return [pygame.Rect(layout.button_rect(index)) for index in range(len(BUTTONS))]


def button_at(position) -> int | None:
    """The index of the button at ``position`` (None: none)."""
    for index, rect in enumerate(button_rects()):
        if rect.collidepoint(position):
            return index
    return None
