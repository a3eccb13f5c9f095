"""The abuse limits of :mod:`game.online.server.limits`, shared by every server process on one
store.

On the data-folder server each process counts alone (:class:`~game.online.server.limits.Admission`,
:class:`~game.online.server.limits.AddressQuota`, the members' watcher count). On a shared store an
address could otherwise spread its guesses, rooms or connections over the processes and get N
times the limit, so the counts live in the store (``koikoi:`` prefix)::

    koikoi:quota:<KIND>:<ADDRESS>   hash tokens, stamp: one token bucket (rooms, guesses, names)
    koikoi:conns:<ADDRESS>          hash origin -> open connections of that address there
    koikoi:watchers:<CODE>          hash origin -> spectators of that room there

Each is changed by one Lua script, atomic in the store. The counts per process are summed
over the processes whose presence lease still runs (:mod:`game.online.server.presence`), so a
process that died stops counting when its lease runs out.

The message handlers are synchronous, so a shared bucket is read from the store before the
handler runs (:meth:`SharedQuota.refresh`), answers the handler from that reading, and the
tokens it took are taken in the store after it (:meth:`SharedQuota.settle`). Two processes
reading one bucket at the same instant may each grant its last token (so an address gets at
most one extra try per process at the edge); the next message sees the emptied bucket.
"""

from __future__ import annotations

from collections.abc import Callable

from game.online.server.redis_store import PREFIX, SharedStore, alive_key

# KEYS[1]: the bucket. ARGV: rate (tokens a second), burst, now (seconds), tokens to take, ttl.
BUCKET = """
local rate, burst, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local held = redis.call('HMGET', KEYS[1], 'tokens', 'stamp')
local tokens, stamp = tonumber(held[1]), tonumber(held[2])
if tokens == nil or stamp == nil then tokens, stamp = burst, now end
tokens = math.min(burst, tokens + math.max(0, now - stamp) * rate)
local take = tonumber(ARGV[4])
if take > 0 then
  tokens = math.max(0, tokens - take)
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'stamp', tostring(now))
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[5]))
end
return tostring(tokens)
"""

# KEYS[1]: a count hash (origin -> count). ARGV: the alive-key prefix, this origin, this
# origin's change (+1, -1, or a count to set with ARGV[4] = 'set'), the limit (0: none), ttl.
# Counts of processes without a lease are dropped. Returns {allowed, the total after}.
COUNT = """
local prefix, origin = ARGV[1], ARGV[2]
local change, limit, ttl = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local setting = ARGV[6] == 'set'
local total, mine = 0, 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  local who, count = fields[i], tonumber(fields[i + 1])
  if who == origin then
    mine = count
  elseif redis.call('EXISTS', prefix .. who) == 0 then
    redis.call('HDEL', KEYS[1], who)
  else
    total = total + count
  end
end
local after = setting and change or math.max(0, mine + change)
if limit > 0 and after > mine and total + after > limit then
  return {0, total + mine}
end
if after > 0 then
  redis.call('HSET', KEYS[1], origin, after)
  redis.call('EXPIRE', KEYS[1], ttl)
else
  redis.call('HDEL', KEYS[1], origin)
end
return {1, total + after}
"""

COUNT_LIFETIME = 24 * 3600  # seconds a count hash outlives its last change


class SharedQuota:
    """An :class:`~game.online.server.limits.AddressQuota` whose buckets are in the store (see the
    module for the read, answer, settle cycle)."""

    def __init__(
        self,
        shared: SharedStore,
        kind: str,
        rate: float,
        burst: float,
        clock: Callable[[], float],
    ) -> None:
        self.kind = kind
        self.rate, self.burst = rate, burst
        self.clock = clock
        self._script = shared.client.register_script(BUCKET)
        self._tokens: dict[str, float] = {}  # as read for the messages in hand
        self._taken: list[str] = []

    def _key(self, address: str) -> str:
        return f"{PREFIX}quota:{self.kind}:{address}"

    async def _run(self, address: str, take: int) -> float:
        lifetime = int(self.burst / self.rate) + 60
        args = [self.rate, self.burst, self.clock(), take, lifetime]
        return float(await self._script(keys=[self._key(address)], args=args))

    async def refresh(self, address: str) -> None:
        """Read ``address``'s bucket from the store, for the handler about to run."""
        self._tokens[address] = await self._run(address, 0)

    def allow(self, address: str) -> bool:
        """Take one token (in the store at :meth:`settle`); False when none is left."""
        tokens = self._tokens.get(address, self.burst)
        if tokens < 1.0:
            return False
        self._tokens[address] = tokens - 1.0
        self._taken.append(address)
        return True

    def exhausted(self, address: str) -> bool:
        return self._tokens.get(address, self.burst) < 1.0

    async def settle(self) -> None:
        """Take the tokens granted since the last settle from the store's buckets."""
        taken, self._taken = self._taken, []
        for address in taken:
            await self._run(address, 1)
        for address in taken:
            self._tokens.pop(address, None)

    def forget(self, address: str) -> None:
        """Drop a reading no handler used (the memory stays bounded by messages in hand)."""
        if address not in self._taken:
            self._tokens.pop(address, None)

    def __len__(self) -> int:
        return len(self._tokens)


class SharedCounts:
    """Connections per address and spectators per room, summed over the living processes."""

    def __init__(self, shared: SharedStore, origin: str) -> None:
        self.origin = origin
        self._script = shared.client.register_script(COUNT)
        self.elsewhere: dict[str, int] = {}  # room code -> spectators on other processes

    async def _count(self, key: str, change: int, limit: int, mode: str = "add") -> list[int]:
        args: list[str | int] = [alive_key(""), self.origin, change, limit, COUNT_LIFETIME, mode]
        allowed, total = await self._script(keys=[key], args=args)
        return [int(allowed), int(total)]

    async def connect(self, address: str, limit: int) -> bool:
        """Count one more connection of ``address``; False (not counted) past ``limit``."""
        allowed, _ = await self._count(f"{PREFIX}conns:{address}", 1, limit)
        return bool(allowed)

    async def disconnect(self, address: str) -> None:
        await self._count(f"{PREFIX}conns:{address}", -1, 0)

    async def read_watchers(self, code: str, here: int) -> None:
        """Note how many spectators room ``code`` has on the other processes (this process
        has ``here``, which it writes at the same time)."""
        _, total = await self._count(f"{PREFIX}watchers:{code}", here, 0, "set")
        self.elsewhere[code] = total - here

    def watchers_elsewhere(self, code: str) -> int:
        return self.elsewhere.get(code, 0)
