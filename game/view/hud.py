"""Table HUD drawing: the month indicator, yaku tracker, previous turn line, control
hints, Hint panel, banner, small buttons and the tags over cards. Every panel is rendered
once per content and cached (game.view.panels.PanelCache), so a frame only blits finished
surfaces. What each seat shows (name plates, seat frames, pile captions) is drawn by
game.view.seat_panels; text fitting lives in game.view.text_fit.
"""

from __future__ import annotations

import pygame

from game.core.wording import display_name
from game.engine import games
from game.engine.cards import MONTH_PLANTS, MONTH_PLANTS_JA
from game.i18n import is_cjk, tr, tr_ctx
from game.match.names import plant_name
from game.ui import theme
from game.view import layout
from game.view.panels import font as _font
from game.view.panels import panel as _panel
from game.view.panels import seat_colour
from game.view.panels import text as _text
from game.view.summary import TrackerLine
from game.view.text_fit import blit_line as _blit_line
from game.view.text_fit import ellipsize, fit_lines, wrap


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
