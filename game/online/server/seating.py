"""The messages that put a connection in a room: create, join, watch, resume; and the
leaderboard's (register a name, read the top).

A mixin of :class:`game.online.server.room_server.RoomServer` (it uses the server's rooms, members,
store, board, clock, limits and quotas). Room codes cannot be guessed: an unknown code counts
against the connection and its address (:data:`GUESSING` closes the link past the limits).
"""

from __future__ import annotations

import logging

from game.engine.events import SPECTATOR
from game.online.server.feed import broadcast_events, broadcast_room, room_message, snapshot_message
from game.online.server.leaderboard import LeaderboardError
from game.online.server.members import Member
from game.online.server.rooms import PLAYING, Room, RoomError
from game.online.server.server_parts import ServerParts
from game.online.wire import protocol as wire
from game.online.wire.games import GameSetupError, MatchSettings
from game.online.wire.identifiers import InviteError, display_code, new_room_code, normalise_code
from game.online.wire.messages import (
    Leaderboard,
    LeaderboardRegistered,
    OfferWithdrawn,
    Resumed,
    RoomCreated,
    Seated,
    Watching,
    to_wire,
)
from game.online.wire.protocol import ProtocolError

logger = logging.getLogger("game.online.server.room_server")

GUESSING = "too many unknown room codes; wait a few minutes"


class SeatingMessages(ServerParts):
    """Handlers ``_on_<type>`` for the messages that seat a connection (see the module)."""

    def _on_create_room(self, member: Member, message: dict) -> None:
        try:
            settings = MatchSettings.from_json(message.get("settings", {}))
        except GameSetupError as problem:
            raise RoomError("bad_settings", str(problem)) from None
        seed = message.get("seed")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ProtocolError("bad_message", "'seed' must be a whole number")
        if seed is not None and message.get("ranked") is not None and not self.allow_client_seed:
            raise RoomError("seed_refused", "a ranked room is always dealt from a secret seed")
        self._create(member, settings, wire.player_name(message, "Red"), seed, message)

    def _create(
        self, member: Member, settings: MatchSettings, name: str, seed: int | None, claim: dict
    ) -> None:
        ranked = self._ranked_name(claim)
        if not self.room_quota.allow(member.address):
            raise RoomError("too_many_rooms", "you made many rooms just now; wait a minute")
        code = new_room_code()
        while code in self.rooms:
            code = new_room_code()
        now = self.clock()
        room, token = Room.create(code, settings, name, now, seed, ranked)
        room.seed_client = member.client
        self.rooms[code] = room
        self._seat(member, room, 0)
        logger.info("room %s created (%s, %s)", code, settings.game, settings.preset)
        member.send(to_wire(RoomCreated(code, display_code(code), 0, token)))
        broadcast_room(self.members, room, self.clock())
        if room.status == PLAYING:  # every other seat is the CPU's: the match is dealt
            broadcast_events(self.members, room, room.held_match.log, 1, room.held_match.seq)
        self.store.save_room(room, durable=True)

    def _ranked_name(self, message: dict) -> str | None:
        claim = message.get("ranked")
        if claim is None:
            return None
        name = self.board.verify(claim)
        if name is None:
            raise RoomError("bad_ranked", "that leaderboard name and secret do not match")
        return name

    def _room(self, member: Member, message: dict) -> Room:
        """The room a join, watch or resume names. Unknown codes count against the connection
        and its address: past the limits the link is closed (room codes cannot be guessed)."""
        if self.guess_quota.exhausted(member.address):
            raise RoomError("too_many_guesses", GUESSING, closing=GUESSING)
        try:
            code = normalise_code(message.get("code"))
        except InviteError as problem:
            raise RoomError("bad_code", str(problem)) from None
        if member.path_code is not None and code != member.path_code:
            raise RoomError(
                "wrong_room", f"this link was opened for room {display_code(member.path_code)}"
            )
        room = self.rooms.get(code)
        if room is None:
            member.guesses += 1
            quota = self.guess_quota
            spent = not quota.allow(member.address) or quota.exhausted(member.address)
            closing = spent or member.guesses >= self.limits.guesses_per_connection
            raise RoomError(
                "no_room",
                f"there is no room {display_code(code)} (or it expired)",
                closing=GUESSING if closing else None,
            )
        return room

    def _seat(self, member: Member, room: Room, seat: int | None) -> None:
        """Attach ``member`` to ``room`` (at ``seat``, or watching), taking the seat over from
        an older connection."""
        old = self.members.seat_link(room.code, seat) if seat is not None else None
        if old is not None and old is not member:
            self.members.detach(old)
            old.close(wire.CLOSE_TAKEN_OVER, "this seat was resumed from another connection")
        if member.room is not None:
            self._leave(member)
        self.members.attach(member, room.code, seat)

    def _on_join(self, member: Member, message: dict) -> None:
        room = self._room(member, message)
        ranked = self._ranked_name(message)
        if all(seat is not None for seat in room.seats):
            self._watch(member, room)
            return
        if room.seed is not None and not self.allow_client_seed:
            if ranked is not None or member.client != room.seed_client:
                room.seed = None  # a friend's (or a ranked) seat: the deal is a secret
        name = wire.player_name(message, "")  # none typed: the room names the seat by its colour
        seat, token = room.join(name, self.clock(), ranked)
        self._seat(member, room, seat)
        logger.info("room %s: seat %d joined", room.code, seat)
        member.send(to_wire(Seated(room.code, seat, token)))
        broadcast_room(self.members, room, self.clock())
        if room.match is not None:  # the last seat was taken: the first match is dealt
            broadcast_events(self.members, room, room.match.log, 1, room.match.seq)
        self.store.save_room(room, durable=True)

    def _on_watch(self, member: Member, message: dict) -> None:
        self._watch(member, self._room(member, message))

    def _watch(self, member: Member, room: Room) -> None:
        """Seat ``member`` as a spectator: it alone gets the room and the position now; the
        others see the new count at the next timer pass (a flood of watches costs them
        nothing)."""
        already = member.room == room.code and member.seat is None
        if not already and self._watchers(room.code) >= self.limits.watchers_per_room:
            raise RoomError("watchers_full", "this room has as many spectators as it takes")
        self._seat(member, room, None)
        self._watchers_changed.add(room.code)
        member.send(to_wire(Watching(room.code)))
        member.send(room_message(self.members, room, self.clock()))
        if room.match is not None:
            member.send(snapshot_message(room, SPECTATOR))

    def _on_resume(self, member: Member, message: dict) -> None:
        room = self._room(member, message)
        seat = room.seat_of(message.get("token"))
        if seat is None:
            raise RoomError("bad_token", "that seat token does not open a seat in this room")
        self._seat(member, room, seat)
        now = self.clock()
        was_offered = bool(room.offer_holders(now)) and seat in room.offered
        if room.take_back(seat):
            logger.info("room %s: seat %d taken back from the CPU", room.code, seat)
        room.set_connected(seat, True, now)
        logger.info("room %s: seat %d resumed", room.code, seat)
        member.send(to_wire(Resumed(room.code, seat)))
        broadcast_room(self.members, room, self.clock())
        if was_offered:
            for other in range(len(room.seats)):
                self.members.send_to_seat(
                    room.code, other, wire.encode(to_wire(OfferWithdrawn(seat)))
                )
        self._catch_up(member, room, message)
        self.store.save_room(room)

    def _on_leaderboard_register(self, member: Member, message: dict) -> None:
        if self.registration_quota.exhausted(member.address):
            raise RoomError("too_many_names", "this address registered names just now; wait")
        try:
            name, secret = self.board.register(message.get("name"))
        except LeaderboardError as problem:
            raise RoomError("bad_name", str(problem)) from None
        self.registration_quota.allow(member.address)
        self.store.save_board_entries(self.board, [self.board.entry(name)])
        member.send(to_wire(LeaderboardRegistered(name, secret)))

    def _on_leaderboard_top(self, member: Member, message: dict) -> None:
        limit = wire.int_field(message, "limit", default=20)
        member.send(to_wire(Leaderboard(self.board.top(max(1, min(limit, 100))))))
