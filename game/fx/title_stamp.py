"""The flourish's stamped title group: the yaku's name in brush lettering on an ink swash,
its subline and caption, and the red seal with the points.

A mixin of game.fx.props.Props. ``_title_steps`` pre-renders the group, yielding between
pieces (the swash reads the props' rng: game.fx.props calls it between the slashes and the
backdrops, always in that order); ``draw_title`` stamps it in at ``at`` and fades it at
``gone_at``, a pure function of the time it is given.
"""

from __future__ import annotations

import random
from collections.abc import Generator

import pygame

from game.fx import brush
from game.fx.spec import FlourishSpec, flourish_subline
from game.fx.stagings import Staging
from game.fx.timeline import ease_out_cubic, progress

TITLE_SCALES = (1.9, 1.6, 1.38, 1.22, 1.1, 1.03, 1.0)


class TitleStamp:
    """Mixin of game.fx.props.Props: its title group (see the module)."""

    spec: FlourishSpec
    staging: Staging
    size: tuple[int, int]
    scale: float
    title_centre: tuple[int, int]

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

    def _title_steps(self, rng: random.Random) -> Generator[None, None, None]:
        """Pre-render the title group (the swash reads ``rng``), yielding between pieces."""
        spec, staging = self.spec, self.staging
        w = self.size[0]
        s = self.scale
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
