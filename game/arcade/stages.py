"""The arcade stage: one opponent on the ladder, as the game uses it.

``Stage`` holds what a stage file says once checked (the opponent's lines, the CPU
personality, the game and its rules, the table look, what beating it unlocks) and the
``problems`` found; ``SHIPPED``/``USER`` say where the file came from. Reading the files is
game.arcade.stage_files' job and checking their fields game.arcade.stage_validation's
(docs/levels.md documents every field). Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.arcade.personality import Personality
from game.engine import games

SHIPPED = "shipped"
USER = "user"


@dataclass(frozen=True)
class Opponent:
    name: str = "?"
    title: str = ""
    intro: str = ""
    defeat: str = ""  # said by the opponent when the player wins
    victory: str = ""  # said by the opponent when it wins
    portrait: str = ""


@dataclass(frozen=True)
class Unlocks:
    card_backs: tuple[str, ...] = ()
    table_themes: tuple[str, ...] = ()
    flourishes: tuple[str, ...] = ()

    def items(self) -> list[tuple[str, str]]:
        """(kind, name) pairs: kind is "card_back", "table_theme" or "flourish"."""
        return (
            [("card_back", n) for n in self.card_backs]
            + [("table_theme", n) for n in self.table_themes]
            + [("flourish", n) for n in self.flourishes]
        )


@dataclass
class Stage:
    """One opponent on the ladder. ``problems`` empty means ``available``."""

    stage_id: str
    path: Path | None = None
    source: str = SHIPPED
    order: int = 0
    boss: bool = False
    opponent: Opponent = field(default_factory=Opponent)
    personality: Personality = field(default_factory=Personality)
    game: str = games.KOIKOI  # game.engine.games' id
    seats: int = 2  # the player, the opponent and (three or four) more CPUs
    preset: str = "nintendo"
    rule_overrides: dict[str, Any] = field(default_factory=dict)
    table_theme: str = "default"
    card_back: str = "default"
    unlocks: Unlocks = field(default_factory=Unlocks)
    ranking_points: int | None = None
    portrait_path: Path | None = None
    reactions: dict[str, str] = field(default_factory=dict)  # moment -> line (stage_reactions)
    problems: list[str] = field(default_factory=list)

    @property
    def available(self) -> bool:
        return not self.problems

    @property
    def file_name(self) -> str:
        return self.path.name if self.path else f"{self.stage_id}.toml"

    @property
    def level(self) -> str:
        return self.personality.level

    @property
    def is_koikoi(self) -> bool:
        return not games.is_table_game(self.game)

    def rules(self, extra_overrides: dict[str, Any] | None = None):
        """The stage's rule set (optionally with more overrides, e.g. months for tests). In
        roppyakken and hana-awase a length in ``months`` (free play, the short mode, tests)
        is the game's own: hana-awase's rounds, roppyakken's won games (at most as many)."""
        merged = dict(self.rule_overrides)
        extra = dict(extra_overrides or {})
        if not self.is_koikoi:
            months = extra.pop("months", None)
            merged.update(extra)
            rules = games.load_rules(self.game, self.preset, merged or None)
            if months is None:
                return rules
            spec = games.spec(self.game)
            key = spec.length_key
            length = min(months, getattr(rules, key)) if spec.length_within_preset else months
            return games.load_rules(self.game, self.preset, {**merged, key: length})
        merged.update(extra)
        from game.engine.koikoi.rules import load_preset

        return load_preset(self.preset, merged)

    def problem_lines(self) -> list[str]:
        return [f"{self.file_name}: {problem}" for problem in self.problems]
