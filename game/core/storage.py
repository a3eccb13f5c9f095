"""Atomic JSON files that never lose data and never crash the game.

``write_json_atomic(path, data)`` writes to a temp file in the same directory, fsyncs it and
``os.replace``s it over the target (and fsyncs the directory where possible), so a crash
leaves either the old or the new file. ``read_json_safe(path, validate)`` returns a
``SafeRead``: the parsed data, or - for a missing file - nothing, or - for a corrupt,
unreadable, oversized or invalid file - nothing plus the path the original was moved aside
to (``name.corrupt-YYYYmmdd-HHMMSS[-n]``) and a one-line message to show the player.
Used by settings, profiles, statistics and the autosave. JSON only: never pickle or eval.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n import tr, tr_later

logger = logging.getLogger(__name__)

MAX_JSON_BYTES = 4 * 1024 * 1024


class InvalidData(ValueError):
    """Raised by a validator when parsed JSON has the wrong shape or types."""


@dataclass(frozen=True)
class Damaged:
    """How to tell the player a file was damaged: the sentence naming the copy kept aside
    (``{file}``), and the one for when it could not even be moved."""

    kept: str
    lost: str

    def message(self, moved: Path | None) -> str:
        """The sentence in the language in force (both are catalog messages)."""
        return tr(self.kept, file=moved.name) if moved is not None else tr(self.lost)


@dataclass
class SafeRead:
    data: Any = None
    moved_to: Path | None = None
    problem: str | None = None

    @property
    def ok(self) -> bool:
        return self.data is not None


def write_json_atomic(path: Path | str, data: Any, *, indent: int | None = 2) -> None:
    """Serialise ``data`` as JSON and atomically replace ``path`` with it."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, indent=indent, ensure_ascii=False, sort_keys=True)
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path | str, payload: bytes) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temp_name = tempfile.mkstemp(
        prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
    )
    try:
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise
    _fsync_directory(path.parent)


def _fsync_directory(directory: Path) -> None:
    if os.name != "posix":
        return
    try:
        descriptor = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def move_aside(path: Path, *, now: float | None = None) -> Path | None:
    """Rename ``path`` to ``<name>.corrupt-<timestamp>`` (unique); None if that failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    try:
        os.replace(path, target)
    except OSError as error:
        logger.warning("could not move %s aside: %s", path, error)
        return None
    return target


def read_json_safe(
    path: Path | str,
    validate: Callable[[Any], Any] | None = None,
    *,
    max_bytes: int = MAX_JSON_BYTES,
    what: str = tr_later("file"),
    damaged: Damaged | None = None,
) -> SafeRead:
    """Read and validate a JSON file; any problem moves the file aside (see module doc).
    ``what`` names the file in the player's message (marked with tr_later where it is
    written, translated here); ``damaged`` words the player's message (default: "Your FILE
    could not be read and was reset to defaults (kept as NAME).")."""
    path = Path(path)
    if not path.exists():
        return SafeRead()
    problem: str | None = None
    reason = ""  # the problem as the player reads it
    data: Any = None
    try:
        size = path.stat().st_size
        if size > max_bytes:
            problem = f"too large ({size} bytes)"
            reason = tr("it is too large ({size} bytes)", size=size)
        else:
            with open(path, "rb") as handle:
                raw = handle.read(max_bytes + 1)
            data = json.loads(raw.decode("utf-8"))
            if validate is not None:
                data = validate(data)
    except (
        OSError,
        UnicodeDecodeError,
        json.JSONDecodeError,
        InvalidData,
        ValueError,
        TypeError,
        KeyError,
        RecursionError,
    ) as error:
        problem = f"{type(error).__name__}: {error}"
        reason = _reason(error)
        data = None
    if problem is None:
        return SafeRead(data=data)
    moved = move_aside(path)
    if damaged is not None:
        message = damaged.message(moved)
    elif moved is not None:
        message = tr(
            "Your {what} could not be read and was reset to defaults (kept as {file}).",
            what=tr(what),
            file=moved.name,
        )
    else:
        message = tr("Your {what} could not be read and was reset to defaults.", what=tr(what))
    message = tr("{sentence} The problem: {reason}.", sentence=message, reason=reason)
    logger.warning("%s %s unusable: %s", what, path, problem)
    return SafeRead(data=None, moved_to=moved, problem=message)


def _reason(error: Exception) -> str:
    """What was wrong with a file, in a few words for the player (the validators' own
    sentences, such as "music_volume must be a number", are kept as they are)."""
    if isinstance(error, json.JSONDecodeError):
        return tr("it is not valid JSON (line {line})", line=error.lineno)
    if isinstance(error, UnicodeDecodeError):
        return tr("it is not UTF-8 text")
    if isinstance(error, RecursionError):
        return tr("it is nested too deeply")
    if isinstance(error, OSError):
        return tr("it cannot be read ({error})", error=error.strerror or type(error).__name__)
    if isinstance(error, KeyError):
        return tr("{field} is missing", field=str(error))
    return str(error).rstrip(".") or type(error).__name__
