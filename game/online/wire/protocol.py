"""The wire protocol: versioned JSON text frames, their limits, and events on the wire.

Every frame is one JSON object with a ``"type"``. The client opens with ``hello`` carrying
:data:`PROTOCOL_VERSION`; the server answers ``welcome`` or closes. docs/online.md lists every
message. Events travel as :func:`game.engine.events.event_to_dict` dicts, numbered per match
(``first_seq`` .. ``last_seq``), already filtered for the viewer; :func:`event_from_dict`
turns them back into engine event objects on the client.
"""

from __future__ import annotations

import dataclasses
import json
import secrets
import time
import typing
from collections.abc import Callable
from typing import Any

from game.engine import events as ev
from game.engine.fishing.events import TableEvent
from game.engine.hachi_hachi.events import Declared, FieldMultiplier
from game.online.wire.messages import ClientType, Error, to_wire

# 2: the view is the engine's TableView and observation through one codec (wire_views), and
# the events every game shares (RoundStarted, TeyakuShown, TurnScored; issue 33)
# 3: a view no longer carries the finished rounds' outcomes (a snapshot sends them all, as
# the view codec writes them; an events frame's view those its events finished, under
# "ended"; the client keeps them), the per-seat parts only are built per viewer, and an
# N-seat game's observation carries its seat's public copy ("public": what a client-side
# CPU seat or the hint samples hidden cards from); every game of games.GAME_IDS is offered,
# and the events of the games for three and four (CardsDead, RoundEnded, GameWon, and
# hachi-hachi's FieldMultiplier and Declared) go on the wire
# (and, in the same version, rooms: CPU seats in the settings ("cpu_seats", "cpu_level"), each
# seat's "kind" in the room; "hand_to_cpu"; offer_withdrawn.handed; welcome.cpu_levels)
# 4: a snapshot carries "recent", the events (as its viewer sees them) from the start of the
# last finished turn on, so a client set up again at it (a game started again, a long drop)
# still tells the previous turn; servers of version 4 welcome clients of version 3 too (an
# older client ignores the field: unknown keys are ignored)
PROTOCOL_VERSION = 4
ACCEPTED_VERSIONS = (3, 4)  # the clients' versions a server welcomes
MAX_FRAME_BYTES = 16 * 1024  # client -> server; the server closes the link on a bigger frame
MAX_SERVER_FRAME_BYTES = 1024 * 1024  # server -> client (snapshots and records are larger)
MAX_NAME_LENGTH = 24
RATE_PER_SECOND = 30.0  # sustained client messages per second per connection
RATE_BURST = 60.0
CLIENT_PACE = 0.8  # a client paces itself at this share of the server's advertised limits
CLIENT_ID = secrets.token_urlsafe(12)  # this program; every link it opens says it in hello
MAX_STRIKES = 20  # refused messages (rate, bad tokens, bad frames) before the link is closed

# close codes (RFC 6455 and the application range)
CLOSE_POLICY = 1008
CLOSE_TAKEN_OVER = 4001
CLOSE_ROOM_CLOSED = 4002
CLOSE_VERSION = 4003

HachiHachiEvent = FieldMultiplier | Declared
CLIENT_TYPES = tuple(ClientType)  # every message a client may send (game.online.wire.messages)

# every game's events: the shared ones, the N-seat games' and hachi-hachi's own (protocol 3)
_EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        *typing.get_args(ev.Event),
        *typing.get_args(TableEvent),
        *typing.get_args(HachiHachiEvent),
    )
}


class ProtocolError(Exception):
    """A frame the other side must be told about: ``code`` is machine-readable."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def encode(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def decode(frame: str | bytes) -> dict:
    """One JSON object with a string ``type``; ProtocolError for anything else."""
    if isinstance(frame, bytes):
        raise ProtocolError("binary_frame", "only JSON text frames are accepted")
    try:
        message = json.loads(frame)
    except (json.JSONDecodeError, RecursionError):
        raise ProtocolError("bad_json", "the frame is not valid JSON") from None
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", "a message must be a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", "a message needs a string 'type'")
    return message


def text_field(message: dict, key: str, *, limit: int = 200, default: str | None = None) -> str:
    value = message.get(key, default)
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ProtocolError("bad_message", f"'{key}' must be text of 1 to {limit} characters")
    return value


def int_field(message: dict, key: str, *, default: int | None = None) -> int:
    value = message.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ProtocolError("bad_message", f"'{key}' must be a whole number")
    return value


def player_name(message: dict, fallback: str) -> str:
    """A seat's shown name: printable, trimmed, at most MAX_NAME_LENGTH characters."""
    value = message.get("name", fallback)
    if not isinstance(value, str):
        raise ProtocolError("bad_message", "'name' must be text")
    name = "".join(c for c in value if c.isprintable()).strip()[:MAX_NAME_LENGTH]
    return name or fallback


def error(code: str, message: str, about: str | None = None) -> dict:
    """An ``error`` reply (:class:`game.online.wire.messages.Error`)."""
    return to_wire(Error(code, message, about))


_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in _EVENT_TYPES.values()
}


def events_json(events: list) -> list[dict]:
    """Events as :func:`game.engine.events.event_to_dict` writes them (field names looked up
    once per event class: this runs for every viewer of every action)."""
    out = []
    for event in events:
        cls = type(event)
        data = {"type": cls.__name__}
        for name in _FIELDS[cls]:
            data[name] = getattr(event, name)
        out.append(data)
    return out


def compact(event) -> tuple:
    """An event as a flat tuple of its class name and fields: plain atoms and tuples, which
    the garbage collector stops tracking (a room keeps hundreds of these)."""
    cls = type(event)
    return (cls.__name__, *(getattr(event, name) for name in _FIELDS[cls]))


def expand(entry: tuple):
    """The event object of a :func:`compact` tuple."""
    return _EVENT_TYPES[entry[0]](*entry[1:])


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(item) for item in value)
    return value


def event_from_dict(data: Any):
    """The engine event of a wire dict; ValueError when it is not one."""
    if not isinstance(data, dict):
        raise ValueError("an event must be an object")
    cls = _EVENT_TYPES.get(str(data.get("type")))
    if cls is None:
        raise ValueError(f"unknown event type {data.get('type')!r}")
    try:
        return cls(**{name: _tuples(data[name]) for name in _FIELDS[cls]})
    except KeyError as missing:
        raise ValueError(f"{cls.__name__} lacks {missing}") from None


class RateLimiter:
    """A token bucket: ``RATE_PER_SECOND`` sustained, bursts up to ``RATE_BURST``."""

    def __init__(
        self,
        rate: float = RATE_PER_SECOND,
        burst: float = RATE_BURST,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.stamp = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def allow(self) -> bool:
        """Take a token if there is one (the server: refuse the message otherwise)."""
        self._refill()
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def reserve(self) -> float:
        """Take a token now or in the future: the seconds to wait before sending (the
        client: pace itself so that the server never has to refuse)."""
        self._refill()
        self.tokens -= 1.0
        return max(0.0, -self.tokens / self.rate)
