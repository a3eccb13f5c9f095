"""The flourish: a yaku performed like a fighting-game super move over the frozen table.

A Flourish is self-contained (no scene system): the caller steps it with ``update(dt)``
from its fixed-timestep loop and calls ``draw(canvas, background)`` each frame, where
``background`` is the frozen table. It freezes the table (dim, desaturate, vignette), slashes
the screen with a brush stroke, stands the yaku's cards up as folding-screen panels, stamps
the yaku's name like a seal, bursts pymunk particles, then folds the panels and sends the
cards home. It never touches game state; ``skip()`` jumps to the same end state as watching.

Internally time advances in constant physics STEPs, so the same seed, spec and total time
give the same frames however ``dt`` is chunked.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from game.fx import painter
from game.fx.cues import FlourishCues
from game.fx.physics import STEP, FxPhysics
from game.fx.preparation import FlourishPreparation
from game.fx.spec import FlourishSpec
from game.fx.stage_layout import banner_anchor, build_layout, card_path
from game.fx.stagings import Staging, order_cards, staging_for
from game.fx.timeline import (
    Timeline,
    progress,
)

MODES = ("full", "short")
WARM_BUDGET_S = 0.002  # seconds of cache building allowed per drawn frame
SoundCallback = Callable[[str], None]


class Flourish(FlourishCues, FlourishPreparation):
    """One yaku flourish. See the module docstring; ``mode`` is "full" or "short"."""

    def __init__(
        self,
        spec: FlourishSpec,
        mode: str,
        seed: int,
        card_images=None,
        play_sound: SoundCallback | None = None,
        canvas_size: tuple[int, int] = (1920, 1080),
        source_rect: pygame.Rect | tuple[int, int, int, int] | None = None,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"flourish mode must be one of {MODES}, not {mode!r}")
        self.spec = spec
        self.mode = mode
        self.seed = seed
        self.size = (int(canvas_size[0]), int(canvas_size[1]))
        self.scale = self.size[1] / 1080.0
        self.staging: Staging = staging_for(spec.yaku_id)
        self.cards: tuple[str, ...] = order_cards(tuple(spec.cards), self.staging)
        self.timeline = Timeline.build(self.staging, len(self.cards), mode == "short")
        self._card_images = card_images
        self._play_sound = play_sound
        self.sounds_played: list[str] = []
        w, h = self.size
        if source_rect is None:
            self.source = pygame.Rect(int(w * 0.04), int(h * 0.74), int(w * 0.06), int(w * 0.096))
        else:
            self.source = pygame.Rect(source_rect)
        self._rng = random.Random(f"{seed}:{spec.yaku_id}:{mode}:motion")
        self.physics = FxPhysics(self.size, random.Random(self._rng.random()))
        self.physics.wind = self.staging.wind * (1 if self._rng.random() < 0.5 else -1)
        self._layout()
        self._spins = [
            self._rng.choice((-1, 1)) * math.tau * self._rng.uniform(0.8, 1.4) for _ in self.cards
        ]
        self.t = 0.0
        self._accumulator = 0.0
        self._done = False
        self._events = self._schedule()
        self._next_event = 0
        self._emit_credit = 0.0
        self._flashes: list[tuple[float, tuple[int, int, int], float, float]] = []
        self._shakes: list[tuple[float, float, float]] = []
        self._bolt_at = -1.0
        self._bolt_target = (0.0, 0.0)
        self._prepared = False
        self._preparing = None  # the running _prepare_steps generator, if any
        self._table: pygame.Surface | None = None
        self._frozen: pygame.Surface | None = None
        self.physics.add_table_edges()

    # -- public API ----------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self._done

    @property
    def space(self):
        """The pymunk.Space of this flourish (empty once done or skipped)."""
        return self.physics.space

    @property
    def duration(self) -> float:
        return self.timeline.total

    @property
    def peak_bodies(self) -> int:
        return self.physics.peak_bodies

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (in constant internal steps)."""
        if self._done:
            return
        self._accumulator += dt
        while self._accumulator >= STEP - 1e-9 and not self._done:
            self._accumulator -= STEP
            self._tick()

    def skip(self) -> None:
        """Jump straight to the end state (no sounds, nothing left in the space)."""
        self._finish()

    def summary(self) -> dict:
        """A small picture of the state, for tests and logs."""
        return {
            "yaku": self.spec.yaku_id,
            "mode": self.mode,
            "done": self._done,
            "time": round(min(self.t, self.timeline.total), 6),
            "bodies": len(self.space.bodies),
            "shapes": len(self.space.shapes),
            "constraints": len(self.space.constraints),
        }

    def draw(self, canvas: pygame.Surface, background: pygame.Surface) -> None:
        """Draw the frozen table and every effect for the current time onto ``canvas``."""
        if self._done:
            if background.get_size() == canvas.get_size():
                canvas.blit(background, (0, 0))
            else:
                canvas.blit(pygame.transform.smoothscale(background, canvas.get_size()), (0, 0))
            return
        self.prepare(background)
        self._warm_some(WARM_BUDGET_S)
        t, timeline = self.t, self.timeline
        level = timeline.freeze_level(t)
        offset = painter.shake(self, t)
        if offset != (0, 0):
            canvas.fill((0, 0, 0))
        if level >= 0.999:
            canvas.blit(self._frozen, offset)
        else:
            canvas.blit(self._table, offset)
            self._frozen.set_alpha(int(255 * level))
            canvas.blit(self._frozen, offset)
            self._frozen.set_alpha(None)
        backdrop_start = timeline.cards[0].leap_start if timeline.cards else timeline.stamp_at
        backdrop_level = level * (1.0 - progress(t, timeline.fold_at, 0.3 * timeline.scale))
        self.props.draw_backdrop(canvas, t, self._row_centre, backdrop_start, backdrop_level)
        self.props.draw_slashes(
            canvas, t, timeline.slash_at, timeline.slash_reveal, timeline.slash_fade_at
        )
        for banner in self.physics.banners:
            self.props.draw_banner(canvas, banner, offset)
        painter.draw_cards(self, canvas, t, offset)
        painter.draw_particles(self, canvas, level)
        self.props.draw_cup(canvas, t, timeline.stamp_at, timeline.fold_at, self._cup_rect)
        self.props.draw_title(
            canvas, t, timeline.stamp_at, timeline.stamp_in, timeline.fold_at, offset
        )
        painter.draw_flashes(self, canvas, t)
        if self._bolt_at >= 0:
            if not self.props.bolt:
                self.props.strike(random.Random(f"{self.seed}:bolt"), self._bolt_target)
            self.props.draw_bolt(canvas, t, self._bolt_at)

    # -- layout --------------------------------------------------------------------------
    def _layout(self) -> None:
        stage = build_layout(self.staging.layout, len(self.cards), self.size)
        self._slots = stage.slots
        self._fan_angles = stage.fan_angles
        self._panel_size = stage.panel_size
        self._row_centre = stage.row_centre
        self._title_centre = stage.title_centre
        self._flight_width = stage.flight_width
        self._card_width = stage.card_width
        self._cup_rect = stage.cup_rect

    def _banner_anchor(self, number: int) -> tuple[float, float]:
        return banner_anchor(self.size, number)

    def _path(self, index: int, e: float, home: bool) -> tuple[float, float]:
        return card_path(
            self.size, self._slots[index], self.source.center, self.staging.paths, index, e, home
        )

    # -- stepping ------------------------------------------------------------------------
    def _tick(self) -> None:
        self.t += STEP
        while (
            self._next_event < len(self._events) and self._events[self._next_event].time <= self.t
        ):
            self._fire(self._events[self._next_event])
            self._next_event += 1
        timeline = self.timeline
        emit_from = timeline.burst_at
        if self.staging.emit_early and timeline.cards:
            emit_from = timeline.cards[0].leap_start
        if self.staging.emit and emit_from <= self.t < timeline.fold_at:
            rate = self.staging.emit_rate * (1.0 if self.mode == "full" else 0.6)
            self._emit_credit += rate * STEP
            while self._emit_credit >= 1.0:
                self._emit_credit -= 1.0
                self._emit(self.staging.emit)
        self.physics.step()
        if self.t >= timeline.total:
            self._finish()

    def _finish(self) -> None:
        self.physics.clear()
        self.t = max(self.t, self.timeline.total)
        self._next_event = len(self._events)
        self._done = True


def flourish_for(
    mode: str,
    spec: FlourishSpec,
    seed: int,
    card_images=None,
    play_sound: SoundCallback | None = None,
    canvas_size: tuple[int, int] = (1920, 1080),
    source_rect=None,
) -> Flourish | None:
    """The flourish for a settings mode: None when ``mode`` is "off"."""
    if mode == "off":
        return None
    return Flourish(spec, mode, seed, card_images, play_sound, canvas_size, source_rect)
