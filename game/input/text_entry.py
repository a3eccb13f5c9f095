"""Typing a name with an IME: where the system draws its candidate list, and the composition
(the text being composed, not yet committed) that the name field shows underlined.

SDL delivers committed text as TEXTINPUT (the ``text`` action) and the composition as
TEXTEDITING (the ``text_editing`` action); with the ``SDL_IME_SHOW_UI`` hint (set by game.cli)
the system draws its candidate list, placed by :func:`place_candidates` under the field being
edited. Positions arrive in canvas coordinates (1920x1080) and are mapped into the window by
the mapper the app installs (the letterbox); without one they are used as they are.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

CanvasToWindow = Callable[[tuple[float, float]], tuple[float, float]]

_to_window: CanvasToWindow | None = None
_placed: tuple[int, int, int, int] | None = None


def set_window_mapper(mapper: CanvasToWindow | None) -> None:
    """How canvas positions map into the window (the app's letterbox)."""
    global _to_window, _placed
    _to_window = mapper
    _placed = None


def window_rect(canvas_rect: pygame.Rect) -> pygame.Rect:
    """The window rectangle of a canvas rectangle."""
    if _to_window is None:
        return pygame.Rect(canvas_rect)
    left, top = _to_window((canvas_rect.left, canvas_rect.top))
    right, bottom = _to_window((canvas_rect.right, canvas_rect.bottom))
    return pygame.Rect(
        round(left), round(top), max(1, round(right - left)), max(1, round(bottom - top))
    )


def place_candidates(canvas_rect: pygame.Rect) -> None:
    """Tell the IME where the text is typed so its candidate list opens beside it (asked
    again only when the place changes)."""
    global _placed
    rect = window_rect(canvas_rect)
    key = (rect.x, rect.y, rect.width, rect.height)
    if key == _placed:
        return
    _placed = key
    try:
        pygame.key.set_text_input_rect(rect)
    except pygame.error:  # no video system (a headless test): nothing to place
        _placed = None


def start() -> None:
    """Text (and IME composition) arrives from now on."""
    try:
        pygame.key.start_text_input()
    except pygame.error:
        return
