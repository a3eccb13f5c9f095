"""The server's door: every TCP connection is counted the moment it arrives.

:func:`gated_connection` makes the websockets connection class the server listens with. A
connection over :class:`~game.online.server.limits.Admission`'s caps (per address, in total) is cut
before its handshake is even read, so a flood costs a descriptor for an instant and nothing
else; the others are counted until they close. Behind a reverse proxy every connection comes
from the proxy's address: a proxy named as trusted is counted per client instead, the client
being the last address of the request's ``X-Forwarded-For``. :class:`HelloDeadline` closes
a connection that has not said ``hello`` in time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request

from game.online.server.limits import Admission


def peer_address(transport: asyncio.BaseTransport | None) -> str:
    """The remote IP address of a transport ("?" when the socket no longer knows)."""
    peer = transport.get_extra_info("peername") if transport is not None else None
    if isinstance(peer, (tuple, list)) and peer:
        return str(peer[0])
    return "?"


def gated_connection(
    admission: Admission,
    on_refused: Callable[[str, str], None],
    trusted: tuple[str, ...] = (),
) -> type:
    """A ServerConnection class that asks ``admission`` before serving a new connection and
    tells ``on_refused(address, reason)`` when it was turned away. Connections from a
    ``trusted`` proxy count in the total at once and per address once the request names the
    client (:meth:`forwarded`)."""

    class GatedConnection(ServerConnection):
        address = "?"
        admitted = False

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            self.address = peer_address(transport)
            self.proxied = self.address in trusted
            refusal = admission.admit(self.address, per_address=not self.proxied)
            super().connection_made(transport)
            if refusal is None:
                self.admitted = True
            else:
                on_refused(self.address, refusal)
                transport.abort()  # type: ignore[attr-defined]  # a socket transport

        def forwarded(self, request: Request) -> str | None:
            """Behind a trusted proxy: count this connection under the client address the
            proxy appended to ``X-Forwarded-For``; the reason it is refused, or None."""
            if not self.proxied:
                return None
            hops = ",".join(request.headers.get_all("X-Forwarded-For")).split(",")
            client = hops[-1].strip() if hops[-1].strip() else None
            if client is None:
                return None
            refusal = admission.rebind(self.address, client)
            if refusal is None:
                self.address = client
            return refusal

        def connection_lost(self, exc: Exception | None) -> None:
            if self.admitted:
                self.admitted = False
                admission.release(self.address)
            super().connection_lost(exc)

    return GatedConnection


class HelloDeadline:
    """Calls ``overdue()`` after ``seconds`` unless cancelled first (by the ``hello``)."""

    def __init__(self, seconds: float, overdue: Callable[[], None]) -> None:
        self._handle = asyncio.get_running_loop().call_later(seconds, overdue)

    def cancel(self) -> None:
        self._handle.cancel()
