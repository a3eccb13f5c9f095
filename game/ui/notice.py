"""A one-line notice banner drawn over every scene (e.g. "settings were reset")."""

from __future__ import annotations

import pygame

from game.ui import theme


def draw_notice(canvas: pygame.Surface, content: str, seconds_left: float) -> pygame.Rect:
    """Banner at the top centre; fades out during its last half second."""
    label = theme.text(content, 30, theme.colour("ivory"), "ui_bold")
    rect = label.get_rect()
    rect.inflate_ip(80, 34)
    rect.midtop = (canvas.get_width() // 2, 28)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    alpha = int(255 * max(0.0, min(1.0, seconds_left * 2.0)))
    theme.draw_panel(
        panel,
        panel.get_rect(),
        fill=theme.colour("vermilion_dark"),
        border=theme.colour("gold_light"),
        radius=18,
    )
    panel.blit(label, label.get_rect(center=panel.get_rect().center))
    panel.set_alpha(alpha)
    canvas.blit(panel, rect)
    return rect
