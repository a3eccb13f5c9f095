"""MatchPersistence: the one hook a match session calls after every decision.

``after_decision(state)`` autosaves the match in progress; once the match is over it keeps
the record in the library, counts it in the per-player statistics and removes the autosave.
``save_now()`` saves the match where it stands when the game closes.
Disk trouble never stops the game: the error is logged and kept in ``last_error`` for a
one-line notice.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.engine import games
from game.engine.koikoi import positions
from game.engine.koikoi.state import State
from game.persist import achievements, autosave, stats
from game.persist.achievement_facts import arcade_note
from game.persist.records_library import RecordsLibrary

logger = logging.getLogger(__name__)


@dataclass
class MatchPersistence:
    info: autosave.MatchInfo
    library: RecordsLibrary = field(default_factory=RecordsLibrary)
    autosave_path: Path | None = None
    stats_path: Path | None = None
    enabled: bool = True
    last_error: str | None = None
    finished: bool = False
    saves: int = 0
    notify: Callable[[str], None] | None = None  # one-line notices for the player
    #: how the table looks now (field slots, previous turn), saved beside the position
    look: Callable[[], autosave.TableLook] | None = None
    saved_state: State | None = None  # the position last autosaved
    #: the match's position now (set by attach_persistence), for a save when the game closes
    position: Callable[[], State] | None = None
    achievements_path: Path | None = None  # None: data_dir()/achievements.json

    def after_decision(self, state: State) -> None:
        """Call after every applied decision (human or CPU)."""
        if not self.enabled or self.finished:
            return
        if state.is_terminal():
            self._write(lambda: self.finish(state))
            return
        if self.look is not None:
            self.info.look = self.look()
        self.saved_state = state
        self._write(lambda: autosave.save(state, self.info, self.autosave_path))

    def refresh_look(self) -> None:
        """The table finished showing the last decision: save the position again when the
        look changed since (its cards have landed in their field slots)."""
        if not self.enabled or self.finished or self.look is None or self.saved_state is None:
            return
        look = self.look()
        if look == self.info.look:
            return
        self.info.look = look
        state = self.saved_state
        self._write(lambda: autosave.save(state, self.info, self.autosave_path))

    def save_now(self) -> None:
        """The game is closing: save the match where it stands (with the table's look), even
        when nothing was decided yet. A finished match was kept already."""
        if not self.enabled or self.finished or self.position is None:
            return
        state = self.position()
        if state.is_terminal():
            return
        if self.look is not None:
            self.info.look = self.look()
        self.saved_state = state
        self._write(lambda: autosave.save(state, self.info, self.autosave_path))

    def _write(self, write: Callable[[], object]) -> None:
        try:
            write()
            self.saves += 1
        except OSError as error:
            message = f"Could not save the match: {error.strerror or error}"
            if message != self.last_error:
                self._tell(message)
            self.last_error = message
            logger.warning("autosave failed: %s", error)

    def _tell(self, message: str) -> None:
        if self.notify is not None:
            self.notify(message)

    def finish(self, state: State) -> Path | None:
        """Keep the finished match, count it in the statistics, drop the autosave."""
        self.finished = True
        extra = {"seed": self.info.seed, "mode": self.info.mode, "cpu_level": self.info.cpu_level}
        arcade = arcade_note(self.info.session.get("arcade"))
        if arcade is not None:
            extra["arcade"] = arcade
        record = games.record_of(state, players=self.info.players_json(), extra=extra)
        self.note_achievements(record)
        kept = self.library.add(record)
        seats = self.info.seats
        book, warning = stats.load(self.stats_path)
        if warning:
            self._tell(warning)
        book.add_match(
            tuple(seat.name for seat in seats),
            positions.match_results(state),
            state.returns(),
            colours=tuple(seat.colour for seat in seats),
            match_id=stats.match_id_of(record),
            game=getattr(state, "GAME", "") or games.KOIKOI,
            kinds=tuple(seat.kind for seat in seats),
            levels=self.seat_levels(),
        )
        stats.save(book, self.stats_path)
        autosave.clear(self.autosave_path)
        return kept

    def note_achievements(self, record: dict) -> None:
        """Count the finished match for the achievements (before it joins the library, which
        a missing book is back-filled from) and toast what it unlocked."""
        try:
            unlocked, warning = achievements.note_match(
                record, self.library, self.achievements_path
            )
        except (OSError, ValueError) as error:  # the data file too (AchievementDataError)
            logger.warning("achievements not counted: %s", error)
            return
        for line in achievements.lines_to_tell(unlocked, warning):
            self._tell(line)

    def seat_levels(self) -> tuple[str | None, ...]:
        """Each seat's CPU level (None for a person): the session's per-seat levels when
        saved, else the match's one CPU level."""
        saved = self.info.session.get("levels")
        per_seat = saved if isinstance(saved, list) else []
        levels: list[str | None] = []
        for seat, info in enumerate(self.info.seats):
            own = per_seat[seat] if seat < len(per_seat) else None
            level = own if isinstance(own, str) and own else self.info.cpu_level
            levels.append(level if info.kind == stats.CPU else None)
        return tuple(levels)


def attach_persistence(session, persistence: MatchPersistence) -> None:
    """Make ``session`` (a game.match.session.MatchSession) call ``persistence`` after every
    decision it applies."""
    session.after_apply.append(lambda state, events: persistence.after_decision(state))
    persistence.position = lambda: session.state
