"""What the table's decision prompts share (koi-koi's koi-koi / stop, hachi-hachi's show /
hide and shobu / sage): modal input that lets pausing, the Hint and the yaku list through,
the panel's lines of text, and the Hint's box with the jade frame on the button it names.

A prompt using :class:`DecisionControls` has ``gate``, ``stack``, ``context``, ``hint``,
``view``, ``art``, ``settle`` and ``group`` (its buttons); the table may give it
``open_action_list`` (the action list key then opens the list in the prompt's place)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input import actions as act
from game.ui import theme
from game.view.hud import HINT_MARK, build_hint_tag

LINE_GAP = 12  # between wrapped lines of the panel
HINT_SIZE, HINT_STEP = 28, 36  # the Hint box's text size and line step


class DecisionControls:
    """The input and update of a modal decision prompt over the table."""

    open_action_list: Callable[[], None] | None = None  # set by the table that opened it

    def handle_action(self, action: act.Action) -> bool:
        if self.gate is not None:
            gated = self.gate(action)
            if gated is not None:
                return gated
        if action.name in act.PAUSE_ACTIONS:
            self.stack.push(self.context.make_scene("pause"))
            return True
        if action.name == act.HINT:
            self.hint.request()
            return True
        if action.name == act.ACTION_LIST and self.open_action_list is not None:
            self.open_action_list()  # the call is made in the list; the prompt steps aside
            return True
        if action.name == act.YAKU_LIST:
            self.stack.push(
                self.context.make_scene("yaku_list", rules=self.view.rules, art=self.art)
            )
            return True
        if self.settle.blocks(action):
            return True  # pausing, the hint and the yaku list decide nothing; the rest waits
        if action.name in act.BUTTON_ACTIONS:
            return self.group.handle_action(action)
        return True  # modal: nothing reaches the table

    def update(self, dt: float) -> None:
        self.settle.update(dt)
        self.hint.update()  # the table below is not updated while the prompt is up


def draw_lines(
    canvas: pygame.Surface, lines: list[tuple[str, int, str]], panel: pygame.Rect, top: int
) -> int:
    """The prompt's (text, size, colour name) lines, wrapped to the panel from ``top``;
    where the next thing may go."""
    y = top
    for text, size, colour_name in lines:
        for part in theme.wrap_text(text, size, panel.width - 100):
            theme.draw_text(
                canvas, part, size, theme.colour(colour_name), "ui", midleft=(panel.x + 50, y)
            )
            y += size + LINE_GAP
    return y


def hint_parts(headline: str, panel: pygame.Rect) -> list[str]:
    """The Hint's headline wrapped to a box as wide as the panel."""
    return theme.wrap_text(headline, HINT_SIZE, panel.width - 60)


def draw_hint(
    canvas: pygame.Surface, box: pygame.Rect, parts: list[str], button: object | None
) -> None:
    """The Hint's lines in ``box``, and the jade frame and tag on the ``button`` it names."""
    pygame.draw.rect(canvas, (22, 30, 24), box, border_radius=14)
    pygame.draw.rect(canvas, HINT_MARK, box, 3, border_radius=14)
    y = box.y + 30
    for part in parts:
        theme.draw_text(
            canvas, part, HINT_SIZE, theme.colour("gold_light"), "ui", midleft=(box.x + 30, y)
        )
        y += HINT_STEP
    if button is not None:
        frame = button.rect.inflate(16, 16)
        pygame.draw.rect(canvas, HINT_MARK, frame, 5, border_radius=16)
        tag = build_hint_tag()
        canvas.blit(tag, tag.get_rect(midbottom=(frame.centerx, frame.top + 4)))
