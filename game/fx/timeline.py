"""When things happen in a flourish: the schedule built from a Staging, a mode and a row size.

All times are seconds from the start; short mode compresses every duration to a third.
Also holds the small easing helpers the flourish uses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.fx.stagings import Staging

SHORT_SCALE = 1.0 / 3.0


def clamp01(value: float) -> float:
    return 0.0 if value < 0.0 else 1.0 if value > 1.0 else value


def ease_out_cubic(u: float) -> float:
    u = clamp01(u)
    return 1.0 - (1.0 - u) ** 3


def ease_in_cubic(u: float) -> float:
    u = clamp01(u)
    return u * u * u


def ease_in_out(u: float) -> float:
    u = clamp01(u)
    return u * u * (3.0 - 2.0 * u)


def ease_out_back(u: float, overshoot: float = 1.6) -> float:
    u = clamp01(u) - 1.0
    return 1.0 + u * u * ((overshoot + 1.0) * u + overshoot)


def progress(t: float, start: float, duration: float) -> float:
    """0 before ``start``, 1 after ``start + duration``, linear between."""
    if duration <= 0:
        return 1.0 if t >= start else 0.0
    return clamp01((t - start) / duration)


@dataclass(frozen=True)
class CardTimes:
    leap_start: float
    arrive: float  # end of the leap (fan: in place)
    stand: float  # panel fully unfolded (byobu) / same as arrive
    fold_start: float
    fold_end: float
    home: float  # back in the capture pile


@dataclass(frozen=True)
class Timeline:
    scale: float
    freeze_in: float
    slash_at: float
    slash_reveal: float
    slash_fade_at: float
    stamp_at: float
    stamp_in: float
    burst_at: float
    fold_at: float
    fade_out_at: float
    total: float
    cards: tuple[CardTimes, ...]

    @classmethod
    def build(cls, staging: Staging, count: int, short: bool) -> Timeline:
        s = SHORT_SCALE if short else 1.0
        slash_at = 0.06 * s
        cards_at = 0.40 * s
        unfold = staging.unfold * s if staging.layout == "byobu" else 0.0
        arrivals = []
        for index in range(count):
            start = cards_at + index * staging.stagger * s
            arrive = start + staging.leap * s
            arrivals.append((start, arrive, arrive + unfold))
        last_stand = max((stand for _, _, stand in arrivals), default=cards_at)
        stamp_at = cards_at + 0.15 * s if staging.layout == "drop" else last_stand + 0.06 * s
        stamp_in = 0.2 * s
        fold_at = stamp_at + stamp_in + staging.hold * s
        back_stagger = min(0.06, 0.3 / max(1, count)) * s
        fold_time, fly_time = 0.2 * s, 0.3 * s
        cards = []
        for index, (start, arrive, stand) in enumerate(arrivals):
            if staging.layout == "drop":
                cards.append(CardTimes(start, arrive, stand, fold_at, fold_at, fold_at))
                continue
            fold_start = fold_at + (count - 1 - index) * back_stagger
            fold_end = fold_start + (fold_time if staging.layout == "byobu" else 0.0)
            cards.append(CardTimes(start, arrive, stand, fold_start, fold_end, fold_end + fly_time))
        cards_home = max((card.home for card in cards), default=fold_at)
        fade_out_at = max(cards_home, fold_at + 0.2 * s) - 0.1 * s
        total = fade_out_at + 0.35 * s
        return cls(
            s,
            0.22 * s,
            slash_at,
            0.14 * s,
            slash_at + 0.55 * s,
            stamp_at,
            stamp_in,
            stamp_at + 0.06 * s,
            fold_at,
            fade_out_at,
            total,
            tuple(cards),
        )

    def freeze_level(self, t: float) -> float:
        """1 while the table is frozen, easing in at the start and out at the end."""
        if t >= self.total:
            return 0.0
        fade_in = ease_out_cubic(progress(t, 0.0, self.freeze_in))
        fade_out = 1.0 - ease_in_out(progress(t, self.fade_out_at, self.total - self.fade_out_at))
        return min(fade_in, fade_out)


def bezier(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], u: float
) -> tuple[float, float]:
    a = (1 - u) * (1 - u)
    b = 2 * (1 - u) * u
    c = u * u
    return (a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1])


def shake_offset(t: float, start: float, duration: float, amplitude: float) -> tuple[int, int]:
    """A decaying deterministic shake started at ``start``."""
    u = progress(t, start, duration)
    if u <= 0.0 or u >= 1.0:
        return (0, 0)
    decay = (1.0 - u) ** 2 * amplitude
    return (round(math.sin(t * 97.0) * decay), round(math.cos(t * 71.0) * decay))
