"""Focusable widgets for menus: Button and Label here; Toggle, Slider, Choice and NameField
from game.ui.value_widgets and the ``Widget`` base from game.ui.widget_base, re-exported.

Widgets know their logical rect, draw themselves in the lacquer-and-gold style and react to
three verbs: ``activate()`` (confirm / click), ``adjust(step)`` (left/right on sliders and
selectors) and ``click_at(pos)``. Focus, hover and press state are set by the owning
``WidgetGroup`` (game.ui.menu). Values are read and written through getter/setter callables
so a widget edits settings or a config dict directly.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.value_widgets import Choice, NameField, Slider, Toggle
from game.ui.widget_base import Callback, Widget

__all__ = [
    "Button",
    "Callback",
    "Choice",
    "Label",
    "NameField",
    "Slider",
    "Toggle",
    "Widget",
]


class Label(Widget):
    focusable = False

    def __init__(
        self, rect, content: str, *, size: int = 32, family: str = "ui", colour_name: str = "muted"
    ) -> None:
        super().__init__(rect)
        self.content = content
        self.size = size
        self.family = family
        self.colour_name = colour_name

    def draw(self, canvas: pygame.Surface, time_seconds: float = 0.0) -> None:
        theme.draw_text(
            canvas,
            self.content,
            self.size,
            theme.colour(self.colour_name),
            self.family,
            midleft=(self.rect.x, self.rect.centery),
        )


class Button(Widget):
    def __init__(
        self,
        rect,
        label: str,
        on_activate: Callback | None = None,
        *,
        enabled: bool = True,
        key: str | None = None,
        description: str = "",
        size: int = 40,
        subtitle: str = "",
        subtitle_family: str = "jp",
    ) -> None:
        super().__init__(rect, enabled=enabled, key=key, description=description)
        self.label = label
        self.on_activate = on_activate
        self.size = size
        self.subtitle = subtitle
        self.subtitle_family = subtitle_family

    def activate(self) -> bool:
        if not self.enabled or self.on_activate is None:
            return False
        self.on_activate()
        return True

    def draw(self, canvas: pygame.Surface, time_seconds: float = 0.0) -> None:
        rect = self._draw_frame(canvas, time_seconds)
        colour_value = self._text_colour()
        theme.draw_text(canvas, self.label, self.size, colour_value, "ui_bold", center=rect.center)
        if self.subtitle:
            theme.draw_text(
                canvas,
                self.subtitle,
                int(self.size * 0.6),
                theme.colour("gold" if self.enabled else "disabled"),
                self.subtitle_family,
                midleft=(rect.x + 26, rect.centery),
            )
        if self.focused and self.enabled:
            # vermilion lozenges either side mark the focused item
            for side in (-1, 1):
                x = rect.centerx + side * (rect.width // 2 + 26)
                points = [
                    (x, rect.centery - 12),
                    (x + 10, rect.centery),
                    (x, rect.centery + 12),
                    (x - 10, rect.centery),
                ]
                pygame.draw.polygon(canvas, theme.colour("gold_light"), points)
