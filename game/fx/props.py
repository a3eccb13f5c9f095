"""Stage props of the flourish, pre-rendered once: backdrops (gold rays, moon, cherry glow,
rain), the slashes, the lightning bolt, the sake cup, ribbon banners and the stamped title
group (game.fx.title_stamp); the shared cached surfaces come from game.fx.prop_art.

Each draw function is a pure function of the time it is given (and of the physics state for
the banners), so skipping and watching end the same way.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator

import pygame

from game.assets import fonts
from game.fx import brush
from game.fx.physics import Banner
from game.fx.prop_art import BACKDROP_GLOWS, additive_glow, gold_rays, sake_cup
from game.fx.spec import FlourishSpec
from game.fx.stagings import Staging
from game.fx.timeline import ease_out_cubic, progress
from game.fx.title_stamp import TitleStamp


class Props(TitleStamp):
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

    def build_steps(self) -> Generator[None, None, None]:
        """Pre-render every prop, yielding between pieces (the rng is read in a fixed
        order, so staged and one-go builds give the same pixels)."""
        staging, size, rng = self.staging, self.size, self._rng
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
        yield from self._title_steps(rng)
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
