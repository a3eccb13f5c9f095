"""The match result's round table for roppyakken and hana-awase: per round the winner, what
the round decided (a won game, ichikoro, fuke) and, per seat, what it scored - the round's
points with the running score, and beneath them the card points, teyaku and yaku, wrapped
onto as many lines as the column needs at one readable size (a busy round makes a taller
row) - and under the table what the yaku shown are made of ("Nomi (curtain, moon, sake
cup)"). Every text is at least :data:`MIN_TEXT` logical px (17 px at 1280x720); the rows
that do not fit scroll (Up / Down, the wheel)."""

from __future__ import annotations

import pygame

from game.assets import fonts
from game.core.wording import display_name
from game.engine.table_view import TableView
from game.i18n import current_language, tr, tr_ctx
from game.ui import theme
from game.view.match_summary import MatchRow, match_rows, yaku_legend
from game.view.text_fit import ellipsize

LEFT, RIGHT = 150, 1770  # the table's inner edges
ROUND_X, WINNER_X, SEATS_X = 160, 250, 530  # what the round decided goes under its winner
TOP, HEAD_Y, ROWS_Y = 222, 236, 286
ROWS_BOTTOM = 936  # above the buttons
MIN_TEXT = 26  # the smallest text in the table: 26 logical px are 17.3 px at 1280x720
MAIN_SIZE = 30  # the round's points, its number and winner
DETAIL_SIZE = MIN_TEXT  # the parts under the points, the running score, what a round decided
HEAD_SIZE = MIN_TEXT
LEGEND_SIZE = MIN_TEXT
SCROLL_SIZE = MIN_TEXT
ROW_GAP = 12  # between rows
LINE_GAP = 0  # between a cell's lines (a drawn line has its own leading)
MAX_DETAIL_LINES = 6  # a cell's lines beyond: the last is cut with "..."
LEGEND_LINES = 2
SCROLL_ROOM = 44  # the "Rounds 3-9 of 14" line


def seat_columns(seats: int, left: int = SEATS_X) -> tuple[int, ...]:
    """The x of every seat's column from ``left`` to the table's right edge."""
    width = (RIGHT - left) // max(1, seats)
    return tuple(left + seat * width for seat in range(seats))


def _font(text: str, size: int, family: str = "ui") -> pygame.font.Font:
    return fonts.font(size, fonts.family_for_text(family, text))


def _width(text: str, size: int, family: str = "ui") -> int:
    return _font(text, size, family).size(text)[0]


def line_height(text: str, size: int, family: str = "ui") -> int:
    """The height of ``text`` drawn at ``size`` (a CJK face draws a taller box)."""
    return theme.text(text or "0", size, (255, 255, 255), family).get_height()


def _split_part(part: str, size: int, width: int) -> list[str]:
    """A part too wide for one line, broken between words (cut with "..." if a word is)."""
    return [ellipsize(line, size, width) for line in theme.wrap_text(part, size, width)]


def cell_lines(
    parts: tuple[str, ...], width: int, size: int = DETAIL_SIZE, most: int = MAX_DETAIL_LINES
) -> tuple[str, ...]:
    """``parts`` joined with ", " (in the language in force) on lines of ``width`` pixels
    at ``size``, breaking between parts (inside one only when it alone is too wide); past
    ``most`` lines the last is cut with "..."."""
    joiner = tr(", ")
    out: list[str] = []
    for part in parts:
        trial = joiner.join((out[-1], part)) if out else part
        if out and _width(trial, size) <= width:
            out[-1] = trial
        elif _width(part, size) <= width:
            out.append(part)
        else:
            out.extend(_split_part(part, size, width))
    if len(out) > most:
        rest = joiner.join(out[most - 1 :])
        out = [*out[: most - 1], ellipsize(rest, size, width)]
    return tuple(out)


def legend_lines(legend: list[str], width: int, lines: int = LEGEND_LINES) -> tuple[str, ...]:
    """The yaku legend on at most ``lines`` lines, the last cut with "..." if need be."""
    joiner = "  /  "
    out: list[str] = []
    for index, item in enumerate(legend):
        trial = joiner.join((out[-1], item)) if out else item
        if out and _width(trial, LEGEND_SIZE) <= width:
            out[-1] = trial
        elif len(out) < lines:
            out.append(item)
        else:
            out[-1] = joiner.join([out[-1], *legend[index:]])
            break
    return tuple(ellipsize(line, LEGEND_SIZE, width) for line in out)


class RoundTable:
    """The round table of a finished roppyakken or hana-awase match, scrolled to ``first``."""

    def __init__(self, view: TableView, names: tuple[str, ...]) -> None:
        self.view = view
        self.names = names
        self.first = 0
        self._rows: list[MatchRow] = []
        self._cells: list[tuple[tuple[str, ...], ...]] = []
        self._heights: list[int] = []
        self._language = ""

    def _lay_out(self) -> None:
        if self._language == current_language():
            return
        self._language = current_language()
        self._rows = match_rows(self.view.game, self.view.results, self.names)
        column = self.column()
        self._cells = [
            (
                cell_lines((row.how,), SEATS_X - WINNER_X - 16, most=2) if row.how else (),
                *(cell_lines(seat.detail, column) for seat in row.seats),
            )
            for row in self._rows
        ]
        self._heights = [self._row_height(cells) for cells in self._cells]

    @property
    def rows(self) -> list[MatchRow]:
        """The rows in the language in force."""
        self._lay_out()
        return self._rows

    def xs(self) -> tuple[int, ...]:
        """Every seat column's x."""
        return seat_columns(len(self.names))

    def column(self) -> int:
        """A seat column's text width."""
        xs = self.xs()
        return (xs[1] - xs[0] if len(xs) > 1 else RIGHT - xs[0]) - 24

    @staticmethod
    def _row_height(cells) -> int:
        main = line_height("0", MAIN_SIZE, "ui_bold")
        tallest = max(
            (sum(line_height(line, DETAIL_SIZE) + LINE_GAP for line in lines) for lines in cells),
            default=0,
        )
        return main + tallest + ROW_GAP

    def legend(self, first: int, count: int) -> tuple[str, ...]:
        results = self.view.results[first : first + count]
        legend = yaku_legend(self.view.game, results, self.view.rules)
        return legend_lines(legend, RIGHT - LEFT - 20)

    def room(self) -> int:
        """The rows' height room (with room for the legend and the scroll line)."""
        legend = LEGEND_LINES * (line_height("Ag", LEGEND_SIZE) + 4)
        return ROWS_BOTTOM - ROWS_Y - legend - SCROLL_ROOM

    def visible(self, first: int | None = None) -> int:
        """How many rows from ``first`` (the one shown first) fit; at least one."""
        self._lay_out()
        start = self.first if first is None else first
        used, count = 0, 0
        for height in self._heights[start:]:
            if count and used + height > self.room():
                break
            used += height
            count += 1
        return max(1, count)

    def last_first(self) -> int:
        """The first row shown when the table is scrolled to its end."""
        self._lay_out()
        first = len(self._rows) - 1
        while first > 0 and self.visible(first - 1) >= len(self._rows) - first + 1:
            first -= 1
        return max(0, first)

    def scroll(self, steps: int) -> bool:
        """Move ``steps`` rows down (negative: up); False when it cannot move."""
        first = min(self.last_first(), max(0, self.first + steps))
        moved = first != self.first
        self.first = first
        return moved

    def draw(self, canvas: pygame.Surface) -> None:
        rows = self.rows
        self.first = min(self.first, self.last_first())
        count = min(len(rows) - self.first, self.visible())
        shown = rows[self.first : self.first + count]
        heights = self._heights[self.first : self.first + count]
        legend = self.legend(self.first, count)
        scrolls = len(rows) > count
        legend_pitch = line_height("Ag", LEGEND_SIZE) + 4
        bottom = ROWS_Y + sum(heights) + legend_pitch * len(legend) + 4
        bottom += SCROLL_ROOM if scrolls else 16
        theme.draw_panel(canvas, pygame.Rect(LEFT - 20, TOP, RIGHT - LEFT + 40, bottom - TOP))
        gold, muted = theme.colour("gold_light"), theme.colour("muted")
        xs = self.xs()
        column = self.column()
        heads = (
            (ROUND_X, tr_ctx("match table", "Round"), WINNER_X - ROUND_X),
            (WINNER_X, tr_ctx("match table", "Winner"), SEATS_X - WINNER_X),
            *((x, display_name(name), column + 16) for x, name in zip(xs, self.names, strict=True)),
        )
        for x, head, room in heads:
            text = ellipsize(head, HEAD_SIZE, room - 14, "ui_bold")
            theme.draw_text(canvas, text, HEAD_SIZE, gold, "ui_bold", topleft=(x, HEAD_Y))
        y = ROWS_Y
        for row, cells, height in zip(shown, self._cells[self.first :], heights, strict=False):
            self._draw_row(canvas, row, cells, y, xs)
            y += height
        y += 4
        for line in legend:
            theme.draw_text(canvas, line, LEGEND_SIZE, muted, topleft=(LEFT, y))
            y += legend_pitch
        if scrolls:
            text = tr(
                "Rounds {first}-{last} of {count}   Up / Down: more",
                first=shown[0].number,
                last=shown[-1].number,
                count=len(rows),
            )
            text = ellipsize(text, SCROLL_SIZE, RIGHT - LEFT)
            theme.draw_text(canvas, text, SCROLL_SIZE, gold, midright=(RIGHT, y + SCROLL_ROOM // 2))

    def _draw_row(self, canvas: pygame.Surface, row: MatchRow, cells, y: int, xs) -> None:
        """One round: its number, winner and what it decided, then every seat's cell."""
        ivory, muted, gold = (theme.colour(n) for n in ("ivory", "muted", "gold_light"))
        size = MAIN_SIZE
        main = line_height("0", size, "ui_bold")
        middle = y + main // 2
        theme.draw_text(canvas, str(row.number), size, ivory, midleft=(ROUND_X, middle))
        winner = ellipsize(row.winner, size, SEATS_X - WINNER_X - 16, "ui_bold")
        theme.draw_text(canvas, winner, size, ivory, "ui_bold", midleft=(WINNER_X, middle))
        line_y = y + main
        for line in cells[0]:  # what the round decided: a won game, ichikoro, fuke
            line_y += theme.draw_text(
                canvas, line, DETAIL_SIZE, gold, topleft=(WINNER_X, line_y)
            ).height
        for x, seat, lines in zip(xs, row.seats, cells[1:], strict=True):
            rect = theme.draw_text(canvas, seat.points, size, ivory, "ui_bold", midleft=(x, middle))
            if seat.struck:  # fuke: the round's points do not count
                mid = rect.centery
                pygame.draw.line(
                    canvas, (220, 70, 60), (rect.left - 4, mid), (rect.right + 4, mid), 3
                )
            total = f"({seat.total})"
            theme.draw_text(canvas, total, DETAIL_SIZE, muted, midleft=(rect.right + 10, middle))
            line_y = y + main
            for line in lines:
                rect = theme.draw_text(canvas, line, DETAIL_SIZE, muted, topleft=(x, line_y))
                line_y += rect.height + LINE_GAP
