"""The tanzaku ribbon: red with brush writing, blue, or plain red."""

from __future__ import annotations

from cardgen.glyphs import vertical_text_paths
from cardgen.svg import BLUE, INK, LINE, RED, WHITE, group, num, path

RIBBON_WIDTH, RIBBON_LENGTH = 40, 176


def ribbon(cx: float, top: float, degrees: float, colour: str, writing: str = "") -> str:
    """A ribbon hanging from (cx, top), tilted `degrees` clockwise about its top."""
    half = RIBBON_WIDTH / 2
    bottom = top + RIBBON_LENGTH
    body = (
        f"M{num(cx - half)},{num(top)}H{num(cx + half)}V{num(bottom)}"
        f"L{num(cx)},{num(bottom - 10)}L{num(cx - half)},{num(bottom)}Z"
    )
    parts = [
        path(body, colour, INK, LINE),
        path(f"M{num(cx - half + 5)},{num(top + 4)}V{num(bottom - 8)}", None, WHITE, 1.4),
        # the string loop that ties the ribbon to the plant
        path(
            f"M{num(cx - 8)},{num(top)}C{num(cx - 16)},{num(top - 20)} "
            f"{num(cx + 16)},{num(top - 20)} "
            f"{num(cx + 8)},{num(top)}",
            None,
            INK,
            LINE,
        ),
    ]
    if writing:
        glyphs = "".join(
            vertical_text_paths(writing, cx + 2, top + 14, (RIBBON_LENGTH - 34) / len(writing), 25)
        )
        # a same-colour stroke thickens the thin brush outlines so they read on small cards
        parts.append(path(glyphs, INK, INK, 1.1))
    return group(parts, transform=f"rotate({num(degrees)} {num(cx)} {num(top)})")


def poetry_ribbon(cx: float, top: float, degrees: float, writing: str) -> str:
    return ribbon(cx, top, degrees, RED, writing)


def blue_ribbon(cx: float, top: float, degrees: float) -> str:
    return ribbon(cx, top, degrees, BLUE)


def plain_ribbon(cx: float, top: float, degrees: float) -> str:
    return ribbon(cx, top, degrees, RED)
