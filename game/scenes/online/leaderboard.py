"""The online leaderboard as a page of the arcade's records screen: shown when a server is
set (an address in Options, hosting on this machine, or the leaderboard turned on), read
once in the background when the page is first shown."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.i18n import tr, tr_n
from game.online.client.board_client import BoardRequest, top_entries
from game.online.client.hosting import server_address
from game.online.wire.identifiers import InviteError
from game.ui import theme
from game.view.text_fit import ellipsize

ROWS = 10


def board_server(settings: Settings | None) -> str | None:
    """The server whose board the records screen shows, or None (no server set)."""
    if settings is None:
        return None
    if not (settings.online_server.strip() or settings.host_server or settings.leaderboard):
        return None
    try:
        return server_address(settings.online_server)
    except InviteError:
        return None


class OnlineBoard:
    """The board of one server: fetched once, then drawn as a table."""

    def __init__(self, server: str) -> None:
        self.server = server
        self.request: BoardRequest | None = None

    def fetch(self) -> None:
        if self.request is None:
            server = self.server
            self.request = BoardRequest(lambda: top_entries(server, ROWS))

    def draw(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        self.fetch()
        theme.draw_panel(canvas, area, radius=18)
        theme.draw_text(
            canvas,
            tr("Online leaderboard"),
            36,
            theme.colour("gold_light"),
            "ui_bold",
            midtop=(area.centerx, area.y + 22),
        )
        request = self.request
        if not request.done or request.error:
            text = request.error or tr("Asking {server}...", server=self.server)
            y = area.y + 100
            for line in theme.wrap_text(text, 26, area.width - 80):
                theme.draw_text(
                    canvas, line, 26, theme.colour("muted"), "ui", topleft=(area.x + 40, y)
                )
                y += 34
            return
        entries = request.result or []
        if not entries:
            theme.draw_text(
                canvas,
                tr("No ranked matches yet."),
                26,
                theme.colour("muted"),
                "ui",
                topleft=(area.x + 40, area.y + 100),
            )
            return
        row_height = (area.height - 130) // ROWS
        for index, entry in enumerate(entries[:ROWS]):
            y = area.y + 80 + index * row_height
            theme.draw_text(
                canvas,
                tr("{rank}.", rank=entry["rank"]),
                28,
                theme.colour("gold"),
                "ui_bold",
                topleft=(area.x + 36, y),
            )
            theme.draw_text(
                canvas,
                ellipsize(str(entry["name"]), 28, area.width - 290, "ui_bold"),
                28,
                theme.colour("ivory"),
                "ui_bold",
                topleft=(area.x + 96, y),
            )
            points = entry["points"]
            theme.draw_text(
                canvas,
                tr_n("{count} pt", "{count} pts", points),
                28,
                theme.colour("ivory"),
                "ui_bold",
                topright=(area.right - 36, y),
            )
        theme.draw_text(
            canvas,
            ellipsize(self.server, 22, area.width - 60),
            22,
            theme.colour("muted"),
            "ui",
            midbottom=(area.centerx, area.bottom - 16),
        )
