"""The choices of the setup screen of roppyakken and hana-awase, as data (no pygame).

Seats (2 or 3 for roppyakken, 3 or 4 for hana-awase; the first is always a person), which
of the others are people or CPUs and at what level (on the couch CPU seats fill the empty
places), the game's rule preset and keys (read from the engine), the match length (won games
in roppyakken, rounds in hana-awase). :meth:`TableSetup.config` is the dict a match starts
from (keys of game.match.session.MatchConfig plus ``mode``, ``open_hands`` and, on the
couch, ``cpu_seats``); :meth:`memory` / :meth:`recall` keep the choices between visits.
"""

from __future__ import annotations

import dataclasses
import tomllib
from importlib import resources
from typing import Any

from game.engine import games
from game.engine.errors import EngineError
from game.engine.rulebook import rule_fields, rule_kind

LEVELS: tuple[str, ...] = ("easy", "normal", "expert")
PLAYER = "human"
SEAT_NAMES_CPU: tuple[str, ...] = ("You", "Aki", "Ren", "Mio")
COUCH_NAMES: tuple[str, ...] = ("Red", "Blue", "Green", "Gold")
# per table game (its spec's): the seat counts offered on the setup screen (the engines also
# play two-player hana-awase), the match-length rule key and the lengths offered
TABLE_GAMES: tuple[str, ...] = tuple(spec.id for spec in games.SPECS.values() if spec.lengths)
OFFERED_SEATS: dict[str, tuple[int, ...]] = {
    game: games.spec(game).offered_seats for game in TABLE_GAMES
}
LENGTH_KEY: dict[str, str] = {game: games.spec(game).length_key for game in TABLE_GAMES}
LENGTHS: dict[str, tuple[int, ...]] = {game: games.spec(game).lengths for game in TABLE_GAMES}
# rule keys the screen shows in its own rows (the others are on the game's "More rules")
OWN_ROWS = frozenset(LENGTH_KEY.values())


def preset_values(game: str, preset: str) -> dict[str, Any]:
    return dataclasses.asdict(games.load_rules(game, preset))


def preset_description(game: str, preset: str) -> str:
    try:
        folder = resources.files(games.spec(game).package).joinpath("presets")
        text = folder.joinpath(f"{preset}.toml").read_text("utf-8")
        return str(tomllib.loads(text).get("description", ""))
    except (FileNotFoundError, tomllib.TOMLDecodeError, OSError):
        return ""


def rule_kinds(game: str) -> dict[str, str]:
    """Each rule key of the game and its type ("int", "bool", "str")."""
    fields = rule_fields(_rules_class(game)).items()
    return {key: rule_kind(spec) for key, spec in fields if key != "name"}


def _rules_class(game: str):
    return type(games.load_rules(game))


def value_choices(game: str, key: str, current: Any, default: Any) -> list[Any]:
    """The values a rule row offers: the engine's choices for text keys, on/off, and for
    numbers 0 (off), half, the preset's value and double (plus the current value)."""
    kind = rule_kinds(game)[key]
    if kind == "bool":
        return [False, True]
    if kind == "str":
        return list(games.rule_choices(game).get(key, (current,)))
    values = {0, default // 2, default, default * 2, current} if default else {0, current, 1}
    return sorted(v for v in values if v >= 0)


class TableSetup:
    """The choices being edited for one game in one mode ("cpu" | "couch")."""

    def __init__(self, game: str, mode: str = "cpu") -> None:
        info = games.game_info(game)
        self.game = info.id
        self.mode = mode
        self.preset = info.default_preset
        self.overrides: dict[str, Any] = {}
        self.open_hands = False
        self.seat_count = OFFERED_SEATS[self.game][-1]
        # seats 1..: "human" or a CPU level; seat 0 is always a person
        self.others: list[str] = ["normal"] * 3
        if mode == "couch":
            self.others = [PLAYER, PLAYER, PLAYER]

    # -- rules ------------------------------------------------------------------------------
    def rule(self, key: str) -> Any:
        if key in self.overrides:
            return self.overrides[key]
        return preset_values(self.game, self.preset).get(key)

    def set_rule(self, key: str, value: Any) -> None:
        if preset_values(self.game, self.preset).get(key) == value:
            self.overrides.pop(key, None)
        else:
            self.overrides[key] = value

    def set_preset(self, preset: str) -> None:
        self.preset = preset
        self.overrides = {key: v for key, v in self.overrides.items() if key in OWN_ROWS}
        for key in list(self.overrides):
            self.set_rule(key, self.overrides[key])

    def presets(self) -> list[str]:
        return games.preset_names(self.game)

    def more_rule_keys(self) -> list[str]:
        return [key for key in rule_kinds(self.game) if key not in OWN_ROWS]

    # -- seats ------------------------------------------------------------------------------
    def seat_kind(self, seat: int) -> str:
        """ "human" or the CPU level of ``seat`` (seat 0 is a person)."""
        return PLAYER if seat == 0 else self.others[seat - 1]

    def set_seat_kind(self, seat: int, kind: str) -> None:
        if seat > 0 and (kind in LEVELS or (kind == PLAYER and self.mode == "couch")):
            self.others[seat - 1] = kind

    def kinds(self) -> list[str]:
        return ["human" if self.seat_kind(s) == PLAYER else "cpu" for s in range(self.seat_count)]

    def names(self) -> list[str]:
        """The seats' names (on the couch only the players': the names screen and the
        device claims are theirs; the CPU seats are named when the table is made)."""
        if self.mode == "couch":
            return [COUCH_NAMES[index] for index in range(self.kinds().count("human"))]
        return list(SEAT_NAMES_CPU[: self.seat_count])

    def config(self) -> dict[str, Any]:
        couch = self.mode == "couch"
        kinds = self.kinds()
        return {
            "game": self.game,
            "rules": self.preset,
            "overrides": dict(self.overrides),
            "level": "normal",
            "levels": [
                "" if kind == PLAYER else kind
                for kind in (self.seat_kind(s) for s in range(self.seat_count))
            ],
            "seats": kinds,
            "names": self.names(),
            "seed": None,
            "viewer": None if couch else 0,
            "mode": self.mode,
            "open_hands": bool(self.open_hands) if couch else False,
            "cpu_seats": [seat for seat, kind in enumerate(kinds) if kind == "cpu"]
            if couch
            else [],
        }

    # -- memory -----------------------------------------------------------------------------
    def memory(self) -> dict[str, Any]:
        return {
            "seats": self.seat_count,
            "others": list(self.others),
            "preset": self.preset,
            "overrides": dict(self.overrides),
            "open_hands": self.open_hands,
        }

    def recall(self, made: dict[str, Any]) -> None:
        """Take back remembered choices; anything no longer valid keeps its default."""
        if made.get("seats") in OFFERED_SEATS[self.game]:
            self.seat_count = made["seats"]
        others = made.get("others")
        if isinstance(others, list):
            for seat, kind in enumerate(others[:3], start=1):
                if isinstance(kind, str):
                    self.set_seat_kind(seat, kind)
        if made.get("preset") in self.presets():
            self.preset = made["preset"]
        kinds = rule_kinds(self.game)
        overrides = made.get("overrides")
        if isinstance(overrides, dict):
            for key, value in overrides.items():
                if key in kinds and self._accepts(key, value):
                    self.set_rule(key, value)
        if isinstance(made.get("open_hands"), bool):
            self.open_hands = made["open_hands"]

    def _accepts(self, key: str, value: Any) -> bool:
        try:
            games.load_rules(self.game, self.preset, {key: value})
        except (EngineError, ValueError, TypeError):
            return False
        return True
