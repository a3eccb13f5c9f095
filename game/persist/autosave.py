"""The autosave: the match in progress saved as a record after every decision.

An autosave IS a match record (game.engine.koikoi.records) with two extra objects:

* ``"seed"`` - the match seed (``records.replay`` builds the State with it);
* ``"autosave"`` - what the game needs besides the engine position to continue exactly:
  the mode (``"cpu"``, ``"couch"``, ...), the CPU level, the players' names and seat
  colours, the open-hands option, the engine RNG state (so later months deal exactly as
  they would have), a free ``"session"`` object for the match session (e.g. the CPU's
  own RNG state) and the table's ``"look"`` (field slots, the previous turn as facts, the
  capture piles' order; absent in older saves, which lay the position out afresh).

:func:`save` writes it atomically (temp file, fsync, rename) after every decision;
:func:`load` reads it defensively - a truncated, mistyped, random or huge file is moved
aside with a timestamp and a one-line message comes back for the player, never an
exception; :func:`restore` rebuilds the exact State through ``records.replay``. The engine's own
functions (game.engine.koikoi.records, game.engine.koikoi.positions) do every read of the
State: this module never looks inside one.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import paths, storage
from game.core.kinds import MatchMode, SeatKind
from game.core.wording import colour_name, display_name
from game.engine import games
from game.engine.cards import CARD_BY_CODE
from game.engine.errors import EngineError
from game.engine.koikoi import positions
from game.engine.koikoi.records import rules_of
from game.engine.koikoi.rules import RuleSet
from game.engine.koikoi.state import State
from game.i18n import tr, tr_later
from game.persist import turn_facts

logger = logging.getLogger(__name__)

AUTOSAVE_FILE = "autosave.json"
MAX_AUTOSAVE_BYTES = 2 * 1024 * 1024
MODES: tuple[str, ...] = tuple(
    mode.value for mode in (MatchMode.CPU, MatchMode.COUCH, MatchMode.WATCH)
)
SEAT_COLOURS: tuple[str, str] = ("red", "blue")


@dataclass
class SeatInfo:
    """One seat of a saved match: who sits there and in which colour."""

    name: str
    colour: str
    kind: str = SeatKind.HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "colour": self.colour, "kind": self.kind}


MAX_FIELD_SLOT = 64
MAX_PILE = 48  # cards in one seat's capture piles


@dataclass(frozen=True)
class TableLook:
    """How the table looked, for Continue to show it the same: which field slot each field
    card lay in, the previous turn the "Previous turn" line told (engine events, worded in
    the language in force whenever shown), each seat's captured cards in the order its
    piles showed them, and the turn in progress so far (a continued turn is told whole once
    it ends). Saves made before it have none; saves made before the turn and the
    piles were kept carry the line as a sentence, which is dropped (it was worded in the
    language of the day it was saved: the line stays empty until the next turn)."""

    field_slots: dict[str, int] = field(default_factory=dict)
    turn: tuple = ()
    piles: tuple[tuple[str, ...], ...] = ()
    turn_in_progress: tuple = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "field_slots": dict(self.field_slots),
            "turn": turn_facts.facts_of(self.turn),
            "piles": [list(pile) for pile in self.piles],
            "turn_in_progress": turn_facts.facts_of(self.turn_in_progress),
        }

    @classmethod
    def from_json(cls, data: Any) -> TableLook:
        """The look stored in an autosave; InvalidData when it is malformed."""
        if not isinstance(data, dict):
            raise storage.InvalidData("autosave.look must be an object")
        slots = data.get("field_slots", {})
        if not isinstance(slots, dict) or not all(
            isinstance(code, str)
            and len(code) <= 8
            and isinstance(slot, int)
            and not isinstance(slot, bool)
            and 0 <= slot <= MAX_FIELD_SLOT
            for code, slot in slots.items()
        ):
            raise storage.InvalidData("autosave.look.field_slots must map cards to slots")
        if "previous_turn" in data and "turn" not in data:
            logger.info("autosave look: an older save's previous-turn sentence is not shown")
        return cls(
            dict(slots),
            turn_facts.events_of(data.get("turn", [])),
            _piles(data.get("piles", [])),
            turn_facts.events_of(data.get("turn_in_progress", [])),
        )


def _piles(data: Any) -> tuple[tuple[str, ...], ...]:
    """Each seat's captured cards as saved; InvalidData when malformed."""
    if not isinstance(data, list) or len(data) > 4:
        raise storage.InvalidData("autosave.look.piles must list up to four seats")
    for pile in data:
        if (
            not isinstance(pile, list)
            or len(pile) > MAX_PILE
            or not all(isinstance(code, str) and code in CARD_BY_CODE for code in pile)
        ):
            raise storage.InvalidData("autosave.look.piles must list card codes")
    return tuple(tuple(pile) for pile in data)


@dataclass
class MatchInfo:
    """Everything besides the engine position that Continue must bring back."""

    mode: str = MatchMode.CPU
    seed: int | None = None
    cpu_level: str | None = None
    seats: list[SeatInfo] = field(
        default_factory=lambda: [
            SeatInfo("Red", "red", SeatKind.HUMAN),
            SeatInfo("Blue", "blue", SeatKind.CPU),
        ]
    )
    open_hands: bool = False
    session: dict[str, Any] = field(default_factory=dict)
    look: TableLook | None = None  # how the table looked (None: an older save)

    def players_json(self) -> list[dict[str, str]]:
        return [seat.to_json() for seat in self.seats]

    def seat_label(self, seat: int) -> str:
        """ "Aki (Red)" - how results and prompts name a seat."""
        info = self.seats[seat]
        return tr(
            "{name} ({colour})", name=display_name(info.name), colour=colour_name(info.colour)
        )


def autosave_path() -> Path:
    return paths.data_dir() / AUTOSAVE_FILE


def _rng_state_json(rng_state: tuple) -> list:
    version, internal, gauss = rng_state
    return [version, list(internal), gauss]


def _rng_from_json(data: Any) -> tuple:
    if (
        not isinstance(data, list)
        or len(data) != 3
        or not isinstance(data[0], int)
        or not isinstance(data[1], list)
        or len(data[1]) != 625
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in data[1])
        or not (data[2] is None or isinstance(data[2], float))
    ):
        raise storage.InvalidData("autosave.rng is not a random-generator state")
    return (data[0], tuple(data[1]), data[2])


def autosave_record(state: State, info: MatchInfo) -> dict:
    """The autosave record of ``state`` (a normal record plus the extra fields)."""
    extra = {
        "seed": info.seed,
        "autosave": {
            "mode": info.mode,
            "cpu_level": info.cpu_level,
            "open_hands": info.open_hands,
            "rng": _rng_state_json(positions.random_state(state)),
            "session": dict(info.session),
            **({"look": info.look.to_json()} if info.look is not None else {}),
        },
    }
    return games.record_of(state, players=info.players_json(), extra=extra)


def save(state: State, info: MatchInfo, path: Path | None = None) -> Path:
    """Write the autosave atomically; returns the path written."""
    target = path or autosave_path()
    storage.write_json_atomic(target, autosave_record(state, info), indent=None)
    return target


def clear(path: Path | None = None) -> None:
    """Forget the autosave (the match finished or was abandoned on purpose)."""
    target = path or autosave_path()
    try:
        target.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        logger.warning("could not remove autosave %s: %s", target, error)


def exists(path: Path | None = None) -> bool:
    return (path or autosave_path()).is_file()


def info_of(record: dict) -> MatchInfo:
    """The MatchInfo stored in an autosave record; InvalidData when it is malformed."""
    extra = record.get("autosave")
    if not isinstance(extra, dict):
        raise storage.InvalidData("autosave: missing 'autosave' object")
    mode = extra.get("mode")
    if mode not in MODES:
        raise storage.InvalidData(f"autosave.mode must be one of {MODES}")
    level = extra.get("cpu_level")
    if level is not None and not isinstance(level, str):
        raise storage.InvalidData("autosave.cpu_level must be text or null")
    seed = record.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise storage.InvalidData("seed must be an integer or null")
    open_hands = extra.get("open_hands", False)
    if not isinstance(open_hands, bool):
        raise storage.InvalidData("autosave.open_hands must be true/false")
    session = extra.get("session", {})
    if not isinstance(session, dict):
        raise storage.InvalidData("autosave.session must be an object")
    players = record.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise storage.InvalidData("players must list two to four seats")
    seats = []
    for number, player in enumerate(players):
        if not isinstance(player, dict):
            raise storage.InvalidData("each player must be an object")
        name = player.get("name", f"Player {number + 1}")
        colour = player.get("colour", SEAT_COLOURS[number % len(SEAT_COLOURS)])
        kind = player.get("kind", SeatKind.HUMAN)
        if not all(isinstance(v, str) and 0 < len(v) <= 40 for v in (name, colour, kind)):
            raise storage.InvalidData("player name, colour and kind must be short text")
        seats.append(SeatInfo(name, colour, kind))
    look = None
    if "look" in extra:
        try:
            look = TableLook.from_json(extra["look"])
        except storage.InvalidData as error:  # the match itself is fine: lay it out afresh
            logger.warning("autosave look ignored: %s", error)
    return MatchInfo(
        mode=mode,
        seed=seed,
        cpu_level=level,
        seats=seats,
        open_hands=open_hands,
        session=session,
        look=look,
    )


def check(path: Path | None = None) -> Loaded:
    """What Continue would find: the match in progress (``ok``, with its ``summary``), a
    damaged save moved aside (``warning``), or nothing (no file). Never raises."""
    if not exists(path):
        return Loaded()
    return load(path, emit_events=False)


def restore(record: dict, *, emit_events: bool = True) -> tuple[State, MatchInfo]:
    """Rebuild the exact State (and MatchInfo) of an autosave record.

    Raises storage.InvalidData when the record is malformed or does not replay.
    """
    try:
        games.check_record(record, source="autosave")
        info = info_of(record)
        rng_state = _rng_from_json(record["autosave"].get("rng"))
        state, _ = games.replay(record, emit_events=emit_events)
    except (EngineError, ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
        raise storage.InvalidData(f"autosave does not replay: {error}") from None
    if state.is_terminal():
        raise storage.InvalidData("autosave holds a finished match")
    try:
        positions.set_random_state(state, rng_state)
    except (TypeError, ValueError) as error:
        raise storage.InvalidData(f"autosave.rng: {error}") from None
    return state, info


DAMAGED = storage.Damaged(
    tr_later("Your saved match was damaged and could not be resumed (kept as {file})."),
    tr_later("Your saved match was damaged and could not be resumed."),
)


@dataclass
class Loaded:
    """The result of :func:`load`: a position to continue, or why there is none."""

    state: State | None = None
    info: MatchInfo | None = None
    record: dict | None = None
    warning: str | None = None  # show once on screen when set
    moved_to: Path | None = None

    @property
    def ok(self) -> bool:
        return self.state is not None

    @property
    def rules(self) -> RuleSet:
        """The rule set the saved match is played under."""
        assert self.record is not None
        return rules_of(self.record, games.spec(games.record_game(self.record)))

    @property
    def summary(self) -> str:
        """ "Aki vs Ben, month 2" (koi-koi) or "Aki vs Ben vs Mio, round 3" (the other
        games) - the match in progress in a few words, in the language in force."""
        assert self.state is not None and self.info is not None
        names = tr(" vs ").join(display_name(seat.name) for seat in self.info.seats)
        snapshot = positions.state_snapshot(self.state)
        if "month" in snapshot:
            return tr("{names}, month {month}", names=names, month=snapshot["month"])
        return tr("{names}, round {round}", names=names, round=snapshot["round"])


def load(path: Path | None = None, *, emit_events: bool = True) -> Loaded:
    """Read the autosave; never raises. A bad file is moved aside and a warning returned."""
    target = path or autosave_path()
    restored: dict[str, Any] = {}

    def validate(data: Any) -> Any:
        state, info = restore(data, emit_events=emit_events)
        restored["state"], restored["info"] = state, info
        return data

    try:
        result = storage.read_json_safe(
            target, validate, max_bytes=MAX_AUTOSAVE_BYTES, what="saved match", damaged=DAMAGED
        )
    except Exception:  # noqa: BLE001 - the autosave must never crash the game
        logger.exception("reading the autosave failed")
        moved = storage.move_aside(target) if target.exists() else None
        return Loaded(warning=DAMAGED.message(moved), moved_to=moved)
    if not result.ok:
        return Loaded(warning=result.problem, moved_to=result.moved_to)
    return Loaded(state=restored["state"], info=restored["info"], record=result.data)
