"""The games a room can hold, behind one small interface the server and clients share.

A :class:`GameSpec` knows how to start a match from :class:`MatchSettings`, how to show it to
one viewer on the wire (:meth:`GameSpec.view`: only what that seat or a spectator may see),
how to read an action, and how to rebuild a match from its seed and decisions. Only koi-koi
is registered now; Roppyakken and hana-awase plug in with the same State API (seats as
lists, any seat count).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from game.engine.actions import Action, action_from_json
from game.engine.errors import RuleSetError
from game.engine.positions import match_results, position_events
from game.engine.records import record_of
from game.engine.rules import RuleSet, load_preset
from game.engine.state import State
from game.online.wire_views import encode_wire_view

MAX_OVERRIDES = 40
MAX_MONTHS = 12  # a room plays at most a year of months
RULE_LIMIT = 10_000  # any other whole-number rule (points, targets) lies within +-RULE_LIMIT


class GameSetupError(ValueError):
    """Settings a room cannot be created with (unknown game, preset, rule or seat count)."""


@dataclass(frozen=True)
class MatchSettings:
    """What the room's creator chose: the game, its rules and the number of seats."""

    game: str = "koikoi"
    preset: str = "nintendo"
    overrides: dict[str, Any] = field(default_factory=dict)
    seats: int = 2

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "preset": self.preset,
            "overrides": dict(self.overrides),
            "seats": self.seats,
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchSettings:
        """Checked settings from a message or a room file; GameSetupError names the problem."""
        if not isinstance(data, dict):
            raise GameSetupError("settings must be an object")
        game = data.get("game", "koikoi")
        spec = GAMES.get(game) if isinstance(game, str) else None
        if spec is None:
            raise GameSetupError(f"unknown game {game!r} (known: {', '.join(sorted(GAMES))})")
        seats = data.get("seats", spec.seat_counts[0])
        if isinstance(seats, bool) or seats not in spec.seat_counts:
            raise GameSetupError(
                f"{game} is played by {' or '.join(map(str, spec.seat_counts))} seats, "
                f"not {seats!r}"
            )
        preset = data.get("preset", "nintendo")
        overrides = data.get("overrides", {})
        if not isinstance(overrides, dict) or len(overrides) > MAX_OVERRIDES:
            raise GameSetupError("overrides must be an object of a few rule keys")
        settings = cls(game, preset, dict(overrides), seats)
        rules = spec.rules(settings)  # raises GameSetupError for a bad preset or rule
        for key in overrides:
            _check_bound(key, getattr(rules, key, None))
        return settings


def _check_bound(key: str, value: Any) -> None:
    """Rule values a room may hold: at most MAX_MONTHS months, points within RULE_LIMIT."""
    if isinstance(value, bool) or not isinstance(value, int):
        return
    low, high = (1, MAX_MONTHS) if key == "months" else (-RULE_LIMIT, RULE_LIMIT)
    if not low <= value <= high:
        shown = str(value) if len(str(value)) <= 12 else f"{str(value)[:12]}..."
        raise GameSetupError(f"rule {key} = {shown} is out of range ({low} to {high})")


class GameSpec(Protocol):
    """What the server and clients need of a game (koi-koi now; more games later)."""

    name: str
    seat_counts: tuple[int, ...]

    def rules(self, settings: MatchSettings) -> RuleSet: ...
    def new_match(self, settings: MatchSettings, seed: int) -> State: ...
    def restore(self, settings: MatchSettings, seed: int, decisions: list) -> State: ...
    def parse_action(self, data: Any) -> Action: ...
    def views(self, state: State, viewers: list[int]) -> dict[int, dict]: ...
    def view(self, state: State, viewer: int) -> dict: ...
    def position_events(self, state: State) -> list: ...
    def results(self, state: State) -> list[dict]: ...
    def record(self, state: State, players: list[dict]) -> dict: ...


class KoiKoiGame:
    """Koi-koi for two seats on the engine's State."""

    name = "koikoi"
    seat_counts: tuple[int, ...] = (2,)

    def rules(self, settings: MatchSettings) -> RuleSet:
        try:
            return load_preset(settings.preset, settings.overrides)
        except RuleSetError as error:
            raise GameSetupError(str(error)) from None

    def new_match(self, settings: MatchSettings, seed: int) -> State:
        return State(self.rules(settings), seed)

    def parse_action(self, data: Any) -> Action:
        """An action from its JSON form; ValueError (or EngineError) when it is not one."""
        return action_from_json(data)

    def views(self, state: State, viewers: list[int]) -> dict[int, dict]:
        """What each viewer (a seat, or SPECTATOR) may see now, as JSON-ready data: the
        engine's TableView for that viewer and, for a seat, its observation, through the one
        view codec (game.online.wire_views). Nothing of the stock but its size, no seed, no
        RNG state."""
        return {viewer: encode_wire_view(state, viewer) for viewer in viewers}

    def view(self, state: State, viewer: int) -> dict:
        """One viewer's view (see :meth:`views`)."""
        return encode_wire_view(state, viewer)

    def position_events(self, state: State) -> list:
        """Events that set a fresh table up at the current position (all-seeing: filter
        them for the viewer before sending)."""
        return position_events(state)

    def results(self, state: State) -> list[dict]:
        """The finished months' results (what every month result showed both seats)."""
        return match_results(state)

    def record(self, state: State, players: list[dict]) -> dict:
        """The match record (explicit deals and decisions; no seed, no RNG state)."""
        return record_of(state, players)

    def restore(self, settings: MatchSettings, seed: int, decisions: list) -> State:
        """The match dealt from ``seed`` after ``decisions`` (action JSON, in order): the
        server's restart path. The seed alone fixes every shuffle, redeal and dealer, so
        nothing else of the position needs storing. ValueError / EngineError when a decision
        does not apply."""
        state = State(self.rules(settings), seed, emit_events=False)
        for decision in decisions:
            state.apply(action_from_json(decision))
        state.emit_events = True
        return state


GAMES: dict[str, GameSpec] = {KoiKoiGame.name: KoiKoiGame()}


def game_of(settings: MatchSettings) -> GameSpec:
    return GAMES[settings.game]
