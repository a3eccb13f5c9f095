"""What a client knows of its room and match, updated only from server messages.

:class:`ClientModel` is plain data plus :meth:`ClientModel.apply`, which turns one server
message into :class:`Update` values for whoever draws or plays (engine event objects for the
table, a fresh snapshot, the room's new state, an offer, an error). It never guesses a
position: the view comes from the server with every batch of events. Used by the game's
remote session and by the headless clients and the benchmark alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.actions import Action, action_from_json
from game.engine.rules import RuleSet
from game.engine.view import InformationView
from game.online import protocol as wire
from game.online.games import GAMES, MatchSettings


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
    data: dict | None = None


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

    # ------------------------------------------------------------------ queries
    @property
    def watching(self) -> bool:
        return self.code is not None and self.seat is None

    def is_over(self) -> bool:
        return self.view is not None and self.view.get("phase") == "match_over"

    def my_turn(self) -> bool:
        view = self.view
        return (
            self.seat is not None
            and view is not None
            and view.get("current") == self.seat
            and bool(view.get("legal"))
            and self.room is not None
            and self.room.get("status") == "playing"
        )

    def legal_actions(self) -> list[Action]:
        if not self.my_turn() or self.action_in_flight:
            return []
        return [action_from_json(a) for a in self.view["legal"]]

    def information(self) -> InformationView | None:
        """The engine's view for this seat (what a CPU seat or the hint decides from)."""
        if self.seat is None or self.view is None or self.settings is None:
            return None
        return GAMES[self.settings.game].information(self.view, self.rules)

    def scores(self) -> list[int] | None:
        return list(self.view["scores"]) if self.view else None

    # ------------------------------------------------------------------ updating
    def apply(self, message: dict) -> list[Update]:
        """Fold one server message in; ValueError when the server sent nonsense."""
        kind = message.get("type")
        handler = getattr(self, f"_on_{kind}", None)
        if handler is None:
            return []
        try:
            return handler(message)
        except (KeyError, TypeError, IndexError) as error:
            raise ValueError(f"bad {kind} message from the server: {error!r}") from None

    def _on_welcome(self, message: dict) -> list[Update]:
        self.server_version = message.get("server")
        public = message.get("public_url")
        self.public_url = public if isinstance(public, str) else None
        return []

    def _seated(self, message: dict) -> list[Update]:
        self.code = message["code"]
        self.seat = message.get("seat")
        return []

    _on_room_created = _on_seated = _on_resumed = _on_watching = _seated

    def _on_room(self, message: dict) -> list[Update]:
        room = message["room"]
        self.room = room
        self.code = room["code"]
        if self.settings is None or self.settings.to_json() != room["settings"]:
            self.settings = MatchSettings.from_json(room["settings"])
            self.rules = GAMES[self.settings.game].rules(self.settings)
        if room["status"] != "playing":
            self.offer = None
        return [Update("room", data=room)]

    def _on_events(self, message: dict) -> list[Update]:
        events = tuple(wire.event_from_dict(e) for e in message["events"])
        if message["match"] != self.match:
            self.match = message["match"]
            self.history = []
            self.record = None
        self.last_seq = message["last_seq"]
        self.view = message["view"]
        self.action_in_flight = False
        self.history.extend(events)
        data = {"match": self.match, "seq": self.last_seq, "view": self.view}
        return [Update("events", events, data)]

    def _on_snapshot(self, message: dict) -> list[Update]:
        events = tuple(wire.event_from_dict(e) for e in message["events"])
        self.match = message["match"]
        self.last_seq = message["seq"]
        self.view = message["view"]
        self.action_in_flight = False
        self.history = list(events)
        data = {
            "match": self.match,
            "seq": self.last_seq,
            "view": self.view,
            "results": list(message.get("results") or []),
        }
        return [Update("snapshot", events, data)]

    def _on_offer_cpu_game(self, message: dict) -> list[Update]:
        self.offer = message
        return [Update("offer", data=message)]

    def _on_offer_withdrawn(self, message: dict) -> list[Update]:
        self.offer = None
        return [Update("offer_withdrawn", data=message)]

    def _on_match_abandoned(self, message: dict) -> list[Update]:
        self.offer = None
        return [Update("abandoned", data=message)]

    def _on_record(self, message: dict) -> list[Update]:
        self.record = message["record"]
        return [Update("record", data=message)]

    def _on_leaderboard(self, message: dict) -> list[Update]:
        self.leaderboard = message["entries"]
        return [Update("leaderboard", data=message)]

    def _on_leaderboard_registered(self, message: dict) -> list[Update]:
        self.registered = {"name": message["name"], "secret": message["secret"]}
        return [Update("registered", data=self.registered)]

    def _on_error(self, message: dict) -> list[Update]:
        self.last_error = message
        if message.get("about") == "action" or message.get("code") == "rate_limited":
            self.action_in_flight = False
        return [Update("error", data=message)]

    def _on_room_closed(self, message: dict) -> list[Update]:
        self.closed = message.get("reason", "closed")
        return [Update("closed", data=message)]


def describe_error(message: dict[str, Any]) -> str:
    return f"{message.get('code', 'error')}: {message.get('message', '')}"
