"""The rule options the engine offers to screens: every enumerated and on/off rule, each value
one the engine accepts."""

from game.engine.koikoi.rules import CHOICES, RULE_FIELDS
from game.engine.rule_options import accepts, rule_option, rule_options


def test_every_enumerated_and_on_off_rule_is_an_option_with_its_values():
    options = {option.key: option for option in rule_options()}
    assert set(CHOICES) <= set(options)
    bools = {key for key, field in RULE_FIELDS.items() if field.type == "bool"}
    assert bools <= set(options)
    assert set(options) == set(CHOICES) | bools
    for key, values in CHOICES.items():
        assert options[key].values == values and not options[key].toggle
    assert all(options[key].toggle for key in bools)


def test_every_offered_value_is_accepted_and_others_are_not():
    for option in rule_options():
        for value in option.values:
            assert accepts(option.key, value), (option.key, value)
    assert not accepts("sake_cup", "sometimes")
    assert not accepts("no_such_rule", True)
    assert rule_option("viewing_yaku").values == CHOICES["viewing_yaku"]
