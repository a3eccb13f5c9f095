"""The HUD's building blocks: a cache of rendered panels (each drawn once per content), the
framed panel every HUD box is drawn on, text in a theme face and a seat's colour.

game.view.hud (the table's boxes) and game.view.seat_panels (what each seat shows) build
their surfaces from these.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.ui import theme


def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.seat_colour(seat)


class PanelCache:
    """Surfaces keyed by their content; rebuilt only when the content changes. Least
    recently used surfaces are dropped past ``limit`` (old tracker texts never come back)."""

    def __init__(self, limit: int = 48) -> None:
        self._surfaces: dict[Hashable, pygame.Surface] = {}
        self.limit = limit

    def get(self, key: Hashable, build) -> pygame.Surface:
        surface = self._surfaces.pop(key, None)
        if surface is None:
            surface = build()
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            while len(self._surfaces) >= self.limit:
                self._surfaces.pop(next(iter(self._surfaces)))
        self._surfaces[key] = surface
        return surface


def panel(
    size: tuple[int, int],
    edge: tuple[int, int, int] | None = None,
    fill: tuple[int, int, int, int] = (30, 22, 18, 225),
) -> pygame.Surface:
    """A rounded box of ``size``, filled dark and edged gold (or ``edge``)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=14)
    pygame.draw.rect(surface, edge or theme.colour("gold"), rect, 3, border_radius=14)
    return surface


def font(size: int, family: str = "ui") -> pygame.font.Font:
    return theme.font(size, family)


def text(content: str, size: int, colour, family: str = "ui") -> pygame.Surface:
    return theme.text(content, size, tuple(colour), family)
