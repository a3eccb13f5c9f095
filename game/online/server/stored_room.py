"""A room read back from the shared store (:mod:`game.online.server.redis_store`).

:func:`room_from_store` rebuilds the :class:`~game.online.server.rooms.Room` a stored entry
describes (its seats' links, its match replayed from the seed and decisions, or carried on
from this process's copy); :func:`stored_until` is when the store lets a room go.
"""

from __future__ import annotations

from game.online.server.rooms import EMPTY_EXPIRY, MAX_AGE, WAITING, Match, Room


def room_from_store(data: dict, now: float, known: Match | None = None) -> Room:
    """A stored room as it stands: seats (dis)connected as stored and the match with its
    events (so resumes can replay what they missed): ``known``, this process's copy of that
    match, carried on by the decisions it lacks, or else rebuilt from the seed."""
    stored_match = data.get("match")
    bare = dict(data, match=None, status=WAITING)
    room = Room.from_json(bare, now)
    room.status = data["status"]
    for seat, item in zip(room.seats, data["seats"], strict=True):
        if seat is not None:
            seat.connected = bool(item.get("connected"))
            seat.since = float(item.get("since", now))
            holder = item.get("holder")
            seat.holder = holder if isinstance(holder, str) else None
    room.offered = set(data.get("offered", []))
    room.empty_since = data.get("empty_since")
    if stored_match is None:
        return room
    seed, decisions = stored_match["seed"], list(stored_match["decisions"])
    match = known
    if (
        match is None
        or match.number != stored_match["number"]
        or match.seed != seed
        or match.decisions != decisions[: len(match.decisions)]
    ):
        state = room.game.new_match(room.settings, seed)
        match = Match(stored_match["number"], seed, state)
        match.append(state.initial_events())
    for decision in decisions[len(match.decisions) :]:
        match.append(match.state.apply(room.game.parse_action(decision)))
        match.decisions.append(decision)
    room.match = match
    return room


def stored_until(room: Room) -> float:
    """When the store lets the room go: 24 hours after its creation, or 30 minutes after
    every seat left (whichever is first; a seat coming back writes it again)."""
    if room.empty_since is None:
        return room.created_at + MAX_AGE
    return min(room.created_at + MAX_AGE, room.empty_since + EMPTY_EXPIRY)
