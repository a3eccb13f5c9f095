"""The game's languages: one translation helper for every player-facing string.

Use :func:`tr` (``tr("Back")``, ``tr("Round {number}", number=3)``), :func:`tr_ctx` where one
English word has two meanings (``tr_ctx("button", "Stop")``), :func:`tr_n` for counts
(``tr_n("{count} card", "{count} cards", count)``) and :func:`tr_later` to mark a string kept
for later (a label stored at import time and translated where it is drawn). Everything is
translated when it is drawn, so a language switch from Options shows at once.

The catalogs are gettext .po files in game/locale/<language>/LC_MESSAGES/, read with the
standard library only (game.i18n.catalog_files); Babel is the development tool that extracts
and updates them (tools/i18n_update.py). ``python -m game i18n check`` proves every catalog
complete, its placeholders intact and every glyph present in the language's font.
"""

from game.i18n.languages import LANGUAGES, language_name, normalise, system_language
from game.i18n.translate import (
    current_language,
    is_cjk,
    on_language_change,
    set_language,
    tr,
    tr_ctx,
    tr_later,
    tr_n,
)

__all__ = [
    "LANGUAGES",
    "current_language",
    "is_cjk",
    "language_name",
    "normalise",
    "on_language_change",
    "set_language",
    "system_language",
    "tr",
    "tr_ctx",
    "tr_later",
    "tr_n",
]
