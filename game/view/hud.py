"""Table HUD drawing: name plates, month indicator, capture counts, yaku tracker, previous
turn line, banner and small buttons. Every panel is rendered once per content and cached,
so a frame only blits finished surfaces.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core.wording import amount, display_name
from game.engine import games
from game.engine.cards import MONTH_PLANTS, MONTH_PLANTS_JA
from game.i18n import is_cjk, tr, tr_ctx, tr_later
from game.match.names import plant_name
from game.ui import theme
from game.view import layout, seats
from game.view.summary import TrackerLine

KIND_LABELS = {
    "bright": tr_later("Brights"),
    "animal": tr_later("Animals"),
    "ribbon": tr_later("Ribbons"),
    "chaff": tr_later("Chaff"),
}


LATIN_LINE = 1.21  # the height of a line of Lato, in font sizes (CJK faces: about 1.47)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return theme.seat_colour(seat)


class PanelCache:
    """Surfaces keyed by their content; rebuilt only when the content changes. Least
    recently used surfaces are dropped past ``limit`` (old tracker texts never come back)."""

    def __init__(self, limit: int = 48) -> None:
        self._surfaces: dict[Hashable, pygame.Surface] = {}
        self.limit = limit

    def get(self, key: Hashable, build) -> pygame.Surface:
        surface = self._surfaces.pop(key, None)
        if surface is None:
            surface = build()
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            while len(self._surfaces) >= self.limit:
                self._surfaces.pop(next(iter(self._surfaces)))
        self._surfaces[key] = surface
        return surface


def _panel(
    size: tuple[int, int],
    edge: tuple[int, int, int] | None = None,
    fill: tuple[int, int, int, int] = (30, 22, 18, 225),
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=14)
    pygame.draw.rect(surface, edge or theme.colour("gold"), rect, 3, border_radius=14)
    return surface


def _blit_line(
    surface: pygame.Surface, label: pygame.Surface, at: tuple[int, int], size: int
) -> None:
    """Blit a line of text laid out for the Latin face's height at ``size``: a taller line
    (a CJK face) is raised by half its extra height, so its letters sit where the
    English ones do."""
    extra = max(0, label.get_height() - round(size * LATIN_LINE))
    surface.blit(label, (at[0], at[1] - extra // 2))


def _font(size: int, family: str = "ui") -> pygame.font.Font:
    return theme.font(size, family)


def _text(content: str, size: int, colour, family: str = "ui") -> pygame.Surface:
    return theme.text(content, size, tuple(colour), family)


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
    surface = _panel((w, h), edge=seat_colour(seat) if not to_act else theme.colour("gold_light"))
    pygame.draw.rect(
        surface,
        seat_colour(seat),
        (0, 0, 18, h),
        border_top_left_radius=14,
        border_bottom_left_radius=14,
    )
    to_play = tr("to play")
    name = display_name(name)
    room = w - 32 - 16 - (_font(22).size(to_play)[0] + 12 if to_act else 0)
    name_size = 34
    while name_size > 24 and _font(name_size, "ui_bold").size(name)[0] > room:
        name_size -= 2
    shown = ellipsize(name, name_size, room, "ui_bold")
    _blit_line(
        surface, _text(shown, name_size, theme.colour("ivory"), "ui_bold"), (32, 12), name_size
    )
    _blit_line(
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
        _blit_line(surface, tag, (38, 95), 26)
    elif tag:
        _draw_tag(surface, tag, tag_lit, (30, 94), 24, w - 46)
    if to_act:
        dot = _text(to_play, 22, theme.colour("gold_light"), "ui")
        _blit_line(surface, dot, (w - dot.get_width() - 16, 20), 22)
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
    _blit_line(surface, label, (at[0] + 8, at[1] + 1), size)


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
    surface = _panel((w, h), edge=seat_colour(seat) if not to_act else theme.colour("gold_light"))
    pygame.draw.rect(
        surface,
        seat_colour(seat),
        (0, 0, 14, h),
        border_top_left_radius=14,
        border_bottom_left_radius=14,
    )
    points = _text(amount(score, unit), 26, theme.colour("gold_light"), "ui_bold")
    name = display_name(name)
    room = w - 28 - 16 - points.get_width() - 12
    shown = ellipsize(name, 28, room, "ui_bold")
    _blit_line(surface, _text(shown, 28, theme.colour("ivory"), "ui_bold"), (26, 10), 28)
    _blit_line(surface, points, (w - points.get_width() - 16, 12), 26)
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
        _blit_line(surface, tag_surface, (x + 7, 58), 22)
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


def build_month(
    month: int, months: int, stock_left: int, game: str = games.KOIKOI, note: str = ""
) -> pygame.Surface:
    """The month panel (koi-koi: the month and its plant); roppyakken and hana-awase count
    rounds, with a line under it (``note``: the game of the match, the target)."""
    x, y, w, h = layout.MONTH_RECT
    surface = _panel((w, h))
    if games.is_table_game(game):
        if months:
            title = tr("Round {number} of {total}", number=month, total=months)
        else:
            title = tr("Round {number}", number=month)
        size = theme.fit_size(title, 34, "ui_bold", w - 40)
        _blit_line(surface, _text(title, size, theme.colour("ivory"), "ui_bold"), (20, 12), 34)
        if note:
            note_size = theme.fit_size(note, 26, "ui", w - 40)
            line = ellipsize(note, note_size, w - 40, "ui")
            _blit_line(
                surface, _text(line, note_size, theme.colour("gold_light"), "ui"), (20, 62), 26
            )
        _blit_stock(surface, stock_left)
        return surface
    title = tr("Month {number} of {total}", number=month, total=months)
    size = theme.fit_size(title, 34, "ui_bold", w - 40)
    _blit_line(surface, _text(title, size, theme.colour("ivory"), "ui_bold"), (20, 12), 34)
    if 1 <= month <= 12:
        if is_cjk():  # the plant's own name, once (no English beside it)
            jp = _text(plant_name(month), 40, theme.colour("gold_light"), "jp")
            surface.blit(jp, (20, 58))
        else:
            jp = _text(MONTH_PLANTS_JA[month - 1], 40, theme.colour("gold_light"), "jp")
            surface.blit(jp, (20, 58))
            plant = _text(MONTH_PLANTS[month - 1], 30, theme.colour("gold_light"), "ui")
            surface.blit(plant, (30 + jp.get_width(), 66))
    _blit_stock(surface, stock_left)
    return surface


def _blit_stock(surface: pygame.Surface, stock_left: int) -> None:
    """ "Stock: 19" along the month panel's bottom edge (a taller CJK line sits higher)."""
    label = _text(tr("Stock: {count}", count=stock_left), 22, theme.colour("muted"))
    surface.blit(label, label.get_rect(bottomleft=(20, surface.get_height() - 3)))


def build_tracker(
    names: tuple[str, ...],
    lines: tuple[tuple[TrackerLine, ...], ...],
    order: tuple[int, ...],
    hide_key: str = "",
) -> pygame.Surface:
    """The yaku tracker: per seat its held yaku (gold), those in reach (ivory) and those out
    of reach (greyed and struck through); ``hide_key`` ("T") in the corner."""
    x, y, w, h = layout.TRACKER_RECT
    surface = _panel((w, h))
    _blit_line(
        surface, _text(tr("Yaku tracker"), 28, theme.colour("gold_light"), "ui_bold"), (18, 12), 28
    )
    if hide_key:
        hint = _text(tr("{key} hides", key=hide_key), 20, theme.colour("muted"))
        surface.blit(hint, hint.get_rect(topright=(w - 18, 18)))
    top = 56
    for seat in order:
        pygame.draw.rect(surface, seat_colour(seat), (18, top + 6, 10, 26))
        name = ellipsize(display_name(names[seat]), 28, w - 56, "ui_bold")  # long arcade names
        _blit_line(surface, _text(name, 28, theme.colour("ivory"), "ui_bold"), (38, top), 28)
        top += 40
        for line in lines[seat]:
            if line.held:
                colour = theme.colour("gold_light")
            elif line.possible:
                colour = theme.colour("ivory")
            else:
                colour = theme.colour("muted")
            label = _text(line.text, 25, colour)
            _blit_line(surface, label, (38, top), 25)
            if not line.possible:
                middle = top + label.get_height() // 2 + 1
                pygame.draw.line(surface, colour, (36, middle), (40 + label.get_width(), middle), 2)
            top += 32
        top += 18
    return surface


def wrap(text: str, size: int, width: int, family: str = "ui") -> list[str]:
    """Split ``text`` into lines that fit ``width`` pixels (theme.wrap_text)."""
    return theme.wrap_text(text, size, width, family)


def ellipsize(text: str, size: int, width: int, family: str = "ui") -> str:
    """``text`` cut at a word (or letter) with "..." so that it fits ``width`` pixels."""
    font = _font(size, family)
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


SUMMARY_SIZES = (23, 21, 19)


def build_summary(text: str) -> pygame.Surface:
    x, y, w, h = layout.SUMMARY_RECT
    surface = _panel((w, h))
    _blit_line(
        surface, _text(tr("Previous turn"), 24, theme.colour("gold_light"), "ui_bold"), (18, 10), 24
    )
    top = 44
    size, lines = fit_lines(text or "-", w - 36, h - top - 8, SUMMARY_SIZES)
    for line in lines:
        _blit_line(surface, _text(line, size, theme.colour("ivory")), (18, top), size)
        top += size + 7
    return surface


def build_lines(lines: tuple[str, ...], size: int = 24) -> pygame.Surface:
    """The control hints of the left column: each line wrapped to the column, laid out by
    the rendered height of its rows; rows that would not fit the column whole are left out
    (the last one kept ends in an ellipsis)."""
    x, y, w, h = layout.HINT_RECT
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rows: list[tuple[pygame.Surface, int]] = []  # (row, air above it)
    for index, line in enumerate(lines):
        for number, part in enumerate(wrap(line, size, w)):
            air = 6 if index and not number else 0
            rows.append((_text(part, size, theme.colour("gold_light")), air))
    top, last_top = 0, 0
    for position, (row, air) in enumerate(rows):
        if top + air + row.get_height() > h:
            if position:
                _ellipsis_over(surface, rows[position - 1][0], last_top, size)
            break
        last_top = top + air
        surface.blit(row, (0, last_top))
        top = last_top + row.get_height() + 2
    return surface


def _ellipsis_over(surface: pygame.Surface, row: pygame.Surface, top: int, size: int) -> None:
    """Mark the last row kept as cut: an ellipsis at its end."""
    dots = _text("...", size, theme.colour("gold_light"))
    x = min(row.get_width() + 2, surface.get_width() - dots.get_width())
    surface.fill((0, 0, 0, 0), (x, top, surface.get_width() - x, row.get_height()))
    surface.blit(dots, (x, top))


SHORT_KIND_LABELS = {
    "bright": tr_later("Br"),
    "animal": tr_later("An"),
    "ribbon": tr_later("Rb"),
    "chaff": tr_later("Ch"),
}


def build_capture_label(kind: str, count: int, *, compact: bool = False) -> pygame.Surface:
    """ "Brights 2" over a pile; ``compact`` (a narrow far seat): "Br 2"."""
    words = tr(SHORT_KIND_LABELS[kind] if compact else KIND_LABELS[kind])
    size = 18 if compact else 22
    text = tr("{kind} {count}", kind=words, count=count)
    colour = theme.colour("ivory") if count else theme.colour("muted")
    if not is_cjk():
        return _text(text, size, colour)
    return _on_latin_baseline(_text(text, size - CJK_CAPTION_SMALLER, colour), size)


def capture_label_row(place: seats.SeatPlace) -> pygame.Rect:
    """Where a seat's pile captions ("Brights 2" ... "Chaff 5") are drawn: one row of
    caption height over its capture piles (overlays keep clear of it)."""
    height = build_capture_label("bright", 0, compact=place.compact).get_height()
    x, _y, width, _height = place.capture_rect
    return pygame.Rect(x, place.capture_label_y, width, height)


CJK_CAPTION_SMALLER = 3  # CJK letters fill the em: a pile's caption is drawn a little smaller
LATIN_BASELINE = 0.84  # where Lato's letters end, in font sizes from the line's top


def _on_latin_baseline(label: pygame.Surface, size: int) -> pygame.Surface:
    """A CJK line cut to Lato's line height at ``size``, its letters ending where Latin
    ones do (a CJK face's taller line would reach into the cards under a pile's caption)."""
    ink = label.get_bounding_rect()
    cut = pygame.Surface((label.get_width(), round(size * LATIN_LINE)), pygame.SRCALPHA)
    cut.blit(label, (0, max(-ink.top, round(size * LATIN_BASELINE) - ink.bottom)))
    return cut


def build_button(
    label: str, focused: bool, size: tuple[int, int] = layout.BUTTON_SIZE
) -> pygame.Surface:
    surface = _panel(
        size,
        edge=theme.colour("gold_light") if focused else theme.colour("gold"),
        fill=(150, 32, 24, 240) if focused else (30, 22, 18, 225),
    )
    text = _text(label, 28, theme.colour("ivory"), "ui_bold")
    surface.blit(text, text.get_rect(center=(size[0] // 2, size[1] // 2)))
    return surface


BANNER_MAX_WIDTH = layout.PLAY_RIGHT - layout.PLAY_LEFT  # over the cards, clear of the columns


def build_banner(text: str, seat: int | None) -> pygame.Surface:
    size = 64
    while size > 36 and _font(size, "ui_bold").size(text)[0] + 120 > BANNER_MAX_WIDTH:
        size -= 4
    label = _text(
        ellipsize(text, size, BANNER_MAX_WIDTH - 120, "ui_bold"),
        size,
        theme.colour("ivory"),
        "ui_bold",
    )
    width, height = label.get_width() + 120, label.get_height() + 40
    edge = seat_colour(seat) if seat is not None else theme.colour("gold")
    surface = _panel((width, height), edge=edge, fill=(20, 12, 10, 235))
    pygame.draw.rect(surface, edge, surface.get_rect(), 6, border_radius=14)
    surface.blit(label, label.get_rect(center=(width // 2, height // 2)))
    return surface


def build_hint(text: str) -> pygame.Surface:
    return _text(text, 24, theme.colour("gold_light"))


HINT_MARK = (90, 230, 150)  # the Hint's recommended card: jade, unlike the other highlights


def build_hint_panel(headline: str, others: tuple[str, ...]) -> pygame.Surface:
    """The Hint panel of the left column: the recommendation (gold), then the runners-up
    (ivory, smaller), wrapped to the column and cut to its height."""
    _x, _y, width, max_height = layout.HINT_RECT
    inner = width - 32
    rows: list[tuple[str, int, tuple[int, int, int]]] = []
    rows += [(part, 24, theme.colour("gold_light")) for part in wrap(headline, 24, inner)]
    for index, line in enumerate(others):
        shown = tr("Next: {move}", move=line) if index == 0 else tr("Then: {move}", move=line)
        rows += [(part, 20, theme.colour("ivory")) for part in wrap(shown, 20, inner)]
    rendered = [(_text(part, size, colour), size) for part, size, colour in rows]
    heights = [
        row.get_height() + 2 + (4 if index and size == 20 and rendered[index - 1][1] == 24 else 0)
        for index, (row, size) in enumerate(rendered)
    ]  # a little air between the recommendation and the runners-up
    while rendered and 28 + sum(heights) > max_height:  # whole rows only, measured
        rendered.pop()
        heights.pop()
    surface = _panel((width, 28 + sum(heights)), edge=HINT_MARK)
    top = 14
    for (row, _size), height in zip(rendered, heights, strict=True):
        top += height - row.get_height() - 2
        surface.blit(row, (16, top))
        top += row.get_height() + 2
    return surface


def build_card_tag(text: str) -> pygame.Surface:
    """A small gold tab over a card ("Played", "Drawn")."""
    label = _text(tr(text), 22, theme.colour("ink"), "ui_bold")
    surface = pygame.Surface((label.get_width() + 22, label.get_height() + 8), pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.colour("gold_light"), surface.get_rect(), border_radius=8)
    pygame.draw.rect(surface, theme.colour("gold_dark"), surface.get_rect(), 2, border_radius=8)
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface


def build_hint_tag() -> pygame.Surface:
    """The small "HINT" tab over the recommended card."""
    label = _text(tr_ctx("card tag", "HINT"), 20, (20, 36, 26), "ui_bold")
    surface = pygame.Surface((label.get_width() + 20, label.get_height() + 6), pygame.SRCALPHA)
    pygame.draw.rect(surface, HINT_MARK, surface.get_rect(), border_radius=8)
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface


def build_dead_shade(size: tuple[int, int]) -> pygame.Surface:
    """The grey veil over a dead field card."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (20, 20, 24, 150), surface.get_rect(), border_radius=8)
    return surface


def build_dead_tag() -> pygame.Surface:
    """ "DEAD" across a field card nothing can take any more."""
    label = _text(tr_ctx("card tag", "DEAD"), 24, theme.colour("ivory"), "ui_bold")
    surface = pygame.Surface((label.get_width() + 20, label.get_height() + 8), pygame.SRCALPHA)
    pygame.draw.rect(surface, (90, 90, 100, 235), surface.get_rect(), border_radius=8)
    surface.blit(label, label.get_rect(center=surface.get_rect().center))
    return surface
