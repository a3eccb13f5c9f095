"""What the player has unlocked, with the date, in ``data_dir()/achievements.json``.

Achievements (game.persist.achievement_list) are computed from match records
(game.persist.achievement_facts), so the book can always be made again: when the file is
missing - the first start after an update - or unreadable, :func:`load` back-fills it from the
kept matches (game.persist.records_library) in the order they were played, dated by the match
that earned each. A damaged file is moved aside (``achievements.json.corrupt-...``, logged
with the file and the problem by game.core.storage) and the player gets one line saying so.
:func:`note_match` is called by the recorder when a match ends and returns what it unlocked,
for the toast: each achievement unlocks (and is announced) once. Layers above add their own
lines about what an unlock earns through :func:`tell_also` (game.view.unlocks names the table
looks it opens), so those are told once too.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import paths, storage
from game.core.kinds import MatchMode, SeatKind
from game.engine.errors import EngineError
from game.engine.koikoi.records import check_record
from game.i18n import tr, tr_ctx, tr_later
from game.persist.achievement_facts import MatchFacts, facts_of, holds
from game.persist.achievement_list import ANY_GAME, Achievement, standard
from game.persist.records_library import RecordsLibrary

logger = logging.getLogger(__name__)

ACHIEVEMENTS_FILE = "achievements.json"
VERSION = 1
TEXT_CONTEXT = "achievement"
MAX_ID = 80
SHOWN_IN_TOAST = 3  # titles named in the toast
ONLINE = MatchMode.ONLINE  # a kept online match's mode
REMOTE = "remote"  # its other players' kind
DAMAGED = storage.Damaged(
    tr_later(
        "Your achievements could not be read; they were counted again from your kept "
        "matches (the old file is kept as {file})."
    ),
    tr_later(
        "Your achievements could not be read; they were counted again from your kept matches."
    ),
)


def achievements_path() -> Path:
    return paths.data_dir() / ACHIEVEMENTS_FILE


def today() -> str:
    return time.strftime("%Y-%m-%d")


@dataclass
class AchievementBook:
    """Unlocked achievements (id -> "YYYY-MM-DD") and the counts of those still counting."""

    unlocked: dict[str, str] = field(default_factory=dict)
    progress: dict[str, int] = field(default_factory=dict)

    def note(
        self, facts: MatchFacts, achievements: tuple[Achievement, ...], date: str
    ) -> list[Achievement]:
        """Count one finished match; the achievements it unlocked, in list order."""
        new: list[Achievement] = []
        for achievement in achievements:
            if achievement.id in self.unlocked or not holds(achievement, facts):
                continue
            if achievement.count > 1:
                reached = self.progress.get(achievement.id, 0) + 1
                self.progress[achievement.id] = reached
                if reached < achievement.count:
                    continue
                del self.progress[achievement.id]
            self.unlocked[achievement.id] = date
            new.append(achievement)
        grown = True
        while grown:  # all_of: made of others, possibly of other all_of ones
            grown = False
            for achievement in achievements:
                needs = achievement.needs
                if needs and achievement.id not in self.unlocked:
                    if all(needed in self.unlocked for needed in needs):
                        self.unlocked[achievement.id] = date
                        new.append(achievement)
                        grown = True
        return new

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "unlocked": self.unlocked, "progress": self.progress}


def _validate(data: Any) -> AchievementBook:
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise storage.InvalidData(f"not an achievements file of version {VERSION}")
    unlocked, progress = data.get("unlocked"), data.get("progress", {})
    if not isinstance(unlocked, dict) or not isinstance(progress, dict):
        raise storage.InvalidData("unlocked and progress must be objects")
    for key, date in unlocked.items():
        if len(key) > MAX_ID or not isinstance(date, str) or len(date) > 20:
            raise storage.InvalidData(f"unlocked {key[:MAX_ID]!r}: bad id or date")
    for key, count in progress.items():
        if len(key) > MAX_ID or not isinstance(count, int) or isinstance(count, bool):
            raise storage.InvalidData(f"progress {key[:MAX_ID]!r}: bad id or count")
    return AchievementBook(dict(unlocked), dict(progress))


def backfill(
    library: RecordsLibrary, achievements: tuple[Achievement, ...] | None = None
) -> AchievementBook:
    """A book counted again from every kept match, oldest first, each unlock dated by the
    match that earned it. Unreadable records are skipped (the library moves them aside)."""
    achievements = achievements if achievements is not None else standard()
    book = AchievementBook()
    for path in reversed(library.files()):
        record = library.load(path)
        if record is None:
            continue
        try:
            facts = facts_of(record)
        except EngineError as error:
            logger.warning("achievements: kept match %s does not replay: %s", path, error)
            continue
        book.note(facts, achievements, facts.date or today())
    return book


def save(book: AchievementBook, path: Path | None = None) -> None:
    storage.write_json_atomic(path or achievements_path(), book.to_json())


def load(
    path: Path | None = None, library: RecordsLibrary | None = None
) -> tuple[AchievementBook, str | None]:
    """The book, and the one line to show when the file was damaged. Missing or damaged:
    back-filled from the kept matches and written (never raises on disk trouble)."""
    path = path or achievements_path()
    result = storage.read_json_safe(path, _validate, what="achievements", damaged=DAMAGED)
    if result.ok:
        return result.data, None
    book = backfill(library or RecordsLibrary())
    try:
        save(book, path)
    except OSError as error:
        logger.warning("could not write %s: %s", path, error)
    return book, result.problem


def note_match(
    record: dict,
    library: RecordsLibrary | None = None,
    path: Path | None = None,
    date: str | None = None,
) -> tuple[list[Achievement], str | None]:
    """Count a match that just ended (before it joins the library): the achievements it
    unlocked, and a line to show when the book had to be made again."""
    book, warning = load(path, library)
    try:
        facts = facts_of(record)
    except EngineError as error:
        logger.warning("achievements: the finished match does not replay: %s", error)
        return [], warning
    new = book.note(facts, standard(), date or today())
    if new or facts.humans:
        save(book, path or achievements_path())
    return new, warning


def keep_online_match(
    record: Any,
    seat: int | None,
    library: RecordsLibrary | None = None,
    path: Path | None = None,
) -> tuple[list[Achievement], str | None]:
    """An online match's record as the room server sent it when the match ended: counted
    for this player (seat ``seat`` a person, the others remote, played "online") and kept
    in the library. A watched (no seat), abandoned or malformed one is left out."""
    if not isinstance(record, dict) or seat is None or "abandoned" in record:
        return [], None
    players = record.get("players")
    if not isinstance(players, list) or not 0 <= seat < len(players):
        return [], None
    ours = dict(record)
    ours["mode"] = ONLINE
    ours["players"] = [
        {
            "name": str(player.get("name", "")) if isinstance(player, dict) else "",
            "kind": SeatKind.HUMAN if index == seat else REMOTE,
        }
        for index, player in enumerate(players)
    ]
    try:
        check_record(ours, source="online match")
    except EngineError as error:
        logger.warning("the online match's record is not usable: %s", error)
        return [], None
    library = library or RecordsLibrary()
    try:
        unlocked, warning = note_match(ours, library, path)
        library.add(ours)
    except (OSError, ValueError) as error:  # the data file too (AchievementDataError)
        logger.warning("could not keep the online match: %s", error)
        return [], None
    return unlocked, warning


def game_words(achievement: Achievement) -> dict[str, str]:
    """The placeholders an achievement's texts may use, in the language in force."""
    from game.match.names import game_title, game_yaku_label

    game = achievement.game
    words = {"game": game_title(game) if game != ANY_GAME else ""}
    if achievement.yaku:
        words["yaku"] = game_yaku_label(achievement.yaku, game)
    return words


def title_of(achievement: Achievement) -> str:
    """The achievement's name as shown."""
    return tr_ctx(TEXT_CONTEXT, achievement.title, **game_words(achievement))


def how_of(achievement: Achievement) -> str:
    """How to earn it, as shown."""
    return tr_ctx(TEXT_CONTEXT, achievement.how, **game_words(achievement))


#: what else newly unlocked achievements earn, each as lines to tell (see tell_also)
Teller = Callable[[list[Achievement]], list[str]]
_tellers: list[Teller] = []


def tell_also(teller: Teller) -> None:
    """Have ``teller``'s lines told after the toast whenever a match unlocks achievements
    (once per teller: registering it again changes nothing)."""
    if teller not in _tellers:
        _tellers.append(teller)


def lines_to_tell(unlocked: list[Achievement], warning: str | None) -> list[str]:
    """What the player is told when a match was counted: a damaged book, then the toast,
    then what the unlocks earn (each unlock is new, so each line is told once)."""
    lines = [warning] if warning else []
    if unlocked:
        lines.append(unlocked_line(unlocked))
        for teller in _tellers:
            lines.extend(teller(unlocked))
    return lines


def unlocked_line(unlocked: list[Achievement]) -> str:
    """The one toast for what a match unlocked (the first few named: the data file's own
    achievements before the first yaku of each kind)."""
    unlocked = sorted(unlocked, key=lambda achievement: bool(achievement.yaku))
    if len(unlocked) == 1:
        return tr("Achievement unlocked: {title}", title=title_of(unlocked[0]))
    titles = tr(", ").join(title_of(achievement) for achievement in unlocked[:SHOWN_IN_TOAST])
    if len(unlocked) > SHOWN_IN_TOAST:
        titles = tr("{titles}...", titles=titles)
    return tr("Achievements unlocked ({count}): {titles}", count=len(unlocked), titles=titles)
