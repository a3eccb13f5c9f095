"""A notice banner drawn over every scene (e.g. "settings were reset"), in the top-right
corner clear of the scenes' titles, wrapped to its width."""

from __future__ import annotations

import pygame

from game.ui import theme

NOTICE_WIDTH = 820  # the banner's widest, padding included
NOTICE_SIZE = 28
PADDING = (40, 16)


def draw_notice(canvas: pygame.Surface, content: str, seconds_left: float) -> pygame.Rect:
    """Banner in the top-right corner (scenes' titles sit left or centred), its text
    wrapped to fit; fades out during its last half second."""
    room = NOTICE_WIDTH - 2 * PADDING[0]
    lines = theme.wrap_text(content, NOTICE_SIZE, room, "ui_bold") or [""]
    labels = [
        theme.text(
            line,
            theme.fit_size(line, NOTICE_SIZE, "ui_bold", room),
            theme.colour("ivory"),
            "ui_bold",
        )
        for line in lines
    ]
    width = max(label.get_width() for label in labels) + 2 * PADDING[0]
    height = sum(label.get_height() for label in labels) + 2 * PADDING[1]
    rect = pygame.Rect(0, 0, width, height)
    rect.topright = (canvas.get_width() - 24, 20)
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    alpha = int(255 * max(0.0, min(1.0, seconds_left * 2.0)))
    theme.draw_panel(
        panel,
        panel.get_rect(),
        fill=theme.colour("vermilion_dark"),
        border=theme.colour("gold_light"),
        radius=18,
    )
    top = PADDING[1]
    for label in labels:
        panel.blit(label, label.get_rect(midtop=(rect.width // 2, top)))
        top += label.get_height()
    panel.set_alpha(alpha)
    canvas.blit(panel, rect)
    return rect
