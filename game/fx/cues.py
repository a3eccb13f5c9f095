"""The flourish's cues: what happens when, besides the drawing.

A mixin of game.fx.flourish.Flourish. ``_schedule`` turns the staging and the timeline into
a sorted list of :class:`Cue` (slashes, panels landing, thunder, banners, falling cards, the
stamp, its particle burst spread over :data:`BURST_PARTS` steps, the fold, sounds);
``_fire`` performs one as the flourish's time passes it (a sound, a flash, a shake, pymunk
bodies); ``_emit`` is the staging's steady weather (rain, petals, motes). Cues only ever add
to the flourish's physics, flashes and shakes; the painter draws them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.fx.physics import STEP
from game.fx.sprites import PARTICLE_VARIANTS
from game.fx.stagings import has_banner, ribbon_colour

BURST_PARTS = 3  # physics steps the stamp's burst is spread over
# card path -> (particle kind, count, direction) burst when that card's panel stands:
# the boar kicks up leaves as it charges in, the deer scatters them, butterflies take off
ARRIVAL_BURSTS: dict[str, tuple[str, int, float]] = {
    "charge": ("leaf", 14, -0.4),
    "bound": ("leaf", 12, -math.pi / 2),
    "spiral": ("butterfly", 8, -math.pi / 2),
}


@dataclass(frozen=True)
class Cue:
    """One scheduled happening: ``action`` with ``arg`` at ``time`` (``order`` breaks ties)."""

    time: float
    order: int
    action: str
    arg: object = None


class FlourishCues:
    """Mixin of game.fx.flourish.Flourish: its cues' schedule and performance."""

    def _schedule(self) -> list[Cue]:
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
        return [Cue(time, order, action, arg) for order, (time, action, arg) in ordered]

    def _sound(self, name: str) -> None:
        self.sounds_played.append(name)
        if self._play_sound is not None:
            self._play_sound(name)

    def _fire(self, event: Cue) -> None:
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
