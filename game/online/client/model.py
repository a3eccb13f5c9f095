"""What a client knows of its room and match, updated only from server messages.

:class:`ClientModel` is plain data plus :meth:`ClientModel.apply`, which turns one server
message into :class:`Update` values for whoever draws or plays (engine event objects for the
table, a fresh snapshot, the room's new state, an offer, an error). It never guesses a
position: the view comes from the server with every batch of events. Used by the game's
remote session and by the headless clients and the benchmark alike.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.engine import games
from game.engine.actions import Action, action_from_json
from game.engine.koikoi.rules import RuleSet
from game.online.wire import messages as msg
from game.online.wire import protocol as wire
from game.online.wire.games import GAMES, MatchSettings
from game.online.wire.wire_views import decode_wire_view, kept_view


@dataclass(frozen=True)
class Update:
    """One change for the table: ``kind`` is "events", "snapshot", "room", "offer",
    "offer_withdrawn", "abandoned", "record", "leaderboard", "registered", "error" or
    "closed"; ``events`` holds engine event objects (seen as this viewer may see them).
    Events and snapshots carry, in ``data``, the match number, the last event number and
    the viewer's view after them (a snapshot also the results of the months played), so a
    table can show each batch with the position it leads to."""

    kind: str
    events: tuple = ()
    data: dict = field(default_factory=dict)


@dataclass
class ClientModel:
    seat: int | None = None  # None: watching (or not in a room yet)
    code: str | None = None
    room: dict | None = None
    settings: MatchSettings | None = None
    rules: RuleSet | None = None
    match: int = 0
    last_seq: int = 0
    view: dict | None = None
    offer: dict | None = None
    record: dict | None = None
    leaderboard: list | None = None
    registered: dict | None = None
    last_error: dict | None = None
    closed: str | None = None
    action_in_flight: bool = False
    server_version: str | None = None
    public_url: str | None = None  # the address the server wants invites to carry
    history: list = field(default_factory=list)  # every event of the current match so far
    kept: dict | None = None  # the finished rounds' outcomes and the last one's end (views)

    # ------------------------------------------------------------------ queries
    @property
    def watching(self) -> bool:
        return self.code is not None and self.seat is None

    @property
    def table(self) -> dict | None:
        """The table part of the last view, as sent (game.online.wire.wire_views)."""
        return self.view["table"] if self.view else None

    def is_over(self) -> bool:
        return self.table is not None and self.table["phase"] == "match_over"

    def my_turn(self) -> bool:
        table = self.table
        return (
            self.seat is not None
            and table is not None
            and table["current"] == self.seat
            and bool(table["legal"])
            and self.room is not None
            and self.room.get("status") == "playing"
        )

    def legal_actions(self) -> list[Action]:
        if not self.my_turn() or self.action_in_flight:
            return []
        assert self.table is not None  # my_turn() holds
        return [action_from_json(a) for a in self.table["legal"]]

    def information(self) -> Any:
        """The engine's observation for this seat (what a CPU seat or the hint decides
        from), decoded from the last view; None while watching or before a view came."""
        if self.seat is None or self.view is None or self.settings is None or self.rules is None:
            return None
        state_class = games.spec(self.settings.game).state_class()
        return decode_wire_view(self.view, self.rules, state_class).seat

    def scores(self) -> list[int] | None:
        table = self.table
        return [seat["score"] for seat in table["seats"]] if table else None

    def final_scores(self) -> list[int] | None:
        """The match's result as the server's ``state.returns()`` gives it: the games for
        two to four seats send it with the view (roppyakken settles its running points),
        koi-koi's is its scores."""
        table = self.table
        if table is None:
            return None
        returns = table.get("returns")
        return list(returns) if returns else self.scores()

    # ------------------------------------------------------------------ updating
    def apply(self, message: dict) -> list[Update]:
        """Fold one server message in; ValueError when the server sent nonsense (an unknown
        type, a missing field or one of the wrong type: :func:`messages.from_wire`)."""
        try:
            decoded = msg.from_wire(message)
            return self._handlers[decoded.TYPE](decoded, message)
        except (KeyError, TypeError, IndexError) as error:
            kind = message.get("type")
            raise ValueError(f"bad {kind} message from the server: {error!r}") from None

    @property
    def _handlers(self) -> dict[msg.ServerType, Callable[[Any, dict], list[Update]]]:
        """The handler of each message the server sends (every :class:`ServerType`)."""
        kind = msg.ServerType
        return {
            kind.WELCOME: self._on_welcome,
            kind.ROOM_CREATED: self._seated,
            kind.SEATED: self._seated,
            kind.RESUMED: self._seated,
            kind.WATCHING: self._seated,
            kind.ROOM: self._on_room,
            kind.EVENTS: self._on_events,
            kind.SNAPSHOT: self._on_snapshot,
            kind.OFFER_CPU_GAME: self._on_offer_cpu_game,
            kind.OFFER_WITHDRAWN: self._on_offer_withdrawn,
            kind.MATCH_ABANDONED: self._on_match_abandoned,
            kind.RECORD: self._on_record,
            kind.LEADERBOARD: self._on_leaderboard,
            kind.LEADERBOARD_REGISTERED: self._on_leaderboard_registered,
            kind.ERROR: self._on_error,
            kind.ROOM_CLOSED: self._on_room_closed,
        }

    def _on_welcome(self, message: msg.Welcome, raw: dict) -> list[Update]:
        self.server_version = message.server
        self.public_url = message.public_url
        return []

    def _seated(
        self, message: msg.RoomCreated | msg.Seated | msg.Resumed | msg.Watching, raw: dict
    ) -> list[Update]:
        self.code = message.code
        self.seat = getattr(message, "seat", None)
        return []

    def _on_room(self, message: msg.RoomUpdate, raw: dict) -> list[Update]:
        room = message.room
        self.room = room
        self.code = room["code"]
        if self.settings is None or self.settings.to_json() != room["settings"]:
            self.settings = MatchSettings.from_json(room["settings"])
            self.rules = GAMES[self.settings.game].rules(self.settings)
        if room["status"] != "playing":
            self.offer = None
        return [Update("room", data=room)]

    def _on_events(self, message: msg.Events, raw: dict) -> list[Update]:
        events = tuple(wire.event_from_dict(e) for e in message.events)
        if message.match != self.match:
            self.match = message.match
            self.history = []
            self.record = None
            self.kept = None
        self.last_seq = message.last_seq
        self.view, self.kept = kept_view(message.view, self.kept)
        self.action_in_flight = False
        self.history.extend(events)
        data = {"match": self.match, "seq": self.last_seq, "view": self.view}
        return [Update("events", events, data)]

    def _on_snapshot(self, message: msg.Snapshot, raw: dict) -> list[Update]:
        events = tuple(wire.event_from_dict(e) for e in message.events)
        self.match = message.match
        self.last_seq = message.seq
        self.view, self.kept = kept_view(message.view, {"results": message.results})
        self.action_in_flight = False
        self.history = list(events)
        data = {
            "match": self.match,
            "seq": self.last_seq,
            "view": self.view,
            "results": list(message.results),
        }
        if message.recent is not None:  # protocol 4: the previous turn goes on from these
            data["recent"] = tuple(wire.event_from_dict(e) for e in message.recent)
        return [Update("snapshot", events, data)]

    def _on_offer_cpu_game(self, message: msg.OfferCpuGame, raw: dict) -> list[Update]:
        self.offer = raw
        return [Update("offer", data=raw)]

    def _on_offer_withdrawn(self, message: msg.OfferWithdrawn, raw: dict) -> list[Update]:
        self.offer = None
        return [Update("offer_withdrawn", data=raw)]

    def _on_match_abandoned(self, message: msg.MatchAbandoned, raw: dict) -> list[Update]:
        self.offer = None
        return [Update("abandoned", data=raw)]

    def _on_record(self, message: msg.Record, raw: dict) -> list[Update]:
        self.record = message.record
        return [Update("record", data=raw)]

    def _on_leaderboard(self, message: msg.Leaderboard, raw: dict) -> list[Update]:
        self.leaderboard = message.entries
        return [Update("leaderboard", data=raw)]

    def _on_leaderboard_registered(
        self, message: msg.LeaderboardRegistered, raw: dict
    ) -> list[Update]:
        self.registered = {"name": message.name, "secret": message.secret}
        return [Update("registered", data=self.registered)]

    def _on_error(self, message: msg.Error, raw: dict) -> list[Update]:
        self.last_error = raw
        if message.about == "action" or message.code == "rate_limited":
            self.action_in_flight = False
        return [Update("error", data=raw)]

    def _on_room_closed(self, message: msg.RoomClosed, raw: dict) -> list[Update]:
        self.closed = message.reason
        return [Update("closed", data=raw)]


def describe_error(message: dict[str, Any]) -> str:
    return f"{message.get('code', 'error')}: {message.get('message', '')}"
