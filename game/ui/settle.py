"""A moment of calm before a screen that spends or decides something takes input.

Keys pressed to hurry through an animation must not land on the screen that comes next
(CONTINUE? spending a credit, the koi-koi prompt gambling the points, a rematch replacing
the result). :class:`InputSettle` swallows every press for :data:`SETTLE_SECONDS` after
the screen appears; the pointer may still move. :meth:`InputSettle.fade` tells how far the
screen's buttons have faded in, so the player sees when they start to count.
"""

from __future__ import annotations

import pygame

from game.input import actions as act

SETTLE_SECONDS = 1.0
#: what may reach a settling screen: hovering, and the window's and devices' own news
PASSING_ACTIONS = frozenset(
    {
        act.POINTER_MOVE,
        act.POINTER_LEAVE,
        act.FOCUS_GAINED,
        act.FOCUS_LOST,
        act.RESIZED,
        act.QUIT,
        act.DEVICE_ADDED,
        act.DEVICE_REMOVED,
    }
)


class InputSettle:
    """Counts down from ``seconds``; until then :meth:`blocks` says yes to any press."""

    def __init__(self, seconds: float = SETTLE_SECONDS) -> None:
        self.seconds = seconds
        self.left = seconds

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def ready(self) -> bool:
        return self.left <= 0.0

    def blocks(self, action: act.Action) -> bool:
        """True while settling for anything but hovering and the window's own actions."""
        return not self.ready and action.name not in PASSING_ACTIONS

    def fade(self) -> float:
        """0 when the screen appeared, 1 once it takes input."""
        if self.seconds <= 0:
            return 1.0
        return 1.0 - self.left / self.seconds

    def veil(self, canvas: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """Shade ``rects`` (the buttons) while settling, lighter as input comes near."""
        if self.ready:
            return
        alpha = int(170 * (1.0 - self.fade()))
        for rect in rects:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (12, 8, 6, alpha), shade.get_rect(), border_radius=14)
            canvas.blit(shade, rect)
