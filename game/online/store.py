"""The server's files under ``--data``: one JSON file per room, finished records, the board.

Layout::

    DATA/rooms/<CODE>.json          a room: settings, seat token digests, the match so far
    DATA/rooms/<CODE>.journal       the decisions made since that file was written
    DATA/records/<CODE>-<n>.json    each finished or abandoned match (a hanafuda-record)
    DATA/leaderboard.json           the opt-in leaderboard

Every file is replaced atomically (a temp file in the same folder, then a rename), so a
crash leaves the old or the new file, never half of one. A decision inside a month is a line
appended to the room's journal instead (one small write, no rename); the room file is
rewritten when a month or the match ends, the seats change, and so on, and its journal then
starts afresh. A torn last journal line (a crash mid-write) is ignored when loading. The
writes run on one background thread and coalesce per file, so a busy server never waits for
the disk; :meth:`DataStore.flush` waits until every queued write is done and a graceful stop
calls it. Room creation and match ends are also fsynced. A file that cannot be read at
start-up is moved aside (``name.corrupt-<time>``) and named in the returned warnings.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import storage
from game.engine.errors import EngineError
from game.online.leaderboard import Leaderboard
from game.online.rooms import Room

logger = logging.getLogger(__name__)

MAX_ROOM_BYTES = 2 * 1024 * 1024
_DELETE = object()


def _replace(path: Path, payload: bytes, durable: bool) -> None:
    if durable:
        storage.write_bytes_atomic(path, payload)
        return
    temp = path.with_name(f".{path.name}.tmp")
    with open(temp, "wb") as handle:
        handle.write(payload)
    os.replace(temp, path)


@dataclass
class _Job:
    """What is queued for one file: new content (or a deletion), then journal lines."""

    data: Any = None  # JSON-ready content, _DELETE, or None: leave the file as it is
    durable: bool = False
    journal: Path | None = None  # deleted after new content is written, then appended to
    lines: list[str] = field(default_factory=list)


class BackgroundWriter:
    """One thread that writes, appends to and deletes files; per file the jobs coalesce (new
    content replaces what was queued before it, journal lines queue behind it)."""

    def __init__(self) -> None:
        self._pending: dict[Path, _Job] = {}
        self._lock = threading.Condition()
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="online-store", daemon=True)
        self._thread.start()

    def put(
        self, path: Path, data: Any, *, durable: bool = False, journal: Path | None = None
    ) -> None:
        """Queue ``data`` (JSON-ready, not touched again by the caller) for ``path``; the
        file's ``journal``, if any, starts afresh after it."""
        with self._lock:
            previous = self._pending.pop(path, None)
            durable = durable or (previous is not None and previous.durable)
            self._pending[path] = _Job(data, durable, journal)
            self._lock.notify_all()

    def append(self, path: Path, journal: Path, line: str) -> None:
        """Queue one line for ``path``'s journal (after any content queued for ``path``)."""
        with self._lock:
            job = self._pending.setdefault(path, _Job())
            job.journal = journal
            job.lines.append(line)
            self._lock.notify_all()

    def delete(self, path: Path, journal: Path | None = None) -> None:
        self.put(path, _DELETE, journal=journal)

    def flush(self) -> None:
        with self._lock:
            while self._pending or self._busy:
                self._lock.wait()

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._closed = True
            self._lock.notify_all()
        self._thread.join()

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending and not self._closed:
                    self._lock.wait()
                if not self._pending:
                    return
                path = next(iter(self._pending))
                job = self._pending.pop(path)
                self._busy = True
            try:
                self._do(path, job)
            except (OSError, TypeError, ValueError) as error:
                logger.error("could not write %s: %s", path.name, error)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    @staticmethod
    def _do(path: Path, job: _Job) -> None:
        if job.data is _DELETE:
            path.unlink(missing_ok=True)
        elif job.data is not None:
            payload = json.dumps(job.data, ensure_ascii=False, separators=(",", ":"))
            _replace(path, payload.encode("utf-8"), job.durable)
        if job.journal is not None and job.data is not None:
            job.journal.unlink(missing_ok=True)
        if job.journal is not None and job.lines:
            with open(job.journal, "a", encoding="utf-8") as handle:
                handle.write("".join(job.lines))


class DataStore:
    """Rooms, records and the leaderboard under one data folder (None: keep nothing)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.writer = BackgroundWriter() if folder is not None else None
        if folder is not None:
            for sub in ("rooms", "records"):
                (folder / sub).mkdir(parents=True, exist_ok=True)

    def _room_path(self, code: str) -> Path:
        assert self.folder is not None
        return self.folder / "rooms" / f"{code}.json"

    def _journal_path(self, code: str) -> Path:
        assert self.folder is not None
        return self.folder / "rooms" / f"{code}.journal"

    def save_room(self, room: Room, *, durable: bool = False) -> None:
        """The whole room (its journal starts afresh)."""
        if self.writer is not None:
            path, journal = self._room_path(room.code), self._journal_path(room.code)
            self.writer.put(path, room.to_json(), durable=durable, journal=journal)

    def journal_decision(self, room: Room, entry: dict) -> None:
        """One decision within a month: a line appended to the room's journal, much cheaper
        than rewriting the room (the room file is rewritten when a month or the match ends)."""
        if self.writer is not None:
            line = json.dumps(entry, separators=(",", ":")) + "\n"
            self.writer.append(self._room_path(room.code), self._journal_path(room.code), line)

    def delete_room(self, code: str) -> None:
        if self.writer is not None:
            self.writer.delete(self._room_path(code), self._journal_path(code))

    def save_record(self, room: Room, record: dict) -> None:
        if self.writer is not None and self.folder is not None and room.match is not None:
            path = self.folder / "records" / f"{room.code}-{room.match.number}.json"
            self.writer.put(path, record, durable=True)

    def save_leaderboard(self, board: Leaderboard) -> None:
        if self.writer is not None and self.folder is not None:
            self.writer.put(self.folder / "leaderboard.json", board.to_json(), durable=True)

    def load(self, now: float) -> tuple[dict[str, Room], Leaderboard, list[str]]:
        """Every stored room and the board; unreadable files are moved aside and named."""
        rooms: dict[str, Room] = {}
        warnings: list[str] = []
        board = Leaderboard()
        if self.folder is None:
            return rooms, board, warnings
        for path in sorted((self.folder / "rooms").glob("*.json")):
            holder: dict[str, Room] = {}

            journal = self._read_journal(path.with_suffix(".journal"))

            def validate(data: Any, holder: dict[str, Room] = holder, journal=journal) -> Any:
                try:
                    holder["room"] = Room.from_json(data, now, journal)
                except (EngineError, AttributeError, KeyError, IndexError) as error:
                    raise storage.InvalidData(str(error)) from None
                return data

            result = storage.read_json_safe(
                path, validate, max_bytes=MAX_ROOM_BYTES, what="room file"
            )
            if result.ok:
                room = holder["room"]
                rooms[room.code] = room
            elif result.problem:
                warnings.append(f"{path.name}: {result.problem}")
        board_path = self.folder / "leaderboard.json"
        loaded: dict[str, Leaderboard] = {}

        def validate_board(data: Any) -> Any:
            try:
                loaded["board"] = Leaderboard.from_json(data)
            except (AttributeError, KeyError) as error:
                raise storage.InvalidData(str(error)) from None
            return data

        result = storage.read_json_safe(board_path, validate_board, what="leaderboard")
        if result.ok:
            board = loaded["board"]
        elif result.problem:
            warnings.append(f"{board_path.name}: {result.problem}")
        return rooms, board, warnings

    @staticmethod
    def _read_journal(path: Path) -> list[str]:
        try:
            with open(path, encoding="utf-8", errors="replace") as handle:
                return handle.read(MAX_ROOM_BYTES).splitlines()
        except FileNotFoundError:
            return []
        except OSError as error:
            logger.warning("cannot read %s: %s", path.name, error)
            return []

    def flush(self) -> None:
        if self.writer is not None:
            self.writer.flush()

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
