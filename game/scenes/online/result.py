"""The result of an online match: the usual match result (scores, the month table, the
winner's flourish) with a rematch with the same friend, "New Link" (seed 000's re-invite
with a new link: a new room with the same rules, this player in the red seat) and the title.

It keeps polling the session: the other player's rematch vote and presence show under the
buttons; once both voted, the new match's first events open the online table; after New
Link the waiting room shows the new code. Leaving for the title lets the room go (the seat
is forgotten: the match is over). A watcher has no vote and no seat to re-invite from: only
the title is offered, and the rematch the players choose opens its table too.
"""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.engine.table_view import TableView
from game.i18n import tr, tr_later
from game.online.client.model import Update
from game.online.client.problems import refusal
from game.online.client.session import CONNECTED, SessionError, SessionHandle
from game.persist import achievements
from game.scenes.overlays.match_result import MatchResultScene
from game.table.online_marks import is_cpu_seat
from game.ui import theme
from game.ui.menu import WidgetGroup
from game.ui.widgets import Button
from game.view.text_fit import ellipsize

BUTTON_Y, BUTTON_WIDTH, BUTTON_HEIGHT = 950, 340, 80
STATUS_PANEL = pygame.Rect(300, 862, 1320, 64)  # the rematch / presence line


class OnlineResultScene(MatchResultScene):
    name = "online_result"
    network = True  # fed by the network: it goes on while the window is unfocused

    def __init__(
        self,
        context: SceneContext,
        *,
        handle: SessionHandle,
        view: TableView,
        names: tuple[str, ...],
        victory=None,
    ) -> None:
        super().__init__(context, view=view, names=names, rematch=self.ask_rematch, victory=victory)
        self.handle = handle
        self.room_code = handle.session.code
        self.match_number = handle.session.model.match
        self.voted = False
        self.reinviting = False
        self.note = ""
        self.new_link_button = Button(
            pygame.Rect(0, 0, BUTTON_WIDTH, BUTTON_HEIGHT),
            tr("New Link"),
            self.new_link,
            key="new_link",
        )
        buttons = (self.rematch_button, self.new_link_button, self.title_button)
        self.group = WidgetGroup(list(buttons), sound=context.play_sound)
        self._place_buttons()
        if handle.session.seat is None:  # a watcher: the players choose what comes next
            self.rematch_button.enabled = self.new_link_button.enabled = False
            self.group.refresh()
        try:  # the record, for the kept matches and the achievements
            self.session.request_record()
        except SessionError:
            pass

    @property
    def session(self):
        return self.handle.session

    def language_changed(self) -> None:
        super().language_changed()  # the base lays out its two buttons: three are placed again
        self.new_link_button.label = tr("New Link")
        self._place_buttons()

    def _place_buttons(self) -> None:
        """Rematch, New Link and Title in a row, each as wide as the widest label needs."""
        buttons = (self.rematch_button, self.new_link_button, self.title_button)
        widest = max(
            theme.text(button.label, button.size, (0, 0, 0), "ui_bold").get_width()
            for button in buttons
        )
        width = max(BUTTON_WIDTH, widest + 60)
        left = 960 - (3 * width + 2 * 50) // 2
        for index, button in enumerate(buttons):
            button.rect = pygame.Rect(left + index * (width + 50), BUTTON_Y, width, BUTTON_HEIGHT)
        self.group.refresh()  # the focus targets follow the moved buttons

    def others(self) -> list[int]:
        return [seat for seat in range(len(self.names)) if seat != self.session.seat]

    # -- choices --------------------------------------------------------------------------
    def ask_rematch(self) -> None:
        if self.voted:
            return
        try:
            self.session.rematch()
        except SessionError:
            self.note = tr_later("The server cannot be reached right now: try again in a moment.")
            return
        self.voted = True

    def new_link(self) -> None:
        if self.reinviting:
            return
        try:
            self.session.reinvite()
        except SessionError:
            self.note = tr_later("The server cannot be reached right now: try again in a moment.")
            return
        self.reinviting = True

    def to_title(self) -> None:
        self.session.forget_seat()  # the match is over: nothing to come back to
        super().to_title()

    def exit(self) -> None:
        self.handle.release()

    # -- the session ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.active:
            return  # the base closed the scene this frame
        updates = self.session.poll()
        for index, update in enumerate(updates):
            if update.kind in ("events", "snapshot") and update.data["match"] != self.match_number:
                self.stack.replace(
                    self.context.make_scene(
                        "online_table",
                        handle=self.handle.pass_on(),
                        start=update,
                        queued=updates[index + 1 :],
                    )
                )
                return
            if update.kind == "room" and update.data["code"] != self.room_code:
                self.stack.replace(
                    self.context.make_scene(
                        "online_room", handle=self.handle.pass_on(), purpose="create"
                    )
                )
                return
            self.handle_update(update)

    def handle_update(self, update: Update) -> None:
        if update.kind == "record" and update.data.get("match") == self.match_number:
            kept = achievements.keep_online_match(update.data.get("record"), self.session.seat)
            for line in achievements.lines_to_tell(*kept):
                self.context.services.notify(line)
        elif update.kind == "error" and update.data.get("code") == "record_not_ready":
            pass  # the record is asked for once, in passing
        elif update.kind == "error":
            data = update.data
            self.note = refusal(data.get("code", ""), data.get("message", ""))
            self.voted = self.reinviting = False
        elif update.kind == "closed":
            self.note = tr_later(
                "The connection to the room has ended: a new link needs a new room."
            )

    def status_line(self) -> str:
        if self.note:
            return tr(self.note)
        if self.reinviting:
            return tr("Opening a new room...")
        room = self.session.room
        if room is None or self.session.connection != CONNECTED:
            return tr("Reconnecting to the room...")
        if self.session.seat is None:
            return tr("You are watching: if the players choose a rematch, you watch it too.")
        votes = set(room.get("rematch_votes") or [])
        for seat in self.others():
            if is_cpu_seat(room, seat):
                continue  # a CPU seat is always there and always plays again
            info = room["seats"][seat]
            name = info["name"] if info else tr("Your friend")
            if (info is None or not info["connected"]) and self.voted:
                return tr(
                    "You asked for a rematch, but {name} has left."
                    " New Link makes a room to invite them.",
                    name=name,
                )
            if info is None or not info["connected"]:
                return tr(
                    "{name} has left the room. New Link makes a room to invite them again.",
                    name=name,
                )
            if self.voted and seat not in votes:
                return tr("Waiting for {name} to accept the rematch...", name=name)
            if seat in votes and not self.voted:
                return tr("{name} wants a rematch: press Rematch to play again.", name=name)
        if len(room["seats"]) > 2:
            return tr("Rematch with the same friends, or make a new room with New Link.")
        return tr("Rematch with the same friend, or make a new room with New Link.")

    def _draw_result(self, canvas: pygame.Surface, buttons: bool = True) -> None:
        super()._draw_result(canvas, buttons)
        if buttons:  # on a panel just above the buttons, clear of the wave pattern
            theme.draw_panel(canvas, STATUS_PANEL, radius=14)
            theme.draw_text(
                canvas,
                ellipsize(self.status_line(), 30, STATUS_PANEL.width - 60),
                30,
                theme.colour("gold_light"),
                "ui_bold",
                center=STATUS_PANEL.center,
            )
