"""Achievements: per game (a tab each, and one for those of every game), the unlocked ones
with the day they were earned and the locked ones with how to earn each
(game.persist.achievements).

Left/Right (or a click on a tab) picks the page; Up/Down, the mouse wheel or a click picks an
achievement, the list scrolling to keep it in view; Back returns. A damaged achievements file
was moved aside and counted again by the loader; its one-line notice is shown once.
"""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.engine import games
from game.i18n import tr, tr_ctx, tr_later
from game.i18n.sources import GAME_TITLE_CONTEXT
from game.input import actions as act
from game.persist import achievements as book_store
from game.persist.achievement_list import ANY_GAME, Achievement, of_game, standard
from game.ui import theme
from game.ui.menu_scene import MenuScene

PAGES: tuple[str, ...] = (*games.GAME_IDS, ANY_GAME)
LIST_RECT = pygame.Rect(120, 210, 1680, 780)
ROW_HEIGHT = 84
ROWS_SHOWN = 9
TAB_WIDTH = 300
TAB_GAP = 16
TITLE_SIZE = 30
TEXT_SIZE = 24
STATUS_WIDTH = 330  # the date (or "Locked") at each row's right
COUNT_RECT = pygame.Rect(1400, 75, 400, 50)  # beside the heading: the tabs reach x=1684


def tab_rect(index: int) -> pygame.Rect:
    """The tab of page ``index`` of PAGES, above the list."""
    return pygame.Rect(LIST_RECT.x + index * (TAB_WIDTH + TAB_GAP), 140, TAB_WIDTH, 50)


def page_title(page: str) -> str:
    if page == ANY_GAME:
        return tr("Every game")
    return tr_ctx(GAME_TITLE_CONTEXT, games.game_title(page)[0])


class AchievementsScene(MenuScene):
    heading = tr_later("Achievements")
    heading_ja = "実績"
    name = "achievements"
    footer = (
        (act.LEFT, tr_later("Game")),
        (act.UP, tr_later("Choose")),
        (act.BACK, tr_later("Back")),
    )

    def __init__(
        self,
        context: SceneContext | None = None,
        book: book_store.AchievementBook | None = None,
        listed: tuple[Achievement, ...] | None = None,
        page: str = games.KOIKOI,
    ) -> None:
        warning = None
        if book is None:
            book, warning = book_store.load()
        self.book = book
        self.listed = listed if listed is not None else standard()
        self.page = page
        self.selected = 0
        self.top = 0  # the first row in view
        super().__init__(context)
        if warning:
            self.context.services.notify(warning)

    # -- what is shown ----------------------------------------------------------------------
    def shown(self) -> list[Achievement]:
        """The page's achievements: its own first, then the first yaku of each kind."""
        return sorted(of_game(self.listed, self.page), key=lambda a: bool(a.yaku))

    def unlocked_on(self, achievement: Achievement) -> str | None:
        return self.book.unlocked.get(achievement.id)

    def show_page(self, page: str) -> None:
        self.page, self.selected, self.top = page, 0, 0

    def select(self, index: int) -> None:
        count = len(self.shown())
        if not count:
            return
        self.selected = max(0, min(count - 1, index))
        if self.selected < self.top:
            self.top = self.selected
        elif self.selected >= self.top + ROWS_SHOWN:
            self.top = self.selected - ROWS_SHOWN + 1

    # -- input ----------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool:
        step = {act.LEFT: -1, act.PREVIOUS: -1, act.RIGHT: 1, act.NEXT: 1}.get(action.name)
        if step is not None:
            self.show_page(PAGES[(PAGES.index(self.page) + step) % len(PAGES)])
            self.context.play_sound("menu_move")
            return True
        moves = {act.UP: -1, act.DOWN: 1}
        if action.name in moves:
            self.select(self.selected + moves[action.name])
            return True
        if action.name == act.SCROLL and isinstance(action.value, int | float):
            self.select(self.selected - int(action.value))
            return True
        if action.name == act.CLICK and action.pos is not None and self.clicked(action.pos):
            return True
        return super().handle_action(action)

    def clicked(self, pos) -> bool:
        for index, page in enumerate(PAGES):
            if tab_rect(index).collidepoint(pos):
                self.show_page(page)
                return True
        for row in range(ROWS_SHOWN):
            index = self.top + row
            if index < len(self.shown()) and self.row_rect(row).collidepoint(pos):
                self.select(index)
                return True
        return False

    def row_rect(self, row: int) -> pygame.Rect:
        return pygame.Rect(
            LIST_RECT.x + 16, LIST_RECT.y + 12 + row * ROW_HEIGHT, LIST_RECT.width - 56, 78
        )

    # -- drawing --------------------------------------------------------------------------
    def draw_decor(self, canvas: pygame.Surface) -> None:
        self.draw_tabs(canvas)
        shown = self.shown()
        earned = sum(1 for achievement in shown if self.unlocked_on(achievement))
        count = tr("{earned} of {total} unlocked", earned=earned, total=len(shown))
        theme.draw_text(
            canvas,
            count,
            theme.fit_size(count, 30, "ui_bold", COUNT_RECT.width),
            theme.colour("gold_light"),
            "ui_bold",
            midright=COUNT_RECT.midright,
        )
        theme.draw_panel(canvas, LIST_RECT)
        for row, achievement in enumerate(shown[self.top : self.top + ROWS_SHOWN]):
            self.draw_row(canvas, self.row_rect(row), achievement, self.top + row == self.selected)
        self.draw_scroll_bar(canvas, len(shown))

    def draw_tabs(self, canvas: pygame.Surface) -> None:
        for index, page in enumerate(PAGES):
            rect = tab_rect(index)
            lit = page == self.page
            pygame.draw.rect(
                canvas, theme.colour("panel_focus" if lit else "panel"), rect, border_radius=12
            )
            edge = theme.colour("gold_light" if lit else "muted")
            pygame.draw.rect(canvas, edge, rect, 3 if lit else 2, border_radius=12)
            title = page_title(page)
            theme.draw_text(
                canvas,
                title,
                theme.fit_size(title, 30, "ui_bold", rect.width - 16),
                theme.colour("gold_light" if lit else "ivory"),
                "ui_bold",
                center=rect.center,
            )

    def draw_row(
        self, canvas: pygame.Surface, rect: pygame.Rect, achievement: Achievement, focused: bool
    ) -> None:
        date = self.unlocked_on(achievement)
        if focused:
            pygame.draw.rect(canvas, theme.colour("panel_focus"), rect, border_radius=10)
            pygame.draw.rect(canvas, theme.colour("gold_light"), rect, 3, border_radius=10)
        mark = pygame.Rect(rect.x + 12, rect.y + 16, 12, rect.height - 32)
        pygame.draw.rect(
            canvas, theme.colour("gold" if date else "disabled"), mark, border_radius=4
        )
        room = rect.width - STATUS_WIDTH - 60
        lines = (  # text, size, face, colour (unlocked / locked), top
            (book_store.title_of(achievement), TITLE_SIZE, "ui_bold", "gold_light", "ivory", 6),
            (book_store.how_of(achievement), TEXT_SIZE, "ui", "ivory", "muted", 44),
        )
        for text, size, face, lit, dim, top in lines:
            theme.draw_text(
                canvas,
                text,
                theme.fit_size(text, size, face, room),
                theme.colour(lit if date else dim),
                face,
                topleft=(rect.x + 44, rect.y + top),
            )
        status = tr("Unlocked {date}", date=date) if date else tr("Locked")
        theme.draw_text(
            canvas,
            status,
            theme.fit_size(status, 26, "ui_bold", STATUS_WIDTH - 20),
            theme.colour("gold" if date else "disabled"),
            "ui_bold",
            midright=(rect.right - 20, rect.centery),
        )

    def draw_scroll_bar(self, canvas: pygame.Surface, count: int) -> None:
        if count <= ROWS_SHOWN:
            return
        track = pygame.Rect(LIST_RECT.right - 28, LIST_RECT.y + 16, 10, LIST_RECT.height - 32)
        pygame.draw.rect(canvas, theme.colour("panel"), track, border_radius=5)
        height = max(40, track.height * ROWS_SHOWN // count)
        top = track.y + (track.height - height) * self.top // (count - ROWS_SHOWN)
        thumb = pygame.Rect(track.x, top, track.width, height)
        pygame.draw.rect(canvas, theme.colour("gold"), thumb, border_radius=5)
