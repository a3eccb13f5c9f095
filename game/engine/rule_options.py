"""The house rules a screen may offer, read from the rule set itself.

:func:`rule_options` lists every rule with a fixed set of values - the enumerated ones of
``rules.CHOICES`` and every on/off field of :class:`~game.engine.koikoi.rules.RuleSet` - in the
order the RuleSet declares them, so a rule added to the engine appears on the setup screens
without touching them. :func:`accepts` says whether the engine takes a value for a key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.errors import RuleSetError
from game.engine.koikoi.rules import CHOICES, RULE_FIELDS, RuleSet


@dataclass(frozen=True)
class RuleOption:
    """One rule a player may set: its key and every value the engine accepts for it."""

    key: str
    values: tuple[Any, ...]

    @property
    def toggle(self) -> bool:
        """An on/off rule (values False and True)."""
        return self.values == (False, True)


def rule_options() -> list[RuleOption]:
    """Every enumerated or on/off rule, in RuleSet field order."""
    out = []
    for key, rule_field in RULE_FIELDS.items():
        if key in CHOICES:
            out.append(RuleOption(key, tuple(CHOICES[key])))
        elif rule_field.type == "bool":
            out.append(RuleOption(key, (False, True)))
    return out


def rule_option(key: str) -> RuleOption:
    """The option of one rule key (KeyError when the key has no fixed set of values)."""
    for option in rule_options():
        if option.key == key:
            return option
    raise KeyError(f"rule {key!r} has no fixed set of values")


def accepts(key: str, value: Any, base: RuleSet | None = None) -> bool:
    """True when the engine accepts ``key = value`` as an override."""
    try:
        (base or RuleSet()).with_overrides({key: value})
    except RuleSetError:
        return False
    return True
