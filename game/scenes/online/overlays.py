"""Overlays over the online table: seed 000's 2-minute offer, and a notice when the room's
match has ended elsewhere or the link has ended for good."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.scenes import SceneContext
from game.i18n import tr, tr_later, tr_n
from game.input import actions as act
from game.table.online_marks import clock_text
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

PANEL = pygame.Rect(0, 0, 1100, 560)
PANEL.center = (960, 520)
BUTTONS_TOP = PANEL.bottom - 220  # clear of the focused button's description line
YOUR_FRIEND = tr_later("Your friend")  # the name of a friend whose name is not known


def _draw_lines(canvas: pygame.Surface, lines: list[tuple[str, str]], top: int) -> None:
    y = top
    for text, colour in lines:
        for line in theme.wrap_text(text, 32, PANEL.width - 120, "ui"):
            theme.draw_text(canvas, line, 32, theme.colour(colour), "ui", center=(PANEL.centerx, y))
            y += 44
        y += 16


class OfferOverlay(MenuScene):
    """ "Ren has been away for 2 minutes": start a new game against the CPU (the current
    match ends) or keep waiting. The table goes on updating beneath (the link, the other
    player coming back withdraws the offer)."""

    name = "online_offer"
    heading = tr_later("Your friend is away")
    transparent = True
    update_below = True
    panel_rect = PANEL
    footer = ((act.CONFIRM, tr_later("Select")), (act.BACK, tr_later("Keep waiting")))

    def __init__(
        self,
        context: SceneContext | None = None,
        *,
        name: str = YOUR_FRIEND,
        away_seconds: float = 120.0,
        on_accept: Callable[[], None] = lambda: None,
        on_decline: Callable[[], None] = lambda: None,
    ) -> None:
        self.friend = name
        self.away_seconds = away_seconds
        self.on_accept = on_accept
        self.on_decline = on_decline
        self.accepted = False
        super().__init__(context)

    def build(self) -> None:
        top = BUTTONS_TOP
        self.group.add(
            Button(
                pygame.Rect(PANEL.x + 90, top, 440, 84),
                tr("New Game vs CPU"),
                self.accept,
                enabled=not self.accepted,
                key="cpu_game",
                size=36,
                description=tr("The match with your friend ends; a match against the CPU starts."),
            )
        )
        self.group.add(
            Button(
                pygame.Rect(PANEL.right - 530, top, 440, 84),
                tr("Keep Waiting"),
                self.on_back,
                enabled=not self.accepted,
                key="wait",
                size=36,
                description=tr("Stay at the table: the match goes on when your friend is back."),
            )
        )

    def update(self, dt: float) -> None:
        super().update(dt)
        self.away_seconds += dt

    def accept(self) -> None:
        self.accepted = True
        self.on_accept()
        self.rebuild()

    def on_back(self) -> None:
        if self.accepted:
            return
        self.context.play_sound("menu_back")
        self.on_decline()

    def draw_heading(self, canvas: pygame.Surface) -> None:
        super().draw_heading(canvas)
        minutes = int(self.away_seconds // 60)
        lines = [
            (
                tr_n(
                    "{name} has been away for {count} minute ({clock}).",
                    "{name} has been away for {count} minutes ({clock}).",
                    minutes,
                    name=tr(YOUR_FRIEND) if self.friend == YOUR_FRIEND else self.friend,
                    clock=clock_text(self.away_seconds),
                ),
                "gold_light",
            ),
            (
                tr(
                    "You may start a new game against the CPU: the current match ends and is "
                    "recorded as abandoned."
                ),
                "ivory",
            ),
        ]
        if self.accepted:
            lines.append((tr("Ending the match..."), "muted"))
        _draw_lines(canvas, lines, PANEL.y + 150)


class NoticeOverlay(MenuScene):
    """A plain message over the table with the way back to the title."""

    name = "online_notice"
    transparent = True
    panel_rect = PANEL
    footer = ((act.CONFIRM, tr_later("Select")),)

    def __init__(
        self, context: SceneContext | None = None, *, title: str = "", message: str = ""
    ) -> None:
        self.heading = title
        self.message = message
        super().__init__(context)

    def build(self) -> None:
        self.group.add(
            Button(
                pygame.Rect(PANEL.centerx - 220, BUTTONS_TOP, 440, 84),
                tr("Back to Title"),
                self.to_title,
                key="title",
                size=36,
            )
        )

    def to_title(self) -> None:
        self.stack.reset(self.context.make_scene("title"))

    def on_back(self) -> None:
        self.to_title()

    def draw_heading(self, canvas: pygame.Surface) -> None:
        super().draw_heading(canvas)
        _draw_lines(canvas, [(self.message, "ivory")], PANEL.y + 170)
