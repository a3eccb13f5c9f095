"""One room: its seats and tokens, its match and numbered event log, and seed 000's timers.

Pure logic with no network and no clock of its own: every method that depends on time takes
``now`` (seconds, from the server's injectable clock). The server turns what these methods
return into messages. Seed 000's rules live here:

* the creator sits in seat 0 (red), the first joiner in seat 1 (blue); later arrivals watch;
* a seat away for :data:`OFFER_AFTER` seconds lets the others start a new game against the
  CPU, which ends the room's match as abandoned;
* a room is deleted :data:`EMPTY_EXPIRY` seconds after every seat left, or
  :data:`MAX_AGE` seconds after it was created.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.errors import EngineError, IllegalActionError
from game.engine.state import State
from game.online.games import GameSpec, MatchSettings, game_of
from game.online.identifiers import new_token, normalise_code, token_digest, token_matches
from game.online.protocol import compact, expand

OFFER_AFTER = 120.0
EMPTY_EXPIRY = 30 * 60.0
MAX_AGE = 24 * 3600.0
REPLAY_LIMIT = 512  # missed events a resume replays; further back it gets a snapshot
SEAT_COLOURS = ("red", "blue", "green", "yellow")
ROOM_FORMAT = "hanafuda-room"
ROOM_VERSION = 1

WAITING, PLAYING, FINISHED, ABANDONED = "waiting", "playing", "finished", "abandoned"
STATUSES = (WAITING, PLAYING, FINISHED, ABANDONED)


class RoomError(Exception):
    """A request the room refuses; nothing changed. ``code`` goes on the wire; ``closing``,
    when given, is the reason the link is closed after the refusal."""

    def __init__(self, code: str, message: str, closing: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.closing = closing


@dataclass
class Seat:
    name: str
    digest: str  # SHA-256 of the seat token; the token itself is never stored
    connected: bool = True
    since: float = 0.0  # when ``connected`` last changed
    ranked_name: str | None = None  # leaderboard name, when the player opted in
    holder: str | None = None  # on a shared store: the server process holding the link

    def to_json(self) -> dict:
        stored = {
            "name": self.name,
            "digest": self.digest,
            "connected": self.connected,
            "since": self.since,
            "ranked_name": self.ranked_name,
        }
        if self.holder is not None:
            stored["holder"] = self.holder
        return stored


@dataclass
class Match:
    """The match in a room and the all-seeing events it produced, numbered from 1 (kept in
    the compact form of :func:`game.online.protocol.compact`)."""

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
        """A room with its creator in seat 0; returns the room and the creator's token."""
        token = new_token()
        seats: list[Seat | None] = [None] * settings.seats
        seats[0] = Seat(name, token_digest(token), True, now, ranked_name)
        return cls(code, settings, now, seats, seed=seed), token

    @property
    def game(self) -> GameSpec:
        return game_of(self.settings)

    # ------------------------------------------------------------------ seats
    def seat_of(self, token: object) -> int | None:
        """The seat a token opens, checking every seat in constant time each."""
        found = None
        for number, seat in enumerate(self.seats):
            if seat is not None and token_matches(token, seat.digest):
                found = number
        return found

    def join(self, name: str, now: float, ranked_name: str | None = None) -> tuple[int, str]:
        """Seat a new player in the first free seat; starts the match when all are taken."""
        free = [n for n, seat in enumerate(self.seats) if seat is None]
        if not free:
            raise RoomError("room_full", "every seat is taken; you can watch instead")
        token = new_token()
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
        elif not any(s is not None and s.connected for s in self.seats):
            self.empty_since = now
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
        """Count a seat's rematch vote; the new match's first events once every seat voted."""
        if self.status not in (FINISHED, ABANDONED):
            raise RoomError("no_rematch", "a rematch is offered when the match is over")
        self.rematch_votes.add(seat)
        if len(self.rematch_votes) == len(self.seats):
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
        """Seats that have been disconnected for OFFER_AFTER seconds or more."""
        return [
            n
            for n, seat in enumerate(self.seats)
            if seat is not None and not seat.connected and now - seat.since >= OFFER_AFTER
        ]

    def offer_holders(self, now: float) -> list[int]:
        """Connected seats that may start a new game against the CPU now."""
        if self.status != PLAYING or not self.away_seats(now):
            return []
        return [n for n, seat in enumerate(self.seats) if seat is not None and seat.connected]

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
                None
                if seat is None
                else {
                    "name": seat.name,
                    "colour": SEAT_COLOURS[n],
                    "connected": seat.connected,
                    "away_seconds": 0 if seat.connected else round(now - seat.since, 1),
                    "ranked": seat.ranked_name is not None,
                }
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

    @property
    def held_match(self) -> Match:
        """The room's match (a room past waiting always holds one); RoomError if none."""
        if self.match is None:
            raise RoomError("no_match", "there is no match in this room")
        return self.match

    def month(self) -> int:
        """The month (a table game's round) in play (0 before the first match)."""
        if self.match is None:
            return 0
        state = self.match.state
        return getattr(state, "month", getattr(state, "round", 0))

    def record(self) -> dict:
        """The match's hanafuda-record (no seed), for the records folder and ``get_record``."""
        return self.game.record(self.held_match.state, self.players())

    def final_scores(self) -> list[int]:
        return list(self.held_match.state.returns())

    def players(self) -> list[dict]:
        return [
            {"name": seat.name if seat else "", "colour": SEAT_COLOURS[n], "kind": "human"}
            for n, seat in enumerate(self.seats)
        ]

    # ------------------------------------------------------------------ storage
    def to_json(self) -> dict:
        match = None
        if self.match is not None:
            match = {
                "number": self.match.number,
                "seq": self.match.seq,
                "seed": self.match.seed,
                "decisions": list(self.match.decisions),
            }
        return {
            "format": ROOM_FORMAT,
            "version": ROOM_VERSION,
            "code": self.code,
            "settings": self.settings.to_json(),
            "created_at": self.created_at,
            "status": self.status,
            "seed": self.seed,
            "seed_client": self.seed_client,
            "seats": [seat.to_json() if seat else None for seat in self.seats],
            "match": match,
            "rematch_votes": sorted(self.rematch_votes),
            "offered": sorted(self.offered),
            "empty_since": self.empty_since,
        }

    @classmethod
    def from_json(cls, data: Any, now: float, journal: Sequence[str] = ()) -> Room:
        """A stored room, every seat disconnected as of ``now`` (the server restarted), with
        the decisions of its ``journal`` lines applied (those already in the room file are
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
        seats: list[Seat | None] = []
        for item in seats_data:
            if item is None:
                seats.append(None)
                continue
            name, digest, ranked = item.get("name"), item.get("digest"), item.get("ranked_name")
            if not isinstance(name, str) or not isinstance(digest, str) or len(digest) != 64:
                raise ValueError("a seat needs a name and a token digest")
            if ranked is not None and not isinstance(ranked, str):
                raise ValueError("a seat's ranked name must be text")
            seats.append(Seat(name, digest, False, now, ranked))
        created = data.get("created_at")
        seed = data.get("seed")
        if not isinstance(created, (int, float)) or not (seed is None or isinstance(seed, int)):
            raise ValueError("created_at and seed must be numbers")
        room = cls(normalise_code(data.get("code")), settings, float(created), seats, status, seed)
        client = data.get("seed_client")
        room.seed_client = client if isinstance(client, str) else None
        room.rematch_votes = {n for n in data.get("rematch_votes", []) if n in range(len(seats))}
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
            room.match = Match(number, seed, state, seq, list(decisions))
            room._replay_journal(journal)
        elif status != WAITING:
            raise ValueError(f"a {status} room must hold a match")
        return room

    def _replay_journal(self, lines: Sequence[str]) -> None:
        match = self.held_match
        for line in lines:
            try:
                entry = json.loads(line)
                if entry["match"] != match.number or entry["n"] > len(match.decisions):
                    return
                if entry["n"] < len(match.decisions):
                    continue  # already in the room file
                events = match.state.apply(self.game.parse_action(entry["action"]))
            except (ValueError, KeyError, TypeError, EngineError):
                return
            match.base += len(events)
            match.decisions.append(entry["action"])
            if match.state.is_terminal():
                self.status = FINISHED
