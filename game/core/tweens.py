"""Tweens: time-based animation of numeric and vector properties with easing.

Building blocks (all are ``Animation``):

* ``Tween(target, "x", to=300.0, duration=0.4, ease="cubic_out")`` - one attribute (float,
  int, tuple or pygame.Vector2) from its current value (or ``start=``) to ``to``; a
  ``setter=`` callable may replace target/attribute.
* ``Delay(seconds)``, ``Call(fn)``, ``Sequence(a, b, ...)``, ``Parallel(a, b, ...)``.
* every animation takes ``on_finish=`` callbacks (fired once, also when skipped).

``TweenManager`` advances them with the fixed logic step, scaled by ``speed`` (the
animation-speed option; ``math.inf`` means instant: animations snap to their end as soon
as they are added). ``finish_all()`` snaps every running animation to its end state (skip).
Time is carried exactly through sequences, so values at a given time are deterministic.
Easing curves and ``lerp_value`` live in ``game.core.easing`` (re-exported here).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

from game.core.easing import (
    EASINGS,
    Easing,
    back_in,
    back_out,
    bounce_out,
    cubic_in,
    cubic_in_out,
    cubic_out,
    elastic_out,
    expo_out,
    lerp_value,
    linear,
    quad_in,
    quad_in_out,
    quad_out,
    resolve_easing,
    sine_in_out,
)

__all__ = [
    "EASINGS",
    "INSTANT",
    "Animation",
    "Call",
    "Delay",
    "Easing",
    "Parallel",
    "Sequence",
    "Tween",
    "TweenManager",
    "back_in",
    "back_out",
    "bounce_out",
    "cubic_in",
    "cubic_in_out",
    "cubic_out",
    "elastic_out",
    "expo_out",
    "lerp_value",
    "linear",
    "quad_in",
    "quad_in_out",
    "quad_out",
    "resolve_easing",
    "sine_in_out",
]

_TIME_EPSILON = 1e-9  # float drift tolerance when summing fixed steps


# -- animations ---------------------------------------------------------------------------


class Animation:
    """Base: ``advance(dt)`` consumes time and returns the unused remainder."""

    def __init__(self, on_finish: Callable[[], Any] | Iterable[Callable[[], Any]] | None = None):
        self.done = False
        if on_finish is None:
            self._callbacks: list[Callable[[], Any]] = []
        elif callable(on_finish):
            self._callbacks = [on_finish]
        else:
            self._callbacks = list(on_finish)

    def then(self, callback: Callable[[], Any]) -> Animation:
        self._callbacks.append(callback)
        return self

    def _complete(self) -> None:
        if self.done:
            return
        self.done = True
        callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback()

    def advance(self, dt: float) -> float:
        raise NotImplementedError

    def finish(self) -> None:
        """Snap to the end state and fire callbacks (skip)."""
        raise NotImplementedError

    def affects(self, target: object) -> bool:
        return False


class Tween(Animation):
    def __init__(
        self,
        target: object | None,
        attribute: str | None,
        to: Any,
        duration: float,
        *,
        ease: str | Easing = "linear",
        start: Any = None,
        delay: float = 0.0,
        setter: Callable[[Any], None] | None = None,
        on_finish: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(on_finish)
        if setter is None and (target is None or attribute is None):
            raise ValueError("a Tween needs target and attribute, or a setter")
        self.target = target
        self.attribute = attribute
        self.end = to
        self.duration = max(0.0, float(duration))
        self.ease = resolve_easing(ease)
        self.start = start
        self.delay_left = max(0.0, float(delay))
        self.setter = setter
        self.elapsed = 0.0
        self.started = False

    def affects(self, target: object) -> bool:
        return self.target is target

    def _begin(self) -> None:
        if self.start is None:
            if self.target is None or self.attribute is None:
                raise ValueError("a setter Tween needs an explicit start value")
            self.start = getattr(self.target, self.attribute)
            if hasattr(self.start, "copy"):
                self.start = self.start.copy()
        self.started = True

    def _apply(self, value: Any) -> None:
        if self.setter is not None:
            self.setter(value)
        else:
            setattr(self.target, self.attribute, value)

    def value_at(self, elapsed: float) -> Any:
        progress = 1.0 if self.duration <= 0 else min(1.0, max(0.0, elapsed / self.duration))
        return lerp_value(self.start, self.end, self.ease(progress))

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        if self.delay_left > 0.0:
            if dt < self.delay_left - _TIME_EPSILON:
                self.delay_left -= dt
                return 0.0
            dt = max(0.0, dt - self.delay_left)
            self.delay_left = 0.0
        if not self.started:
            self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration - _TIME_EPSILON:
            leftover = max(0.0, self.elapsed - self.duration)
            self._apply(self.end)
            self._complete()
            return leftover
        self._apply(self.value_at(self.elapsed))
        return 0.0

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self._begin()
        self.delay_left = 0.0
        self.elapsed = self.duration
        self._apply(self.end)
        self._complete()


class Delay(Animation):
    def __init__(self, seconds: float, on_finish: Callable[[], Any] | None = None) -> None:
        super().__init__(on_finish)
        self.left = max(0.0, float(seconds))

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        if dt < self.left - _TIME_EPSILON:
            self.left -= dt
            return 0.0
        leftover = max(0.0, dt - self.left)
        self.left = 0.0
        self._complete()
        return leftover

    def finish(self) -> None:
        self.left = 0.0
        self._complete()


class Call(Animation):
    """Calls ``function`` once when reached (zero duration)."""

    def __init__(self, function: Callable[[], Any]) -> None:
        super().__init__(None)
        self.function = function

    def advance(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self.done:
            self.function()
            self._complete()


class Sequence(Animation):
    def __init__(self, *children: Animation, on_finish: Callable[[], Any] | None = None) -> None:
        super().__init__(on_finish)
        self.children = list(children)
        self.index = 0

    def affects(self, target: object) -> bool:
        return any(child.affects(target) for child in self.children)

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        while self.index < len(self.children):
            child = self.children[self.index]
            dt = child.advance(dt)
            if not child.done:
                return 0.0
            self.index += 1
        self._complete()
        return dt

    def finish(self) -> None:
        while self.index < len(self.children):
            self.children[self.index].finish()
            self.index += 1
        self._complete()


class Parallel(Animation):
    def __init__(self, *children: Animation, on_finish: Callable[[], Any] | None = None) -> None:
        super().__init__(on_finish)
        self.children = list(children)

    def affects(self, target: object) -> bool:
        return any(child.affects(target) for child in self.children)

    def advance(self, dt: float) -> float:
        if self.done:
            return dt
        leftover = dt
        for child in self.children:
            if not child.done:
                leftover = min(leftover, child.advance(dt))
        if all(child.done for child in self.children):
            self._complete()
            return leftover
        return 0.0

    def finish(self) -> None:
        for child in self.children:
            child.finish()
        self._complete()


# -- manager ------------------------------------------------------------------------------

INSTANT = math.inf


class TweenManager:
    """Runs animations. ``speed`` multiplies time (2.0 = twice as fast; ``INSTANT`` snaps)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._running: list[Animation] = []

    @property
    def instant(self) -> bool:
        return math.isinf(self.speed)

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def __len__(self) -> int:
        return len(self._running)

    def add(self, animation: Animation) -> Animation:
        if self.instant:
            animation.finish()
        elif not animation.done:
            self._running.append(animation)
        return animation

    def to(
        self,
        target: object,
        duration: float,
        *,
        ease: str | Easing = "linear",
        delay: float = 0.0,
        on_finish: Callable[[], Any] | None = None,
        **attributes: Any,
    ) -> Animation:
        """Tween several attributes of ``target`` together, e.g. ``to(card, 0.3, x=10, y=20)``."""
        tweens = [
            Tween(target, name, value, duration, ease=ease, delay=delay)
            for name, value in attributes.items()
        ]
        animation: Animation = tweens[0] if len(tweens) == 1 else Parallel(*tweens)
        if on_finish is not None:
            animation.then(on_finish)
        return self.add(animation)

    def update(self, dt: float) -> None:
        if not self._running:
            return
        if self.instant:
            self.finish_all()
            return
        scaled = dt * self.speed
        for animation in list(self._running):
            if not animation.done:
                animation.advance(scaled)
        self._running = [animation for animation in self._running if not animation.done]

    def finish_all(self, max_rounds: int = 100) -> None:
        """Snap everything to its end state; callbacks that add animations are also finished."""
        for _ in range(max_rounds):
            if not self._running:
                return
            running, self._running = self._running, []
            for animation in running:
                animation.finish()
            self._running = [animation for animation in self._running if not animation.done]

    def cancel(self, animation: Animation) -> None:
        """Stop an animation where it is, without callbacks."""
        self._running = [running for running in self._running if running is not animation]

    def cancel_target(self, target: object) -> None:
        self._running = [running for running in self._running if not running.affects(target)]
