"""Pre-rendered sprites for the flourish: particle shapes and cached rotation sets.

Nothing is rotozoomed per frame: a RotationCache keeps a fixed set of angles of one surface
(built lazily, the first time each angle is needed) and returns the nearest one.
"""

from __future__ import annotations

import math

import pygame

ANGLE_STEPS = 24


class RotationCache:
    """``steps`` rotations of one surface; ``get(radians)`` returns the nearest, built once."""

    def __init__(self, surface: pygame.Surface, steps: int = ANGLE_STEPS) -> None:
        self.surface = surface
        self.steps = steps
        self._frames: list[pygame.Surface | None] = [None] * steps

    def index_for(self, radians: float) -> int:
        return round(radians / math.tau * self.steps) % self.steps

    def get(self, radians: float) -> pygame.Surface:
        index = self.index_for(radians)
        frame = self._frames[index]
        if frame is None:
            degrees = -index * 360.0 / self.steps  # pymunk angle is clockwise on screen
            frame = self.surface if index == 0 else pygame.transform.rotate(self.surface, degrees)
            self._frames[index] = frame
        return frame

    def warm(self) -> None:
        for index in range(self.steps):
            self.get(index * math.tau / self.steps)


def _petal(size: int, colour, edge) -> pygame.Surface:
    surface = pygame.Surface((size, int(size * 1.3)), pygame.SRCALPHA)
    w, h = surface.get_size()
    pygame.draw.ellipse(surface, colour, (0, 0, w, h))
    pygame.draw.polygon(surface, (0, 0, 0, 0), [(w * 0.5, h * 0.78), (w * 0.35, h), (w * 0.65, h)])
    pygame.draw.ellipse(surface, edge, (w * 0.3, h * 0.2, w * 0.4, h * 0.45))
    return surface


def _slip(size: int, paper, mark) -> pygame.Surface:
    surface = pygame.Surface((int(size * 0.7), int(size * 1.9)), pygame.SRCALPHA)
    w, h = surface.get_size()
    surface.fill(paper)
    pygame.draw.line(surface, mark, (w // 2, h * 0.15), (w // 2, h * 0.8), max(1, w // 4))
    pygame.draw.rect(surface, (120, 100, 80), surface.get_rect(), 1)
    return surface


def _leaf(size: int, colour) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    points = []
    for i in range(10):
        radius = c if i % 2 == 0 else c * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((c + math.cos(angle) * radius, c + math.sin(angle) * radius))
    pygame.draw.polygon(surface, colour, points)
    return surface


def _butterfly(size: int, colour, open_wings: bool) -> pygame.Surface:
    surface = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    c = size
    span = size if open_wings else size * 0.4
    pygame.draw.ellipse(surface, colour, (c - span, c - size * 0.8, span, size * 0.9))
    pygame.draw.ellipse(surface, colour, (c, c - size * 0.8, span, size * 0.9))
    pygame.draw.ellipse(surface, colour, (c - span * 0.7, c, span * 0.7, size * 0.6))
    pygame.draw.ellipse(surface, colour, (c, c, span * 0.7, size * 0.6))
    pygame.draw.line(surface, (30, 20, 20), (c, c - size * 0.7), (c, c + size * 0.6), 2)
    return surface


def _dot(size: int, colour, glow: bool) -> pygame.Surface:
    surface = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    if glow:
        pygame.draw.circle(surface, (*colour, 70), (size, size), size)
        pygame.draw.circle(surface, (*colour, 140), (size, size), size * 0.6)
    pygame.draw.circle(surface, (255, 255, 235), (size, size), max(1, size * 0.35))
    return surface


def _streak(size: int) -> pygame.Surface:
    surface = pygame.Surface((max(2, size // 3), size * 8), pygame.SRCALPHA)
    surface.fill((200, 218, 250, 190))
    return surface


PARTICLE_VARIANTS: dict[str, int] = {
    "petal": 2,
    "slip": 2,
    "leaf": 3,
    "butterfly": 2,
    "confetti": 4,
    "spark": 2,
}
CONFETTI_COLOURS = ((230, 60, 60), (240, 200, 60), (250, 250, 240), (60, 140, 220))


class ParticleArt:
    """Sprites per particle kind and variant, each with a cached rotation set."""

    def __init__(self, scale: float) -> None:
        self.scale = scale
        self._caches: dict[tuple[str, int], RotationCache] = {}

    def variants(self, kind: str) -> int:
        return PARTICLE_VARIANTS.get(kind, 1)

    def _make(self, kind: str, variant: int) -> pygame.Surface:
        s = self.scale
        if kind == "petal":
            colours = ((248, 160, 190), (255, 200, 220))
            return _petal(max(6, int(30 * s)), colours[variant], (255, 240, 245))
        if kind == "slip":
            marks = ((190, 30, 40), (30, 30, 30))
            return _slip(max(6, int(26 * s)), (248, 242, 226), marks[variant])
        if kind == "leaf":
            colours = ((210, 50, 30), (235, 120, 30), (190, 30, 50))
            return _leaf(max(6, int(36 * s)), colours[variant])
        if kind == "butterfly":
            return _butterfly(max(5, int(22 * s)), (250, 200, 80), variant == 0)
        if kind == "confetti":
            surface = pygame.Surface((max(3, int(14 * s)), max(5, int(24 * s))))
            surface.fill(CONFETTI_COLOURS[variant])
            return surface.convert_alpha() if pygame.display.get_surface() else surface
        if kind == "spark":
            colours = ((255, 210, 90), (255, 250, 200))
            return _dot(max(3, int(9 * s)), colours[variant], True)
        if kind == "mote":
            return _dot(max(3, int(9 * s)), (200, 220, 255), True)
        if kind == "rain":
            return _streak(max(3, int(8 * s)))
        raise KeyError(kind)

    def get(self, kind: str, variant: int, angle: float) -> pygame.Surface:
        key = (kind, variant)
        cache = self._caches.get(key)
        if cache is None:
            steps = 1 if kind in ("spark", "mote", "rain") else ANGLE_STEPS
            cache = RotationCache(self._make(kind, variant), steps)
            self._caches[key] = cache
        return cache.get(angle)

    def warm(self, kind: str) -> None:
        for variant in range(self.variants(kind)):
            self.get(kind, variant, 0.0)
            self._caches[(kind, variant)].warm()


_SHARED_PARTICLE_ART: dict[float, ParticleArt] = {}


def shared_particle_art(scale: float) -> ParticleArt:
    """One ParticleArt per scale for every flourish (its sprites depend only on the scale),
    so the rotation sets built for one flourish (or by game.fx.warmup) serve the next."""
    art = _SHARED_PARTICLE_ART.get(scale)
    if art is None:
        art = _SHARED_PARTICLE_ART[scale] = ParticleArt(scale)
    return art
