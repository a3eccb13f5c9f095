"""Who an online table knows is away, and when it says so.

A seat whose link drops is announced once ("Ren lost the connection") and again when it is
back. Right after this table's own link came back (a drop of ours, a server restart) every
other seat is reconnecting too: a seat found away then is not blamed at once - its tab says
it is reconnecting - and only announced if it is still away :data:`BLAME_AFTER` seconds
(the server's count) later; coming back meanwhile says nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.wording import display_name
from game.i18n import tr

BLAME_AFTER = 20.0  # seconds a seat found away after our own reconnect may take to return


class Presence:
    def __init__(self, session: Any, source: Any, notify: Callable[[str], None]) -> None:
        self.session = session
        self.source = source
        self.notify = notify
        self.away: set[int] = set()  # seats this table knows are away
        self.quiet: set[int] = set()  # of those, seats not blamed (yet)
        self.reconnects_seen = session.reconnects
        room = session.room
        for seat in self._others(room):
            if not room["seats"][seat]["connected"]:
                self.away.add(seat)  # away before this table was set up: the tab says so

    def _others(self, room: dict | None) -> list[int]:
        if room is None:
            return []
        return [
            seat
            for seat, info in enumerate(room["seats"])
            if info is not None and seat != self.source.seat and info.get("kind") != "cpu"
        ]

    def carried(self) -> tuple[set[int], set[int], int]:
        """What a table set up again at this match goes on from."""
        return set(self.away), set(self.quiet), self.reconnects_seen

    def take(self, carried: tuple[set[int], set[int], int]) -> None:
        away, quiet, reconnects = carried
        self.away, self.quiet, self.reconnects_seen = set(away), set(quiet), reconnects

    def room_changed(self, room: dict) -> None:
        reconnects = self.session.reconnects
        just_back = reconnects != self.reconnects_seen or not self.source.connected
        self.reconnects_seen = reconnects
        for seat in self._others(room):
            info = room["seats"][seat]
            if not info["connected"] and seat not in self.away:
                self.away.add(seat)
                if just_back:
                    self.quiet.add(seat)  # they are probably reconnecting too
                else:
                    self.say_lost(info["name"])
            elif info["connected"] and seat in self.away:
                self.away.discard(seat)
                if seat in self.quiet:
                    self.quiet.discard(seat)
                else:
                    self.notify(tr("{name} is back.", name=display_name(info["name"])))

    def tick(self) -> None:
        """Announce a seat that stayed away past BLAME_AFTER after our own reconnect."""
        for seat in sorted(self.quiet):
            if self.source.away_seconds(seat) >= BLAME_AFTER:
                self.quiet.discard(seat)
                self.say_lost(self.source.names[seat])

    def reconnecting(self, seat: int) -> bool:
        """The seat was found away as our own link came back (its tab says reconnecting)."""
        return seat in self.quiet

    def say_lost(self, name: str) -> None:
        self.notify(
            tr("{name} lost the connection. The match waits for them.", name=display_name(name))
        )
