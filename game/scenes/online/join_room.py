"""Join a room: paste the invite a friend sent (from the clipboard) or type the room code,
check what was understood (the room and its server), then join and wait for the deal."""

from __future__ import annotations

import pygame

from game.core import clipboard
from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.online.wire.identifiers import Invite, InviteError, display_code, parse_invite
from game.scenes.online.connect import chosen_server, open_session
from game.scenes.online.fields import TextField, player_name_row
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.rows import main_and_back, place_rows
from game.ui.widgets import Button
from game.view.text_fit import ellipsize

PANEL = pygame.Rect(1120, 200, 680, 560)
INVITE_LENGTH = 240


class JoinRoomScene(MenuScene):
    name = "online_join"
    heading = tr_later("Join a Room")
    heading_ja = "へやにはいる"

    def __init__(self, context: SceneContext | None = None, server: str | None = None) -> None:
        """``server``: where a bare room code is looked for (default: Options' server)."""
        self.server = server
        self.invite_text = ""
        self.problem = ""
        super().__init__(context)

    def build(self) -> None:
        x, width, height, gap, top = 120, 900, 72, 14, 200
        rows = [
            player_name_row(self.context, width, height),
            TextField(
                pygame.Rect(0, 0, width, height),
                tr("Invite"),
                lambda: self.invite_text,
                self._set_invite,
                max_length=INVITE_LENGTH,
                placeholder=tr("Paste the invite or type the code"),
                key="invite",
                description=tr(
                    "Enter to type a room code such as K7QF-2M9D; Enter again to finish."
                ),
            ),
            Button(
                pygame.Rect(0, 0, width, height),
                tr("Paste Invite"),
                self.paste,
                key="paste",
                description=tr("Take the invite your friend sent from the clipboard."),
                size=34,
            ),
        ]
        bottom = place_rows(self.group, rows, x, top, gap) + 30
        main = (
            tr("Join Room"),
            self.join,
            "join_room",
            tr("Take the free seat and wait for the deal."),
        )
        main_and_back(
            self.group, x, bottom, main, self.on_back, tr("Return to Play with a Friend.")
        )

    def _set_invite(self, value: str) -> None:
        self.invite_text = value
        self.problem = ""

    # -- what was understood ------------------------------------------------------------------
    def understood(self) -> tuple[Invite | None, str | None, str]:
        """(the invite, the server it points to, a problem sentence or "")."""
        if not self.invite_text.strip():
            return None, None, ""
        try:
            invite = parse_invite(self.invite_text)
            server = invite.server or chosen_server(self.context, self.server)
        except InviteError as error:
            return None, None, tr("{problem}.", problem=error)
        return invite, server, ""

    def paste(self) -> None:
        text = clipboard.paste_text()
        if text is None:
            self.problem = tr("The clipboard holds no text: copy the invite first.")
            return
        self.invite_text = " ".join(text.split())[:INVITE_LENGTH]
        _invite, _server, self.problem = self.understood()

    def join(self) -> None:
        invite, server, problem = self.understood()
        if invite is None:
            self.problem = problem or tr("Paste the invite or type the room code first.")
            return
        handle = open_session(self.context, server, "join", code=invite.code)
        purpose = "resume" if handle.session.returning else "join"  # a seat this run took
        self.stack.push(self.context.make_scene("online_room", handle=handle, purpose=purpose))

    def draw_decor(self, canvas: pygame.Surface) -> None:
        theme.draw_panel(canvas, PANEL, radius=18)
        x, y = PANEL.x + 36, PANEL.y + 30
        invite, server, problem = self.understood()
        problem = self.problem or problem
        if invite is not None:
            theme.draw_text(
                canvas, tr("Room"), 28, theme.colour("muted"), "ui_bold", topleft=(x, y)
            )
            theme.draw_text(
                canvas,
                display_code(invite.code),
                96,
                theme.colour("gold_light"),
                "ui_bold",
                topleft=(x, y + 30),
            )
            y += 150
            theme.draw_text(
                canvas, tr("Server"), 28, theme.colour("muted"), "ui_bold", topleft=(x, y)
            )
            theme.draw_text(
                canvas,
                ellipsize(server, 34, PANEL.width - 72, "ui_bold"),
                34,
                theme.colour("ivory"),
                "ui_bold",
                topleft=(x, y + 34),
            )
            y += 100
        notes = (
            []
            if invite is not None
            else [
                (
                    tr(
                        "Your friend creates the room and sends you the invite. Copy it, then "
                        "press Paste Invite here."
                    ),
                    "muted",
                ),
                (
                    tr("A room code alone is looked for on the server set in Online Options."),
                    "muted",
                ),
            ]
        )
        if problem:
            notes.insert(0, (problem, "vermilion"))
        for text, colour in notes:
            for line in theme.wrap_text(text, 28, PANEL.width - 72):
                theme.draw_text(canvas, line, 28, theme.colour(colour), "ui", topleft=(x, y))
                y += 38
            y += 14
