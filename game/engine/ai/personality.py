"""CPU personalities: a level (beginner to expert) plus a few named, validated knobs.

Stage files give each arcade opponent a character with a plain dict, e.g.::

    {"level": "expert", "koikoi_appetite": 0.8, "caution": 0.3, "favourite_yaku": ["akatan"]}

:func:`personality_from_dict` checks every key and type and raises :class:`PersonalityError`
with a message naming the bad key; docs/ai.md describes what each knob does per level.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from game.engine.ai.heuristics import FAMILY_NAMES

LEVELS: tuple[str, ...] = ("beginner", "easy", "normal", "expert")


class PersonalityError(ValueError):
    """A personality dict or parameter that cannot be used (unknown key, wrong type/range)."""


@dataclass(frozen=True)
class Personality:
    """The knobs of one CPU opponent. Defaults are the plain level."""

    level: str = "normal"
    koikoi_appetite: float = 0.5  # 0 never keen on koi-koi .. 1 calls it whenever allowed
    caution: float = 0.5  # 0 ignores the opponent's near-yaku .. 1 blocks hard
    randomness: float = -1.0  # chance of a random move; -1 = the level's default
    think_budget: int = 0  # expert: simulations per decision (0 = default)
    think_seconds: float = 0.0  # expert: time budget per decision (0 = none)
    favourite_yaku: tuple[str, ...] = field(default_factory=tuple)
    name: str = ""

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise PersonalityError(
                f"personality level {self.level!r} is not one of {', '.join(LEVELS)}"
            )
        for key in ("koikoi_appetite", "caution"):
            _check_unit(key, getattr(self, key))
        if self.randomness != -1.0:
            _check_unit("randomness", self.randomness)
        if self.think_budget < 0:
            raise PersonalityError(f"think_budget = {self.think_budget} must be 0 or more")
        if self.think_seconds < 0:
            raise PersonalityError(f"think_seconds = {self.think_seconds} must be 0 or more")
        for name in self.favourite_yaku:
            if name not in FAMILY_NAMES:
                raise PersonalityError(
                    f"favourite_yaku {name!r} is not one of {', '.join(FAMILY_NAMES)}"
                )

    @property
    def chance_of_random_move(self) -> float:
        if self.randomness >= 0:
            return self.randomness
        return 0.15 if self.level == "easy" else 0.0

    @property
    def favourites(self) -> frozenset[str]:
        return frozenset(self.favourite_yaku)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["favourite_yaku"] = list(self.favourite_yaku)
        return data


def _check_unit(key: str, value: float) -> None:
    if not 0.0 <= value <= 1.0:
        raise PersonalityError(f"{key} = {value} must be between 0 and 1")


_TYPES: dict[str, tuple[type, ...]] = {
    "level": (str,),
    "koikoi_appetite": (int, float),
    "caution": (int, float),
    "randomness": (int, float),
    "think_budget": (int,),
    "think_seconds": (int, float),
    "favourite_yaku": (list, tuple),
    "name": (str,),
}
PARAMETER_NAMES: tuple[str, ...] = tuple(_TYPES)


def _is_of_kinds(value: Any, kinds: tuple[type, ...]) -> bool:
    """Whether a parameter's value is one of its kinds (a bool is never a number here)."""
    return not isinstance(value, bool) and isinstance(value, kinds)


def personality_from_dict(data: dict[str, Any], *, default_level: str = "normal") -> Personality:
    """Build a checked Personality from a stage-file dict (unknown keys are errors)."""
    if not isinstance(data, dict):
        raise PersonalityError(f"a personality must be a table of parameters, not {data!r}")
    values: dict[str, Any] = {}
    for key, value in data.items():
        kinds = _TYPES.get(key)
        if kinds is None:
            raise PersonalityError(
                f"unknown personality parameter {key!r} (known: {', '.join(PARAMETER_NAMES)})"
            )
        if not _is_of_kinds(value, kinds):
            wanted = " or ".join(k.__name__ for k in kinds)
            raise PersonalityError(f"personality parameter {key} needs {wanted}, not {value!r}")
        if key == "favourite_yaku":
            if not all(isinstance(item, str) for item in value):
                raise PersonalityError(f"favourite_yaku needs a list of yaku names, not {value!r}")
            value = tuple(value)
        elif key in ("koikoi_appetite", "caution", "randomness", "think_seconds"):
            value = float(value)
        values[key] = value
    values.setdefault("level", default_level)
    return Personality(**values)
