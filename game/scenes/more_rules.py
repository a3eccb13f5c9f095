""" "More rules": the house-rule options behind the match setup (multipliers, dealer,
drawn months, sake cup, hand yaku, bukku, nomi...). Edits the same MatchSetup."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.scenes import SceneContext
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice, Toggle

# key -> (label, [(value, text)], description); None options = on/off toggle
RULE_ROWS: tuple[tuple[str, str, tuple[tuple[Any, str], ...] | None, str], ...] = (
    (
        "koikoi_multiplier",
        "Koi-koi doubling",
        (
            ("opponent_once", "Opponent's call x2"),
            ("opponent_each", "x2 per opponent call"),
            ("own_once", "Own call x2"),
            ("both_each", "x2 per any call"),
            ("own_additive", "Own calls add"),
            ("none", "None"),
        ),
        "How koi-koi calls multiply the winner's points.",
    ),
    (
        "koikoi_once_per_month",
        "One koi-koi a month",
        None,
        "Each player may call koi-koi only once a month.",
    ),
    (
        "calculation",
        "Scoring",
        (("modern", "Modern"), ("legacy", "Legacy")),
        "Modern: six ribbons are one 10-point yaku. Legacy: the old stacking sums.",
    ),
    (
        "sake_cup",
        "Sake cup counts as",
        (("both", "Animal and chaff"), ("animal", "Animal only"), ("chaff", "Chaff only")),
        "Which piles the sake cup counts in.",
    ),
    (
        "hand_yaku",
        "Teshi / kuttsuki",
        (("score", "Scores"), ("redeal", "Redeal"), ("off", "Off")),
        "Four of a month, or four pairs, in the dealt hand.",
    ),
    (
        "drawn_month",
        "Drawn month",
        (
            ("nothing", "Nobody scores"),
            ("dealer_wins", "Dealer wins"),
            ("non_dealer_wins", "Non-dealer wins"),
            ("dealer_plus_minus", "Dealer +/-"),
        ),
        "What happens when nobody stops before the hands run out.",
    ),
    (
        "next_dealer",
        "Next dealer",
        (("winner", "Winner deals"), ("alternate", "Alternate")),
        "Who deals the following month.",
    ),
    ("bukku", "Bukku", None, "All six special ribbons score as bukku instead."),
    ("nomi", "Nomi", None, "Curtain, moon and sake cup together score as nomi."),
)


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

    def __init__(self, context: SceneContext | None = None, setup=None) -> None:
        from game.scenes.setup import MatchSetup

        self.setup = setup or MatchSetup()
        super().__init__(context)

    def build(self) -> None:
        setup = self.setup
        width, height, gap, top = 820, 70, 14, 200
        for index, (key, label, options, description) in enumerate(RULE_ROWS):
            column, row = divmod(index, 5)
            rect = pygame.Rect(120 + column * 880, top + row * (height + gap), width, height)
            getter, setter = _rule_accessors(setup, key, as_bool=options is None)
            if options is None:
                widget = Toggle(rect, label, getter, setter, key=key, description=description)
            else:
                widget = Choice(
                    rect, label, options, getter, setter, key=key, description=description
                )
            self.group.add(widget)
        bottom = top + 5 * (height + gap) + 40
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
