"""The server's files under ``--data``: one JSON file per room, finished records, the board.

Layout::

    DATA/rooms/<CODE>.json          a room: settings, seat token digests, the match so far
    DATA/rooms/<CODE>.journal       the decisions made since that file was written
    DATA/records/<CODE>-<n>.json    each finished or abandoned match (a hanafuda-record)
    DATA/leaderboard.json           the opt-in leaderboard
    DATA/leaderboard.journal        the entries changed since that file was written
    DATA/server.lock                held by the one server using the folder (its pid)

Every file is replaced atomically (a temp file in the same folder, then a rename), so a
crash leaves the old or the new file, never half of one. A decision inside a month is a line
appended to the room's journal instead (one small write, no rename); the room file is
rewritten when a month or the match ends, the seats change, and so on, and its journal then
starts afresh. A torn last journal line (a crash mid-write) is ignored when loading. The
writes run on one background thread and coalesce per file, so a busy server never waits for
the disk; :meth:`DataStore.flush` waits until every queued write is done and a graceful stop
calls it. A write that fails (disk full, out of descriptors) is retried with growing delays
and reported in the log, merged with what was queued for that file since, so nothing queued
is dropped. Room creation and match ends are also fsynced. A file that cannot be read at
start-up is moved aside (``name.corrupt-<time>``) and named in the returned warnings.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.core import storage
from game.engine.errors import EngineError
from game.online.leaderboard import Leaderboard
from game.online.rooms import Room

logger = logging.getLogger(__name__)

MAX_ROOM_BYTES = 2 * 1024 * 1024
RETRY_DELAYS = (0.05, 0.2, 1.0, 5.0)  # after the 1st, 2nd, 3rd and later failed writes
FLUSH_ATTEMPTS = 3  # a flush stops waiting for a file that failed this often
REPORT_EVERY = 20  # a failing file is reported on its first and every 20th attempt
LOCK_FILE = "server.lock"
BOARD_FILE = "leaderboard.json"
BOARD_JOURNAL = "leaderboard.journal"
BOARD_JOURNAL_SLACK = 10_000  # journal lines past the board's size before a rewrite
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

    def merged(self, newer: _Job | None) -> _Job:
        """This (failed) job followed by ``newer``: new content supersedes everything before
        it (a room file holds every decision of its journal); lines queue behind ours."""
        if newer is None:
            return self
        if newer.data is not None:
            newer.durable = newer.durable or self.durable
            return newer
        return _Job(
            self.data, self.durable, newer.journal or self.journal, self.lines + newer.lines
        )


class BackgroundWriter:
    """One thread that writes, appends to and deletes files; per file the jobs coalesce (new
    content replaces what was queued before it, journal lines queue behind it)."""

    def __init__(self) -> None:
        self._pending: dict[Path, _Job] = {}
        self._lock = threading.Condition()
        self._busy = False
        self._closed = False
        self._attempts: dict[Path, int] = {}  # files whose last write failed
        self._retry_at: dict[Path, float] = {}
        self.failures = 0  # failed writes since the start (each retried)
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
        """Wait until every queued write is done, or has failed :data:`FLUSH_ATTEMPTS` times
        (those stay queued and keep being retried)."""
        with self._lock:
            while self._busy or any(
                self._attempts.get(path, 0) < FLUSH_ATTEMPTS for path in self._pending
            ):
                self._lock.wait(RETRY_DELAYS[0])

    @property
    def failing(self) -> list[str]:
        """The files whose last write failed (retried until it works)."""
        with self._lock:
            return sorted(path.name for path in self._attempts)

    def close(self) -> None:
        self.flush()
        with self._lock:
            self._closed = True
            lost = sorted(path.name for path in self._pending)
            self._lock.notify_all()
        self._thread.join()
        if lost:
            logger.error("could not write %s before stopping", ", ".join(lost))

    def _next(self) -> tuple[Path, _Job] | None:
        """The first queued job that is not waiting to be retried (under the lock)."""
        now = time.monotonic()
        for path in self._pending:
            if self._retry_at.get(path, 0.0) <= now:
                return path, self._pending.pop(path)
        return None

    def _run(self) -> None:
        while True:
            with self._lock:
                while True:
                    if self._closed:
                        return
                    picked = self._next()
                    if picked is not None:
                        break
                    waits = [self._retry_at.get(p, 0.0) for p in self._pending]
                    delay = min(waits) - time.monotonic() if waits else None
                    self._lock.wait(None if delay is None else max(0.001, delay))
                path, job = picked
                self._busy = True
            try:
                self._do(path, job)
            except (OSError, TypeError, ValueError) as error:
                self._failed(path, job, error)
            else:
                self._written(path)
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()

    def _failed(self, path: Path, job: _Job, error: Exception) -> None:
        """Queue the job again (merged with what came since) and report the failure."""
        with self._lock:
            attempts = self._attempts.get(path, 0) + 1
            self._attempts[path] = attempts
            self.failures += 1
            newer = self._pending.pop(path, None)
            self._pending[path] = job.merged(newer)
            delay = RETRY_DELAYS[min(attempts, len(RETRY_DELAYS)) - 1]
            self._retry_at[path] = time.monotonic() + delay
        if attempts == 1 or attempts % REPORT_EVERY == 0:
            logger.error(
                "could not write %s (attempt %d, retrying in %.1f s): %s",
                path.name,
                attempts,
                delay,
                error,
            )

    def _written(self, path: Path) -> None:
        with self._lock:
            attempts = self._attempts.pop(path, 0)
            self._retry_at.pop(path, None)
        if attempts:
            logger.warning("wrote %s after %d failed attempt(s)", path.name, attempts)

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


class DataFolderLocked(OSError):
    """Another server process holds the data folder's lock."""


def _lock(handle) -> bool:
    """Take the exclusive lock of an open file without waiting; False when it is held."""
    try:
        if os.name == "nt":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


class FolderLock:
    """``DATA/server.lock``, held while a server uses the folder (the operating system drops
    it when the process dies, even by SIGKILL). A second server on the same folder gets
    :class:`DataFolderLocked` naming the first one's process id."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_FILE
        handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 - held until release
        if not _lock(handle):
            handle.seek(0)
            holder = handle.read(40).strip() or "?"
            handle.close()
            raise DataFolderLocked(
                f"another server (process {holder}) is using the data folder {folder}; "
                "stop it first or give this one another --data"
            )
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._handle = handle

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing the file drops the lock
            self._handle = None


class DataStore:
    """Rooms, records and the leaderboard under one data folder (None: keep nothing)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.lock: FolderLock | None = None
        if folder is not None:
            for sub in ("rooms", "records"):
                (folder / sub).mkdir(parents=True, exist_ok=True)
            self.lock = FolderLock(folder)
        self.writer = BackgroundWriter() if folder is not None else None
        self._board_lines = 0  # lines in the board's journal since it was last rewritten

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
        """The whole board (its journal starts afresh): at start-up and when stopping."""
        if self.writer is not None and self.folder is not None:
            path, journal = self.folder / BOARD_FILE, self.folder / BOARD_JOURNAL
            self.writer.put(path, board.to_json(), durable=True, journal=journal)
            self._board_lines = 0

    def save_board_entries(self, board: Leaderboard, entries: list) -> None:
        """The entries a registration or a match changed: one journal line each (the whole
        board is rewritten only once the journal outgrows it)."""
        if self.writer is None or self.folder is None:
            return
        if self._board_lines > len(board.entries) + BOARD_JOURNAL_SLACK:
            self.save_leaderboard(board)
            return
        for entry in entries:
            line = json.dumps(asdict(entry), ensure_ascii=False, separators=(",", ":")) + "\n"
            self.writer.append(self.folder / BOARD_FILE, self.folder / BOARD_JOURNAL, line)
            self._board_lines += 1

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
        board_path = self.folder / BOARD_FILE
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
        changes = self._read_journal(self.folder / BOARD_JOURNAL)
        for line in changes:
            try:
                board.upsert(json.loads(line))
            except ValueError:
                break  # a torn last line
        if changes:
            self.save_leaderboard(board)  # folded into the board file once, at start-up
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
        if self.lock is not None:
            self.lock.release()
