"""A row of tabs, one per game (Koi-Koi, Roppyakken, Hana-awase), the chosen one lit: the
How to play pages and the statistics screen switch games with them."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import games
from game.i18n import tr_ctx
from game.ui import theme


def draw_game_tabs(
    canvas: pygame.Surface, chosen: str, rect_of: Callable[[int], pygame.Rect], size: int = 28
) -> None:
    """One tab per game of games.GAME_IDS at ``rect_of(index)``; ``chosen`` is lit."""
    for index, game in enumerate(games.GAME_IDS):
        rect = rect_of(index)
        lit = game == chosen
        fill = theme.colour("panel_focus" if lit else "panel")
        pygame.draw.rect(canvas, fill, rect, border_radius=12)
        edge = theme.colour("gold_light" if lit else "muted")
        pygame.draw.rect(canvas, edge, rect, 3 if lit else 2, border_radius=12)
        title = tr_ctx("game title", games.game_title(game)[0])
        theme.draw_text(
            canvas,
            title,
            theme.fit_size(title, size, "ui_bold", rect.width - 16),
            theme.colour("gold_light" if lit else "ivory"),
            "ui_bold",
            center=rect.center,
        )


def game_tab_at(pos, rect_of: Callable[[int], pygame.Rect]) -> str | None:
    """The game whose tab is under ``pos`` (None: no tab)."""
    for index, game in enumerate(games.GAME_IDS):
        if rect_of(index).collidepoint(pos):
            return game
    return None
