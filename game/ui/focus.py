"""Directional focus navigation over any set of rectangles.

``FocusMap`` holds named targets (hand cards, field cards, buttons - anything with a rect)
and the focused key. ``move(direction)`` goes to the nearest target in that direction:
only targets ahead count; distance along the direction plus twice the sideways offset
(zero when the rects overlap sideways) decides. ``target_at(pos)`` finds what the pointer is
over. ``nearest_in_direction`` is the pure function underneath.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import pygame

SIDEWAYS_WEIGHT = 2.0


def _overlap_gap(low_a: float, high_a: float, low_b: float, high_b: float) -> float:
    """0 when [low_a, high_a] and [low_b, high_b] overlap, else the gap between them."""
    if high_a < low_b:
        return low_b - high_a
    if high_b < low_a:
        return low_a - high_b
    return 0.0


def nearest_in_direction(
    current: pygame.Rect,
    candidates: Iterable[tuple[Hashable, pygame.Rect]],
    direction: tuple[int, int],
) -> Hashable | None:
    """Key of the best candidate strictly ahead of ``current`` in ``direction``, or None."""
    dx, dy = direction
    best_key: Hashable | None = None
    best_score = float("inf")
    cx, cy = current.center
    for key, rect in candidates:
        rx, ry = rect.center
        along = (rx - cx) * dx + (ry - cy) * dy
        if along <= 0:
            continue
        if dx:
            sideways = _overlap_gap(current.top, current.bottom, rect.top, rect.bottom)
            sideways_centre = abs(ry - cy)
        else:
            sideways = _overlap_gap(current.left, current.right, rect.left, rect.right)
            sideways_centre = abs(rx - cx)
        score = along + SIDEWAYS_WEIGHT * sideways + 0.1 * sideways_centre
        if score < best_score:
            best_score = score
            best_key = key
    return best_key


class FocusMap:
    """Named rects with one focused key. Targets can be replaced every frame."""

    def __init__(self) -> None:
        self.targets: dict[Hashable, pygame.Rect] = {}
        self.order: list[Hashable] = []
        self.focused: Hashable | None = None

    def set_targets(self, targets: Iterable[tuple[Hashable, pygame.Rect]]) -> None:
        """Replace all targets (keeps focus if its key is still present)."""
        self.targets = {}
        self.order = []
        for key, rect in targets:
            self.targets[key] = pygame.Rect(rect)
            self.order.append(key)
        if self.focused not in self.targets:
            self.focused = self.order[0] if self.order else None

    def add(self, key: Hashable, rect: pygame.Rect) -> None:
        if key not in self.targets:
            self.order.append(key)
        self.targets[key] = pygame.Rect(rect)
        if self.focused is None:
            self.focused = key

    def remove(self, key: Hashable) -> None:
        self.targets.pop(key, None)
        if key in self.order:
            self.order.remove(key)
        if self.focused == key:
            self.focused = self.order[0] if self.order else None

    def focus(self, key: Hashable) -> bool:
        if key in self.targets:
            self.focused = key
            return True
        return False

    def move(self, direction: tuple[int, int], *, wrap: bool = False) -> bool:
        """Move focus; returns True if it changed."""
        if self.focused is None:
            if self.order:
                self.focused = self.order[0]
                return True
            return False
        current = self.targets[self.focused]
        others = [(key, rect) for key, rect in self.targets.items() if key != self.focused]
        key = nearest_in_direction(current, others, direction)
        if key is None and wrap and others:
            # wrap around: the far end in the same row/column
            key = self._wrap_target(current, others, direction)
        if key is None:
            return False
        self.focused = key
        return True

    @staticmethod
    def _wrap_target(
        current: pygame.Rect, others: list[tuple[Hashable, pygame.Rect]], direction: tuple[int, int]
    ) -> Hashable | None:
        dx, dy = direction
        best_key, best_score = None, float("inf")
        for key, rect in others:
            if dx:
                sideways = _overlap_gap(current.top, current.bottom, rect.top, rect.bottom)
                along = rect.centerx * dx  # smallest first in the moving direction
            else:
                sideways = _overlap_gap(current.left, current.right, rect.left, rect.right)
                along = rect.centery * dy
            score = SIDEWAYS_WEIGHT * sideways * 1000 + along
            if score < best_score:
                best_key, best_score = key, score
        return best_key

    def cycle(self, step: int) -> bool:
        """Tab order: move ``step`` places through insertion order (wrapping)."""
        if not self.order:
            return False
        if self.focused not in self.order:
            self.focused = self.order[0]
            return True
        index = (self.order.index(self.focused) + step) % len(self.order)
        changed = self.order[index] != self.focused
        self.focused = self.order[index]
        return changed

    def target_at(self, position: tuple[float, float]) -> Hashable | None:
        """Topmost (last added) target under ``position``."""
        for key in reversed(self.order):
            if self.targets[key].collidepoint(position):
                return key
        return None
