"""Pre-rendering of a flourish: everything it draws from, built before it plays.

``prepare()`` does it all at once; ``prepare_some()`` does it in steps of a few
milliseconds (brush strokes in chunks, the frozen table in bands, one card face a step) so a
caller can spread it over the frames before the flourish starts while holding the table's
last frame. Whatever the slicing, the result (and so every frame drawn) is the same. Caches
that prepare() leaves (panel flight rotations, fold frames, particle rotations) are built a
little each drawn frame (``_warm_some``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

import pygame

from game.assets.cards import card_images as shared_card_images
from game.fx import brush
from game.fx.panels import FOLD_STEPS, FoldingPanel
from game.fx.props import Props
from game.fx.sprites import RotationCache, shared_particle_art

PREPARE_BUDGET_S = 0.005  # default seconds of pre-rendering per prepare_some() call


class FlourishPreparation:
    """Mixin of game.fx.flourish.Flourish: its pre-rendering and cache warming."""

    def prepare(self, background: pygame.Surface | None = None) -> None:
        """Pre-render everything now (the first draw calls it; to avoid one long frame, call
        :meth:`prepare_some` on the frames before the flourish starts instead)."""
        self.prepare_some(background, math.inf)

    @property
    def prepared(self) -> bool:
        """True once the props, panels and the frozen table are rendered."""
        return self._prepared and self._frozen is not None

    def prepare_some(
        self, background: pygame.Surface | None = None, budget_s: float = PREPARE_BUDGET_S
    ) -> bool:
        """Pre-render for about ``budget_s`` seconds (at least one small step); True once
        everything ``prepare(background)`` would do is done. The result never depends on
        how the work was sliced."""
        deadline = time.perf_counter() + budget_s
        while True:
            if self._preparing is None:
                if self._prepared and (background is None or self._frozen is not None):
                    return True
                self._preparing = self._prepare_steps(background)
            try:
                next(self._preparing)
            except StopIteration:
                self._preparing = None
                continue
            if time.perf_counter() >= deadline:
                return False

    def _prepare_steps(self, background: pygame.Surface | None):
        """The work of prepare() as a generator of steps of a few milliseconds each."""
        if not self._prepared:
            images = self._card_images if self._card_images is not None else shared_card_images()
            art_rng = random.Random(f"{self.seed}:{self.spec.yaku_id}:art")
            props = Props(
                self.spec,
                self.staging,
                self.size,
                art_rng,
                self._title_centre,
                self._row_centre,
                staged=True,
            )
            yield from props.build_steps()
            panels: list[FoldingPanel] = []
            fan_cards: list[RotationCache] = []
            for code in self.cards:
                face = images.face(code, self._card_width)
                yield
                if self.staging.layout == "byobu":
                    panels.append(FoldingPanel(face, True, self._flight_width, flight_angles=36))
                else:
                    # a copy: fading sets the surface alpha, and the face belongs to CardImages
                    fan_cards.append(RotationCache(face.copy(), 72))
            self.props = props
            self.particle_art = shared_particle_art(self.scale)
            self.panels = panels
            self.fan_cards = fan_cards
            self._warm_queue = self._warm_tasks()
            self._prepared = True
            yield
        if background is not None and self._frozen is None:
            if background.get_size() == self.size:
                table = background
            else:
                table = pygame.transform.smoothscale(background, self.size)
            self._frozen = yield from brush.frozen_table_steps(table, self.size)
            self._table = table

    def _warm_tasks(self) -> list[Callable[[], None]]:
        """Cache builds to spread over the first frames, in the order they are needed."""
        tasks: list[Callable[[], None]] = []
        kinds = [kind for kind, _ in self.staging.burst] + [self.staging.emit, "slip"]
        for kind in dict.fromkeys(k for k in kinds if k):
            tasks.append(lambda kind=kind: self.particle_art.warm(kind))
        for panel in self.panels:
            for step in range(panel.flight.steps):
                tasks.append(
                    lambda panel=panel, step=step: panel.flight.get(
                        step * math.tau / panel.flight.steps
                    )
                )
            for step in range(FOLD_STEPS):
                tasks.append(lambda panel=panel, step=step: panel.frame(step / FOLD_STEPS))
        for cache, angle in zip(self.fan_cards, self._fan_angles, strict=False):
            tasks.append(lambda cache=cache, angle=angle: cache.get(angle))
        tasks.reverse()  # popped from the end
        return tasks

    def _warm_some(self, budget_s: float) -> None:
        """Build queued caches for up to ``budget_s`` seconds (results never depend on it)."""
        if not self._warm_queue:
            return
        deadline = time.perf_counter() + budget_s
        while self._warm_queue and time.perf_counter() < deadline:
            self._warm_queue.pop()()

    def warm_all(self) -> None:
        """Build every cache now (tests, or a caller with time to spare)."""
        self.prepare()
        self._warm_some(float("inf"))
