"""Easing curves and value interpolation for tweens.

Easing functions map time t in [0, 1] to progress (0 -> 0 and 1 -> 1; ``back`` and
``elastic`` overshoot). ``EASINGS`` names them, ``resolve_easing`` turns a name (or a callable)
into a function, and ``lerp_value`` interpolates numbers, tuples and vectors between two ends.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Easing = Callable[[float], float]

# -- easing functions (t in [0, 1] -> progress, 0 -> 0 and 1 -> 1) ------------------------

_BACK = 1.70158


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
