"""What the match setup screens share: koi-koi's rule rows (the match setup and Create a Room
offer the same preset, length, viewing yaku, 7+ doubling and More rules), the side panel
that names the chosen preset and describes it (every game's setup), and the rows and buttons
of the More rules screens (koi-koi's and the other games')."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.rule_options import rule_option
from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.i18n.sources import PRESET_CONTEXT
from game.match.setup import MatchSetup, preset_rules
from game.match.table_setup import TableSetup
from game.ui import theme
from game.ui.menu import WidgetGroup
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice, Toggle, Widget

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


def translated(options) -> list:
    """``[(value, text)]`` with each text in the language in force."""
    return [(value, tr(text)) for value, text in options]


def viewing_choices() -> list[tuple[str, str]]:
    """The viewing-yaku values the engine accepts, in words."""
    return [
        (value, tr(VIEWING_WORDS.get(value, value.replace("_", " ").capitalize())))
        for value in rule_option("viewing_yaku").values
    ]


def month_words(months: int) -> str:
    """ "12 months", in the language in force."""
    return tr_n("{count} month", "{count} months", months)


def month_choices(setup: MatchSetup) -> list[tuple[int, str]]:
    """The offered lengths, the preset's own and the one chosen now among them, in order."""
    months = set(MONTHS) | {preset_rules(setup.preset).get("months", 12), setup.rule("months")}
    return [(count, month_words(count)) for count in sorted(months)]


class SetupMenuScene(MenuScene):
    """A menu scene that edits a match setup (``self.setup``, set before ``__init__`` builds
    the rows): a new preset rebuilds the rows, "More rules..." opens ``more_rules_scene`` on
    the same setup, and coming back from it rebuilds them."""

    more_rules_scene = "more_rules"
    setup: MatchSetup | TableSetup

    def _set_preset(self, preset: str) -> None:
        self.setup.set_preset(preset)
        self.rebuild()

    def more_rules(self) -> None:
        self.stack.push(self.context.make_scene(self.more_rules_scene, setup=self.setup))

    def resume(self) -> None:
        self.rebuild()


def koikoi_rule_rows(
    setup: MatchSetup,
    width: int,
    height: int,
    set_preset: Callable[[str], None],
    more_rules: Callable[[], None],
) -> list[Widget]:
    """The rows that choose koi-koi's rules: the preset (``set_preset``), the length, the
    viewing yaku, 7+ doubling and "More rules..." (``more_rules``), each ``width`` x
    ``height`` (placed by the caller)."""

    def rect() -> pygame.Rect:
        return pygame.Rect(0, 0, width, height)

    return [
        Choice(
            rect(),
            tr("Rules"),
            translated(PRESETS),
            lambda: setup.preset,
            set_preset,
            key="preset",
            description=tr("A rule preset; the rows below adjust it."),
        ),
        Choice(
            rect(),
            tr("Length"),
            month_choices(setup),
            *rule_accessors(setup, "months"),
            key="months",
            description=tr("How many months (rounds) the match lasts."),
        ),
        Choice(
            rect(),
            tr("Viewing yaku"),
            viewing_choices(),
            *rule_accessors(setup, "viewing_yaku"),
            key="viewing",
            description=tr("Flower and moon viewing (sake cup with curtain or moon)."),
        ),
        Toggle(
            rect(),
            tr("7+ points doubled"),
            *rule_accessors(setup, "seven_doubling", as_bool=True),
            key="seven",
            description=tr("A win of 7 points or more scores double."),
        ),
        Button(
            rect(),
            tr("More rules..."),
            more_rules,
            key="more",
            description=tr("Multipliers, dealer, drawn months and other house rules."),
            size=34,
        ),
    ]


def preset_title(preset: str) -> str:
    """A koi-koi preset's name, in the language in force."""
    return tr(dict(PRESETS).get(preset, preset))


def draw_preset_panel(
    canvas: pygame.Surface,
    panel: pygame.Rect,
    title: str,
    description: str,
    wrap_width: int | None = None,
) -> int:
    """The setup's side panel: the preset's name and its description (translated here,
    wrapped to ``wrap_width``, default the panel's inner width); the y under the text."""
    theme.draw_panel(canvas, panel, radius=18)
    x = panel.x + 36
    theme.draw_text(
        canvas, title, 44, theme.colour("gold_light"), "ui_bold", topleft=(x, panel.y + 30)
    )
    y = panel.y + 100
    shown = tr_ctx(PRESET_CONTEXT, description) if description else ""
    for line in theme.wrap_text(shown, 28, wrap_width or panel.width - 72):
        theme.draw_text(canvas, line, 28, theme.colour("ivory"), "ui", topleft=(x, y))
        y += 38
    return y


def rule_row(
    rect: pygame.Rect,
    label: str,
    key: str,
    description: str,
    getter: Callable[[], object],
    setter: Callable[[object], None],
    choices: list[tuple[object, str]] | None = None,
) -> Widget:
    """One rule of a More rules screen: a Toggle for an on/off rule (``choices`` None), else
    a Choice among ``choices``."""
    if choices is None:
        return Toggle(rect, label, getter, setter, key=key, description=description)
    return Choice(rect, label, choices, getter, setter, key=key, description=description)


def reset_and_done(
    group: WidgetGroup, y: int, height: int, size: int, reset: Callable[[], None], done
) -> None:
    """A More rules screen's "Reset to preset" and "Done" (text ``size``; Done's 4 larger)."""
    group.add(
        Button(
            pygame.Rect(1000, y, 400, height),
            tr("Reset to preset"),
            reset,
            key="reset",
            description=tr("Undo every change to the preset's rules."),
            size=size,
        )
    )
    group.add(
        Button(
            pygame.Rect(1440, y, 260, height),
            tr("Done"),
            done,
            key="done",
            description=tr("Back to the match setup."),
            size=size + 4,
        )
    )


def rule_accessors(setup, key: str, *, as_bool: bool = False):
    """Getter/setter pair for one rule of a MatchSetup or TableSetup."""

    def getter():
        value = setup.rule(key)
        return bool(value) if as_bool else value

    def setter(value) -> None:
        setup.set_rule(key, value)

    return getter, setter
