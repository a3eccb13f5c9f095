"""WCAG contrast for rendered frames (tests only): the contrast ratio of a text colour
against the pixels that lie behind the text, read from a frame drawn without any text."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.ui import theme

#: WCAG 2 AA for body text
BODY_TEXT_CONTRAST = 4.5


def relative_luminance(colour) -> float:
    """WCAG 2 relative luminance of an sRGB colour (0 black .. 1 white)."""

    def channel(value: int) -> float:
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(int(part)) for part in tuple(colour)[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast_ratio(first, second) -> float:
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def worst_contrast(colour, background: pygame.Surface, rect: pygame.Rect) -> float:
    """The lowest contrast of ``colour`` against any pixel of ``background`` inside ``rect``."""
    area = rect.clip(background.get_rect())
    behind = {
        tuple(background.get_at((x, y)))[:3]
        for y in range(area.top, area.bottom)
        for x in range(area.left, area.right)
    }
    return min(contrast_ratio(colour, pixel) for pixel in behind)


@dataclass(frozen=True)
class DrawnText:
    content: str
    colour: tuple[int, int, int]
    rect: pygame.Rect


@contextmanager
def recording_texts(monkeypatch) -> Iterator[list[DrawnText]]:
    """Every ``theme.draw_text`` call (content, colour, rect) until the block ends."""
    drawn: list[DrawnText] = []
    original = theme.draw_text

    def wrapper(canvas, content, size, colour_value, *args, **kwargs):
        rect = original(canvas, content, size, colour_value, *args, **kwargs)
        drawn.append(DrawnText(content, tuple(colour_value)[:3], rect.copy()))
        return rect

    with monkeypatch.context() as patch:
        patch.setattr(theme, "draw_text", wrapper)
        yield drawn


@contextmanager
def without_text(monkeypatch) -> Iterator[None]:
    """Text drawn through theme is transparent until the block ends (the backdrop alone)."""
    original = theme.text

    def blank(content, size, colour_value, family="ui"):
        surface = original(content, size, colour_value, family)
        return pygame.Surface(surface.get_size(), pygame.SRCALPHA)

    with monkeypatch.context() as patch:
        patch.setattr(theme, "text", blank)
        yield
