"""Text-box checks for rendered screens (tests only): while a screen is drawn, every text
drawn through game.ui.theme and every panel is recorded with the surface it went on; a text
that reaches into a panel drawn before it on the same surface must lie wholly inside that
panel, and every text must lie inside its surface."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.ui import theme

BORDER = 2  # a panel's rim: text may not sit on it


@dataclass(frozen=True)
class Drawn:
    kind: str  # "text" | "panel"
    surface: int  # id() of the target surface
    rect: pygame.Rect
    size: tuple[int, int]  # the target surface's size
    content: str = ""
    how: str = ""  # the theme function that drew it


@contextmanager
def recording(monkeypatch) -> Iterator[list[Drawn]]:
    """Record theme's text and panel drawing until the block ends."""
    drawn: list[Drawn] = []

    def texts(original, how: str):
        def wrapper(canvas, content, *args, **kwargs):
            rect = original(canvas, content, *args, **kwargs)
            drawn.append(Drawn("text", id(canvas), rect.copy(), canvas.get_size(), content, how))
            return rect

        return wrapper

    def panel(original):
        def wrapper(canvas, rect, *args, **kwargs):
            original(canvas, rect, *args, **kwargs)
            drawn.append(Drawn("panel", id(canvas), pygame.Rect(rect), canvas.get_size()))

        return wrapper

    with monkeypatch.context() as patch:
        for name in ("draw_text", "draw_shadowed_text", "draw_backed_text"):
            patch.setattr(theme, name, texts(getattr(theme, name), name))
        patch.setattr(theme, "draw_panel", panel(theme.draw_panel))
        yield drawn


def overflows(drawn: list[Drawn]) -> list[str]:
    """What each text that leaves its panel or its surface does, in words."""
    problems = []
    for index, item in enumerate(drawn):
        if item.kind != "text" or not item.content.strip():
            continue
        if not pygame.Rect((0, 0), item.size).contains(item.rect):
            problems.append(f"{item.content!r} {tuple(item.rect)} leaves its surface {item.size}")
            continue
        panels = [
            other
            for other in drawn[:index]
            if other.kind == "panel"
            and other.surface == item.surface
            and other.rect.colliderect(item.rect)
        ]
        if not panels:
            continue
        inside = panels[-1].rect.inflate(-2 * BORDER, -2 * BORDER)
        if not inside.contains(item.rect):
            problems.append(
                f"{item.content!r} {tuple(item.rect)} overflows its panel {tuple(panels[-1].rect)}"
            )
    return problems
