"""Match result scene: final scores, the month-by-month table, the winner, and the choice
of a rematch (same settings, new seed) or the title screen. It opens with the winner's
victory flourish (game.scenes.flourish_moments) when the flourish option allows: the
result screen is frozen beneath it, any confirm / click / pad button skips it, and the
buttons (and the attract auto-close) wait until it is over."""

from __future__ import annotations

import pygame

from game.core.scenes import Scene
from game.input import actions as act
from game.ui import theme
from game.ui.menu import WidgetGroup
from game.ui.widgets import Button
from game.view.hud import ellipsize
from game.view.summary import yaku_label

PREPARE_BUDGET_S = 0.004  # victory pre-rendering per logic step before it starts
TABLE_LEFT, TABLE_WIDTH = 260, 1400
TABLE_ROWS_HEIGHT = 600  # the rows end above the buttons even with 12 months
COLUMNS = (290, 400, 620, 760, 880, 1360, 1505)  # month, winner, how, points, yaku, scores


def column_width(index: int) -> int:
    """Room for column ``index`` of the month table: up to the next column, or the panel's
    inner right edge (text that would not fit is cut with "...")."""
    right = COLUMNS[index + 1] if index + 1 < len(COLUMNS) else TABLE_LEFT + TABLE_WIDTH - 20
    return right - COLUMNS[index] - 16


REASON_TEXT = {
    "stop": "stop",
    "exhausted": "drawn",
    "hand_yaku": "hand yaku",
    "both_hand_yaku": "drawn",
}


class MatchResultScene(Scene):
    name = "match_result"

    def __init__(
        self,
        context,
        session,
        *,
        attract: bool = False,
        auto_close: float | None = None,
        month_ends=(),
    ) -> None:
        """``month_ends``: the MonthEnded events the table saw (the cards of the winner's
        best yaku for the victory flourish)."""
        super().__init__(context)
        self.session = session
        self.attract = attract
        self.age = 0.0
        self.auto_close = auto_close if auto_close is not None else (6.0 if attract else None)
        self.rematch_button = Button(
            pygame.Rect(560, 950, 360, 80), "Rematch", self.rematch, key="rematch"
        )
        self.title_button = Button(
            pygame.Rect(1000, 950, 360, 80), "Title", self.to_title, key="title"
        )
        self.group = WidgetGroup([self.rematch_button, self.title_button], sound=context.play_sound)
        self.background = None
        from game.scenes.flourish_moments import victory_flourish

        self.victory = victory_flourish(context, session, month_ends)
        self.victory_frame: pygame.Surface | None = None

    @property
    def victory_playing(self) -> bool:
        return self.victory is not None and not self.victory.done

    def rematch(self) -> None:
        import dataclasses

        from game.scenes.table import TableScene

        config = self.session.config
        seed = None if config.seed is None else config.seed + 1
        new_config = dataclasses.replace(config, seed=seed)
        if "table" in self.context.factories:  # the factory adds autosave (persist developer)
            self.stack.replace(
                self.context.make_scene("table", config=new_config, attract=self.attract)
            )
            return
        self.stack.replace(TableScene(self.context, new_config, attract=self.attract))

    def to_title(self) -> None:
        hook = self.context.hooks.get("title")
        if hook is not None:
            hook()
            return
        factory = self.context.factories.get("title")
        if factory is not None:
            self.stack.reset(factory(self.context))
        else:
            self.context.request_quit()

    def update(self, dt: float) -> None:
        if self.victory_playing:
            if not self.victory.prepared:
                self.victory.prepare_some(self._victory_frame(), PREPARE_BUDGET_S)
            else:
                self.victory.update(dt)
            return
        self.age += dt
        if self.auto_close is not None and self.age >= self.auto_close:
            self.auto_close = None
            self.to_title()

    def handle_action(self, action: act.Action) -> bool:
        if self.victory_playing:
            from game.scenes.table_flourish import is_skip

            if is_skip(action):
                self.victory.skip()
            return True
        if action.name == act.BACK:
            self.to_title()
            return True
        return self.group.handle_action(action)

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
        state = self.session.state
        names = self.session.names
        scores = state.returns()
        winner = state.winner()
        title = (
            "Draw!"
            if winner is None
            else f"{names[winner]} {verb(names[winner], 'win')} the match!"
        )
        theme.draw_shadowed_text(
            canvas, title, 72, theme.colour("gold_light"), "ui_bold", center=(960, 80)
        )
        theme.draw_text(
            canvas,
            f"{names[0]} {scores[0]}   -   {scores[1]} {names[1]}",
            48,
            theme.colour("ivory"),
            "ui_bold",
            center=(960, 170),
        )
        results = state.month_results
        row_height = min(52, TABLE_ROWS_HEIGHT // max(1, len(results)))
        table = pygame.Rect(TABLE_LEFT, 230, TABLE_WIDTH, max(200, 100 + row_height * len(results)))
        theme.draw_panel(canvas, table)
        headers = ("Month", "Winner", "How", "Points", "Yaku", f"{names[0]}", f"{names[1]}")
        for index, (x, header) in enumerate(zip(COLUMNS, headers, strict=True)):
            theme.draw_text(
                canvas,
                ellipsize(header, 26, column_width(index), "ui_bold"),
                26,
                theme.colour("gold_light"),
                "ui_bold",
                topleft=(x, 250),
            )
        for index, result in enumerate(results):
            y = 300 + index * row_height
            winner_seat = result["winner"]
            delta = result["score_delta"]
            yaku = ", ".join(
                yaku_label(name)
                for name, _ in (result["yaku"][winner_seat] if winner_seat is not None else ())
            )
            cells = (
                str(result["month"]),
                names[winner_seat] if winner_seat is not None else "-",
                REASON_TEXT.get(result["reason"], result["reason"]),
                f"+{delta[winner_seat]}" if winner_seat is not None else "0",
                yaku,
                str(result["scores"][0]),
                str(result["scores"][1]),
            )
            for index, (x, cell) in enumerate(zip(COLUMNS, cells, strict=True)):
                shown = ellipsize(cell, 24, column_width(index))
                theme.draw_text(canvas, shown, 24, theme.colour("ivory"), topleft=(x, y))
        if buttons:
            self.group.draw(canvas, self.age)


def verb(name: str, base: str) -> str:
    """ "You win" but "CPU wins"."""
    return base if name == "You" else base + "s"
