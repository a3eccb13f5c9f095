"""Match setup of roppyakken and hana-awase: players, who is a CPU and how strong, the rule
preset, the match length and "More rules" (every other key of the game, from the engine).

Start calls ``services.start_match(config)`` (on the couch the names and the device claims
come first, through the "couch_names" screen). The choices are remembered per mode and game
(game.match.setup_memory) when a match starts.
"""

from __future__ import annotations

import pygame

from game.core.kinds import MatchMode, SeatKind
from game.core.scenes import SceneContext
from game.engine import games
from game.engine.spec import LengthUnit
from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.i18n.sources import GAME_TITLE_CONTEXT
from game.match import setup_memory
from game.match.table_setup import (
    LENGTH_KEY,
    LENGTHS,
    LEVELS,
    OFFERED_SEATS,
    PLAYER,
    TableSetup,
    preset_description,
)
from game.scenes.menus.setup_rows import SetupMenuScene, draw_preset_panel
from game.scenes.menus.table_rules import rule_label
from game.ui import theme
from game.ui.rows import main_and_back, place_rows
from game.ui.widgets import Button, Choice

LEVEL_WORDS = {
    "easy": tr_later("CPU: Easy"),
    "normal": tr_later("CPU: Normal"),
    "expert": tr_later("CPU: Expert"),
}
SEAT_WORDS = (
    tr_later("First seat"),
    tr_later("Second seat"),
    tr_later("Third seat"),
    tr_later("Fourth seat"),
)
HANDS: tuple[tuple[bool, str], ...] = (
    (False, tr_later("Hidden (pass screen)")),
    (True, tr_later("Open hands")),
)
PRESET_LABELS = {
    "shiragiku": tr_later("Shiragiku"),
    "fudawiki": tr_later("FudaWiki"),
    "seed003": tr_later("Classic"),
}


def preset_label(preset: str) -> str:
    return tr(PRESET_LABELS.get(preset, preset.replace("-", " ").title()))


def length_words(game: str, value: int) -> str:
    """A match length in the words of what it counts (the spec's ``length_unit``)."""
    unit = games.spec(game).length_unit
    if unit is LengthUnit.WON_GAMES:
        return tr_n("First to {count} won game", "First to {count} won games", value)
    if unit is LengthUnit.MONTHS:
        return tr_n("{count} month", "{count} months", value)
    return tr_n("{count} round", "{count} rounds", value)


class TableSetupScene(SetupMenuScene):
    name = "table_setup"
    more_rules_scene = "table_rules"

    def __init__(
        self,
        context: SceneContext | None = None,
        game: str = games.ROPPYAKKEN,
        mode: str = MatchMode.CPU,
        setup: TableSetup | None = None,
    ) -> None:
        if setup is None:
            setup = TableSetup(game, mode)
            warn = context.services.notify if context is not None else None
            setup.recall(setup_memory.choices(mode, setup.game, warn=warn))
        self.setup = setup
        self.heading_ja = games.game_title(setup.game)[1]
        super().__init__(context)

    @property
    def heading(self) -> str:
        """The game's name (and "One Screen" on the couch), in the language in force."""
        title = tr_ctx(GAME_TITLE_CONTEXT, games.game_title(self.setup.game)[0])
        if self.setup.mode == MatchMode.CPU:
            return title
        return tr("{game} - One Screen", game=title)

    def build(self) -> None:
        setup = self.setup
        couch = setup.mode == MatchMode.COUCH
        x, width, top = 120, 900, 190
        height, gap = 66, 12
        rows = []

        def row(widget_type, label: str, *arguments, **details) -> None:
            rows.append(widget_type(pygame.Rect(0, 0, width, height), label, *arguments, **details))

        row(
            Choice,
            tr("Players"),
            [
                (count, tr_n("{count} player", "{count} players", count))
                for count in OFFERED_SEATS[setup.game]
            ],
            lambda: setup.seat_count,
            self._set_seats,
            key="seats",
            description=tr("How many sit at the table."),
        )
        kinds = [(PLAYER, tr("Player"))] if couch else []
        kinds += [(level, tr(LEVEL_WORDS[level])) for level in LEVELS]
        for seat in range(1, setup.seat_count):
            row(
                Choice,
                tr(SEAT_WORDS[seat]),
                kinds,
                lambda seat=seat: setup.seat_kind(seat),
                lambda value, seat=seat: setup.set_seat_kind(seat, value),
                key=f"seat{seat}",
                description=tr("A player on this screen, or a CPU and how strong it plays.")
                if couch
                else tr("How strong this CPU plays."),
            )
        if couch:
            row(
                Choice,
                tr("Hands"),
                [(value, tr(text)) for value, text in HANDS],
                lambda: setup.open_hands,
                lambda value: setattr(setup, "open_hands", value),
                key="hands",
                description=tr("Open hands shows every hand and skips the pass screen."),
            )
        row(
            Choice,
            tr("Rules"),
            [(preset, preset_label(preset)) for preset in setup.presets()],
            lambda: setup.preset,
            self._set_preset,
            key="preset",
            description=tr("A rule preset; More rules adjusts it."),
        )
        length_key = LENGTH_KEY[setup.game]
        lengths = sorted(set(LENGTHS[setup.game]) | {setup.rule(length_key)})
        row(
            Choice,
            tr("Length"),
            [(value, length_words(setup.game, value)) for value in lengths],
            lambda: setup.rule(length_key),
            lambda value: setup.set_rule(length_key, value),
            key="length",
            description=tr("How long the match lasts."),
        )
        row(
            Button,
            tr("More rules..."),
            self.more_rules,
            key="more",
            description=tr("Every rule of this game: yaku values, rain, fuke, the wild card..."),
            size=34,
        )
        bottom = place_rows(self.group, rows, x, top, gap) + 24
        main = (
            tr("Choose Devices")
            if couch and setup.kinds().count(SeatKind.HUMAN) > 1
            else tr("Start Match"),
            self.start,
            "start",
            tr("Names, then each player picks a pad or the keyboard.")
            if couch
            else tr("Deal the first round."),
        )
        back = tr("Choose another game.")
        main_and_back(self.group, x, bottom, main, self.on_back, back, height=80, size=42)

    def _set_seats(self, count: int) -> None:
        self.setup.seat_count = count
        self.rebuild()

    def start(self) -> None:
        setup = self.setup
        setup_memory.remember(setup.mode, setup.game, setup.memory())
        config = setup.config()
        if setup.mode == MatchMode.COUCH:
            config["scene"] = "couch_match"
            self.stack.push(self.context.make_scene("join", config=config))
            return
        self.context.services.start_match(config)

    def draw_decor(self, canvas: pygame.Surface) -> None:
        setup = self.setup
        panel = pygame.Rect(1120, 190, 680, 660)
        description = preset_description(setup.game, setup.preset)
        y = draw_preset_panel(canvas, panel, preset_label(setup.preset), description, 600)
        if setup.overrides:
            changed = tr(", ").join(rule_label(setup.game, key) for key in sorted(setup.overrides))
            y += 20
            for line in theme.wrap_text(tr("Changed: {rules}", rules=changed), 24, 600)[:4]:
                theme.draw_text(canvas, line, 24, theme.colour("gold"), topleft=(panel.x + 36, y))
                y += 32
