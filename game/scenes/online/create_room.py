"""Create a room for any game the table plays: the name the others see, the game, how many
seats and which of them friends take and which a CPU plays (and how strong), then the game's
rules and length as its own setup screen offers them (koi-koi: a preset, months, viewing
yaku, 7+ doubling; the others: a preset and their length) and More rules. "Create Room"
opens the waiting room with the code and the invite.

The side panel names the preset and describes it for the length chosen now (a shorter match
is said as such, never the preset's "12 months"), then who sits where.
"""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.engine import games
from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.i18n.sources import GAME_TITLE_CONTEXT
from game.match.setup import MatchSetup
from game.match.table_setup import LENGTHS, TableSetup
from game.online.wire.games import CPU_LEVELS, ONLINE_GAMES, GameSetupError, MatchSettings
from game.online.wire.identifiers import InviteError
from game.scenes.menus.setup_rows import (
    SetupMenuScene,
    draw_preset_panel,
    koikoi_rule_rows,
    month_words,
    preset_title,
    rule_accessors,
)
from game.scenes.menus.table_setup import length_words, preset_label
from game.scenes.online.connect import chosen_server, open_session
from game.scenes.online.fields import player_name_row
from game.scenes.online.room_setup import CPU, FRIEND, RoomSetup, described_preset, offered_seats
from game.ui import theme
from game.ui.rows import main_and_back, place_rows
from game.ui.widgets import Button, Choice

PANEL = pygame.Rect(1100, 180, 720, 700)
ROW_HEIGHT, ROW_GAP, ROW_WIDTH = 58, 8, 900
SEAT_WORDS = (
    tr_later("First seat"),
    tr_later("Second seat"),
    tr_later("Third seat"),
    tr_later("Fourth seat"),
)
KIND_WORDS = {FRIEND: tr_later("A friend"), CPU: tr_later("CPU")}
LEVEL_WORDS = {"easy": tr_later("Easy"), "normal": tr_later("Normal"), "expert": tr_later("Expert")}


def game_name(game: str) -> str:
    """A game's title in the language in force."""
    return tr_ctx(GAME_TITLE_CONTEXT, games.game_title(game)[0])


class CreateRoomScene(SetupMenuScene):
    name = "online_create"
    heading = tr_later("Create a Room")
    heading_ja = "へやをつくる"

    def __init__(
        self,
        context: SceneContext | None = None,
        server: str | None = None,
        setup: MatchSetup | None = None,
        game: str | None = None,
    ) -> None:
        self.server = server
        self.room_setup = RoomSetup(game or games.KOIKOI)
        if setup is not None:  # a koi-koi setup handed in (its rules kept)
            self.room_setup.game = games.KOIKOI
            self.room_setup._setups[games.KOIKOI] = setup
        self.problem = ""
        # None: the server's secret random seed (the smoke run fixes the deal)
        self.deal_seed: int | None = None
        super().__init__(context)

    @property  # type: ignore[override]
    def setup(self) -> MatchSetup | TableSetup:
        """The chosen game's rules (what More rules edits)."""
        return self.room_setup.setup

    @property
    def more_rules_scene(self) -> str:  # type: ignore[override]
        return "table_rules" if self.room_setup.is_table_game else "more_rules"

    # -- the rows ---------------------------------------------------------------------------
    def _rect(self) -> pygame.Rect:
        return pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT)

    def build(self) -> None:
        room = self.room_setup
        rows = [player_name_row(self.context, ROW_WIDTH, ROW_HEIGHT), *self.seat_rows()]
        if room.is_table_game:
            rows += self.table_rule_rows()
        else:
            setup = room.setup
            assert isinstance(setup, MatchSetup)
            rows += koikoi_rule_rows(
                setup, ROW_WIDTH, ROW_HEIGHT, self._set_preset, self.more_rules
            )
        x, top = 120, 180
        bottom = place_rows(self.group, rows, x, top, ROW_GAP) + 16
        main = (
            tr("Create Room"),
            self.create,
            "create_room",
            tr("Open the room and get the invite for your friends."),
        )
        main_and_back(
            self.group,
            x,
            bottom,
            main,
            self.on_back,
            tr("Return to Play with a Friend."),
            height=76,
            size=40,
        )

    def seat_rows(self) -> list:
        room = self.room_setup
        rows = [
            Choice(
                self._rect(),
                tr("Game"),
                [(game, game_name(game)) for game in ONLINE_GAMES],
                lambda: room.game,
                self._set_game,
                key="game",
                description=tr("The game the room plays."),
            ),
            Choice(
                self._rect(),
                tr("Players"),
                [
                    (count, tr_n("{count} player", "{count} players", count))
                    for count in offered_seats(room.game)
                ],
                lambda: room.seat_count,
                self._set_seats,
                key="seats",
                description=tr("How many sit at the table."),
            ),
        ]
        for seat in range(1, room.seat_count):
            rows.append(
                Choice(
                    self._rect(),
                    tr(SEAT_WORDS[seat]),
                    [(kind, tr(KIND_WORDS[kind])) for kind in (FRIEND, CPU)],
                    lambda seat=seat: room.seat_kind(seat),
                    lambda kind, seat=seat: room.set_seat_kind(seat, kind),
                    key=f"seat{seat}",
                    description=tr("A friend joins by the invite, or a CPU plays this seat."),
                    on_change=self.rebuild,
                )
            )
        if room.cpu_seats():
            rows.append(
                Choice(
                    self._rect(),
                    tr("CPU level"),
                    [(level, tr(LEVEL_WORDS[level])) for level in CPU_LEVELS],
                    lambda: room.cpu_level,
                    room.set_cpu_level,
                    key="cpu_level",
                    description=tr("How strong the CPU seats play."),
                )
            )
        return rows

    def table_rule_rows(self) -> list:
        room = self.room_setup
        setup = room.setup
        assert isinstance(setup, TableSetup)
        key = room.length_key
        lengths = sorted(set(LENGTHS[room.game]) | {setup.rule(key)})
        return [
            Choice(
                self._rect(),
                tr("Rules"),
                [(preset, preset_label(preset)) for preset in setup.presets()],
                lambda: setup.preset,
                self._set_preset,
                key="preset",
                description=tr("A rule preset; More rules adjusts it."),
            ),
            Choice(
                self._rect(),
                tr("Length"),
                [(value, length_words(room.game, value)) for value in lengths],
                *rule_accessors(setup, key),
                key="length",
                description=tr("How long the match lasts."),
            ),
            Button(
                self._rect(),
                tr("More rules..."),
                self.more_rules,
                key="more",
                description=tr(
                    "Every rule of this game: yaku values, rain, fuke, the wild card..."
                ),
                size=32,
            ),
        ]

    def _set_game(self, game: str) -> None:
        self.room_setup.game = game
        self.rebuild()
        self.focus_key("game")

    def _set_seats(self, count: int) -> None:
        self.room_setup.seat_count = count
        self.rebuild()
        self.focus_key("seats")

    def focus_key(self, key: str) -> None:
        widget = next((w for w in self.group.widgets if w.key == key), None)
        if widget is not None:
            self.group.focus(widget)

    def rebuild(self) -> None:
        focused = self.group.focused.key if self.group.focused is not None else None
        super().rebuild()
        if focused is not None:
            self.focus_key(focused)

    # -- creating ---------------------------------------------------------------------------
    def match_settings(self) -> MatchSettings:
        """The room's settings (GameSetupError when a rule is out of range)."""
        return MatchSettings.from_json(self.room_setup.settings())

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

    # -- the side panel ---------------------------------------------------------------------
    def preset_name(self) -> str:
        room = self.room_setup
        if room.is_table_game:
            return preset_label(room.setup.preset)
        return preset_title(room.setup.preset)

    def description(self) -> str:
        """The preset's description, told for the length chosen now."""
        room = self.room_setup
        if room.is_table_game:
            return described_preset(room, lambda value: length_words(room.game, value))
        return described_preset(room, month_words)

    def seat_lines(self) -> list[tuple[str, str]]:
        """(text, colour) of who sits where: you, the friends, the CPUs."""
        room = self.room_setup
        lines = [(tr("Seat 1: you"), "ivory")]
        level = tr(LEVEL_WORDS[room.cpu_level])
        for seat in range(1, room.seat_count):
            if room.seat_kind(seat) == CPU:
                text = tr("Seat {seat}: CPU ({level})", seat=seat + 1, level=level)
            else:
                text = tr("Seat {seat}: a friend", seat=seat + 1)
            lines.append((text, "ivory" if room.seat_kind(seat) == FRIEND else "muted"))
        return lines

    def draw_decor(self, canvas: pygame.Surface) -> None:
        y = draw_preset_panel(canvas, PANEL, self.preset_name(), "", None)
        x = PANEL.x + 36
        width = PANEL.width - 72
        for line in theme.wrap_text(self.description(), 28, width):
            theme.draw_text(canvas, line, 28, theme.colour("ivory"), "ui", topleft=(x, y))
            y += 38
        y += 16
        pygame.draw.line(canvas, theme.colour("gold_dark"), (x, y), (PANEL.right - 36, y), 1)
        y += 18
        for index, (text, colour) in enumerate(self.seat_lines()):
            pygame.draw.circle(canvas, theme.seat_colour(index), (x + 10, y + 17), 9)
            theme.draw_text(canvas, text, 28, theme.colour(colour), "ui", topleft=(x + 30, y))
            y += 38
        y += 12
        notes = [
            (tr("The server holds the match: nobody ever sees another player's hand."), "muted")
        ]
        if self.problem:
            notes.insert(0, (self.problem, "vermilion"))
        for text, colour in notes:
            for line in theme.wrap_text(text, 26, width):
                theme.draw_text(canvas, line, 26, theme.colour(colour), "ui", topleft=(x, y))
                y += 34
            y += 10
