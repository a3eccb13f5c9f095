"""Table look (from Options): the card back and the table cloth the table is drawn with,
each chosen from the looks achievements unlock or the arcade ladder awarded (game.view.unlocks).

Two rows of pictures, card backs above and cloths below: Up/Down picks the row, Left/Right
the look, Confirm (or a click) takes it. A locked look is shown dimmed with the achievement
that earns it and cannot be taken. The choice goes in the settings at once and is saved when
the screen closes. A damaged achievements file was counted again by its loader; its notice
is shown once.
"""

from __future__ import annotations

import pygame

from game.assets.cards import card_images
from game.core.scenes import SceneContext
from game.core.settings import Settings
from game.engine import games
from game.i18n import tr, tr_ctx, tr_later
from game.i18n.sources import GAME_TITLE_CONTEXT
from game.input import actions as act
from game.persist import achievements as book_store
from game.persist.achievement_list import ANY_GAME, Achievement
from game.persist.achievement_list import standard as standard_achievements
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.view import unlocks
from game.view.table_theme import draw_table_surface

ROWS: tuple[str, ...] = (unlocks.CARD_BACK, unlocks.TABLE_THEME)
ROW_TITLES = {
    unlocks.CARD_BACK: tr_later("Card back"),
    unlocks.TABLE_THEME: tr_later("Table cloth"),
}
ROW_RECTS = {
    unlocks.CARD_BACK: pygame.Rect(120, 170, 1680, 382),
    unlocks.TABLE_THEME: pygame.Rect(120, 566, 1680, 332),
}
PICTURE_SIZES = {unlocks.CARD_BACK: (150, 240), unlocks.TABLE_THEME: (320, 180)}
PICTURE_GAP = {unlocks.CARD_BACK: 80, unlocks.TABLE_THEME: 64}
STATUS_RECT = pygame.Rect(120, 906, 1680, 70)  # what the focused look is, how it is earned
CLOTH_DRAWN_AT = (960, 540)  # a cloth is painted at half the table's size, then shrunk
LABEL_SIZE = 26
STATUS_SIZE = 28


class TableLookScene(MenuScene):
    heading = tr_later("Table look")
    heading_ja = "テーブル"
    name = "table_look"
    footer = (
        (act.LEFT, tr_later("Choose")),
        (act.UP, tr_later("Card back / cloth")),
        (act.CONFIRM, tr_later("Use")),
        (act.BACK, tr_later("Back")),
    )

    def __init__(
        self,
        context: SceneContext | None = None,
        book: book_store.AchievementBook | None = None,
        offered: tuple[unlocks.Unlock, ...] | None = None,
        won_on_ladder: dict[str, set[str]] | None = None,
    ) -> None:
        warning = None
        if book is None:
            book, warning = book_store.load()
        self.book = book
        self.offered = offered if offered is not None else unlocks.standard()
        if won_on_ladder is None:  # looks the arcade ladder awarded are open here too
            won_on_ladder = {kind: unlocks.won_on_ladder(kind) for kind in ROWS}
        self.won_on_ladder = won_on_ladder
        self.row = 0
        self.changed = False
        self.refused = False  # the last Confirm asked for a locked look
        self._pictures: dict[tuple[str, str], pygame.Surface] = {}
        super().__init__(context)
        self.focus = {kind: self.chosen_index(kind) for kind in ROWS}
        if warning:
            self.context.services.notify(warning)

    @property
    def settings(self) -> Settings:
        if self.context.settings is None:
            self.context.settings = Settings()
        return self.context.settings

    # -- what is offered --------------------------------------------------------------------
    def looks(self, kind: str) -> list[unlocks.Unlock]:
        return unlocks.of_kind(self.offered, kind)

    def chosen(self, kind: str) -> str:
        return unlocks.style_in_force(kind, getattr(self.settings, kind))

    def chosen_index(self, kind: str) -> int:
        styles = [look.style for look in self.looks(kind)]
        chosen = self.chosen(kind)
        return styles.index(chosen) if chosen in styles else 0

    def is_open(self, look: unlocks.Unlock) -> bool:
        return unlocks.is_open(look, self.book.unlocked, self.won_on_ladder.get(look.kind, ()))

    def focused(self) -> unlocks.Unlock:
        kind = ROWS[self.row]
        return self.looks(kind)[self.focus[kind]]

    def choose(self, look: unlocks.Unlock) -> bool:
        """Use ``look`` from now on; False (and nothing changes) while it is locked."""
        if not self.is_open(look):
            self.refused = True
            self.context.play_sound("menu_back")
            return False
        self.refused = False
        if getattr(self.settings, look.kind) != look.style:
            setattr(self.settings, look.kind, look.style)
            self.changed = True
            self.context.services.settings_changed()
        self.context.play_sound("menu_confirm")
        return True

    # -- input ------------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool:
        kind = ROWS[self.row]
        if action.name in (act.UP, act.DOWN):
            self.row = (self.row + (1 if action.name == act.DOWN else -1)) % len(ROWS)
            self.refused = False
            self.context.play_sound("menu_move")
            return True
        if action.name in (act.LEFT, act.RIGHT):
            step = 1 if action.name == act.RIGHT else -1
            self.focus[kind] = (self.focus[kind] + step) % len(self.looks(kind))
            self.refused = False
            self.context.play_sound("menu_move")
            return True
        if action.name == act.CONFIRM:
            self.choose(self.focused())
            return True
        if action.name == act.CLICK and action.pos is not None:
            for row, row_kind in enumerate(ROWS):
                for index, look in enumerate(self.looks(row_kind)):
                    if self.picture_rect(row_kind, index).collidepoint(action.pos):
                        self.row, self.focus[row_kind] = row, index
                        self.choose(look)
                        return True
        return super().handle_action(action)

    def exit(self) -> None:
        if self.changed:
            self.context.services.save_settings()
            self.changed = False

    # -- drawing ----------------------------------------------------------------------------
    def picture_rect(self, kind: str, index: int) -> pygame.Rect:
        width, height = PICTURE_SIZES[kind]
        area = ROW_RECTS[kind]
        return pygame.Rect(
            area.x + 40 + index * (width + PICTURE_GAP[kind]), area.y + 78, width, height
        )

    def picture(self, look: unlocks.Unlock) -> pygame.Surface:
        key = (look.kind, look.style)
        surface = self._pictures.get(key)
        if surface is None:
            width, height = PICTURE_SIZES[look.kind]
            if look.kind == unlocks.CARD_BACK:
                surface = card_images().back(width, look.style)
            else:
                cloth = draw_table_surface(CLOTH_DRAWN_AT, look.style)
                surface = pygame.transform.smoothscale(cloth, (width, height))
            self._pictures[key] = surface
        return surface

    def draw_decor(self, canvas: pygame.Surface) -> None:
        for row, kind in enumerate(ROWS):
            area = ROW_RECTS[kind]
            theme.draw_panel(canvas, area, radius=18)
            theme.draw_text(
                canvas,
                tr(ROW_TITLES[kind]),
                32,
                theme.colour("gold_light" if row == self.row else "ivory"),
                "ui_bold",
                topleft=(area.x + 40, area.y + 14),
            )
            chosen = self.chosen(kind)
            for index, look in enumerate(self.looks(kind)):
                self.draw_look(canvas, look, index, row == self.row, look.style == chosen)

    def draw_look(
        self, canvas: pygame.Surface, look: unlocks.Unlock, index: int, row: bool, in_use: bool
    ) -> None:
        rect = self.picture_rect(look.kind, index)
        focused = row and index == self.focus[look.kind]
        picture = self.picture(look)
        if not self.is_open(look):
            picture = picture.copy()
            veil = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
            veil.fill((12, 8, 8, 120))  # dimmed, the art still seen
            picture.blit(veil, (0, 0))
        canvas.blit(picture, rect)
        if in_use or focused:
            edge = theme.colour("gold_light" if focused else "gold")
            pygame.draw.rect(canvas, edge, rect.inflate(14, 14), 4 if focused else 2, 10)
        label = look.title if self.is_open(look) else tr("Locked")
        colour = "ivory" if self.is_open(look) else "muted"
        theme.draw_text(
            canvas,
            label,
            theme.fit_size(label, LABEL_SIZE, "ui_bold", rect.width + PICTURE_GAP[look.kind] - 8),
            theme.colour("gold_light" if in_use else colour),
            "ui_bold",
            midtop=(rect.centerx, rect.bottom + 14),
        )

    def status(self) -> str:
        """The line below the rows: what the focused look is and how it is earned."""
        look = self.focused()
        if not self.is_open(look):
            achievement = self.achievement(look.achievement)
            if achievement is None:
                return tr("Locked.")
            earn = tr(
                'Locked: earn "{title}" ({game}): {how}',
                title=book_store.title_of(achievement),
                game=game_name(achievement.game),
                how=book_store.how_of(achievement),
            )
            return tr("Not yet! {earn}", earn=earn) if self.refused else earn
        if look.style == self.chosen(look.kind):
            return tr("{look}: in use.", look=look.title)
        return tr("{look}: press Confirm to use it.", look=look.title)

    @staticmethod
    def achievement(ident: str) -> Achievement | None:
        return next((a for a in standard_achievements() if a.id == ident), None)

    def draw_description(self, canvas: pygame.Surface) -> None:
        line = self.status()
        colour = theme.colour("vermilion" if self.refused else "ivory")
        size = theme.fit_size(line, STATUS_SIZE, "ui", STATUS_RECT.width - 40)
        theme.draw_backed_text(canvas, line, size, colour, "ui", center=STATUS_RECT.center)


def game_name(game: str) -> str:
    """The game's name, or "every game" for an achievement of any game."""
    if game == ANY_GAME:
        return tr("every game")
    return tr_ctx(GAME_TITLE_CONTEXT, games.game_title(game)[0])
