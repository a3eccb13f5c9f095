"""What the room server answers over plain HTTP, and which paths open a websocket.

The websockets server calls :meth:`HttpEndpoints.process_request` with every request before
the handshake:

* ``GET /healthz``: ``200 ok`` while the process serves (liveness);
* ``GET /readyz``: ``200 ready``, or ``503`` naming why not (stopping, the data folder
  failing to take writes): a balancer stops sending players here meanwhile;
* ``GET /metrics``: Prometheus text format (rooms, connections, moves, errors, refusals,
  failed writes, a histogram of the time an action takes the server);
* ``/`` and ``/room/CODE`` (or an invite's ``/r/CODE``) open the websocket; a path naming a
  room lets a proxy route every connection of one room to the same process, and the server
  then holds that connection to that room. Anything else is ``404``.
"""

from __future__ import annotations

import http
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from game.online.wire.identifiers import InviteError, normalise_code

ROOM_PATHS = ("/room/", "/r/")
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0)


@dataclass
class Histogram:
    """A Prometheus histogram (seconds): cumulative bucket counts, sum and count."""

    bounds: tuple[float, ...] = LATENCY_BUCKETS
    counts: list[int] = field(default_factory=lambda: [0] * (len(LATENCY_BUCKETS) + 1))
    total: float = 0.0
    count: int = 0

    def observe(self, seconds: float) -> None:
        at = next((n for n, bound in enumerate(self.bounds) if seconds <= bound), len(self.bounds))
        self.counts[at] += 1
        self.total += seconds
        self.count += 1

    def lines(self, name: str) -> list[str]:
        out, running = [], 0
        for bound, count in zip((*self.bounds, "+Inf"), self.counts, strict=True):
            running += count
            out.append(f'{name}_bucket{{le="{bound}"}} {running}')
        out += [f"{name}_sum {self.total:.6f}", f"{name}_count {self.count}"]
        return out


@dataclass
class Metrics:
    """Counters the server bumps as it goes; gauges are read when /metrics is asked."""

    moves: int = 0
    errors: dict[str, int] = field(default_factory=dict)  # refusal code -> count
    connections_opened: int = 0
    action_seconds: Histogram = field(default_factory=Histogram)

    def error(self, code: str) -> None:
        self.errors[code] = self.errors.get(code, 0) + 1


def room_of_path(path: str) -> tuple[bool, str | None]:
    """Whether ``path`` opens a websocket, and the room code it names (None for ``/``)."""
    path = path.split("?", 1)[0]
    if path == "/":
        return True, None
    for prefix in ROOM_PATHS:
        if path.startswith(prefix):
            try:
                return True, normalise_code(path.removeprefix(prefix))
            except InviteError:
                return False, None
    return False, None


class HttpEndpoints:
    """``process_request`` for the server; ``gauges()`` gives the values read at /metrics
    (name -> (help, value)) and ``unready()`` why the server should get no players now."""

    def __init__(
        self,
        metrics: Metrics,
        gauges: Callable[[], dict[str, tuple[str, float]]],
        unready: Callable[[], str | None],
    ) -> None:
        self.metrics = metrics
        self.gauges = gauges
        self.unready = unready

    def process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == "/healthz":
            return connection.respond(http.HTTPStatus.OK, "ok\n")
        if path == "/readyz":
            why = self.unready()
            if why is None:
                return connection.respond(http.HTTPStatus.OK, "ready\n")
            return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, f"not ready: {why}\n")
        if path == "/metrics":
            response = connection.respond(http.HTTPStatus.OK, self.exposition())
            del response.headers["Content-Type"]
            response.headers["Content-Type"] = "text/plain; version=0.0.4; charset=utf-8"
            return response
        opens, code = room_of_path(path)
        if not opens:
            return connection.respond(http.HTTPStatus.NOT_FOUND, "no such path\n")
        connection.path_code = code  # type: ignore[attr-defined]  # the gate's connection
        return None

    def exposition(self) -> str:
        """Every metric in Prometheus' text format."""
        metrics = self.metrics
        lines = []
        for name, (text, value) in self.gauges().items():
            lines += [f"# HELP {name} {text}", f"# TYPE {name} gauge", f"{name} {value:g}"]
        counters = (
            ("koikoi_moves_total", "actions applied", metrics.moves),
            ("koikoi_connections_opened_total", "websocket sessions", metrics.connections_opened),
        )
        for name, text, value in counters:
            lines += [f"# HELP {name} {text}", f"# TYPE {name} counter", f"{name} {value}"]
        lines += ["# HELP koikoi_errors_total refusals sent", "# TYPE koikoi_errors_total counter"]
        for code, count in sorted(metrics.errors.items()):
            lines.append(f'koikoi_errors_total{{code="{code}"}} {count}')
        name = "koikoi_action_seconds"
        lines += [f"# HELP {name} server time per action", f"# TYPE {name} histogram"]
        lines += metrics.action_seconds.lines(name)
        return "\n".join(lines) + "\n"
