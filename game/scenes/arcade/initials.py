"""High score initials: three letters chosen with a pad or the keyboard (up/down change the
letter, left/right move, Confirm moves on and finishes on the last letter; typing a letter
or digit sets it, even W/A/S/D, which otherwise navigate). After entry the mode's table is
shown with the new line highlighted."""

from __future__ import annotations

import pygame

from game.arcade.highscores import InitialsEntry
from game.arcade.session import ArcadeSession, mode_title
from game.core.scenes import Scene, SceneContext
from game.i18n import is_cjk, tr, tr_later, tr_n
from game.input import actions as act
from game.scenes.arcade import draw
from game.ui import theme

BOX_WIDTH, BOX_HEIGHT, BOX_GAP = 150, 190, 40


class InitialsScene(Scene):
    name = "arcade_initials"

    def __init__(self, context: SceneContext | None = None, *, session: ArcadeSession) -> None:
        super().__init__(context)
        self.session = session
        self.entry = InitialsEntry()
        self.rank: int | None = None
        self.time = 0.0

    @property
    def entered(self) -> bool:
        return self.rank is not None or not self.session.needs_initials

    def handle_action(self, action: act.Action) -> bool:
        if self.entered:
            if action.name in (act.CONFIRM, act.BACK, act.CLICK):
                self.stack.pop()
                return True
            return False
        name = action.name
        key = action.value if action.device == act.KEYBOARD and name != act.TEXT else None
        if isinstance(key, str) and len(key) == 1:
            return True  # a letter/digit key (even W/A/S/D): its TEXT sets the letter
        if name == act.UP:
            self.entry.change(+1)
        elif name == act.DOWN:
            self.entry.change(-1)
        elif name == act.LEFT:
            self.entry.move(-1)
        elif name == act.RIGHT:
            self.entry.move(+1)
        elif name == act.BACK:
            self.entry.back()
        elif name == act.TEXT and isinstance(action.value, str):
            for char in action.value:
                self.entry.type_letter(char)
        elif name in (act.CONFIRM, act.CLICK):
            if self.entry.confirm():
                self.rank = self.session.submit_initials(self.entry.text)
                self.context.play_sound("menu_confirm")
        else:
            return False
        self.context.play_sound("menu_move")
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.backdrop(draw.CANVAS_SIZE, sun=False), (0, 0))
        draw.draw_heading(canvas, tr("HIGH SCORE"), "" if is_cjk() else "ハイスコア")
        run = self.session.run
        theme.draw_text(
            canvas,
            tr(
                "Score {score}   -   {stages}, {continues}",
                score=draw.format_score(run.score),
                stages=tr_n("{count} stage cleared", "{count} stages cleared", run.stages_cleared),
                continues=tr_n("{count} continue", "{count} continues", run.continues_used),
            ),
            34,
            theme.colour("ivory"),
            "ui",
            topleft=(120, 180),
        )
        if self.entered:
            self.draw_table(canvas)
            draw.draw_footer(canvas, self.context, [(act.CONFIRM, tr_later("Done"))])
            return
        theme.draw_text(
            canvas,
            tr("Enter your initials"),
            40,
            theme.colour("gold_light"),
            "ui_bold",
            center=(960, 330),
        )
        left = 960 - (3 * BOX_WIDTH + 2 * BOX_GAP) // 2
        for index, letter in enumerate(self.entry.letters):
            box = pygame.Rect(left + index * (BOX_WIDTH + BOX_GAP), 400, BOX_WIDTH, BOX_HEIGHT)
            focused = index == self.entry.cursor
            if focused:
                theme.draw_glow(canvas, box, theme.colour("vermilion"), spread=16, strength=160)
            theme.draw_panel(
                canvas,
                box,
                fill=theme.colour("panel_focus" if focused else "panel"),
                border=theme.colour("gold_light" if focused else "gold"),
            )
            theme.draw_text(
                canvas, letter, 130, theme.colour("ivory"), "ui_bold", center=box.center
            )
            if focused:
                for direction in (-1, 1):
                    tip_y = box.y - 30 if direction < 0 else box.bottom + 30
                    base_y = tip_y - direction * 22
                    pygame.draw.polygon(
                        canvas,
                        theme.colour("gold_light"),
                        [
                            (box.centerx, tip_y),
                            (box.centerx - 24, base_y),
                            (box.centerx + 24, base_y),
                        ],
                    )
        theme.draw_text(
            canvas,
            tr("Up/Down: letter    Left/Right: move    Confirm: next / done"),
            30,
            theme.colour("muted"),
            "ui",
            center=(960, 700),
        )
        draw.draw_footer(
            canvas,
            self.context,
            [
                (act.UP, tr_later("Letter")),
                (act.RIGHT, tr_later("Move")),
                (act.CONFIRM, tr_later("OK")),
            ],
        )

    def draw_table(self, canvas: pygame.Surface) -> None:
        from game.scenes.arcade.records import draw_high_scores

        area = pygame.Rect(560, 250, 800, 700)
        draw_high_scores(
            canvas,
            self.session.store.highscores.table(self.session.mode),
            area,
            highlight=self.rank,
            title=tr("{mode} high scores", mode=mode_title(self.session.mode)),
        )
