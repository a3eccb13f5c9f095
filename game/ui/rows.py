"""Laying a menu screen's rows out: a column of rows one under another, and the screen's main
button with Back beside it under them (the match setups, the friend screens)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import tr
from game.ui.menu import WidgetGroup
from game.ui.widgets import Button, Widget


def place_rows(group: WidgetGroup, rows: Sequence[Widget], x: int, top: int, gap: int) -> int:
    """``rows`` one under another from (x, top); the y just under the last one."""
    y = top
    for widget in rows:
        widget.rect.topleft = (x, y)
        group.add(widget)
        y += widget.rect.height + gap
    return y


def main_and_back(
    group: WidgetGroup,
    x: int,
    y: int,
    main: tuple[str, Callable[[], None], str, str],
    back: Callable[[], None],
    back_description: str,
    height: int = 84,
    size: int = 44,
) -> None:
    """The screen's main button (label, action, key, description; text ``size``) and Back
    beside it, both ``height`` tall."""
    label, action, key, description = main
    group.add(
        Button(
            pygame.Rect(x, y, 560, height),
            label,
            action,
            key=key,
            size=size,
            description=description,
        )
    )
    group.add(
        Button(
            pygame.Rect(x + 600, y, 300, height),
            tr("Back"),
            back,
            key="back",
            description=back_description,
            size=36,
        )
    )
