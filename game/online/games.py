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
from game.engine.cards import CARDS, MONTH_MASKS, card_id, code_tuple, mask_from_ids
from game.engine.errors import EngineError, RuleSetError
from game.engine.events import SPECTATOR
from game.engine.positions import match_results, position_events
from game.engine.records import record_of
from game.engine.rules import RuleSet, load_preset
from game.engine.state import State
from game.engine.view import InformationView

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


def _codes(mask: int) -> list[str]:
    return list(code_tuple(mask))


def _mask(codes: Any) -> int:
    return mask_from_ids(card_id(code) for code in codes)


def _months(mask: int) -> list[int]:
    """The months (1-12) that have a card in ``mask``."""
    return [month + 1 for month in range(12) if mask & MONTH_MASKS[month]]


def _months_mask(months: Any) -> int:
    mask = 0
    for month in months:
        if type(month) is not int or not 1 <= month <= 12:
            raise ValueError(f"{month!r} is not a month 1-12")
        mask |= MONTH_MASKS[month - 1]
    return mask


def _pair_of_masks(pair: Any) -> tuple[int, int]:
    first, second = pair  # a ValueError / TypeError when it is not two lists of months
    return (_months_mask(first), _months_mask(second))


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
    def information(self, view: dict, rules: RuleSet) -> InformationView: ...
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
        """What each viewer (a seat, or SPECTATOR) may see now, as JSON-ready data; the
        public part is built once for all of them.

        Card sets are lists of codes; hands the viewer may not see are ``null``. Nothing
        about the stock but its size, no seed, no RNG state.
        """
        seats = range(len(state.hands))
        public = {
            "game": self.name,
            "month": state.month,
            "months": state.rules.months,
            "dealer": state.dealer,
            "current": state.current,
            "phase": state.phase,
            "hand_counts": [state.hands[s].bit_count() for s in seats],
            "field": _codes(state.field),
            "captured": [_codes(state.captured[s]) for s in seats],
            "stock_count": state.stock_left(),
            "pending": CARDS[state.pending].code if state.pending >= 0 else None,
            "pending_options": _codes(state.pending_options),
            "koikoi": list(state.koikoi),
            "scores": list(state.scores),
            "totals": list(state.totals),
            "yaku": [[[name, points] for name, points in state.yaku(s)] for s in seats],
            "lay_avoids": [_months(state.lay_avoids[s]) for s in seats],
        }
        out = {}
        for viewer in viewers:
            own = viewer if viewer in seats else None
            own_turn = own is not None and state.current == own and not state.is_terminal()
            view = dict(public, viewer=viewer)
            view["hands"] = [_codes(state.hands[s]) if s == own else None for s in seats]
            view["turn_start_total"] = state.turn_start_total if own_turn else 0
            view["turn_start_captured"] = _codes(state.turn_start_captured) if own_turn else []
            view["legal"] = [a.to_json() for a in state.legal_actions()] if own_turn else []
            out[viewer] = view
        return out

    def view(self, state: State, viewer: int) -> dict:
        """One viewer's view (see :meth:`views`)."""
        return self.views(state, [viewer])[viewer]

    def information(self, view: dict, rules: RuleSet) -> InformationView:
        """The engine's InformationView rebuilt from a seat's wire view (for CPU seats and
        hints on the client). ValueError when the view is malformed."""
        try:
            player = view["viewer"]
            if player == SPECTATOR or view["hands"][player] is None:
                raise ValueError("a spectator has no information view")
            pending = view["pending"]
            return InformationView(
                player=player,
                rules=rules,
                month=int(view["month"]),
                dealer=int(view["dealer"]),
                current=int(view["current"]),
                phase=str(view["phase"]),
                hand=_mask(view["hands"][player]),
                opponent_hand_count=int(view["hand_counts"][1 - player]),
                field=_mask(view["field"]),
                captured=(_mask(view["captured"][0]), _mask(view["captured"][1])),
                stock_count=int(view["stock_count"]),
                pending=card_id(pending) if pending is not None else -1,
                pending_options=_mask(view["pending_options"]),
                koikoi=(int(view["koikoi"][0]), int(view["koikoi"][1])),
                scores=(int(view["scores"][0]), int(view["scores"][1])),
                turn_start_total=int(view["turn_start_total"]),
                turn_start_captured=_mask(view["turn_start_captured"]),
                totals=(int(view["totals"][0]), int(view["totals"][1])),
                legal=tuple(action_from_json(a) for a in view["legal"]),
                lay_avoids=_pair_of_masks(view.get("lay_avoids", ((), ()))),
                state_class=State,
            )
        except (KeyError, IndexError, TypeError, ValueError, EngineError) as error:
            raise ValueError(f"malformed view: {error}") from None

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
