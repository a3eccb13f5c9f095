"""The versus intro before a ladder match: the opponent's portrait, name, title, intro line,
level and rules against the player's run score. Confirm starts the match, Back returns to
the ladder map."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.arcade.stages import Stage
from game.core.scenes import Scene, SceneContext
from game.i18n import tr, tr_later
from game.input import actions as act
from game.scenes.arcade import draw
from game.ui import theme

SLIDE_SECONDS = 0.45


class VersusScene(Scene):
    name = "arcade_versus"

    def __init__(
        self,
        context: SceneContext | None = None,
        *,
        stage: Stage,
        stage_number: int = 1,
        stage_count: int = 1,
        run_score: int = 0,
        on_start: Callable[[], None] | None = None,
        label: str = "",
        overrides: dict | None = None,
    ) -> None:
        super().__init__(context)
        self.stage = stage
        self.stage_number = stage_number
        self.stage_count = stage_count
        self.run_score = run_score
        self.on_start = on_start
        self.overrides = dict(overrides or {})
        self.label = label  # "": the stage number (and FINAL BOSS), in the language in force
        self.time = 0.0

    def heading(self) -> str:
        if self.label:
            return self.label
        values = {"number": self.stage_number, "count": self.stage_count}
        if self.stage.boss:
            return tr("STAGE {number} / {count}  -  FINAL BOSS", **values)
        return tr("STAGE {number} / {count}", **values)

    def handle_action(self, action: act.Action) -> bool:
        if action.name in (act.CONFIRM, act.CLICK):
            if self.time < SLIDE_SECONDS:
                self.time = SLIDE_SECONDS  # first press skips the slide-in
                return True
            self.context.play_sound("menu_confirm")
            self.stack.pop()
            if self.on_start is not None:
                self.on_start()
            return True
        if action.name == act.BACK:
            self.context.play_sound("menu_back")
            self.stack.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.backdrop(draw.CANVAS_SIZE, sun=False), (0, 0))
        progress = min(1.0, self.time / SLIDE_SECONDS)
        ease = 1 - (1 - progress) ** 3
        # diagonal vermilion band behind the opponent
        band = pygame.Surface(draw.CANVAS_SIZE, pygame.SRCALPHA)
        pygame.draw.polygon(
            band,
            (*theme.colour("vermilion_dark"), 200),
            [(980, 0), (1920, 0), (1920, 1080), (760, 1080)],
        )
        canvas.blit(band, (int((1 - ease) * 900), 0))
        theme.draw_shadowed_text(
            canvas, self.heading(), 44, theme.colour("gold_light"), "ui_bold", center=(960, 70)
        )
        self.draw_player_side(canvas, ease)
        self.draw_opponent_side(canvas, ease)
        pulse = 1.0 + 0.06 * math.sin(self.time * 6)
        vs = theme.text("VS", int(170 * pulse), theme.colour("gold_light"), "ui_bold")
        canvas.blit(
            theme.text("VS", int(170 * pulse), theme.colour("ink"), "ui_bold"),
            vs.get_rect(center=(886, 446)),
        )
        canvas.blit(vs, vs.get_rect(center=(880, 440)))
        draw.draw_footer(
            canvas, self.context, [(act.CONFIRM, tr_later("Fight")), (act.BACK, tr_later("Ladder"))]
        )

    def draw_player_side(self, canvas: pygame.Surface, ease: float) -> None:
        x = int(120 - (1 - ease) * 600)
        theme.draw_text(canvas, tr("YOU"), 96, theme.colour("ivory"), "ui_bold", topleft=(x, 260))
        theme.draw_text(canvas, tr("Run score"), 30, theme.colour("muted"), "ui", topleft=(x, 400))
        theme.draw_text(
            canvas,
            draw.format_score(self.run_score),
            60,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(x, 440),
        )

    def draw_opponent_side(self, canvas: pygame.Surface, ease: float) -> None:
        stage = self.stage
        offset = int((1 - ease) * 700)
        portrait_rect = pygame.Rect(1180 + offset, 150, 520, 650)
        draw.framed_portrait(canvas, stage, portrait_rect, border=theme.colour("gold_light"))
        name_y = portrait_rect.bottom + 20
        theme.draw_shadowed_text(
            canvas,
            draw.character(stage.opponent.name),
            54,
            theme.colour("ivory"),
            "ui_bold",
            midtop=(portrait_rect.centerx, name_y),
        )
        theme.draw_text(
            canvas,
            draw.character(stage.opponent.title),
            32,
            theme.colour("gold_light"),
            "ui",
            midtop=(portrait_rect.centerx, name_y + 78),  # under a CJK name too
        )
        # speech panel with the intro line
        bubble = pygame.Rect(120, 610, 920, 250)
        theme.draw_panel(canvas, bubble, radius=22)
        tail = [
            (bubble.right - 4, bubble.y + 70),
            (bubble.right + 60, bubble.y + 40),
            (bubble.right - 4, bubble.y + 120),
        ]
        pygame.draw.polygon(canvas, theme.colour("panel"), tail)
        pygame.draw.lines(canvas, theme.colour("gold"), False, tail, 3)
        draw.draw_wrapped(
            canvas,
            draw.quoted(stage.opponent.intro),
            34,
            theme.colour("ivory"),
            topleft=(bubble.x + 36, bubble.y + 32),
            width=bubble.width - 72,
            max_lines=4,
        )
        badge = draw.level_badge(canvas, stage.level, midleft=(120, 920), size=28)
        theme.draw_backed_text(
            canvas,
            draw.rules_summary(stage, self.overrides),
            30,
            theme.colour("ivory"),
            "ui",
            midleft=(badge.right + 24, badge.centery),
        )
