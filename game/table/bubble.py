"""A speech bubble: an opponent's line on an ivory card with a gold edge and a tail pointing
at the speaker (out of its left edge, or up out of its top edge), sized from the measured,
wrapped text (any language), with the speaker's face inside it when the table has no
portrait beside the plate (three and four seats).

:func:`bubble_layout` is the geometry alone (the body, the face, every line's rectangle), so
a test can check that the text sits inside its bubble; :func:`build_bubble` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme

TEXT_SIZE = 28
LINE_GAP = 4
PADDING = 18
TAIL = 18  # how far the tail reaches out of the body
TAIL_HALF = 12  # half the tail's width where it leaves the body
MAX_TEXT_WIDTH = 460
FACE_GAP = 12
MAX_LINES = 4
SHADOW = (3, 4)


@dataclass(frozen=True)
class BubbleLayout:
    """Where everything of one bubble goes, in the bubble surface's coordinates."""

    size: tuple[int, int]
    body: pygame.Rect  # the rounded card (the tail sticks out of its left or top edge)
    face: pygame.Rect | None
    lines: tuple[str, ...]
    line_rects: tuple[pygame.Rect, ...]
    tail: tuple[tuple[int, int], tuple[int, int], tuple[int, int]]  # tip, then the base ends


def bubble_layout(
    text: str,
    face_size: tuple[int, int] | None = None,
    tail_x: int | None = None,
    max_width: int = MAX_TEXT_WIDTH,
    max_lines: int = MAX_LINES,
    tail_down: bool = False,
) -> BubbleLayout:
    """The bubble of ``text`` wrapped to at most ``max_width`` pixels and ``max_lines``
    lines (each paragraph, split at a newline, on lines of its own; and a face of
    ``face_size`` at its left, if given); its tail leaves the left edge, or the top edge at
    ``tail_x`` pixels from the bubble's left when given (the bottom edge with
    ``tail_down``)."""
    wrapped = [
        line
        for paragraph in text.split("\n")
        for line in theme.wrap_text(paragraph, TEXT_SIZE, max_width, "ui")
    ]
    lines = wrapped[:max_lines] or [""]
    font = theme.font(TEXT_SIZE, "ui")
    sizes = [theme.text(line, TEXT_SIZE, theme.colour("ink"), "ui").get_size() for line in lines]
    line_height = max([font.get_linesize()] + [height for _width, height in sizes])
    text_width = max(width for width, _height in sizes)
    text_height = line_height * len(lines) + LINE_GAP * (len(lines) - 1)
    face_width, face_height = face_size or (0, 0)
    inner_width = text_width + (face_width + FACE_GAP if face_size else 0)
    inner_height = max(text_height, face_height)
    origin = (TAIL, 0) if tail_x is None else (0, 0 if tail_down else TAIL)
    body = pygame.Rect(origin, (inner_width + 2 * PADDING, inner_height + 2 * PADDING))
    face = None
    text_left = body.x + PADDING
    if face_size:
        face = pygame.Rect(text_left, body.y + PADDING, face_width, face_height)
        text_left = face.right + FACE_GAP
    top = body.y + PADDING + (inner_height - text_height) // 2
    rects = []
    for index, (width, height) in enumerate(sizes):
        y = top + index * (line_height + LINE_GAP)
        rects.append(pygame.Rect(text_left, y + (line_height - height) // 2, width, height))
    if tail_x is None:
        middle = body.y + min(body.height // 2, 44)
        tail = ((0, middle), (body.x, middle - TAIL_HALF), (body.x, middle + TAIL_HALF))
    else:
        x = max(body.x + 24, min(tail_x, body.right - 24))
        edge, tip = (body.bottom, body.bottom + TAIL) if tail_down else (body.y, 0)
        tail = ((x, tip), (x - TAIL_HALF, edge), (x + TAIL_HALF, edge))
    size = (body.right + SHADOW[0], body.bottom + (TAIL if tail_down else 0) + SHADOW[1])
    return BubbleLayout(size, body, face, tuple(lines), tuple(rects), tail)


def build_bubble(
    text: str,
    face: pygame.Surface | None = None,
    tail_x: int | None = None,
    *,
    max_width: int = MAX_TEXT_WIDTH,
    max_lines: int = MAX_LINES,
    tail_down: bool = False,
) -> pygame.Surface:
    """The bubble of ``text`` (with ``face`` inside it) on a transparent surface."""
    size = face.get_size() if face is not None else None
    layout = bubble_layout(text, size, tail_x, max_width, max_lines, tail_down)
    surface = pygame.Surface(layout.size, pygame.SRCALPHA)
    body = layout.body
    shadow = body.move(*SHADOW)
    pygame.draw.rect(surface, (0, 0, 0, 90), shadow, border_radius=18)
    tip, start, end = layout.tail
    if start[0] == end[0]:
        inward = (5, 0)  # into the body, over its edge
    else:
        inward = (0, 5) if tip[1] < start[1] else (0, -5)
    base = [(x + inward[0], y + inward[1]) for x, y in (end, start)]
    pygame.draw.rect(surface, theme.colour("ivory"), body, border_radius=18)
    pygame.draw.rect(surface, theme.colour("gold"), body, 3, border_radius=18)
    pygame.draw.polygon(surface, theme.colour("ivory"), [tip, start, *base, end])
    pygame.draw.line(surface, theme.colour("gold"), tip, start, 3)
    pygame.draw.line(surface, theme.colour("gold"), tip, end, 3)
    if face is not None and layout.face is not None:
        surface.blit(face, layout.face)
        pygame.draw.rect(surface, theme.colour("gold"), layout.face, 2, border_radius=6)
    for line, rect in zip(layout.lines, layout.line_rects, strict=True):
        surface.blit(theme.text(line, TEXT_SIZE, theme.colour("ink"), "ui"), rect)
    return surface
