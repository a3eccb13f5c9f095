"""Rule sets: every house rule as a field of a frozen value, named presets loaded from TOML.

A :class:`RuleSet` is plain data. Presets live in ``game/engine/presets/<name>.toml``; any
field can be overridden with ``KEY=VALUE`` strings (see :func:`parse_overrides`) or a dict.
docs/engine.md lists every key.
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass, field, fields
from importlib import resources
from typing import Any

from game.engine.errors import RuleSetError

# Allowed values of the enumerated options.
CHOICES: dict[str, tuple[str, ...]] = {
    "viewing_yaku": ("counted", "never", "with_other"),
    "calculation": ("modern", "legacy"),
    "koikoi_multiplier": (
        "opponent_once",  # opponent's koi-koi doubles once (seed 000)
        "opponent_each",  # each koi-koi of the opponent doubles again: 2, 4, 8 ...
        "own_once",  # the stopping player's own koi-koi doubles
        "both_each",  # x2 per koi-koi called by either player this month (seed 001)
        "own_additive",  # KoiKoi Japan: own n calls add +n (n<=3) or multiply by n-2 (n>=4)
        "none",
    ),
    "drawn_month": (
        "nothing",  # nobody scores (seed 000)
        "dealer_wins",  # oya-ken: the dealer scores drawn_month_points
        "non_dealer_wins",  # the non-dealer scores drawn_month_points
        "dealer_plus_minus",  # KoiKoi Japan: dealer +drawn_month_points, other -drawn_month_points
    ),
    "next_dealer": ("winner", "alternate"),
    "drawn_month_dealer": ("stays", "alternates"),
    "sake_cup": ("both", "animal", "chaff"),
    "first_dealer": ("random", "card_draw"),
    "hand_yaku": ("score", "redeal", "off"),
}


@dataclass(frozen=True)
class RuleSet:
    """Every rule a Koi-Koi table can vary. Defaults are seed 000 (the nintendo preset)."""

    name: str = "nintendo"
    months: int = 12
    target_score: int = 0  # 0: none; a running score reaching it ends the match
    start_score: int = 0  # each player's score before month 1
    zero_sum: bool = False  # a month moves points from loser to winner
    end_at_zero: bool = False  # the match ends when a score reaches 0 or below
    # yaku values
    goko: int = 10
    shiko: int = 8
    ame_shiko: int = 7
    sanko: int = 5
    ino_shika_cho: int = 5
    akatan: int = 5
    aotan: int = 5
    akatan_aotan: int = 10  # modern calculation: all six ribbons as one yaku
    akatan_aotan_bonus: int = 0  # legacy calculation: extra points for all six
    viewing_yaku: str = "counted"
    viewing_points: int = 5
    viewing_points_after_koikoi: int = 0  # 0: same as viewing_points
    calculation: str = "modern"
    sake_cup: str = "both"
    bukku: bool = False  # all six special ribbons score bukku_points instead
    bukku_points: int = 12
    nomi: bool = False  # curtain + moon + sake cup score nomi_points
    nomi_points: int = 10
    # multipliers
    seven_doubling: bool = True
    koikoi_multiplier: str = "opponent_once"
    koikoi_once_per_month: bool = False
    # deal and months
    hand_yaku: str = "score"  # teshi/kuttsuki: score | redeal | off
    hand_yaku_points: int = 6
    first_dealer: str = "random"
    next_dealer: str = "winner"
    drawn_month: str = "nothing"
    drawn_month_points: int = 0
    drawn_month_dealer: str = "stays"
    ranking_points: dict = field(default_factory=dict, compare=False, hash=False)

    def __post_init__(self) -> None:
        for key, allowed in CHOICES.items():
            value = getattr(self, key)
            if value not in allowed:
                raise RuleSetError(f"rule {key} = {value!r} is not one of {', '.join(allowed)}")
        if self.months < 1:
            raise RuleSetError(f"rule months = {self.months} must be at least 1")
        for f in fields(self):
            if f.type == "int" and getattr(self, f.name) < 0:
                raise RuleSetError(f"rule {f.name} = {getattr(self, f.name)} must not be negative")

    def with_overrides(self, overrides: dict[str, Any] | None = None, **kw: Any) -> RuleSet:
        merged = dict(overrides or {}, **kw)
        checked = {key: _coerce(key, value) for key, value in merged.items()}
        return dataclasses.replace(self, **checked)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "ranking_points"}

    def overrides_from(self, base: RuleSet) -> dict[str, Any]:
        """The fields where this rule set differs from ``base`` (for records)."""
        mine, theirs = self.to_dict(), base.to_dict()
        return {k: v for k, v in mine.items() if v != theirs[k] and k != "name"}

    @property
    def viewing_after_koikoi(self) -> int:
        return self.viewing_points_after_koikoi or self.viewing_points


RULE_FIELDS: dict[str, dataclasses.Field] = {
    f.name: f for f in fields(RuleSet) if f.name != "ranking_points"
}


def _coerce(key: str, value: Any) -> Any:
    """Check one override and convert strings from the command line to the field's type."""
    rule_field = RULE_FIELDS.get(key)
    if rule_field is None:
        raise RuleSetError(f"unknown rule key {key!r} (known: {', '.join(sorted(RULE_FIELDS))})")
    kind = rule_field.type
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


def parse_overrides(pairs: list[str] | None) -> dict[str, Any]:
    """Turn ["months=6", "seven_doubling=off"] into a checked dict of overrides."""
    result: dict[str, Any] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise RuleSetError(f"override {pair!r} must look like KEY=VALUE")
        key, value = pair.split("=", 1)
        key = key.strip().replace("-", "_")
        result[key] = _coerce(key, value)
    return result


def preset_names() -> list[str]:
    folder = resources.files("game.engine") / "presets"
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml"))


def load_preset(name: str, overrides: dict[str, Any] | None = None) -> RuleSet:
    """The named preset with optional overrides; raises RuleSetError for anything wrong."""
    if not isinstance(name, str) or not name.replace("-", "").isalnum():
        raise RuleSetError(f"unknown rule preset {name!r}")
    resource = resources.files("game.engine") / "presets" / f"{name}.toml"
    if not resource.is_file():
        raise RuleSetError(f"unknown rule preset {name!r} (known: {', '.join(preset_names())})")
    try:
        data = tomllib.loads(resource.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise RuleSetError(f"preset file {name}.toml is broken: {error}") from None
    data.pop("description", None)
    ranking = data.pop("ranking_points", {})
    values = {key: _coerce(key, value) for key, value in data.items()}
    values["name"] = name
    rules = RuleSet(**values, ranking_points=ranking)
    return rules.with_overrides(overrides) if overrides else rules


def rules_from(
    preset: str = "nintendo", overrides: dict[str, Any] | None = None, **kw: Any
) -> RuleSet:
    merged = dict(overrides or {}, **kw)
    return load_preset(preset, merged)
