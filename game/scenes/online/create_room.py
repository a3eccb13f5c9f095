"""Create a room: the name the friend sees, the rules and the length as in the match setup
(a preset, months, viewing yaku, 7+ doubling and More rules), then "Create Room" opens the
waiting room with the code and the invite."""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.match.setup import MatchSetup, preset_description
from game.online.games import GameSetupError, MatchSettings
from game.online.identifiers import InviteError
from game.scenes.menus.setup_rows import (
    SetupMenuScene,
    draw_preset_panel,
    koikoi_rule_rows,
    preset_title,
)
from game.scenes.online.connect import chosen_server, open_session
from game.scenes.online.fields import player_name_row
from game.ui import theme
from game.ui.rows import main_and_back, place_rows

PANEL = pygame.Rect(1120, 200, 680, 640)


class CreateRoomScene(SetupMenuScene):
    name = "online_create"
    heading = tr_later("Create a Room")
    heading_ja = "へやをつくる"

    def __init__(
        self,
        context: SceneContext | None = None,
        server: str | None = None,
        setup: MatchSetup | None = None,
    ) -> None:
        self.server = server
        self.setup = setup or MatchSetup("online")
        self.problem = ""
        # None: the server's secret random seed (the smoke run fixes the deal)
        self.deal_seed: int | None = None
        super().__init__(context)

    def build(self) -> None:
        setup = self.setup
        x, width, top, height, gap = 120, 900, 190, 72, 14
        rows = [
            player_name_row(self.context, width, height),
            *koikoi_rule_rows(setup, width, height, self._set_preset, self.more_rules),
        ]
        bottom = place_rows(self.group, rows, x, top, gap) + 30
        main = (
            tr("Create Room"),
            self.create,
            "create_room",
            tr("Open the room and get the invite for your friend."),
        )
        main_and_back(
            self.group, x, bottom, main, self.on_back, tr("Return to Play with a Friend.")
        )

    def match_settings(self) -> MatchSettings:
        """The room's settings (GameSetupError when a rule is out of range)."""
        return MatchSettings.from_json(
            {"game": "koikoi", "preset": self.setup.preset, "overrides": dict(self.setup.overrides)}
        )

    def create(self) -> None:
        try:
            server = chosen_server(self.context, self.server)
            settings = self.match_settings()
        except (InviteError, GameSetupError) as error:
            self.problem = str(error)
            return
        self.problem = ""
        handle = open_session(
            self.context, server, "create", settings=settings.to_json(), seed=self.deal_seed
        )
        self.stack.push(self.context.make_scene("online_room", handle=handle, purpose="create"))

    def draw_decor(self, canvas: pygame.Surface) -> None:
        title = preset_title(self.setup.preset)
        y = draw_preset_panel(canvas, PANEL, title, preset_description(self.setup.preset))
        x = PANEL.x + 36
        y += 24
        pygame.draw.line(canvas, theme.colour("gold_dark"), (x, y), (PANEL.right - 36, y), 1)
        y += 24
        notes = [
            (tr("You play red; your friend plays blue."), "muted"),
            (
                tr("The server holds the match: neither of you ever sees the other's hand."),
                "muted",
            ),
        ]
        if self.problem:
            notes.insert(0, (self.problem, "vermilion"))
        for text, colour in notes:
            for line in theme.wrap_text(text, 28, PANEL.width - 72):
                theme.draw_text(canvas, line, 28, theme.colour(colour), "ui", topleft=(x, y))
                y += 38
            y += 14
