"""Options > Online: the room server's address (empty: this machine, for LAN play), hosting
the server on this machine for the LAN, the name friends see, and the leaderboard (off
unless turned on; a name is registered with the server, which gives back a secret kept in
the user folder). Changes apply at once and are saved when the screen closes."""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.online.client.board_client import BoardNames, BoardRequest, register_name
from game.online.client.hosting import server_address
from game.online.wire.identifiers import InviteError
from game.scenes.online.connect import settings_of
from game.scenes.online.fields import TextField
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.rows import place_rows
from game.ui.widgets import Button, NameField, Toggle

PANEL = pygame.Rect(1100, 200, 700, 660)
ROW_WIDTH, ROW_HEIGHT, ROW_GAP = 900, 72, 14
MIN_BOARD_NAME = 3


class OnlineOptionsScene(MenuScene):
    name = "online_options"
    heading = tr_later("Online")
    heading_ja = "オンライン"

    def __init__(self, context: SceneContext | None = None) -> None:
        self.changed = False
        self.request: BoardRequest | None = None
        self.board_note = ""
        super().__init__(context)

    @property
    def settings(self):
        return settings_of(self.context)

    def build(self) -> None:
        settings = self.settings
        rows = [
            TextField(
                pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                tr("Server"),
                lambda: settings.online_server,
                lambda value: self._set("online_server", value.strip()),
                max_length=200,
                placeholder=tr("This machine"),
                key="server",
                description=tr(
                    "Empty: this machine. Or a friend's server: 192.168.1.5 or ws://host:port."
                ),
            ),
            Toggle(
                pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                tr("Host on this machine"),
                lambda: settings.host_server,
                lambda value: self._set("host_server", value),
                key="host",
                description=tr("Run the room server here while the game runs, for your network."),
            ),
            NameField(
                pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                tr("Your name"),
                lambda: settings.online_name,
                lambda value: self._set("online_name", value.strip()),
                max_length=16,
                key="name",
                description=tr("The name your friend sees on your name plate."),
            ),
            Toggle(
                pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                tr("Leaderboard"),
                lambda: settings.leaderboard,
                lambda value: self._set("leaderboard", value),
                key="leaderboard",
                description=tr("Off: nothing about your results is sent. On: your matches count."),
            ),
            NameField(
                pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                tr("Leaderboard name"),
                lambda: settings.leaderboard_name,
                lambda value: self._set("leaderboard_name", value.strip()),
                max_length=24,
                enabled=settings.leaderboard,
                key="board_name",
                description=tr("3 to 24 letters; nobody else can play under it on this server."),
            ),
            Button(
                pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                tr("Register Name"),
                self.register,
                enabled=self.may_register(),
                key="register",
                description=tr("Reserve the leaderboard name on this server."),
                size=34,
            ),
        ]
        bottom = place_rows(self.group, rows, 120, 200, ROW_GAP)
        self.group.add(
            Button(
                pygame.Rect(120, bottom + 26, 300, 80),
                tr("Done"),
                self.on_back,
                key="done",
                description=tr("Save and go back."),
                size=38,
            )
        )

    def _set(self, attribute: str, value) -> None:
        setattr(self.settings, attribute, value)
        self.changed = True
        self.context.services.settings_changed()
        if attribute == "leaderboard":
            self.board_note = ""
            self.rebuild()  # the name and Register follow the switch
        elif attribute == "leaderboard_name":
            self.board_note = ""
            register = next(w for w in self.group.widgets if w.key == "register")
            register.enabled = self.may_register()
            self.group.refresh()

    # -- the leaderboard ----------------------------------------------------------------------
    def may_register(self) -> bool:
        settings = self.settings
        return settings.leaderboard and len(settings.leaderboard_name) >= MIN_BOARD_NAME

    def server(self) -> tuple[str | None, str]:
        """(the server address, or None with the reason)."""
        try:
            return server_address(self.settings.online_server), ""
        except InviteError as error:
            return None, tr("{problem}.", problem=error)

    def register(self) -> None:
        server, problem = self.server()
        if server is None:
            self.board_note = problem
            return
        name = self.settings.leaderboard_name
        self.board_note = tr("Registering {name} on {server}...", name=name, server=server)
        self.request = BoardRequest(lambda: register_name(server, name))

    def update(self, dt: float) -> None:
        super().update(dt)
        request = self.request
        if request is not None and request.done:
            self.request = None
            server, _problem = self.server()
            if request.error:
                self.board_note = request.error
            elif server is not None:
                BoardNames().put(server, request.result)
                self.board_note = tr(
                    "Registered as {name} on {server}.", name=request.result["name"], server=server
                )

    def exit(self) -> None:
        if self.changed:
            self.context.services.save_settings()
            self.changed = False

    # -- drawing --------------------------------------------------------------------------
    def status_lines(self) -> list[tuple[str, str, str]]:
        """(label, sentence, colour name) for the panel."""
        settings = self.settings
        server, problem = self.server()
        lines = [(tr("Server"), server or problem, "ivory" if server else "vermilion")]
        host = self.context.services.server_host
        hosting = tr(host.status())  # the no-hosting stand-in of game.core says it in English
        lines.append((tr("This machine"), hosting, "ivory" if host.running else "muted"))
        if not settings.leaderboard:
            board = tr("Off. Nothing is sent about your results.")
        elif self.board_note:
            board = self.board_note
        else:
            claim = BoardNames().get(server) if server else None
            if claim is not None:
                board = tr("On, as {name} on this server.", name=claim["name"])
            else:
                board = tr("On, but no name is registered on this server yet.")
        lines.append((tr("Leaderboard"), board, "ivory"))
        return lines

    def draw_decor(self, canvas: pygame.Surface) -> None:
        theme.draw_panel(canvas, PANEL, radius=18)
        x, y = PANEL.x + 36, PANEL.y + 30
        for label, text, colour in self.status_lines():
            theme.draw_text(canvas, label, 28, theme.colour("muted"), "ui_bold", topleft=(x, y))
            y += 38
            for line in theme.wrap_text(text, 28, PANEL.width - 72)[:4]:
                theme.draw_text(canvas, line, 28, theme.colour(colour), "ui", topleft=(x, y))
                y += 36
            y += 24
