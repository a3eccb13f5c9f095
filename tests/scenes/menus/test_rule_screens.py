"""The setup and more-rules screens offer the engine's rule values, and a rule the engine
adds appears on the more-rules screen without any edit to it."""

import dataclasses

import pygame
import pytest

from game.core.scenes import SceneContext
from game.engine import rule_options
from game.engine.koikoi.rules import RuleSet
from game.match.setup import MatchSetup
from game.scenes.menus import more_rules
from game.scenes.menus.more_rules import PRESET_ONLY, SETUP_KEYS, MoreRulesScene
from game.scenes.menus.setup import SetupScene
from game.ui.widgets import Choice, Toggle

pytestmark = pytest.mark.usefixtures("pygame_display")


def offered(scene) -> dict[str, list]:
    out = {}
    for widget in scene.group.widgets:
        if isinstance(widget, Choice):
            out[widget.key] = [value for value, _text in widget.options]
        elif isinstance(widget, Toggle):
            out[widget.key] = [False, True]
    return out


def test_every_value_the_screens_offer_is_one_the_engine_accepts():
    setup = MatchSetup()
    screens = [MoreRulesScene(SceneContext(), setup), SetupScene(SceneContext(), setup=setup)]
    keys = {"viewing": "viewing_yaku", "seven": "seven_doubling", "months": "months"}
    seen = set()
    for scene in screens:
        for key, values in offered(scene).items():
            rule = keys.get(key, key)
            if rule not in RuleSet.__dataclass_fields__:
                continue  # the opponent, preset and hands rows are not rules
            seen.add(rule)
            for value in values:
                assert rule_options.accepts(rule, value), (rule, value)
    every = {option.key for option in rule_options.rule_options()}
    assert every - seen <= PRESET_ONLY  # each engine option is offered, or left to presets
    assert SETUP_KEYS <= seen


def test_a_rule_added_to_the_engine_appears_on_the_more_rules_screen(monkeypatch):
    new_field = dataclasses.field(default="calm")
    new_field.name, new_field.type = "tea_ceremony", "str"
    monkeypatch.setitem(rule_options.CHOICES, "tea_ceremony", ("calm", "lively"))
    monkeypatch.setitem(rule_options.RULE_FIELDS, "tea_ceremony", new_field)
    scene = MoreRulesScene(SceneContext(), MatchSetup())
    rows = offered(scene)
    assert rows["tea_ceremony"] == ["calm", "lively"]
    widget = next(w for w in scene.group.widgets if w.key == "tea_ceremony")
    assert widget.label == "Tea ceremony"
    assert more_rules.value_words("tea_ceremony", "lively") == "Lively"
    canvas = pygame.Surface((1920, 1080))
    scene.draw(canvas, 1.0)  # ten rows still fit
    assert all(w.rect.bottom <= 1080 and w.rect.right <= 1920 for w in scene.group.widgets)
