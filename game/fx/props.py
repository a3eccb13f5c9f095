"""Stage props of the flourish, pre-rendered once: backdrops (gold rays, moon, cherry glow,
rain), the lightning bolt, the sake cup, ribbon banners and the stamped title group.

Each draw function is a pure function of the time it is given (and of the physics state for
the banners), so skipping and watching end the same way.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator
from functools import lru_cache

import pygame

from game.assets import fonts
from game.fx import brush
from game.fx.physics import Banner
from game.fx.spec import FlourishSpec, flourish_subline
from game.fx.stagings import Staging
from game.fx.timeline import ease_out_cubic, progress

TITLE_SCALES = (1.9, 1.6, 1.38, 1.22, 1.1, 1.03, 1.0)
# backdrop -> (radius at 1080 px high, colour, strength) of its additive glow
BACKDROP_GLOWS: dict[str, tuple[int, tuple[int, int, int], float]] = {
    "gold": (620, (255, 190, 70), 0.75),
    "sakura": (620, (255, 120, 170), 0.6),
    "moon": (520, (120, 150, 230), 0.8),
    "rain": (600, (60, 80, 140), 0.5),
}


@lru_cache(maxsize=8)
def additive_glow(radius: int, colour: tuple[int, int, int], strength: float) -> pygame.Surface:
    """An opaque RGB radial glow for BLEND_RGB_ADD (black adds nothing). Cached: only blit it."""
    small = 64
    surface = pygame.Surface((small, small))
    c = (small - 1) / 2
    for y in range(small):
        for x in range(small):
            d = math.hypot(x - c, y - c) / c
            k = strength * max(0.0, 1.0 - d) ** 2
            surface.set_at((x, y), (int(colour[0] * k), int(colour[1] * k), int(colour[2] * k)))
    return pygame.transform.smoothscale(surface, (radius * 2, radius * 2))


def sake_cup(width: int, moon: bool) -> pygame.Surface:
    """A red lacquer sake cup seen a little from above; ``moon`` puts the moon in the sake."""
    height = int(width * 0.62)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rim = pygame.Rect(0, 0, width, int(height * 0.46))
    body = [
        (width * 0.02, rim.height * 0.5),
        (width * 0.98, rim.height * 0.5),
        (width * 0.7, height * 0.86),
        (width * 0.3, height * 0.86),
    ]
    pygame.draw.polygon(surface, (150, 14, 20), body)
    pygame.draw.rect(
        surface,
        (120, 10, 16),
        (width * 0.36, height * 0.82, width * 0.28, height * 0.16),
        border_radius=4,
    )
    pygame.draw.ellipse(surface, (196, 26, 30), rim)
    pygame.draw.ellipse(surface, (214, 172, 72), rim, max(2, width // 40))
    inner = rim.inflate(-width // 8, -rim.height // 4)
    pygame.draw.ellipse(surface, (230, 200, 150) if not moon else (40, 40, 70), inner)
    if moon:
        pygame.draw.ellipse(
            surface, (250, 240, 200), inner.inflate(-inner.width * 0.6, -inner.height * 0.4)
        )
    else:
        pygame.draw.ellipse(
            surface, (214, 172, 72), inner.inflate(-inner.width * 0.5, -inner.height * 0.4), 3
        )
    return surface


@lru_cache(maxsize=4)
def gold_rays(
    size: tuple[int, int],
    centre: tuple[float, float],
    rays: int = 16,
    colour: tuple[int, int, int] = (64, 46, 12),
) -> pygame.Surface:
    """An opaque RGB sunburst for BLEND_RGB_ADD: light rays from ``centre``, fading out.
    Cached per size and centre: callers only blit it."""
    w, h = size
    small = pygame.Surface((w // 4, h // 4))
    cx, cy = centre[0] / 4, centre[1] / 4
    reach = math.hypot(w, h)
    for k in range(rays):
        a0 = k * math.tau / rays + 0.1
        a1 = a0 + math.tau / rays * 0.4
        points = [
            (cx, cy),
            (cx + math.cos(a0) * reach, cy + math.sin(a0) * reach),
            (cx + math.cos(a1) * reach, cy + math.sin(a1) * reach),
        ]
        pygame.draw.polygon(small, colour, points)
    dark = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    for ring in range(24, 0, -1):
        radius = ring / 24 * reach / 4 * 0.7
        alpha = int(255 * min(1.0, (ring / 24) ** 1.5))
        pygame.draw.circle(dark, (0, 0, 0, alpha), (cx, cy), radius)
    small.blit(dark, (0, 0))
    return pygame.transform.smoothscale(small, size)


class Props:
    """The pre-rendered props of one flourish at one canvas size."""

    def __init__(
        self,
        spec: FlourishSpec,
        staging: Staging,
        size: tuple[int, int],
        rng: random.Random,
        title_centre: tuple[int, int],
        backdrop_centre: tuple[float, float],
        *,
        staged: bool = False,
    ) -> None:
        """Everything is rendered here unless ``staged``: then the caller runs
        :meth:`build_steps` (a few ms a step) before drawing."""
        self.size = size
        self.scale = size[1] / 1080.0
        self.staging = staging
        self.spec = spec
        self.title_centre = title_centre
        self.backdrop_centre = backdrop_centre
        self._rng = rng
        self.glow = None
        self.rays = None
        self.cup = None
        self.writing: dict[str, list[pygame.Surface]] = {}
        self.bolt: list[tuple[float, float]] = []
        if not staged:
            brush.finish(self.build_steps())

    def _fitted_caption(self, text: str, width: int) -> pygame.Surface:
        """The caption line, its size lowered until it fits 94% of the canvas width (a long
        winner's name)."""
        size = int(60 * self.scale)
        while True:
            outline = max(2, int(3 * self.scale))
            caption = brush.outlined_text(text, size, "jp", (240, 240, 240), (20, 10, 10), outline)
            if caption.get_width() <= width * 0.94 or size <= 12:
                return caption
            size = int(size * 0.9)

    def build_steps(self) -> Generator[None, None, None]:
        """Pre-render every prop, yielding between pieces (the rng is read in a fixed
        order, so staged and one-go builds give the same pixels)."""
        spec, staging, size, rng = self.spec, self.staging, self.size, self._rng
        w, h = size
        s = self.scale
        # slash strokes: lower-left to upper-right, the second (finishing) crosses it
        self.slashes: list[pygame.Surface] = []
        strokes = [
            ((w * -0.02, h * 0.78), (w * 1.02, h * 0.2)),
            ((w * -0.02, h * 0.2), (w * 1.02, h * 0.8)),
        ][: staging.slashes]
        for start, end in strokes:
            stroke = yield from brush.brush_stroke_steps(
                size, start, end, 150 * s, rng, ink=(12, 8, 8), edge=(255, 250, 235), bend=0.05
            )
            self.slashes.append(stroke)
            yield
        # title group
        title_size = int(270 * s)
        self.title, self.title_is_ja = brush.title_text(spec.name_ja, spec.name_romaji, title_size)
        if self.title.get_width() > w * 0.8:
            factor = w * 0.8 / self.title.get_width()
            self.title = pygame.transform.smoothscale(
                self.title,
                (int(self.title.get_width() * factor), int(self.title.get_height() * factor)),
            )
        yield
        self.title_frames = []
        for k in TITLE_SCALES:
            self.title_frames.append(
                self.title
                if k == 1.0
                else pygame.transform.smoothscale(
                    self.title, (int(self.title.get_width() * k), int(self.title.get_height() * k))
                )
            )
            if len(self.title_frames) % 3 == 0:
                yield
        tw, th = self.title.get_size()
        swash_size = (int(tw + 260 * s), int(th * 0.9))
        self.swash = yield from brush.brush_stroke_steps(
            swash_size,
            (swash_size[0] * 0.03, swash_size[1] * 0.55),
            (swash_size[0] * 0.98, swash_size[1] * 0.45),
            swash_size[1] * 0.75,
            rng,
            ink=staging.swash,
            bend=0.03,
            bristles=22,
        )
        yield
        subline = flourish_subline(spec, self.title_is_ja)
        self.subline = (
            brush.outlined_text(
                subline, int(76 * s), "ui_bold", (255, 236, 190), (20, 10, 10), max(2, int(4 * s))
            )
            if subline
            else None
        )
        self.caption = self._fitted_caption(spec.caption, w) if spec.caption else None
        self.seal = (
            brush.seal(str(spec.points), int(120 * s), staging.seal) if spec.points > 0 else None
        )
        yield
        # backdrops and props (the glows and rays are shared caches: see game.fx.warmup)
        glow = BACKDROP_GLOWS.get(staging.backdrop)
        if glow is not None:
            self.glow = additive_glow(int(glow[0] * s), glow[1], glow[2])
            yield
        if staging.backdrop == "gold":
            self.rays = gold_rays(size, self.backdrop_centre)
        elif staging.backdrop == "moon":
            self.moon = pygame.Surface((int(300 * s), int(300 * s)), pygame.SRCALPHA)
            r = self.moon.get_width() // 2
            for ring in range(12):  # a soft limb: slightly warmer towards the edge
                k = ring / 12
                colour = (int(238 + 14 * k), int(230 + 14 * k), int(196 + 22 * k))
                pygame.draw.circle(self.moon, colour, (r, r), r * (1 - k * 0.9))
        yield
        self.cup = sake_cup(int(340 * s), staging.backdrop == "moon") if staging.sake_cup else None
        if staging.banners:
            glyph_font = fonts.font(int(44 * s), "jp")
            for code, text in (("1-2", "あのよろし"), ("2-2", "あのよろし"), ("3-2", "みよしの")):
                self.writing[code] = [glyph_font.render(char, True, (20, 12, 12)) for char in text]

    # -- backdrop ------------------------------------------------------------------------
    def draw_backdrop(
        self,
        canvas: pygame.Surface,
        t: float,
        centre: tuple[float, float],
        start: float,
        level: float,
    ) -> None:
        """Gold rays / moon / glow behind the panels, faded by ``level`` (0..1)."""
        kind = self.staging.backdrop
        if not kind or level <= 0.0:
            return
        u = ease_out_cubic(progress(t, start, 0.4 * max(0.3, level)))
        if u <= 0.0:
            return
        w, h = self.size
        cx, cy = centre
        if kind == "gold":
            # the rays grow out of the centre, then shrink back as the screen folds
            reach = u * level
            if reach > 0.02:
                half_w, half_h = int(w * reach), int(h * reach * 1.2)
                area = pygame.Rect(int(cx - half_w), int(cy - half_h), 2 * half_w, 2 * half_h)
                area = area.clip(self.rays.get_rect())
                canvas.blit(self.rays, area.topleft, area, special_flags=pygame.BLEND_RGB_ADD)
        if kind == "moon":
            moon_pos = (w * 0.2, h * 0.24 - 60 * self.scale * (1 - u))
            canvas.blit(
                self.glow, self.glow.get_rect(center=moon_pos), special_flags=pygame.BLEND_RGB_ADD
            )
            moon = self.moon
            moon.set_alpha(int(255 * u * level))
            canvas.blit(moon, moon.get_rect(center=moon_pos))
            return
        if self.glow is not None and level * u > 0.2:
            canvas.blit(
                self.glow, self.glow.get_rect(center=centre), special_flags=pygame.BLEND_RGB_ADD
            )

    # -- slash -----------------------------------------------------------------------------
    def draw_slashes(
        self, canvas: pygame.Surface, t: float, at: float, reveal: float, fade_at: float
    ) -> None:
        w, h = self.size
        for index, stroke in enumerate(self.slashes):
            start = at + index * reveal * 1.2
            u = progress(t, start, reveal)
            if u <= 0.0:
                continue
            fade = 1.0 - progress(t, fade_at + index * reveal, 0.3 * reveal / 0.14)
            if fade <= 0.0:
                continue
            stroke.set_alpha(int(255 * fade))
            shown = int(w * ease_out_cubic(u))
            canvas.blit(stroke, (0, 0), pygame.Rect(0, 0, shown, h))

    # -- lightning -------------------------------------------------------------------------
    def strike(self, rng: random.Random, target: tuple[float, float]) -> None:
        """Plan a jagged bolt from the top of the screen down to ``target``."""
        start_x = target[0] + rng.choice((-1, 1)) * rng.uniform(180, 320) * self.scale
        points = [(start_x, 0.0)]
        steps = 12
        for k in range(1, steps + 1):
            u = k / steps
            x = start_x + (target[0] - start_x) * u
            jitter = rng.uniform(-55, 55) * self.scale * (1 - u * 0.8) if k < steps else 0.0
            points.append((x + jitter, target[1] * u))
        self.bolt = points

    def draw_bolt(self, canvas: pygame.Surface, t: float, at: float) -> None:
        age = t - at
        if not self.bolt or age < 0 or age > 0.35:
            return
        if int(age * 30) % 2 == 1 and age > 0.1:
            return
        width = max(2, int(12 * self.scale))
        pygame.draw.lines(canvas, (120, 150, 255), False, self.bolt, width * 3)
        pygame.draw.lines(canvas, (250, 250, 255), False, self.bolt, width)

    # -- sake cup --------------------------------------------------------------------------
    def draw_cup(
        self, canvas: pygame.Surface, t: float, at: float, until: float, rect: pygame.Rect
    ) -> None:
        """The sake cup rises into ``rect`` at ``at`` and sinks away at ``until``."""
        if self.cup is None:
            return
        u = ease_out_cubic(progress(t, at, 0.3))
        v = progress(t, until, 0.3)
        if u <= 0.0 or v >= 1.0:
            return
        alpha = int(255 * min(u, 1.0 - v))
        self.cup.set_alpha(alpha)
        canvas.blit(self.cup, rect.move(0, int((1 - u + v) * 120 * self.scale)))

    # -- banners ---------------------------------------------------------------------------
    def draw_banner(self, canvas: pygame.Surface, banner: Banner, offset: tuple[int, int]) -> None:
        points = [banner.anchor] + [tuple(link.position) for link in banner.links]
        half = banner.width / 2
        left, right = [], []
        for index, (x, y) in enumerate(points):
            nx0, ny0 = points[max(0, index - 1)]
            nx1, ny1 = points[min(len(points) - 1, index + 1)]
            dx, dy = nx1 - nx0, ny1 - ny0
            length = math.hypot(dx, dy) or 1.0
            px, py = -dy / length * half, dx / length * half
            left.append((x + px + offset[0], y + py + offset[1]))
            right.append((x - px + offset[0], y - py + offset[1]))
        tail_x, tail_y = points[-1]
        notch = (tail_x + offset[0], tail_y + offset[1] - banner.width * 0.4)
        outline = left + [notch] + right[::-1]
        pygame.draw.polygon(canvas, banner.colour, outline)
        dark = tuple(max(0, c - 80) for c in banner.colour)
        pygame.draw.polygon(canvas, dark, outline, max(1, int(2 * self.scale)))
        glyphs = self.writing.get(banner.tag, ())
        for index, glyph in enumerate(glyphs):
            x, y = points[min(len(points) - 1, 2 + index)]
            canvas.blit(glyph, glyph.get_rect(center=(x + offset[0], y + offset[1])))

    # -- title -----------------------------------------------------------------------------
    def draw_title(
        self,
        canvas: pygame.Surface,
        t: float,
        at: float,
        stamp_in: float,
        gone_at: float,
        offset: tuple[int, int],
    ) -> None:
        u = progress(t, at, stamp_in)
        if u <= 0.0:
            return
        fade = 1.0 - progress(t, gone_at, max(0.05, stamp_in * 1.2))
        if fade <= 0.0:
            return
        alpha = int(255 * fade)
        cx, cy = self.title_centre[0] + offset[0], self.title_centre[1] + offset[1]
        swash_u = ease_out_cubic(progress(t, at, stamp_in * 1.5))
        shown = int(self.swash.get_width() * swash_u)
        self.swash.set_alpha(alpha)
        swash_rect = self.swash.get_rect(center=(cx, cy))
        canvas.blit(self.swash, swash_rect, pygame.Rect(0, 0, shown, self.swash.get_height()))
        frame = self.title_frames[
            min(len(self.title_frames) - 1, int(u * (len(self.title_frames) - 1) + 0.5))
        ]
        frame.set_alpha(int(alpha * min(1.0, 0.35 + u)))
        canvas.blit(frame, frame.get_rect(center=(cx, cy)))
        title_rect = self.title.get_rect(center=(cx, cy))
        below = title_rect.bottom + int(6 * self.scale)
        sub_u = progress(t, at + stamp_in * 0.6, stamp_in)
        if self.subline is not None and sub_u > 0.0:
            self.subline.set_alpha(int(alpha * sub_u))
            rect = self.subline.get_rect(midtop=(cx, below + int((1 - sub_u) * 30 * self.scale)))
            canvas.blit(self.subline, rect)
            below = rect.bottom
        if self.caption is not None and sub_u > 0.0:
            self.caption.set_alpha(int(alpha * sub_u))
            canvas.blit(self.caption, self.caption.get_rect(midtop=(cx, below + 4)))
        seal_u = progress(t, at + stamp_in * 0.8, stamp_in * 0.6)
        if self.seal is not None and seal_u > 0.0:
            size = int(self.seal.get_width() * (1.0 + 0.8 * (1.0 - seal_u)))
            seal = (
                self.seal
                if size == self.seal.get_width()
                else pygame.transform.scale(self.seal, (size, size))
            )
            seal.set_alpha(alpha)
            canvas.blit(
                seal,
                seal.get_rect(
                    center=(
                        title_rect.right + self.seal.get_width() * 0.55,
                        title_rect.top + self.seal.get_height() * 0.6,
                    )
                ),
            )
