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
from game.i18n import tr, tr_later
from game.match.setup import MatchSetup
from game.scenes.menus.setup_rows import reset_and_done, rule_accessors, rule_row
from game.ui.menu_scene import MenuScene

# key -> (label, description) of the rules the screen words itself, in screen order (marked
# for the catalogs; translated when the screen is built)
RULE_WORDS: dict[str, tuple[str, str]] = {
    "koikoi_multiplier": (
        tr_later("Koi-koi doubling"),
        tr_later("How koi-koi calls multiply the winner's points."),
    ),
    "koikoi_once_per_month": (
        tr_later("One koi-koi a month"),
        tr_later("Each player may call koi-koi only once a month."),
    ),
    "calculation": (
        tr_later("Scoring"),
        tr_later("Modern: six ribbons are one 10-point yaku. Legacy: the old stacking sums."),
    ),
    "sake_cup": (tr_later("Sake cup counts as"), tr_later("Which piles the sake cup counts in.")),
    "hand_yaku": (
        tr_later("Teshi / kuttsuki"),
        tr_later("Four of a month, or four pairs, in the dealt hand."),
    ),
    "drawn_month": (
        tr_later("Drawn month"),
        tr_later("What happens when nobody stops before the hands run out."),
    ),
    "next_dealer": (tr_later("Next dealer"), tr_later("Who deals the following month.")),
    "bukku": (tr_later("Bukku"), tr_later("All six special ribbons score as bukku instead.")),
    "nomi": (tr_later("Nomi"), tr_later("Curtain, moon and sake cup together score as nomi.")),
    "hanami_zake": (
        tr_later("Hanami-zake"),
        tr_later("The cherry curtain and the sake cup are a yaku."),
    ),
    "tsukimi_zake": (
        tr_later("Tsukimi-zake"),
        tr_later("The moon and the sake cup are a yaku."),
    ),
    "rain_cancels_viewing": (
        tr_later("Rain cancels viewing"),
        tr_later("A willow in the pile voids hanami-zake and tsukimi-zake."),
    ),
    "lightning_is_chaff": (
        tr_later("Lightning is chaff"),
        tr_later("The willow lightning card counts as chaff."),
    ),
    "godori_cards": (
        tr_later("Godori cards"),
        tr_later("Which three birds make godori."),
    ),
    "keiyaku": (tr_later("Keiyaku"), tr_later("Three of a month in the dealt hand score.")),
    "sou_teshi": (
        tr_later("Sou-teshi"),
        tr_later("Two fours of a month in the dealt hand score."),
    ),
}
# key -> value -> words (a value without words is shown by its name)
VALUE_WORDS: dict[str, dict[Any, str]] = {
    "koikoi_multiplier": {
        "opponent_once": tr_later("Opponent's call x2"),
        "opponent_each": tr_later("x2 per opponent call"),
        "own_once": tr_later("Own call x2"),
        "both_each": tr_later("x2 per any call"),
        "own_additive": tr_later("Own calls add"),
        "none": tr_later("None"),
    },
    "calculation": {
        "modern": tr_later("Modern"),
        "legacy": tr_later("Legacy"),
        "stacked": tr_later("Stacked"),
    },
    "sake_cup": {
        "both": tr_later("Animal and chaff"),
        "animal": tr_later("Animal only"),
        "chaff": tr_later("Chaff only"),
        "neither": tr_later("Neither"),
    },
    "hand_yaku": {
        "score": tr_later("Scores"),
        "redeal": tr_later("Redeal"),
        "off": tr_later("Off"),
    },
    "drawn_month": {
        "nothing": tr_later("Nobody scores"),
        "dealer_wins": tr_later("Dealer wins"),
        "non_dealer_wins": tr_later("Non-dealer wins"),
        "dealer_plus_minus": tr_later("Dealer +/-"),
    },
    "next_dealer": {"winner": tr_later("Winner deals"), "alternate": tr_later("Alternate")},
    "rain_cancels_viewing": {
        "off": tr_later("Off"),
        "rain_man": tr_later("Rain man only"),
        "any_willow": tr_later("Any willow"),
    },
    "godori_cards": {
        "crane_geese_phoenix": tr_later("Crane, geese, phoenix"),
        "three_birds": tr_later("Warbler, cuckoo, geese"),
    },
}
# on the setup screen itself
SETUP_KEYS: frozenset[str] = frozenset({"viewing_yaku", "seven_doubling"})
# whole-match rules the presets set together; offering them one by one would make no sense
PRESET_ONLY: frozenset[str] = frozenset(
    {"first_dealer", "drawn_month_dealer", "zero_sum", "end_at_zero"}
)
COLUMN_ROWS = 5
ROW_HEIGHT, ROW_GAP = 70, 14
ROWS_TOP, ROWS_BOTTOM = 200, 880  # the rows stand between these (the buttons under them)


def words(key: str) -> tuple[str, str]:
    """(label, description) of a rule, translated; a rule without words is named after its
    key."""
    label, description = RULE_WORDS.get(key, (key.replace("_", " ").capitalize(), ""))
    return tr(label), tr(description) if description else ""


def value_words(key: str, value: Any) -> str:
    known = VALUE_WORDS.get(key, {}).get(value)
    return tr(known) if known else str(value).replace("_", " ").capitalize()


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


class MoreRulesScene(MenuScene):
    name = "more_rules"
    heading = tr_later("More Rules")
    heading_ja = "ルール"

    def __init__(
        self, context: SceneContext | None = None, setup: MatchSetup | None = None
    ) -> None:
        self.setup = setup or MatchSetup()
        super().__init__(context)

    def build(self) -> None:
        setup = self.setup
        options = offered_options()
        top, width = ROWS_TOP, 820
        per_column = max(COLUMN_ROWS, -(-len(options) // 2))
        step = min(ROW_HEIGHT + ROW_GAP, (ROWS_BOTTOM - ROWS_TOP) // per_column)
        height = step - ROW_GAP
        for index, option in enumerate(options):
            column, row = divmod(index, per_column)
            rect = pygame.Rect(120 + column * 880, top + row * step, width, height)
            label, description = words(option.key)
            getter, setter = rule_accessors(setup, option.key, as_bool=option.toggle)
            choices = None
            if not option.toggle:
                choices = [(value, value_words(option.key, value)) for value in option.values]
            self.group.add(rule_row(rect, label, option.key, description, getter, setter, choices))
        bottom = top + per_column * step + 26
        reset_and_done(self.group, bottom, 80, 34, self.reset, self.on_back)

    def reset(self) -> None:
        self.setup.overrides = {}
