"""A room as its file (and the shared store) holds it: :func:`room_to_json` and back.

The file keeps the settings (with the CPU seats and their level), every seat (a friend's
token digest, never the token; a CPU seat has no digest; a friend's seat handed to the CPU
keeps its digest so that the friend can take it back), the match's seed and decisions, and
the timers' marks. :func:`room_from_json` rebuilds the match from its seed and decisions and
applies the journal lines written after the file.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from game.engine.errors import EngineError
from game.online.server.room_parts import (
    FINISHED,
    ROOM_FORMAT,
    ROOM_VERSION,
    STATUSES,
    WAITING,
    Seat,
)
from game.online.wire.games import MatchSettings
from game.online.wire.identifiers import normalise_code


def room_to_json(room: Any) -> dict:
    """A :class:`game.online.server.rooms.Room` as its file holds it."""
    match = None
    if room.match is not None:
        match = {
            "number": room.match.number,
            "seq": room.match.seq,
            "seed": room.match.seed,
            "decisions": list(room.match.decisions),
        }
    return {
        "format": ROOM_FORMAT,
        "version": ROOM_VERSION,
        "code": room.code,
        "settings": room.settings.to_json(),
        "created_at": room.created_at,
        "status": room.status,
        "seed": room.seed,
        "seed_client": room.seed_client,
        "seats": [seat.to_json() if seat else None for seat in room.seats],
        "match": match,
        "rematch_votes": sorted(room.rematch_votes),
        "offered": sorted(room.offered),
        "handed": sorted(room.handed),
        "empty_since": room.empty_since,
    }


def _seat(item: Any, number: int, settings: MatchSettings, now: float):
    if item is None:
        return None
    if not isinstance(item, dict):
        raise ValueError("a seat is an object")
    name, digest, ranked = item.get("name"), item.get("digest"), item.get("ranked_name")
    cpu = item.get("cpu", False) is True
    if not isinstance(name, str) or not isinstance(digest, str):
        raise ValueError("a seat needs a name and a token digest")
    if len(digest) != 64 and not (digest == "" and number in settings.cpu_seats):
        raise ValueError("a friend's seat needs a token digest")
    if ranked is not None and not isinstance(ranked, str):
        raise ValueError("a seat's ranked name must be text")
    # the server restarted: every friend is away as of now; a CPU seat is always there
    return Seat(name, digest, not digest, now, ranked, cpu=cpu or not digest)


def room_from_json(
    cls: Any, match_class: Any, data: Any, now: float, journal: Sequence[str] = ()
) -> Any:
    """A stored room (of class ``cls``, its match of ``match_class``: the classes of
    :mod:`game.online.server.rooms`, which imports this module), every friend's seat disconnected as
    of ``now`` (the server restarted),
    with the decisions of its ``journal`` lines applied (those already in the room file are
    skipped; a torn or foreign line ends the journal).

    Raises ValueError (or an engine error) naming what is wrong with the data."""
    if not isinstance(data, dict) or data.get("format") != ROOM_FORMAT:
        raise ValueError(f"not a {ROOM_FORMAT} file")
    if data.get("version") != ROOM_VERSION:
        raise ValueError(f"unsupported room version {data.get('version')!r}")
    settings = MatchSettings.from_json(data.get("settings"))
    status = data.get("status")
    if status not in STATUSES:
        raise ValueError(f"bad room status {status!r}")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or len(seats_data) != settings.seats:
        raise ValueError("seats do not match the settings")
    seats = [_seat(item, n, settings, now) for n, item in enumerate(seats_data)]
    created = data.get("created_at")
    seed = data.get("seed")
    if not isinstance(created, (int, float)) or not (seed is None or isinstance(seed, int)):
        raise ValueError("created_at and seed must be numbers")
    room = cls(normalise_code(data.get("code")), settings, float(created), seats, status, seed)
    client = data.get("seed_client")
    room.seed_client = client if isinstance(client, str) else None
    room.rematch_votes = {n for n in data.get("rematch_votes", []) if n in range(len(seats))}
    room.handed = {n for n in data.get("handed", []) if n in range(len(seats))}
    room.offered = set()
    room.empty_since = now
    stored = data.get("match")
    if stored is not None:
        seq, number = stored.get("seq"), stored.get("number")
        seed, decisions = stored.get("seed"), stored.get("decisions")
        if not all(isinstance(v, int) for v in (seq, number, seed)) or seq < 0:
            raise ValueError("a stored match needs its number, seed and event count")
        if not isinstance(decisions, list):
            raise ValueError("a stored match needs its decisions")
        state = room.game.restore(settings, seed, decisions)
        room.match = match_class(number, seed, state, seq, list(decisions))
        _replay_journal(room, journal)
    elif status != WAITING:
        raise ValueError(f"a {status} room must hold a match")
    return room


def _replay_journal(room: Any, lines: Sequence[str]) -> None:
    match = room.held_match
    for line in lines:
        try:
            entry = json.loads(line)
            if entry["match"] != match.number or entry["n"] > len(match.decisions):
                return
            if entry["n"] < len(match.decisions):
                continue  # already in the room file
            events = match.state.apply(room.game.parse_action(entry["action"]))
        except (ValueError, KeyError, TypeError, EngineError):
            return
        match.base += len(events)
        match.decisions.append(entry["action"])
        if match.state.is_terminal():
            room.status = FINISHED
