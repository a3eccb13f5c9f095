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
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any

Easing = Callable[[float], float]

# -- easing functions (t in [0, 1] -> progress, 0 -> 0 and 1 -> 1) ------------------------

_BACK = 1.70158
_TIME_EPSILON = 1e-9  # float drift tolerance when summing fixed steps


def linear(t: float) -> float:
    return t


def quad_in(t: float) -> float:
    return t * t


def quad_out(t: float) -> float:
    return 1.0 - (1.0 - t) * (1.0 - t)


def quad_in_out(t: float) -> float:
    return 2.0 * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 2 / 2.0


def cubic_in(t: float) -> float:
    return t * t * t


def cubic_out(t: float) -> float:
    return 1.0 - (1.0 - t) ** 3


def cubic_in_out(t: float) -> float:
    return 4.0 * t * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def sine_in_out(t: float) -> float:
    return -(math.cos(math.pi * t) - 1.0) / 2.0


def expo_out(t: float) -> float:
    return 1.0 if t >= 1.0 else 1.0 - 2.0 ** (-10.0 * t)


def back_in(t: float) -> float:
    return (_BACK + 1.0) * t * t * t - _BACK * t * t


def back_out(t: float) -> float:
    u = t - 1.0
    return 1.0 + (_BACK + 1.0) * u * u * u + _BACK * u * u


def elastic_out(t: float) -> float:
    if t <= 0.0 or t >= 1.0:
        return float(t >= 1.0)
    return 2.0 ** (-10.0 * t) * math.sin((t * 10.0 - 0.75) * (2.0 * math.pi / 3.0)) + 1.0


def bounce_out(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1.0 / d:
        return n * t * t
    if t < 2.0 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "quad_in": quad_in,
    "quad_out": quad_out,
    "quad_in_out": quad_in_out,
    "cubic_in": cubic_in,
    "cubic_out": cubic_out,
    "cubic_in_out": cubic_in_out,
    "sine_in_out": sine_in_out,
    "expo_out": expo_out,
    "back_in": back_in,
    "back_out": back_out,
    "elastic_out": elastic_out,
    "bounce_out": bounce_out,
}


def resolve_easing(ease: str | Easing) -> Easing:
    if callable(ease):
        return ease
    try:
        return EASINGS[ease]
    except KeyError:
        raise ValueError(f"unknown easing {ease!r}; known: {', '.join(EASINGS)}") from None


def lerp_value(start: Any, end: Any, progress: float) -> Any:
    """Interpolate numbers, tuples/lists of numbers or pygame.Vector2/3 (anything with
    ``+``, ``-`` and ``* float``). When both ends are ints (or tuples of ints, e.g. colours)
    the result is rounded to ints, so colours and pixel offsets stay valid."""
    if isinstance(start, (int, float)) and isinstance(end, (int, float)):
        value = start + (end - start) * progress
        return round(value) if _all_ints((start, end)) else value
    if isinstance(start, (tuple, list)):
        values = [a + (b - a) * progress for a, b in zip(start, end, strict=True)]
        if _all_ints(start) and _all_ints(end):
            values = [round(value) for value in values]
        return type(start)(values)
    return start + (end - start) * progress


def _all_ints(values: Any) -> bool:
    return all(isinstance(value, int) and not isinstance(value, bool) for value in values)


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
