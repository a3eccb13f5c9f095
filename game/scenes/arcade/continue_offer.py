"""CONTINUE? overlay after a lost ladder match: a countdown from 10, the credits left and
the opponent's victory line. Confirm spends a credit and replays the stage; Back (or the
countdown reaching zero) ends the run. Any other button speeds the count by a second. For
the first second nothing counts (game.ui.settle): keys pressed as the match ended must not
spend a credit unseen; the button prompts appear when input does."""

from __future__ import annotations

import math

import pygame

from game.arcade.ladder import CONTINUE
from game.arcade.session import ArcadeSession
from game.core.scenes import Scene, SceneContext
from game.i18n import tr, tr_ctx, tr_later
from game.input import actions as act
from game.scenes.arcade import draw
from game.ui import theme
from game.ui.settle import InputSettle

HURRY_ACTIONS = frozenset({act.UP, act.DOWN, act.LEFT, act.RIGHT, act.NEXT, act.PREVIOUS})


class ContinueScene(Scene):
    name = "arcade_continue"
    transparent = True

    def __init__(
        self, context: SceneContext | None = None, *, session: ArcadeSession, credits_total: int = 3
    ) -> None:
        super().__init__(context)
        self.session = session
        self.credits_total = credits_total
        self.time = 0.0
        self.last_shown = session.run.countdown.shown if session.run.countdown else 0
        self.settle = InputSettle()

    def handle_action(self, action: act.Action) -> bool:
        run = self.session.run
        if run.state != CONTINUE:
            return False
        if self.settle.blocks(action):
            return True
        if action.name in (act.CONFIRM, act.CLICK):
            self.context.play_sound("menu_confirm")
            self.session.continue_run()
            self.stack.pop()
            return True
        if action.name == act.BACK:
            self.context.play_sound("menu_back")
            self.session.decline()
            self.finish()
            return True
        if action.name in HURRY_ACTIONS and run.countdown is not None:
            run.countdown.hurry()
            return True
        return False

    def update(self, dt: float) -> None:
        self.time += dt
        self.settle.update(dt)
        self.session.update(dt)
        run = self.session.run
        if run.countdown is not None and run.countdown.shown != self.last_shown:
            self.last_shown = run.countdown.shown
            self.context.play_sound("menu_move")
        if run.state != CONTINUE and self.active:
            self.finish()

    def finish(self) -> None:
        """The run is over: back to the ladder (which asks for initials when due)."""
        self.stack.pop()
        top = self.stack.top
        if self.session.needs_initials and top is not None and hasattr(top, "push_initials"):
            top.push_initials()

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        draw.dim_canvas(canvas, 190)
        run = self.session.run
        panel = pygame.Rect(460, 170, 1000, 700)
        theme.draw_panel(canvas, panel, radius=26, border_width=4)
        theme.draw_shadowed_text(
            canvas,
            tr("CONTINUE?"),
            96,
            theme.colour("gold_light"),
            "ui_bold",
            center=(panel.centerx, panel.y + 100),
        )
        shown = run.countdown.shown if run.countdown else 0
        fraction = run.countdown.left - math.floor(run.countdown.left) if run.countdown else 0
        scale = 1.0 + 0.25 * fraction
        number = theme.text(str(shown), int(220 * scale), theme.colour("vermilion"), "ui_bold")
        canvas.blit(number, number.get_rect(center=(panel.centerx, panel.y + 300)))
        stage = run.current_stage
        draw.draw_wrapped(
            canvas,
            tr(
                "{name}: {line}",
                name=draw.character(stage.opponent.name),
                line=draw.quoted(stage.opponent.victory),
            ),
            28,
            theme.colour("ivory"),
            topleft=(panel.x + 60, panel.y + 440),
            width=panel.width - 120,
            max_lines=3,
        )
        theme.draw_text(
            canvas,
            tr("Credits"),
            30,
            theme.colour("muted"),
            "ui_bold",
            midleft=(panel.x + 60, panel.bottom - 110),
        )
        draw.draw_credits(
            canvas,
            run.credits,
            self.credits_total,
            topleft=(panel.x + 200, panel.bottom - 128),
            radius=18,
        )
        theme.draw_text(
            canvas,
            tr("Score {score}", score=draw.format_score(run.score)),
            30,
            theme.colour("gold_light"),
            "ui_bold",
            midright=(panel.right - 60, panel.bottom - 110),
        )
        if self.settle.ready:
            draw.draw_footer(
                canvas,
                self.context,
                [(act.CONFIRM, tr_ctx("arcade", "Continue")), (act.BACK, tr_later("Give up"))],
            )
