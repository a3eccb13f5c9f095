"""Which game: the first screen of the title's play entries (vs CPU, players on one screen).

One button per game (Koi-Koi, Roppyakken, Hana-awase) with a line on what each is (its
spec's ``blurb``); focus
starts on the game last started in this mode. Koi-koi opens its own setup ("setup"), the
games for three and four open "table_setup".
"""

from __future__ import annotations

import pygame

from game.core.kinds import MatchMode
from game.core.scenes import SceneContext
from game.engine import games
from game.i18n import is_cjk, tr, tr_ctx, tr_later
from game.i18n.sources import GAME_TITLE_CONTEXT
from game.match import setup_memory
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

LINE_WIDTH = 900
LINE_STEP = 40
PLATE_GAP, PLATE_PADDING = 50, 30  # the line's plate: its gap to the button, its margin
PLATE_ALPHA = 220
HEADINGS = {
    MatchMode.CPU: tr_later("Play vs CPU"),
    MatchMode.COUCH: tr_later("Players on one screen"),
}


class GameChoiceScene(MenuScene):
    name = "game_choice"
    heading = tr_later("Choose a Game")
    heading_ja = "花札"

    def __init__(self, context: SceneContext | None = None, mode: str = MatchMode.CPU) -> None:
        self.mode = mode
        super().__init__(context)
        self.heading = HEADINGS.get(mode, self.heading)
        last = setup_memory.last_game(mode, warn=self.context.services.notify)
        for widget in self.group.widgets:
            if widget.key == last:
                self.group.focus(widget)

    def build(self) -> None:
        rects = vertical_rects(
            len(games.GAME_IDS), centre_x=520, top=290, width=640, height=140, gap=44
        )
        for game, rect in zip(games.GAME_IDS, rects, strict=True):
            english, japanese = games.game_title(game)
            self.group.add(
                Button(
                    rect,
                    tr_ctx(GAME_TITLE_CONTEXT, english),
                    lambda game=game: self.choose(game),
                    key=game,
                    description=game_line(game),
                    size=52,
                    subtitle="" if is_cjk() else japanese,  # kana only beside the English
                )
            )

    def choose(self, game: str) -> None:
        if not games.is_table_game(game):
            self.stack.push(self.context.make_scene("setup", mode=self.mode))
        else:
            self.stack.push(self.context.make_scene("table_setup", game=game, mode=self.mode))

    def draw_decor(self, canvas: pygame.Surface) -> None:
        """The games' lines beside their buttons, on one lacquer plate: readable over the
        sun and the waves of the backdrop."""
        buttons = [widget.rect for widget in self.group.widgets]
        if not buttons:
            return
        draw_plate(canvas, lines_plate(buttons))
        for widget in self.group.widgets:
            lines = theme.wrap_text(game_line(widget.key), 30, LINE_WIDTH)
            top = widget.rect.centery - len(lines) * LINE_STEP // 2
            for index, line in enumerate(lines):
                theme.draw_text(
                    canvas,
                    line,
                    30,
                    theme.colour("ivory"),
                    "ui",
                    topleft=(
                        widget.rect.right + PLATE_GAP + PLATE_PADDING,
                        top + index * LINE_STEP,
                    ),
                )


def game_line(game: str) -> str:
    """The game's line on what it is (its spec's blurb), translated."""
    blurb = games.spec(game).blurb
    return tr(blurb) if blurb else ""


def draw_plate(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    """A dark rounded plate without a rim (it is no button), the backdrop dimmed behind."""
    plate = pygame.Surface(rect.size, pygame.SRCALPHA)
    colour = (*theme.colour("lacquer"), PLATE_ALPHA)
    pygame.draw.rect(plate, colour, plate.get_rect(), border_radius=18)
    canvas.blit(plate, rect)


def lines_plate(buttons: list[pygame.Rect]) -> pygame.Rect:
    """The plate under the games' lines: right of the buttons, from the first to the last."""
    left = max(rect.right for rect in buttons) + PLATE_GAP
    top = min(rect.top for rect in buttons)
    bottom = max(rect.bottom for rect in buttons)
    return pygame.Rect(left, top, LINE_WIDTH + 2 * PLATE_PADDING, bottom - top)
