"""The replay mode of the table: a kept match played again from its record, every hand face
up, nobody acts; play / pause / step / speed on a bar between the near captures and hand."""

from __future__ import annotations

import pygame

from game.i18n import tr, tr_ctx, tr_later
from game.input import actions as act
from game.match.replay import SPEEDS, ReplayCursor
from game.table.mode import TableMode
from game.ui import theme

BAR_RECT = pygame.Rect(350, 822, 1190, 36)  # between the near captures and hand


class ReplayMode(TableMode):
    """A kept match replayed: Space / confirm pauses and resumes, Right / Tab steps one
    decision (pausing first), Up / Down change the speed (0.5x .. 8x, animations and the
    pause between decisions), Back / Esc leaves; the same controls are buttons on the bar."""

    scene_name = "replay_table"

    def __init__(self, cursor: ReplayCursor) -> None:
        self.cursor = cursor
        self.speed_index = SPEEDS.index(1.0)

    # -- controls -------------------------------------------------------------------------
    def set_speed(self, index: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, index))
        speed = SPEEDS[self.speed_index]
        self.cursor.speed = speed
        self.table.director.speed = speed

    def toggle_pause(self) -> None:
        self.cursor.playing = not self.cursor.playing
        self.cursor.waited = 0.0

    def step(self) -> None:
        self.cursor.playing = False
        self.cursor.steps += 1
        self.table.director.skip()

    def leave(self) -> None:
        self.controls.leave()

    def bar_buttons(self) -> list[tuple[str, pygame.Rect]]:
        """The clickable controls at the right end of the bar (mouse alone works too), with
        their labels in the language in force (in English the keys are "Slower (Down)"...)."""
        return [(tr(label), rect) for label, rect in self._bar_controls()]

    def _bar_controls(self) -> list[tuple[str, pygame.Rect]]:
        labels = (
            tr_later("Slower (Down)"),
            tr_later("Pause (Space)") if self.cursor.playing else tr_later("Play (Space)"),
            tr_later("Step (Right)"),
            tr_later("Faster (Up)"),
            tr_later("Back (Esc)"),
        )
        out = []
        x = BAR_RECT.right - 8
        for label in reversed(labels):
            width = theme.text(tr(label), 22, (0, 0, 0), "ui_bold").get_width() + 24
            x -= width
            out.append((label, pygame.Rect(x, BAR_RECT.y + 3, width, BAR_RECT.height - 6)))
            x -= 6
        return list(reversed(out))

    def click(self, position) -> bool:
        for label, rect in self._bar_controls():
            if rect.collidepoint(position):
                {
                    "Slower": lambda: self.set_speed(self.speed_index - 1),
                    "Pause": self.toggle_pause,
                    "Play": self.toggle_pause,
                    "Step": self.step,
                    "Faster": lambda: self.set_speed(self.speed_index + 1),
                    "Back": self.leave,
                }[label.split(" (")[0]]()
                return True
        return False

    def handle_action(self, action: act.Action) -> bool | None:
        name = action.name
        if name == act.CLICK and action.pos is not None:
            self.click(action.pos)
        elif name == act.CONFIRM:
            self.toggle_pause()
        elif name in (act.RIGHT, act.NEXT):
            self.step()
        elif name == act.UP:
            self.set_speed(self.speed_index + 1)
        elif name == act.DOWN:
            self.set_speed(self.speed_index - 1)
        elif name in (act.BACK, act.PAUSE):
            self.leave()
        elif name == act.YAKU_LIST:
            self.table.open_yaku_list()
        return True

    def finish(self) -> None:
        self.cursor.playing = False  # stay on the final position; Back leaves

    # -- drawing ----------------------------------------------------------------------------
    def status_text(self) -> str:
        cursor = self.cursor
        over = self.table.session.is_over()
        if over:
            mode = tr_ctx("replay", "finished")
        else:
            mode = tr_ctx("replay", "playing") if cursor.playing else tr_ctx("replay", "paused")
        return tr(
            "Replay {state}   {speed}x   decision {number} of {total}",
            state=mode,
            speed=f"{SPEEDS[self.speed_index]:g}",
            number=cursor.index,
            total=len(cursor.decisions),
        )

    def draw_over(self, canvas: pygame.Surface) -> None:
        theme.draw_panel(canvas, BAR_RECT, radius=14, border_width=2, inner_line=False)
        theme.draw_text(
            canvas,
            self.status_text(),
            22,
            theme.colour("gold_light"),
            "ui",
            midleft=(BAR_RECT.x + 16, BAR_RECT.centery),
        )
        for label, rect in self.bar_buttons():
            pygame.draw.rect(canvas, theme.colour("lacquer_light"), rect, border_radius=8)
            pygame.draw.rect(canvas, theme.colour("gold"), rect, 1, border_radius=8)
            theme.draw_text(canvas, label, 22, theme.colour("ivory"), "ui_bold", center=rect.center)
