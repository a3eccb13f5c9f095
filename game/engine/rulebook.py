"""Shared machinery of every game's rule set: typed ``KEY=VALUE`` overrides and TOML presets.

Each game keeps its rules as one frozen dataclass in its package (koi-koi's
:class:`game.engine.koikoi.rules.RuleSet`, roppyakken's ``RoppyakkenRules``...) whose fields
are ``int``, ``bool`` or ``str`` (a ``str`` field lists its allowed values in the game's
``CHOICES``). These helpers check one override against such a class and read a preset file,
so every game reports a bad key or value with the same one-line message.
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Callable
from importlib import resources
from typing import Any

from game.engine.errors import RuleSetError


def rule_fields(rules_class) -> dict[str, dataclasses.Field]:
    """The overridable fields of a rules dataclass (everything but ``ranking_points``)."""
    return {f.name: f for f in dataclasses.fields(rules_class) if f.name != "ranking_points"}


def rule_kind(rule_field: dataclasses.Field) -> str:
    """A rule field's kind: "bool" (on/off), "int" (a number) or "str" (text: an enumerated
    rule, whose type is a Literal of its choices)."""
    kind = str(rule_field.type)
    return kind if kind in ("bool", "int") else "str"


def coerce_rule(fields: dict[str, dataclasses.Field], key: str, value: Any) -> Any:
    """Check one override and convert a command-line string to the field's type."""
    rule_field = fields.get(key)
    if rule_field is None:
        raise RuleSetError(f"unknown rule key {key!r} (known: {', '.join(sorted(fields))})")
    kind = rule_kind(rule_field)
    if kind == "bool":
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise RuleSetError(f"rule {key} needs true or false, not {value!r}")
    if kind == "int":
        if isinstance(value, bool):
            raise RuleSetError(f"rule {key} needs a whole number, not {value!r}")
        if isinstance(value, int):
            return value
        try:
            return int(str(value).strip())
        except ValueError:
            raise RuleSetError(f"rule {key} needs a whole number, not {value!r}") from None
    if not isinstance(value, str):
        raise RuleSetError(f"rule {key} needs text, not {value!r}")
    return value.strip()


def split_overrides(pairs: list[str] | None) -> dict[str, str]:
    """``["months=6", "seven-doubling=off"]`` as ``{"months": "6", "seven_doubling": "off"}``."""
    result: dict[str, str] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise RuleSetError(f"override {pair!r} must look like KEY=VALUE")
        key, value = pair.split("=", 1)
        result[key.strip().replace("-", "_")] = value
    return result


def check_choices(rules, choices: dict[str, tuple[str, ...]]) -> None:
    """Raise RuleSetError for an enumerated value outside its choices or a negative number."""
    for key, allowed in choices.items():
        value = getattr(rules, key)
        if value not in allowed:
            raise RuleSetError(f"rule {key} = {value!r} is not one of {', '.join(allowed)}")
    for f in dataclasses.fields(rules):
        if f.type == "int" and getattr(rules, f.name) < 0:
            raise RuleSetError(f"rule {f.name} = {getattr(rules, f.name)} must not be negative")


def read_preset(resource, name: str, known: Callable[[], list[str]]) -> dict[str, Any]:
    """The key/value table of one preset TOML resource (``description`` and
    ``ranking_points`` included); RuleSetError names an unknown or broken preset."""
    if not isinstance(name, str) or not name.replace("-", "").isalnum():
        raise RuleSetError(f"unknown rule preset {name!r}")
    if not resource.is_file():
        raise RuleSetError(f"unknown rule preset {name!r} (known: {', '.join(known())})")
    try:
        return tomllib.loads(resource.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise RuleSetError(f"preset file {name}.toml is broken: {error}") from None


def preset_names_in(folder) -> list[str]:
    """The preset names (file stems) of the ``*.toml`` files in a resource folder."""
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml"))


def _preset_folder(package: str):
    """The ``presets/`` folder of a game's package (``game/engine/NAME/presets``)."""
    return resources.files(package) / "presets"


def load_game_preset(rules_class, package: str, name: str, overrides: dict[str, Any] | None):
    """Preset ``name`` of a game whose presets live in its package's ``presets/`` folder
    (``game/engine/roppyakken/presets/``), with optional overrides (checked against
    ``rules_class``'s fields)."""
    directory = _preset_folder(package)
    data = read_preset(directory / f"{name}.toml", name, lambda: preset_names_in(directory))
    data.pop("description", None)
    fields = rule_fields(rules_class)
    values = {key: coerce_rule(fields, key, value) for key, value in data.items()}
    values.update(
        {key: coerce_rule(fields, key, value) for key, value in (overrides or {}).items()}
    )
    values["name"] = name
    return rules_class(**values)


def game_preset_names(package: str) -> list[str]:
    return preset_names_in(_preset_folder(package))


def preset_description(package: str, name: str) -> str:
    """The ``description`` line of a preset ('' when it has none)."""
    directory = _preset_folder(package)
    data = read_preset(directory / f"{name}.toml", name, lambda: preset_names_in(directory))
    return str(data.get("description", ""))


class RuleBook:
    """Methods every game's frozen rules dataclass shares (mixed in; no fields of its own)."""

    __slots__ = ()

    def with_overrides(self, overrides: dict[str, Any] | None = None, **kw: Any):
        fields = rule_fields(type(self))
        merged = dict(overrides or {}, **kw)
        checked = {key: coerce_rule(fields, key, value) for key, value in merged.items()}
        return dataclasses.replace(self, **checked)  # type: ignore[type-var]

    def to_dict(self) -> dict[str, Any]:
        return {key: getattr(self, key) for key in rule_fields(type(self))}

    def overrides_from(self, base) -> dict[str, Any]:
        """The fields where this rule set differs from ``base`` (for records)."""
        mine, theirs = self.to_dict(), base.to_dict()
        return {k: v for k, v in mine.items() if v != theirs[k] and k != "name"}


class PerRules:
    """What a scorer works out once per rules object, keyed by the object's identity (rule
    sets are frozen): ``plan = cache(rules)``. ``plans`` is the dict itself, for callers that
    inline the lookup on a hot path."""

    __slots__ = ("build", "plans")

    def __init__(self, build: Callable[[Any], Any]):
        self.build = build
        self.plans: dict[int, Any] = {}

    def __call__(self, rules):
        found = self.plans.get(id(rules))
        if found is None or found.rules is not rules:
            if len(self.plans) > 256:
                self.plans.clear()
            found = self.plans[id(rules)] = self.build(rules)
        return found
