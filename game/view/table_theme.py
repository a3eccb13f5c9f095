"""The drawn table surfaces (felt, wood, tatami, indigo cloth), in the palette's colours.

draw_table_surface(size, theme) paints a table top procedurally, deterministically (the same
size and theme give the same pixels), with no image files. Nothing happens at import.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.assets.palette import PALETTE, Colour

if TYPE_CHECKING:
    import pygame

TABLE_THEMES: tuple[str, ...] = ("default", "wood", "tatami", "indigo")


def draw_table_surface(size: tuple[int, int], theme: str = "default") -> pygame.Surface:
    """A table top of `size` pixels: "default" green felt, "wood" boards, "tatami" woven mats,
    "indigo" a dyed cloth with a hemp-leaf pattern."""
    import pygame

    painters = {"default": _felt, "wood": _wood, "tatami": _tatami, "indigo": _indigo}
    if theme not in painters:
        raise ValueError(f"unknown table theme {theme!r} (known: {', '.join(TABLE_THEMES)})")
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    surface = pygame.Surface((width, height))
    painters[theme](surface, random.Random(f"{theme}:{width}x{height}"))
    _vignette(surface)
    return surface


def _shade(colour: Colour, amount: int) -> Colour:
    return tuple(max(0, min(255, channel + amount)) for channel in colour)  # type: ignore[return-value]


def _felt(surface: pygame.Surface, rng: random.Random) -> None:
    import pygame

    width, height = surface.get_size()
    # a small tile of speckle (the nap of the felt), repeated across the table
    tile = pygame.Surface((128, 128))
    tile.fill(PALETTE["table"])
    for _ in range(128 * 128 // 40):
        tile.set_at(
            (rng.randrange(128), rng.randrange(128)),
            _shade(PALETTE["table"], rng.choice((-10, -6, 6, 9))),
        )
    for y in range(0, height, 128):
        for x in range(0, width, 128):
            surface.blit(tile, (x, y))
    # a faint inner border, as on a play mat
    inset = max(8, min(width, height) // 30)
    pygame.draw.rect(
        surface,
        _shade(PALETTE["table"], 14),
        surface.get_rect().inflate(-2 * inset, -2 * inset),
        width=max(1, inset // 6),
        border_radius=inset,
    )


def _wood(surface: pygame.Surface, rng: random.Random) -> None:
    import pygame

    width, height = surface.get_size()
    base: Colour = (112, 70, 40)
    board = max(40, height // 7)
    for top in range(0, height, board):
        tone = _shade(base, rng.randint(-12, 12))
        pygame.draw.rect(surface, tone, (0, top, width, board))
        for _ in range(board // 3):
            y = top + rng.randrange(board)
            x0 = rng.randrange(-width // 2, width)
            length = rng.randrange(width // 4, width)
            pygame.draw.line(
                surface, _shade(tone, rng.choice((-18, -10, 10))), (x0, y), (x0 + length, y)
            )
        pygame.draw.line(surface, _shade(base, -45), (0, top), (width, top), 2)


def _tatami(surface: pygame.Surface, rng: random.Random) -> None:
    import pygame

    width, height = surface.get_size()
    base: Colour = (176, 170, 108)
    surface.fill(base)
    for x in range(0, width, 3):
        pygame.draw.line(surface, _shade(base, rng.choice((-14, -8, 0, 6))), (x, 0), (x, height))
    # the cloth borders (heri) of the mats
    mat = max(120, width // 3)
    edge = max(6, mat // 24)
    heri: Colour = (36, 44, 36)
    middle = height // 2
    pygame.draw.rect(surface, heri, (0, middle - edge // 2, width, edge))
    # mats are laid staggered: no four corners meet at one point
    for x in range(mat, width, mat):
        pygame.draw.rect(surface, heri, (x - edge // 2, 0, edge, middle))
    for x in range(mat // 2, width, mat):
        pygame.draw.rect(surface, heri, (x - edge // 2, middle, edge, height - middle))


def _indigo(surface: pygame.Surface, rng: random.Random) -> None:
    """Indigo-dyed cotton: uneven dye, then a faint hemp-leaf (asanoha) lattice of
    six-pointed stars, one tile repeated."""
    import pygame

    width, height = surface.get_size()
    base: Colour = (30, 44, 82)
    tile_w, tile_h = 96, 166  # a star's hexagon cell: 96 wide, 96 * sqrt(3) tall
    tile = pygame.Surface((tile_w, tile_h))
    tile.fill(base)
    for _ in range(tile_w * tile_h // 30):  # the dye's unevenness
        tile.set_at(
            (rng.randrange(tile_w), rng.randrange(tile_h)),
            _shade(base, rng.choice((-8, -4, 5, 8))),
        )
    line = _shade(base, 26)
    half_h = tile_h / 2
    centres = [(0, 0), (tile_w, 0), (0, tile_h), (tile_w, tile_h), (tile_w / 2, half_h)]
    corners = [(tile_w / 2, 0), (tile_w / 2, tile_h), (0, half_h), (tile_w, half_h)]
    for cx, cy in centres + corners:
        for dx, dy in ((tile_w / 2, half_h / 2), (tile_w / 2, -half_h / 2), (0, half_h / 2)):
            for sign in (1, -1):
                pygame.draw.aaline(
                    tile, line, (cx, cy), (cx + sign * dx * 2 / 3, cy + sign * dy * 2 / 3)
                )
    for y in range(0, height, tile_h):
        for x in range(0, width, tile_w):
            surface.blit(tile, (x, y))


def _vignette(surface: pygame.Surface) -> None:
    """Darken smoothly towards the edges so the cards in the centre stand out."""
    import pygame

    small_w, small_h = 32, 18
    shade = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    for y in range(small_h):
        for x in range(small_w):
            dx = (x + 0.5) / small_w * 2 - 1
            dy = (y + 0.5) / small_h * 2 - 1
            distance = min(1.0, (dx * dx + dy * dy) / 2) ** 1.5
            shade.set_at((x, y), (0, 0, 0, int(150 * distance)))
    surface.blit(pygame.transform.smoothscale(shade, surface.get_size()), (0, 0))
