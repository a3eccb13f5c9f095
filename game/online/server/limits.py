"""The server's abuse limits: who may connect, and how often an address may do costly things.

* :class:`Admission` caps open connections per address and in total. It is asked when a TCP
  connection arrives (before the websocket handshake), so a flood is turned away at once and
  the process never runs out of file descriptors (:func:`descriptor_budget` keeps the total
  cap below the process's limit, with a reserve for the data folder and the log).
* :class:`AddressQuota` is one token bucket per address, for room creation, unknown room
  codes (guessing) and leaderboard registrations. Buckets that have refilled are forgotten,
  so memory stays bounded by the addresses active in the last few minutes.
* :class:`QuietAcceptErrors` replaces asyncio's traceback per failed ``accept`` (EMFILE and
  friends) by one warning line per interval with the count.

Everything takes its time from an injectable clock, so tests freeze or advance it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

logger = logging.getLogger("game.online.server.limits")

MAX_CONNECTIONS = 4000  # in total (lowered to what the descriptor limit allows)
MAX_PER_ADDRESS = 32  # open connections from one address
HELLO_DEADLINE = 10.0  # seconds a connection has to say hello
DESCRIPTOR_RESERVE = 64  # descriptors kept for files, the log and the listening sockets
QUIET_INTERVAL = 10.0  # seconds between two reports of failing accepts
TOO_MANY_FROM_ADDRESS = "too many connections from your address"


def descriptor_budget(wanted: int, reserve: int = DESCRIPTOR_RESERVE) -> int:
    """``wanted`` connections, or fewer when the process may not open that many files."""
    try:
        import resource
    except ImportError:  # Windows: no descriptor limit to speak of for sockets
        return wanted
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(1, min(wanted, soft - reserve))


def raise_descriptor_limit() -> None:
    """Lift the soft descriptor limit to the hard one (the usual 1,024 is too few)."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if hard == resource.RLIM_INFINITY:
            hard = max(soft, 65536)
        if soft != resource.RLIM_INFINITY and soft < hard:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    except (ImportError, ValueError, OSError):
        pass


class Admission:
    """Open connections per address and in total; refusals are counted, not logged each."""

    def __init__(self, total: int = MAX_CONNECTIONS, per_address: int = MAX_PER_ADDRESS) -> None:
        self.total = total
        self.per_address = per_address
        self.open: dict[str, int] = {}
        self.count = 0
        self.refused = 0

    def admit(self, address: str, *, per_address: bool = True) -> str | None:
        """Count a new connection from ``address``; the reason it is refused, or None.
        ``per_address=False``: a trusted proxy's connection, counted in the total only until
        :meth:`rebind` names the client behind it."""
        if self.count >= self.total:
            self.refused += 1
            return "the server is full"
        if per_address and self.open.get(address, 0) >= self.per_address:
            self.refused += 1
            return TOO_MANY_FROM_ADDRESS
        self.open[address] = self.open.get(address, 0) + 1
        self.count += 1
        return None

    def rebind(self, old: str, new: str) -> str | None:
        """Count an admitted connection under ``new`` (the client a proxy forwarded) instead
        of ``old``; the reason it is refused (then it still counts under ``old``), or None."""
        if self.open.get(new, 0) >= self.per_address:
            self.refused += 1
            return TOO_MANY_FROM_ADDRESS
        self.open[new] = self.open.get(new, 0) + 1
        self.count += 1
        self.release(old)
        return None

    def release(self, address: str) -> None:
        left = self.open.get(address, 0) - 1
        if left > 0:
            self.open[address] = left
        else:
            self.open.pop(address, None)
        self.count = max(0, self.count - 1)


@dataclass
class _Bucket:
    tokens: float
    stamp: float


class AddressQuota:
    """A token bucket per address: ``burst`` at once, refilled at ``rate`` per second."""

    def __init__(
        self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, _Bucket] = {}
        self._swept = clock()

    def _bucket(self, address: str, now: float) -> _Bucket:
        bucket = self._buckets.get(address)
        if bucket is None:
            bucket = self._buckets[address] = _Bucket(self.burst, now)
        else:
            bucket.tokens = min(self.burst, bucket.tokens + (now - bucket.stamp) * self.rate)
            bucket.stamp = now
        return bucket

    def allow(self, address: str) -> bool:
        """Take one token from ``address``'s bucket; False when it is empty."""
        now = self.clock()
        self._sweep(now)
        bucket = self._bucket(address, now)
        if bucket.tokens < 1.0:
            return False
        bucket.tokens -= 1.0
        return True

    def exhausted(self, address: str) -> bool:
        """True when ``address`` has no token left (nothing is taken)."""
        now = self.clock()
        return address in self._buckets and self._bucket(address, now).tokens < 1.0

    def _sweep(self, now: float) -> None:
        """Forget the buckets that are full again (at most once per refill time)."""
        full_after = self.burst / self.rate
        if now - self._swept < full_after:
            return
        self._swept = now
        for address in [a for a, b in self._buckets.items() if now - b.stamp >= full_after]:
            del self._buckets[address]

    def __len__(self) -> int:
        return len(self._buckets)


class ThrottledReport:
    """One log line per ``interval`` for something that may happen thousands of times a
    second, saying how often it happened since the last line."""

    def __init__(
        self, interval: float = QUIET_INTERVAL, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.interval = interval
        self.clock = clock
        self.count = 0
        self._unreported = 0
        self._reported_at: float | None = None

    def __call__(self, template: str, *args: object) -> None:
        """Count one occurrence; log ``template % (*args, times)`` if the interval is over."""
        self.count += 1
        self._unreported += 1
        now = self.clock()
        if self._reported_at is None or now - self._reported_at >= self.interval:
            logger.warning(template, *args, self._unreported)
            self._unreported = 0
            self._reported_at = now


class QuietAcceptErrors:
    """An asyncio exception handler: failing ``accept`` calls (out of descriptors, out of
    memory) become one warning per interval with how many there were; everything else goes
    to the loop's default handler."""

    def __init__(self, report: ThrottledReport | None = None) -> None:
        self.report = report or ThrottledReport()

    def __call__(self, loop, context: dict) -> None:
        message = str(context.get("message", ""))
        if "accept" not in message and "out of system resource" not in message:
            loop.default_exception_handler(context)
            return
        error = context.get("exception")
        self.report(
            "accepting connections fails (%s); %d time(s) since the last report",
            error if error is not None else message,
        )


@dataclass(frozen=True)
class ServerLimits:
    """Every abuse limit of one server (the defaults suit a public server; the benchmark and
    tests that play hundreds of rooms from one address raise them)."""

    max_connections: int = MAX_CONNECTIONS
    per_address: int = MAX_PER_ADDRESS
    hello_deadline: float = HELLO_DEADLINE
    rooms_per_minute: float = 6.0  # room creations per address, sustained
    room_burst: float = 10.0
    guesses_per_connection: int = 5  # unknown room codes before the link is closed
    guesses_per_minute: float = 6.0  # unknown room codes per address, sustained
    guess_burst: float = 20.0
    registrations_per_hour: float = 3.0  # leaderboard names per address, sustained
    registration_burst: float = 5.0
    watchers_per_room: int = 16
    trusted_proxies: tuple[str, ...] = ()  # their X-Forwarded-For names the client
