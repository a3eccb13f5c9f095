"""The twelve month plants. Each drawer takes a layout and returns SVG elements.

Layouts: "bright", "animal", "ribbon" (leave room for the card's subject) and "chaff1".."chaff3"
(the plant alone, each chaff arranged differently). The four cards of a month always share the
plant's colours and shapes so the month reads at a glance.
"""

from __future__ import annotations

from collections.abc import Callable

from cardgen.svg import (
    BLUE,
    BROWN,
    CARD_W,
    DARK_GREEN,
    DEEP_RED,
    GREEN,
    INK,
    LINE,
    PINK,
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


def branch(points: list[Point], width: float, fill: str = BROWN) -> str:
    """A limb drawn as an outlined thick stroke through the points."""
    d = smooth_d(points)
    return path(d, None, INK, width + 2 * LINE) + path(d, None, fill, width)


def ground(top: float, colour: str = INK, bulge: float = 18) -> str:
    return path(
        f"M4,{num(top + bulge)}Q{num(CARD_W / 2)},{num(top - bulge)} "
        f"{CARD_W - 4},{num(top + bulge)}"
        f"V316H4Z",
        colour,
        INK,
        LINE,
    )


# ---- 1 pine ---------------------------------------------------------------------------------


def pine_cluster(cx: float, cy: float, w: float, h: float) -> str:
    top = (
        f"M{num(cx - w / 2)},{num(cy)}C{num(cx - w / 2)},{num(cy - h)} "
        f"{num(cx + w / 2)},{num(cy - h)} {num(cx + w / 2)},{num(cy)}"
    )
    shape = path(
        top + f"Q{num(cx)},{num(cy + h * 0.25)} {num(cx - w / 2)},{num(cy)}Z", GREEN, INK, LINE
    )
    needles = []
    for step in range(9):
        end = polar(cx, cy + h * 0.1, h * 0.72, 180 + 22.5 * (step - 0) * 0.9 + 9)
        needles.append(f"M{num(cx)},{num(cy + h * 0.1)}L{num(end[0])},{num(end[1])}")
    return shape + path("".join(needles), None, DARK_GREEN, THIN)


def pine(layout: str) -> list[str]:
    if layout == "bright":
        return [
            branch([(8, 150), (40, 120), (70, 70), (60, 30)], 9),
            pine_cluster(58, 42, 60, 32),
            pine_cluster(30, 100, 46, 26),
            pine_cluster(82, 88, 44, 24),
            ground(270, DARK_GREEN, 10),
        ]
    trunk = [(45, 316), (62, 250), (50, 190), (92, 130), (118, 70)]
    parts = [
        ground(268, INK, 14),
        branch(trunk, 13),
        branch([(60, 185), (110, 175), (160, 150)], 7),
        branch([(86, 136), (40, 110), (24, 90)], 6),
    ]
    clusters = [(120, 68, 78, 40), (160, 150, 62, 32), (30, 94, 54, 30), (100, 176, 58, 28)]
    if layout == "chaff2":
        clusters = clusters[:3] + [(150, 230, 50, 26), (64, 150, 44, 22)]
    if layout == "ribbon":
        clusters = [(120, 68, 78, 40), (30, 94, 54, 30), (160, 150, 62, 32)]
    parts += [pine_cluster(*c) for c in clusters]
    return [mirrored(parts)] if layout in ("chaff2", "ribbon") else parts


# ---- 2 plum ---------------------------------------------------------------------------------


def plum_blossom(cx: float, cy: float, r: float, colour: str = RED) -> str:
    petals = "".join(
        circle(*polar(cx, cy, r * 0.55, 90 * 0 - 90 + 72 * i), r * 0.5, colour, INK, THIN)
        for i in range(5)
    )
    return petals + circle(cx, cy, r * 0.28, YELLOW, INK, THIN * 0.8)


def plum(layout: str) -> list[str]:
    limbs = [
        [(6, 300), (46, 236), (34, 176), (96, 118), (80, 64), (150, 26)],
        [(40, 180), (110, 196), (150, 240)],
        [(92, 120), (160, 108), (190, 84)],
    ]
    flowers = [
        (150, 30, 16),
        (82, 70, 15),
        (34, 178, 14),
        (110, 196, 15),
        (150, 238, 16),
        (160, 108, 15),
        (56, 232, 13),
        (120, 146, 13),
    ]
    buds = [(186, 84), (176, 252), (66, 98), (20, 274)]
    if layout in ("animal", "ribbon"):
        flowers = flowers[:2] + flowers[4:6]
    parts = [branch(limb, 7 if i else 10, INK) for i, limb in enumerate(limbs)]
    parts += [plum_blossom(*f) for f in flowers]
    parts += [circle(x, y, 5, RED, INK, THIN) for x, y in buds]
    if layout == "chaff2":
        return [rect(8, 8, 184, 34, RED, None), mirrored(parts)]
    if layout == "chaff1":
        return [rect(8, 278, 184, 34, RED, None)] + parts
    return parts


# ---- 3 cherry -------------------------------------------------------------------------------


def cherry_blossom(cx: float, cy: float, r: float) -> str:
    out = []
    for i in range(5):
        angle = -90 + 72 * i
        tip_l, tip_r = polar(cx, cy, r, angle - 14), polar(cx, cy, r, angle + 14)
        notch = polar(cx, cy, r * 0.8, angle)
        side_l, side_r = polar(cx, cy, r * 0.7, angle - 34), polar(cx, cy, r * 0.7, angle + 34)
        out.append(
            path(
                f"M{num(cx)},{num(cy)}Q{num(side_l[0])},{num(side_l[1])} "
                f"{num(tip_l[0])},{num(tip_l[1])}"
                f"L{num(notch[0])},{num(notch[1])}L{num(tip_r[0])},{num(tip_r[1])}"
                f"Q{num(side_r[0])},{num(side_r[1])} {num(cx)},{num(cy)}Z",
                WHITE,
                INK,
                THIN,
            )
        )
    return "".join(out) + circle(cx, cy, r * 0.3, PINK, RED, THIN)


def mist(y: float, x0: float, x1: float, colour: str = RED) -> str:
    return rect(x0, y, x1 - x0, 16, colour, INK, LINE, rx=8)


def pale_mist(y: float, x0: float, x1: float) -> str:
    """A cloud of mist in pale pink with a white streak: never a red bar a ribbon could be
    mistaken for (the cherry chaff and ribbon cards)."""
    return mist(y, x0, x1, PINK) + rect(x0 + 14, y + 6, x1 - x0 - 40, 4, WHITE, None, rx=2)


def cherry(layout: str) -> list[str]:
    parts = [
        branch([(6, 130), (60, 96), (120, 92), (194, 60)], 8, INK),
        branch([(60, 96), (90, 50), (130, 24)], 5, INK),
    ]
    blossoms = [
        (30, 104, 16),
        (62, 80, 18),
        (98, 52, 17),
        (132, 28, 15),
        (120, 96, 18),
        (160, 70, 17),
        (186, 58, 14),
        (88, 112, 14),
    ]
    if layout == "bright":
        return parts + [cherry_blossom(*b) for b in blossoms] + [mist(138, 8, 130)]
    blossoms += [(44, 140, 15), (150, 124, 15)]
    parts += [cherry_blossom(*b) for b in blossoms]
    if layout == "ribbon":
        mists = [pale_mist(270, 8, 192)]
    else:
        mists = [pale_mist(196, 20, 192), pale_mist(262, 8, 150)]
    parts += mists
    if layout == "chaff2":
        return [mirrored(parts), cherry_blossom(100, 236, 18)]
    if layout == "chaff1":
        parts += [cherry_blossom(40, 230, 16), cherry_blossom(170, 236, 15)]
    return parts


# ---- 4 wisteria -----------------------------------------------------------------------------


def wisteria_raceme(x: float, y: float, length: float, sway: float) -> str:
    out = [curve([(x, y), (x + sway * 0.5, y + length * 0.5), (x + sway, y + length)], INK, THIN)]
    count = int(length / 9)
    for i in range(count):
        t = i / max(1, count - 1)
        px = x + sway * t * t * 0.9 + (4 if i % 2 else -4) * (1 - t * 0.6)
        py = y + length * t
        size = 7 * (1 - t * 0.55)
        out.append(ellipse(px, py, size, size * 0.7, PURPLE if i % 3 else INK, INK, THIN))
    return "".join(out)


def wisteria(layout: str) -> list[str]:
    racemes = [(40, 30, 170, 10), (80, 22, 210, -6), (124, 34, 160, 12), (164, 26, 120, -4)]
    if layout in ("animal", "bright"):
        racemes = [(34, 28, 200, 8), (72, 20, 230, -4)]
    if layout == "ribbon":
        racemes = [(30, 30, 230, 8), (170, 30, 220, -8)]
    parts = [branch([(4, 30), (80, 18), (196, 36)], 6, INK)]
    parts += [
        leaf(x, 22, 26, 10, 70 + 30 * (i % 3), GREEN) for i, x in enumerate(range(20, 190, 22))
    ]
    parts += [wisteria_raceme(*r) for r in racemes]
    if layout == "chaff2":
        return [mirrored(parts), ground(286, RED, 8)]
    if layout == "chaff1":
        parts.append(ground(286, INK, 8))
    return parts


# ---- 5 iris ---------------------------------------------------------------------------------


def iris_flower(cx: float, cy: float, r: float) -> str:
    out = [
        leaf(cx, cy, r * 1.3, r * 0.9, 130, PURPLE, INK, False),
        leaf(cx, cy, r * 1.3, r * 0.9, 50, PURPLE, INK, False),
        leaf(cx, cy, r * 1.1, r * 0.7, -90, BLUE, INK, False),
        leaf(cx, cy, r * 0.9, r * 0.5, -125, BLUE, INK, False),
        leaf(cx, cy, r * 0.9, r * 0.5, -55, BLUE, INK, False),
    ]
    out.append(ellipse(cx - r * 0.45, cy + r * 0.4, r * 0.18, r * 0.1, YELLOW, None, 0, 45))
    out.append(ellipse(cx + r * 0.45, cy + r * 0.4, r * 0.18, r * 0.1, YELLOW, None, 0, -45))
    return "".join(out)


def iris_clump(x: float, base: float, height: float, flowers: list[tuple[float, float]]) -> str:
    out = []
    for i, lean in enumerate((-14, -6, 2, 9, 16)):
        tip = (x + lean * height / 90, base - height * (0.75 + 0.05 * (i % 3)))
        out.append(
            path(
                f"M{num(x - 4 + i * 2)},{num(base)}"
                f"Q{num(x + lean * 0.3)},{num((base + tip[1]) / 2)} "
                f"{num(tip[0])},{num(tip[1])}Q{num(x + lean * 0.3 + 5)},{num((base + tip[1]) / 2)} "
                f"{num(x + 2 + i * 2)},{num(base)}Z",
                GREEN,
                INK,
                THIN,
            )
        )
    out += [iris_flower(fx, fy, 16) for fx, fy in flowers]
    return "".join(out)


def iris(layout: str) -> list[str]:
    water = path("M8,300Q50,290 100,300T192,300V312H8Z", BLUE, INK, LINE)
    if layout == "animal":
        return [
            iris_clump(40, 200, 180, [(36, 44), (58, 78)]),
            iris_clump(164, 190, 170, [(160, 40)]),
        ]
    if layout == "ribbon":
        return [
            water,
            iris_clump(38, 304, 280, [(30, 60), (52, 100)]),
            iris_clump(162, 304, 250, [(168, 84)]),
        ]
    clumps = [
        iris_clump(60, 304, 250, [(50, 70), (80, 110)]),
        iris_clump(140, 304, 220, [(150, 100)]),
    ]
    if layout == "chaff2":
        return [
            water,
            mirrored(
                [
                    iris_clump(50, 304, 280, [(40, 50), (60, 150)]),
                    iris_clump(150, 304, 160, [(150, 170)]),
                ]
            ),
        ]
    return [water] + clumps


# ---- 6 peony --------------------------------------------------------------------------------


def peony_flower(cx: float, cy: float, r: float) -> str:
    out = []
    for ring, (radius, count, colour) in enumerate(
        ((r, 9, RED), (r * 0.68, 7, RED), (r * 0.38, 5, DEEP_RED))
    ):
        for i in range(count):
            px, py = polar(cx, cy, radius * 0.55, i * 360 / count + ring * 17)
            out.append(circle(px, py, radius * 0.5, colour, INK, THIN))
    out.append(circle(cx, cy, r * 0.16, YELLOW, INK, THIN))
    return "".join(out)


def peony_leaf(x: float, y: float, size: float, degrees: float) -> str:
    return "".join(
        leaf(x, y, size * s, size * 0.45 * s, degrees + d, DARK_GREEN if d else BLUE)
        for d, s in ((-38, 0.8), (38, 0.8), (0, 1.0))
    )


def peony(layout: str) -> list[str]:
    parts = [
        branch([(100, 316), (96, 240), (104, 190)], 5, DARK_GREEN),
        peony_leaf(98, 260, 48, -150),
        peony_leaf(100, 250, 48, -30),
        peony_leaf(96, 292, 40, -110),
    ]
    if layout == "animal":
        return parts + [peony_flower(100, 196, 44)]
    if layout == "ribbon":
        return parts + [peony_flower(60, 210, 36), peony_flower(148, 220, 32)]
    flowers = [peony_flower(100, 120, 56), peony_flower(58, 206, 34)]
    if layout == "chaff2":
        return [
            mirrored(parts + [peony_flower(100, 150, 48)]),
            peony_flower(60, 66, 30),
            peony_flower(150, 60, 26),
        ]
    return parts + flowers


# ---- registry -------------------------------------------------------------------------------

PLANTS_FIRST_HALF: dict[int, Callable[[str], list[str]]] = {
    1: pine,
    2: plum,
    3: cherry,
    4: wisteria,
    5: iris,
    6: peony,
}
