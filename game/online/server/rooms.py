"""One room: its seats and tokens, its match and numbered event log, and seed 000's timers.

Pure logic with no network and no clock of its own: every method that depends on time takes
``now`` (seconds, from the server's injectable clock). The server turns what these methods
return into messages. Seed 000's rules live here:

* the creator sits in seat 0 (red); the seats it gave the CPU (``settings.cpu_seats``) are
  the server's; friends take the other seats in order; later arrivals watch; the match is
  dealt when every friend's seat is taken;
* a friend away for :data:`OFFER_AFTER` seconds lets the others hand that seat to the CPU
  (:meth:`Room.hand_to_cpu`: the match goes on, the friend takes it back on return) or start
  a new game against the CPU, which ends the room's match as abandoned;
* a room is deleted :data:`EMPTY_EXPIRY` seconds after every seat left, or
  :data:`MAX_AGE` seconds after it was created.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.errors import EngineError, IllegalActionError
from game.engine.koikoi.state import State
from game.online.server.room_files import room_from_json, room_to_json
from game.online.server.room_parts import (
    ABANDONED,
    FINISHED,
    PLAYING,
    WAITING,
    RoomError,
    Seat,
    cpu_name,
)
from game.online.wire.games import GameSpec, MatchSettings, game_of
from game.online.wire.identifiers import SEAT_NAMES, new_token, token_digest, token_matches
from game.online.wire.protocol import compact, expand

OFFER_AFTER = 120.0
EMPTY_EXPIRY = 30 * 60.0
MAX_AGE = 24 * 3600.0
REPLAY_LIMIT = 512  # missed events a resume replays; further back it gets a snapshot
SEAT_COLOURS = ("red", "blue", "green", "yellow")


@dataclass
class Match:
    """The match in a room and the all-seeing events it produced, numbered from 1 (kept in
    the compact form of :func:`game.online.wire.protocol.compact`)."""

    number: int
    seed: int  # fixes every deal of the match; stays on the server
    state: State
    base: int = 0  # sequence number just before the first kept event
    decisions: list[dict] = field(default_factory=list)  # every action applied, as JSON
    _log: list[tuple] = field(default_factory=list)

    @property
    def seq(self) -> int:
        return self.base + len(self._log)

    @property
    def log(self) -> list:
        """Every event still kept, as engine event objects."""
        return [expand(entry) for entry in self._log]

    def append(self, events: list) -> tuple[int, int]:
        first = self.seq + 1
        self._log.extend(compact(event) for event in events)
        if len(self._log) > 2 * REPLAY_LIMIT:
            drop = len(self._log) - REPLAY_LIMIT
            del self._log[:drop]
            self.base += drop
        return first, self.seq

    def since(self, last_seq: int) -> list | None:
        """The events after ``last_seq``, or None when they are no longer (or never were)
        in memory and a snapshot is needed instead."""
        if last_seq < self.base or last_seq > self.seq or self.seq - last_seq > REPLAY_LIMIT:
            return None
        return [expand(entry) for entry in self._log[last_seq - self.base :]]


@dataclass
class Room:
    code: str
    settings: MatchSettings
    created_at: float
    seats: list[Seat | None]
    status: str = WAITING
    seed: int | None = None  # chosen by the creator (headless --seed); None: secret random
    seed_client: str | None = None  # the client that chose it (only it may fill the seats)
    match: Match | None = None
    rematch_votes: set[int] = field(default_factory=set)
    offered: set[int] = field(default_factory=set)  # away seats the others were offered
    handed: set[int] = field(default_factory=set)  # friends' seats the CPU played this match
    empty_since: float | None = None

    # ------------------------------------------------------------------ construction
    @classmethod
    def create(
        cls,
        code: str,
        settings: MatchSettings,
        name: str,
        now: float,
        seed: int | None = None,
        ranked_name: str | None = None,
    ) -> tuple[Room, str]:
        """A room with its creator in seat 0 and the CPU in its CPU seats; returns the room
        and the creator's token. When every other seat is the CPU's the match is dealt at
        once (``room.match``)."""
        token = new_token()
        seats: list[Seat | None] = [None] * settings.seats
        seats[0] = Seat(name, token_digest(token), True, now, ranked_name)
        for number in settings.cpu_seats:
            seats[number] = Seat(cpu_name(settings.cpu_level), "", True, now, cpu=True)
        room = cls(code, settings, now, seats, seed=seed)
        if all(seat is not None for seat in seats):
            room.start_match()
        return room, token

    @property
    def game(self) -> GameSpec:
        return game_of(self.settings)

    # ------------------------------------------------------------------ seats
    def seat_of(self, token: object) -> int | None:
        """The seat a token opens, checking every seat in constant time each."""
        found = None
        for number, seat in enumerate(self.seats):
            if seat is not None and seat.friend and token_matches(token, seat.digest):
                found = number
        return found

    def join(self, name: str, now: float, ranked_name: str | None = None) -> tuple[int, str]:
        """Seat a new player in the first free seat; starts the match when all are taken."""
        free = [n for n, seat in enumerate(self.seats) if seat is None]
        if not free:
            raise RoomError("room_full", "every seat is taken; you can watch instead")
        token = new_token()
        name = name or SEAT_NAMES[free[0]]  # no name typed: two such friends are not both "Blue"
        self.seats[free[0]] = Seat(name, token_digest(token), True, now, ranked_name)
        self.empty_since = None
        if len(free) == 1:
            self.start_match()
        return free[0], token

    def set_connected(self, seat: int, connected: bool, now: float) -> bool:
        """Mark a seat (dis)connected; True when that changed anything."""
        info = self.seats[seat]
        if info is None or info.connected == connected:
            return False
        info.connected = connected
        info.since = now
        if connected:
            self.offered.discard(seat)
            self.empty_since = None
        elif not any(s is not None and s.friend and s.connected for s in self.seats):
            self.empty_since = now
        return True

    def cpu_seat(self) -> int | None:
        """The seat whose turn it is when the server's CPU plays it (None otherwise)."""
        if self.status != PLAYING or self.match is None or self.match.state.is_terminal():
            return None
        current = self.match.state.current_player()
        seat = self.seats[current] if current is not None and current >= 0 else None
        return current if seat is not None and seat.cpu else None

    def hand_to_cpu(self, holder: int, now: float, absent: object = None) -> list[int]:
        """Hand the friends' seats away for two minutes (or just ``absent``) to the CPU at
        the room's level; the match goes on. Returns the seats handed over."""
        away = self.away_seats(now)
        if self.status != PLAYING or holder not in self.offer_holders(now):
            raise RoomError("no_offer", "handing a seat to the CPU is not offered to you")
        if absent is not None:
            if isinstance(absent, bool) or absent not in away:
                raise RoomError("no_offer", f"seat {str(absent)[:8]} is not away")
            away = [absent]
        for number in away:
            seat = self.seats[number]
            assert seat is not None  # an away seat is a taken seat
            seat.cpu = True
            self.offered.discard(number)
            self.handed.add(number)
        return away

    def take_back(self, seat: int) -> bool:
        """A friend came back to a seat the CPU played: it is the friend's again at once."""
        info = self.seats[seat]
        if info is None or not info.cpu or not info.friend:
            return False
        info.cpu = False
        return True

    # ------------------------------------------------------------------ the match
    def start_match(self) -> list:
        """Deal a new match (the first, or a rematch); returns its first events."""
        number = self.match.number + 1 if self.match else 1
        if self.seed is None:
            seed = secrets.randbits(63)
        else:
            seed = self.seed + (number - 1) * 7919
        state = self.game.new_match(self.settings, seed)
        self.match = Match(number, seed, state)
        self.status = PLAYING
        self.rematch_votes.clear()
        self.offered.clear()
        self.handed = {n for n, seat in enumerate(self.seats) if seat and seat.cpu and seat.friend}
        events = state.initial_events()
        self.match.append(events)
        return events

    def act(self, seat: int, seq: object, data: object) -> tuple[list, tuple[int, int], dict]:
        """Apply a seat's action seen at event ``seq``; returns the events, their seqs and
        the journal entry of the decision (see :meth:`from_json`).

        Refused (RoomError, state unchanged): no match in play, not this seat's turn, a stale
        ``seq`` (the position moved on: a replayed or duplicated action), or an action that
        is malformed or illegal here.
        """
        match = self.match
        if self.status != PLAYING or match is None:
            raise RoomError("no_match", "there is no match in play in this room")
        state = match.state
        if state.current_player() != seat:
            raise RoomError("not_your_turn", f"it is seat {state.current_player()}'s turn")
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise RoomError("bad_message", "'seq' must be the last event number you saw")
        if seq != match.seq:
            raise RoomError(
                "stale", f"the table moved on (event {match.seq}, you saw {seq}): resync first"
            )
        try:
            action = self.game.parse_action(data)
            events = state.apply(action)
        except IllegalActionError as error:
            raise RoomError("illegal_action", str(error)) from None
        except (ValueError, EngineError) as error:
            raise RoomError("bad_action", str(error)) from None
        span = match.append(events)
        entry: dict[str, Any] = {
            "match": match.number,
            "n": len(match.decisions),
            "action": action.to_json(),
        }
        match.decisions.append(entry["action"])
        if state.is_terminal():
            self.status = FINISHED
        return events, span, entry

    def vote_rematch(self, seat: int) -> list | None:
        """Count a seat's rematch vote; the new match's first events once every seat the CPU
        does not play voted."""
        if self.status not in (FINISHED, ABANDONED):
            raise RoomError("no_rematch", "a rematch is offered when the match is over")
        self.rematch_votes.add(seat)
        voters = {n for n, info in enumerate(self.seats) if info is not None and not info.cpu}
        if voters <= self.rematch_votes:
            return self.start_match()
        return None

    def abandon(self, seat: int, now: float) -> None:
        """End the match because a seat has been away too long (seed 000's CPU offer)."""
        if self.status != PLAYING or seat not in self.offer_holders(now):
            raise RoomError("no_offer", "the new game against the CPU is not offered to you")
        self.status = ABANDONED
        self.offered.clear()

    # ------------------------------------------------------------------ timers
    def away_seats(self, now: float) -> list[int]:
        """Friends' seats (not played by the CPU) disconnected for OFFER_AFTER seconds or
        more."""
        return [
            n
            for n, seat in enumerate(self.seats)
            if seat is not None
            and not seat.cpu
            and not seat.connected
            and now - seat.since >= OFFER_AFTER
        ]

    def offer_holders(self, now: float) -> list[int]:
        """Connected friends that may hand an away seat to the CPU or start a new game
        against the CPU now."""
        if self.status != PLAYING or not self.away_seats(now):
            return []
        return [
            n
            for n, seat in enumerate(self.seats)
            if seat is not None and seat.friend and not seat.cpu and seat.connected
        ]

    def due_offers(self, now: float) -> list[int]:
        """Away seats whose absence has not been announced yet (marks them announced)."""
        if not self.offer_holders(now):
            return []
        fresh = [n for n in self.away_seats(now) if n not in self.offered]
        self.offered.update(fresh)
        return fresh

    def expiry(self, now: float) -> str | None:
        """Why the room must be deleted now, or None."""
        if now - self.created_at >= MAX_AGE:
            return "the room is 24 hours old"
        if self.empty_since is not None and now - self.empty_since >= EMPTY_EXPIRY:
            return "everyone left 30 minutes ago"
        return None

    # ------------------------------------------------------------------ what clients see
    def public(self, now: float) -> dict:
        """The room as every connection may see it (no tokens, no seed)."""
        return {
            "code": self.code,
            "settings": self.settings.to_json(),
            "status": self.status,
            "match": self.match.number if self.match else 0,
            "seed_chosen_by_host": self.seed is not None,
            "seats": [
                None if seat is None else self._public_seat(n, seat, now)
                for n, seat in enumerate(self.seats)
            ],
            "rematch_votes": sorted(self.rematch_votes),
            "expires_in": round(
                min(
                    self.created_at + MAX_AGE,
                    (self.empty_since + EMPTY_EXPIRY) if self.empty_since is not None else 1e18,
                )
                - now,
                1,
            ),
        }

    def _public_seat(self, number: int, seat: Seat, now: float) -> dict:
        """One seat as everyone sees it: ``kind`` "friend" or "cpu" (a CPU seat, or a
        friend's seat the CPU plays while the friend is away: its ``cpu_level``)."""
        here = seat.connected or seat.cpu
        shown: dict[str, Any] = {
            "name": seat.name,
            "colour": SEAT_COLOURS[number],
            "kind": "cpu" if seat.cpu else "friend",
            "connected": here,
            "away_seconds": 0 if here else round(now - seat.since, 1),
            "ranked": seat.ranked_name is not None,
        }
        if seat.cpu:
            shown["cpu_level"] = self.settings.cpu_level
        return shown

    @property
    def held_match(self) -> Match:
        """The room's match (a room past waiting always holds one); RoomError if none."""
        if self.match is None:
            raise RoomError("no_match", "there is no match in this room")
        return self.match

    def month(self) -> int:
        """The month (the round, in the games for two to four) in play (0 before the first
        match): a decision inside it is journalled, a new one writes the room."""
        return self.match.state.round if self.match is not None else 0

    def record(self) -> dict:
        """The match's hanafuda-record (no seed), for the records folder and ``get_record``."""
        return self.game.record(self.held_match.state, self.players())

    def final_scores(self) -> list[int]:
        return list(self.held_match.state.returns())

    def players(self) -> list[dict]:
        return [
            {
                "name": seat.name if seat else "",
                "colour": SEAT_COLOURS[n],
                "kind": "human" if seat is None or seat.friend else "cpu",
            }
            for n, seat in enumerate(self.seats)
        ]

    # ------------------------------------------------------------------ storage
    def to_json(self) -> dict:
        """The room as its file holds it (see :mod:`game.online.server.room_files`)."""
        return room_to_json(self)

    @classmethod
    def from_json(cls, data: Any, now: float, journal: Sequence[str] = ()) -> Room:
        """A stored room, every friend's seat disconnected as of ``now`` (the server
        restarted), with the decisions of its ``journal`` lines applied (see
        :func:`game.online.server.room_files.room_from_json`)."""
        return room_from_json(cls, Match, data, now, journal)
