"""A yes-or-no question over the screen below, before something that cannot be undone.

:class:`ConfirmScene` ("confirm") shows the question, wrapped to its panel, and two buttons;
the safe answer is focused first, so a stray Enter keeps things as they are. Back is "no".
:func:`new_match_confirm` ("confirm_new_match") asks before a new match replaces the one in
progress: "You have a match in progress (Aki vs Ben, month 2). Start a new one and discard
it?".
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.scenes import SceneContext
from game.input import actions as act
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

PANEL_WIDTH = 1100
QUESTION_SIZE = 34
LINE_GAP = 12
BUTTON_SIZE = (420, 80)


class ConfirmScene(MenuScene):
    name = "confirm"
    transparent = True
    footer = ((act.CONFIRM, "Select"), (act.BACK, "Cancel"))

    def __init__(
        self,
        context: SceneContext | None = None,
        *,
        question: str,
        yes: str,
        no: str,
        on_yes: Callable[[], None],
        heading: str = "",
    ) -> None:
        self.question = question
        self.yes_label, self.no_label = yes, no
        self.on_yes = on_yes
        self.heading = heading
        inner = PANEL_WIDTH - 120
        self.lines = theme.wrap_text(question, QUESTION_SIZE, inner, "ui")
        text_height = len(self.lines) * (QUESTION_SIZE + LINE_GAP)
        top = 130 if heading else 60
        self.panel_rect = pygame.Rect(0, 0, PANEL_WIDTH, top + text_height + 60 + 80 + 130)
        self.panel_rect.center = (960, 520)
        self.text_top = self.panel_rect.y + top
        super().__init__(context)

    def build(self) -> None:
        panel = self.panel_rect
        y = panel.bottom - 110 - BUTTON_SIZE[1]
        yes = Button(
            pygame.Rect((panel.centerx - 20 - BUTTON_SIZE[0], y), BUTTON_SIZE),
            self.yes_label,
            self.answer_yes,
            key="yes",
            size=32,
        )
        no = Button(
            pygame.Rect((panel.centerx + 20, y), BUTTON_SIZE),
            self.no_label,
            self.on_back,
            key="no",
            size=32,
        )
        self.group.add(yes)
        self.group.add(no)
        self.group.focus(no)  # the safe answer first

    def answer_yes(self) -> None:
        self.context.play_sound("menu_confirm")
        if self.stack.top is self:
            self.stack.pop()
        self.on_yes()

    def draw_decor(self, canvas: pygame.Surface) -> None:
        y = self.text_top
        for line in self.lines:
            theme.draw_text(
                canvas,
                line,
                QUESTION_SIZE,
                theme.colour("ivory"),
                "ui",
                midtop=(self.panel_rect.centerx, y),
            )
            y += QUESTION_SIZE + LINE_GAP


def new_match_confirm(
    context: SceneContext, *, summary: str, on_yes: Callable[[], None]
) -> ConfirmScene:
    """ "confirm_new_match": before a new match replaces ``summary`` ("Aki vs Ben, month
    2"), the match in progress."""
    return ConfirmScene(
        context,
        question=(f"You have a match in progress ({summary}). Start a new one and discard it?"),
        yes="Start a new one",
        no="Keep my match",
        on_yes=on_yes,
        heading="Match in progress",
    )
