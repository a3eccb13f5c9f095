"""The shared store of ``python -m game server --store redis://HOST:PORT/DB`` (Redis or
Valkey, through ``redis.asyncio``): rooms, seat token digests, each match's decisions (the
event log: the seed and the decisions reproduce every event), records and the leaderboard.

Keys (``koikoi:`` prefix)::

    koikoi:room:<CODE>          hash: v (the room's version), json (the room, as Room.to_json)
    koikoi:record:<CODE>-<n>    a finished or abandoned match's hanafuda-record (JSON)
    koikoi:board                hash: a name's key -> its leaderboard entry (JSON)
    koikoi:notes                pub/sub channel: every committed change, in commit order
    koikoi:alive:<ORIGIN>       a server process's presence lease (expires unless renewed)

Ordering: every change is one :data:`COMMIT` script, run atomically by the store. It checks
that each room it writes still has the version the process read (a compare-and-set on ``v``;
a new room expects 0, so two processes never create the same code) and that a newly
registered name is still free; only then does it write the rooms (``v`` + 1), the records and
the board and publish one note. A process whose check failed changed nothing in the store:
it drops its copies of those rooms, reloads them and runs the message again (see
:mod:`game.online.server.store_transactions`).

:class:`PendingWrites` stands where the embedded server keeps its :class:`DataStore`: the
handlers call the same ``save_room`` / ``journal_decision`` / ... methods, which only note
what the message changed, for the commit.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from game.online.server.leaderboard import BOARD_FORMAT, Leaderboard, name_key
from game.online.server.rooms import Room

PREFIX = "koikoi:"
BOARD_KEY = PREFIX + "board"
NOTES = PREFIX + "notes"
MAX_LINKS = 32  # connections to the store per process (commits beyond wait for one)
STORE_TIMEOUT = 10.0  # seconds a commit waits for a free connection

# KEYS: the n room keys, then the board. ARGV: n, the n expected versions, the n room JSONs
# ("" deletes), the n lifetimes (seconds), the new names (count, then key/json pairs), the
# changed entries (count, pairs), plain sets (count, key/value pairs), the note.
COMMIT = """
local n = tonumber(ARGV[1])
for i = 1, n do
  local v = tonumber(redis.call('HGET', KEYS[i], 'v') or '0')
  if v ~= tonumber(ARGV[1 + i]) then return {-1, i} end
end
local board = KEYS[n + 1]
local p = 2 + 3 * n
local fresh = tonumber(ARGV[p])
for j = 1, fresh do
  if redis.call('HEXISTS', board, ARGV[p + 2 * j - 1]) == 1 then return {-2, j} end
end
for i = 1, n do
  local text = ARGV[1 + n + i]
  if text == '' then
    redis.call('DEL', KEYS[i])
  else
    redis.call('HSET', KEYS[i], 'v', tonumber(ARGV[1 + i]) + 1, 'json', text)
    redis.call('EXPIRE', KEYS[i], tonumber(ARGV[1 + 2 * n + i]))
  end
end
for j = 1, fresh do
  redis.call('HSET', board, ARGV[p + 2 * j - 1], ARGV[p + 2 * j])
end
p = p + 2 * fresh + 1
local changed = tonumber(ARGV[p])
for j = 1, changed do
  redis.call('HSET', board, ARGV[p + 2 * j - 1], ARGV[p + 2 * j])
end
p = p + 2 * changed + 1
local sets = tonumber(ARGV[p])
for j = 1, sets do
  redis.call('SET', ARGV[p + 2 * j - 1], ARGV[p + 2 * j])
end
redis.call('PUBLISH', ARGV[p + 2 * sets + 1], ARGV[p + 2 * sets + 2])
return {1, 0}
"""


def room_key(code: str) -> str:
    return f"{PREFIX}room:{code}"


def alive_key(origin: str) -> str:
    return f"{PREFIX}alive:{origin}"


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


@dataclass
class PendingWrites:
    """What one message changed, noted by the handlers for the commit (see the module)."""

    rooms: dict[str, Room | None] = field(default_factory=dict)  # None: delete it
    records: dict[str, dict] = field(default_factory=dict)
    board: dict[str, dict] = field(default_factory=dict)
    fresh_names: set[str] = field(default_factory=set)  # names registered: must be free
    writer: None = None  # the embedded store's background writer: none here

    def save_room(self, room: Room, *, durable: bool = False) -> None:
        self.rooms[room.code] = room

    def journal_decision(self, room: Room, entry: dict) -> None:
        self.rooms[room.code] = room

    def delete_room(self, code: str) -> None:
        self.rooms[code] = None

    def save_record(self, room: Room, record: dict) -> None:
        if room.match is not None:
            self.records[f"{PREFIX}record:{room.code}-{room.match.number}"] = record

    def save_leaderboard(self, board: Leaderboard) -> None:
        """Entries are written as they change; nothing to do for the whole board."""

    def save_board_entries(self, board: Leaderboard, entries: list) -> None:
        for entry in entries:
            self.board[name_key(entry.name)] = asdict(entry)
            if entry.matches == 0:  # just registered (a match always counts one)
                self.fresh_names.add(name_key(entry.name))

    def take(self) -> PendingWrites:
        """These writes, leaving this one empty for the next message."""
        taken = PendingWrites(
            dict(self.rooms), dict(self.records), dict(self.board), set(self.fresh_names)
        )
        self.rooms.clear()
        self.records.clear()
        self.board.clear()
        self.fresh_names.clear()
        return taken

    def empty(self) -> bool:
        return not (self.rooms or self.records or self.board)

    def flush(self) -> None:
        """Nothing waits on a disk here."""

    def close(self) -> None:
        """The connection to the store is :class:`SharedStore`'s."""


class Conflict(Exception):
    """The store moved on since this process read it; ``rooms`` or ``names`` name what."""

    def __init__(self, rooms: list[str], names: list[str]) -> None:
        super().__init__(f"the store moved on: rooms {rooms}, names {names}")
        self.rooms = rooms
        self.names = names


class SharedStore:
    """The connection to the store (one client pool per process)."""

    def __init__(self, url: str) -> None:
        import redis.asyncio as aioredis

        self.url = url
        pool = aioredis.BlockingConnectionPool.from_url(
            url, decode_responses=True, max_connections=MAX_LINKS, timeout=STORE_TIMEOUT
        )
        self.client = aioredis.Redis(connection_pool=pool)
        self._commit = self.client.register_script(COMMIT)

    async def ping(self) -> None:
        await self.client.ping()

    async def renew_lease(self, origin: str, seconds: float) -> None:
        """Say that process ``origin`` is alive for ``seconds`` more (see presence.py)."""
        await self.client.set(alive_key(origin), "1", px=max(1, int(seconds * 1000)))

    async def end_lease(self, origin: str) -> None:
        await self.client.delete(alive_key(origin))

    async def living(self, origins: set[str]) -> set[str]:
        """Those of ``origins`` whose lease still runs."""
        ordered = sorted(origins)
        found = await self.client.mget([alive_key(origin) for origin in ordered])
        return {origin for origin, value in zip(ordered, found, strict=True) if value}

    async def load_room(self, code: str) -> tuple[int, dict | None]:
        """The room's version and stored JSON (0, None: no such room)."""
        version, text = await self.client.hmget(room_key(code), ["v", "json"])
        if version is None or text is None:
            return 0, None
        return int(version), json.loads(text)

    async def load_board(self) -> Leaderboard:
        stored = await self.client.hgetall(BOARD_KEY)
        entries = [json.loads(text) for text in stored.values()]
        return Leaderboard.from_json({"format": BOARD_FORMAT, "entries": entries})

    async def load_entry(self, key: str) -> dict | None:
        text = await self.client.hget(BOARD_KEY, key)
        return None if text is None else json.loads(text)

    async def load_record(self, code: str, number: int) -> dict | None:
        text = await self.client.get(f"{PREFIX}record:{code}-{number}")
        return None if text is None else json.loads(text)

    async def commit(
        self,
        writes: PendingWrites,
        versions: dict[str, int],
        lifetimes: dict[str, int],
        note: dict,
    ) -> None:
        """Write ``writes`` if every room still has its version in ``versions`` (0: new)
        and every name it registers is still free; raises :class:`Conflict` if not."""
        fresh_names = writes.fresh_names
        codes = list(writes.rooms)
        args: list[Any] = [len(codes)]
        args += [versions.get(code, 0) for code in codes]
        rooms = [writes.rooms[code] for code in codes]
        args += ["" if room is None else _text(room.to_json()) for room in rooms]
        args += [max(60, lifetimes.get(code, 60)) for code in codes]
        fresh = [(key, _text(v)) for key, v in writes.board.items() if key in fresh_names]
        changed = [(key, _text(v)) for key, v in writes.board.items() if key not in fresh_names]
        for pairs in (fresh, changed, [(k, _text(v)) for k, v in writes.records.items()]):
            args.append(len(pairs))
            for key, value in pairs:
                args += [key, value]
        args += [NOTES, _text(note)]
        keys = [room_key(code) for code in codes] + [BOARD_KEY]
        outcome, which = await self._commit(keys=keys, args=args)
        if outcome == -1:
            raise Conflict([codes[which - 1]], [])
        if outcome == -2:
            raise Conflict([], [fresh[which - 1][0]])

    def subscriber(self):
        """A pub/sub connection subscribed to :data:`NOTES` (``await .subscribe`` it)."""
        return self.client.pubsub(ignore_subscribe_messages=True)

    async def close(self) -> None:
        await self.client.aclose()
