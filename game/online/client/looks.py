"""How each kept seat's table last looked, beside the seat tokens, for a restarted game.

A link resumes its seat from the token a :class:`game.online.client.link.SeatStore` keeps;
the server then sends a snapshot of the position, which says nothing of where this client had
laid the field cards or what the previous turn was. :class:`LookStore` keeps, per server,
room and seat, the table's look (a JSON object the table makes and reads back: field slots,
piles, the previous turn as facts) with the match and the event number it belongs to, in a
file beside the seat tokens (``online-seats-looks.json`` beside ``online-seats.json``), so
a new game process that takes the seat back shows the table as it was.

The file is plain JSON read defensively (never pickle or eval): a broken one is moved aside
with a message naming it and the table is laid out afresh; an entry of another match, or of
an older position, is not used (:meth:`LookStore.find` says why in the log). Looks are kept
as long as seat tokens (rooms live at most 24 hours) and written apart from them, so a look
written every turn never puts a token at risk.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from game.core import storage
from game.i18n import tr_later
from game.online.client.link import SEAT_MEMORY_SECONDS, SeatStore
from game.online.wire.identifiers import normalise_server

logger = logging.getLogger(__name__)

MAX_LOOKS_BYTES = 256 * 1024  # a look is a few hundred bytes; a player holds a few seats
MAX_LOOKS = 32  # entries kept (the latest)


def looks_path(seats_path: Path) -> Path:
    """The looks file beside a seat-token file."""
    return seats_path.with_name(f"{seats_path.stem}-looks.json")


class LookStore:
    """Table looks by server, room code and seat, beside a :class:`SeatStore`'s file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: str | None = None  # the player's message when the file was unusable

    @classmethod
    def beside(cls, seats: SeatStore) -> LookStore:
        return cls(looks_path(seats.path))

    @staticmethod
    def _key(server: str, code: str, seat: int) -> str:
        return f"{normalise_server(server)} {code} {seat}"

    def _read(self) -> dict:
        result = storage.read_json_safe(
            self.path, _check_looks, max_bytes=MAX_LOOKS_BYTES, what=tr_later("online table looks")
        )
        if not result.ok:
            self.problem = result.problem
            return {}
        return result.data or {}

    def put(self, server: str, code: str, seat: int, match: int, seq: int, look: dict) -> None:
        """Keep ``look``: the table of ``match`` as it stood after event ``seq``."""
        data = self._read()
        now = time.time()
        data = {k: v for k, v in data.items() if now - v["saved"] < SEAT_MEMORY_SECONDS}
        data[self._key(server, code, seat)] = {
            "match": match,
            "seq": seq,
            "saved": now,
            "look": look,
        }
        if len(data) > MAX_LOOKS:
            latest = sorted(data.items(), key=lambda item: item[1]["saved"])[-MAX_LOOKS:]
            data = dict(latest)
        try:
            storage.write_json_atomic(self.path, data)
        except OSError as error:  # a full disk costs the look, never the match
            logger.warning("online table looks %s not written: %s", self.path, error)

    def find(self, server: str, code: str, seat: int, match: int) -> tuple[dict, int] | None:
        """The look kept for this seat of ``match`` and the event number it stood at; None
        when there is none, or it is another match's (a rematch since, or a stale file)."""
        entry = self._read().get(self._key(server, code, seat))
        if entry is None:
            return None
        if time.time() - entry["saved"] >= SEAT_MEMORY_SECONDS:
            logger.info("online table look of room %s is too old: not used", code)
            return None
        if entry["match"] != match:
            logger.info(
                "online table look of room %s is of match %s, not %s: not used",
                code,
                entry["match"],
                match,
            )
            return None
        return entry["look"], entry["seq"]

    def forget(self, server: str, code: str, seat: int) -> None:
        data = self._read()
        if data.pop(self._key(server, code, seat), None) is not None:
            storage.write_json_atomic(self.path, data)


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_looks(data: Any) -> dict:
    if not isinstance(data, dict) or not all(
        isinstance(key, str)
        and isinstance(entry, dict)
        and _count(entry.get("match"))
        and _count(entry.get("seq"))
        and isinstance(entry.get("saved"), (int, float))
        and not isinstance(entry.get("saved"), bool)
        and isinstance(entry.get("look"), dict)
        for key, entry in data.items()
    ):
        raise storage.InvalidData("online table looks must map seats to a match and a look")
    return data
