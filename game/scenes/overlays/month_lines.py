"""Koi-koi's month result, the body of the round result overlay
(:mod:`game.scenes.overlays.round_result`): the winner (or "Drawn month"), the points with
the calculation, each yaku with the cards that made it, both running scores and the last
turn. Teshi / kuttsuki months are announced the same way. The first frame is drawn over the
table and kept (nothing moves below while the director waits).
"""

from __future__ import annotations

import pygame

from game.core.wording import display_name, for_seat
from game.engine.koikoi.scoring import yaku_cards
from game.i18n import tr, tr_ctx, tr_later
from game.input import actions as act
from game.match.names import yaku_label
from game.ui import theme
from game.ui.prompts import draw_prompts
from game.view.layout import card_height
from game.view.summary import describe_turn, mask_of_codes, month_calculation
from game.view.text_fit import fit_lines, wrap

PANEL = pygame.Rect(360, 120, 1200, 840)
CARD_WIDTH = 64
ROW_HEIGHT = 112  # one yaku: its name and its cards
MAX_FULL_ROWS = 5  # beyond this many yaku the rows (and cards) get smaller to fit
REASONS = {
    "exhausted": tr_later("Drawn month: both hands ran out"),
    "both_hand_yaku": tr_later("Both hands showed a hand yaku"),
    "hand_yaku": tr_later("Hand yaku at the deal"),
    "last_card": tr_later("A yaku on the last hand card ends the month"),
    "koikoi_once": tr_later("A new yaku after this month's koi-koi: a forced stop"),
}
REASON_SIZE = 30


class MonthLines:
    """Koi-koi's month result drawn for ``overlay`` (the round result scene: its event,
    names, rules, last turn, card art, hand yaku, age and auto close)."""

    def __init__(self, overlay) -> None:
        self.overlay = overlay
        self.event = overlay.event
        self.names = overlay.names
        self.rules = overlay.rules
        self.last_turn = overlay.last_turn
        self.art = overlay.art
        self.hand_yaku = overlay.hand_yaku
        self.lay_out()

    def lay_out(self) -> None:
        """The title, the reason, the calculation's lines and the panel in the language in
        force (the kept frame is dropped: the next draw makes it again)."""
        event = self.event
        self._frame = None
        self.overlay.transparent = True
        self.calculation: list[str] = []
        self.calculation_size = 30
        if event.winner is not None:
            self.calculation_size, self.calculation = fit_lines(
                month_calculation(event), PANEL.width - 100, 2 * 37, (30, 26, 23)
            )
        rows = len(event.yaku[event.winner]) if event.winner is not None else 0
        self.row_height, self.card_width = yaku_row_size(rows)
        ending = event.ending or event.reason
        reason = REASONS.get(ending) if ending != "hand_yaku" else None
        self.reason_lines = (
            theme.wrap_text(tr(reason), REASON_SIZE, PANEL.width - 100) if reason else []
        )
        self.title = self._title()
        height = 130 + self._calculation_height() + rows * self.row_height + 230
        height += 44 * len(self.reason_lines)
        self.panel = pygame.Rect(0, 0, PANEL.width, max(420, height))
        self.panel.center = (960, 540)

    def _title(self) -> str:
        event = self.event
        if event.winner is None:
            return tr("Drawn month")
        return for_seat(
            self.names[event.winner],
            "You win month {month}: +{gain}",
            "{name} wins month {month}: +{gain}",
            month=event.round,
            gain=event.score_delta[event.winner],
        )

    def _calculation_height(self) -> int:
        return len(self.calculation) * (self.calculation_size + 7) + 13 if self.calculation else 0

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        """The first frame is drawn over the table and kept; later frames blit that copy
        (nothing moves below while the director waits for this overlay)."""
        if self._frame is None or self._frame.get_size() != canvas.get_size():
            self._draw_body(canvas)
            self._frame = canvas.copy()
            self.overlay.transparent = False
        else:
            canvas.blit(self._frame, (0, 0))
        overlay = self.overlay
        if overlay.auto_close is None:
            meaning = tr_ctx("month result", "Continue")
        else:
            left = max(0, int(overlay.auto_close - overlay.age + 0.99))
            meaning = tr("Continue ({seconds})", seconds=left)
        context = overlay.context
        key = context.input.prompt(act.CONFIRM) if context.input is not None else ""
        if key:
            draw_prompts(
                canvas,
                [(key, meaning)],
                right=self.panel.right - 40,
                centre_y=self.panel.bottom - 34,
                size=24,
            )

    def _draw_body(self, canvas: pygame.Surface) -> None:
        canvas.blit(theme.shade(), (0, 0))
        panel = self.panel
        theme.draw_panel(canvas, panel)
        event = self.event
        names = self.names
        theme.draw_text(
            canvas,
            self.title,
            theme.fit_size(self.title, 52, "ui_bold", panel.width - 80),
            theme.colour("gold_light"),
            "ui_bold",
            center=(self.panel.centerx, self.panel.y + 56),
        )
        y = self.panel.y + 120
        for line in self.reason_lines:
            theme.draw_text(
                canvas,
                line,
                REASON_SIZE,
                theme.colour("ivory"),
                midleft=(self.panel.x + 50, y),
            )
            y += 44
        if event.winner is not None:
            for line in self.calculation:
                theme.draw_text(
                    canvas,
                    line,
                    self.calculation_size,
                    theme.colour("ivory"),
                    midleft=(self.panel.x + 50, y),
                )
                y += self.calculation_size + 7
            y += 13
            y = self._draw_yaku(
                canvas,
                y,
                event.yaku[event.winner],
                event.captured[event.winner],
                self.rules,
            )
        score_line = "   ".join(
            tr("{name} {score}", name=display_name(names[seat]), score=score)
            for seat, score in enumerate(event.scores)
        )
        scores = tr("Scores: {scores}", scores=score_line)
        theme.draw_text(
            canvas,
            scores,
            theme.fit_size(scores, 34, "ui_bold", panel.width - 100),
            theme.colour("gold_light"),
            "ui_bold",
            midleft=(self.panel.x + 50, self.panel.bottom - 150),
        )
        last = describe_turn(self.last_turn, names)
        if last:
            line_y = self.panel.bottom - 104
            turn = tr("Last turn: {turn}", turn=last)
            for part in wrap(turn, 26, self.panel.width - 100)[:2]:
                theme.draw_text(
                    canvas, part, 26, theme.colour("muted"), midleft=(self.panel.x + 50, line_y)
                )
                line_y += 32

    def _draw_yaku(
        self, canvas: pygame.Surface, y: int, yaku, captured: tuple[str, ...], rules
    ) -> int:
        mask = mask_of_codes(captured)
        card_width, row_height = self.card_width, self.row_height
        height = card_height(card_width)
        for name, points in yaku:
            theme.draw_text(
                canvas,
                tr("{yaku} {points}", yaku=yaku_label(name), points=points),
                30 if row_height >= 80 else 26,
                theme.colour("gold_light"),
                "ui_bold",
                midleft=(self.panel.x + 50, y + height // 2),
            )
            cards = [c for c in captured if mask_of_codes([c]) & yaku_cards(name, mask, rules)]
            if name in ("teshi", "kuttsuki"):
                shown = self.hand_yaku
                cards = list(shown.cards) if shown is not None else []
            x = self.panel.x + 330
            step = min(
                card_width + 6, (self.panel.right - 60 - x - card_width) / max(1, len(cards) - 1)
            )
            for code in cards:
                canvas.blit(self.art.surface(code, card_width), (x, y))
                x += step
            y += row_height
        return y


def yaku_row_size(rows: int) -> tuple[int, int]:
    """(row height, card width) for ``rows`` yaku rows: 112 px rows of 64 px cards for up to
    five; more rows share the room five had (every yaku is listed, with smaller cards)."""
    if rows <= MAX_FULL_ROWS:
        return ROW_HEIGHT, CARD_WIDTH
    row_height = ROW_HEIGHT * MAX_FULL_ROWS // rows
    return row_height, max(24, int((row_height - 8) / 1.6))
