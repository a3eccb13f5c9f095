"""Pause menu overlay: resume, options, yaku list, quit to title.

Transparent: the scene below (the table) stays visible, dimmed. Pause or back resumes.
"Yaku list" opens the yaku list; "Quit to title" resets the stack to the title scene (the
match is autosaved already). ``message`` shows a line such as
"Red's controller disconnected - reconnect it, or press any key to continue".
"""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.input import actions as act
from game.ui import theme
from game.ui.menu import vertical_rects
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

PANEL = pygame.Rect(0, 0, 760, 640)
PANEL.center = (960, 540)


class PauseScene(MenuScene):
    name = "pause"
    heading = tr_later("Paused")
    transparent = True
    panel_rect = PANEL
    footer = ((act.CONFIRM, tr_later("Select")), (act.BACK, tr_later("Resume")))

    def __init__(
        self,
        context: SceneContext | None = None,
        message: str = "",
        quit_note: str = tr_later("The match is autosaved; Continue resumes it."),
    ) -> None:
        """``message``: a line under the heading; ``quit_note``: what leaving keeps (both
        translated where drawn: pass them marked with ``tr_later``)."""
        self.message = message
        self.quit_note = quit_note
        self.panel_rect = PANEL.inflate(0, 80) if message else PANEL.copy()
        super().__init__(context)

    def build(self) -> None:
        entries = [
            ("resume", tr("Resume"), self.resume_game, tr("Back to the table.")),
            ("options", tr("Options"), self.options, tr("Sound, animation and controls.")),
            ("yaku", tr("Yaku List"), self.yaku_list, tr("Every yaku and its points.")),
            ("quit", tr("Quit to Title"), self.quit_to_title, tr(self.quit_note)),
        ]
        panel = self.panel_rect
        top = panel.y + 150 + (60 if self.message else 0)
        rects = vertical_rects(
            len(entries), centre_x=panel.centerx, top=top, width=480, height=72, gap=18
        )
        for (key, label, callback, description), rect in zip(entries, rects, strict=True):
            self.group.add(Button(rect, label, callback, key=key, description=description, size=36))

    def resume_game(self) -> None:
        self.context.play_sound("menu_back")
        self.stack.pop()

    def options(self) -> None:
        self.stack.push(self.context.make_scene("options"))

    def yaku_list(self) -> None:
        self.stack.push(self.context.make_scene("yaku_list"))

    def quit_to_title(self) -> None:
        self.stack.reset(self.context.make_scene("title"))

    def handle_action(self, action: act.Action) -> bool:
        if action.name == act.PAUSE:
            self.resume_game()
            return True
        if action.name == act.YAKU_LIST:
            self.yaku_list()
            return True
        return super().handle_action(action)

    def on_back(self) -> None:
        self.resume_game()

    def draw_heading(self, canvas: pygame.Surface) -> None:
        super().draw_heading(canvas)
        if self.message:
            panel = self.panel_rect
            lines = theme.wrap_text(tr(self.message), 28, panel.width - 80, "ui_bold")[:2]
            for index, line in enumerate(lines):
                theme.draw_text(
                    canvas,
                    line,
                    28,
                    theme.colour("gold_light"),
                    "ui_bold",
                    center=(panel.centerx, panel.y + 125 + index * 36),
                )
