"""The games a room can hold: the engine's registry (``games.spec``) seen from a room.

A :class:`RoomGame` wraps one engine :class:`~game.engine.spec.GameSpec` with what a room asks
of a game: the rule set of :class:`MatchSettings`, a match dealt from a seed, one viewer's
view on the wire (:meth:`RoomGame.view`: only what that seat or a spectator may see, through
the one view codec), an action read from JSON, the match rebuilt from its seed and decisions,
the events that set a fresh table up, the results and the record. Every answer comes from
the engine's spec and its per-game entry points, none is written per game here:
:data:`ONLINE_GAMES` names the games rooms are offered for: every game the app offers
(games.GAME_IDS, issue 30).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import games
from game.engine.actions import Action, action_from_json
from game.engine.errors import EngineError
from game.engine.positions import match_results, position_events
from game.engine.spec import GameSpec as EngineSpec
from game.online.wire_views import encode_wire_view

# the games rooms are offered for (each one's seat counts are its spec's)
CPU_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")
ONLINE_GAMES: tuple[str, ...] = games.GAME_IDS

MAX_OVERRIDES = 40
MAX_MONTHS = 12  # a room plays at most a year of months
RULE_LIMIT = 10_000  # any other whole-number rule (points, targets) lies within +-RULE_LIMIT


class GameSetupError(ValueError):
    """Settings a room cannot be created with (unknown game, preset, rule or seat count)."""


@dataclass(frozen=True)
class MatchSettings:
    """What the room's creator chose: the game, its rules and the number of seats."""

    game: str = games.KOIKOI
    preset: str = games.spec(games.KOIKOI).default_preset
    overrides: dict[str, Any] = field(default_factory=dict)
    seats: int = 2
    cpu_seats: tuple[int, ...] = ()  # seats a CPU plays (never seat 0, the creator's)
    cpu_level: str = "normal"  # how strong the CPU seats play

    def to_json(self) -> dict:
        return {
            "game": self.game,
            "preset": self.preset,
            "overrides": dict(self.overrides),
            "seats": self.seats,
            "cpu_seats": list(self.cpu_seats),
            "cpu_level": self.cpu_level,
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchSettings:
        """Checked settings from a message or a room file; GameSetupError names the problem."""
        if not isinstance(data, dict):
            raise GameSetupError("settings must be an object")
        game = data.get("game", games.KOIKOI)
        spec = GAMES.get(game) if isinstance(game, str) else None
        if spec is None:
            raise GameSetupError(f"unknown game {game!r} (known: {', '.join(sorted(GAMES))})")
        seats = data.get("seats", spec.seat_counts[0])
        if isinstance(seats, bool) or seats not in spec.seat_counts:
            raise GameSetupError(
                f"{game} is played by {' or '.join(map(str, spec.seat_counts))} seats, "
                f"not {seats!r}"
            )
        preset = data.get("preset", spec.spec.default_preset)
        overrides = data.get("overrides", {})
        if not isinstance(overrides, dict) or len(overrides) > MAX_OVERRIDES:
            raise GameSetupError("overrides must be an object of a few rule keys")
        cpu_seats = data.get("cpu_seats", [])
        if (
            not isinstance(cpu_seats, list)
            or not all(isinstance(n, int) and not isinstance(n, bool) for n in cpu_seats)
            or not all(0 < n < seats for n in cpu_seats)
            or len(set(cpu_seats)) != len(cpu_seats)
        ):
            raise GameSetupError("cpu_seats must list other seats than the creator's, once each")
        cpu_level = data.get("cpu_level", "normal")
        if cpu_level not in CPU_LEVELS:
            raise GameSetupError(f"cpu_level must be one of {', '.join(CPU_LEVELS)}")
        settings = cls(game, preset, dict(overrides), seats, tuple(sorted(cpu_seats)), cpu_level)
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


class RoomGame:
    """One game a room can hold, every answer from its engine spec (any seat count)."""

    def __init__(self, spec: EngineSpec) -> None:
        self.spec = spec
        self.name: str = spec.id
        self.seat_counts: tuple[int, ...] = spec.seats

    def rules(self, settings: MatchSettings) -> Any:
        try:
            return self.spec.load_rules(settings.preset, settings.overrides)
        except (EngineError, ValueError) as error:
            raise GameSetupError(str(error)) from None

    def new_match(self, settings: MatchSettings, seed: int, **kw: Any) -> Any:
        return games.new_state(self.name, settings.seats, self.rules(settings), seed, **kw)

    def parse_action(self, data: Any) -> Action:
        """An action from its JSON form; ValueError (or EngineError) when it is not one."""
        return action_from_json(data)

    def views(self, state: Any, viewers: list[int]) -> dict[int, dict]:
        """What each viewer (a seat, or SPECTATOR) may see now, as JSON-ready data: the
        engine's TableView for that viewer and, for a seat, its observation, through the one
        view codec (game.online.wire_views). Nothing of the stock but its size, no seed, no
        RNG state."""
        return {viewer: encode_wire_view(state, viewer) for viewer in viewers}

    def view(self, state: Any, viewer: int) -> dict:
        """One viewer's view (see :meth:`views`)."""
        return encode_wire_view(state, viewer)

    def position_events(self, state: Any) -> list:
        """Events that set a fresh table up at the current position (all-seeing: filter
        them for the viewer before sending)."""
        return position_events(state)

    def results(self, state: Any) -> list[dict]:
        """The finished deals' results (what every result screen showed every seat)."""
        return match_results(state)

    def record(self, state: Any, players: list[dict]) -> dict:
        """The match record (explicit deals and decisions; no seed, no RNG state)."""
        return games.record_of(state, players)

    def restore(self, settings: MatchSettings, seed: int, decisions: list) -> Any:
        """The match dealt from ``seed`` after ``decisions`` (action JSON, in order): the
        server's restart path. The seed alone fixes every shuffle, redeal and dealer, so
        nothing else of the position needs storing. ValueError / EngineError when a decision
        does not apply."""
        state = self.new_match(settings, seed, emit_events=False)
        for decision in decisions:
            state.apply(action_from_json(decision))
        state.emit_events = True
        return state


GameSpec = RoomGame  # the name the server's modules know it by
GAMES: dict[str, RoomGame] = {name: RoomGame(games.spec(name)) for name in ONLINE_GAMES}


def game_of(settings: MatchSettings) -> RoomGame:
    return GAMES[settings.game]
