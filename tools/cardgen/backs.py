"""Card backs: the default dark back, two alternatives the arcade ladder unlocks and the
others that achievements unlock (game/view/unlocks.toml)."""

from __future__ import annotations

from collections.abc import Callable

from cardgen.svg import (
    BLUE,
    CARD_H,
    CARD_W,
    DEEP_RED,
    EDGE,
    INK,
    OCHRE,
    PINK,
    THIN,
    WHITE,
    YELLOW,
    circle,
    num,
    path,
    polar,
    rect,
)


def _crest(cx: float, cy: float, r: float, colour: str, ground: str) -> list[str]:
    """A round crest of five petals (an original plum-like mon)."""
    parts = [circle(cx, cy, r, ground, colour, 2.4)]
    parts += [
        circle(*polar(cx, cy, r * 0.45, -90 + 72 * i), r * 0.3, None, colour, 2.0) for i in range(5)
    ]
    parts.append(circle(cx, cy, r * 0.14, colour, None, 0))
    return parts


def clip_segment(
    a: tuple[float, float],
    b: tuple[float, float],
    left: float,
    top: float,
    right: float,
    bottom: float,
):
    """The part of segment a-b inside the rectangle (Liang-Barsky), or None."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, a[0] - left), (dx, right - a[0]), (-dy, a[1] - top), (dy, bottom - a[1])):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (a[0] + t0 * dx, a[1] + t0 * dy), (a[0] + t1 * dx, a[1] + t1 * dy)


def default_back() -> list[str]:
    parts = [
        rect(8, 8, CARD_W - 16, CARD_H - 16, "#3a1714", None),
        rect(16, 16, CARD_W - 32, CARD_H - 32, None, DEEP_RED, 2.0, rx=4),
    ]
    return parts + _crest(CARD_W / 2, CARD_H / 2, 30, DEEP_RED, "#3a1714")


def indigo_back() -> list[str]:
    ground = "#1c2a55"
    parts = [rect(8, 8, CARD_W - 16, CARD_H - 16, ground, None)]
    waves = []
    for row in range(15):
        y = 32 + row * 19
        for col in range(5 if row % 2 == 0 else 4):
            x = 24 + col * 38 + (19 if row % 2 else 0)
            for radius in (16, 11, 6):
                waves.append(
                    f"M{num(x - radius)},{num(y)}A{radius},{radius} "
                    f"0 0 1 {num(x + radius)},{num(y)}"
                )
    parts.append(path("".join(waves), None, BLUE, THIN * 1.3))
    return parts + _crest(CARD_W / 2, CARD_H / 2, 30, WHITE, ground)


def gold_back() -> list[str]:
    parts = [rect(8, 8, CARD_W - 16, CARD_H - 16, YELLOW, None)]
    lattice = []
    for i in range(-12, 14):
        x = i * 20
        for a, b in (((x, 0), (x + CARD_H * 0.6, CARD_H)), ((x + CARD_H * 0.6, 0), (x, CARD_H))):
            segment = clip_segment(a, b, 8, 8, CARD_W - 8, CARD_H - 8)
            if segment:
                (x0, y0), (x1, y1) = segment
                lattice.append(f"M{num(x0)},{num(y0)}L{num(x1)},{num(y1)}")
    parts.append(path("".join(lattice), None, OCHRE, THIN * 1.4))
    parts.append(rect(16, 16, CARD_W - 32, CARD_H - 32, None, INK, 2.0, rx=4))
    return parts + _crest(CARD_W / 2, CARD_H / 2, 30, INK, YELLOW)


def _blossom(cx: float, cy: float, r: float, colour: str, heart: str) -> list[str]:
    """A five-petal cherry blossom, each petal notched at its tip (an original motif)."""
    petals = []
    for i in range(5):
        angle = -90 + 72 * i
        tip_left = polar(cx, cy, r, angle - 9)
        notch = polar(cx, cy, r * 0.82, angle)
        tip_right = polar(cx, cy, r, angle + 9)
        side_left = polar(cx, cy, r * 0.7, angle - 34)
        side_right = polar(cx, cy, r * 0.7, angle + 34)
        petals.append(
            f"M{num(cx)},{num(cy)}"
            f"Q{num(side_left[0])},{num(side_left[1])} {num(tip_left[0])},{num(tip_left[1])}"
            f"L{num(notch[0])},{num(notch[1])}L{num(tip_right[0])},{num(tip_right[1])}"
            f"Q{num(side_right[0])},{num(side_right[1])} {num(cx)},{num(cy)}Z"
        )
    return [path("".join(petals), colour, None, 0), circle(cx, cy, r * 0.16, heart, None, 0)]


def sakura_back() -> list[str]:
    """Cherry blossoms scattered on deep plum, in staggered rows, round the crest."""
    ground = "#4a1630"
    parts = [rect(8, 8, CARD_W - 16, CARD_H - 16, ground, None)]
    for row in range(7):
        y = 40 + row * 40
        for col in range(3 if row % 2 == 0 else 2):
            x = 40 + col * 60 + (30 if row % 2 else 0)
            if abs(x - CARD_W / 2) < 50 and abs(y - CARD_H / 2) < 50:
                continue  # the crest's place
            parts += _blossom(x, y, 13 if (row + col) % 2 else 10, PINK, DEEP_RED)
    parts.append(rect(16, 16, CARD_W - 32, CARD_H - 32, None, PINK, 1.6, rx=4))
    return parts + _crest(CARD_W / 2, CARD_H / 2, 30, PINK, ground)


BACKS: dict[str, Callable[[], list[str]]] = {
    "back": default_back,
    "back-indigo": indigo_back,
    "back-gold": gold_back,
    "back-sakura": sakura_back,
}
_ = EDGE
