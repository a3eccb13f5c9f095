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
writes run on one background thread (:mod:`game.online.server.background_writer`: coalesced per
file, failed writes retried and reported), so a busy server never waits for the disk, but for
a journal line with nothing queued before it: that small append is made at once (handing it
to the thread cost more than making it);
:meth:`DataStore.flush` waits until every queued write is done and a graceful stop calls it.
Room creation and match ends are also fsynced. A file that cannot be read at start-up is
moved aside (``name.corrupt-<time>``) and named in the returned warnings.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict
from pathlib import Path
from typing import IO, Any

from game.core import storage
from game.engine.errors import EngineError
from game.online.server.background_writer import BackgroundWriter
from game.online.server.leaderboard import Leaderboard
from game.online.server.rooms import Room

logger = logging.getLogger(__name__)

MAX_ROOM_BYTES = 2 * 1024 * 1024
LOCK_FILE = "server.lock"
BOARD_FILE = "leaderboard.json"
BOARD_JOURNAL = "leaderboard.journal"
BOARD_JOURNAL_SLACK = 10_000  # journal lines past the board's size before a rewrite


class DataFolderLocked(OSError):
    """Another server process holds the data folder's lock."""


def _lock(handle) -> bool:
    """Take the exclusive lock of an open file without waiting; False when it is held."""
    try:
        if os.name == "nt":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
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
        self._handle: IO[str] | None = handle

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
        self._paths: dict[str, tuple[Path, Path]] = {}  # a room's file and journal, by code

    def _room_paths(self, code: str) -> tuple[Path, Path]:
        """The room's file and its journal (made once per room: every decision names them)."""
        paths = self._paths.get(code)
        if paths is None:
            assert self.folder is not None
            rooms = self.folder / "rooms"
            paths = self._paths[code] = (rooms / f"{code}.json", rooms / f"{code}.journal")
        return paths

    def save_room(self, room: Room, *, durable: bool = False) -> None:
        """The whole room (its journal starts afresh)."""
        if self.writer is not None:
            path, journal = self._room_paths(room.code)
            self.writer.put(path, room.to_json(), durable=durable, journal=journal)

    def journal_decision(self, room: Room, entry: dict) -> None:
        """One decision within a month: a line appended to the room's journal, much cheaper
        than rewriting the room (the room file is rewritten when a month or the match ends)."""
        if self.writer is not None:
            line = json.dumps(entry, separators=(",", ":")) + "\n"
            self.writer.append(*self._room_paths(room.code), line)

    def delete_room(self, code: str) -> None:
        if self.writer is not None:
            self.writer.delete(*self._room_paths(code))
            self._paths.pop(code, None)

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
