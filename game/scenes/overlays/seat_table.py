"""The N-seat games' round result, the body of the round result overlay
(:mod:`game.scenes.overlays.round_result`): every seat's card points (against par where the
game has one), yaku and teyaku, round points (struck out by fuke), the score change and the
running total; roppyakken says who won a game (ichikoro as a big line) and the wins so far;
a settled game lists every payment under the rows (hachi-hachi's in mon, with the field
multiplier and how the round ended - shobu, sage, a cancel - over the rows).
"""

from __future__ import annotations

import pygame

from game.core.wording import display_name
from game.i18n import tr, tr_ctx
from game.ui import theme
from game.view.panels import seat_colour
from game.view.round_summary import (
    payment_lines,
    round_lines,
    round_rows,
    round_title,
    signed,
)
from game.view.text_fit import ellipsize

PANEL = pygame.Rect(210, 150, 1500, 780)
# name, cards, yaku, round points, change, total
COLUMNS = (260, 560, 760, 1250, 1410, 1560)
ROW_HEIGHT = 74
PAYMENT_SIZE, PAYMENT_LINE = 24, 32
MAX_PAYMENT_LINES = 6  # per column; beyond: a second column, then a line says how many more
PAYMENT_COLUMNS = 2


class SeatTable:
    """An N-seat game's round result drawn for ``overlay`` (the round result scene: its
    event, names, the game won with it, the wins, target and par, age and auto close)."""

    def __init__(self, overlay) -> None:
        self.overlay = overlay
        self.event = overlay.event
        self.names = overlay.names
        self.won = overlay.won
        self.wins = overlay.wins
        self.target = overlay.target
        self.par = overlay.par
        self.lay_out()

    def lay_out(self) -> None:
        """The rows, title and lines in the language in force."""
        self.rows = round_rows(self.event, self.names, self.par)
        self.title = round_title(self.event, self.names)
        self.lines = round_lines(self.event, self.names, self.won, self.target, self.overlay.rules)
        payments = payment_lines(self.event, self.names)
        room = MAX_PAYMENT_LINES * PAYMENT_COLUMNS
        if len(payments) > room:
            more = len(payments) - room + 1
            payments = payments[: room - 1] + [tr("... and {count} more payments", count=more)]
        self.payments = payments

    @property
    def ichikoro(self) -> bool:
        return self.won is not None and self.won.reason in ("shiko", "nanatan")

    def panel(self) -> pygame.Rect:
        """The panel, as tall as its lines and rows need."""
        height = 240 + 44 * len(self.lines)
        height += ROW_HEIGHT * len(self.rows) + (70 if any(self.wins) else 0) + 60
        if self.payments:
            height += 20 + PAYMENT_LINE * (min(len(self.payments), MAX_PAYMENT_LINES) + 1)
        rect = pygame.Rect(0, 0, PANEL.width, min(PANEL.height + 260, height))
        rect.center = (960, 540)
        return rect

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.shade(), (0, 0))
        panel = self.panel()
        theme.draw_panel(canvas, panel)
        gold, ivory, muted = (theme.colour(n) for n in ("gold_light", "ivory", "muted"))
        title_size = theme.fit_size(self.title, 56, "ui_bold", panel.width - 80)
        theme.draw_text(
            canvas, self.title, title_size, gold, "ui_bold", center=(panel.centerx, panel.y + 60)
        )
        y = panel.y + 120
        for index, line in enumerate(self.lines):
            big = index == len(self.lines) - 1 and self.ichikoro
            size = 40 if big else 30
            shown = ellipsize(line, size, panel.width - 80, "ui_bold" if big else "ui")
            theme.draw_text(
                canvas,
                shown,
                size,
                gold if big else ivory,
                "ui_bold" if big else "ui",
                center=(panel.centerx, y),
            )
            y += size + 14
        y += 16
        cards_head = (
            tr_ctx("round result", "Cards (par {par})", par=self.par)
            if self.par
            else tr_ctx("round result", "Cards")
        )
        heads = (
            "",
            cards_head,
            tr_ctx("round result", "Yaku"),
            tr_ctx("round result", "Round"),
            tr_ctx("round result", "Change"),
            tr_ctx("round result", "Total"),
        )
        for index, (x, head) in enumerate(zip(COLUMNS, heads, strict=True)):
            room = (COLUMNS[index + 1] if index + 1 < len(COLUMNS) else panel.right - 20) - x - 16
            shown = ellipsize(head, 26, room, "ui_bold")
            theme.draw_text(canvas, shown, 26, muted, "ui_bold", midleft=(x, y))
        y += 44
        for row in self.rows:
            self._draw_row(canvas, row, y)
            y += ROW_HEIGHT
        if self.wins and any(self.wins):
            won = "   ".join(
                tr("{name}: {count} won", name=display_name(name), count=count)
                for name, count in zip(self.names, self.wins, strict=True)
            )
            theme.draw_text(canvas, won, 28, gold, center=(panel.centerx, y + 20))
            y += 70
        if self.payments:
            self._draw_payments(canvas, panel, y)
        overlay = self.overlay
        if overlay.auto_close is None:
            prompt = tr("Enter / click to continue")
        else:
            left = max(0, int(overlay.auto_close - overlay.age + 0.99))
            prompt = tr("Enter / click to continue ({seconds})", seconds=left)
        theme.draw_text(
            canvas,
            prompt,
            24,
            muted,
            midright=(panel.right - 40, panel.bottom - 30),
        )

    def _draw_payments(self, canvas: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The yaku paid between seats, under the rows: the Change column's other part."""
        muted, ivory = theme.colour("muted"), theme.colour("ivory")
        left, room = COLUMNS[0], panel.right - 40 - COLUMNS[0]
        if self.event.kan_mon:
            head = tr("Every payment, in mon (Change = mon received - mon paid):")
        else:
            head = tr("Yaku paid (Change = cards against par + yaku received - yaku paid):")
        head = ellipsize(head, PAYMENT_SIZE, room, "ui_bold")
        theme.draw_text(canvas, head, PAYMENT_SIZE, muted, "ui_bold", topleft=(left, y))
        columns = 1 if len(self.payments) <= MAX_PAYMENT_LINES else PAYMENT_COLUMNS
        width = room // columns
        for index, line in enumerate(self.payments):
            column, row = divmod(index, MAX_PAYMENT_LINES)
            shown = ellipsize(line, PAYMENT_SIZE, width - 20)
            at = (left + column * width, y + PAYMENT_LINE * (row + 1))
            theme.draw_text(canvas, shown, PAYMENT_SIZE, ivory, topleft=at)

    def _draw_row(self, canvas: pygame.Surface, row, y: int) -> None:
        ivory, gold = theme.colour("ivory"), theme.colour("gold_light")
        pygame.draw.rect(canvas, seat_colour(row.seat), (COLUMNS[0] - 24, y - 20, 10, 40))
        name = ellipsize(display_name(row.name), 32, COLUMNS[1] - COLUMNS[0] - 20, "ui_bold")
        theme.draw_text(canvas, name, 32, ivory, "ui_bold", midleft=(COLUMNS[0], y))
        theme.draw_text(canvas, row.cards, 30, ivory, midleft=(COLUMNS[1], y))
        yaku = ellipsize(row.yaku, 26, COLUMNS[3] - COLUMNS[2] - 20)
        theme.draw_text(canvas, yaku, 26, ivory, midleft=(COLUMNS[2], y))
        rect = theme.draw_text(canvas, str(row.points), 30, ivory, midleft=(COLUMNS[3], y))
        if row.struck:  # fuke: the round's points are struck out
            pygame.draw.line(
                canvas,
                (220, 70, 60),
                (rect.left - 6, rect.centery),
                (rect.right + 6, rect.centery),
                4,
            )
        theme.draw_text(canvas, signed(row.change), 30, gold, "ui_bold", midleft=(COLUMNS[4], y))
        theme.draw_text(canvas, str(row.total), 30, ivory, "ui_bold", midleft=(COLUMNS[5], y))
