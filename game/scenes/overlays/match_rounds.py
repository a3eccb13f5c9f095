"""The match result's round table for roppyakken and hana-awase: per round the winner, what
the round decided (a won game, ichikoro, fuke) and, per seat, what it scored - the round's
points with the running score, and beneath them the card points, teyaku and yaku, fitted
to the column (smaller type, then a second line) - and under the table what the yaku shown
are made of ("Nomi (curtain, moon, sake cup)"). A long match scrolls (Up / Down, the wheel)."""

from __future__ import annotations

import pygame

from game.assets import fonts
from game.core.wording import display_name
from game.engine.table_view import TableView
from game.i18n import current_language, tr, tr_ctx
from game.ui import theme
from game.view.match_summary import MatchRow, match_rows, yaku_legend
from game.view.text_fit import ellipsize

LEFT, RIGHT = 280, 1640  # the table's inner edges
ROUND_X, WINNER_X, HOW_X, SEATS_X = 290, 380, 560, 800
TOP, HEAD_Y, ROWS_Y = 222, 240, 284
ROWS_BOTTOM = 936  # above the buttons
ROW_HEIGHT = 52
LEGEND_SIZE = 19
MAIN_SIZES = (24, 16)  # the round's points: largest, smallest
DETAIL_SIZES = (19, 13)  # the parts beneath: largest, smallest


def seat_columns(seats: int, left: int = SEATS_X) -> tuple[int, ...]:
    """The x of every seat's column from ``left`` (the How column's x when no round has
    anything to say there) to the table's right edge."""
    width = (RIGHT - left) // max(1, seats)
    return tuple(left + seat * width for seat in range(seats))


def _width(text: str, size: int, family: str = "ui") -> int:
    return fonts.font(size, fonts.family_for_text(family, text)).size(text)[0]


def pack(
    parts: tuple[str, ...], size: int, width: int, lines: int, joiner: str = ""
) -> tuple[str, ...] | None:
    """``parts`` joined (with ", " in the language in force) on at most ``lines`` lines of
    ``width`` pixels at ``size``, breaking only between parts; None when they do not fit."""
    joiner = joiner or tr(", ")
    out: list[str] = []
    for part in parts:
        trial = joiner.join((out[-1], part)) if out else part
        if out and _width(trial, size) <= width:
            out[-1] = trial
            continue
        if _width(part, size) > width or len(out) == lines:
            return None
        out.append(part)
    return tuple(out)


def fit_cell(parts: tuple[str, ...], width: int, height: int) -> tuple[int, int, tuple[str, ...]]:
    """(points size, parts size, parts' lines) for a cell of ``width`` x ``height``: one
    line of parts at the largest size that fits, else two lines, else one line cut."""
    if not parts:
        return MAIN_SIZES[0], 0, ()
    for lines in (1, 2):
        for size in range(DETAIL_SIZES[0], DETAIL_SIZES[1] - 1, -1):
            main = min(MAIN_SIZES[0], height - 6 - lines * (size + 2))
            if main < MAIN_SIZES[1]:
                continue
            packed = pack(parts, size, width, lines)
            if packed is not None:
                return main, size, packed
    size = DETAIL_SIZES[1]
    main = max(MAIN_SIZES[1], min(MAIN_SIZES[0], height - size - 8))
    return main, size, (ellipsize(tr(", ").join(parts), size, width),)


def legend_lines(legend: list[str], width: int, lines: int = 2) -> tuple[str, ...]:
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
        self._language = ""

    @property
    def rows(self) -> list[MatchRow]:
        """The rows in the language in force."""
        if self._language != current_language():
            self._language = current_language()
            self._rows = match_rows(self.view.game, self.view.results, self.names)
        return self._rows

    def legend(self, first: int, count: int) -> tuple[str, ...]:
        results = self.view.results[first : first + count]
        legend = yaku_legend(self.view.game, results, self.view.rules)
        return legend_lines(legend, RIGHT - LEFT - 20)

    def visible(self) -> int:
        """How many rows fit (with room for a two-line legend and the scroll line)."""
        room = ROWS_BOTTOM - ROWS_Y - 2 * (LEGEND_SIZE + 8) - 40
        return max(1, room // ROW_HEIGHT)

    def scroll(self, steps: int) -> bool:
        """Move ``steps`` rows down (negative: up); False when it cannot move."""
        last = max(0, len(self.rows) - self.visible())
        first = min(last, max(0, self.first + steps))
        moved = first != self.first
        self.first = first
        return moved

    def draw(self, canvas: pygame.Surface) -> None:
        rows = self.rows
        count = min(len(rows), self.visible())
        shown = rows[self.first : self.first + count]
        legend = self.legend(self.first, count)
        scrolls = len(rows) > count
        bottom = ROWS_Y + ROW_HEIGHT * len(shown) + (LEGEND_SIZE + 8) * len(legend)
        bottom += 40 if scrolls else 16
        theme.draw_panel(canvas, pygame.Rect(LEFT - 20, TOP, RIGHT - LEFT + 40, bottom - TOP))
        gold, muted = theme.colour("gold_light"), theme.colour("muted")
        hows = any(row.how for row in rows)
        xs = seat_columns(len(self.names), SEATS_X if hows else HOW_X)
        column = (xs[1] - xs[0] if len(xs) > 1 else RIGHT - xs[0]) - 14
        heads = (
            (ROUND_X, tr_ctx("match table", "Round"), WINNER_X - ROUND_X),
            (WINNER_X, tr_ctx("match table", "Winner"), HOW_X - WINNER_X),
            *(((HOW_X, tr_ctx("match table", "How"), SEATS_X - HOW_X),) if hows else ()),
            *((x, display_name(name), column) for x, name in zip(xs, self.names, strict=True)),
        )
        for x, head, room in heads:
            text = ellipsize(head, 26, room - 14, "ui_bold")
            theme.draw_text(canvas, text, 26, gold, "ui_bold", topleft=(x, HEAD_Y))
        for index, row in enumerate(shown):
            draw_row(canvas, row, ROWS_Y + index * ROW_HEIGHT, xs, column)
        y = ROWS_Y + ROW_HEIGHT * len(shown) + 6
        for line in legend:
            theme.draw_text(canvas, line, LEGEND_SIZE, muted, topleft=(LEFT, y))
            y += LEGEND_SIZE + 8
        if scrolls:
            text = tr(
                "Rounds {first}-{last} of {count}   Up / Down: more",
                first=shown[0].number,
                last=shown[-1].number,
                count=len(rows),
            )
            theme.draw_text(canvas, text, 20, gold, midright=(RIGHT, y + 14))


def draw_row(canvas: pygame.Surface, row: MatchRow, y: int, xs, column: int) -> None:
    """One round: its number, winner and what it decided, then every seat's cell."""
    ivory, muted, gold = (theme.colour(n) for n in ("ivory", "muted", "gold_light"))
    size = MAIN_SIZES[0]
    theme.draw_text(canvas, str(row.number), size, ivory, topleft=(ROUND_X, y))
    winner = ellipsize(row.winner, size, HOW_X - WINNER_X - 14, "ui_bold")
    theme.draw_text(canvas, winner, size, ivory, "ui_bold", topleft=(WINNER_X, y))
    if row.how:
        how = ellipsize(row.how, size, xs[0] - HOW_X - 14)
        theme.draw_text(canvas, how, size, gold, topleft=(HOW_X, y))
    for x, seat in zip(xs, row.seats, strict=True):
        main, detail, lines = fit_cell(seat.detail, column, ROW_HEIGHT)
        rect = theme.draw_text(canvas, seat.points, main, ivory, "ui_bold", topleft=(x, y))
        if seat.struck:  # fuke: the round's points do not count
            mid = rect.centery
            pygame.draw.line(canvas, (220, 70, 60), (rect.left - 4, mid), (rect.right + 4, mid), 3)
        total = f"({seat.total})"
        theme.draw_text(canvas, total, main - 4, muted, midleft=(rect.right + 10, rect.centery))
        line_y = y + ROW_HEIGHT - 2 - (len(lines) - 1) * (detail + 2)
        for line in lines:  # from the row's foot up: CJK faces draw taller boxes
            theme.draw_text(canvas, line, detail, muted, bottomleft=(x, line_y))
            line_y += detail + 2
