"""Free play: any unlocked opponent (faced in arcade mode; the first is always open) with
any rule preset and any number of months, on any open card back and table cloth - the looks
game.view.unlocks offers, won on the ladder or earned by achievements, by their names. A win
earns ranking points like a ladder match; there is no run score."""

from __future__ import annotations

import pygame

from game.arcade.launch import launch_match
from game.arcade.match import StageMatch
from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import record_free_play
from game.arcade.stage_files import load_ladder
from game.arcade.stages import Stage
from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.input import actions as act
from game.persist import achievements as book_store
from game.scenes.arcade import draw
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice
from game.view import unlocks

STAGE_RULES = "stage"
MONTH_CHOICES: tuple[int, ...] = (0, 1, 3, 6, 8, 12)  # 0: the stage's own count


class FreePlayScene(MenuScene):
    name = "arcade_free_play"
    heading = tr_later("FREE PLAY")
    heading_ja = "フリープレイ"
    footer = (
        (act.CONFIRM, tr_later("Select")),
        (act.LEFT, tr_later("Change")),
        (act.BACK, tr_later("Back")),
    )

    def __init__(
        self,
        context: SceneContext | None = None,
        *,
        stages: list[Stage] | None = None,
        store: ProfileStore | None = None,
        book: book_store.AchievementBook | None = None,
    ) -> None:
        self.store = store if store is not None else ProfileStore().load()
        warning = None
        if book is None:
            book, warning = book_store.load()
        self.book = book
        self.stages = self.store.profile.free_play_stages(
            stages if stages is not None else load_ladder()
        )
        self.stage_index = 0
        self.preset = STAGE_RULES
        self.months = 0
        self.card_back = ""  # "": the stage's own
        self.table_theme = ""
        self.last_match: MatchResult | None = None
        self.last_points = 0  # ranking points the last result earned
        super().__init__(context)
        if warning:
            self.context.services.notify(warning)

    @property
    def stage(self) -> Stage:
        return self.stages[self.stage_index]

    def build(self) -> None:
        from game.engine.koikoi.rules import preset_names

        rects = vertical_rects(7, centre_x=520, top=200, width=760, height=80, gap=14)
        backs = self.look_choices(unlocks.CARD_BACK)
        tables = self.look_choices(unlocks.TABLE_THEME)
        opponents = [
            (index, draw.character(stage.opponent.name)) for index, stage in enumerate(self.stages)
        ]
        presets = [(STAGE_RULES, tr("Stage rules"))] + [(name, name) for name in preset_names()]
        months = [(value, tr("Stage") if value == 0 else str(value)) for value in MONTH_CHOICES]
        self.group.add(
            Choice(
                rects[0],
                tr("Opponent"),
                opponents,
                lambda: self.stage_index,
                self._set_stage,
                key="opponent",
                description=tr("Opponents you have faced in arcade mode."),
            )
        )
        self.group.add(
            Choice(
                rects[1],
                tr("Rules"),
                presets,
                lambda: self.preset,
                lambda value: setattr(self, "preset", value),
                key="rules",
                description=tr("The stage's own rules or any preset."),
            )
        )
        self.group.add(
            Choice(
                rects[2],
                tr("Months"),
                months,
                lambda: self.months,
                lambda value: setattr(self, "months", value),
                key="months",
                description=tr("Length of the match."),
            )
        )
        self.group.add(
            Choice(
                rects[3],
                tr("Card back"),
                backs,
                lambda: self.card_back,
                lambda value: setattr(self, "card_back", value),
                key="card_back",
                description=tr("Card backs won on the ladder or earned by achievements."),
            )
        )
        self.group.add(
            Choice(
                rects[4],
                tr("Table"),
                tables,
                lambda: self.table_theme,
                lambda value: setattr(self, "table_theme", value),
                key="table",
                description=tr("Table cloths won on the ladder or earned by achievements."),
            )
        )
        self.group.add(
            Button(
                rects[5],
                tr("Play"),
                self.play,
                key="play",
                size=40,
                description=tr("Win to earn ranking points."),
            )
        )
        self.group.add(Button(rects[6], tr("Back"), self.on_back, key="back", size=36))

    def look_choices(self, kind: str) -> list[tuple[str, str]]:
        """The stage's own look, then every open look of ``kind`` by its name."""
        open_looks = unlocks.open_looks(
            unlocks.standard(),
            self.book.unlocked,
            kind,
            unlocks.won_on_ladder(kind, self.store),
        )
        return [("", tr("Stage's"))] + [(look.style, look.title) for look in open_looks]

    def _set_stage(self, index: int) -> None:
        self.stage_index = index

    def stage_match(self) -> StageMatch:
        overrides = {"months": self.months} if self.months else {}
        preset = None if self.preset == STAGE_RULES else self.preset
        return StageMatch(
            self.stage,
            extra_overrides=overrides,
            preset=preset,
            card_back_choice=self.card_back or None,
            table_theme_choice=self.table_theme or None,
        )

    def play(self) -> None:
        launch_match(self.context, self.stage_match(), self.on_result)

    def on_result(self, result: MatchResult) -> None:
        report = record_free_play(self.store, self.stage, result)
        self.last_match, self.last_points = result, report.ranking_points

    @property
    def last_result(self) -> str:
        """The last match's result, in the language in force ("" before the first)."""
        result = self.last_match
        if result is None:
            return ""
        scores = {"player": result.player_score, "cpu": result.cpu_score}
        line = (
            tr("You won {player} : {cpu}", **scores)
            if result.player_won
            else tr("You lost {player} : {cpu}", **scores)
        )
        if self.last_points:
            line = tr("{result}   Ranking points +{points}", result=line, points=self.last_points)
        return line

    def draw_decor(self, canvas: pygame.Surface) -> None:
        stage = self.stage
        rect = pygame.Rect(1140, 200, 400, 500)
        draw.framed_portrait(canvas, stage, rect, border=theme.colour("gold_light"))
        theme.draw_shadowed_text(
            canvas,
            draw.character(stage.opponent.name),
            40,
            theme.colour("ivory"),
            "ui_bold",
            midtop=(rect.centerx, rect.bottom + 16),
        )
        theme.draw_text(
            canvas,
            draw.character(stage.opponent.title),
            28,
            theme.colour("gold"),
            "ui",
            midtop=(rect.centerx, rect.bottom + 76),  # under a CJK name too
        )
        draw.level_badge(canvas, stage.level, midleft=(rect.x, rect.bottom + 136))
        theme.draw_text(
            canvas,
            tr("Ranking points: {points}", points=self.store.profile.ranking_points),
            28,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(rect.x, rect.bottom + 176),
        )
        if self.last_match is not None:
            theme.draw_text(
                canvas, self.last_result, 32, theme.colour("ivory"), "ui_bold", midleft=(140, 960)
            )
