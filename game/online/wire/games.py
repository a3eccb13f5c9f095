"""The games a room can hold: the engine's registry (``games.spec``) seen from a room.

A :class:`RoomGame` wraps one engine :class:`~game.engine.spec.GameSpec` with what a room asks
of a game: the rule set of :class:`MatchSettings`, a match dealt from a seed, one viewer's
view on the wire (:meth:`RoomGame.view`: only what that seat or a spectator may see, through
the one view codec), an action read from JSON, the match rebuilt from its seed and decisions,
the events that set a fresh table up, the results and the record. Every answer comes from
the engine's spec and its per-game entry points, none is written per game here:
:data:`ONLINE_GAMES` is every game the table plays (``games.GAME_IDS``, issue 30).

The settings also name the CPU seats the creator chose (``cpu_seats``, never seat 0) and
their level (``cpu_level``, one of the game's roster levels): the server plays those seats.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine import games
from game.engine.actions import Action, action_from_json
from game.engine.errors import EngineError
from game.engine.koikoi.positions import position_events
from game.engine.spec import GameSpec as EngineSpec
from game.online.wire.server_views import encode_results, encode_view_texts, encode_views

# the games rooms are offered for (each one's seat counts are its spec's)
ONLINE_GAMES: tuple[str, ...] = games.GAME_IDS

MAX_OVERRIDES = 40
MAX_MONTHS = 12  # a room plays at most a year of months
DEFAULT_CPU_LEVEL = "normal"
# the levels the Create a Room screen offers (every game's roster has them: cpu_levels)
CPU_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")
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
    cpu_seats: tuple[int, ...] = ()  # the seats the server's CPU plays (never seat 0)
    cpu_level: str = DEFAULT_CPU_LEVEL  # the level of every CPU seat (and of a handed seat)

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
        cpu_seats = _cpu_seats(data.get("cpu_seats", []), seats)
        cpu_level = data.get("cpu_level", DEFAULT_CPU_LEVEL)
        levels = cpu_levels(game)
        if not isinstance(cpu_level, str) or cpu_level not in levels:
            raise GameSetupError(
                f"unknown CPU level {str(cpu_level)[:24]!r} for {game} (known: {', '.join(levels)})"
            )
        settings = cls(game, preset, dict(overrides), seats, cpu_seats, cpu_level)
        rules = spec.rules(settings)  # raises GameSetupError for a bad preset or rule
        for key in overrides:
            _check_bound(key, getattr(rules, key, None))
        return settings


def cpu_levels(game: str) -> tuple[str, ...]:
    """The CPU levels a room of ``game`` may seat (its roster's names, sorted)."""
    from game.engine.ai.roster import PLAYERS_BY_GAME

    return tuple(sorted(PLAYERS_BY_GAME.get(game, {})))


def _cpu_seats(value: Any, seats: int) -> tuple[int, ...]:
    """The CPU seats of a room of ``seats`` seats: distinct seat numbers 1..seats-1, sorted."""
    if not isinstance(value, (list, tuple)) or len(value) >= seats:
        raise GameSetupError("cpu_seats must be a list of seats other than the creator's")
    for seat in value:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 1 <= seat < seats:
            raise GameSetupError(f"a CPU seat is one of 1 to {seats - 1}, not {str(seat)[:12]}")
    if len(set(value)) != len(value):
        raise GameSetupError("a seat is named twice in cpu_seats")
    return tuple(sorted(value))


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

    def views(
        self, state: Any, viewers: list[int], ended: int = 0, whole: bool = False
    ) -> dict[int, dict]:
        """What each viewer (a seat, or SPECTATOR) may see now, as JSON-ready data: the
        engine's TableView for that viewer and, for a seat, its observation, through the one
        view codec (game.online.wire.wire_views), the public part built once for every viewer;
        with the outcomes of the ``ended`` rounds the events before it finished (``whole``:
        with the last round's end, a snapshot's view). Nothing of the stock but its size, no
        seed, no RNG state."""
        return encode_views(state, viewers, ended, whole)

    def view_texts(self, state: Any, viewers: list[int], ended: int = 0) -> dict[int, str]:
        """:meth:`views` as JSON text, what every viewer shares written once."""
        return encode_view_texts(state, viewers, ended)

    def view(self, state: Any, viewer: int, ended: int = 0, whole: bool = False) -> dict:
        """One viewer's view (see :meth:`views`)."""
        return encode_views(state, [viewer], ended, whole)[viewer]

    def position_events(self, state: Any) -> list:
        """Events that set a fresh table up at the current position (all-seeing: filter
        them for the viewer before sending)."""
        return position_events(state)

    def results(self, state: Any) -> list:
        """Every finished deal's outcome (what every result screen showed every seat), as
        the view codec writes them: a snapshot's, which the client keeps."""
        return encode_results(state)

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
