"""One background thread that writes, appends to and deletes the server's files.

Per file the jobs coalesce: new content replaces what was queued before it, journal lines
queue behind it. A write that fails (disk full, out of descriptors) is retried with growing
delays (:data:`RETRY_DELAYS`) and reported in the log on its first and every
:data:`REPORT_EVERY`-th attempt, merged with what was queued for that file since, so nothing
queued is dropped; :attr:`BackgroundWriter.failing` names the files still failing (the
server is then not ready). Every file is replaced atomically (a temp file, then a rename).

A journal line is appended at once, by the caller, when nothing is queued or being written
for its file and the file is not failing (three system calls; handing it to the thread cost
a busy server far more: a wake-up and the interpreter's lock passed back and forth for each
call); otherwise, or when that append fails, it queues behind the file's jobs like any write.
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import storage

logger = logging.getLogger("game.online.server.store")

RETRY_DELAYS = (0.05, 0.2, 1.0, 5.0)  # after the 1st, 2nd, 3rd and later failed writes
FLUSH_ATTEMPTS = 3  # a flush stops waiting for a file that failed this often
REPORT_EVERY = 20  # a failing file is reported on its first and every 20th attempt
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
        self._writing: set[Path] = set()  # the file the thread is writing now
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
        """One line for ``path``'s journal: appended now when nothing is queued or being
        written for ``path`` and it is not failing, else queued after what is."""
        with self._lock:
            if path not in self._pending and path not in self._writing:
                if path not in self._attempts:
                    try:
                        _append(journal, line.encode("utf-8"))
                        return
                    except OSError:
                        pass  # queued: the thread retries it and reports the failure
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
                self._writing.add(path)
            try:
                self._do(path, job)
            except (OSError, TypeError, ValueError) as error:
                self._failed(path, job, error)
            else:
                self._written(path)
            finally:
                with self._lock:
                    self._busy = False
                    self._writing.discard(path)
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
            _append(job.journal, "".join(job.lines).encode("utf-8"))


def _append(path: Path, payload: bytes) -> None:
    """``payload`` at the end of ``path`` (made if missing), as ``open(path, "a")`` would,
    in three system calls."""
    descriptor = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666)
    try:
        view = memoryview(payload)
        while view:
            view = view[os.write(descriptor, view) :]
    finally:
        os.close(descriptor)
