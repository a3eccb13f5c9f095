"""The special subjects: crane and sun, warbler, curtain, cuckoo and moon, bridge, butterflies.

Each Subject has `before` (drawn under the month plant: skies, suns, moons, water) and `after`
(drawn over it: the animal or object). Months 7-12 are in cardgen.subjects2.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from cardgen.plants import branch, cherry_blossom
from cardgen.svg import (
    BLUE,
    BROWN,
    DARK_GREEN,
    GREY,
    INK,
    LINE,
    OCHRE,
    OLIVE,
    PALE_BLUE,
    RED,
    THIN,
    WHITE,
    YELLOW,
    blob,
    circle,
    ellipse,
    num,
    path,
    polar,
    rect,
)


def _nothing() -> list[str]:
    return []


@dataclass(frozen=True)
class Subject:
    before: Callable[[], list[str]] = field(default=_nothing)
    after: Callable[[], list[str]] = field(default=_nothing)


def crescent(cx: float, cy: float, r: float, colour: str, facing: float = 0.0) -> str:
    """A crescent moon whose lit side faces `facing` degrees."""
    top, bottom = polar(cx, cy, r, facing - 100), polar(cx, cy, r, facing + 100)
    inner = r * 1.05
    return path(
        f"M{num(top[0])},{num(top[1])}A{num(r)},{num(r)} 0 1 1 {num(bottom[0])},{num(bottom[1])}"
        f"A{num(inner)},{num(inner)} 0 0 0 {num(top[0])},{num(top[1])}Z",
        colour,
        INK,
        LINE,
    )


# ---- 1-1 crane and red sun ------------------------------------------------------------------


def crane() -> list[str]:
    parts = [
        path("M86,236L80,290M100,238L104,292", None, INK, 3),
        path("M74,290H88M98,292H112", None, INK, 2.4),
        # tail plumes (black)
        path("M52,206C30,214 22,236 28,250C40,236 52,232 66,226Z", INK, INK, LINE),
        # body
        blob(
            [(50, 206), (80, 186), (122, 184), (140, 198), (126, 226), (92, 240), (60, 230)], WHITE
        ),
        # folded wing with black primaries
        blob([(64, 200), (96, 190), (124, 196), (104, 214), (74, 220)], WHITE, INK, THIN),
        path("M56,214C70,224 88,226 104,214L96,230C82,236 66,232 56,214Z", INK, INK, THIN),
    ]
    neck = [(132, 196), (150, 170), (142, 140), (154, 112)]
    parts.append(branch(neck, 6, INK))
    parts += [
        circle(156, 108, 9, WHITE),
        circle(156, 101, 4.5, RED, INK, THIN),
        path("M163,108L192,100L164,114Z", OCHRE, INK, THIN),
        circle(158, 107, 1.6, INK, None),
    ]
    return parts


CRANE = Subject(before=lambda: [circle(134, 70, 50, RED)], after=crane)


# ---- 2-1 bush warbler -----------------------------------------------------------------------


def warbler() -> list[str]:
    return [
        path("M78,196L54,222L60,226L88,204Z", OLIVE, INK, LINE),  # tail
        blob([(78, 194), (100, 172), (128, 166), (140, 182), (124, 202), (96, 208)], OLIVE),
        blob([(88, 190), (106, 176), (126, 178), (112, 196)], DARK_GREEN, INK, THIN),  # wing
        blob([(104, 200), (124, 196), (134, 186), (120, 208)], YELLOW, INK, THIN),  # breast
        circle(136, 168, 14, OLIVE),
        circle(140, 165, 3.8, WHITE, INK, THIN),
        circle(141, 165, 1.8, INK, None),
        path("M149,166L160,170L148,172Z", INK, INK, THIN),
        path("M112,206L110,218M120,206L122,218", None, INK, 2.2),
    ]


WARBLER = Subject(after=warbler)


# ---- 3-1 cherry curtain ---------------------------------------------------------------------


def curtain() -> list[str]:
    top, bottom = 166, 300
    ties = [8, 54, 100, 146, 192]
    parts = []
    for i in range(4):
        x0, x1 = ties[i], ties[i + 1]
        colour = RED if i % 2 == 0 else WHITE
        parts.append(
            path(
                f"M{x0},{top}Q{num((x0 + x1) / 2)},{top + 16} {x1},{top}"
                f"V{bottom - (6 if i % 2 else 0)}Q{num((x0 + x1) / 2)},{bottom + 10} "
                f"{x0},{bottom}Z",
                colour,
                INK,
                LINE,
            )
        )
    parts.append(
        path(
            f"M8,{top}" + "".join(f"Q{num(x - 23)},{top + 16} {x},{top}" for x in ties[1:]),
            None,
            INK,
            3.4,
        )
    )
    parts += [circle(x, top, 5, OCHRE, INK, THIN) for x in ties[1:-1]]
    for cx in (31, 123):
        parts += [circle(cx, 236, 17, WHITE, INK, LINE), cherry_blossom(cx, 236, 13)]
    for cx in (77, 169):
        parts += [circle(cx, 236, 17, RED, INK, LINE), cherry_blossom(cx, 236, 13)]
    return parts


CURTAIN = Subject(after=curtain)


# ---- 4-1 cuckoo with moon -------------------------------------------------------------------


def cuckoo() -> list[str]:
    parts = [
        path("M92,150L50,176L58,182L100,160Z", INK, INK, LINE),  # tail
        path("M108,140C120,90 150,70 186,66C160,90 146,120 128,146Z", INK, INK, LINE),  # far wing
        blob([(88, 156), (118, 136), (150, 134), (164, 146), (138, 162), (104, 166)], GREY),
        path("M112,160C124,168 142,166 156,152", None, INK, THIN),
        path("M118,152L120,162M128,150L130,162M138,148L140,160", None, WHITE, 1.6),
        path("M104,150C88,104 60,92 30,96C54,110 78,130 92,160Z", INK, INK, LINE),  # near wing
        circle(166, 140, 12, GREY),
        circle(170, 137, 3.2, YELLOW, INK, THIN),
        path("M177,138L192,142L176,145Z", INK, INK, THIN),
    ]
    return parts


CUCKOO = Subject(before=lambda: [crescent(146, 70, 34, YELLOW, 200)], after=cuckoo)


# ---- 5-1 eight-plank bridge -----------------------------------------------------------------


def bridge() -> list[str]:
    planks = [((8, 226), (96, 206)), ((88, 250), (192, 222)), ((30, 290), (150, 262))]
    parts = [
        rect(8, 196, 184, 116, PALE_BLUE, None),
        path(
            "M8,230Q40,222 70,230T132,230T192,230M8,262Q40,254 70,262T132,262T192,262"
            "M8,296Q40,288 70,296T132,296T192,296",
            None,
            BLUE,
            THIN * 1.5,
        ),
    ]
    for (x0, y0), (x1, y1) in planks:
        depth = 16
        parts.append(
            path(f"M{x0},{y0}L{x1},{y1}L{x1},{y1 + depth}L{x0},{y0 + depth}Z", OCHRE, INK, LINE)
        )
        parts.append(path(f"M{x0},{y0 + 5}L{x1},{y1 + 5}", None, BROWN, THIN))
        for t in (0.1, 0.5, 0.9):
            px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + depth
            parts.append(rect(px - 3, py, 6, 14, BROWN, INK, THIN))
    return parts


BRIDGE = Subject(after=bridge)


# ---- 6-1 butterflies ------------------------------------------------------------------------


def butterfly(cx: float, cy: float, size: float, degrees: float, colour: str) -> str:
    parts = []
    for side in (-1, 1):
        parts.append(
            ellipse(
                cx + side * size * 0.55,
                cy - size * 0.35,
                size * 0.6,
                size * 0.45,
                colour,
                INK,
                LINE,
                side * 30,
            )
        )
        parts.append(
            ellipse(
                cx + side * size * 0.42,
                cy + size * 0.4,
                size * 0.4,
                size * 0.32,
                colour,
                INK,
                LINE,
                side * -30,
            )
        )
        parts.append(circle(cx + side * size * 0.6, cy - size * 0.4, size * 0.15, INK, None))
        tip = (cx + side * size * 0.5, cy - size * 1.1)
        parts.append(
            path(
                f"M{num(cx)},{num(cy - size * 0.4)}Q{num(cx + side * size * 0.1)},{num(cy - size)} "
                f"{num(tip[0])},{num(tip[1])}",
                None,
                INK,
                THIN,
            )
        )
    parts.append(ellipse(cx, cy, size * 0.1, size * 0.55, INK, INK, THIN))
    return f'<g transform="rotate({num(degrees)} {num(cx)} {num(cy)})">' + "".join(parts) + "</g>"


BUTTERFLIES = Subject(
    after=lambda: [butterfly(58, 74, 34, -15, YELLOW), butterfly(146, 108, 28, 20, BLUE)]
)


SUBJECTS_FIRST_HALF: dict[str, Subject] = {
    "1-1": CRANE,
    "2-1": WARBLER,
    "3-1": CURTAIN,
    "4-1": CUCKOO,
    "5-1": BRIDGE,
    "6-1": BUTTERFLIES,
}
