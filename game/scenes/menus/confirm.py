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
from game.i18n import tr, tr_later
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
    footer = ((act.CONFIRM, tr_later("Select")), (act.BACK, tr_later("Cancel")))

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
        """The texts are translated where drawn (callers may pass them marked with
        ``tr_later``, or translated already)."""
        self.question = question
        self.yes_label, self.no_label = yes, no
        self.on_yes = on_yes
        self.heading = heading
        self.lines: list[str] = []
        self.line_height = QUESTION_SIZE + LINE_GAP
        self.panel_rect = pygame.Rect(0, 0, PANEL_WIDTH, 0)
        self.text_top = 0
        super().__init__(context)

    def layout(self) -> None:
        """The question wrapped in the language in force, and the panel sized to it."""
        inner = PANEL_WIDTH - 120
        question = tr(self.question)
        self.lines = theme.wrap_text(question, QUESTION_SIZE, inner, "ui")
        drawn = theme.text(question or "Ag", QUESTION_SIZE, (0, 0, 0), "ui").get_height()
        self.line_height = max(QUESTION_SIZE + LINE_GAP, drawn + LINE_GAP // 2)  # CJK is taller
        text_height = len(self.lines) * self.line_height
        top = 130 if self.heading else 60
        self.panel_rect = pygame.Rect(0, 0, PANEL_WIDTH, top + text_height + 60 + 80 + 130)
        self.panel_rect.center = (960, 520)
        self.text_top = self.panel_rect.y + top

    def build(self) -> None:
        self.layout()
        panel = self.panel_rect
        y = panel.bottom - 110 - BUTTON_SIZE[1]
        yes = Button(
            pygame.Rect((panel.centerx - 20 - BUTTON_SIZE[0], y), BUTTON_SIZE),
            tr(self.yes_label),
            self.answer_yes,
            key="yes",
            size=32,
        )
        no = Button(
            pygame.Rect((panel.centerx + 20, y), BUTTON_SIZE),
            tr(self.no_label),
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
            y += self.line_height


def new_match_confirm(
    context: SceneContext, *, summary: str, on_yes: Callable[[], None]
) -> ConfirmScene:
    """ "confirm_new_match": before a new match replaces ``summary`` ("Aki vs Ben, month
    2"), the match in progress."""
    return ConfirmScene(
        context,
        question=tr(
            "You have a match in progress ({match}). Start a new one and discard it?",
            match=summary,
        ),
        yes=tr_later("Start a new one"),
        no=tr_later("Keep my match"),
        on_yes=on_yes,
        heading=tr_later("Match in progress"),
    )
