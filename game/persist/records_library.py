"""The library of finished matches: the last N match records, kept to be watched again.

Each finished match is one record file (game.engine.koikoi.records format, plus ``"finished_at"``)
in ``data_dir()/records/``, named ``match-YYYYmmdd-HHMMSS-NNNN.json`` so names sort by age.
Adding a match prunes the oldest beyond ``keep``. Listing never raises: an unreadable file
is moved aside with a timestamp and reported once in ``warnings``.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import paths, storage
from game.core.wording import colour_name, display_name, plural
from game.engine.errors import EngineError
from game.engine.games import KOIKOI, check_record, game_title, record_game
from game.i18n import tr, tr_ctx, tr_later

logger = logging.getLogger(__name__)

DEFAULT_KEEP = 20
MAX_SEATS = 4
SEAT_COLOURS = ("red", "blue", "green", "gold")  # a record without colours: by seat
RECORDS_DIR = "records"
_NAME = re.compile(r"^match-(\d{8}-\d{6})-(\d{4})\.json$")


@dataclass(frozen=True)
class LibraryEntry:
    """One kept match, summarised for the list in the replay viewer."""

    path: Path
    finished_at: str
    players: tuple[str, ...]  # one per seat (two to four)
    colours: tuple[str, ...]
    final_scores: tuple[int, ...] | None
    months: int  # months (rounds in roppyakken and hana-awase)
    game: str = KOIKOI

    @property
    def title(self) -> str:
        if len(self.players) == 2:
            seats = tr(" vs ").join(
                tr("{name} ({colour})", name=display_name(name), colour=colour_name(colour))
                for name, colour in zip(self.players, self.colours, strict=True)
            )
            joiner = "-"
        else:  # three or four: the names, the scores (some below zero) apart
            seats, joiner = tr(", ").join(display_name(name) for name in self.players), " / "
        scores = (
            joiner.join(str(score) for score in self.final_scores)
            if self.final_scores
            else tr("unfinished")
        )
        if self.game == KOIKOI:
            months = plural(self.months, "{count} month", "{count} months")
            return tr(
                "{date}  {seats}  {scores}, {months}",
                date=self.finished_at,
                seats=seats,
                scores=scores,
                months=months,
            )
        return tr(
            "{date}  {game}: {seats}  {scores}, {rounds}",
            date=self.finished_at,
            game=tr_ctx("game title", game_title(self.game)[0]),
            seats=seats,
            scores=scores,
            rounds=plural(self.months, "{count} round", "{count} rounds"),
        )


DAMAGED = storage.Damaged(
    tr_later("A kept match was damaged and could not be shown (kept as {file})."),
    tr_later("A kept match was damaged and could not be shown."),
)


def _validate(data: Any) -> Any:
    try:
        check_record(data, source="kept match")
    except EngineError as error:
        raise storage.InvalidData(str(error)) from None
    players = data.get("players")
    if (
        not isinstance(players, list)
        or not 2 <= len(players) <= MAX_SEATS
        or not all(isinstance(p, dict) for p in players)
    ):
        raise storage.InvalidData(f"players must list two to {MAX_SEATS} seats")
    return data


def _entry(path: Path, data: dict) -> LibraryEntry:
    players = data["players"]
    names = tuple(str(p.get("name", f"Player {n + 1}"))[:40] for n, p in enumerate(players))
    colours = tuple(
        str(p.get("colour", SEAT_COLOURS[n % len(SEAT_COLOURS)]))[:20]
        for n, p in enumerate(players)
    )
    scores = data.get("final_scores")
    final = (
        tuple(scores)
        if isinstance(scores, list)
        and len(scores) == len(players)
        and all(isinstance(s, int) and not isinstance(s, bool) for s in scores)
        else None
    )
    return LibraryEntry(
        path,
        str(data.get("finished_at", "")),
        names,
        colours,
        final,
        len(data["months"]),
        record_game(data),
    )


@dataclass
class RecordsLibrary:
    """The last ``keep`` finished matches in ``directory`` (default: the user data dir)."""

    directory: Path | None = None
    keep: int = DEFAULT_KEEP
    warnings: list[str] = field(default_factory=list)

    def folder(self) -> Path:
        folder = self.directory or paths.data_dir() / RECORDS_DIR
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    def files(self) -> list[Path]:
        """Kept record files, newest first."""
        return sorted(
            (p for p in self.folder().iterdir() if _NAME.match(p.name)),
            key=lambda p: p.name,
            reverse=True,
        )

    def add(self, record: dict, *, now: float | None = None) -> Path:
        """Keep a finished match's record; prune the oldest beyond ``keep``."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
        folder = self.folder()
        existing = self.files()
        sequence = 1 + max((int(_NAME.match(p.name).group(2)) for p in existing), default=0)
        path = folder / f"match-{stamp}-{sequence % 10000:04d}.json"
        data = dict(record)
        data["finished_at"] = time.strftime("%Y-%m-%d %H:%M", time.localtime(now))
        data.pop("autosave", None)
        storage.write_json_atomic(path, data, indent=None)
        for old in self.files()[self.keep :]:
            try:
                old.unlink()
            except OSError as error:
                logger.warning("could not prune %s: %s", old, error)
        return path

    def entries(self) -> list[LibraryEntry]:
        """Summaries of the kept matches, newest first; bad files moved aside."""
        out = []
        for path in self.files():
            result = storage.read_json_safe(path, _validate, what="kept match", damaged=DAMAGED)
            if result.ok:
                out.append(_entry(path, result.data))
            elif result.problem:
                self.warnings.append(result.problem)
        return out

    def load(self, path: Path) -> dict | None:
        """One kept record, or None (moved aside, warning added) when unreadable."""
        result = storage.read_json_safe(path, _validate, what="kept match", damaged=DAMAGED)
        if result.problem:
            self.warnings.append(result.problem)
        return result.data if result.ok else None
