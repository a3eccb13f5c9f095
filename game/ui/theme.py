"""Look of the menus: cached text, lacquer panels and the menu backdrop, over the asset
service (game.assets: the palette and the fonts). Text surfaces are cached per (text, size,
family, colour).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.assets import fonts
from game.assets import palette as colours
from game.assets.palette import Colour
from game.i18n import on_language_change
from game.i18n.linebreak import break_lines


def colour(name: str) -> Colour:
    return colours.colour(name)


def seat_colour(seat: int | str) -> Colour:
    """A seat's colour, by seat number or colour name (game.assets.palette)."""
    return colours.seat_colour(seat)


def font(size: int, family: str = "ui") -> pygame.font.Font:
    """The family's font at a pixel size (game.assets.fonts, one cache)."""
    return fonts.font(size, family)


@lru_cache(maxsize=512)
def text(content: str, size: int, colour_value: Colour, family: str = "ui") -> pygame.Surface:
    """Rendered, cached text surface (antialiased, transparent background), drawn with the
    face of the language in force (the cache is emptied when the language changes)."""
    return fonts.font(size, fonts.family_for_text(family, content)).render(
        content, True, colour_value
    )


@on_language_change
def _forget_drawn_text(_language: str) -> None:
    text.cache_clear()


def draw_text(
    canvas: pygame.Surface,
    content: str,
    size: int,
    colour_value: Colour,
    family: str = "ui",
    **anchor: tuple[float, float],
) -> pygame.Rect:
    """Blit text with a rect anchor, e.g. ``center=(960, 100)`` or ``midleft=(x, y)``."""
    surface = text(content, size, colour_value, family)
    rect = surface.get_rect(**anchor) if anchor else surface.get_rect()
    canvas.blit(surface, rect)
    return rect


def draw_backed_text(
    canvas: pygame.Surface,
    content: str,
    size: int,
    colour_value: Colour,
    family: str = "ui",
    **anchor: tuple[float, float],
) -> pygame.Rect:
    """Text on a dark rounded plate, readable over the gold wave pattern; returns the
    text's rect (the plate reaches 14 / 6 px beyond it)."""
    surface = text(content, size, colour_value, family)
    rect = surface.get_rect(**anchor) if anchor else surface.get_rect()
    plate = pygame.Surface(rect.inflate(28, 12).size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*colour("lacquer"), 225), plate.get_rect(), border_radius=10)
    canvas.blit(plate, rect.inflate(28, 12))
    canvas.blit(surface, rect)
    return rect


def draw_shadowed_text(
    canvas: pygame.Surface,
    content: str,
    size: int,
    colour_value: Colour,
    family: str = "ui",
    offset: int = 3,
    **anchor: tuple[float, float],
) -> pygame.Rect:
    shadow = text(content, size, colour("ink"), family)
    rect = shadow.get_rect(**anchor)
    canvas.blit(shadow, rect.move(offset, offset))
    canvas.blit(text(content, size, colour_value, family), rect)
    return rect


def draw_panel(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    *,
    fill: Colour | None = None,
    border: Colour | None = None,
    radius: int = 14,
    border_width: int = 3,
    inner_line: bool = True,
) -> None:
    """A lacquer panel: dark fill, gold rim and a fine inner gold line."""
    pygame.draw.rect(canvas, fill or colour("panel"), rect, border_radius=radius)
    pygame.draw.rect(canvas, border or colour("gold"), rect, border_width, border_radius=radius)
    if inner_line and rect.width > 24 and rect.height > 24:
        inner = rect.inflate(-2 * (border_width + 5), -2 * (border_width + 5))
        pygame.draw.rect(canvas, colour("gold_dark"), inner, 1, border_radius=max(2, radius - 6))


def draw_glow(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    colour_value: Colour,
    *,
    spread: int = 14,
    strength: int = 90,
    radius: int = 18,
) -> None:
    """Soft halo around ``rect`` (focus highlight)."""
    glow = _glow_surface(rect.width, rect.height, colour_value, spread, strength, radius)
    canvas.blit(glow, (rect.x - spread, rect.y - spread))


@lru_cache(maxsize=64)
def _glow_surface(
    width: int, height: int, colour_value: Colour, spread: int, strength: int, radius: int
) -> pygame.Surface:
    surface = pygame.Surface((width + 2 * spread, height + 2 * spread), pygame.SRCALPHA)
    steps = max(1, spread // 2)
    for step in range(steps):
        inset = step * 2
        alpha = int(strength * ((step + 1) / steps) ** 2 / 2)
        rect = pygame.Rect(
            inset, inset, width + 2 * (spread - inset), height + 2 * (spread - inset)
        )
        pygame.draw.rect(
            surface, (*colour_value, alpha), rect, 2, border_radius=radius + spread - inset
        )
    return surface


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int] = (1920, 1080), sun: bool = True) -> pygame.Surface:
    """Menu background: lacquer gradient, gold seigaiha waves below, a vermilion sun."""
    width, height = size
    surface = pygame.Surface(size)
    surface.blit(
        vertical_gradient((width, height), colour("lacquer_mid"), colour("lacquer")), (0, 0)
    )
    if sun:
        centre = (int(width * 0.74), int(height * 0.34))
        halo = pygame.Surface((720, 720), pygame.SRCALPHA)
        for ring in range(24, 0, -1):
            pygame.draw.circle(halo, (*colour("vermilion"), 5), (360, 360), 230 + ring * 5)
        surface.blit(halo, halo.get_rect(center=centre))
        pygame.draw.circle(surface, colour("vermilion"), centre, 230)
        pygame.draw.circle(surface, colour("vermilion_dark"), centre, 230, 4)
    _draw_seigaiha(surface, top_y=int(height * 0.72), colour_value=colour("gold_dark"))
    pygame.draw.line(
        surface, colour("gold"), (0, int(height * 0.72) - 40), (width, int(height * 0.72) - 40), 2
    )
    return surface.convert() if pygame.display.get_surface() is not None else surface


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> pygame.Surface:
    """A top-to-bottom linear gradient (one column computed, then stretched sideways)."""
    width, height = size
    column = pygame.Surface((1, height))
    for y in range(height):
        blend = y / max(1, height - 1)
        column.set_at((0, y), tuple(int(top[i] + (bottom[i] - top[i]) * blend) for i in range(3)))
    return pygame.transform.scale(column, (width, height))


FOOTER_HEIGHT = 84


@lru_cache(maxsize=2)
def footer_band(size: tuple[int, int] = (1920, 1080)) -> pygame.Surface:
    """Dark translucent strip along the bottom for descriptions and button prompts."""
    band = pygame.Surface((size[0], FOOTER_HEIGHT), pygame.SRCALPHA)
    band.fill((*colour("lacquer"), 225))
    pygame.draw.line(band, colour("gold"), (0, 0), (size[0], 0), 2)
    pygame.draw.line(band, colour("gold_dark"), (0, 6), (size[0], 6), 1)
    return band


def _draw_seigaiha(surface: pygame.Surface, top_y: int, colour_value: Colour) -> None:
    """Overlapping concentric half-circles (the traditional wave pattern)."""
    width, height = surface.get_size()
    radius = 60
    fill = colour("lacquer")
    row = 0
    y = top_y
    while y < height + radius:
        offset = radius if row % 2 else 0
        x = -radius + offset
        while x < width + radius:
            for ring in range(4):
                r = radius - ring * 14
                if r <= 4:
                    break
                pygame.draw.circle(surface, fill, (x, y), r)
                pygame.draw.circle(surface, colour_value, (x, y), r, 2)
            x += radius * 2
        y += radius // 2
        row += 1


@lru_cache(maxsize=1)
def shade(size: tuple[int, int] = (1920, 1080)) -> pygame.Surface:
    """The dark veil an overlay lays over the scene below."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 120))
    return surface


def pulse(time_seconds: float, speed: float = 3.0) -> float:
    """0..1 breathing value for focus animations."""
    return 0.5 + 0.5 * math.sin(time_seconds * speed)


def fit_size(content: str, size: int, family: str, width: int) -> int:
    """``size``, or smaller (down to 60 %) until ``content`` fits ``width`` pixels (measured
    with the face that draws it; remembered, as screens ask again every frame)."""
    return _fitted_size(content, size, fonts.family_for_text(family, content), width)


@lru_cache(maxsize=2048)
def _fitted_size(content: str, size: int, drawn_family: str, width: int) -> int:
    smallest = int(size * 0.6)
    while size > smallest and fonts.font(size, drawn_family).size(content)[0] > width:
        size -= 2
    return size


def fit_box(content: str, size: int, family: str, width: int, height: int) -> int:
    """``size``, or smaller (down to 60 %) until ``content`` fits ``width`` x ``height``."""
    smallest = int(size * 0.6)
    while size > smallest:
        rendered = text(content, size, (255, 255, 255), family)  # measured as drawn
        if rendered.get_width() <= width and rendered.get_height() <= height:
            break
        size -= 2
    return size


def wrap_text(content: str, size: int, max_width: int, family: str = "ui") -> list[str]:
    """Split ``content`` into lines no wider than ``max_width`` pixels at this font size:
    between words, or between characters in Chinese and Japanese, with kinsoku
    (game.i18n.linebreak)."""
    measure = fonts.font(size, fonts.family_for_text(family, content))
    return break_lines(content, max_width, lambda line: measure.size(line)[0])
