"""Play with a Friend: create a room, join one, or go back to a room this player still holds a
seat in (after a crash, a restart or leaving the table); the server and how to reach it are
shown beside, with the way to Options > Online."""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.online.wire.identifiers import InviteError, display_code
from game.scenes.online.connect import chosen_server, kept_rooms, open_session, settings_of
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button
from game.view.text_fit import ellipsize

MAX_KEPT = 3  # rooms offered back at most
SEAT_SENTENCES = (
    tr_later("Take your red seat in room {code} again."),
    tr_later("Take your blue seat in room {code} again."),
    tr_later("Take your green seat in room {code} again."),
    tr_later("Take your gold seat in room {code} again."),
)
PANEL = pygame.Rect(900, 200, 900, 640)


class FriendMenuScene(MenuScene):
    name = "play_friend"
    heading = tr_later("Play with a Friend")
    heading_ja = "ともだちと"

    def __init__(self, context: SceneContext | None = None, server: str | None = None) -> None:
        """``server``: play on this address instead of the one in Options (the smoke run's
        loopback server)."""
        self.server_override = server
        self.server = ""
        self.problem = ""
        super().__init__(context)

    def build(self) -> None:
        try:
            self.server, self.problem = chosen_server(self.context, self.server_override), ""
        except InviteError as error:
            self.server, self.problem = (
                "",
                tr("The server address in Options is not usable: {problem}.", problem=error),
            )
        usable = bool(self.server)
        entries = [
            (
                "create",
                tr("Create a Room"),
                self.create,
                usable,
                tr("Choose the rules, then send the invite to your friend. You play red."),
            ),
            (
                "join",
                tr("Join a Room"),
                self.join,
                True,
                tr("Paste the invite your friend sent, or type the room code. You play blue."),
            ),
        ]
        for code, seat in kept_rooms(self.server)[:MAX_KEPT] if usable else []:
            entries.append(
                (
                    f"resume:{code}",
                    tr("Back to Room {code}", code=display_code(code)),
                    lambda code=code: self.return_to(code),
                    True,
                    tr(SEAT_SENTENCES[seat % len(SEAT_SENTENCES)], code=display_code(code)),
                )
            )
        entries += [
            (
                "online_options",
                tr("Online Options..."),
                self.online_options,
                True,
                tr("The server address, hosting on this machine and the leaderboard."),
            ),
            ("back", tr("Back"), self.on_back, True, tr("Return to the title screen.")),
        ]
        for index, (key, label, callback, enabled, description) in enumerate(entries):
            rect = pygame.Rect(120, 200 + index * 96, 680, 80)
            self.group.add(
                Button(
                    rect,
                    label,
                    callback,
                    enabled=enabled,
                    key=key,
                    description=description,
                    size=38,
                )
            )

    # -- choices --------------------------------------------------------------------------
    def create(self) -> None:
        self.stack.push(self.context.make_scene("online_create", server=self.server))

    def join(self) -> None:
        self.stack.push(self.context.make_scene("online_join", server=self.server or None))

    def return_to(self, code: str) -> None:
        try:
            handle = open_session(self.context, self.server, "resume", code=code)
        except ValueError as error:  # the seat was forgotten meanwhile
            self.context.services.notify(str(error))
            self.rebuild()
            return
        self.stack.push(self.context.make_scene("online_room", handle=handle, purpose="resume"))

    def online_options(self) -> None:
        self.stack.push(self.context.make_scene("online_options"))

    def resume(self) -> None:
        self.rebuild()  # a room may have been kept or forgotten meanwhile

    # -- drawing --------------------------------------------------------------------------
    def draw_decor(self, canvas: pygame.Surface) -> None:
        theme.draw_panel(canvas, PANEL, radius=18)
        x, y = PANEL.x + 40, PANEL.y + 34
        theme.draw_text(canvas, tr("Server"), 30, theme.colour("muted"), "ui_bold", topleft=(x, y))
        shown = self.server or tr("none")
        theme.draw_text(
            canvas,
            ellipsize(shown, 40, PANEL.width - 80, "ui_bold"),
            40,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(x, y + 40),
        )
        y += 110
        host = self.context.services.server_host
        lines = []
        if self.problem:
            lines.append((self.problem, "vermilion"))
        elif not settings_of(self.context).online_server.strip() and self.server_override is None:
            lines.append((tr("This machine. {status}", status=tr(host.status())), "ivory"))
        lines += [
            (
                tr(
                    "Every player connects to the same server. On a home network one of you "
                    "turns on Host on this machine in Online Options; the invite then carries "
                    "that machine's address."
                ),
                "muted",
            ),
            (
                tr(
                    "A room keeps your seat: if the game or the network stops, come back here "
                    "and take it again."
                ),
                "muted",
            ),
        ]
        for text, colour in lines:
            for line in theme.wrap_text(text, 28, PANEL.width - 80):
                theme.draw_text(canvas, line, 28, theme.colour(colour), "ui", topleft=(x, y))
                y += 38
            y += 18
