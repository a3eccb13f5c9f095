"""A procedural stand-in for the card-image cache (game.assets.cards.CardImages): the same
face() / back() / height_for() interface, plain shapes instead of the SVG art, so the
flourish tests run fast and without the art files."""

from __future__ import annotations

import pygame

from game.engine.cards import CARD_BY_CODE, Kind

CARD_ASPECT = 1.6

_MONTH_COLOURS: tuple[tuple[int, int, int], ...] = (
    (34, 110, 60),
    (196, 60, 90),
    (232, 140, 170),
    (130, 90, 170),
    (60, 80, 170),
    (200, 40, 60),
    (150, 60, 120),
    (200, 170, 90),
    (220, 170, 40),
    (200, 70, 30),
    (70, 120, 80),
    (120, 100, 150),
)


class ProceduralCardImages:
    """Plain faces and backs with the CardImages interface."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, bool], pygame.Surface] = {}

    def height_for(self, width: int) -> int:
        return max(2, round(width * CARD_ASPECT))

    def back(self, width: int, style: str = "default") -> pygame.Surface:
        height = self.height_for(width)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = max(2, width // 12)
        pygame.draw.rect(surface, (40, 30, 28), surface.get_rect(), border_radius=radius)
        pygame.draw.rect(
            surface,
            (150, 40, 30),
            surface.get_rect().inflate(-width // 8, -width // 8),
            border_radius=radius,
        )
        return surface

    def face(self, code: str, width: int, badge: bool = True) -> pygame.Surface:
        key = (code, width, badge)
        cached = self._cache.get(key)
        if cached is None:
            cached = self._draw_face(code, width)
            self._cache[key] = cached
        return cached

    def _draw_face(self, code: str, width: int) -> pygame.Surface:
        card = CARD_BY_CODE[code]
        height = self.height_for(width)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = max(2, width // 12)
        pygame.draw.rect(surface, (28, 24, 22), surface.get_rect(), border_radius=radius)
        inner = surface.get_rect().inflate(-max(2, width // 14), -max(2, width // 14))
        pygame.draw.rect(surface, (244, 236, 218), inner, border_radius=radius)
        colour = _MONTH_COLOURS[card.month - 1]
        hill = pygame.Rect(
            inner.left, inner.top + inner.height * 2 // 3, inner.width, inner.height // 3
        )
        pygame.draw.rect(
            surface,
            colour,
            hill,
            border_bottom_left_radius=radius,
            border_bottom_right_radius=radius,
        )
        for i in range(5):
            x = inner.left + inner.width * (i + 0.5) / 5
            y = inner.top + inner.height * (0.55 + 0.08 * ((i * 3) % 2))
            pygame.draw.circle(surface, colour, (x, y), max(2, width // 12))
        centre = (inner.centerx, inner.top + inner.height * 0.33)
        if card.kind is Kind.BRIGHT:
            pygame.draw.circle(surface, (214, 40, 40), centre, width * 0.28)
            pygame.draw.circle(surface, (240, 190, 60), centre, width * 0.28, max(2, width // 30))
        elif card.kind is Kind.ANIMAL:
            pygame.draw.ellipse(
                surface,
                (110, 70, 40),
                pygame.Rect(0, 0, width * 0.55, width * 0.35).move(
                    centre[0] - width * 0.275, centre[1] - width * 0.175
                ),
            )
        elif card.kind is Kind.RIBBON:
            blue = card.month in (6, 9, 10)
            ribbon = pygame.Rect(0, 0, width * 0.22, inner.height * 0.5)
            ribbon.center = (round(centre[0]), round(centre[1] + inner.height * 0.08))
            pygame.draw.rect(surface, (40, 70, 170) if blue else (200, 30, 40), ribbon)
        return surface
