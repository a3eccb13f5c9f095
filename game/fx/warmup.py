"""Shared flourish resources built ahead of time, one small step at a time.

The first flourish of a session used to pay for everything every flourish shares: importing
the fx modules (and pymunk), checking the brush font's glyphs, loading the big brush
fonts, the vignette, the backdrop glows and gold rays, the particle sprites with their
rotation sets, and the bright cards' faces at the panel size. :func:`warm_steps` yields
between those pieces (each a few milliseconds) so a caller with spare frame time (the table,
the title screen through game.view.preload) builds them before any yaku can form. Every
piece lands in the same cache the flourish reads, so the frames it draws are unchanged.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator

# leaf modules first so that each import step stays short
MODULES: tuple[str, ...] = (
    "pymunk",
    "game.fx.timeline",
    "game.fx.spec",
    "game.fx.stagings",
    "game.fx.sprites",
    "game.fx.physics",
    "game.fx.brush",
    "game.fx.panels",
    "game.fx.stage_layout",
    "game.fx.prop_art",
    "game.fx.title_stamp",
    "game.fx.props",
    "game.fx.painter",
    "game.fx.cues",
    "game.fx.flourish",
    "game.table.flourish",
)
PARTICLE_KINDS: tuple[str, ...] = (
    "slip",
    "spark",
    "confetti",
    "petal",
    "leaf",
    "butterfly",
    "mote",
    "rain",
)
BYOBU_COUNTS: tuple[int, ...] = (5, 3)  # the gold backdrop's centre for 3..5 panels
BRIGHTS: tuple[str, ...] = ("1-1", "3-1", "8-1", "11-1", "12-1")


def warm_steps(canvas_size: tuple[int, int] = (1920, 1080), card_images=None) -> Iterator[None]:
    """Build the shared flourish caches, yielding after each piece (none takes more than
    about 10 ms on this machine)."""
    for name in MODULES:
        importlib.import_module(name)
        yield
    from game.assets import fonts
    from game.assets.cards import card_images as shared_card_images
    from game.fx import brush, prop_art
    from game.fx.sprites import shared_particle_art
    from game.fx.stage_layout import build_layout

    scale = canvas_size[1] / 1080.0
    fonts.font(int(270 * scale), "brush")
    yield
    fonts.missing_glyphs("五光", "brush")  # reads (and caches) the brush font's glyph map
    yield
    for size, family in (
        (int(76 * scale), "ui_bold"),
        (int(60 * scale), "jp"),
        (int(44 * scale), "jp"),
        (max(8, int(120 * scale * 0.5)), "jp"),
    ):
        fonts.font(size, family)
    yield
    yield from brush.vignette_steps(canvas_size)
    yield
    for radius, colour, strength in prop_art.BACKDROP_GLOWS.values():
        prop_art.additive_glow(int(radius * scale), colour, strength)
        yield
    for count in BYOBU_COUNTS:
        prop_art.gold_rays(canvas_size, build_layout("byobu", count, canvas_size).row_centre)
        yield
    art = shared_particle_art(scale)
    for kind in PARTICLE_KINDS:
        art.warm(kind)
        yield
    images = card_images if card_images is not None else shared_card_images()
    width = build_layout("byobu", len(BRIGHTS), canvas_size).card_width
    for code in BRIGHTS:
        images.face(code, width)
        yield
