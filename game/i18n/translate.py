"""The language in force and the look-ups every player-facing string goes through.

One ``gettext.GNUTranslations`` per language is loaded on first use and kept. English needs
no catalog (the msgids are English). A look-up with values fills the translated template with
``str.format``; a translation whose placeholders do not fit falls back to the English template,
so a catalog mistake shows English instead of crashing (``i18n check`` catches it in CI).
"""

from __future__ import annotations

import gettext
import logging
from collections.abc import Callable
from typing import Any

from game.i18n.catalog_files import CatalogError, load_translations
from game.i18n.languages import CJK_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGES

logger = logging.getLogger(__name__)

_current = DEFAULT_LANGUAGE
_translations: dict[str, gettext.NullTranslations] = {}
_listeners: list[Callable[[str], None]] = []


def current_language() -> str:
    return _current


def is_cjk(language: str | None = None) -> bool:
    """Whether the language (default: the one in force) is written without spaces."""
    return (language or _current) in CJK_LANGUAGES


def set_language(code: str) -> str:
    """Put a language in force and tell the listeners (caches of drawn text) when it
    changed; returns the language now in force. Raises ValueError for an unknown code."""
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r} (known: {', '.join(LANGUAGES)})")
    _translation(code)
    if code == _current:
        return _current
    _current = code
    for listener in list(_listeners):
        listener(code)
    return _current


def on_language_change(listener: Callable[[str], None]) -> Callable[[str], None]:
    """Call ``listener(code)`` after every language change (usable as a decorator)."""
    _listeners.append(listener)
    return listener


def _translation(code: str) -> gettext.NullTranslations:
    found = _translations.get(code)
    if found is None:
        if code == DEFAULT_LANGUAGE:
            found = gettext.NullTranslations()
        else:
            try:
                found = load_translations(code)
            except CatalogError as error:
                logger.warning("%s; showing English", error)
                found = gettext.NullTranslations()
        _translations[code] = found
    return found


def forget_catalogs() -> None:
    """Drop the loaded catalogs (the next look-up reads the .po files again)."""
    _translations.clear()


def _filled(translated: str, english: str, values: dict[str, Any]) -> str:
    if not values:
        return translated
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):
        return english.format(**values)


def tr(message: str, **values: Any) -> str:
    """The message in the language in force, filled in with ``values``."""
    return _filled(_translation(_current).gettext(message), message, values)


def tr_ctx(context: str, message: str, **values: Any) -> str:
    """Like :func:`tr` for a message whose English has more than one meaning."""
    return _filled(_translation(_current).pgettext(context, message), message, values)


def tr_n(one: str, other: str, count: int, **values: Any) -> str:
    """The form for ``count`` (``{count}`` is filled in too)."""
    english = one if count == 1 else other
    translated = _translation(_current).ngettext(one, other, count)
    return _filled(translated, english, {"count": count, **values})


def tr_later(message: str) -> str:
    """Marks a message for the catalogs without translating it yet (it is translated with
    :func:`tr` where it is drawn)."""
    return message
