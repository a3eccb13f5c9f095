"""Button prompts ("[Enter] Select  [Esc] Back") for the device the player used last."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import theme


def draw_key_cap(
    canvas: pygame.Surface, label: str, *, midleft: tuple[int, int], size: int = 26
) -> pygame.Rect:
    """A small rounded key/button cap with ``label`` inside."""
    text = theme.text(label, size, theme.colour("ink"), "ui_bold")
    rect = text.get_rect()
    rect.width = max(rect.height + 10, rect.width + 22)
    rect.height += 8
    rect.midleft = midleft
    pygame.draw.rect(canvas, theme.colour("gold_light"), rect, border_radius=8)
    pygame.draw.rect(canvas, theme.colour("gold_dark"), rect, 2, border_radius=8)
    canvas.blit(text, text.get_rect(center=rect.center))
    return rect


def draw_prompts(
    canvas: pygame.Surface,
    prompts: Sequence[tuple[str, str]],
    *,
    right: int,
    centre_y: int,
    size: int = 26,
) -> pygame.Rect:
    """Draw (cap label, meaning) pairs right-aligned ending at ``right``; returns the area."""
    widths = []
    for cap, meaning in prompts:
        cap_width = max(theme.text(cap, size, (0, 0, 0), "ui_bold").get_width() + 22, size + 18)
        meaning_width = theme.text(meaning, size, (0, 0, 0), "ui").get_width()
        widths.append(cap_width + 10 + meaning_width)
    total = sum(widths) + 36 * max(0, len(prompts) - 1)
    x = right - total
    area = pygame.Rect(x, centre_y - size, total, size * 2)
    for (cap, meaning), width in zip(prompts, widths, strict=True):
        if not cap:
            x += width + 36
            continue
        cap_rect = draw_key_cap(canvas, cap, midleft=(x, centre_y), size=size)
        theme.draw_text(
            canvas,
            meaning,
            size,
            theme.colour("ivory"),
            "ui",
            midleft=(cap_rect.right + 10, centre_y),
        )
        x += width + 36
    return area
