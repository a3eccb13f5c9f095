"""The rows of the friend screens: a text row for longer values than a name (a server
address, a pasted invite: a wider box that shows the end of what was typed, a muted
placeholder while it is empty) and the player's name row (game.ui.rows lays them out)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.scenes import SceneContext
from game.i18n import tr
from game.scenes.online.connect import settings_of
from game.ui import theme
from game.ui.widgets import NameField
from game.view.text_fit import ellipsize

VALUE_SHARE = 0.62  # of the row's width (a name field uses 0.42)
TEXT_SIZE = 30
NAME_LENGTH = 16


def player_name_row(context: SceneContext, width: int, height: int) -> NameField:
    """ "Your name": the name the other player sees, kept in the settings."""

    def keep(value: str) -> None:
        settings_of(context).online_name = value.strip()
        context.services.save_settings()

    return NameField(
        pygame.Rect(0, 0, width, height),
        tr("Your name"),
        lambda: settings_of(context).online_name,
        keep,
        max_length=NAME_LENGTH,
        key="name",
        description=tr("The name your friend sees on your name plate."),
    )


class TextField(NameField):
    def __init__(self, rect, label: str, getter, setter, *, placeholder: str = "", **extra: Any):
        super().__init__(rect, label, getter, setter, **extra)
        self.placeholder = placeholder

    def value_area(self) -> pygame.Rect:
        width = int(self.rect.width * VALUE_SHARE)
        return pygame.Rect(
            self.rect.right - width - 24, self.rect.y + 10, width, self.rect.height - 20
        )

    def draw_value(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        box = area.inflate(0, -4)
        fill = theme.colour("ink") if self.editing else theme.colour("lacquer_light")
        pygame.draw.rect(canvas, fill, box, border_radius=8)
        edge = theme.colour("gold_light" if self.editing else "gold_dark")
        pygame.draw.rect(canvas, edge, box, 2, border_radius=8)
        content = str(self.getter())
        room = box.width - 40
        if not content and not self.editing:
            theme.draw_text(
                canvas,
                ellipsize(self.placeholder, TEXT_SIZE, room),
                TEXT_SIZE,
                theme.colour("muted"),
                "ui",
                midleft=(box.x + 16, box.centery),
            )
            return
        shown = tail_that_fits(content, TEXT_SIZE, room)
        rect = theme.draw_text(
            canvas,
            shown,
            TEXT_SIZE,
            theme.colour("ivory"),
            "ui_bold",
            midleft=(box.x + 16, box.centery),
        )
        if self.editing:
            pygame.draw.line(
                canvas,
                theme.colour("gold_light"),
                (rect.right + 4, box.y + 10),
                (rect.right + 4, box.bottom - 10),
                3,
            )


def tail_that_fits(text: str, size: int, width: int, family: str = "ui_bold") -> str:
    """The end of ``text`` that fits ``width`` pixels, with "..." in front when cut."""
    font = theme.font(size, family)
    if font.size(text)[0] <= width:
        return text
    for start in range(1, len(text)):
        shown = "..." + text[start:]
        if font.size(shown)[0] <= width:
            return shown
    return "..."
