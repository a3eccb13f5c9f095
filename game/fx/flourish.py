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
from dataclasses import dataclass

import pygame

from game.fx import painter
from game.fx.physics import STEP, FxPhysics
from game.fx.preparation import FlourishPreparation
from game.fx.spec import FlourishSpec
from game.fx.sprites import PARTICLE_VARIANTS
from game.fx.stage_layout import banner_anchor, build_layout, card_path
from game.fx.stagings import Staging, has_banner, order_cards, ribbon_colour, staging_for
from game.fx.timeline import (
    Timeline,
    progress,
)

MODES = ("full", "short")
BURST_PARTS = 3  # physics steps the stamp's burst is spread over
WARM_BUDGET_S = 0.002  # seconds of cache building allowed per drawn frame
# card path -> (particle kind, count, direction) burst when that card's panel stands:
# the boar kicks up leaves as it charges in, the deer scatters them, butterflies take off
ARRIVAL_BURSTS: dict[str, tuple[str, int, float]] = {
    "charge": ("leaf", 14, -0.4),
    "bound": ("leaf", 12, -math.pi / 2),
    "spiral": ("butterfly", 8, -math.pi / 2),
}
SoundCallback = Callable[[str], None]


@dataclass(frozen=True)
class _Event:
    time: float
    order: int
    action: str
    arg: object = None


class Flourish(FlourishPreparation):
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

    # -- schedule ------------------------------------------------------------------------
    def _schedule(self) -> list[_Event]:
        timeline, staging = self.timeline, self.staging
        events: list[tuple[float, str, object]] = []
        for index in range(staging.slashes):
            events.append((timeline.slash_at + index * timeline.slash_reveal * 1.2, "slash", None))
        for index, (code, times) in enumerate(zip(self.cards, timeline.cards, strict=True)):
            if staging.layout == "drop":
                events.append((times.leap_start, "drop", index))
                if index % 3 == 0:
                    events.append((times.leap_start + 0.45 * timeline.scale, "sound", "thud"))
                continue
            if index == 0:
                events.append((times.leap_start, "sound", "whoosh"))
            if staging.layout == "byobu":
                events.append((times.stand, "thud", index))
                if code == staging.thunder_card:
                    events.append((times.stand, "thunder", index))
                if has_banner(code, staging):
                    events.append((times.stand, "banner", index))
            if index == len(self.cards) - 1:
                if staging.layout == "fan":
                    events.append((times.arrive, "thud", index))
                events.append((times.fold_start, "sound", "whoosh"))
        events.append((timeline.stamp_at, "stamp", None))
        for part in range(BURST_PARTS):  # spread over a few steps: no single heavy step
            events.append((timeline.burst_at + part * STEP, "burst", part))
        if staging.chime:
            events.append((timeline.stamp_at + 0.1 * timeline.scale, "sound", "chime"))
        events.append((timeline.fold_at, "fold", None))
        ordered = sorted(enumerate(events), key=lambda item: (item[1][0], item[0]))
        return [_Event(time, order, action, arg) for order, (time, action, arg) in ordered]

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

    def _sound(self, name: str) -> None:
        self.sounds_played.append(name)
        if self._play_sound is not None:
            self._play_sound(name)

    def _fire(self, event: _Event) -> None:
        w, h = self.size
        s = self.scale
        timeline = self.timeline
        if event.action == "sound":
            self._sound(str(event.arg))
        elif event.action == "slash":
            self._sound("slash")
            self._flashes.append(
                (event.time, self.staging.flash, 0.6, 0.3 * max(0.5, timeline.scale))
            )
            self._shakes.append((event.time, 10 * s, 0.2))
        elif event.action == "thud":
            self._sound("thud")
            self._shakes.append((event.time, 6 * s, 0.15))
            index = int(event.arg)
            x, y = self._slots[index]
            self.physics.burst(
                "slip", (x, y + self._panel_size[1] / 2), 6, 300, (0.4, 0.8), spread=1.6
            )
            paths = self.staging.paths
            if index < len(paths) and paths[index] in ARRIVAL_BURSTS:
                kind, count, direction = ARRIVAL_BURSTS[paths[index]]
                self.physics.burst(
                    kind,
                    (x, y),
                    count,
                    900,
                    (0.8, 1.6),
                    spread=1.2,
                    direction=direction,
                    area=(self._panel_size[0] * 0.3, 40),
                    variants=self.particle_variants(kind),
                )
        elif event.action == "thunder":
            self._sound("thunder")
            x, y = self._slots[int(event.arg)]
            self._bolt_at = event.time
            self._bolt_target = (x, y + self._panel_size[1] * 0.1)
            self._flashes.append((event.time, (200, 215, 255), 0.55, 0.3))
            self._shakes.append((event.time, 16 * s, 0.35))
        elif event.action == "banner":
            index = int(event.arg)
            code = self.cards[index]
            self.physics.add_banner(
                self._banner_anchor(len(self.physics.banners)),
                0.8 * h,
                0.05 * w,
                ribbon_colour(code),
                links=14,
                tag=code,
            )
        elif event.action == "drop":
            index = int(event.arg)
            x, _ = self._slots[index]
            size = self._panel_size
            self.physics.drop_card(
                self.cards[index],
                size,
                (x, -size[1]),
                (self.physics.rng.uniform(-250, 250) * s, self.physics.rng.uniform(200, 500) * s),
                self.physics.rng.uniform(-5, 5),
            )
            if index == 0:
                self._sound("whoosh")
        elif event.action == "stamp":
            self._sound("stamp")
            self._shakes.append((event.time + timeline.stamp_in * 0.6, 22 * s, 0.4))
            self._flashes.append(
                (event.time + timeline.stamp_in * 0.6, self.staging.flash, 0.35, 0.3)
            )
            if self.staging.layout == "byobu" and self._slots:
                pw, ph = self._panel_size
                top = self._slots[0][1] - ph / 2
                self.physics.add_obstacle_path(
                    [(self._slots[0][0] - pw / 2, top), (self._slots[-1][0] + pw / 2, top)], 3 * s
                )
            if self.staging.sake_cup:
                cup = self._cup_rect
                bowl = [
                    (cup.left + cup.width * fx, cup.top + cup.height * fy)
                    for fx, fy in ((0.04, 0.2), (0.3, 0.8), (0.7, 0.8), (0.96, 0.2))
                ]
                self.physics.add_obstacle_path(bowl, 4 * s)
        elif event.action == "burst":
            self._burst(int(event.arg))
        elif event.action == "fold":
            self.physics.remove_obstacles()
            self.physics.remove_banners()

    def _burst(self, part: int) -> None:
        """Part ``part`` of BURST_PARTS of the stamp's particle burst."""
        w, h = self.size
        factor = 1.0 if self.mode == "full" else 0.6
        life_scale = max(0.5, self.timeline.scale)
        for kind, total in self.staging.burst:
            total = int(total * factor)
            count = total // BURST_PARTS + (1 if part < total % BURST_PARTS else 0)
            variants = self.particle_variants(kind)
            if kind in ("spark", "confetti"):
                self.physics.burst(
                    kind,
                    self._title_centre,
                    count,
                    1500,
                    (0.8 * life_scale, 1.8 * life_scale),
                    spread=2.6,
                    area=(w * 0.2, 20),
                    variants=variants,
                )
            elif kind == "mote":
                self.physics.burst(
                    kind,
                    (w / 2, h * 0.85),
                    count,
                    200,
                    (1.2 * life_scale, 2.5 * life_scale),
                    spread=1.2,
                    area=(w * 0.45, 40),
                    variants=variants,
                )
            else:
                self.physics.burst(
                    kind,
                    self._row_centre,
                    count,
                    1300,
                    (1.4 * life_scale, 3.0 * life_scale),
                    spread=2.4,
                    area=(w * 0.35, self._panel_size[1] * 0.3),
                    variants=variants,
                )

    def _emit(self, kind: str) -> None:
        w, h = self.size
        variants = self.particle_variants(kind)
        if kind == "rain":
            self.physics.burst(
                kind,
                (w / 2, -20),
                1,
                1500,
                (0.5, 0.8),
                spread=0.05,
                direction=math.pi / 2 + 0.12,
                area=(w * 0.55, 10),
            )
        elif kind == "mote":
            self.physics.burst(
                kind, (w / 2, h * 0.95), 1, 80, (1.5, 2.5), spread=0.8, area=(w * 0.48, 20)
            )
        else:
            self.physics.burst(
                kind,
                (w / 2, -30),
                1,
                200,
                (2.0, 3.5),
                spread=0.9,
                direction=math.pi / 2,
                area=(w * 0.5, 10),
                variants=variants,
            )

    @staticmethod
    def particle_variants(kind: str) -> int:
        return PARTICLE_VARIANTS.get(kind, 1)

    def _finish(self) -> None:
        self.physics.clear()
        self.t = max(self.t, self.timeline.total)
        self._next_event = len(self._events)
        self._done = True

    # -- drawing helpers ------------------------------------------------------------------


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
