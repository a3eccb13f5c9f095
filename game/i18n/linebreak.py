"""Line breaking for every language: between words where there are spaces, between any two
characters of Chinese and Japanese, with basic kinsoku (no line starts with closing
punctuation such as 。、」）！？ or small kana's long-vowel mark, no line ends with an
opening bracket). Widths are measured by the caller's function (pixels of a font).
"""

from __future__ import annotations

from collections.abc import Callable

#: may not begin a line (closing brackets, stops, commas, marks)
NO_LINE_START = frozenset(
    "。、，．,.!?！？：；:;」』）)]】〕〉》’”ー・…〜ゝゞヽヾぁぃぅぇぉっゃゅょァィゥェォッャュョ%％"
)
#: may not end a line (opening brackets)
NO_LINE_END = frozenset("「『（([【〔〈《‘“")


def is_wide(char: str) -> bool:
    """A character of a script written without spaces (CJK ideographs, kana, CJK punctuation,
    full-width forms)."""
    code = ord(char)
    return (
        0x2E80 <= code <= 0x9FFF
        or 0xF900 <= code <= 0xFAFF
        or 0xFF00 <= code <= 0xFFEF
        or 0x3000 <= code <= 0x303F
        or 0x20000 <= code <= 0x2FFFF
    )


def _pieces(text: str) -> list[str]:
    """Unbreakable pieces: a run of non-wide characters up to and including its spaces is
    one piece, each wide character another; kinsoku glues pieces together."""
    pieces: list[str] = []
    word = ""
    for char in text:
        if is_wide(char):
            if word:
                pieces.append(word)
                word = ""
            pieces.append(char)
        elif char == " ":
            word += char
            pieces.append(word)
            word = ""
        else:
            word += char
    if word:
        pieces.append(word)
    glued: list[str] = []
    for piece in pieces:
        if glued and (piece[0] in NO_LINE_START or glued[-1][-1] in NO_LINE_END):
            glued[-1] += piece
        else:
            glued.append(piece)
    return glued


def break_lines(text: str, max_width: int, measure: Callable[[str], int]) -> list[str]:
    """``text`` split into lines no wider than ``max_width`` as ``measure`` counts width
    (a piece wider than a whole line stands alone); explicit newlines are kept."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for piece in _pieces(paragraph):
            candidate = current + piece
            if current and measure(candidate.rstrip()) > max_width:
                lines.append(current.rstrip())
                current = piece.lstrip()
            else:
                current = candidate
        lines.append(current.rstrip())
    return lines if text else []
