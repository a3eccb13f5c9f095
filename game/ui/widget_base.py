"""The base of every menu widget: focus / hover / press state and the shared framed look.

``Widget`` holds a logical rect and the three verbs (``activate()``, ``adjust(step)``,
``click_at(pos)``) that subclasses override; ``_draw_frame`` draws the lacquer-and-gold panel
(glow when focused) and ``_text_colour`` picks the label colour for the state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme

Callback = Callable[[], Any]


class Widget:
    focusable: bool = True
    adjustable: bool = False  # left/right change the value instead of moving focus

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        *,
        enabled: bool = True,
        key: str | None = None,
        description: str = "",
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.key = key
        self.description = description
        self.hovered = False
        self.pressed = False
        self.focused = False

    def activate(self) -> bool:
        return False

    def adjust(self, step: int) -> bool:
        return False

    def click_at(self, position: tuple[float, float]) -> bool:
        return self.activate()

    def draw(self, canvas: pygame.Surface, time_seconds: float = 0.0) -> None:
        raise NotImplementedError

    # shared look
    def _draw_frame(self, canvas: pygame.Surface, time_seconds: float) -> pygame.Rect:
        rect = self.rect.move(0, 3) if self.pressed else self.rect
        if self.focused and self.enabled:
            glow = theme.colour("gold_light")
            theme.draw_glow(
                canvas, rect, glow, spread=12, strength=int(120 + 80 * theme.pulse(time_seconds))
            )
            theme.draw_panel(
                canvas,
                rect,
                fill=theme.colour("panel_focus"),
                border=theme.colour("gold_light"),
                border_width=4,
            )
        elif self.hovered and self.enabled:
            theme.draw_panel(canvas, rect, fill=theme.colour("lacquer_light"))
        else:
            theme.draw_panel(
                canvas,
                rect,
                fill=theme.colour("panel"),
                border=theme.colour("gold" if self.enabled else "gold_dark"),
                border_width=2,
            )
        return rect

    def _text_colour(self) -> theme.Colour:
        if not self.enabled:
            return theme.colour("disabled")
        return theme.colour("ivory") if not self.focused else theme.colour("gold_light")
