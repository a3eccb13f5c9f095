"""Overlays over the table that wait for a press or close by themselves: the base
(:class:`TimedOverlay`: confirm / click closes it after a quarter second, ``auto_close``
seconds close it alone, Esc and P pause over it) and the short :class:`Announcement` (a
redeal)."""

from __future__ import annotations

import pygame

from game.core.scenes import Scene
from game.i18n import tr
from game.input import actions as act
from game.ui import theme


class TimedOverlay(Scene):
    """An overlay that closes on confirm / click (after a quarter second) or, when
    ``auto_close`` is set, by itself after that many seconds; ``done`` tells the director it
    may go on. Esc and P pause over it, as over the table."""

    transparent = True
    auto_close: float | None
    age: float
    done: bool

    def close(self) -> None:
        if self.done:
            return
        self.done = True
        if self.stack.top is self:
            self.stack.pop()

    def update(self, dt: float) -> None:
        self.age += dt
        if self.auto_close is not None and self.age >= self.auto_close:
            self.close()

    def handle_action(self, action: act.Action) -> bool:
        if action.name in act.PAUSE_ACTIONS:
            self.stack.push(self.context.make_scene("pause"))  # it waits under the menu
        elif action.name in (act.CONFIRM, act.CLICK) and self.age > 0.25:
            self.close()
        return True


class Announcement(TimedOverlay):
    """A short notice over the table (a redeal): a title and lines; closes on confirm /
    click or by itself after a few seconds."""

    transparent = True
    name = "announcement"

    def __init__(
        self, context, *, title: str, lines: tuple[str, ...] = (), auto_close: float = 3.0
    ) -> None:
        super().__init__(context)
        self.title = title
        self.lines = lines
        self.auto_close = auto_close
        self.age = 0.0
        self.done = False

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(theme.shade(), (0, 0))
        prompt = tr("Enter / click to continue")
        widest = max(
            [theme.text(self.title, 52, (0, 0, 0), "ui_bold").get_width()]
            + [theme.text(line, 30, (0, 0, 0)).get_width() for line in (*self.lines, prompt)]
        )
        panel = pygame.Rect(0, 0, min(1800, max(1000, widest + 120)), 220 + 44 * len(self.lines))
        panel.center = (960, 500)
        theme.draw_panel(canvas, panel)
        theme.draw_text(
            canvas,
            self.title,
            52,
            theme.colour("gold_light"),
            "ui_bold",
            center=(panel.centerx, panel.y + 70),
        )
        for index, line in enumerate(self.lines):
            theme.draw_text(
                canvas,
                line,
                30,
                theme.colour("ivory"),
                center=(panel.centerx, panel.y + 140 + 44 * index),
            )
        theme.draw_text(
            canvas,
            prompt,
            24,
            theme.colour("muted"),
            center=(panel.centerx, panel.bottom - 34),
        )
