"""A room's seats, statuses and refusals: :class:`Seat` (a friend's, with its token digest, or
a CPU seat, none), the room file's format and :class:`RoomError`; all re-exported by
:mod:`game.online.server.rooms`, and used by :mod:`game.online.server.room_files` without importing
it."""

from __future__ import annotations

from dataclasses import dataclass

ROOM_FORMAT = "hanafuda-room"
ROOM_VERSION = 1

WAITING, PLAYING, FINISHED, ABANDONED = "waiting", "playing", "finished", "abandoned"
STATUSES = (WAITING, PLAYING, FINISHED, ABANDONED)


def cpu_name(level: str) -> str:
    """The name a CPU seat is shown under (the client may say it in the player's language)."""
    return f"CPU ({level})"


class RoomError(Exception):
    """A request the room refuses; nothing changed. ``code`` goes on the wire; ``closing``,
    when given, is the reason the link is closed after the refusal."""

    def __init__(self, code: str, message: str, closing: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.closing = closing


@dataclass
class Seat:
    name: str
    digest: str  # SHA-256 of the seat token; the token itself is never stored
    connected: bool = True
    since: float = 0.0  # when ``connected`` last changed
    ranked_name: str | None = None  # leaderboard name, when the player opted in
    holder: str | None = None  # on a shared store: the server process holding the link
    cpu: bool = False  # the server's CPU plays it (a CPU seat, or a friend's seat handed over)

    @property
    def friend(self) -> bool:
        """A friend's seat (it has a token), whoever plays it now."""
        return bool(self.digest)

    def to_json(self) -> dict:
        stored = {
            "name": self.name,
            "digest": self.digest,
            "connected": self.connected,
            "since": self.since,
            "ranked_name": self.ranked_name,
        }
        if self.holder is not None:
            stored["holder"] = self.holder
        if self.cpu:
            stored["cpu"] = True
        return stored
