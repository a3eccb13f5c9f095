"""The looks a player can choose - card backs and table cloths - and the achievement that
earns each, read from game/view/unlocks.toml and checked.

Each entry names a kind (``card_back``: game.assets.cards.BACK_STYLES, ``table_theme``:
game.view.table_theme.TABLE_THEMES), a style of that kind and the achievement
(game/persist/achievements.toml) that unlocks it; an entry without one is open from the
start, as each kind's ``default`` always is. Unlocks are computed from the achievement book,
so achievements back-filled from old records unlock their looks too; a look the arcade ladder
awarded (a stage's ``unlocks``, kept in the arcade profile) is open as well, so Options and
arcade free play offer one list (:func:`open_looks`). A bad file raises
:class:`UnlockDataError` naming the file and the entry; :func:`standard` then logs it and
offers the defaults alone. The choice is kept in the settings (``card_back``,
``table_theme``); :func:`style_in_force` is what the table draws with. When a match unlocks
an achievement that earns a look, :func:`earned_lines` names it after the toast (registered
with game.persist.achievements.tell_also when this module is first imported, as the table
scene does).
"""

from __future__ import annotations

import logging
import tomllib
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.arcade.profile import ProfileStore
from game.assets.cards import BACK_STYLES
from game.i18n import tr, tr_later
from game.persist import achievements as achievement_book
from game.persist.achievement_list import Achievement, AchievementDataError
from game.persist.achievement_list import standard as standard_achievements
from game.view.table_theme import TABLE_THEMES

logger = logging.getLogger(__name__)

DATA_FILE = Path(__file__).with_name("unlocks.toml")
CARD_BACK, TABLE_THEME = "card_back", "table_theme"  # the kinds (and the settings' fields)
DEFAULT = "default"
STYLES: dict[str, tuple[str, ...]] = {CARD_BACK: BACK_STYLES, TABLE_THEME: TABLE_THEMES}
ENTRY_KEYS = {"kind", "style", "achievement"}
#: each look's name, as the player sees it
TITLES: dict[tuple[str, str], str] = {
    (CARD_BACK, "default"): tr_later("Crimson crest"),
    (CARD_BACK, "indigo"): tr_later("Indigo waves"),
    (CARD_BACK, "gold"): tr_later("Gold lattice"),
    (CARD_BACK, "sakura"): tr_later("Cherry blossoms"),
    (TABLE_THEME, "default"): tr_later("Green felt"),
    (TABLE_THEME, "wood"): tr_later("Wooden table"),
    (TABLE_THEME, "tatami"): tr_later("Tatami"),
    (TABLE_THEME, "indigo"): tr_later("Indigo cloth"),
}


class UnlockDataError(ValueError):
    """The unlocks data file (or one entry of it) is not usable."""


@dataclass(frozen=True)
class Unlock:
    """One look and what earns it ("" : open from the start)."""

    kind: str
    style: str
    achievement: str = ""

    @property
    def title(self) -> str:
        """The look's name in the language in force."""
        return tr(TITLES.get((self.kind, self.style), self.style))


DEFAULTS: tuple[Unlock, ...] = (Unlock(CARD_BACK, DEFAULT), Unlock(TABLE_THEME, DEFAULT))


def _check_entry(raw: Any, where: str, known: set[str]) -> Unlock:
    def bad(problem: str) -> UnlockDataError:
        return UnlockDataError(f"{where}: {problem}")

    if not isinstance(raw, dict):
        raise bad("an unlock must be a table")
    unknown = set(raw) - ENTRY_KEYS
    if unknown:
        raise bad(f"unknown key(s) {', '.join(sorted(unknown))}")
    kind, style, achievement = raw.get("kind"), raw.get("style"), raw.get("achievement", "")
    if kind not in STYLES:
        raise bad(f"kind {kind!r} is not one of {', '.join(STYLES)}")
    if style not in STYLES[kind]:
        raise bad(f"{kind} {style!r} is not one of {', '.join(STYLES[kind])}")
    if not isinstance(achievement, str):
        raise bad("achievement must be an achievement's id")
    if achievement and achievement not in known:
        raise bad(f"no achievement {achievement!r} in achievements.toml")
    if style == DEFAULT and achievement:
        raise bad(f"the default {kind} is always open: it takes no achievement")
    return Unlock(kind, style, achievement)


def parse(
    data: Any, source: str, achievements: tuple[Achievement, ...] | None = None
) -> tuple[Unlock, ...]:
    """The unlocks of a parsed data file (the defaults first when it leaves them out);
    UnlockDataError naming ``source`` and the entry when one is bad."""
    entries = data.get("unlock") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise UnlockDataError(f"{source}: no [[unlock]] entries")
    try:
        known = {a.id for a in (achievements or standard_achievements())}
    except AchievementDataError as error:
        raise UnlockDataError(f"{source}: the achievements are unreadable ({error})") from None
    out = list(DEFAULTS)
    for index, raw in enumerate(entries, start=1):
        unlock = _check_entry(raw, f"{source}: unlock {index}", known)
        if unlock in DEFAULTS:
            continue
        if any((u.kind, u.style) == (unlock.kind, unlock.style) for u in out):
            raise UnlockDataError(f"{source}: {unlock.kind} {unlock.style!r} is listed twice")
        out.append(unlock)
    return tuple(out)


def load(path: Path = DATA_FILE) -> tuple[Unlock, ...]:
    """Read and check a data file (UnlockDataError on any problem, naming the file)."""
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise UnlockDataError(f"{path.name}: {error}") from None
    return parse(data, path.name)


@cache
def standard() -> tuple[Unlock, ...]:
    """The game's unlocks (the shipped file); its defaults alone when the file is bad."""
    try:
        return load(DATA_FILE)
    except UnlockDataError as error:
        logger.error("unlocks unusable, only the default looks are offered: %s", error)
        return DEFAULTS


def of_kind(unlocks: tuple[Unlock, ...], kind: str) -> list[Unlock]:
    return [unlock for unlock in unlocks if unlock.kind == kind]


def is_open(
    unlock: Unlock,
    unlocked_achievements: dict[str, str] | set[str],
    won_on_ladder: Collection[str] = (),
) -> bool:
    """Whether the look can be chosen: open from the start, its achievement unlocked, or its
    style won on the arcade ladder (``won_on_ladder``: the profile's styles of its kind)."""
    return (
        not unlock.achievement
        or unlock.achievement in unlocked_achievements
        or unlock.style in won_on_ladder
    )


def open_looks(
    unlocks: tuple[Unlock, ...],
    unlocked_achievements: dict[str, str] | set[str],
    kind: str,
    won_on_ladder: Collection[str] = (),
) -> list[Unlock]:
    """The looks of ``kind`` a player may choose, in file order (one list for Options and
    arcade free play: earned by an achievement or won on the ladder)."""
    return [u for u in of_kind(unlocks, kind) if is_open(u, unlocked_achievements, won_on_ladder)]


def open_styles(
    unlocks: tuple[Unlock, ...],
    unlocked_achievements: dict[str, str] | set[str],
    kind: str,
    won_on_ladder: Collection[str] = (),
) -> list[str]:
    """The styles of ``kind`` a player may choose, in file order."""
    return [u.style for u in open_looks(unlocks, unlocked_achievements, kind, won_on_ladder)]


def won_on_ladder(kind: str, store: ProfileStore | None = None) -> set[str]:
    """The styles of ``kind`` the arcade profile has won on the ladder (read from disk when
    no store is given; a damaged profile is replaced by a fresh one by its store)."""
    store = store if store is not None else ProfileStore().load()
    return set(store.profile.unlocked.get(kind, []))


def title_of(kind: str, style: str) -> str:
    """A look's name in the language in force (its id when the game does not name it)."""
    return Unlock(kind, style).title


def style_in_force(kind: str, chosen: str) -> str:
    """The style the table draws for the settings' ``chosen`` one: the default when it is
    not a style of ``kind`` the game offers (an old or hand-edited settings file)."""
    if chosen in STYLES[kind] and any(u.style == chosen for u in of_kind(standard(), kind)):
        return chosen
    if chosen != DEFAULT:
        logger.warning("%s %r is not offered: drawing the default", kind, chosen)
    return DEFAULT


def earned_by(
    achievement_ids: list[str], offered: tuple[Unlock, ...] | None = None
) -> list[Unlock]:
    """The looks these achievements unlock, in file order."""
    wanted = set(achievement_ids)
    return [u for u in (offered or standard()) if u.achievement and u.achievement in wanted]


def earned_lines(unlocked: list[Achievement]) -> list[str]:
    """The line naming the looks just unlocked ([] when none is), told after the toast."""
    looks = earned_by([achievement.id for achievement in unlocked])
    if not looks:
        return []
    if len(looks) == 1:
        return [tr("New table look: {name}", name=looks[0].title)]
    names = tr(", ").join(look.title for look in looks)
    return [tr("New table looks: {names}", names=names)]


achievement_book.tell_also(earned_lines)
