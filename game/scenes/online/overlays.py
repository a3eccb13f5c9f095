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
    """ "Ren has been away for 2 minutes": hand Ren's seat to a CPU (the match goes on; Ren
    takes it back on return), start a new game against the CPU (the current match ends) or
    keep waiting. The table goes on updating beneath (the link, the other player coming
    back withdraws the offer); the minutes are the server's count (``away``)."""

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
        on_hand: Callable[[], None] | None = None,
        away: Callable[[], float] | None = None,
    ) -> None:
        self.friend = name
        self.away_seconds = away_seconds
        self.on_accept = on_accept
        self.on_decline = on_decline
        self.on_hand = on_hand
        self.away = away
        self.accepted = False
        super().__init__(context)

    def build(self) -> None:
        top = BUTTONS_TOP
        buttons = []
        if self.on_hand is not None:
            buttons.append(
                (
                    tr("CPU Takes the Seat"),
                    self.hand,
                    "hand_to_cpu",
                    tr(
                        "A CPU plays their seat and the match goes on; they take it back on return."
                    ),
                )
            )
        buttons += [
            (
                tr("New Game vs CPU"),
                self.accept,
                "cpu_game",
                tr("The match with your friend ends; a match against the CPU starts."),
            ),
            (
                tr("Keep Waiting"),
                self.on_back,
                "wait",
                tr("Stay at the table: the match goes on when your friend is back."),
            ),
        ]
        width = 440 if len(buttons) == 2 else 320
        gap = (PANEL.width - len(buttons) * width) // (len(buttons) + 1)
        for index, (label, action, key, description) in enumerate(buttons):
            self.group.add(
                Button(
                    pygame.Rect(PANEL.x + gap + index * (width + gap), top, width, 84),
                    label,
                    action,
                    enabled=not self.accepted,
                    key=key,
                    size=36 if width > 400 else 30,
                    description=description,
                )
            )

    def update(self, dt: float) -> None:
        super().update(dt)
        self.away_seconds = self.away() if self.away is not None else self.away_seconds + dt

    def hand(self) -> None:
        if self.on_hand is not None and not self.accepted:
            self.on_hand()

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
                    "A CPU may play their seat until they are back, or you may start a new "
                    "game against the CPU: the current match ends and is recorded as abandoned."
                )
                if self.on_hand is not None
                else tr(
                    "You may start a new game against the CPU: the current match ends and is "
                    "recorded as abandoned."
                ),
                "ivory",
            ),
        ]
        if self.accepted:
            lines.append((tr("Ending the match..."), "muted"))
        _draw_lines(canvas, lines, PANEL.y + (136 if self.on_hand is not None else 150))


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
