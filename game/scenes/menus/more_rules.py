""" "More rules": the house-rule options behind the match setup (multipliers, dealer,
drawn months, sake cup, hand yaku, bukku, nomi...). Edits the same MatchSetup.

The rules and their values come from the engine (game.engine.rule_options): a rule the
engine adds appears here by itself, named after its key until it gets words in RULE_WORDS.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.scenes import SceneContext
from game.engine.rule_options import RuleOption, rule_options
from game.match.setup import MatchSetup
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice, Toggle

# key -> (label, description) of the rules the screen words itself, in screen order
RULE_WORDS: dict[str, tuple[str, str]] = {
    "koikoi_multiplier": ("Koi-koi doubling", "How koi-koi calls multiply the winner's points."),
    "koikoi_once_per_month": (
        "One koi-koi a month",
        "Each player may call koi-koi only once a month.",
    ),
    "calculation": (
        "Scoring",
        "Modern: six ribbons are one 10-point yaku. Legacy: the old stacking sums.",
    ),
    "sake_cup": ("Sake cup counts as", "Which piles the sake cup counts in."),
    "hand_yaku": ("Teshi / kuttsuki", "Four of a month, or four pairs, in the dealt hand."),
    "drawn_month": (
        "Drawn month",
        "What happens when nobody stops before the hands run out.",
    ),
    "next_dealer": ("Next dealer", "Who deals the following month."),
    "bukku": ("Bukku", "All six special ribbons score as bukku instead."),
    "nomi": ("Nomi", "Curtain, moon and sake cup together score as nomi."),
}
# key -> value -> words (a value without words is shown by its name)
VALUE_WORDS: dict[str, dict[Any, str]] = {
    "koikoi_multiplier": {
        "opponent_once": "Opponent's call x2",
        "opponent_each": "x2 per opponent call",
        "own_once": "Own call x2",
        "both_each": "x2 per any call",
        "own_additive": "Own calls add",
        "none": "None",
    },
    "calculation": {"modern": "Modern", "legacy": "Legacy"},
    "sake_cup": {"both": "Animal and chaff", "animal": "Animal only", "chaff": "Chaff only"},
    "hand_yaku": {"score": "Scores", "redeal": "Redeal", "off": "Off"},
    "drawn_month": {
        "nothing": "Nobody scores",
        "dealer_wins": "Dealer wins",
        "non_dealer_wins": "Non-dealer wins",
        "dealer_plus_minus": "Dealer +/-",
    },
    "next_dealer": {"winner": "Winner deals", "alternate": "Alternate"},
}
# on the setup screen itself
SETUP_KEYS: frozenset[str] = frozenset({"viewing_yaku", "seven_doubling"})
# whole-match rules the presets set together; offering them one by one would make no sense
PRESET_ONLY: frozenset[str] = frozenset(
    {"first_dealer", "drawn_month_dealer", "zero_sum", "end_at_zero"}
)
COLUMN_ROWS = 5
ROW_HEIGHT, ROW_GAP = 70, 14


def words(key: str) -> tuple[str, str]:
    """(label, description) of a rule; a rule without words is named after its key."""
    return RULE_WORDS.get(key, (key.replace("_", " ").capitalize(), ""))


def value_words(key: str, value: Any) -> str:
    known = VALUE_WORDS.get(key, {})
    return known.get(value, str(value).replace("_", " ").capitalize())


def offered_options() -> list[RuleOption]:
    """The rules this screen offers: the worded ones first (screen order), then any other the
    engine has, in the engine's order."""
    options = {option.key: option for option in rule_options()}
    shown = [options[key] for key in RULE_WORDS if key in options]
    shown += [
        option
        for key, option in options.items()
        if key not in RULE_WORDS and key not in SETUP_KEYS and key not in PRESET_ONLY
    ]
    return shown


def _rule_accessors(setup, key: str, *, as_bool: bool = False):
    """Getter/setter pair for one rule of a MatchSetup."""

    def getter():
        value = setup.rule(key)
        return bool(value) if as_bool else value

    def setter(value) -> None:
        setup.set_rule(key, value)

    return getter, setter


class MoreRulesScene(MenuScene):
    name = "more_rules"
    heading = "More Rules"
    heading_ja = "ルール"

    def __init__(
        self, context: SceneContext | None = None, setup: MatchSetup | None = None
    ) -> None:
        self.setup = setup or MatchSetup()
        super().__init__(context)

    def build(self) -> None:
        setup = self.setup
        options = offered_options()
        top, width = 200, 820
        per_column = max(COLUMN_ROWS, -(-len(options) // 2))
        step = COLUMN_ROWS * (ROW_HEIGHT + ROW_GAP) // per_column
        height = min(ROW_HEIGHT, step - ROW_GAP)
        for index, option in enumerate(options):
            column, row = divmod(index, per_column)
            rect = pygame.Rect(120 + column * 880, top + row * step, width, height)
            label, description = words(option.key)
            getter, setter = _rule_accessors(setup, option.key, as_bool=option.toggle)
            if option.toggle:
                widget = Toggle(
                    rect, label, getter, setter, key=option.key, description=description
                )
            else:
                choices = [(value, value_words(option.key, value)) for value in option.values]
                widget = Choice(
                    rect, label, choices, getter, setter, key=option.key, description=description
                )
            self.group.add(widget)
        bottom = top + COLUMN_ROWS * (ROW_HEIGHT + ROW_GAP) + 40
        self.group.add(
            Button(
                pygame.Rect(1000, bottom, 400, 80),
                "Reset to preset",
                self.reset,
                key="reset",
                description="Undo every change to the preset's rules.",
                size=34,
            )
        )
        self.group.add(
            Button(
                pygame.Rect(1440, bottom, 260, 80),
                "Done",
                self.on_back,
                key="done",
                description="Back to the match setup.",
                size=38,
            )
        )

    def reset(self) -> None:
        self.setup.overrides = {}
