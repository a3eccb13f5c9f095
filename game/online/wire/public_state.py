"""A seat's public copy of a two-to-four-seat game's state, on the wire.

A :class:`~game.engine.fishing.view.TableInformation` samples the hidden cards into a copy of
the state that holds only what its seat may know (``state.public_copy(seat)``: the other
hands reduced to their face-up cards, no stock, no RNG). The observation's own fields say
most of it; :func:`pack_public` writes the rest - every other slot of the copy (the turn, the
dead cards and each game's own fields: roppyakken's teyaku and 600 meter, hachi-hachi's
multiplier, feeds and sage callers, ...) - and :func:`rebuild_public` builds the copy back on
the client from the decoded observation and that part, slot for slot as the server had it,
so a CPU seat or the hint decides on a client as it would locally.

Generic over the state's ``__slots__``: a new game's fields travel without a line here. The
values are plain data (numbers, strings, None, tuples, lists and dicts of them); tuples go as
JSON lists, a list as ``{"l": [...]}`` and a dict as ``{"d": {...}}``, so that each comes
back as the type it was. Nothing is evaluated: only those shapes are read.
"""

from __future__ import annotations

import enum
import functools
from typing import Any

from game.engine.phases import Phase

# slots a view's copy leaves blank (what the seat may not know, or needs no longer)
BLANK: dict[str, Any] = {
    "rng": None,
    "emit_events": False,
    "keep_record": False,
    "stock": (),
    "stock_pos": 0,
    "deal_queue": [],
    "round_log": [],
    "round_results": [],
    "_initial_events": [],
}
# slots the observation itself carries (rebuilt from it, never sent twice)
FROM_OBSERVATION = (
    "rules",
    "seats",
    "hands",
    "field",
    "captured",
    "revealed",
    "scores",
    "last_round_end",
)
_KEPT = frozenset(BLANK) | frozenset(FROM_OBSERVATION)


class PublicStateError(ValueError):
    """A packed public copy that is not one."""


@functools.cache
def state_slots(cls: type) -> tuple[str, ...]:
    """Every slot of ``cls`` and its bases, in order."""
    names: list[str] = []
    for base in reversed(cls.__mro__):
        slots = base.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(names)


@functools.cache
def _sent_slots(cls: type) -> tuple[str, ...]:
    return tuple(name for name in state_slots(cls) if name not in _KEPT)


def pack_public(copy: Any) -> dict[str, Any]:
    """The slots of a public copy the observation does not carry, as JSON-ready data."""
    cls: type = type(copy)
    return {name: _pack(getattr(copy, name)) for name in _sent_slots(cls)}


class PublicPacks:
    """:func:`pack_public` for the seats of one position: a seat's copy whose slots hold
    what a copy packed before held (equal values of the same type: every game's copies but
    hachi-hachi's differ only in the hands, which are never packed) gets that copy's packed
    data, the very object, so that its JSON text can be written once for every seat."""

    def __init__(self) -> None:
        self._packed: list[tuple[type, list, dict[str, Any]]] = []

    def pack(self, copy: Any) -> dict[str, Any]:
        cls: type = type(copy)
        names = _sent_slots(cls)
        values = [getattr(copy, name) for name in names]
        for known_class, known, packed in self._packed:
            if known_class is cls and all(
                old is new or (type(old) is type(new) and old == new)
                for old, new in zip(known, values, strict=True)
            ):
                return packed
        packed = {name: _pack(value) for name, value in zip(names, values, strict=True)}
        self._packed.append((cls, values, packed))
        return packed


def rebuild_public(state_class: Any, information: Any, packed: Any) -> Any:
    """The public copy ``packed`` (:func:`pack_public`) and the decoded ``information``
    describe; PublicStateError when ``packed`` is not one."""
    names = _sent_slots(state_class)
    if not isinstance(packed, dict) or set(packed) != set(names):
        given = sorted(packed) if isinstance(packed, dict) else type(packed).__name__
        raise PublicStateError(f"a public copy of {state_class.__name__} holds {names}: {given}")
    state = state_class.__new__(state_class)
    for name, value in BLANK.items():
        setattr(state, name, list(value) if isinstance(value, list) else value)
    seat = information.player
    state.rules = information.rules
    state.seats = information.seats
    state.hands = [
        information.hand if other == seat else information.revealed[other]
        for other in range(information.seats)
    ]
    state.field = information.field
    state.captured = list(information.captured)
    state.revealed = list(information.revealed)
    state.scores = list(information.scores)
    state.last_round_end = information.last_round
    for name in names:
        setattr(state, name, _unpack(packed[name], name))
    state.phase = Phase(state.phase)
    return state


def _pack(value: Any) -> Any:
    if value is None or type(value) in (bool, int, float, str):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple):
        return [_pack(item) for item in value]
    if isinstance(value, list):
        return {"l": [_pack(item) for item in value]}
    if isinstance(value, dict) and all(type(key) is str for key in value):
        return {"d": {key: _pack(item) for key, item in value.items()}}
    raise PublicStateError(f"a public copy cannot send a {type(value).__name__}")


def _unpack(data: Any, path: str) -> Any:
    if data is None or type(data) in (bool, int, float, str):
        return data
    if isinstance(data, list):
        return tuple(_unpack(item, path) for item in data)
    if isinstance(data, dict) and len(data) == 1:
        if isinstance(data.get("l"), list):
            return [_unpack(item, path) for item in data["l"]]
        if isinstance(data.get("d"), dict):
            return {key: _unpack(item, path) for key, item in data["d"].items()}
    raise PublicStateError(f"{path}: {str(data)[:40]} is not a value of a public copy")
