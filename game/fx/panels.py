"""Folding-screen (byobu) panels made from card faces, with their fold frames cached.

A panel is a card face set in a black lacquer frame with gold trim. Folding turns it about
its hinge edge: the panel narrows (cos of the fold angle), its far edge shrinks (a touch of
perspective) and it darkens. FOLD_STEPS frames per panel are built once, lazily.
"""

from __future__ import annotations

import math

import pygame

from game.fx.sprites import RotationCache

FOLD_STEPS = 14  # frames between flat (0) and edge-on (90 degrees)
LACQUER = (30, 16, 14)
GOLD = (214, 172, 72)


def panel_face(face: pygame.Surface) -> pygame.Surface:
    """The card face inside a lacquered frame with gold trim and hinge marks."""
    w, h = face.get_size()
    border = max(4, w // 16)
    panel = pygame.Surface((w + 2 * border, h + 2 * border), pygame.SRCALPHA)
    rect = panel.get_rect()
    pygame.draw.rect(panel, LACQUER, rect, border_radius=max(2, border // 2))
    pygame.draw.rect(panel, GOLD, rect, max(2, border // 3), border_radius=max(2, border // 2))
    pygame.draw.rect(panel, GOLD, rect.inflate(-border * 2 + 4, -border * 2 + 4), 2)
    panel.blit(face, (border, border))
    for y in (0.18, 0.82):
        hinge = pygame.Rect(0, 0, border, border * 2)
        hinge.center = (border // 2, int(rect.height * y))
        pygame.draw.rect(panel, GOLD, hinge, border_radius=2)
        hinge.center = (rect.width - border // 2, int(rect.height * y))
        pygame.draw.rect(panel, GOLD, hinge, border_radius=2)
    return panel


class FoldingPanel:
    """Fold frames of one panel; ``hinge_left`` says which edge stays put."""

    def __init__(
        self, face: pygame.Surface, hinge_left: bool, flight_width: int, flight_angles: int = 36
    ) -> None:
        self.base = panel_face(face)
        self.hinge_left = hinge_left
        self._frames: list[pygame.Surface | None] = [None] * FOLD_STEPS
        flight_height = round(face.get_height() * flight_width / max(1, face.get_width()))
        flight = pygame.transform.smoothscale(self.base, (flight_width + 4, flight_height + 4))
        self.flight = RotationCache(flight, flight_angles)

    @property
    def size(self) -> tuple[int, int]:
        return self.base.get_size()

    def step_for(self, fold: float) -> int:
        """Frame index for ``fold`` in 0..1 (0 flat, 1 edge-on); FOLD_STEPS means hidden."""
        return max(0, min(FOLD_STEPS, round(fold * FOLD_STEPS)))

    def frame(self, fold: float) -> pygame.Surface | None:
        step = self.step_for(fold)
        if step >= FOLD_STEPS:
            return None
        frame = self._frames[step]
        if frame is None:
            frame = self._build(step * (math.pi / 2) / FOLD_STEPS)
            self._frames[step] = frame
        return frame

    def warm(self) -> None:
        for step in range(FOLD_STEPS):
            self.frame(step / FOLD_STEPS)

    def _build(self, theta: float) -> pygame.Surface:
        w, h = self.base.get_size()
        if theta == 0:
            return self.base
        width = max(2, round(w * math.cos(theta)))
        squeezed = pygame.transform.smoothscale(self.base, (width, h))
        out = pygame.Surface((width, h), pygame.SRCALPHA)
        strips = min(width, 18)
        shrink = 0.22 * math.sin(theta)
        for j in range(strips):
            x0 = width * j // strips
            x1 = width * (j + 1) // strips
            if x1 <= x0:
                continue
            far = (x0 + x1) / 2 / width
            if not self.hinge_left:
                far = 1.0 - far
            column_h = max(2, round(h * (1.0 - shrink * far)))
            column = squeezed.subsurface((x0, 0, x1 - x0, h))
            out.blit(
                pygame.transform.smoothscale(column, (x1 - x0, column_h)), (x0, (h - column_h) // 2)
            )
        level = int(255 * (1.0 - 0.55 * math.sin(theta)))
        out.fill((level, level, level, 255), special_flags=pygame.BLEND_RGBA_MULT)
        return out
