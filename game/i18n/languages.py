"""The languages the game offers, their names as their speakers write them, and the
language a first start picks from the system locale."""

from __future__ import annotations

import locale
import os

#: language code -> its name in that language (the Options choice shows these)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "ja": "日本語",
    "zh-Hans": "简体中文",
    "zh-Hant": "繁體中文",
}
DEFAULT_LANGUAGE = "en"
#: languages written without spaces between words (line breaking, fonts)
CJK_LANGUAGES: frozenset[str] = frozenset({"ja", "zh-Hans", "zh-Hant"})

_ALIASES: dict[str, str] = {
    "en": "en",
    "english": "en",
    "ja": "ja",
    "jp": "ja",
    "japanese": "ja",
    "zh": "zh-Hans",
    "zh-hans": "zh-Hans",
    "zh-cn": "zh-Hans",
    "zh-sg": "zh-Hans",
    "zh-my": "zh-Hans",
    "chinese": "zh-Hans",
    "zh-hant": "zh-Hant",
    "zh-tw": "zh-Hant",
    "zh-hk": "zh-Hant",
    "zh-mo": "zh-Hant",
}


def language_name(code: str) -> str:
    """The language's own name ("日本語"); the code itself for an unknown code."""
    return LANGUAGES.get(code, code)


def normalise(tag: str | None) -> str | None:
    """The offered language a locale tag means ("ja_JP.UTF-8" -> "ja", "zh_CN" -> "zh-Hans",
    "Japanese_Japan" -> "ja"), or None when it means none of them."""
    if not tag:
        return None
    cleaned = tag.split(".")[0].split("@")[0].replace("_", "-").strip().lower()
    if not cleaned or cleaned in ("c", "posix"):
        return None
    if cleaned in _ALIASES:
        return _ALIASES[cleaned]
    head = cleaned.split("-")[0]
    if head in ("zh", "chinese") and any(mark in cleaned for mark in ("hant", "tw", "hk", "mo")):
        return "zh-Hant"  # "zh-Hant-TW", "Chinese (Traditional)_Taiwan"
    return _ALIASES.get(head)


def system_language() -> str:
    """The language of the system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the
    OS's locale), English when it is none of the offered ones."""
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for tag in os.environ.get(variable, "").split(":"):
            found = normalise(tag)
            if found is not None:
                return found
    try:
        found = normalise(locale.getlocale()[0])
    except ValueError:
        found = None
    return found or DEFAULT_LANGUAGE
