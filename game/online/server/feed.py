"""What a room sends its members: the room itself, events with the viewer's view, snapshots.

Every message is built per viewer (a seat, or SPECTATOR) from the server's all-seeing events
through ``events.for_viewer`` and the game's views, and encoded once per viewer for a
broadcast.
"""

from __future__ import annotations

from game.engine import events as ev
from game.engine.events import SPECTATOR, RoundEnded, for_viewer
from game.online.server.members import RoomMembers
from game.online.server.rooms import Room
from game.online.wire import protocol as wire
from game.online.wire.messages import Events, RoomUpdate, Snapshot, to_wire


def room_message(members: RoomMembers, room: Room, now: float) -> dict:
    info = room.public(now)
    info["watchers"] = members.watchers(room.code)
    return to_wire(RoomUpdate(info))


def broadcast_room(members: RoomMembers, room: Room, now: float) -> None:
    members.send_to_room(room.code, wire.encode(room_message(members, room, now)))


def rounds_ended(events: list) -> int:
    """How many rounds (months) ``events`` finish: each one's outcome goes with them."""
    return sum(1 for event in events if isinstance(event, RoundEnded))


def events_message(
    room: Room, events: list, first: int, last: int, viewer: int, view: dict | None = None
) -> dict:
    """Events ``first``..``last`` as ``viewer`` may see them, with its view after them (and
    the outcomes of the rounds they finish)."""
    if view is None:
        view = room.game.view(room.held_match.state, viewer, rounds_ended(events))
    shown = wire.events_json(for_viewer(events, viewer))
    return to_wire(Events(room.held_match.number, first, last, shown, view))


def recent_turns(events: list) -> list:
    """The events from the start of the last finished turn on (a turn starts with a card
    played and is finished once the drawn card is captured or laid on the field, as
    ``game.engine.koikoi.turns.TurnLog`` folds them): all a client needs to tell the
    previous turn and go on with the one in progress; [] before the first card."""
    going = finished = None
    for index, event in enumerate(events):
        if isinstance(event, ev.CardPlayed):
            going = index
        elif isinstance(event, (ev.Captured, ev.CardToField)) and event.source == "draw":
            finished = going
    start = finished if finished is not None else going
    return [] if start is None else events[start:]


def snapshot_message(room: Room, viewer: int) -> dict:
    """The position now, as a view, the events that set a fresh table up, the results of
    the months already played (public: what the month results showed everyone; the client
    keeps them, and the views after it carry only the rounds they finish) and the recent
    turns as ``viewer`` saw them (its "Previous turn" line; those still kept)."""
    match = room.held_match
    state = match.state
    shown = wire.events_json(for_viewer(room.game.position_events(state), viewer))
    view = room.game.view(state, viewer, whole=True)
    recent = wire.events_json(for_viewer(recent_turns(match.log), viewer))
    return to_wire(Snapshot(match.number, match.seq, view, shown, room.game.results(state), recent))


_NO_VIEW = '"view":{}}'  # how an events message with an empty view ends


def broadcast_events(members: RoomMembers, room: Room, events: list, first: int, last: int) -> None:
    """New events to every member of the room, each frame encoded once per viewer, the
    parts of the views every viewer shares written once (the view goes last)."""
    in_room = members.in_room(room.code)
    viewers = {SPECTATOR if member.seat is None else member.seat for member in in_room}
    state = room.held_match.state
    views = room.game.view_texts(state, sorted(viewers), rounds_ended(events))
    texts = {}
    for viewer in viewers:
        head = wire.encode(events_message(room, events, first, last, viewer, {}))
        if not head.endswith(_NO_VIEW):
            raise AssertionError("an events message ends with its view")
        texts[viewer] = head[: -len(_NO_VIEW)] + '"view":' + views[viewer] + "}"
    for member in in_room:
        member.send_text(texts[SPECTATOR if member.seat is None else member.seat])
