"""The list of achievements, read from game/persist/achievements.toml and checked.

Each entry's condition is a small declarative table (the vocabulary is described at the top
of the data file); nothing in it is evaluated as code. A "family" entry (``each_yaku``) is
expanded into one achievement per yaku (and teyaku) the game's scorer names. A bad entry
raises :class:`AchievementDataError` naming the file and the entry.
"""

from __future__ import annotations

import re
import string
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from game.core.kinds import MatchMode
from game.engine import games

DATA_FILE = Path(__file__).with_name("achievements.toml")
ANY_GAME = "any"
MODES = tuple(mode.value for mode in MatchMode)  # cpu, couch, online, arcade, watch
_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
#: condition key -> the type its value must have (bool keys must be true)
CONDITION_TYPES: dict[str, type] = {
    "yaku": str,
    "each_yaku": bool,
    "skip": list,
    "match_won": bool,
    "won_after_koikoi": int,
    "ichikoro": bool,
    "month_points": int,
    "ladder_cleared": bool,
    "mode": str,
    "humans": int,
    "seats": int,
    "count": int,
    "all_of": list,
}
#: conditions that only make sense for one game
GAME_ONLY = {"won_after_koikoi": games.KOIKOI, "ichikoro": games.ROPPYAKKEN}
ENTRY_KEYS = {"id", "game", "title", "how", "when"}


class AchievementDataError(ValueError):
    """The achievements data file (or one entry of it) is not usable."""


@dataclass(frozen=True)
class Achievement:
    """One achievement: what to show and the condition that earns it."""

    id: str
    game: str  # a game id, or ANY_GAME
    title: str  # English msgid (may hold {yaku} / {game})
    how: str
    when: dict[str, Any] = field(default_factory=dict)
    yaku: str = ""  # the yaku a family member is about ("" otherwise)

    @property
    def count(self) -> int:
        return int(self.when.get("count", 1))

    @property
    def needs(self) -> tuple[str, ...]:
        """The achievements this one is made of (``all_of``)."""
        return tuple(self.when.get("all_of", ()))


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _check_entry(raw: Any, where: str) -> list[Achievement]:
    """The achievement(s) of one entry; AchievementDataError naming ``where`` otherwise."""

    def bad(problem: str) -> AchievementDataError:
        return AchievementDataError(f"{where}: {problem}")

    if not isinstance(raw, dict):
        raise bad("an achievement must be a table")
    unknown = set(raw) - ENTRY_KEYS
    if unknown:
        raise bad(f"unknown key(s) {', '.join(sorted(unknown))}")
    for key in ENTRY_KEYS:
        if key not in raw:
            raise bad(f"missing {key!r}")
    ident, game, title, how, when = (raw[k] for k in ("id", "game", "title", "how", "when"))
    if not isinstance(ident, str) or not _ID.match(ident):
        raise bad(f"id {ident!r} must be lower-case letters, digits and hyphens")
    if game != ANY_GAME and game not in games.GAME_IDS:
        raise bad(f"game {game!r} is not one of {', '.join((*games.GAME_IDS, ANY_GAME))}")
    if not isinstance(title, str) or not title.strip() or not isinstance(how, str) or not how:
        raise bad("title and how must be non-empty strings")
    if not isinstance(when, dict) or not when:
        raise bad("when must be a non-empty table of conditions")
    for key, value in when.items():
        wanted = CONDITION_TYPES.get(key)
        if wanted is None:
            raise bad(f"unknown condition {key!r}")
        if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
            raise bad(f"condition {key!r} must be a {wanted.__name__}, not {value!r}")
        if wanted is bool and value is not True:
            raise bad(f"condition {key!r} can only be true")
        if wanted is int and value < 1:
            raise bad(f"condition {key!r} must be 1 or more")
        only = GAME_ONLY.get(key)
        if only is not None and game != only:
            raise bad(f"condition {key!r} is for {only} only")
    if "all_of" in when and len(when) > 1:
        raise bad("all_of stands alone in its condition")
    if "yaku" in when and "each_yaku" in when:
        raise bad("yaku and each_yaku do not go together")
    if "skip" in when and "each_yaku" not in when:
        raise bad("skip goes with each_yaku")
    for key in ("skip", "all_of"):
        if not all(isinstance(item, str) for item in when.get(key, [])):
            raise bad(f"condition {key!r} must list ids (strings)")
    if "mode" in when and when["mode"] not in MODES:
        raise bad(f"mode {when['mode']!r} is not one of {', '.join(MODES)}")
    if ("yaku" in when or "each_yaku" in when) and game == ANY_GAME:
        raise bad("a yaku condition needs one game")
    known = games.yaku_names(game) if game != ANY_GAME else {}
    for yaku in [when.get("yaku")] * ("yaku" in when) + list(when.get("skip", [])):
        if yaku not in known:
            raise bad(f"{game} scores no yaku {yaku!r}")
    allowed = {"game", "yaku"} if "each_yaku" in when else {"game"}
    for text in (title, how):
        extra = _placeholders(text) - allowed
        if extra:
            raise bad(f"unknown placeholder(s) {', '.join(sorted(extra))} in {text!r}")
    if "each_yaku" not in when:
        return [Achievement(ident, game, title, how, dict(when))]
    rest = {k: v for k, v in when.items() if k not in ("each_yaku", "skip")}
    skipped = set(when.get("skip", ()))
    return [
        Achievement(f"{ident}-{yaku}", game, title, how, {**rest, "yaku": yaku}, yaku=yaku)
        for yaku in sorted(known)
        if yaku not in skipped
    ]


def parse(data: Any, source: str) -> tuple[Achievement, ...]:
    """The achievements of a parsed data file; AchievementDataError naming ``source`` and
    the entry when one is bad."""
    entries = data.get("achievement") if isinstance(data, dict) else None
    if not isinstance(entries, list) or not entries:
        raise AchievementDataError(f"{source}: no [[achievement]] entries")
    out: list[Achievement] = []
    for index, raw in enumerate(entries, start=1):
        name = raw.get("id") if isinstance(raw, dict) else None
        where = f"{source}: achievement {index}" + (f" ({name!r})" if name else "")
        out.extend(_check_entry(raw, where))
    seen: set[str] = set()
    for achievement in out:
        if achievement.id in seen:
            raise AchievementDataError(f"{source}: achievement {achievement.id!r} is listed twice")
        seen.add(achievement.id)
    for achievement in out:
        missing = [needed for needed in achievement.needs if needed not in seen]
        if missing or (achievement.needs and achievement.id in achievement.needs):
            raise AchievementDataError(
                f"{source}: achievement {achievement.id!r}: all_of names unknown or itself: "
                f"{', '.join(missing) or achievement.id}"
            )
    return tuple(out)


def load(path: Path = DATA_FILE) -> tuple[Achievement, ...]:
    """Read and check a data file (AchievementDataError on any problem, naming the file)."""
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise AchievementDataError(f"{path.name}: {error}") from None
    return parse(data, path.name)


@cache
def standard() -> tuple[Achievement, ...]:
    """The game's own achievements (the shipped data file)."""
    return load(DATA_FILE)


def of_game(achievements: tuple[Achievement, ...], game: str) -> list[Achievement]:
    """The achievements shown on ``game``'s page (a game id or ANY_GAME)."""
    return [achievement for achievement in achievements if achievement.game == game]
