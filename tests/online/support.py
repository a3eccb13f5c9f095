"""Helpers for the online tests: a fake clock, a raw protocol client, seeded CPU seats."""

from __future__ import annotations

import json
import random
import time

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game.engine.actions import action_from_json
from game.engine.ai import make_player
from game.engine.games import KOIKOI
from game.engine.koikoi.state import State
from game.online.wire import protocol as wire
from game.online.wire.games import GAMES, MatchSettings
from game.online.wire.wire_views import decode_wire_view, kept_view


def eventually(condition, what: str, tries: int = 300) -> None:
    """Poll ``condition`` every 20 ms, at most ``tries`` times (a bounded wait)."""
    for _ in range(tries):
        if condition():
            return
        time.sleep(0.02)
    raise AssertionError(f"gave up waiting for {what}")


def rules_of_room(room: dict):
    settings = MatchSettings.from_json(room["settings"])
    return GAMES[settings.game].rules(settings)


class FakeClock:
    """The server's clock in tests: time moves only when a test says so."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class RawClient:
    """One websocket speaking the protocol by hand; keeps every frame it received."""

    def __init__(self, url: str, source: str | None = None, headers: dict | None = None) -> None:
        """``source``: the loopback address to connect from (127.0.0.2 is another address
        on Linux), for the per-address limits; ``headers``: extra handshake headers."""
        extra: dict = {"source_address": (source, 0)} if source else {}
        if headers:
            extra["additional_headers"] = headers
        self._context = connect(url, max_size=wire.MAX_SERVER_FRAME_BYTES, open_timeout=5, **extra)
        self.ws = self._context.__enter__()
        self.frames: list[str] = []
        self.messages: list[dict] = []

    def send(self, message: dict | str | bytes) -> None:
        self.ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))

    def recv(self, timeout: float = 5.0) -> dict:
        frame = self.ws.recv(timeout=timeout)
        self.frames.append(frame)
        message = json.loads(frame)
        self.messages.append(message)
        return message

    def until(self, kind: str, timeout: float = 5.0) -> dict:
        """Receive until a message of type ``kind`` (bounded by ``timeout`` in all)."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.recv(max(0.01, deadline - time.monotonic()))
            if message["type"] == kind:
                return message

    def room_until(self, predicate, timeout: float = 5.0) -> dict:
        """The first room update (within ``timeout``) for which ``predicate(room)`` holds."""
        deadline = time.monotonic() + timeout
        while True:
            room = self.until("room", max(0.01, deadline - time.monotonic()))["room"]
            if predicate(room):
                return room

    def drain(self, timeout: float = 0.2) -> list[dict]:
        """Everything that arrives within ``timeout`` seconds."""
        got = []
        try:
            while True:
                got.append(self.recv(timeout))
        except TimeoutError:
            return got

    def hello(self, client: str = "one-test-client") -> dict:
        """Say hello as ``client`` (every raw client of a test is one client by default, so
        a room it fills with a fixed seed keeps that seed)."""
        self.send({"type": "hello", "v": wire.PROTOCOL_VERSION, "client": client})
        return self.until("welcome")

    def close(self) -> None:
        self.ws.close()

    def closed_with(self, timeout: float = 5.0) -> tuple[int | None, str | None]:
        """Read until the server closes the link: its close code and reason."""
        deadline = time.monotonic() + timeout
        try:
            while time.monotonic() < deadline:
                self.recv(max(0.01, deadline - time.monotonic()))
        except ConnectionClosed:
            return self.ws.close_code, self.ws.close_reason
        raise AssertionError("the server kept the link open")


def create_room(url: str, months: int = 12, seed: int | None = 7, **extra) -> tuple:
    """A raw client in seat 0 of a new room: (client, code, token)."""
    client = RawClient(url)
    client.hello()
    message = {"type": "create_room", "settings": {"overrides": {"months": months}}, **extra}
    if seed is not None:
        message["seed"] = seed
    client.send(message)
    created = client.until("room_created")
    client.until("room")
    return client, created["code"], created["token"]


def join_room(url: str, code: str) -> tuple:
    """A raw client in the next seat: (client, seat, token)."""
    client = RawClient(url)
    client.hello()
    client.send({"type": "join", "code": code})
    seated = client.until("seated")
    return client, seated["seat"], seated["token"]


def start_pair(server, months: int = 12, seed: int | None = 7) -> tuple:
    """A room with both seats taken by RawSeats that have their first view:
    (code, [seat 0, seat 1], [token 0, token 1])."""
    host, code, token0 = create_room(server.url, months=months, seed=seed)
    guest, _, token1 = join_room(server.url, code)
    seats = [RawSeat(host, 0, seed=1), RawSeat(guest, 1, seed=2)]
    for raw in seats:
        raw.wait_events()
    return code, seats, [token0, token1]


class RawSeat:
    """A CPU playing one seat over a RawClient, tracking seq and view from the frames."""

    def __init__(
        self, client: RawClient, seat: int, cpu: str = "easy", seed: int = 0, game: str = KOIKOI
    ) -> None:
        self.client = client
        self.seat = seat
        self.player = make_player(cpu, game=game)
        self.rng = random.Random(seed)
        self.seq = 0
        self.match = 0
        self.sent: dict | None = None  # the last view as kept (game.online.wire.wire_views)
        self.kept: dict | None = None  # what the client keeps between views (kept_view)
        self.view: dict | None = None  # its table part
        self.room: dict | None = None

    def absorb(self, message: dict) -> None:
        if message["type"] == "events":
            kept = None if message["match"] != self.match else self.kept
            self.match, self.seq = message["match"], message["last_seq"]
            self.sent, self.kept = kept_view(message["view"], kept)
        elif message["type"] == "snapshot":
            self.match, self.seq = message["match"], message["seq"]
            self.sent, self.kept = kept_view(message["view"], {"results": message["results"]})
        elif message["type"] == "room":
            self.room = message["room"]
        if self.sent is not None:
            self.view = self.sent["table"]

    def wait_events(self, timeout: float = 5.0) -> dict:
        """Receive (absorbing room updates) until the next events or snapshot frame."""
        while True:
            message = self.client.recv(timeout)
            assert message["type"] != "error", message
            self.absorb(message)
            if message["type"] in ("events", "snapshot"):
                return message

    def my_turn(self) -> bool:
        return bool(self.view and self.view["legal"])

    def act(self) -> dict:
        info = decode_wire_view(self.sent, rules_of_room(self.room), State).seat
        action = self.player.choose(info, self.rng)
        message = {"type": "action", "seq": self.seq, "action": action.to_json()}
        self.client.send(message)
        return message


def play_raw(seats: list[RawSeat], stop=lambda seats: False, limit: int = 5000) -> None:
    """Let the raw seats play until ``stop(seats)`` or the match ends. Every seat must have
    its first view (``wait_events``); after each action every seat waits for its events."""
    for _ in range(limit):
        if stop(seats) or seats[0].view["phase"] == "match_over":
            return
        actors = [seat for seat in seats if seat.my_turn()]
        assert len(actors) == 1, [seat.view for seat in seats]
        actors[0].act()
        for seat in seats:
            seat.wait_events()
    raise AssertionError("the match did not end within the step limit")


def legal_of(view: dict) -> list:
    return [action_from_json(a) for a in view["legal"]]


def scores_of(view: dict) -> list[int]:
    """Every seat's score in a table view as sent."""
    return [seat["score"] for seat in view["seats"]]


def hands_of(view: dict) -> list:
    """Every seat's hand in a table view as sent (None where hidden)."""
    return [seat["hand"] for seat in view["seats"]]


def hand_counts_of(view: dict) -> list[int]:
    return [seat["hand_count"] for seat in view["seats"]]
