"""Records: the arcade's ranking points, every match a person played against the CPU by CPU
level (any mode, from game.persist.stats: beating Normal in a plain match counts), best
results against every arcade opponent, the best arcade score and furthest stage, the high
score table (and, when a server is set, the online leaderboard as one more page) and the
unlocks. Up/Down turns to the statistics per game, counted from the kept matches
(game.scenes.arcade.records_games)."""

from __future__ import annotations

import pygame

from game.arcade.highscores import TABLE_SIZE, HighScoreEntry
from game.arcade.profile import RANKING_POINTS, ProfileStore
from game.arcade.session import ARCADE_MODES, mode_title
from game.arcade.stage_files import load_ladder
from game.arcade.stages import Stage
from game.core.scenes import Scene, SceneContext
from game.i18n import is_cjk, tr, tr_later
from game.input import actions as act
from game.persist import game_stats
from game.persist import stats as stats_store
from game.persist.records_library import RecordsLibrary
from game.scenes.arcade import draw
from game.scenes.arcade.records_games import draw_game_stats
from game.scenes.online.leaderboard import OnlineBoard, board_server
from game.ui import theme
from game.view import unlocks

MODES: tuple[str, ...] = tuple(ARCADE_MODES)
ONLINE_PAGE = "online"  # the server's leaderboard, after the arcade modes' high scores


def draw_high_scores(
    canvas: pygame.Surface,
    entries: list[HighScoreEntry],
    area: pygame.Rect,
    *,
    highlight: int | None = None,
    title: str = "",
) -> None:
    """The table: rank, initials, score, stages; ``highlight`` is a 1-based rank."""
    title = title or tr("High scores")
    theme.draw_panel(canvas, area, radius=18)
    theme.draw_text(
        canvas, title, 36, theme.colour("gold_light"), "ui_bold", midtop=(area.centerx, area.y + 22)
    )
    row_height = (area.height - 110) // TABLE_SIZE
    columns = (area.x + 50, area.x + 140, area.right - 200, area.right - 50)
    for index in range(TABLE_SIZE):
        y = area.y + 90 + index * row_height
        rank = index + 1
        entry = entries[index] if index < len(entries) else None
        if rank == highlight:
            band = pygame.Rect(area.x + 20, y - 4, area.width - 40, row_height - 4)
            pygame.draw.rect(canvas, theme.colour("panel_focus"), band, border_radius=8)
        colour = theme.colour("ivory") if entry else theme.colour("disabled")
        theme.draw_text(
            canvas,
            tr("{rank}.", rank=rank),
            30,
            theme.colour("gold"),
            "ui_bold",
            topleft=(columns[0], y),
        )
        theme.draw_text(
            canvas,
            entry.initials if entry else "---",
            30,
            colour,
            "ui_bold",
            topleft=(columns[1], y),
        )
        theme.draw_text(
            canvas,
            draw.format_score(entry.score) if entry else "0",
            30,
            colour,
            "ui_bold",
            topright=(columns[2], y),
        )
        if entry:
            theme.draw_text(
                canvas,
                tr("stage {number}", number=entry.stages_cleared + 1),
                24,
                theme.colour("muted"),
                "ui",
                topright=(columns[3], y + 4),
            )


def level_record_text(record: stats_store.LevelRecord | None) -> str:
    """ "3 won · 1 lost" (with the drawn matches when there are any)."""
    record = record or stats_store.LevelRecord()
    if record.draws:
        return tr(
            "{wins} won · {draws} drawn · {losses} lost",
            wins=record.wins,
            draws=record.draws,
            losses=record.losses,
        )
    return tr("{wins} won · {losses} lost", wins=record.wins, losses=record.losses)


class StatsScene(Scene):
    name = "arcade_stats"

    def __init__(
        self,
        context: SceneContext | None = None,
        *,
        store: ProfileStore | None = None,
        stages: list[Stage] | None = None,
        mode: str = "arcade",
        book: stats_store.StatsBook | None = None,
        library: RecordsLibrary | None = None,
        per_game: bool = False,
    ) -> None:
        """``per_game``: open on the statistics per game (of ``library``'s kept matches)."""
        super().__init__(context)
        self.store = store if store is not None else ProfileStore().load()
        if book is None:
            book, warning = stats_store.load()
            if warning:
                self.context.services.notify(warning)
        self.book = book  # the matches against the CPU, every mode
        self.stages = stages if stages is not None else load_ladder()
        self.mode_index = MODES.index(mode) if mode in MODES else 0
        server = board_server(self.context.settings)
        self.online_board = OnlineBoard(server) if server else None
        self.pages: tuple[str, ...] = MODES + (ONLINE_PAGE,) * (self.online_board is not None)
        library = library or RecordsLibrary()
        self.game_tallies, self.kept_matches = game_stats.from_library(library)
        for warning in library.warnings:
            self.context.services.notify(warning)
        self.per_game = per_game

    def handle_action(self, action: act.Action) -> bool:
        if action.name in (act.BACK, act.CONFIRM, act.CLICK):
            self.context.play_sound("menu_back")
            self.stack.pop()
            return True
        if action.name in (act.UP, act.DOWN):
            self.per_game = not self.per_game
            return True
        if action.name in (act.LEFT, act.RIGHT, act.NEXT, act.PREVIOUS) and not self.per_game:
            step = -1 if action.name in (act.LEFT, act.PREVIOUS) else 1
            self.mode_index = (self.mode_index + step) % len(self.pages)
            return True
        return False

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.backdrop(draw.CANVAS_SIZE, sun=False), (0, 0))
        draw.draw_heading(canvas, tr("RECORDS"), "" if is_cjk() else "ランキング")
        if self.per_game:
            draw_game_stats(canvas, self.game_tallies, self.kept_matches)
            draw.draw_footer(
                canvas, self.context, [(act.UP, tr_later("Arcade")), (act.BACK, tr_later("Back"))]
            )
            return
        profile = self.store.profile
        self.draw_ranking(canvas, pygame.Rect(120, 180, 560, 400))
        self.draw_best(canvas, pygame.Rect(120, 600, 1100, 380))
        mode = self.pages[self.mode_index]
        if mode == ONLINE_PAGE:
            self.online_board.draw(canvas, pygame.Rect(1260, 180, 540, 530))
        else:
            draw_high_scores(
                canvas,
                self.store.highscores.table(mode),
                pygame.Rect(1260, 180, 540, 530),
                title=tr("{mode} high scores", mode=mode_title(mode)),
            )
        if len(self.pages) > 1:  # arrows either side of the title: left/right change the mode
            for x, direction in ((1295, -1), (1765, 1)):
                pygame.draw.polygon(
                    canvas,
                    theme.colour("gold_light"),
                    [(x + direction * 12, 224), (x - direction * 8, 210), (x - direction * 8, 238)],
                )
        self.draw_unlocks(canvas, pygame.Rect(1260, 760, 540, 220))
        best = pygame.Rect(720, 180, 500, 400)
        theme.draw_panel(canvas, best, radius=18)
        rows = [
            (tr("Best arcade score"), draw.format_score(profile.best_arcade_score)),
            (tr("Furthest stage"), str(profile.furthest_stage)),
            (tr("Ladder clears"), str(profile.ladder_clears)),
        ]
        y = best.y + 40
        for label, value in rows:
            theme.draw_text(
                canvas, label, 28, theme.colour("muted"), "ui", topleft=(best.x + 36, y)
            )
            theme.draw_text(
                canvas, value, 52, theme.colour("ivory"), "ui_bold", topleft=(best.x + 36, y + 34)
            )
            y += 116
        draw.draw_footer(
            canvas,
            self.context,
            [
                (act.RIGHT, tr_later("Mode")),
                (act.UP, tr_later("Per game")),
                (act.BACK, tr_later("Back")),
            ],
        )

    def draw_ranking(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """The arcade's ranking points, then every match against the CPU by level (won and
        lost, and what a win there earns in the arcade)."""
        profile = self.store.profile
        theme.draw_panel(canvas, area, radius=18)
        theme.draw_text(
            canvas,
            tr("Arcade ranking points"),
            30,
            theme.colour("muted"),
            "ui_bold",
            topleft=(area.x + 36, area.y + 26),
        )
        theme.draw_shadowed_text(
            canvas,
            draw.format_score(profile.ranking_points),
            92,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(area.x + 36, area.y + 60),
        )
        theme.draw_text(
            canvas,
            tr("Matches vs the CPU"),
            26,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(area.x + 36, area.y + 186),
        )
        y = area.y + 232
        for level, points in RANKING_POINTS.items():
            badge = draw.level_badge(canvas, level, midleft=(area.x + 36, y + 18))
            earned = theme.draw_text(
                canvas,
                tr("arcade +{points}", points=points),
                22,
                theme.colour("muted"),
                "ui",
                midright=(area.right - 30, y + 18),
            )
            record = level_record_text(self.book.vs_cpu.get(level))
            room = earned.left - 16 - (badge.right + 20)
            theme.draw_text(
                canvas,
                record,
                theme.fit_size(record, 28, "ui", room),
                theme.colour("ivory"),
                "ui",
                midleft=(badge.right + 20, y + 18),
            )
            y += 50

    def draw_best(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        theme.draw_panel(canvas, area, radius=18)
        theme.draw_text(
            canvas,
            tr("Best results"),
            32,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(area.x + 36, area.y + 24),
        )
        headers = (
            (tr("Opponent"), area.x + 110),
            (tr("Won"), area.x + 620),
            (tr("Lost"), area.x + 740),
            (tr("Best margin"), area.x + 860),
        )
        for label, x in headers:
            theme.draw_text(
                canvas, label, 22, theme.colour("muted"), "ui_bold", topleft=(x, area.y + 76)
            )
        best = self.store.profile.best
        faced = [stage for stage in self.stages if stage.available and stage.stage_id in best]
        if not faced:
            theme.draw_text(
                canvas,
                tr("No matches yet - climb the ladder!"),
                28,
                theme.colour("muted"),
                "ui",
                topleft=(area.x + 110, area.y + 120),
            )
        columns = 2 if len(faced) > 5 else 1
        for index, stage in enumerate(faced[:10]):
            result = best[stage.stage_id]
            y = area.y + 110 + (index % 5) * 52
            if columns == 2 and index >= 5:
                continue
            thumb = pygame.Rect(area.x + 36, y, 40, 50)
            draw.framed_portrait(canvas, stage, thumb)
            theme.draw_text(
                canvas,
                draw.character(stage.opponent.name),
                26,
                theme.colour("ivory"),
                "ui",
                topleft=(area.x + 110, y + 10),
            )
            for value, x in ((result.wins, 620), (result.losses, 740), (result.best_margin, 860)):
                theme.draw_text(
                    canvas,
                    str(value),
                    26,
                    theme.colour("ivory"),
                    "ui_bold",
                    topleft=(area.x + x, y + 10),
                )

    def draw_unlocks(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        theme.draw_panel(canvas, area, radius=18)
        theme.draw_text(
            canvas,
            tr("Unlocked"),
            30,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(area.x + 30, area.y + 20),
        )
        unlocked = self.store.profile.unlocked
        rows = (
            (tr("Card backs"), "card_back"),
            (tr("Tables"), "table_theme"),
            (tr("Flourishes"), "flourish"),
        )
        y = area.y + 66
        for label, kind in rows:
            names = tr(", ").join(look_name(kind, name) for name in unlocked.get(kind, [])) or "-"
            theme.draw_text(
                canvas, label, 24, theme.colour("muted"), "ui_bold", topleft=(area.x + 30, y)
            )
            draw.draw_wrapped(
                canvas,
                names,
                24,
                theme.colour("ivory"),
                topleft=(area.x + 180, y),
                width=area.width - 210,
                max_lines=2,
            )
            y += 46


def look_name(kind: str, name: str) -> str:
    """A card back's or table's name as shown (game.view.unlocks), a flourish's id as it is."""
    if kind in unlocks.STYLES:
        return unlocks.Unlock(kind, name).title
    return name
