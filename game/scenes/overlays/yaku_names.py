"""The yaku names the overlays draw, in the language in force: English the romanised short
name ("Ino-shika-cho"), Japanese the engine's Japanese name (猪鹿蝶, roppyakken's 小三),
Chinese the catalogs' name under the "yaku" context (the seeds' names), which the table's
catalog holds.

A stand-in for the table's yaku-name display (game.view.names, being written at the same
time as this part): when it lands, these two functions become imports of its
``yaku_label`` / ``game_yaku_label`` and this module goes.
"""

from __future__ import annotations

from game.engine import games
from game.i18n import current_language, tr, tr_ctx


def _english_and_japanese(name: str, game: str | None) -> tuple[str, str] | None:
    for gid in ((game,) if game else ()) + games.GAME_IDS:
        names = games.yaku_names(gid)
        if name in names:
            return names[name]
    return None


def game_yaku_label(name: str, game: str | None = None) -> str:
    """A yaku's (or teyaku's) short name as drawn ("Te-san", 手三); ``game``'s names first
    (roppyakken and hana-awase share most ids)."""
    entry = _english_and_japanese(name, game)
    if entry is None:
        return name
    english, japanese = entry
    language = current_language()
    if language == "ja":
        return japanese
    if language != "en":
        translated = tr_ctx("yaku", english)
        if translated == english:
            translated = tr(english)
        if translated != english:
            return translated
    return english.split(" (")[0]


def yaku_label(name: str) -> str:
    """A koi-koi yaku's short name as drawn ("Ino-shika-cho", 猪鹿蝶)."""
    return game_yaku_label(name, games.KOIKOI)
