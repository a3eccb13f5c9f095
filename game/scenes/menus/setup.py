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

from game.core.scenes import SceneContext
from game.engine.rule_options import rule_option
from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.i18n.sources import PRESET_CONTEXT
from game.match import setup_memory
from game.match.setup import MatchSetup, preset_description, preset_rules
from game.scenes.menus.more_rules import value_words
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice, Toggle

LEVELS: tuple[tuple[str, str], ...] = (
    ("easy", tr_later("Easy")),
    ("normal", tr_later("Normal")),
    ("expert", tr_later("Expert")),
)
PRESETS: tuple[tuple[str, str], ...] = (
    ("nintendo", tr_later("Nintendo")),
    ("mobile", tr_later("Mobile")),
    ("koikoi-japan", tr_later("KoiKoi Japan")),
)
MONTHS: tuple[int, ...] = (3, 6, 12)
VIEWING_WORDS: dict[str, str] = {
    "counted": tr_later("Counted"),
    "never": tr_later("Never"),
    "with_other": tr_later("With another yaku"),
}
HANDS: tuple[tuple[bool, str], ...] = (
    (False, tr_later("Hidden (pass screen)")),
    (True, tr_later("Open hands")),
)


def translated(options) -> list:
    """``[(value, text)]`` with each text in the language in force."""
    return [(value, tr(text)) for value, text in options]


def viewing_choices() -> list[tuple[str, str]]:
    """The viewing-yaku values the engine accepts, in words."""
    return [
        (value, tr(VIEWING_WORDS.get(value, value.replace("_", " ").capitalize())))
        for value in rule_option("viewing_yaku").values
    ]


class SetupScene(MenuScene):
    name = "setup"
    heading = tr_later("Match Setup")
    heading_ja = "こいこい"

    def __init__(
        self,
        context: SceneContext | None = None,
        mode: str = "cpu",
        setup: MatchSetup | None = None,
    ) -> None:
        if setup is None:
            setup = MatchSetup(mode)
            setup.recall(setup_memory.choices(mode, "koikoi"))
        self.setup = setup
        super().__init__(context)
        if self.setup.mode == "couch":
            self.heading = tr_later("2 Players - One Screen")

    def build(self) -> None:
        setup = self.setup
        couch = setup.mode == "couch"
        x, width, top = 120, 900, 200
        height, gap = 72, 16
        rows = []

        def row(widget_type, label: str, *arguments, **details) -> None:
            rows.append(widget_type(pygame.Rect(0, 0, width, height), label, *arguments, **details))

        if couch:
            row(
                Choice,
                tr("Hands"),
                translated(HANDS),
                lambda: setup.open_hands,
                lambda value: setattr(setup, "open_hands", value),
                key="hands",
                description=tr("Open hands shows both hands and skips the pass screen."),
            )
        else:
            row(
                Choice,
                tr("Opponent"),
                translated(LEVELS),
                lambda: setup.level,
                lambda value: setattr(setup, "level", value),
                key="level",
                description=tr("How strong the CPU plays."),
            )
        row(
            Choice,
            tr("Rules"),
            translated(PRESETS),
            lambda: setup.preset,
            self._set_preset,
            key="preset",
            description=tr("A rule preset; the rows below adjust it."),
        )
        month_options = [(months, month_words(months)) for months in MONTHS]
        preset_months = preset_rules(setup.preset).get("months", 12)
        if preset_months not in MONTHS:
            month_options.append((preset_months, month_words(preset_months)))
            month_options.sort()
        row(
            Choice,
            tr("Length"),
            month_options,
            lambda: setup.rule("months"),
            lambda value: setup.set_rule("months", value),
            key="months",
            description=tr("How many months (rounds) the match lasts."),
        )
        row(
            Choice,
            tr("Viewing yaku"),
            viewing_choices(),
            lambda: setup.rule("viewing_yaku"),
            lambda value: setup.set_rule("viewing_yaku", value),
            key="viewing",
            description=tr("Flower and moon viewing (sake cup with curtain or moon)."),
        )
        row(
            Toggle,
            tr("7+ points doubled"),
            lambda: bool(setup.rule("seven_doubling")),
            lambda value: setup.set_rule("seven_doubling", value),
            key="seven",
            description=tr("A win of 7 points or more scores double."),
        )
        row(
            Button,
            tr("More rules..."),
            self.more_rules,
            key="more",
            description=tr("Multipliers, dealer, drawn months and other house rules."),
            size=34,
        )
        for index, widget in enumerate(rows):
            widget.rect.topleft = (x, top + index * (height + gap))
            self.group.add(widget)
        bottom = top + len(rows) * (height + gap) + 30
        self.group.add(
            Button(
                pygame.Rect(x, bottom, 560, 84),
                tr("Choose Devices") if couch else tr("Start Match"),
                self.start,
                key="start",
                size=44,
                description=tr("Each player picks a pad or the keyboard.")
                if couch
                else "Deal the first month.",
            )
        )
        self.group.add(
            Button(
                pygame.Rect(x + 600, bottom, 300, 84),
                tr("Back"),
                self.on_back,
                key="back",
                description=tr("Return to the title screen."),
                size=36,
            )
        )

    def _set_preset(self, preset: str) -> None:
        self.setup.set_preset(preset)
        self.rebuild()

    def more_rules(self) -> None:
        self.stack.push(self.context.make_scene("more_rules", setup=self.setup))

    def start(self) -> None:
        setup_memory.remember(self.setup.mode, "koikoi", self.setup.memory())
        config = self.setup.config()
        if self.setup.mode == "couch":
            self.stack.push(self.context.make_scene("join", config=config))
            return
        self.context.services.start_match(config)

    def resume(self) -> None:
        self.rebuild()

    def draw_decor(self, canvas: pygame.Surface) -> None:
        panel = pygame.Rect(1120, 200, 680, 640)
        theme.draw_panel(canvas, panel, radius=18)
        theme.draw_text(
            canvas,
            tr(dict(PRESETS).get(self.setup.preset, self.setup.preset)),
            44,
            theme.colour("gold_light"),
            "ui_bold",
            topleft=(panel.x + 36, panel.y + 30),
        )
        y = panel.y + 100
        description = preset_description(self.setup.preset)
        shown = tr_ctx(PRESET_CONTEXT, description) if description else ""
        for line in theme.wrap_text(shown, 28, panel.width - 72):
            theme.draw_text(
                canvas, line, 28, theme.colour("ivory"), "ui", topleft=(panel.x + 36, y)
            )
            y += 38
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


def month_words(months: int) -> str:
    """ "12 months", in the language in force."""
    return tr_n("{count} month", "{count} months", months)
