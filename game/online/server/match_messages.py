"""The messages of a match in play: actions, catching up, the match's end, rematches, the
2-minute offer (hand the away seat to the CPU, or end the match for a CPU game), a new link
and the record.

A mixin of :class:`game.online.server.room_server.RoomServer` (it uses the server's rooms, members,
store, board, clock and metrics).
"""

from __future__ import annotations

import logging
import time

from game.engine.events import SPECTATOR
from game.online.server.feed import (
    broadcast_events,
    broadcast_room,
    events_message,
    snapshot_message,
)
from game.online.server.members import Member
from game.online.server.rooms import ABANDONED, FINISHED, Room, RoomError
from game.online.server.server_parts import ServerParts
from game.online.wire import protocol as wire
from game.online.wire.messages import MatchAbandoned, OfferWithdrawn, Record, to_wire

logger = logging.getLogger("game.online.server.room_server")


class MatchMessages(ServerParts):
    """Handlers ``_on_<type>`` for a seated connection's match (see the module)."""

    def _on_sync(self, member: Member, message: dict) -> None:
        room = self._member_room(member)
        self._catch_up(member, room, message)

    def _catch_up(self, member: Member, room: Room, message: dict) -> None:
        """The events after the client's ``last_seq`` of match ``match``, or a snapshot."""
        match = room.match
        if match is None:
            return
        viewer = SPECTATOR if member.seat is None else member.seat
        last = message.get("last_seq")
        missed = None
        if message.get("match") == match.number and isinstance(last, int):
            missed = match.since(last)
        if missed is None:
            member.send(snapshot_message(room, viewer))
        elif missed:
            member.send(
                events_message(room, missed, match.seq - len(missed) + 1, match.seq, viewer)
            )

    def _member_room(self, member: Member) -> Room:
        room = self.rooms.get(member.room) if member.room else None
        if room is None:
            raise RoomError("no_room", "you are not in a room")
        return room

    def _member_seat(self, member: Member) -> tuple[Room, int]:
        room = self._member_room(member)
        if member.seat is None:
            raise RoomError("not_seated", "spectators cannot do that")
        return room, member.seat

    def _on_action(self, member: Member, message: dict) -> None:
        room, seat = self._member_seat(member)
        self._apply_action(room, seat, message.get("seq"), message.get("action"))

    def _apply_action(self, room: Room, seat: int, seq: object, action: object) -> None:
        """A seat's action (a friend's, or the server's CPU's): applied, sent, stored."""
        started = time.perf_counter()
        month = room.month()
        events, (first, last), entry = room.act(seat, seq, action)
        self.actions_applied += 1
        self.metrics.moves += 1
        broadcast_events(self.members, room, events, first, last)
        if room.status == FINISHED:
            self._match_over(room)
        elif room.month() == month:
            self.store.journal_decision(room, entry)
        else:
            self.store.save_room(room)
        self.metrics.action_seconds.observe(time.perf_counter() - started)

    def _match_over(self, room: Room) -> None:
        """The match ended: everyone sees the room first, then the record, the board and the
        room are written (a failure there is reported and retried, never the seats')."""
        broadcast_room(self.members, room, self.clock())
        try:
            self.store.save_record(room, room.record())
            # a seat the CPU played for a while counts its losses, never its wins
            best = max(room.final_scores()) if room.status == FINISHED else None
            names = [
                None
                if seat is None or (n in room.handed and room.final_scores()[n] == best)
                else seat.ranked_name
                for n, seat in enumerate(room.seats)
            ]
            if any(names) and room.status == FINISHED:
                changed = self.board.record_match(names, room.final_scores())
                self.store.save_board_entries(self.board, changed)
        except Exception:  # noqa: BLE001 - the room is kept and saved below
            logger.exception(
                "room %s: the end of match %d was not recorded", room.code, room.held_match.number
            )
        self.store.save_room(room, durable=True)

    def _on_rematch(self, member: Member, message: dict) -> None:
        room, seat = self._member_seat(member)
        events = room.vote_rematch(seat)
        broadcast_room(self.members, room, self.clock())
        if events is not None:
            broadcast_events(self.members, room, events, 1, room.held_match.seq)
        self.store.save_room(room)

    def _on_accept_cpu_game(self, member: Member, message: dict) -> None:
        room, seat = self._member_seat(member)
        now = self.clock()
        absent = room.away_seats(now)
        room.abandon(seat, now)
        record = room.record()
        record["abandoned"] = {"by": seat, "absent": absent}
        self.store.save_record(room, record)
        logger.info("room %s: match %d abandoned", room.code, room.held_match.number)
        notice = to_wire(MatchAbandoned(seat, absent))
        self.members.send_to_room(room.code, wire.encode(notice))
        broadcast_room(self.members, room, self.clock())
        self.store.save_room(room, durable=True)

    def _on_hand_to_cpu(self, member: Member, message: dict) -> None:
        """Hand the friends' seats away for two minutes (or the one ``seat`` names) to the
        CPU at the room's level: the match goes on; the friend takes the seat back on
        return."""
        room, seat = self._member_seat(member)
        handed = room.hand_to_cpu(seat, self.clock(), message.get("seat"))
        logger.info("room %s: seat(s) %s handed to the CPU", room.code, handed)
        for absent in handed:
            notice = wire.encode(to_wire(OfferWithdrawn(absent, handed=True)))
            for other in range(len(room.seats)):
                self.members.send_to_seat(room.code, other, notice)
        broadcast_room(self.members, room, self.clock())
        self.store.save_room(room, durable=True)

    def _on_reinvite(self, member: Member, message: dict) -> None:
        room, seat = self._member_seat(member)
        if room.status not in (FINISHED, ABANDONED):
            raise RoomError("no_reinvite", "a new link is offered when the match is over")
        info = room.seats[seat]
        name = info.name if info is not None else ""
        self._create(member, room.settings, name, room.seed, message)

    def _on_get_record(self, member: Member, message: dict) -> None:
        room = self._member_room(member)
        if room.status not in (FINISHED, ABANDONED) or room.match is None:
            raise RoomError("record_not_ready", "the record is sent when the match is over")
        record = room.record()
        member.send(to_wire(Record(room.held_match.number, record)))
