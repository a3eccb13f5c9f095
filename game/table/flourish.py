"""The yaku flourish over the table: when a TurnScored event reaches the director, the
table pushes this overlay (settings "flourish": off / short / full) and the director waits
until it is done. The table is frozen into a snapshot when the flourish starts; the
flourish pre-renders in slices of a few ms over the next frames while that snapshot is
held, then plays. Confirm, click or back skips it.

The overlay gets the flourish and a function that draws the table's frame to hold (never
the table itself)."""

from __future__ import annotations

import logging
from collections.abc import Callable

import pygame

from game.core.scenes import Scene
from game.engine import events as ev
from game.input import actions as act
from game.view import layout

logger = logging.getLogger(__name__)

SKIP = {act.CONFIRM, act.CLICK, act.BACK, act.PAUSE}
NOT_BUTTONS = frozenset(act.DIRECTIONS) | {act.DEVICE_ADDED, act.DEVICE_REMOVED}
PREPARE_BUDGET_S = 0.004  # pre-rendering per logic step before the flourish starts


def is_skip(action: act.Action) -> bool:
    """Confirm, click, back, pause, or any pad button (not the d-pad or stick)."""
    if action.name in SKIP:
        return True
    return action.device == act.PAD and action.name not in NOT_BUTTONS


def best_new_yaku(event: ev.TurnScored) -> tuple[str, int, tuple[str, ...]] | None:
    """The highest-scoring new (or raised) yaku of the event, with its cards."""
    points = dict(event.yaku)
    cards = dict(event.cards)
    names = [name for name in event.new if name in points] or [name for name, _ in event.yaku]
    if not names:
        return None
    name = max(names, key=lambda yaku: points[yaku])
    return name, points[name], tuple(cards.get(name, ()))


class FlourishOverlay(Scene):
    name = "flourish"
    transparent = False

    def __init__(self, context, hold: Callable[[pygame.Surface], None], flourish) -> None:
        """``hold(surface)`` draws the frame the flourish plays over."""
        super().__init__(context)
        self.hold = hold
        self.flourish = flourish
        self.snapshot: pygame.Surface | None = None

    @property
    def done(self) -> bool:
        return self.flourish.done

    def enter(self) -> None:
        self.snapshot = pygame.Surface(layout.CANVAS)
        self.hold(self.snapshot)

    def update(self, dt: float) -> None:
        if not self.flourish.done and not self.flourish.prepared:
            # pre-render a few ms per step while the last table frame is held; the
            # flourish's clock starts once everything is ready (no long first frame)
            if self.snapshot is None:
                self.enter()
            self.flourish.prepare_some(self.snapshot, PREPARE_BUDGET_S)
            return
        self.flourish.update(dt)
        if self.flourish.done and self.stack.top is self:
            self.stack.pop()

    def handle_action(self, action: act.Action) -> bool:
        if is_skip(action):
            self.flourish.skip()
        return True

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.snapshot is None:
            self.enter()
        if not self.flourish.done and not self.flourish.prepared:
            canvas.blit(self.snapshot, (0, 0))  # still preparing: hold the table's frame
            return
        self.flourish.draw(canvas, self.snapshot)


def yaku_flourish(
    context,
    hold: Callable[[pygame.Surface], None],
    event: ev.TurnScored,
    mode: str,
    source: pygame.Rect,
    seed: int,
    unit: str = "",
):
    """The flourish overlay for ``event`` (the director's blocker, not pushed yet), or None
    when the mode is off or the yaku has no flourish. ``source``: the capture piles it rises
    from; ``unit`` the game's yaku unit (hachi-hachi: kan)."""
    if mode == "off":
        return None
    chosen = best_new_yaku(event)
    if chosen is None:
        return None
    from game.fx.flourish import flourish_for
    from game.fx.spec import spec_for

    name, points, cards = chosen
    try:
        spec = spec_for(name, points, cards, unit=unit)
    except ValueError:
        return None
    flourish = flourish_for(
        mode, spec, seed=seed, play_sound=context.play_sound, source_rect=source
    )
    if flourish is None:
        return None
    return FlourishOverlay(context, hold, flourish)
