"""CPU personalities named by stage files: a level plus personality parameters.

The CPU levels ("beginner", "easy", "normal", "expert") and their parameters are built by
``game.engine.ai.make_player(level, **params)``. Stage files are checked here against the
documented parameter list first (so the messages are the ones docs/levels.md shows), then -
when the CPU module is there - by the engine's own personality validation. When a level is not
registered (yet) :func:`make_cpu` falls back to the "greedy" baseline player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CPU_LEVELS: tuple[str, ...] = ("beginner", "easy", "normal", "expert")


@dataclass(frozen=True)
class ParameterSpec:
    """One personality parameter: its kind and what it means (shown in docs/levels.md)."""

    kind: str  # "unit" 0..1 number, "count" whole number >= 0, "seconds", "families", "text"
    meaning: str


PERSONALITY_PARAMETERS: dict[str, ParameterSpec] = {
    "koikoi_appetite": ParameterSpec("unit", "0..1, how eagerly it calls koi-koi"),
    "caution": ParameterSpec("unit", "0..1, how hard it blocks the player's yaku"),
    "randomness": ParameterSpec("unit", "0..1, chance of a random play"),
    "think_budget": ParameterSpec("count", "expert: simulations per decision (0 = default)"),
    "think_seconds": ParameterSpec("seconds", "expert: time per decision (0 = no limit)"),
    "favourite_yaku": ParameterSpec("families", "list of yaku families it chases"),
}


@dataclass(frozen=True)
class Personality:
    """A validated CPU personality (level plus parameters)."""

    level: str = "easy"
    params: dict[str, Any] = field(default_factory=dict)

    def describe(self) -> str:
        parts = [self.level]
        parts += [f"{key}={value}" for key, value in sorted(self.params.items())]
        return ", ".join(parts)


def yaku_families() -> tuple[str, ...]:
    """The yaku families a CPU can favour."""
    from game.engine.ai.heuristics import FAMILY_NAMES

    return tuple(FAMILY_NAMES)


def _is_number(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float))


def check_parameter(key: str, value: Any) -> str | None:
    """The problem with one personality parameter, or None when it is fine."""
    spec = PERSONALITY_PARAMETERS.get(key)
    path = f"cpu.{key}"
    if spec is None:
        return (
            f"unknown CPU personality parameter {key!r} "
            f"(known: {', '.join(PERSONALITY_PARAMETERS)})"
        )
    if spec.kind == "unit":
        if not _is_number(value):
            return f"field '{path}' must be a number from 0 to 1, not {value!r}"
        if not 0 <= value <= 1:
            return f"field '{path}' must be from 0 to 1, not {value!r}"
    elif spec.kind in ("count", "seconds"):
        ok = (
            _is_number(value)
            if spec.kind == "seconds"
            else (not isinstance(value, bool) and isinstance(value, int))
        )
        if not ok:
            wanted = "number" if spec.kind == "seconds" else "whole number"
            return f"field '{path}' must be a {wanted}, not {value!r}"
        if value < 0:
            return f"field '{path}' must not be negative, not {value!r}"
    elif spec.kind == "families":
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            return f"field '{path}' must be a list of yaku families, not {value!r}"
        families = yaku_families()
        unknown = [item for item in value if item not in families]
        if unknown:
            return (
                f"field '{path}': unknown yaku family {unknown[0]!r} (known: {', '.join(families)})"
            )
    return None


def check_personality(level: Any, params: dict[str, Any]) -> list[str]:
    """Every problem with a level and its parameters (empty when valid)."""
    problems: list[str] = []
    if not isinstance(level, str):
        problems.append(f"field 'cpu.level' must be text, not {level!r}")
    elif level not in CPU_LEVELS:
        problems.append(f"unknown CPU level {level!r} (known: {', '.join(CPU_LEVELS)})")
    for key, value in params.items():
        problem = check_parameter(key, value)
        if problem:
            problems.append(problem)
    if not problems:
        problem = _engine_check(level, params)
        if problem:
            problems.append(problem)
    return problems


def _engine_check(level: str, params: dict[str, Any]) -> str | None:
    """The CPU module's own verdict (None when fine)."""
    from game.engine.ai.personality import personality_from_dict

    try:
        personality_from_dict(dict(params, level=level))
    except (ValueError, TypeError) as error:
        return f"CPU personality rejected: {error}"
    return None


def make_cpu(personality: Personality):
    """The engine player for a personality."""
    from game.engine.ai import make_player

    return make_player(personality.level, **personality.params)
