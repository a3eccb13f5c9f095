"""The disconnect overlay: a couch seat's pad was unplugged in the middle of a match.

"Red's controller disconnected - reconnect it, or press any key to continue on the
keyboard". The match below is frozen (this overlay is modal and updates nothing below).
It resolves when a pad is (re)connected - the DEVICE_ADDED of any pad, or a button pressed
on a pad no connected seat uses - which becomes that seat's pad, or when any key or mouse
button is pressed, which moves the seat to the keyboard. Nothing of the match is lost.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.scenes import Scene, SceneContext
from game.core.wording import colour_name
from game.i18n import tr
from game.input import actions as act
from game.match.couch import KEYBOARD_MOUSE, CouchSeats, pad_id
from game.scenes.couch.pass_screen import seat_rgb
from game.scenes.couch.seat_words import shown_name
from game.ui import theme

PANEL_RECT = pygame.Rect(260, 330, 1400, 360)
IGNORED = frozenset(
    {
        act.POINTER_MOVE,
        act.FOCUS_LOST,
        act.FOCUS_GAINED,
        act.RESIZED,
        act.QUIT,
        act.TOGGLE_FULLSCREEN,
        act.SCROLL,
    }
)


class PadDisconnected(Scene):
    transparent = True
    name = "pad_disconnected"

    def __init__(
        self,
        context: SceneContext | None,
        couch: CouchSeats,
        seat: int,
        on_resolved: Callable[[int, str], None] | None = None,
        solo: bool = False,
    ) -> None:
        """``solo``: the one player of a match against the CPU ("Your controller")."""
        super().__init__(context)
        self.couch = couch
        self.solo = solo
        self.seat = seat
        self.on_resolved = on_resolved
        self.done = False
        self.time = 0.0

    @property
    def message(self) -> str:
        if self.solo:
            return tr(
                "Your controller disconnected - reconnect it, or press any key to continue "
                "on the keyboard"
            )
        return tr(
            "{colour}'s controller disconnected - reconnect it, or press any key to continue "
            "on the keyboard",
            colour=self.colour(),
        )

    def colour(self) -> str:
        """The seat's colour as a word ("Red")."""
        return colour_name(self.couch.colours[self.seat])

    def _resolve(self, device: str) -> None:
        self.couch.reassign(self.seat, device)
        self.done = True
        self.context.play_sound("menu_confirm")
        if self.stack.top is self:
            self.stack.pop()
        if self.on_resolved is not None:
            self.on_resolved(self.seat, device)

    def handle_action(self, action: act.Action) -> bool:
        if self.done or action.name in IGNORED:
            return True
        if action.name == act.DEVICE_REMOVED:
            if action.instance_id is not None:
                self.couch.on_device_removed(action.instance_id)
            return True
        if action.device == act.PAD and action.instance_id is not None:
            if self.couch.free_pad(action.instance_id):
                self._resolve(f"pad:{action.instance_id}")
            return True
        if action.device in (act.KEYBOARD, act.MOUSE):
            if action.name != act.POINTER_MOVE:
                self._resolve(KEYBOARD_MOUSE)
            return True
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        dim = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        dim.fill((6, 4, 4, 190))
        canvas.blit(dim, (0, 0))
        colour = seat_rgb(self.couch.colours[self.seat])
        theme.draw_panel(canvas, PANEL_RECT, border=colour, radius=22, border_width=5)
        heading = (
            tr("Your controller disconnected")
            if self.solo
            else tr("{colour}'s controller disconnected", colour=self.colour())
        )
        theme.draw_shadowed_text(
            canvas,
            heading,
            theme.fit_size(heading, 60, "ui_bold", PANEL_RECT.width - 60),
            theme.colour("ivory"),
            "ui_bold",
            center=(PANEL_RECT.centerx, PANEL_RECT.y + 90),
        )
        reconnect = tr("Reconnect it, or press any key to continue on the keyboard")
        theme.draw_text(
            canvas,
            reconnect,
            theme.fit_size(reconnect, 38, "ui", PANEL_RECT.width - 60),
            theme.colour("gold_light"),
            "ui",
            center=(PANEL_RECT.centerx, PANEL_RECT.y + 180),
        )
        player = shown_name(self.couch.names[self.seat], self.couch.colours[self.seat])
        old = self.couch.devices[self.seat]
        number = pad_id(old)
        if self.solo and number is not None:
            detail = tr(
                "Your match is paused (controller {number}) - nothing is lost.", number=number
            )
        elif self.solo:
            detail = tr("Your match is paused - nothing is lost.")
        elif number is not None:
            detail = tr(
                "{player}'s match is paused (controller {number}) - nothing is lost.",
                player=player,
                number=number,
            )
        else:
            detail = tr("{player}'s match is paused - nothing is lost.", player=player)
        theme.draw_text(
            canvas,
            detail,
            theme.fit_size(detail, 30, "ui", PANEL_RECT.width - 60),
            theme.colour("muted"),
            "ui",
            center=(PANEL_RECT.centerx, PANEL_RECT.y + 250),
        )
        # a small unplugged-cable glyph, pulsing
        pulse = theme.pulse(self.time, 4.0)
        centre = (PANEL_RECT.centerx, PANEL_RECT.bottom - 50)
        pygame.draw.circle(canvas, colour, centre, int(14 + 4 * pulse))
        pygame.draw.line(
            canvas,
            theme.colour("gold"),
            (centre[0] - 90, centre[1]),
            (centre[0] - 26, centre[1]),
            5,
        )
        pygame.draw.line(
            canvas,
            theme.colour("gold"),
            (centre[0] + 26, centre[1]),
            (centre[0] + 90, centre[1]),
            5,
        )
