"""The server's door: every TCP connection is counted the moment it arrives.

:func:`gated_connection` makes the websockets connection class the server listens with. A
connection over :class:`~game.online.limits.Admission`'s caps (per address, in total) is cut
before its handshake is even read, so a flood costs a descriptor for an instant and nothing
else; the others are counted until they close. :class:`HelloDeadline` closes a connection
that has not said ``hello`` in time.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from websockets.asyncio.server import ServerConnection

from game.online.limits import Admission


def peer_address(transport: asyncio.BaseTransport | None) -> str:
    """The remote IP address of a transport ("?" when the socket no longer knows)."""
    peer = transport.get_extra_info("peername") if transport is not None else None
    if isinstance(peer, (tuple, list)) and peer:
        return str(peer[0])
    return "?"


def gated_connection(admission: Admission, on_refused: Callable[[str, str], None]) -> type:
    """A ServerConnection class that asks ``admission`` before serving a new connection and
    tells ``on_refused(address, reason)`` when it was turned away."""

    class GatedConnection(ServerConnection):
        address = "?"
        admitted = False

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            self.address = peer_address(transport)
            refusal = admission.admit(self.address)
            super().connection_made(transport)
            if refusal is None:
                self.admitted = True
            else:
                on_refused(self.address, refusal)
                transport.abort()

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
