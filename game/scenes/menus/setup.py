"""Match setup: opponent level (or hidden/open hands for two players), rule preset, months,
viewing yaku, 7+ doubling and "More rules"; Start calls ``services.start_match(config)``
(couch play goes to the "join" screen first).

The config is a plain dict whose keys match game.match.session.MatchConfig (rules,
overrides, level, seats, names, seed, viewer) plus ``mode`` ("cpu" | "couch") and
``open_hands``. Overrides hold only the rules that differ from the chosen preset; the rule
values offered come from the engine (game.engine.rule_options).
"""

from __future__ import annotations

import pygame

from game.core.kinds import MatchMode
from game.core.scenes import SceneContext
from game.i18n import tr, tr_later
from game.match import setup_memory
from game.match.setup import MatchSetup, preset_description
from game.scenes.menus.more_rules import value_words
from game.scenes.menus.setup_rows import (
    SetupMenuScene,
    draw_preset_panel,
    koikoi_rule_rows,
    preset_title,
    translated,
    viewing_choices,
)
from game.ui import theme
from game.ui.rows import main_and_back, place_rows
from game.ui.widgets import Choice

LEVELS: tuple[tuple[str, str], ...] = (
    ("easy", tr_later("Easy")),
    ("normal", tr_later("Normal")),
    ("expert", tr_later("Expert")),
)
HANDS: tuple[tuple[bool, str], ...] = (
    (False, tr_later("Hidden (pass screen)")),
    (True, tr_later("Open hands")),
)


class SetupScene(SetupMenuScene):
    name = "setup"
    heading = tr_later("Match Setup")
    heading_ja = "こいこい"

    def __init__(
        self,
        context: SceneContext | None = None,
        mode: str = MatchMode.CPU,
        setup: MatchSetup | None = None,
    ) -> None:
        if setup is None:
            setup = MatchSetup(mode)
            warn = context.services.notify if context is not None else None
            setup.recall(setup_memory.choices(mode, setup.game, warn=warn))
        self.setup = setup
        super().__init__(context)
        if self.setup.mode == MatchMode.COUCH:
            self.heading = tr_later("2 Players - One Screen")

    def build(self) -> None:
        setup = self.setup
        couch = setup.mode == MatchMode.COUCH
        x, width, top = 120, 900, 200
        height, gap = 72, 16
        rect = pygame.Rect(0, 0, width, height)
        if couch:
            first = Choice(
                rect,
                tr("Hands"),
                translated(HANDS),
                lambda: setup.open_hands,
                lambda value: setattr(setup, "open_hands", value),
                key="hands",
                description=tr("Open hands shows both hands and skips the pass screen."),
            )
        else:
            first = Choice(
                rect,
                tr("Opponent"),
                translated(LEVELS),
                lambda: setup.level,
                lambda value: setattr(setup, "level", value),
                key="level",
                description=tr("How strong the CPU plays."),
            )
        rows = [first, *koikoi_rule_rows(setup, width, height, self._set_preset, self.more_rules)]
        bottom = place_rows(self.group, rows, x, top, gap) + 30
        main = (
            tr("Choose Devices") if couch else tr("Start Match"),
            self.start,
            "start",
            tr("Each player picks a pad or the keyboard.")
            if couch
            else tr("Deal the first month."),
        )
        main_and_back(self.group, x, bottom, main, self.on_back, tr("Return to the title screen."))

    def start(self) -> None:
        setup_memory.remember(self.setup.mode, self.setup.game, self.setup.memory())
        config = self.setup.config()
        if self.setup.mode == MatchMode.COUCH:
            self.stack.push(self.context.make_scene("join", config=config))
            return
        self.context.services.start_match(config)

    def draw_decor(self, canvas: pygame.Surface) -> None:
        panel = pygame.Rect(1120, 200, 680, 640)
        title = preset_title(self.setup.preset)
        y = draw_preset_panel(canvas, panel, title, preset_description(self.setup.preset))
        y += 24
        pygame.draw.line(
            canvas, theme.colour("gold_dark"), (panel.x + 36, y), (panel.right - 36, y), 1
        )
        y += 20
        for label, text, changed in self.summary_lines():
            theme.draw_text(
                canvas, label, 27, theme.colour("muted"), "ui", topleft=(panel.x + 36, y)
            )
            theme.draw_text(
                canvas,
                text,
                27,
                theme.colour("gold_light" if changed else "ivory"),
                "ui_bold",
                topright=(panel.right - 36, y),
            )
            y += 40
        if self.setup.overrides:
            theme.draw_text(
                canvas,
                tr("Gold: changed from the preset"),
                24,
                theme.colour("gold"),
                "ui",
                topleft=(panel.x + 36, panel.bottom - 50),
            )

    def summary_lines(self) -> list[tuple[str, str, bool]]:
        setup = self.setup
        lines = []
        for key, label, render in (
            ("months", tr("Months"), lambda value: str(value)),
            ("viewing_yaku", tr("Viewing yaku"), lambda value: dict(viewing_choices())[value]),
            ("seven_doubling", tr("7+ doubling"), lambda value: tr("Yes") if value else tr("No")),
            (
                "koikoi_multiplier",
                tr("Koi-koi doubling"),
                lambda value: value_words("koikoi_multiplier", value),
            ),
            (
                "target_score",
                tr("Target score"),
                lambda value: str(value) if value else tr("None"),
            ),
            ("start_score", tr("Starting score"), lambda value: str(value)),
            (
                "drawn_month",
                tr("Drawn month"),
                lambda value: value_words("drawn_month", value),
            ),
        ):
            value = setup.rule(key)
            if value is None:
                continue
            lines.append((label, render(value), key in setup.overrides))
        return lines
