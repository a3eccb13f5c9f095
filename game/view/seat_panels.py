"""What the table's HUD draws for each seat: its name plate (a full plate for the near seat,
a compact one when far seats are stacked), the frame and name tab around a far seat's region,
and the captions over its capture piles ("Brights 2").

Surfaces only; game.table.drawer caches and places them.
"""

from __future__ import annotations

import pygame

from game.core.wording import amount, display_name
from game.i18n import is_cjk, tr, tr_ctx, tr_later
from game.ui import theme
from game.view import layout, seats
from game.view.panels import font as _font
from game.view.panels import panel as _panel
from game.view.panels import seat_colour
from game.view.panels import text as _text
from game.view.text_fit import blit_line, ellipsize, on_latin_baseline

KIND_LABELS = {
    "bright": tr_later("Brights"),
    "animal": tr_later("Animals"),
    "ribbon": tr_later("Ribbons"),
    "chaff": tr_later("Chaff"),
}


def build_plate(
    name: str,
    seat: int,
    dealer: bool,
    score: int,
    koikoi: int,
    to_act: bool,
    *,
    size: tuple[int, int] = layout.PLATE_RECTS["near"][2:],
    compact: bool = False,
    tag: str = "",
    tag_lit: bool = False,
    unit: str = "",
) -> pygame.Surface:
    """A seat's name plate: name, score, the dealer mark, koi-koi calls, "to play". A
    ``compact`` plate (several far seats stacked) puts the score beside the name. ``tag``:
    a line of the game's own (card points, the 600 meter), gold when ``tag_lit``; ``unit``
    the score's (game.core.wording.amount: points, or hachi-hachi's mon)."""
    if compact:
        return _compact_plate(name, seat, dealer, score, koikoi, to_act, size, tag, tag_lit, unit)
    w, h = size
    surface = _plate_base(size, seat, to_act, stripe=18)
    to_play = tr("to play")
    name = display_name(name)
    room = w - 32 - 16 - (_font(22).size(to_play)[0] + 12 if to_act else 0)
    name_size = 34
    while name_size > 24 and _font(name_size, "ui_bold").size(name)[0] > room:
        name_size -= 2
    shown = ellipsize(name, name_size, room, "ui_bold")
    blit_line(
        surface, _text(shown, name_size, theme.colour("ivory"), "ui_bold"), (32, 12), name_size
    )
    blit_line(
        surface, _text(amount(score, unit), 30, theme.colour("gold_light"), "ui_bold"), (32, 56), 30
    )
    if dealer:
        mark = _text(tr_ctx("plate mark", "親 dealer"), 24, theme.colour("ivory"), "jp")
        pygame.draw.rect(
            surface,
            seat_colour(seat),
            (w - mark.get_width() - 26, 56, mark.get_width() + 14, 36),
            border_radius=8,
        )
        surface.blit(mark, (w - mark.get_width() - 19, 58))
    if koikoi:
        tag = _text(koikoi_label(koikoi), 26, theme.colour("ink"), "ui_bold")
        pygame.draw.rect(
            surface, theme.colour("gold_light"), (30, 94, tag.get_width() + 16, 30), border_radius=8
        )
        blit_line(surface, tag, (38, 95), 26)
    elif tag:
        _draw_tag(surface, tag, tag_lit, (30, 94), 24, w - 46)
    if to_act:
        dot = _text(to_play, 22, theme.colour("gold_light"), "ui")
        blit_line(surface, dot, (w - dot.get_width() - 16, 20), 22)
    return surface


def _plate_base(size: tuple[int, int], seat: int, to_act: bool, stripe: int) -> pygame.Surface:
    """A plate's panel: edged in the seat's colour (gold while it is to act), with the seat's
    colour as a ``stripe`` wide band down its left side."""
    surface = _panel(size, edge=seat_colour(seat) if not to_act else theme.colour("gold_light"))
    pygame.draw.rect(
        surface,
        seat_colour(seat),
        (0, 0, stripe, size[1]),
        border_top_left_radius=14,
        border_bottom_left_radius=14,
    )
    return surface


def koikoi_label(calls: int) -> str:
    """A plate's koi-koi mark: "Koi-Koi!", "Koi-Koi! x2"."""
    return tr("Koi-Koi!") if calls == 1 else tr("Koi-Koi! x{calls}", calls=calls)


def _draw_tag(
    surface: pygame.Surface, text: str, lit: bool, at: tuple[int, int], size: int, room: int
) -> None:
    """A plate's game line: muted on the plate, or ink on gold once lit (600 reached)."""
    shown = ellipsize(text, size, room - 16, "ui_bold")
    label = _text(shown, size, theme.colour("ink" if lit else "ivory"), "ui_bold")
    fill = theme.colour("gold_light") if lit else (70, 58, 40)
    pygame.draw.rect(
        surface, fill, (at[0], at[1], label.get_width() + 16, size + 6), border_radius=8
    )
    blit_line(surface, label, (at[0] + 8, at[1] + 1), size)


def _compact_plate(
    name: str,
    seat: int,
    dealer: bool,
    score: int,
    koikoi: int,
    to_act: bool,
    size: tuple[int, int],
    tag: str = "",
    tag_lit: bool = False,
    unit: str = "",
) -> pygame.Surface:
    w, h = size
    surface = _plate_base(size, seat, to_act, stripe=14)
    points = _text(amount(score, unit), 26, theme.colour("gold_light"), "ui_bold")
    name = display_name(name)
    room = w - 28 - 16 - points.get_width() - 12
    shown = ellipsize(name, 28, room, "ui_bold")
    blit_line(surface, _text(shown, 28, theme.colour("ivory"), "ui_bold"), (26, 10), 28)
    blit_line(surface, points, (w - points.get_width() - 16, 12), 26)
    x = 26
    if dealer:
        mark = _compact_dealer_mark(bool(tag))
        pygame.draw.rect(
            surface, seat_colour(seat), (x, 56, mark.get_width() + 12, 30), border_radius=8
        )
        surface.blit(mark, (x + 6, 58))
        x += mark.get_width() + 22
    if koikoi:
        tag_surface = _text(koikoi_label(koikoi), 22, theme.colour("ink"), "ui_bold")
        pygame.draw.rect(
            surface,
            theme.colour("gold_light"),
            (x, 56, tag_surface.get_width() + 14, 30),
            border_radius=8,
        )
        blit_line(surface, tag_surface, (x + 7, 58), 22)
    elif tag:  # the game's line takes the row ("to play" shows in the plate's gold edge)
        _draw_tag(surface, tag, tag_lit, (x, 56), 20, w - x - 12)
        return surface
    if to_act:
        dot = _text(tr("to play"), 20, theme.colour("gold_light"), "ui")
        surface.blit(dot, (w - dot.get_width() - 16, h - dot.get_height() - 12))
    return surface


def _compact_dealer_mark(tagged: bool) -> pygame.Surface:
    text = tr_ctx("plate mark", "親") if tagged else tr_ctx("plate mark", "親 dealer")
    return _text(text, 20, theme.colour("ivory"), "jp")


COMPACT_ROW = (56, 30)  # a compact plate's second row (dealer, koi-koi or game line): y, height


def compact_row_end(width: int, dealer: bool, koikoi: int, tag: str) -> int:
    """Where, from a compact plate's left edge, what its second row draws ends (the dealer
    mark, the koi-koi mark or the game's line): what is drawn over the plate (an online
    seat's presence pill) starts right of it."""
    x = 26
    if dealer:
        x += _compact_dealer_mark(bool(tag)).get_width() + 22
    if koikoi:
        return x + _text(koikoi_label(koikoi), 22, theme.colour("ink"), "ui_bold").get_width() + 14
    if tag:
        shown = ellipsize(tag, 20, width - x - 12 - 16, "ui_bold")
        return x + _text(shown, 20, theme.colour("ivory"), "ui_bold").get_width() + 16
    return x - 10 if dealer else 0


SEAT_TAB_HEIGHT = 28


def build_seat_frame(
    size: tuple[int, int], seat: int, name: str, passes_on: bool = False
) -> pygame.Surface:
    """The outline of a far seat's region (its hand and captures) in the seat's colour, with
    its name on a tab under it: which cards are whose when several seats share the top.
    ``passes_on``: a chevron in the gap on its right shows that play passes that way."""
    width, height = size
    gap = seats.BAND_GAP - 2 * seats.REGION_MARGIN if passes_on else 0
    surface = pygame.Surface((width + gap, height + SEAT_TAB_HEIGHT), pygame.SRCALPHA)
    if passes_on:
        x, y = width + gap // 2, height // 2
        arrow = [(x - 5, y - 14), (x + 5, y), (x - 5, y + 14)]
        pygame.draw.lines(surface, theme.colour("gold_light"), False, arrow, 4)
    colour = seat_colour(seat)
    pygame.draw.rect(surface, (*colour, 150), (0, 0, width, height), 3, border_radius=12)
    shown = ellipsize(display_name(name), 20, width - 40, "ui_bold")
    label = _text(shown, 20, theme.colour("ivory"), "ui_bold")
    tab = pygame.Rect(14, height - 3, label.get_width() + 20, SEAT_TAB_HEIGHT)
    pygame.draw.rect(
        surface, colour, tab, border_bottom_left_radius=8, border_bottom_right_radius=8
    )
    surface.blit(label, label.get_rect(center=tab.center))
    return surface


SHORT_KIND_LABELS = {
    "bright": tr_later("Br"),
    "animal": tr_later("An"),
    "ribbon": tr_later("Rb"),
    "chaff": tr_later("Ch"),
}
CJK_CAPTION_SMALLER = 3  # CJK letters fill the em: a pile's caption is drawn a little smaller


def build_capture_label(kind: str, count: int, *, compact: bool = False) -> pygame.Surface:
    """ "Brights 2" over a pile; ``compact`` (a narrow far seat): "Br 2"."""
    words = tr(SHORT_KIND_LABELS[kind] if compact else KIND_LABELS[kind])
    size = 18 if compact else 22
    text = tr("{kind} {count}", kind=words, count=count)
    colour = theme.colour("ivory") if count else theme.colour("muted")
    if not is_cjk():
        return _text(text, size, colour)
    return on_latin_baseline(_text(text, size - CJK_CAPTION_SMALLER, colour), size)


def capture_label_row(place: seats.SeatPlace) -> pygame.Rect:
    """Where a seat's pile captions ("Brights 2" ... "Chaff 5") are drawn: one row of
    caption height over its capture piles (overlays keep clear of it)."""
    height = build_capture_label("bright", 0, compact=place.compact).get_height()
    x, _y, width, _height = place.capture_rect
    return pygame.Rect(x, place.capture_label_y, width, height)
