"""Raw protocol seats for every game, with CPU seats the server plays beside them.

:class:`GameSeat` plays one friend's seat over a :class:`~tests.online.support.RawClient`
with the room's game's CPU (``make_player(level, game=...)``), deciding from the observation
decoded from the view it was sent. :func:`drive` lets such seats play while the server's CPU
seats move on their own: each round every seat takes what arrived, then the seat whose turn
it is acts once on the position it was last sent. Bounded everywhere.
"""

from __future__ import annotations

import random
import time

from game.engine import games
from game.engine.ai import make_player
from game.online.wire.wire_views import decode_wire_view, kept_view, merged_view
from tests.online.support import RawClient, rules_of_room

# a Roppyakken room for three: two friends and the server's CPU in seat 2, to 300
ROPPYAKKEN_WITH_A_CPU = {
    "game": games.ROPPYAKKEN,
    "seats": 3,
    "cpu_seats": [2],
    "cpu_level": "normal",
    "overrides": {"target": 300},
}


def create(url: str, settings: dict, seed: int = 7, name: str = "Host") -> tuple:
    """A raw client in seat 0 of a new room: (client, code, token, room)."""
    client = RawClient(url)
    client.hello()
    client.send({"type": "create_room", "settings": settings, "seed": seed, "name": name})
    created = client.until("room_created")
    room = client.until("room")["room"]
    return client, created["code"], created["token"], room


def join(url: str, code: str, name: str = "") -> tuple:
    """A raw client in the next free friend's seat: (client, seat, token)."""
    client = RawClient(url)
    client.hello()
    client.send({"type": "join", "code": code, **({"name": name} if name else {})})
    seated = client.until("seated")
    return client, seated["seat"], seated["token"]


def resume(url: str, code: str, token: str, match: int = 0, last_seq: int = 0) -> RawClient:
    client = RawClient(url)
    client.hello()
    message = {"type": "resume", "code": code, "token": token, "match": match}
    client.send({**message, "last_seq": last_seq})
    client.until("resumed")
    return client


class GameSeat:
    """A CPU playing one friend's seat over a RawClient, in a room of any game."""

    def __init__(
        self, client: RawClient, seat: int, cpu: str = "easy", seed: int = 0, room=None
    ) -> None:
        self.client = client
        self.seat = seat
        self.cpu = cpu
        self.rng = random.Random(seed)
        self.player = None
        self.match = 0
        self.seq = 0
        self.sent: dict | None = None  # the view as the client keeps it (protocol 3)
        self.kept: dict | None = None  # what the client keeps between views (kept_view)
        self.room: dict | None = room  # the room as last sent (create() took the first)
        self.acted: tuple | None = None  # the (match, seq) it last acted on
        self.messages: list[dict] = []

    @property
    def view(self) -> dict | None:
        return merged_view(self.sent)["table"] if self.sent else None

    def absorb(self, message: dict) -> None:
        self.messages.append(message)
        kind = message["type"]
        assert kind != "error" or message["about"] != "action", message
        if kind == "events":
            kept = self.kept if message["match"] == self.match else None
            self.match, self.seq = message["match"], message["last_seq"]
            self.sent, self.kept = kept_view(message["view"], kept)
        elif kind == "snapshot":
            self.match, self.seq = message["match"], message["seq"]
            self.sent, self.kept = kept_view(message["view"], {"results": message["results"]})
        elif kind == "room":
            self.room = message["room"]

    def pump(self, timeout: float = 0.01) -> None:
        """Take everything that arrives within ``timeout`` of the last message."""
        try:
            while True:
                self.absorb(self.client.recv(timeout))
        except TimeoutError:
            return

    def wait_for(self, kind: str, timeout: float = 5.0) -> dict:
        """Take messages (absorbing each) until one of type ``kind``."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.client.recv(max(0.01, deadline - time.monotonic()))
            self.absorb(message)
            if message["type"] == kind:
                return message

    def until_view(self, timeout: float = 5.0) -> None:
        while self.sent is None:
            self.absorb(self.client.recv(timeout))

    def my_turn(self) -> bool:
        return bool(self.view and self.view["legal"]) and self.acted != (self.match, self.seq)

    def act(self) -> None:
        assert self.room is not None and self.sent is not None
        game = self.room["settings"]["game"]
        if self.player is None:
            self.player = make_player(self.cpu, game=game)
        state_class = games.spec(game).state_class()
        info = decode_wire_view(self.sent, rules_of_room(self.room), state_class).seat
        action = self.player.choose(info, self.rng)
        self.acted = (self.match, self.seq)
        self.client.send({"type": "action", "seq": self.seq, "action": action.to_json()})


def drive(seats: list[GameSeat], until, limit: int = 4000, seconds: float = 30.0) -> None:
    """Let the seats play (the server's CPU seats move by themselves) until ``until()``
    (at most ``limit`` rounds and ``seconds``: a bound, never a measure)."""
    deadline = time.monotonic() + seconds
    for _ in range(limit):
        if until():
            return
        if time.monotonic() > deadline:
            break
        for seat in seats:
            seat.pump()
        for seat in seats:
            if seat.my_turn():
                seat.act()
    raise AssertionError("the seats did not get there within the step limit")


def over(seats: list[GameSeat]):
    return lambda: all(s.view is not None and s.view["phase"] == "match_over" for s in seats)
