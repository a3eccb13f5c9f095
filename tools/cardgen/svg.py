"""Tiny deterministic SVG writer: number formatting, elements, common shapes and the palette.

Only features the game's SVG loader (nanosvg inside SDL_image) renders are used: paths, basic
shapes, groups with transforms, solid fills and strokes, fill-rule. No text, clipping, filters
or gradients-by-reference, so what the generator writes is what the player sees.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

CARD_W, CARD_H = 200, 320
BORDER = 8  # width of the dark edge round the cream face

# Traditional hanafuda palette.
INK = "#1e1916"
EDGE = "#2b1c16"
CREAM = "#f3e7cb"
RED = "#c22a2c"
DEEP_RED = "#8f1a1f"
YELLOW = "#e9b526"
OCHRE = "#c98b1c"
BLUE = "#2b4f9c"
PALE_BLUE = "#7fa6d6"
GREEN = "#3f8a3c"
DARK_GREEN = "#20512d"
OLIVE = "#7d8f33"
BROWN = "#6f4325"
WHITE = "#fbf8ef"
PURPLE = "#5a3c8c"
PINK = "#f0b6c4"
GREY = "#8c8a84"

LINE = 2.0  # outline weight used on every card
THIN = 1.2  # detail lines


def num(value: float) -> str:
    """A number written with at most two decimals and no trailing zeros ("-0" becomes "0")."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(values: dict[str, object]) -> str:
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        if isinstance(value, float):
            value = num(value)
        parts.append(f'{key}="{value}"')
    return " ".join(parts)


def el(tag: str, children: Iterable[str] | None = None, **values: object) -> str:
    """One element; keyword names use '_' for '-' (stroke_width -> stroke-width)."""
    values = {key.rstrip("_").replace("_", "-"): value for key, value in values.items()}
    text = attrs(values)
    if children is None:
        return f"<{tag} {text}/>"
    inner = "".join(children)
    return f"<{tag} {text}>{inner}</{tag}>" if text else f"<{tag}>{inner}</{tag}>"


def group(children: Iterable[str], transform: str | None = None, **values: object) -> str:
    return el("g", list(children), transform=transform, **values)


def style(fill: str | None, stroke: str | None, width: float) -> dict[str, object]:
    out: dict[str, object] = {"fill": fill or "none"}
    if stroke:
        out.update(
            stroke=stroke, stroke_width=width, stroke_linejoin="round", stroke_linecap="round"
        )
    return out


def path(
    d: str, fill: str | None = None, stroke: str | None = INK, width: float = LINE, **extra: object
) -> str:
    return el("path", d=d, **style(fill, stroke, width), **extra)


def circle(
    cx: float,
    cy: float,
    r: float,
    fill: str | None = None,
    stroke: str | None = INK,
    width: float = LINE,
) -> str:
    return el("circle", cx=num(cx), cy=num(cy), r=num(r), **style(fill, stroke, width))


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str | None = None,
    stroke: str | None = INK,
    width: float = LINE,
    rotate: float = 0.0,
) -> str:
    transform = f"rotate({num(rotate)} {num(cx)} {num(cy)})" if rotate else None
    return el(
        "ellipse",
        cx=num(cx),
        cy=num(cy),
        rx=num(rx),
        ry=num(ry),
        transform=transform,
        **style(fill, stroke, width),
    )


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str | None = None,
    stroke: str | None = INK,
    width: float = LINE,
    rx: float = 0.0,
) -> str:
    return el(
        "rect",
        x=num(x),
        y=num(y),
        width=num(w),
        height=num(h),
        rx=num(rx) if rx else None,
        **style(fill, stroke, width),
    )


def points_d(points: Sequence[tuple[float, float]], closed: bool = True) -> str:
    head, *rest = points
    d = f"M{num(head[0])},{num(head[1])}" + "".join(f"L{num(x)},{num(y)}" for x, y in rest)
    return d + ("Z" if closed else "")


def polygon(
    points: Sequence[tuple[float, float]],
    fill: str | None = None,
    stroke: str | None = INK,
    width: float = LINE,
) -> str:
    return path(points_d(points), fill, stroke, width)


def polyline(points: Sequence[tuple[float, float]], stroke: str = INK, width: float = LINE) -> str:
    return path(points_d(points, closed=False), None, stroke, width)


def smooth_d(points: Sequence[tuple[float, float]], closed: bool = False) -> str:
    """A Catmull-Rom curve through the points, written as cubic Beziers."""
    pts = list(points)
    if closed:
        pts = [pts[-1]] + pts + [pts[0], pts[1]]
    else:
        pts = [pts[0]] + pts + [pts[-1]]
    d = f"M{num(pts[1][0])},{num(pts[1][1])}"
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += f"C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} {num(p2[0])},{num(p2[1])}"
    return d + ("Z" if closed else "")


def curve(points: Sequence[tuple[float, float]], stroke: str = INK, width: float = LINE) -> str:
    return path(smooth_d(points), None, stroke, width)


def blob(
    points: Sequence[tuple[float, float]], fill: str, stroke: str | None = INK, width: float = LINE
) -> str:
    return path(smooth_d(points, closed=True), fill, stroke, width)


def polar(cx: float, cy: float, radius: float, degrees: float) -> tuple[float, float]:
    angle = math.radians(degrees)
    return cx + radius * math.cos(angle), cy + radius * math.sin(angle)


def leaf(
    x: float,
    y: float,
    length: float,
    breadth: float,
    degrees: float,
    fill: str = GREEN,
    stroke: str | None = INK,
    vein: bool = True,
) -> str:
    """An almond leaf whose stalk end is at (x, y), pointing `degrees` (0 = right, 90 = down)."""
    tip = polar(x, y, length, degrees)
    mid_l = polar(*polar(x, y, length * 0.45, degrees), breadth / 2, degrees - 90)
    mid_r = polar(*polar(x, y, length * 0.45, degrees), breadth / 2, degrees + 90)
    d = (
        f"M{num(x)},{num(y)}"
        f"Q{num(mid_l[0] * 2 - (x + tip[0]) / 2)},{num(mid_l[1] * 2 - (y + tip[1]) / 2)} "
        f"{num(tip[0])},{num(tip[1])}Q{num(mid_r[0] * 2 - (x + tip[0]) / 2)},"
        f"{num(mid_r[1] * 2 - (y + tip[1]) / 2)} {num(x)},{num(y)}Z"
    )
    out = [path(d, fill, stroke, THIN if stroke else 0)]
    if vein and stroke:
        inner = polar(x, y, length * 0.8, degrees)
        out.append(
            path(f"M{num(x)},{num(y)}L{num(inner[0])},{num(inner[1])}", None, stroke, THIN * 0.8)
        )
    return "".join(out)


def mirrored(children: Iterable[str]) -> str:
    """The children flipped left-right across the card's centre line."""
    return group(children, transform=f"translate({CARD_W} 0) scale(-1 1)")


def frame() -> str:
    """The dark rounded edge drawn last, over anything that strays past the face."""
    outer = rounded_rect_d(0, 0, CARD_W, CARD_H, 10)
    inner = rounded_rect_d(BORDER, BORDER, CARD_W - 2 * BORDER, CARD_H - 2 * BORDER, 4)
    return path(outer + inner, EDGE, None, fill_rule="evenodd")


def face_background() -> str:
    return rect(
        BORDER - 1, BORDER - 1, CARD_W - 2 * BORDER + 2, CARD_H - 2 * BORDER + 2, CREAM, None
    )


def rounded_rect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    return (
        f"M{num(x + r)},{num(y)}H{num(x + w - r)}Q{num(x + w)},{num(y)} {num(x + w)},{num(y + r)}"
        f"V{num(y + h - r)}Q{num(x + w)},{num(y + h)} {num(x + w - r)},{num(y + h)}"
        f"H{num(x + r)}Q{num(x)},{num(y + h)} {num(x)},{num(y + h - r)}"
        f"V{num(y + r)}Q{num(x)},{num(y)} {num(x + r)},{num(y)}Z"
    )


def document(children: Iterable[str], metadata: dict[str, str]) -> str:
    """A whole card SVG; metadata goes into data-* attributes of the root (nanosvg ignores them)."""
    meta = " ".join(f'data-{key}="{value}"' for key, value in metadata.items())
    body = "\n".join(children)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_W}" height="{CARD_H}" '
        f'viewBox="0 0 {CARD_W} {CARD_H}" {meta}>\n{body}\n</svg>\n'
    )
