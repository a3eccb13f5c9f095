"""Match result scene: final scores, the month-by-month table, the winner, and the choice
of a rematch (``rematch()``, given by the table: same settings, new seed) or the title
screen. It opens with the winner's victory flourish (given by the table, see
game.table.moments) when there is one: the result screen is frozen beneath it, any confirm
/ click / pad button skips it, and the buttons (and the attract auto-close) wait until it is
over. The month table has one score column per seat."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.scenes import Scene
from game.core.wording import display_name, for_seat
from game.engine.table_view import MonthOutcome, TableView
from game.i18n import tr, tr_ctx, tr_later
from game.input import actions as act
from game.match.names import game_yaku_label, yaku_label
from game.scenes.overlays.match_rounds import RoundTable
from game.table.flourish import is_skip
from game.ui import theme
from game.ui.menu import WidgetGroup
from game.ui.settle import InputSettle
from game.ui.widgets import Button
from game.view.round_summary import final_line
from game.view.text_fit import ellipsize

PREPARE_BUDGET_S = 0.004  # victory pre-rendering per logic step before it starts
TABLE_LEFT, TABLE_WIDTH = 260, 1400
TABLE_ROWS_HEIGHT = 600  # the rows end above the buttons even with 12 months
# month, winner, how, points, yaku; then one score column per seat from SCORES_LEFT
LEAD_COLUMNS = (290, 400, 620, 760, 880)
SCORES_LEFT, SCORE_COLUMN = 1360, 145


def columns(seats: int = 2) -> tuple[int, ...]:
    """The x of each column of the month table for ``seats`` seats (the yaku column gives
    room to the scores of a third and fourth seat)."""
    left = SCORES_LEFT - (seats - 2) * SCORE_COLUMN
    return LEAD_COLUMNS + tuple(left + seat * SCORE_COLUMN for seat in range(seats))


def column_width(index: int, seats: int = 2) -> int:
    """Room for column ``index`` of the month table: up to the next column, or the panel's
    inner right edge (text that would not fit is cut with "...")."""
    xs = columns(seats)
    right = xs[index + 1] if index + 1 < len(xs) else TABLE_LEFT + TABLE_WIDTH - 20
    return right - xs[index] - 16


ENDING_TEXT = {
    "stop": tr_later("stop"),
    "last_card": tr_later("last card"),
    "koikoi_once": tr_later("forced stop"),
    "exhausted": tr_later("drawn"),
    "both_hand_yaku": tr_later("drawn (both hands)"),
    "played_out": tr_later("played out"),
    "fuke": tr_later("fuke"),
}


def how_it_ended(result: MonthOutcome) -> str:
    """The month table's "How": stop, last card, drawn, the hand yaku's name (teshi)..."""
    ending = result.ending or result.reason
    if ending == "hand_yaku" and result.winner is not None and result.yaku[result.winner]:
        return yaku_label(result.yaku[result.winner][0][0])
    if ending == "exhausted" and result.winner is not None:
        return tr("hands ran out")  # a drawn month that pays the dealer (or the other seat)
    known = ENDING_TEXT.get(ending)
    return tr(known) if known else ending.replace("_", " ")


class MatchResultScene(Scene):
    name = "match_result"

    def __init__(
        self,
        context,
        *,
        view: TableView,
        names: tuple[str, ...],
        rematch: Callable[[], None] | None = None,
        attract: bool = False,
        auto_close: float | None = None,
        victory=None,
    ) -> None:
        """``view``: the finished match; ``victory``: the winner's flourish (or None)."""
        super().__init__(context)
        self.view = view
        self.names = names
        self.on_rematch = rematch
        self.attract = attract
        self.age = 0.0
        self.auto_close = auto_close if auto_close is not None else (6.0 if attract else None)
        self.rematch_button = Button(
            pygame.Rect(560, 950, 360, 80), "", self.rematch, key="rematch"
        )
        self.title_button = Button(pygame.Rect(1000, 950, 360, 80), "", self.to_title, key="title")
        self.group = WidgetGroup([self.rematch_button, self.title_button], sound=context.play_sound)
        self.background = None
        self.victory = victory
        self.victory_frame: pygame.Surface | None = None
        self.settle = InputSettle()  # counts once the flourish is over
        self.round_table = RoundTable(view, names)  # roppyakken and hana-awase
        self._label_buttons()

    def language_changed(self) -> None:
        self._label_buttons()
        if not self.victory_playing:
            self.victory_frame = None  # the held result is drawn again in the new language

    def _label_buttons(self) -> None:
        """The buttons' labels in the language in force, both as wide as the wider needs."""
        self.rematch_button.label = tr("Rematch")
        self.title_button.label = tr_ctx("button", "Title")
        widest = max(
            theme.text(button.label, button.size, (0, 0, 0), "ui_bold").get_width()
            for button in (self.rematch_button, self.title_button)
        )
        width = max(360, widest + 60)
        self.rematch_button.rect = pygame.Rect(0, 950, width, 80)
        self.rematch_button.rect.right = 920
        self.title_button.rect = pygame.Rect(1000, 950, width, 80)
        self.group.refresh()  # the focus targets follow the resized buttons

    @property
    def victory_playing(self) -> bool:
        return self.victory is not None and not self.victory.done

    def rematch(self) -> None:
        if self.on_rematch is not None:
            self.on_rematch()

    def to_title(self) -> None:
        self.stack.reset(self.context.make_scene("title"))

    def update(self, dt: float) -> None:
        if self.victory_playing:
            if not self.victory.prepared:
                self.victory.prepare_some(self._victory_frame(), PREPARE_BUDGET_S)
            else:
                self.victory.update(dt)
            return
        self.settle.update(dt)
        self.age += dt
        if self.auto_close is not None and self.age >= self.auto_close:
            self.auto_close = None
            self.to_title()

    def handle_action(self, action: act.Action) -> bool:
        if self.victory_playing:
            if is_skip(action):
                self.victory.skip()
            return True
        if self.settle.blocks(action):
            return True
        if action.name == act.BACK:
            self.to_title()
            return True
        if not self.view.is_koikoi and self._scroll(action):
            return True
        return self.group.handle_action(action)

    def _scroll(self, action: act.Action) -> bool:
        """Up / Down and the wheel scroll a long round table."""
        if action.name in (act.UP, act.DOWN):
            return self.round_table.scroll(-1 if action.name == act.UP else 1)
        if action.name == act.SCROLL:
            return self.round_table.scroll(-int(action.value or 0) * 3)
        return False

    def _victory_frame(self) -> pygame.Surface:
        if self.victory_frame is None:
            self.victory_frame = pygame.Surface((1920, 1080))
            self._draw_result(self.victory_frame, buttons=False)
        return self.victory_frame

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.victory_playing:
            frame = self._victory_frame()
            if self.victory.prepared:
                self.victory.draw(canvas, frame)
            else:
                canvas.blit(frame, (0, 0))  # hold the result while it pre-renders
            return
        self._draw_result(canvas)

    def _draw_result(self, canvas: pygame.Surface, buttons: bool = True) -> None:
        if self.background is None:
            self.background = theme.backdrop((1920, 1080), sun=False)
        canvas.blit(self.background, (0, 0))
        view = self.view
        names = self.names
        scores = view.scores
        winner = view.winner
        title = (
            tr("Draw!")
            if winner is None
            else for_seat(names[winner], "You win the match!", "{name} wins the match!")
        )
        theme.draw_shadowed_text(
            canvas, title, 72, theme.colour("gold_light"), "ui_bold", center=(960, 80)
        )
        line = (
            score_line(names, scores)
            if view.is_koikoi
            else final_line(view.game, view.returns, names, [seat.wins for seat in view.seats])
        )
        theme.draw_text(
            canvas,
            ellipsize(line, 48, 1800, "ui_bold"),
            48,
            theme.colour("ivory"),
            "ui_bold",
            center=(960, 170),
        )
        if view.is_koikoi:
            self._draw_months(canvas, view)
        else:
            self.round_table.draw(canvas)
        if buttons:
            self.group.draw(canvas, self.age)
            self.settle.veil(canvas, [widget.rect for widget in self.group.widgets])

    def _draw_months(self, canvas: pygame.Surface, view: TableView) -> None:
        """Koi-koi's month table: winner, how, points and yaku, every seat's score."""
        names = self.names
        results = view.results
        seats = len(names)
        xs = columns(seats)
        row_height = min(52, TABLE_ROWS_HEIGHT // max(1, len(results)))
        table = pygame.Rect(TABLE_LEFT, 230, TABLE_WIDTH, max(200, 100 + row_height * len(results)))
        theme.draw_panel(canvas, table)
        headers = (
            tr_ctx("match table", "Month"),
            tr_ctx("match table", "Winner"),
            tr_ctx("match table", "How"),
            tr_ctx("match table", "Points"),
            tr_ctx("match table", "Yaku"),
            *(display_name(name) for name in names),
        )
        for index, (x, header) in enumerate(zip(xs, headers, strict=True)):
            theme.draw_text(
                canvas,
                ellipsize(header, 26, column_width(index, seats), "ui_bold"),
                26,
                theme.colour("gold_light"),
                "ui_bold",
                topleft=(x, 250),
            )
        for index, result in enumerate(results):
            y = 300 + index * row_height
            winner_seat = result.winner
            delta = result.score_delta
            yaku = tr(", ").join(
                game_yaku_label(name, view.game)
                for name, _ in (result.yaku[winner_seat] if winner_seat is not None else ())
            )
            cells = (
                str(result.month),
                display_name(names[winner_seat]) if winner_seat is not None else "-",
                how_it_ended(result),
                f"+{delta[winner_seat]}" if winner_seat is not None else "0",
                yaku,
                *(str(score) for score in result.scores),
            )
            for index, (x, cell) in enumerate(zip(xs, cells, strict=True)):
                shown = ellipsize(cell, 24, column_width(index, seats))
                theme.draw_text(canvas, shown, 24, theme.colour("ivory"), topleft=(x, y))


def score_line(names: tuple[str, ...], scores: tuple[int, ...]) -> str:
    """ "You 12   -   5 CPU" for two seats; "Red 12   Blue 5   Green 3" for more."""
    shown = [display_name(name) for name in names]
    if len(names) == 2:
        return f"{shown[0]} {scores[0]}   -   {scores[1]} {shown[1]}"
    return "   ".join(
        tr("{name} {score}", name=name, score=score)
        for name, score in zip(shown, scores, strict=True)
    )
