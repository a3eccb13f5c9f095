"""Ink and paper art for the flourish, all pre-rendered once: brush strokes, brush lettering,
the red seal, the vignette and the frozen (dimmed, desaturated) table.

Everything takes a ``random.Random`` so the same seed draws the same strokes.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator

import pygame

from game.assets import fonts

Colour = tuple[int, int, int]
Steps = Generator[None, None, pygame.Surface]
STROKE_CHUNK = 120  # stroke positions drawn per step of brush_stroke_steps (about 2 ms)
FROZEN_BANDS = 4  # horizontal bands frozen_table_steps works through, one per step


def finish(steps: Generator):
    """Run a step generator to its end and return its result."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def brush_stroke(
    size: tuple[int, int],
    start: tuple[float, float],
    end: tuple[float, float],
    thickness: float,
    rng: random.Random,
    ink: Colour = (16, 12, 12),
    edge: Colour | None = None,
    bend: float = 0.12,
    bristles: int = 14,
) -> pygame.Surface:
    """A tapered sumi stroke from ``start`` to ``end`` on a transparent surface of ``size``.

    The stroke presses in thick, runs with a slight bend, and breaks into dry bristle streaks
    towards the tail. ``edge`` paints a bright core line (a slash's gleam).
    """
    return finish(brush_stroke_steps(size, start, end, thickness, rng, ink, edge, bend, bristles))


def brush_stroke_steps(
    size: tuple[int, int],
    start: tuple[float, float],
    end: tuple[float, float],
    thickness: float,
    rng: random.Random,
    ink: Colour = (16, 12, 12),
    edge: Colour | None = None,
    bend: float = 0.12,
    bristles: int = 14,
) -> Steps:
    """:func:`brush_stroke` in small steps (yields every STROKE_CHUNK positions; returns the
    surface). The rng is read only at the start, so the pixels equal brush_stroke's."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return surface
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    steps = max(8, int(length / 3))
    offsets = [rng.uniform(-0.5, 0.5) * thickness * 0.9 for _ in range(bristles)]
    dry_from = [rng.uniform(0.45, 0.95) for _ in range(bristles)]
    for i in range(steps + 1):
        u = i / steps
        press = min(1.0, u / 0.08) if u < 0.08 else 1.0 - 0.75 * ((u - 0.08) / 0.92) ** 1.6
        curve = math.sin(u * math.pi) * bend * length
        cx = x0 + (x1 - x0) * u + nx * curve
        cy = y0 + (y1 - y0) * u + ny * curve
        radius = thickness * 0.5 * press
        if u < 0.55:
            pygame.draw.circle(surface, ink, (cx, cy), max(1.0, radius * 0.8))
        for offset, dry in zip(offsets, dry_from, strict=True):
            if u > dry and (i * 7 + int(offset * 13)) % 5 < 2:
                continue
            bx, by = cx + nx * offset * press, cy + ny * offset * press
            pygame.draw.circle(surface, ink, (bx, by), max(1.0, radius * 0.35))
        if i % STROKE_CHUNK == STROKE_CHUNK - 1:
            yield
    if edge is not None:
        yield
        for i in range(steps + 1):
            u = i / steps
            if u < 0.04 or u > 0.9:
                continue
            curve = math.sin(u * math.pi) * bend * length
            cx = x0 + (x1 - x0) * u + nx * curve
            cy = y0 + (y1 - y0) * u + ny * curve
            core = max(1.0, thickness * 0.09 * (1.0 - u))
            pygame.draw.circle(surface, edge, (cx, cy), core)
    return surface


def outlined_text(
    text: str, size: int, family: str, colour: Colour, outline: Colour, outline_px: int
) -> pygame.Surface:
    """Text with a solid outline, rendered once (brush lettering on a dark table)."""
    font = fonts.font(size, family)
    body = font.render(text, True, colour)
    rim = font.render(text, True, outline)
    pad = outline_px
    surface = pygame.Surface(
        (body.get_width() + 2 * pad, body.get_height() + 2 * pad), pygame.SRCALPHA
    )
    for angle_step in range(16):
        angle = angle_step * math.pi / 8
        surface.blit(
            rim,
            (pad + round(math.cos(angle) * outline_px), pad + round(math.sin(angle) * outline_px)),
        )
    surface.blit(body, (pad, pad))
    return surface


def title_text(name_ja: str, name_romaji: str, size: int) -> tuple[pygame.Surface, bool]:
    """The big stamped title: the Japanese name in the brush font if it has the glyphs,
    else the romaji. Returns (surface, used_japanese)."""
    use_ja = bool(name_ja) and not fonts.missing_glyphs(name_ja, "brush")
    text = name_ja if use_ja else name_romaji
    outline = max(3, size // 22)
    return outlined_text(text, size, "brush", (250, 244, 230), (20, 10, 10), outline), use_ja


def seal(points_text: str, size: int, colour: Colour = (196, 30, 36)) -> pygame.Surface:
    """A square red hanko seal with ``points_text`` cut out of it, slightly rough."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect().inflate(-4, -4)
    pygame.draw.rect(surface, colour, rect, border_radius=size // 10)
    pygame.draw.rect(
        surface,
        (250, 236, 220),
        rect.inflate(-size // 7, -size // 7),
        max(2, size // 24),
        border_radius=size // 14,
    )
    font = fonts.font(max(8, int(size * 0.5)), "jp")
    label = font.render(points_text, True, (250, 236, 220))
    if label.get_width() > rect.width * 0.8:
        scale = rect.width * 0.8 / label.get_width()
        label = pygame.transform.smoothscale(
            label, (max(1, int(label.get_width() * scale)), max(1, int(label.get_height() * scale)))
        )
    surface.blit(label, label.get_rect(center=rect.center))
    return surface


_VIGNETTES: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def vignette(size: tuple[int, int], strength: int = 200) -> pygame.Surface:
    """A dark radial vignette (alpha rises towards the corners), drawn small then scaled.
    Cached per size: callers only blit it."""
    return finish(vignette_steps(size, strength))


def vignette_steps(size: tuple[int, int], strength: int = 200) -> Steps:
    """:func:`vignette` in three steps (two halves of the small image, then the scaling);
    the result goes into the same cache."""
    key = (tuple(size), strength)
    cached = _VIGNETTES.get(key)
    if cached is not None:
        return cached
    small_w, small_h = 96, 54
    small = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    cx, cy = (small_w - 1) / 2, (small_h - 1) / 2
    for y in range(small_h):
        for x in range(small_w):
            d = math.hypot((x - cx) / cx, (y - cy) / cy) / math.sqrt(2)
            alpha = int(strength * max(0.0, min(1.0, (d - 0.35) / 0.65)) ** 1.5)
            small.set_at((x, y), (0, 0, 0, alpha))
        if y == small_h // 2:
            yield
    yield
    surface = pygame.transform.smoothscale(small, size)
    if len(_VIGNETTES) >= 4:
        _VIGNETTES.pop(next(iter(_VIGNETTES)))
    _VIGNETTES[key] = surface
    return surface


def frozen_table(
    background: pygame.Surface, size: tuple[int, int], dim: float = 0.42, desaturate: float = 0.8
) -> pygame.Surface:
    """The frozen moment: the table desaturated, dimmed and vignetted, as one opaque surface."""
    return finish(frozen_table_steps(background, size, dim, desaturate))


def frozen_table_steps(
    background: pygame.Surface, size: tuple[int, int], dim: float = 0.42, desaturate: float = 0.8
) -> Steps:
    """:func:`frozen_table` in steps of one horizontal band each (every operation is per
    pixel, so the bands give exactly the same pixels as doing it in one go)."""
    base = (
        background
        if background.get_size() == size
        else pygame.transform.smoothscale(background, size)
    )
    frozen = pygame.Surface(size)
    frozen.blit(base, (0, 0))
    yield
    shade = yield from vignette_steps(size)
    level = int(255 * dim)
    width, height = size
    for band in range(FROZEN_BANDS):
        top = height * band // FROZEN_BANDS
        area = pygame.Rect(0, top, width, height * (band + 1) // FROZEN_BANDS - top)
        if area.height <= 0:
            continue
        grey = pygame.transform.grayscale(frozen.subsurface(area))
        grey.set_alpha(int(255 * desaturate))
        frozen.blit(grey, area.topleft)
        frozen.fill((level, level, level), area, special_flags=pygame.BLEND_RGB_MULT)
        frozen.blit(shade, area.topleft, area)
        yield
    return frozen


def radial_glow(radius: int, colour: Colour, peak_alpha: int = 200) -> pygame.Surface:
    """A soft round glow (moonlight, gold flash) with alpha fading outwards."""
    small = 48
    surface = pygame.Surface((small, small), pygame.SRCALPHA)
    c = (small - 1) / 2
    for y in range(small):
        for x in range(small):
            d = math.hypot(x - c, y - c) / c
            if d < 1:
                surface.set_at((x, y), (*colour, int(peak_alpha * (1 - d) ** 2)))
    return pygame.transform.smoothscale(surface, (radius * 2, radius * 2))
