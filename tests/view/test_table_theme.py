"""Table surfaces and the UI palette: every theme paints, deterministically, and they differ."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets.palette import PALETTE  # noqa: E402
from game.view.table_theme import TABLE_THEMES, draw_table_surface  # noqa: E402


def test_every_theme_paints_the_requested_size_deterministically() -> None:
    seen = set()
    for theme in TABLE_THEMES:
        first = draw_table_surface((320, 180), theme)
        assert first.get_size() == (320, 180)
        pixels = pygame.image.tobytes(first, "RGB")
        assert pixels == pygame.image.tobytes(draw_table_surface((320, 180), theme), "RGB")
        seen.add(pixels)
    assert len(seen) == len(TABLE_THEMES) >= 2


def test_edges_are_darker_than_the_centre() -> None:
    surface = draw_table_surface((400, 240), "default")
    centre, corner = surface.get_at((200, 120)), surface.get_at((1, 1))
    assert sum(corner[:3]) < sum(centre[:3])


def test_unknown_theme_is_refused() -> None:
    with pytest.raises(ValueError):
        draw_table_surface((10, 10), "marble")


def test_palette_has_the_colours_the_ui_needs() -> None:
    for key in (
        "seat_red",
        "seat_blue",
        "panel",
        "panel_edge",
        "accent",
        "focus",
        "hover",
        "pressed",
        "text",
    ):
        assert len(PALETTE[key]) == 3
    red, blue = PALETTE["seat_red"], PALETTE["seat_blue"]
    assert red[0] > red[2] and blue[2] > blue[0]
