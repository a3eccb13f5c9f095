"""Every message of the protocol, both ways: its type as a StrEnum member and one dataclass.

:class:`ClientType` lists what a client may send, :class:`ServerType` what the server sends;
each type has one frozen dataclass (:data:`CLIENT_MESSAGES`, :data:`SERVER_MESSAGES`) whose
fields are the message's keys. :func:`to_wire` turns a dataclass into the JSON object that
goes on the wire (``"type"`` first; a field marked :func:`optional` is left out while None);
:func:`from_wire` reads a server message back, checking that its type is known and that
every field is there with a JSON type its annotation allows. An unknown type is an error on
both sides: the server answers ``unknown_type`` (:mod:`game.online.server.room_server`), the client
drops the message and says so (:mod:`game.online.client.model`).

The wire format is the one of :data:`game.online.wire.protocol.PROTOCOL_VERSION`: these
classes describe it, they do not change it (``tests/online/test_messages.py`` holds every
message the server builds to its dataclass).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar


class ClientType(StrEnum):
    """What a client may send (the server has one handler for each)."""

    HELLO = "hello"
    CREATE_ROOM = "create_room"
    JOIN = "join"
    WATCH = "watch"
    RESUME = "resume"
    SYNC = "sync"
    ACTION = "action"
    REMATCH = "rematch"
    ACCEPT_CPU_GAME = "accept_cpu_game"
    HAND_TO_CPU = "hand_to_cpu"
    REINVITE = "reinvite"
    GET_RECORD = "get_record"
    LEADERBOARD_REGISTER = "leaderboard_register"
    LEADERBOARD_TOP = "leaderboard_top"


class ServerType(StrEnum):
    """What the server sends (the client's model has one handler for each)."""

    WELCOME = "welcome"
    ROOM_CREATED = "room_created"
    SEATED = "seated"
    RESUMED = "resumed"
    WATCHING = "watching"
    ROOM = "room"
    EVENTS = "events"
    SNAPSHOT = "snapshot"
    OFFER_CPU_GAME = "offer_cpu_game"
    OFFER_WITHDRAWN = "offer_withdrawn"
    MATCH_ABANDONED = "match_abandoned"
    RECORD = "record"
    LEADERBOARD = "leaderboard"
    LEADERBOARD_REGISTERED = "leaderboard_registered"
    ERROR = "error"
    ROOM_CLOSED = "room_closed"


def optional() -> Any:
    """A field that may be absent (None: left out of the wire object)."""
    return field(default=None, metadata={"optional": True})


# ---------------------------------------------------------------------- client -> server
# The server checks each field's value itself (with the exact refusal for each); these
# classes name the fields. All but the type are optional on the wire.


@dataclass(frozen=True)
class Hello:
    TYPE: ClassVar[ClientType] = ClientType.HELLO
    v: int | None = optional()
    client: str | None = optional()
    game: str | None = optional()


@dataclass(frozen=True)
class CreateRoom:
    TYPE: ClassVar[ClientType] = ClientType.CREATE_ROOM
    settings: dict | None = optional()
    name: str | None = optional()
    seed: int | None = optional()
    ranked: dict | None = optional()


@dataclass(frozen=True)
class Join:
    TYPE: ClassVar[ClientType] = ClientType.JOIN
    code: str | None = optional()
    name: str | None = optional()
    ranked: dict | None = optional()


@dataclass(frozen=True)
class Watch:
    TYPE: ClassVar[ClientType] = ClientType.WATCH
    code: str | None = optional()


@dataclass(frozen=True)
class Resume:
    TYPE: ClassVar[ClientType] = ClientType.RESUME
    code: str | None = optional()
    token: str | None = optional()
    match: int | None = optional()
    last_seq: int | None = optional()


@dataclass(frozen=True)
class Sync:
    TYPE: ClassVar[ClientType] = ClientType.SYNC
    match: int | None = optional()
    last_seq: int | None = optional()


@dataclass(frozen=True)
class Act:
    TYPE: ClassVar[ClientType] = ClientType.ACTION
    seq: int | None = optional()
    action: Any = optional()


@dataclass(frozen=True)
class Rematch:
    TYPE: ClassVar[ClientType] = ClientType.REMATCH


@dataclass(frozen=True)
class AcceptCpuGame:
    TYPE: ClassVar[ClientType] = ClientType.ACCEPT_CPU_GAME


@dataclass(frozen=True)
class HandToCpu:
    """Hand the seat(s) away for two minutes to the CPU; ``seat``: just that one."""

    TYPE: ClassVar[ClientType] = ClientType.HAND_TO_CPU
    seat: int | None = optional()


@dataclass(frozen=True)
class Reinvite:
    TYPE: ClassVar[ClientType] = ClientType.REINVITE
    ranked: dict | None = optional()


@dataclass(frozen=True)
class GetRecord:
    TYPE: ClassVar[ClientType] = ClientType.GET_RECORD


@dataclass(frozen=True)
class LeaderboardRegister:
    TYPE: ClassVar[ClientType] = ClientType.LEADERBOARD_REGISTER
    name: str | None = optional()


@dataclass(frozen=True)
class LeaderboardTop:
    TYPE: ClassVar[ClientType] = ClientType.LEADERBOARD_TOP
    limit: int | None = optional()


# ---------------------------------------------------------------------- server -> client


@dataclass(frozen=True)
class Welcome:
    TYPE: ClassVar[ServerType] = ServerType.WELCOME
    v: int
    server: str
    games: dict
    public_url: str | None
    limits: dict
    cpu_levels: dict | None = optional()  # each game's CPU levels a room may seat


@dataclass(frozen=True)
class RoomCreated:
    TYPE: ClassVar[ServerType] = ServerType.ROOM_CREATED
    code: str
    display_code: str
    seat: int
    token: str


@dataclass(frozen=True)
class Seated:
    TYPE: ClassVar[ServerType] = ServerType.SEATED
    code: str
    seat: int
    token: str


@dataclass(frozen=True)
class Resumed:
    TYPE: ClassVar[ServerType] = ServerType.RESUMED
    code: str
    seat: int


@dataclass(frozen=True)
class Watching:
    TYPE: ClassVar[ServerType] = ServerType.WATCHING
    code: str


@dataclass(frozen=True)
class RoomUpdate:
    TYPE: ClassVar[ServerType] = ServerType.ROOM
    room: dict


@dataclass(frozen=True)
class Events:
    TYPE: ClassVar[ServerType] = ServerType.EVENTS
    match: int
    first_seq: int
    last_seq: int
    events: list
    view: dict


@dataclass(frozen=True)
class Snapshot:
    TYPE: ClassVar[ServerType] = ServerType.SNAPSHOT
    match: int
    seq: int
    view: dict
    events: list
    results: list
    recent: list | None = optional()  # protocol 4: the last finished turn's events on


@dataclass(frozen=True)
class OfferCpuGame:
    TYPE: ClassVar[ServerType] = ServerType.OFFER_CPU_GAME
    absent: int
    name: str
    away_seconds: float


@dataclass(frozen=True)
class OfferWithdrawn:
    TYPE: ClassVar[ServerType] = ServerType.OFFER_WITHDRAWN
    back: int  # the away seat the offer was about
    handed: bool | None = optional()  # true: it was handed to the CPU (not its friend back)


@dataclass(frozen=True)
class MatchAbandoned:
    TYPE: ClassVar[ServerType] = ServerType.MATCH_ABANDONED
    by: int
    absent: list


@dataclass(frozen=True)
class Record:
    TYPE: ClassVar[ServerType] = ServerType.RECORD
    match: int
    record: dict


@dataclass(frozen=True)
class Leaderboard:
    TYPE: ClassVar[ServerType] = ServerType.LEADERBOARD
    entries: list


@dataclass(frozen=True)
class LeaderboardRegistered:
    TYPE: ClassVar[ServerType] = ServerType.LEADERBOARD_REGISTERED
    name: str
    secret: str


@dataclass(frozen=True)
class Error:
    TYPE: ClassVar[ServerType] = ServerType.ERROR
    code: str
    message: str
    about: str | None = optional()


@dataclass(frozen=True)
class RoomClosed:
    TYPE: ClassVar[ServerType] = ServerType.ROOM_CLOSED
    reason: str


ClientMessage = (
    Hello
    | CreateRoom
    | Join
    | Watch
    | Resume
    | Sync
    | Act
    | Rematch
    | AcceptCpuGame
    | HandToCpu
    | Reinvite
    | GetRecord
    | LeaderboardRegister
    | LeaderboardTop
)
ServerMessage = (
    Welcome
    | RoomCreated
    | Seated
    | Resumed
    | Watching
    | RoomUpdate
    | Events
    | Snapshot
    | OfferCpuGame
    | OfferWithdrawn
    | MatchAbandoned
    | Record
    | Leaderboard
    | LeaderboardRegistered
    | Error
    | RoomClosed
)
CLIENT_MESSAGES: dict[ClientType, type] = {cls.TYPE: cls for cls in typing.get_args(ClientMessage)}
SERVER_MESSAGES: dict[ServerType, type] = {cls.TYPE: cls for cls in typing.get_args(ServerMessage)}

# (name, optional, the JSON types it allows) per field of each class, looked up once
_JSON_TYPES: dict[Any, tuple[type, ...]] = {
    str: (str,),
    int: (int,),
    float: (int, float),
    bool: (bool,),
    dict: (dict,),
    list: (list,),
    Any: (object,),
    type(None): (type(None),),
}


def _allowed(annotation: Any) -> tuple[type, ...]:
    if isinstance(annotation, types.UnionType):
        return tuple(t for arm in typing.get_args(annotation) for t in _allowed(arm))
    return _JSON_TYPES[annotation]


def _layout(cls: type) -> tuple[tuple[str, bool, tuple[type, ...]], ...]:
    hints = typing.get_type_hints(cls)
    return tuple(
        (spec.name, bool(spec.metadata.get("optional")), _allowed(hints[spec.name]))
        for spec in dataclasses.fields(cls)
    )


_LAYOUTS = {cls: _layout(cls) for cls in (*CLIENT_MESSAGES.values(), *SERVER_MESSAGES.values())}


def to_wire(message: Any) -> dict:
    """The JSON object of a message dataclass (``"type"`` first, absent optionals left out)."""
    data: dict[str, Any] = {"type": str(message.TYPE)}
    for name, is_optional, _ in _LAYOUTS[type(message)]:
        value = getattr(message, name)
        if value is not None or not is_optional:
            data[name] = value
    return data


def from_wire(data: dict) -> Any:
    """The server message of a decoded frame; ValueError for an unknown type, a missing
    field or a field of the wrong JSON type (unknown keys are ignored, for newer servers)."""
    kind = data.get("type")
    try:
        cls = SERVER_MESSAGES[ServerType(kind if isinstance(kind, str) else "")]
    except ValueError:
        raise ValueError(f"unknown message type {str(kind)[:40]!r} from the server") from None
    values = {}
    for name, is_optional, allowed in _LAYOUTS[cls]:
        if name not in data:
            if is_optional:
                continue
            raise ValueError(f"a {kind} message lacks {name!r}")
        value = data[name]
        if isinstance(value, bool) and bool not in allowed and object not in allowed:
            raise ValueError(f"{kind}.{name} must not be true/false")
        if not isinstance(value, allowed):
            raise ValueError(f"{kind}.{name} has the wrong type ({type(value).__name__})")
        values[name] = value
    return cls(**values)
