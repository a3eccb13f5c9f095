"""RemoteMatchSession: a match played on a room server, for the table and headless clients.

The network runs on its own thread (an asyncio loop driving a :class:`ClientLink`); what it
receives waits in a queue until :meth:`RemoteMatchSession.poll` (once per frame) or
:meth:`RemoteMatchSession.wait` (headless) folds it into the :class:`ClientModel` and returns
the updates. Between polls everything the session exposes stays still, so a frame reads one
consistent position: the seat's view, its legal actions, the per-viewer events, the room
(names, who is connected, for how long) and the connection state. No pygame here.
"""

from __future__ import annotations

import asyncio
import queue
import threading

from game.engine.actions import Action
from game.engine.koikoi.view import InformationView
from game.online.client.link import RECONNECT_DELAYS, ClientLink, Opening, SeatStore
from game.online.client.model import ClientModel, Update
from game.online.wire.identifiers import InviteError, invite_link

CONNECTING, CONNECTED, RECONNECTING, CLOSED = "connecting", "connected", "reconnecting", "closed"
_SEATED = ("room_created", "seated", "resumed", "watching")
RELEASE_GRACE = 0.5  # seconds a screen leaving waits for the link's goodbye


class SessionError(RuntimeError):
    """A request the session cannot send now (not connected, not your turn, not legal)."""


class RemoteMatchSession:
    def __init__(
        self,
        server: str,
        opening: Opening,
        *,
        seats: SeatStore | None = None,
        reconnect_delays: tuple[float, ...] = RECONNECT_DELAYS,
    ) -> None:
        self.opening = opening
        self.model = ClientModel()
        self.connection = CONNECTING
        self.connection_detail = ""
        self.reconnects = 0
        self._inbox: queue.Queue = queue.Queue()
        self._link = ClientLink(
            server,
            opening,
            lambda message: self._inbox.put(("message", message)),
            lambda state, detail: self._inbox.put(("state", (state, detail))),
            seats=seats if seats is not None else SeatStore(),
            reconnect_delays=reconnect_delays,
        )
        self.server = self._link.server
        self._loop = asyncio.new_event_loop()
        self._task = self._loop.create_task(self._link.run())  # run by the thread below
        self._thread = threading.Thread(target=self._run, name="online-session", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._task)
        except asyncio.CancelledError:
            pass  # close() gave up waiting for a clean goodbye
        finally:
            left = asyncio.all_tasks(self._loop)
            for task in left:
                task.cancel()
            self._loop.run_until_complete(asyncio.gather(*left, return_exceptions=True))
            self._loop.close()

    # ------------------------------------------------------------------ polling
    def poll(self) -> list[Update]:
        """Fold in everything received since the last poll (never blocks)."""
        updates: list[Update] = []
        while True:
            try:
                item = self._inbox.get_nowait()
            except queue.Empty:
                return updates
            updates.extend(self._fold(item))

    def wait(self, timeout: float) -> list[Update]:
        """Block up to ``timeout`` seconds for something to arrive, then poll."""
        try:
            item = self._inbox.get(timeout=timeout)
        except queue.Empty:
            return []
        return self._fold(item) + self.poll()

    def _fold(self, item: tuple) -> list[Update]:
        kind, payload = item
        if kind == "state":
            state, detail = payload
            if state == RECONNECTING and self.connection == CONNECTED:
                self.reconnects += 1
            if state != CONNECTING:
                self.connection, self.connection_detail = state, detail
            return [Update("closed", data={"reason": detail})] if state == CLOSED else []
        if payload.get("type") in _SEATED:
            self.connection, self.connection_detail = CONNECTED, ""
            self.model.action_in_flight = False
        try:
            return self.model.apply(payload)
        except ValueError as problem:
            self.connection_detail = str(problem)
            return [Update("error", data={"code": "bad_server_message", "message": str(problem)})]

    # ------------------------------------------------------------------ what the table reads
    @property
    def seat(self) -> int | None:
        return self.model.seat

    @property
    def code(self) -> str | None:
        return self.model.code

    @property
    def invite(self) -> str | None:
        """The link to send a friend: the server's public address when it names one (a
        server behind a proxy, or bound to all interfaces), else the address used here."""
        if not self.model.code:
            return None
        server = self.model.public_url or self.server
        try:
            return invite_link(server, self.model.code)
        except InviteError:
            return invite_link(self.server, self.model.code)

    @property
    def room(self) -> dict | None:
        return self.model.room

    @property
    def returning(self) -> bool:
        """The session takes back a seat it held the token of when it opened (a join of a
        room whose seat this run of the game already took, or a resume)."""
        return self._link.returning

    @property
    def seats(self) -> SeatStore | None:
        """Where this session keeps its seat token (the table keeps its look beside it)."""
        return self._link.seats

    @property
    def view(self) -> dict | None:
        return self.model.view

    def seat_connected(self, seat: int) -> bool:
        room = self.model.room
        info = room["seats"][seat] if room else None
        return bool(info and info["connected"])

    def is_over(self) -> bool:
        return self.model.is_over()

    def my_turn(self) -> bool:
        return self.connection == CONNECTED and self.model.my_turn()

    def legal_actions(self) -> list[Action]:
        return self.model.legal_actions() if self.connection == CONNECTED else []

    def information(self) -> InformationView | None:
        return self.model.information()

    # ------------------------------------------------------------------ requests
    def submit(self, action: Action) -> None:
        """Send this seat's decision; the events come back through poll()."""
        if action not in self.legal_actions():
            raise SessionError(f"cannot {action.describe()} now")
        self.model.action_in_flight = True
        self._send({"type": "action", "seq": self.model.last_seq, "action": action.to_json()})

    def rematch(self) -> None:
        self._send({"type": "rematch"})

    def accept_cpu_game(self) -> None:
        """End the room's match (recorded as abandoned); the caller starts a local CPU game."""
        self._send({"type": "accept_cpu_game"})

    def hand_to_cpu(self, seat: int | None = None) -> None:
        """Hand the seat(s) away for two minutes (or just ``seat``) to the CPU at the room's
        level: the match goes on; the friend takes the seat back when it returns."""
        self._send(
            {"type": "hand_to_cpu"} if seat is None else {"type": "hand_to_cpu", "seat": seat}
        )

    def reinvite(self) -> None:
        """Ask for a new room with the same rules and a new link (seat 0 again)."""
        self._send({"type": "reinvite"})

    def request_record(self) -> None:
        self._send({"type": "get_record"})

    def register_name(self, name: str) -> None:
        self._send({"type": "leaderboard_register", "name": name})

    def request_leaderboard(self, limit: int = 20) -> None:
        self._send({"type": "leaderboard_top", "limit": limit})

    def forget_seat(self) -> None:
        """Stop keeping this seat's token: the player is done with the room."""
        seats, code, seat = self._link.seats, self.model.code, self.model.seat
        if seats is not None and code is not None and seat is not None:
            seats.forget(self.server, code, seat)

    def _send(self, message: dict) -> None:
        if self.connection != CONNECTED:
            raise SessionError(f"not connected to the server ({self.connection})")
        asyncio.run_coroutine_threadsafe(self._link.send(message), self._loop)

    def close(self, timeout: float = 5.0, *, grace: float | None = None) -> None:
        """Leave (the seat stays yours until the room expires) and stop the network thread.

        The link says goodbye properly when it can; after ``grace`` seconds (a link still
        trying to reach a server that does not answer) it is cut off."""
        if self._thread.is_alive():
            try:
                self._loop.call_soon_threadsafe(self._link.request_close)
            except RuntimeError:
                pass  # the loop finished meanwhile
            self._thread.join(timeout if grace is None else grace)
        if grace is not None and self._thread.is_alive():
            try:
                self._loop.call_soon_threadsafe(self._task.cancel)
            except RuntimeError:
                pass
            self._thread.join(timeout)


class SessionHandle:
    """One screen's hold on an online session, passed from screen to screen (the waiting
    room, the table, the result): a screen that leaves without passing the session on -
    back to the title, the game quitting - closes it, so the seat shows as away at once."""

    def __init__(self, session: RemoteMatchSession) -> None:
        self.session = session
        self.passed = False

    def pass_on(self) -> SessionHandle:
        """A new hold for the next screen; this one will no longer close the session."""
        self.passed = True
        return SessionHandle(self.session)

    def release(self) -> None:
        """The screen is leaving: close the session unless it was passed on."""
        if not self.passed:
            self.passed = True
            self.session.close(grace=RELEASE_GRACE)
