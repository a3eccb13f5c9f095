"""Fitting text into pixels: wrapping to a width, cutting with "...", choosing the largest
size whose lines fit a box, and laying a line out on the Latin face's line height (so a
taller CJK line sits where an English one would).

Used by the table's HUD panels and by any screen that fits names and sentences to a width.
"""

from __future__ import annotations

import pygame

from game.ui import theme

LATIN_LINE = 1.21  # the height of a line of Lato, in font sizes (CJK faces: about 1.47)
LATIN_BASELINE = 0.84  # where Lato's letters end, in font sizes from the line's top


def blit_line(
    surface: pygame.Surface, label: pygame.Surface, at: tuple[int, int], size: int
) -> None:
    """Blit a line of text laid out for the Latin face's height at ``size``: a taller line
    (a CJK face) is raised by half its extra height, so its letters sit where the
    English ones do."""
    extra = max(0, label.get_height() - round(size * LATIN_LINE))
    surface.blit(label, (at[0], at[1] - extra // 2))


def on_latin_baseline(label: pygame.Surface, size: int) -> pygame.Surface:
    """A CJK line cut to Lato's line height at ``size``, its letters ending where Latin
    ones do (a CJK face's taller line would reach into the cards under a pile's caption)."""
    ink = label.get_bounding_rect()
    cut = pygame.Surface((label.get_width(), round(size * LATIN_LINE)), pygame.SRCALPHA)
    cut.blit(label, (0, max(-ink.top, round(size * LATIN_BASELINE) - ink.bottom)))
    return cut


def wrap(text: str, size: int, width: int, family: str = "ui") -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels (theme.wrap_text)."""
    return theme.wrap_text(text, size, width, family)


def ellipsize(text: str, size: int, width: int, family: str = "ui") -> str:
    """``text`` cut at a word (or letter) with "..." so that it fits ``width`` pixels."""
    font = theme.font(size, family)
    if font.size(text)[0] <= width:
        return text
    # Chinese and Japanese are cut between letters: a cut at a space there would drop a whole
    # sentence after it ("ws://host:port で..." -> "ws://host:port...")
    words = text.split() if not any(_is_cjk(letter) for letter in text) else [text]
    while len(words) > 1:
        words.pop()
        trial = " ".join(words).rstrip(",;:") + "..."
        if font.size(trial)[0] <= width:
            return trial
    trial = text
    while trial and font.size(trial + "...")[0] > width:
        trial = trial[:-1]
    return trial + "..."


def _is_cjk(letter: str) -> bool:
    """A Chinese or Japanese letter or mark (CJK punctuation, kana, ideographs, full width)."""
    code = ord(letter)
    return 0x3000 <= code <= 0x9FFF or 0xFF00 <= code <= 0xFFEF


def fit_lines(
    text: str, width: int, height: int, sizes: tuple[int, ...], family: str = "ui"
) -> tuple[int, list[str]]:
    """(font size, lines) of ``text`` wrapped to ``width``: the largest of ``sizes`` whose
    lines (at size + 7 px apart) fit ``height``; at the smallest size the last line that
    fits ends with "..."."""
    for size in sizes:
        lines = wrap(text, size, width, family)
        if len(lines) * (size + 7) <= height:
            return size, lines
    size = sizes[-1]
    lines = wrap(text, size, width, family)
    keep = max(1, height // (size + 7))
    if len(lines) > keep:
        rest = " ".join(lines[keep - 1 :])
        lines = lines[: keep - 1] + [ellipsize(rest + " ...", size, width, family)]
    return size, lines
