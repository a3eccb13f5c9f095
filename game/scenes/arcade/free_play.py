"""Free play: any unlocked opponent (faced in arcade mode; the first is always open) with
any rule preset and any number of months, on any unlocked card back and table. A win earns
ranking points like a ladder match; there is no run score."""

from __future__ import annotations

import pygame

from game.arcade.launch import launch_match
from game.arcade.match import StageMatch
from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import record_free_play
from game.arcade.stages import Stage, load_ladder
from game.core.scenes import SceneContext
from game.input import actions as act
from game.scenes.arcade import draw
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice

STAGE_RULES = "stage"
MONTH_CHOICES: tuple[int, ...] = (0, 1, 3, 6, 8, 12)  # 0: the stage's own count


class FreePlayScene(MenuScene):
    name = "arcade_free_play"
    heading = "FREE PLAY"
    heading_ja = "フリープレイ"
    footer = ((act.CONFIRM, "Select"), (act.LEFT, "Change"), (act.BACK, "Back"))

    def __init__(
        self,
        context: SceneContext | None = None,
        *,
        stages: list[Stage] | None = None,
        store: ProfileStore | None = None,
    ) -> None:
        self.store = store if store is not None else ProfileStore().load()
        self.stages = self.store.profile.free_play_stages(
            stages if stages is not None else load_ladder()
        )
        self.stage_index = 0
        self.preset = STAGE_RULES
        self.months = 0
        self.card_back = ""  # "": the stage's own
        self.table_theme = ""
        self.last_result: str = ""
        super().__init__(context)

    @property
    def stage(self) -> Stage:
        return self.stages[self.stage_index]

    def build(self) -> None:
        from game.engine.rules import preset_names

        rects = vertical_rects(7, centre_x=520, top=200, width=760, height=80, gap=14)
        unlocked = self.store.profile.unlocked
        backs = [("", "Stage's")] + [(name, name) for name in unlocked.get("card_back", [])]
        tables = [("", "Stage's")] + [(name, name) for name in unlocked.get("table_theme", [])]
        opponents = [(index, stage.opponent.name) for index, stage in enumerate(self.stages)]
        presets = [(STAGE_RULES, "Stage rules")] + [(name, name) for name in preset_names()]
        months = [(value, "Stage" if value == 0 else str(value)) for value in MONTH_CHOICES]
        self.group.add(
            Choice(
                rects[0],
                "Opponent",
                opponents,
                lambda: self.stage_index,
                self._set_stage,
                key="opponent",
                description="Opponents you have faced in arcade mode.",
            )
        )
        self.group.add(
            Choice(
                rects[1],
                "Rules",
                presets,
                lambda: self.preset,
                lambda value: setattr(self, "preset", value),
                key="rules",
                description="The stage's own rules or any preset.",
            )
        )
        self.group.add(
            Choice(
                rects[2],
                "Months",
                months,
                lambda: self.months,
                lambda value: setattr(self, "months", value),
                key="months",
                description="Length of the match.",
            )
        )
        self.group.add(
            Choice(
                rects[3],
                "Card back",
                backs,
                lambda: self.card_back,
                lambda value: setattr(self, "card_back", value),
                key="card_back",
                description="Card backs unlocked on the ladder.",
            )
        )
        self.group.add(
            Choice(
                rects[4],
                "Table",
                tables,
                lambda: self.table_theme,
                lambda value: setattr(self, "table_theme", value),
                key="table",
                description="Tables unlocked on the ladder.",
            )
        )
        self.group.add(
            Button(
                rects[5],
                "Play",
                self.play,
                key="play",
                size=40,
                description="Win to earn ranking points.",
            )
        )
        self.group.add(Button(rects[6], "Back", self.on_back, key="back", size=36))

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
        verdict = "You won" if result.player_won else "You lost"
        self.last_result = f"{verdict} {result.player_score} - {result.cpu_score}" + (
            f"   Ranking points +{report.ranking_points}" if report.ranking_points else ""
        )

    def draw_decor(self, canvas: pygame.Surface) -> None:
        stage = self.stage
        rect = pygame.Rect(1140, 200, 400, 500)
        draw.framed_portrait(canvas, stage, rect, border=theme.colour("gold_light"))
        theme.draw_shadowed_text(
            canvas,
            stage.opponent.name,
            40,
            theme.colour("ivory"),
            "ui_bold",
            midtop=(rect.centerx, rect.bottom + 16),
        )
        theme.draw_text(
            canvas,
            stage.opponent.title,
            28,
            theme.colour("gold"),
            "ui",
            midtop=(rect.centerx, rect.bottom + 68),
        )
        draw.level_badge(canvas, stage.level, midleft=(rect.x, rect.bottom + 130))
        theme.draw_text(
            canvas,
            f"Ranking points: {self.store.profile.ranking_points}",
            28,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(rect.x, rect.bottom + 170),
        )
        if self.last_result:
            theme.draw_text(
                canvas, self.last_result, 32, theme.colour("ivory"), "ui_bold", midleft=(140, 960)
            )
