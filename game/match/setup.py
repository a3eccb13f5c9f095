"""The choices of the match setup screens, as data (no pygame): preset, house-rule overrides,
CPU level, couch or CPU mode, open hands, names; :meth:`MatchSetup.config` is the dict a
match starts from (its keys match game.match.session.MatchConfig, plus ``mode`` and
``open_hands``). Overrides hold only the rules that differ from the chosen preset."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.engine.errors import EngineError
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.spec import GAME, PACKAGE
from game.engine.rulebook import preset_description as described_preset


@lru_cache(maxsize=8)
def preset_rules(preset: str) -> dict[str, Any]:
    """The preset's rule values (engine RuleSet.to_dict)."""
    return dict(load_preset(preset).to_dict())


@lru_cache(maxsize=8)
def preset_description(preset: str) -> str:
    """The preset's ``description`` line ('' for an unknown or unreadable preset)."""
    try:
        return described_preset(PACKAGE, preset)
    except (EngineError, OSError):
        return ""


class MatchSetup:
    """The choices being edited (no pygame): preset, overrides, level, mode."""

    game = GAME  # koi-koi's own setup (the other games': game.match.table_setup)

    def __init__(self, mode: str = "cpu") -> None:
        self.mode = mode
        self.level = "normal"
        self.preset = "nintendo"
        self.overrides: dict[str, Any] = {}
        self.open_hands = False
        self.names = ["Red", "Blue"]

    def rule(self, key: str) -> Any:
        if key in self.overrides:
            return self.overrides[key]
        return preset_rules(self.preset).get(key)

    def set_rule(self, key: str, value: Any) -> None:
        if preset_rules(self.preset).get(key) == value:
            self.overrides.pop(key, None)
        else:
            self.overrides[key] = value

    def set_preset(self, preset: str) -> None:
        self.preset = preset
        self.overrides = {}

    def memory(self) -> dict[str, Any]:
        """The choices to remember for the next visit (game.match.setup_memory)."""
        return {
            "level": self.level,
            "preset": self.preset,
            "overrides": dict(self.overrides),
            "open_hands": self.open_hands,
        }

    def recall(self, made: dict[str, Any]) -> None:
        """Take back remembered choices; anything the engine no longer accepts is dropped."""
        from game.engine.rule_options import accepts

        if made.get("level") in ("easy", "normal", "expert"):
            self.level = made["level"]
        if isinstance(made.get("preset"), str):
            try:
                preset_rules(made["preset"])
            except (OSError, ValueError, KeyError, EngineError):
                pass
            else:
                self.preset = made["preset"]
        overrides = made.get("overrides")
        if isinstance(overrides, dict):
            base = load_preset(self.preset)
            for key, value in overrides.items():
                if isinstance(key, str) and accepts(key, value, base):
                    self.set_rule(key, value)
        if isinstance(made.get("open_hands"), bool):
            self.open_hands = made["open_hands"]

    def config(self) -> dict[str, Any]:
        couch = self.mode == "couch"
        return {
            "rules": self.preset,
            "overrides": dict(self.overrides),
            "level": self.level,
            "seats": ["human", "human"] if couch else ["human", "cpu"],
            "names": list(self.names) if couch else ["You", "CPU"],
            "seed": None,
            "viewer": None if (couch and self.open_hands) else 0,
            "mode": self.mode,
            "open_hands": bool(self.open_hands) if couch else False,
        }
