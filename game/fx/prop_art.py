"""The flourish props' shared art: surfaces built once and cached, then only blitted.

The backdrops' additive glows (:data:`BACKDROP_GLOWS`, :func:`additive_glow`), the gold
sunburst (:func:`gold_rays`) and the red lacquer sake cup (:func:`sake_cup`). The glows and
rays are cached per size, so game.fx.warmup can build them before a flourish needs them.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

# backdrop -> (radius at 1080 px high, colour, strength) of its additive glow
BACKDROP_GLOWS: dict[str, tuple[int, tuple[int, int, int], float]] = {
    "gold": (620, (255, 190, 70), 0.75),
    "sakura": (620, (255, 120, 170), 0.6),
    "moon": (520, (120, 150, 230), 0.8),
    "rain": (600, (60, 80, 140), 0.5),
}


@lru_cache(maxsize=8)
def additive_glow(radius: int, colour: tuple[int, int, int], strength: float) -> pygame.Surface:
    """An opaque RGB radial glow for BLEND_RGB_ADD (black adds nothing). Cached: only blit it."""
    small = 64
    surface = pygame.Surface((small, small))
    c = (small - 1) / 2
    for y in range(small):
        for x in range(small):
            d = math.hypot(x - c, y - c) / c
            k = strength * max(0.0, 1.0 - d) ** 2
            surface.set_at((x, y), (int(colour[0] * k), int(colour[1] * k), int(colour[2] * k)))
    return pygame.transform.smoothscale(surface, (radius * 2, radius * 2))


def sake_cup(width: int, moon: bool) -> pygame.Surface:
    """A red lacquer sake cup seen a little from above; ``moon`` puts the moon in the sake."""
    height = int(width * 0.62)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rim = pygame.Rect(0, 0, width, int(height * 0.46))
    body = [
        (width * 0.02, rim.height * 0.5),
        (width * 0.98, rim.height * 0.5),
        (width * 0.7, height * 0.86),
        (width * 0.3, height * 0.86),
    ]
    pygame.draw.polygon(surface, (150, 14, 20), body)
    pygame.draw.rect(
        surface,
        (120, 10, 16),
        (width * 0.36, height * 0.82, width * 0.28, height * 0.16),
        border_radius=4,
    )
    pygame.draw.ellipse(surface, (196, 26, 30), rim)
    pygame.draw.ellipse(surface, (214, 172, 72), rim, max(2, width // 40))
    inner = rim.inflate(-width // 8, -rim.height // 4)
    pygame.draw.ellipse(surface, (230, 200, 150) if not moon else (40, 40, 70), inner)
    if moon:
        pygame.draw.ellipse(
            surface, (250, 240, 200), inner.inflate(-inner.width * 0.6, -inner.height * 0.4)
        )
    else:
        pygame.draw.ellipse(
            surface, (214, 172, 72), inner.inflate(-inner.width * 0.5, -inner.height * 0.4), 3
        )
    return surface


@lru_cache(maxsize=4)
def gold_rays(
    size: tuple[int, int],
    centre: tuple[float, float],
    rays: int = 16,
    colour: tuple[int, int, int] = (64, 46, 12),
) -> pygame.Surface:
    """An opaque RGB sunburst for BLEND_RGB_ADD: light rays from ``centre``, fading out.
    Cached per size and centre: callers only blit it."""
    w, h = size
    small = pygame.Surface((w // 4, h // 4))
    cx, cy = centre[0] / 4, centre[1] / 4
    reach = math.hypot(w, h)
    for k in range(rays):
        a0 = k * math.tau / rays + 0.1
        a1 = a0 + math.tau / rays * 0.4
        points = [
            (cx, cy),
            (cx + math.cos(a0) * reach, cy + math.sin(a0) * reach),
            (cx + math.cos(a1) * reach, cy + math.sin(a1) * reach),
        ]
        pygame.draw.polygon(small, colour, points)
    dark = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    for ring in range(24, 0, -1):
        radius = ring / 24 * reach / 4 * 0.7
        alpha = int(255 * min(1.0, (ring / 24) ** 1.5))
        pygame.draw.circle(dark, (0, 0, 0, alpha), (cx, cy), radius)
    small.blit(dark, (0, 0))
    return pygame.transform.smoothscale(small, size)
