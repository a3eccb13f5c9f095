"""Statistics per player name and game: matches, wins, months (rounds) won, the best month,
the longest koi-koi streak and how often each yaku was scored (game.persist.stats).

Left/Right (or a click on a tab) picks the game (Koi-Koi, Roppyakken, Hana-awase); Up/Down
(or a click on a name) picks the player; the right panel shows their numbers and yaku
counts. Confirm (or the "Watch replays" button) opens the kept matches
(game.scenes.menus.replay_viewer). Back returns. A corrupt statistics file was already moved
aside by the loader; its one-line notice is shown once through ``services.notify``.
"""

from __future__ import annotations

import pygame

from game.assets.palette import SEAT_COLOUR_NAMES
from game.core.scenes import SceneContext
from game.core.wording import plural
from game.engine import games
from game.i18n import current_language, is_cjk, tr, tr_ctx, tr_later
from game.i18n.sources import GAME_TITLE_CONTEXT, YAKU_CONTEXT
from game.input import actions as act
from game.persist import stats as stats_store
from game.ui import theme
from game.ui.game_tabs import draw_game_tabs, game_tab_at
from game.ui.menu_scene import MenuScene

LIST_RECT = pygame.Rect(120, 204, 520, 786)
DETAIL_RECT = pygame.Rect(700, 204, 1100, 786)
ROW_HEIGHT = 64
MAX_ROWS = 11
REPLAYS_RECT = pygame.Rect(1400, 136, 400, 56)
TAB_WIDTH = 300
TAB_GAP = 16


def tab_rect(index: int) -> pygame.Rect:
    """The tab of game ``index`` (of games.GAME_IDS) above the lists."""
    return pygame.Rect(LIST_RECT.x + index * (TAB_WIDTH + TAB_GAP), 140, TAB_WIDTH, 50)


class StatsScene(MenuScene):
    heading = tr_later("Statistics")
    heading_ja = "花札"
    name = "stats"
    footer = (
        (act.LEFT, tr_later("Game")),
        (act.UP, tr_later("Player")),
        (act.CONFIRM, tr_later("Watch replays")),
        (act.BACK, tr_later("Back")),
    )

    def __init__(
        self, context: SceneContext | None = None, book: stats_store.StatsBook | None = None
    ) -> None:
        warning = None
        if book is None:
            book, warning = stats_store.load()
        self.book = book
        self.game = games.KOIKOI
        self.names: list[str] = []
        self.selected = 0
        self.show_game(next((g for g in games.GAME_IDS if book.players_of(g)), games.KOIKOI))
        super().__init__(context)
        if warning:
            self.context.services.notify(warning)

    @property
    def players(self) -> dict[str, stats_store.PlayerStats]:
        return self.book.players_of(self.game)

    def show_game(self, game: str) -> None:
        """Show the statistics of ``game``: the people first (most matches in a human seat),
        then the CPUs, each by matches played."""
        self.game = game
        players = self.players
        self.names = sorted(
            players,
            key=lambda n: (-players[n].human_matches, -players[n].matches, n.lower()),
        )
        self.selected = 0

    def handle_action(self, action: act.Action) -> bool:
        count = len(self.names)
        step = {act.LEFT: -1, act.PREVIOUS: -1, act.RIGHT: 1, act.NEXT: 1}.get(action.name)
        if step is not None:
            index = games.GAME_IDS.index(self.game)
            self.show_game(games.GAME_IDS[(index + step) % len(games.GAME_IDS)])
            return True
        if action.name == act.UP and count:
            self.selected = (self.selected - 1) % count
            return True
        if action.name == act.DOWN and count:
            self.selected = (self.selected + 1) % count
            return True
        if action.name == act.CLICK and action.pos is not None:
            tab = game_tab_at(action.pos, tab_rect)
            if tab is not None:
                self.show_game(tab)
                return True
            for index in range(min(count, MAX_ROWS)):
                if self.row_rect(index).collidepoint(action.pos):
                    self.selected = index
                    return True
        if action.name == act.CONFIRM or (
            action.name == act.CLICK
            and action.pos is not None
            and REPLAYS_RECT.collidepoint(action.pos)
        ):
            self.open_replays()
            return True
        return super().handle_action(action)

    def open_replays(self) -> None:
        self.stack.push(self.context.make_scene("replay_viewer"))

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(
            LIST_RECT.x + 16,
            LIST_RECT.y + 16 + index * ROW_HEIGHT,
            LIST_RECT.width - 32,
            ROW_HEIGHT - 10,
        )

    def detail_lines(self, name: str) -> list[tuple[str, str]]:
        player = self.players[name]
        rate = f"{100 * player.wins / player.matches:.0f}%" if player.matches else "-"
        koikoi = not games.is_table_game(self.game)
        lines = [
            (
                tr("Matches"),
                tr(
                    "{matches}  (won {wins}, drawn {draws}, lost {losses})",
                    matches=player.matches,
                    wins=player.wins,
                    draws=player.draws,
                    losses=player.losses,
                ),
            ),
            (tr("Win rate"), rate),
            (
                tr("Months won") if koikoi else tr("Rounds won"),
                tr("{won} of {played}", won=player.months_won, played=player.months_played),
            ),
            (tr("Points scored"), str(player.points)),
            (
                tr("Best month") if koikoi else tr("Best round"),
                plural(player.best_month, "{count} point", "{count} points"),
            ),
        ]
        if not games.is_table_game(self.game):
            streak = plural(
                player.longest_koikoi_streak,
                "{count} call in one month",
                "{count} calls in one month",
            )
            lines.append((tr("Longest koi-koi streak"), streak))
        return lines

    def draw_tabs(self, canvas: pygame.Surface) -> None:
        draw_game_tabs(canvas, self.game, tab_rect, 30)

    def draw_decor(self, canvas: pygame.Surface) -> None:
        theme.draw_panel(canvas, REPLAYS_RECT, radius=12, border_width=2, inner_line=False)
        theme.draw_text(
            canvas,
            tr("Watch replays"),
            theme.fit_size(tr("Watch replays"), 30, "ui_bold", REPLAYS_RECT.width - 20),
            theme.colour("gold_light"),
            "ui_bold",
            center=REPLAYS_RECT.center,
        )
        self.draw_tabs(canvas)
        theme.draw_panel(canvas, LIST_RECT)
        theme.draw_panel(canvas, DETAIL_RECT)
        if not self.names:
            theme.draw_text(
                canvas,
                tr("No finished {game} matches yet.", game=game_name(self.game)),
                36,
                theme.colour("muted"),
                "ui",
                center=DETAIL_RECT.center,
            )
            return
        for index, name in enumerate(self.names[:MAX_ROWS]):
            rect = self.row_rect(index)
            focused = index == self.selected
            if focused:
                pygame.draw.rect(canvas, theme.colour("panel_focus"), rect, border_radius=10)
                pygame.draw.rect(canvas, theme.colour("gold_light"), rect, 3, border_radius=10)
            colour = self.players[name].colour
            if colour in SEAT_COLOUR_NAMES:
                pygame.draw.rect(
                    canvas,
                    theme.seat_colour(colour),
                    (rect.x + 8, rect.y + 10, 10, rect.height - 20),
                    border_radius=4,
                )
            theme.draw_text(
                canvas,
                name,
                34,
                theme.colour("gold_light" if focused else "ivory"),
                "ui_bold",
                midleft=(rect.x + 30, rect.centery),
            )
        name = self.names[min(self.selected, len(self.names) - 1)]
        x, y = DETAIL_RECT.x + 40, DETAIL_RECT.y + 30
        theme.draw_text(canvas, name, 48, theme.colour("gold_light"), "ui_bold", topleft=(x, y))
        y += 80
        for label, value in self.detail_lines(name):
            theme.draw_text(canvas, label, 30, theme.colour("muted"), "ui", topleft=(x, y))
            theme.draw_text(
                canvas, value, 30, theme.colour("ivory"), "ui_bold", topleft=(x + 360, y)
            )
            y += 46
        y += 20
        theme.draw_text(
            canvas, tr("Yaku scored"), 32, theme.colour("gold_light"), "ui_bold", topleft=(x, y)
        )
        y += 50
        yaku = sorted(self.players[name].yaku.items(), key=lambda item: (-item[1], item[0]))
        names = games.yaku_names(self.game)
        if not yaku:
            theme.draw_text(canvas, tr("none yet"), 28, theme.colour("muted"), "ui", topleft=(x, y))
        for index, (key, count) in enumerate(yaku[:14]):
            column, row = divmod(index, 7)
            label = yaku_label(names.get(key, (key, key)))
            theme.draw_text(
                canvas,
                tr("{yaku}: {count}", yaku=label, count=count),
                28,
                theme.colour("ivory"),
                "ui",
                topleft=(x + column * 520, y + row * 40),
            )


def game_name(game: str) -> str:
    """The game's name in the language in force."""
    return tr_ctx(GAME_TITLE_CONTEXT, games.game_title(game)[0])


def yaku_label(names: tuple[str, ...]) -> str:
    """A yaku's short name: the English without its gloss ("Goko"); in Japanese and Chinese
    the catalogs' name, else the Japanese name the game gives it (in Chinese only when it is
    written in kanji alone: "タン" stays "Tan")."""
    english = names[0]
    short = english.split(" (")[0]
    if not is_cjk():
        return short
    translated = tr_ctx(YAKU_CONTEXT, english)
    if translated != english:
        return translated
    japanese = names[1] if len(names) > 1 else ""
    if not japanese or (current_language() != "ja" and has_kana(japanese)):
        return short
    return japanese


KANA = range(0x3040, 0x3100)  # hiragana and katakana


def has_kana(text: str) -> bool:
    return any(ord(char) in KANA for char in text)
