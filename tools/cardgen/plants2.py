"""Month plants 7-12: bush clover, pampas grass, chrysanthemum, maple, willow, paulownia.

Same layout contract as cardgen.plants: "bright", "animal", "ribbon", "chaff1".."chaff3".
"""

from __future__ import annotations

from collections.abc import Callable

from cardgen.plants import branch, ground
from cardgen.svg import (
    DARK_GREEN,
    DEEP_RED,
    GREEN,
    INK,
    LINE,
    OCHRE,
    PURPLE,
    RED,
    THIN,
    WHITE,
    YELLOW,
    circle,
    curve,
    ellipse,
    leaf,
    mirrored,
    num,
    path,
    polar,
    rect,
    smooth_d,
)

Point = tuple[float, float]


# ---- 7 bush clover --------------------------------------------------------------------------


def clover_stem(points: list[Point], flowers: int, leaves: int) -> str:
    out = [path(smooth_d(points), None, INK, 3)]
    for i in range(flowers):
        t = (i + 1) / (flowers + 1)
        x, y = _along(points, t)
        out.append(ellipse(x + 5, y + 4, 5, 3.2, RED, INK, THIN, 30))
        out.append(ellipse(x - 4, y + 6, 4.5, 3, RED, INK, THIN, -30))
    for i in range(leaves):
        t = (i + 0.5) / leaves
        x, y = _along(points, t)
        for d in (-50, 0, 50):
            out.append(leaf(x, y, 10, 8, 90 + d + (i % 2) * 180, DARK_GREEN, INK, False))
    return "".join(out)


def _along(points: list[Point], t: float) -> Point:
    """A point a fraction t along the polyline through the points."""
    scaled = t * (len(points) - 1)
    i = min(int(scaled), len(points) - 2)
    f = scaled - i
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f


def bush_clover(layout: str) -> list[str]:
    stems = [
        ([(10, 300), (40, 150), (110, 60), (186, 50)], 7, 5),
        ([(20, 310), (70, 190), (150, 130), (190, 150)], 6, 4),
        ([(8, 200), (40, 110), (90, 40)], 4, 3),
    ]
    if layout == "animal":
        stems = [
            ([(8, 170), (60, 60), (150, 30), (190, 60)], 7, 5),
            ([(8, 120), (90, 80), (190, 130)], 5, 4),
        ]
    parts = [clover_stem(*s) for s in stems]
    if layout == "chaff2":
        return [
            mirrored(parts + [clover_stem([(30, 316), (100, 230), (190, 220)], 4, 3)]),
            ground(284, RED, 8),
        ]
    if layout == "chaff1":
        parts.append(ground(290, INK, 6))
    return parts


# ---- 8 pampas grass -------------------------------------------------------------------------


def grass_hill(top: float, peak_x: float = 100) -> str:
    hill = path(
        f"M4,{num(top + 60)}Q{num(peak_x - 40)},{num(top - 4)} {num(peak_x)},{num(top)}"
        f"Q{num(peak_x + 50)},{num(top + 4)} 196,{num(top + 50)}V316H4Z",
        INK,
        INK,
        LINE,
    )
    blades = []
    for i in range(13):
        x = 14 + i * 14.5
        base = 316
        tip_y = top + 10 + abs(x - peak_x) * 0.35 + (i % 3) * 8
        lean = (x - peak_x) * 0.25
        blades.append(
            f"M{num(x)},{num(base)}Q{num(x + lean * 0.3)},{num((base + tip_y) / 2)} "
            f"{num(x + lean)},{num(tip_y)}"
        )
    return hill + path("".join(blades), None, WHITE, 1.6)


def pampas_plume(x: float, y: float, degrees: float) -> str:
    spine = polar(x, y, 46, degrees)
    out = [path(f"M{num(x)},{num(y)}L{num(spine[0])},{num(spine[1])}", None, INK, THIN)]
    for i in range(6):
        px, py = polar(x, y, 10 + i * 6.5, degrees)
        for side in (-35, 35):
            ex, ey = polar(px, py, 12 - i, degrees + side)
            out.append(path(f"M{num(px)},{num(py)}L{num(ex)},{num(ey)}", None, INK, THIN))
    return "".join(out)


def pampas(layout: str) -> list[str]:
    if layout == "bright":
        return [grass_hill(196)]
    if layout == "animal":
        return [grass_hill(206, 120), pampas_plume(40, 214, -100), pampas_plume(160, 222, -80)]
    hill = [
        grass_hill(150),
        pampas_plume(50, 160, -105),
        pampas_plume(150, 170, -75),
        pampas_plume(100, 156, -90),
    ]
    if layout == "chaff2":
        return [
            rect(8, 8, 184, 58, RED, None),
            mirrored([grass_hill(176, 70), pampas_plume(40, 190, -95)]),
        ]
    return hill


# ---- 9 chrysanthemum ------------------------------------------------------------------------


def chrysanthemum_flower(cx: float, cy: float, r: float, colour: str = YELLOW) -> str:
    out = []
    for ring, scale in enumerate((1.0, 0.62)):
        count = 16 if ring == 0 else 11
        for i in range(count):
            angle = i * 360 / count + ring * 8
            px, py = polar(cx, cy, r * scale * 0.55, angle)
            out.append(
                ellipse(px, py, r * scale * 0.48, r * scale * 0.13, colour, INK, THIN * 0.9, angle)
            )
    out.append(circle(cx, cy, r * 0.2, OCHRE, INK, THIN))
    return "".join(out)


def chrysanthemum_leaf(x: float, y: float, size: float, degrees: float) -> str:
    return "".join(
        leaf(x, y, size * s, size * 0.5, degrees + d, GREEN if d else DARK_GREEN)
        for d, s in ((-30, 0.75), (30, 0.75), (0, 1.0))
    )


def chrysanthemum(layout: str) -> list[str]:
    parts = [
        branch([(100, 316), (104, 250), (96, 170)], 4, DARK_GREEN),
        chrysanthemum_leaf(102, 270, 46, -150),
        chrysanthemum_leaf(104, 240, 46, -30),
        chrysanthemum_leaf(100, 300, 36, -60),
    ]
    if layout == "animal":
        return [
            branch([(60, 200), (56, 140), (52, 70)], 3, DARK_GREEN),
            branch([(140, 200), (150, 150), (146, 90)], 3, DARK_GREEN),
            chrysanthemum_leaf(56, 150, 36, -150),
            chrysanthemum_leaf(148, 140, 36, -30),
            chrysanthemum_flower(52, 70, 34),
            chrysanthemum_flower(146, 90, 30, RED),
        ]
    if layout == "ribbon":
        return parts + [chrysanthemum_flower(50, 60, 30), chrysanthemum_flower(152, 200, 30, RED)]
    flowers = [
        chrysanthemum_flower(96, 150, 46),
        chrysanthemum_flower(150, 70, 30, RED),
        chrysanthemum_flower(46, 80, 26),
    ]
    if layout == "chaff2":
        return [
            mirrored(parts + [chrysanthemum_flower(110, 120, 50, RED)]),
            chrysanthemum_flower(58, 224, 28),
        ]
    return parts + flowers


# ---- 10 maple -------------------------------------------------------------------------------


def maple_leaf(cx: float, cy: float, r: float, degrees: float, colour: str = RED) -> str:
    """A seven-lobed maple leaf centred on (cx, cy), its top lobe pointing `degrees` from up."""
    lobes = ((0, 1.0), (48, 0.92), (96, 0.74), (140, 0.48), (220, 0.48), (264, 0.74), (312, 0.92))
    points = []
    for i, (angle, reach) in enumerate(lobes):
        a = degrees - 90 + angle
        next_angle = lobes[(i + 1) % len(lobes)][0] + (360 if i == len(lobes) - 1 else 0)
        points += [
            polar(cx, cy, r * reach * 0.6, a - 9),
            polar(cx, cy, r * reach, a),
            polar(cx, cy, r * reach * 0.6, a + 9),
            polar(cx, cy, r * 0.3, degrees - 90 + (angle + next_angle) / 2),
        ]
    d = "M" + "L".join(f"{num(x)},{num(y)}" for x, y in points) + "Z"
    stalk = polar(cx, cy, r * 0.85, degrees + 90)
    veins = "".join(
        f"M{num(cx)},{num(cy)}L{num(x)},{num(y)}"
        for x, y in (
            polar(cx, cy, r * reach * 0.8, degrees - 90 + a) for a, reach in lobes[:3] + lobes[-2:]
        )
    )
    return (
        path(d, colour, INK, THIN)
        + path(veins, None, DEEP_RED if colour != DEEP_RED else INK, 0.9)
        + path(f"M{num(cx)},{num(cy)}L{num(stalk[0])},{num(stalk[1])}", None, INK, THIN)
    )


def maple(layout: str) -> list[str]:
    limbs = [
        branch([(196, 22), (150, 44), (96, 58), (40, 96), (8, 150)], 6, INK),
        branch([(130, 48), (118, 100), (150, 150)], 4, INK),
        branch([(72, 72), (60, 40), (70, 14)], 3, INK),
    ]
    leaves = [
        (26, 132, 28, -30),
        (60, 84, 26, -10),
        (70, 22, 22, 10),
        (104, 52, 24, 20),
        (168, 40, 26, 5),
        (150, 150, 28, 25),
        (118, 102, 22, -15),
    ]
    if layout == "animal":
        leaves = leaves[:6]
    if layout == "ribbon":
        leaves = leaves[:5] + [(170, 120, 26, 20)]
    parts = limbs + [
        maple_leaf(x, y, r, a, DEEP_RED if i % 3 == 2 else RED)
        for i, (x, y, r, a) in enumerate(leaves)
    ]
    if layout in ("chaff1", "chaff2"):
        parts += [
            branch([(8, 230), (70, 214), (130, 232), (192, 212)], 4, INK),
            maple_leaf(44, 206, 26, -20),
            maple_leaf(100, 230, 24, 15, YELLOW),
            maple_leaf(160, 214, 26, 30, DEEP_RED),
            maple_leaf(70, 272, 22, -5),
            maple_leaf(140, 276, 24, 20),
        ]
    if layout == "chaff2":
        return [mirrored(parts)]
    return parts


# ---- 11 willow ------------------------------------------------------------------------------


def willow_strand(x: float, y: float, length: float, sway: float) -> str:
    points = [(x, y), (x + sway * 0.4, y + length * 0.4), (x + sway, y + length)]
    out = [curve(points, DARK_GREEN, 2.2)]
    for i in range(int(length / 14)):
        px, py = _along(points, (i + 0.6) / (length / 14))
        out.append(leaf(px, py, 14, 4.5, 100 if i % 2 else 70, GREEN, INK, False))
    return "".join(out)


def willow(layout: str) -> list[str]:
    strands = [
        (120, 8, 150, 10),
        (140, 8, 200, -10),
        (160, 8, 170, 8),
        (180, 8, 230, -6),
        (100, 8, 110, 14),
    ]
    parts = [branch([(120, 12), (196, 30)], 6, INK)] + [willow_strand(*s) for s in strands]
    if layout == "chaff1":
        parts += [rect(8, 240, 184, 72, INK, None)]
    return parts


# ---- 12 paulownia ---------------------------------------------------------------------------


def paulownia_leaf(cx: float, cy: float, r: float, degrees: float = 0.0) -> str:
    pts = [
        polar(cx, cy, r * reach, degrees - 90 + a)
        for a, reach in (
            (0, 1.0),
            (40, 0.7),
            (70, 0.95),
            (115, 0.8),
            (180, 0.5),
            (245, 0.8),
            (290, 0.95),
            (320, 0.7),
        )
    ]
    d = smooth_d(pts, closed=True)
    veins = "".join(f"M{num(cx)},{num(cy)}L{num(x)},{num(y)}" for x, y in pts[::2])
    return path(d, GREEN, INK, LINE) + path(veins, None, DARK_GREEN, THIN)


def paulownia_bell(x: float, y: float, size: float, side: int) -> str:
    """A trumpet flower pointing up and outwards (side -1 left, 1 right), pale mouth at the tip."""
    degrees = -90 + side * 50
    tip = polar(x, y, size * 1.5, degrees)
    left = polar(*tip, size * 0.62, degrees - 90)
    right = polar(*tip, size * 0.62, degrees + 90)
    body = (
        f"M{num(x)},{num(y)}Q{num(left[0])},{num(left[1] + size * 0.2)} "
        f"{num(left[0])},{num(left[1])}"
        f"L{num(right[0])},{num(right[1])}Q{num(right[0])},{num(right[1] + size * 0.2)} "
        f"{num(x)},{num(y)}Z"
    )
    return path(body, PURPLE, INK, THIN) + ellipse(
        tip[0], tip[1], size * 0.6, size * 0.26, WHITE, INK, 0.8, degrees + 90
    )


def paulownia_spike(x: float, base: float, height: float) -> str:
    """An upright flower cluster: purple trumpets, broad at the bottom, tapering to buds."""
    out = [path(f"M{num(x)},{num(base)}V{num(base - height)}", None, DARK_GREEN, 2.6)]
    levels = int(height / 13)
    for i in range(levels):
        y = base - 10 - i * 13
        size = 12 - 6.5 * i / max(1, levels - 1)
        for side in (-1, 1):
            out.append(paulownia_bell(x + side * 1.5, y, size, side))
    out.append(ellipse(x, base - height - 3, 3, 5, PURPLE, INK, THIN))
    return "".join(out)


def paulownia(layout: str) -> list[str]:
    spikes = [
        paulownia_spike(62, 190, 110),
        paulownia_spike(100, 170, 140),
        paulownia_spike(138, 190, 110),
    ]
    leaves = [
        paulownia_leaf(56, 250, 52, -20),
        paulownia_leaf(146, 250, 52, 20),
        paulownia_leaf(100, 262, 50),
    ]
    if layout == "bright":
        return [
            paulownia_leaf(40, 280, 42, -30),
            paulownia_leaf(160, 280, 42, 30),
            paulownia_spike(100, 290, 90),
        ]
    if layout == "chaff1":
        return [rect(8, 200, 184, 112, YELLOW, None)] + spikes + leaves
    if layout == "chaff2":
        return [
            mirrored(
                [paulownia_spike(70, 170, 130), paulownia_spike(120, 150, 120)]
                + [paulownia_leaf(60, 240, 56, -10), paulownia_leaf(140, 260, 46, 30)]
            )
        ]
    return [
        paulownia_spike(100, 206, 170),
        paulownia_spike(150, 210, 90),
        paulownia_leaf(60, 256, 50, -20),
        paulownia_leaf(142, 262, 48, 25),
    ]


PLANTS2: dict[int, Callable[[str], list[str]]] = {
    7: bush_clover,
    8: pampas,
    9: chrysanthemum,
    10: maple,
    11: willow,
    12: paulownia,
}
