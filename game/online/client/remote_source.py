"""A match on a room server as the table's match source (``game.table.driver.MatchSource``).

:class:`RemoteMatchSource` sits between a :class:`RemoteMatchSession` and a table. Each frame
:meth:`RemoteMatchSource.pump` folds in what the network thread received: batches of events
wait in order, each with the position the server says it leads to, and the table takes them
one at a time through :meth:`step` when its animations are idle - exactly as it takes a local
session's steps - so what the table shows (its TableView, the seat's information view, the
previous turn) always belongs to the events it has shown, never to ones still queued. The
rest (the room, offers, a closed link, errors) goes back to the caller of ``pump``.

The table's player is the session's seat (or nobody, for a spectator); the other seats are
people elsewhere. No pygame, no State: only the server's per-viewer messages.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from game.engine import games
from game.engine.actions import Action
from game.engine.koikoi.rules import RuleSet
from game.engine.koikoi.turns import TurnLog
from game.engine.table_view import TableView
from game.online.client import link as link
from game.online.client.model import Update
from game.online.client.seat_names import seat_names
from game.online.client.session import CONNECTED, RemoteMatchSession, SessionError
from game.online.wire.games import GAMES, MatchSettings
from game.online.wire.wire_views import WireView, decode_wire_view

MATCH_UPDATES = ("events", "snapshot")


class RemoteMatchSource:
    """One match of a room, shown batch by batch. ``start`` is the update that began it (the
    first events of the match, or a snapshot after a resume); ``queued`` what arrived after."""

    def __init__(
        self,
        session: RemoteMatchSession,
        config: object,
        start: Update,
        queued: Sequence[Update] = (),
        *,
        clock: Callable[[], float] | None = None,
    ) -> None:
        if start.kind not in MATCH_UPDATES:
            raise ValueError(f"a match starts with events or a snapshot, not {start.kind!r}")
        self.online = session
        self.config = config
        # the link's receipt clock: a room's away times count on from when it arrived
        self.clock = clock or (lambda: link.now())
        settings = MatchSettings.from_json(self._room_of(session)["settings"])
        self.settings = settings  # the game, rules and seats the room's creator chose
        self.rules: RuleSet = GAMES[settings.game].rules(settings)
        self.state_class = games.spec(settings.game).state_class()
        self.match = start.data["match"]
        self.seat = session.seat
        self.turns = TurnLog()
        self.after_apply: list = []  # nothing is applied here: the server holds the match
        self._shown_view: dict = start.data["view"]
        self._cache: WireView | None = None
        self.waiting: deque[Update] = deque()
        self.resync: Update | None = None  # a snapshot or a new match: the table starts over
        self.after_resync: list[Update] = []  # match updates that came after it
        self.initial_events: list = list(start.events)
        self.received_seq: int = start.data.get("seq", 0)  # the last event received
        self.shown_seq: int = self.received_seq  # the last event the table has taken
        self._absorb(start.events)
        self.held: list[Update] = []  # what pump() hands back next
        for update in queued:
            self._take(update)

    @staticmethod
    def _room_of(session: RemoteMatchSession) -> dict:
        """The session's room (a match source exists only once the room was seen)."""
        room = session.room
        if room is None:
            raise ValueError("no room has been received yet")
        return room

    # -- the table's MatchSource ----------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        room = self._room_of(self.online)
        return seat_names(room["seats"])

    @property
    def seat_count(self) -> int:
        return len(self._shown_view["table"]["seats"])

    @property
    def previous_turn(self) -> list:
        return self.turns.previous_turn

    @property
    def turn_in_progress(self) -> list:
        return self.turns.turn_events

    @property
    def last_month_turn(self) -> list:
        return self.turns.last_month_turn

    def _shown(self) -> WireView:
        """The shown position as the server built it for this viewer, decoded once."""
        if self._cache is None:
            self._cache = decode_wire_view(self._shown_view, self.rules, self.state_class)
        return self._cache

    def view(self, viewer: int | None = None) -> TableView:
        """The shown position (this client has one viewer: its seat, or a spectator)."""
        return self._shown().table

    def information(self, seat: int) -> Any:
        """The seat's observation (what its hint decides from); only this client's seat."""
        if seat != self.seat:
            raise LookupError(f"seat {seat}'s information is not known on this client")
        return self._shown().seat

    def is_human(self, seat: int) -> bool:
        """The person at this table plays the session's seat; the others play elsewhere."""
        return self.seat is not None and seat == self.seat

    def up_to_date(self) -> bool:
        """Everything received has been shown."""
        return not self.waiting and self.resync is None

    def awaiting_human(self) -> bool:
        return self.up_to_date() and bool(self.online.legal_actions())

    def submit(self, action: Action) -> bool:
        """Send the player's decision (False: not theirs to make now, or the link is down)."""
        if not self.awaiting_human() or action not in self.view().legal:
            return False
        try:
            self.online.submit(action)
        except SessionError:
            return False
        return True

    def step(self, budget_seconds: float) -> list:
        """The next batch of events received (the table shows them), [] when none waits."""
        if not self.waiting:
            return []
        update = self.waiting.popleft()
        self._shown_view = update.data["view"]
        self._cache = None
        self.shown_seq = update.data.get("seq", self.shown_seq)
        self._absorb(update.events)
        return list(update.events)

    def is_over(self) -> bool:
        return self._shown_view["table"]["phase"] == "match_over"

    def hurry(self) -> None:
        """Nothing to hurry: the other player thinks at their own pace."""

    def cpu_thinking(self) -> float | None:
        return None

    # -- the network ------------------------------------------------------------------------
    @property
    def connected(self) -> bool:
        return self.online.connection == CONNECTED

    def pump(self) -> list[Update]:
        """Fold in what arrived: match events wait for :meth:`step`; everything else (room,
        offers, errors, the end of the link) is returned for the table's mode to handle."""
        for update in self.online.poll():
            self._take(update)
        held, self.held = self.held, []
        return held

    def _take(self, update: Update) -> None:
        if update.kind not in MATCH_UPDATES:
            self.held.append(update)
        elif self.resync is not None:
            self.after_resync.append(update)  # the position the table starts over from
        elif update.kind == "snapshot" or update.data["match"] != self.match:
            self.resync = update
        else:
            self.received_seq = update.data.get("seq", self.received_seq)
            self.waiting.append(update)

    def away_seconds(self, seat: int) -> float:
        """How long ``seat`` has been disconnected (0 while connected): the server's count
        in the last room message, counted on from when that message arrived (not from when
        this table read it: a table made later, or a window that was not updating)."""
        room = self._room_of(self.online)
        info = room["seats"][seat]
        if info is None or info["connected"]:
            return 0.0
        arrived = room.get(link.RECEIVED)
        since = max(0.0, self.clock() - arrived) if isinstance(arrived, (int, float)) else 0.0
        return float(info["away_seconds"]) + since

    def history_for(self, snapshot: Update) -> TurnLog | None:
        """The turns to go on from at ``snapshot`` (a resume that needed one, e.g. after a
        server restart): this match's turns with every batch received folded in, when the
        snapshot stands where they end (nothing was missed); None when it does not."""
        if snapshot.data.get("match") != self.match:
            return None
        if snapshot.data.get("seq") != self.received_seq:
            return None  # events were missed: what the previous turn was is not known here
        turns = self.turns
        for update in self.waiting:
            turns.record(list(update.events))
        return turns

    def _absorb(self, events) -> None:
        """The previous turn's line follows the events shown (the view carries the rest)."""
        self.turns.record(list(events))
