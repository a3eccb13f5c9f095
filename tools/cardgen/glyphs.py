"""Glyph outlines from the bundled brush font as SVG path data (nanosvg draws no <text>).

The ribbon writing (あのよろし, みよしの) and the sake cup's 寿 are taken from the subset brush
font shipped in assets/fonts/ (public domain), so regenerating the cards needs only the repo.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

from cardgen.svg import num

BRUSH_FONT = Path(__file__).resolve().parents[2] / "assets" / "fonts" / "KouzanMouhitsu-subset.ttf"


@lru_cache(maxsize=1)
def _font() -> TTFont:
    return TTFont(str(BRUSH_FONT))


def glyph_path(char: str, cx: float, cy: float, size: float) -> str:
    """Path data of one character, its ink box centred on (cx, cy), ink height about `size`."""
    font = _font()
    glyph_set = font.getGlyphSet()
    name = font.getBestCmap()[ord(char)]
    bounds_pen = BoundsPen(glyph_set)
    glyph_set[name].draw(bounds_pen)
    x_min, y_min, x_max, y_max = bounds_pen.bounds
    scale = size / max(x_max - x_min, y_max - y_min)
    # font units (y up) -> card units (y down), ink box centred on (cx, cy)
    offset_x = cx - scale * (x_min + x_max) / 2
    offset_y = cy + scale * (y_min + y_max) / 2
    svg_pen = SVGPathPen(glyph_set, ntos=num)
    glyph_set[name].draw(TransformPen(svg_pen, (scale, 0, 0, -scale, offset_x, offset_y)))
    return svg_pen.getCommands()


def vertical_text_paths(text: str, cx: float, top: float, step: float, size: float) -> list[str]:
    """Path data for text written top to bottom, one character every `step` units."""
    return [glyph_path(char, cx, top + step * (i + 0.5), size) for i, char in enumerate(text)]
