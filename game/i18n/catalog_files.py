"""Reading the gettext catalogs with the standard library: a .po parser, an in-memory .mo
compiler and the loader that merges a language's .po files into one
``gettext.GNUTranslations`` (class-based gettext, so the language can change at run time).

The .po files are the source of truth (committed); nothing is compiled ahead of time, so a
catalog can never be stale. Fuzzy and empty translations are left out (English shows).
"""

from __future__ import annotations

import gettext
import io
import struct
from dataclasses import dataclass, field
from pathlib import Path

from game.core.paths import resource_path

CONTEXT_SEPARATOR = "\x04"
PLURAL_SEPARATOR = "\x00"
#: plural rules of the offered languages (Japanese and Chinese have one form)
PLURAL_FORMS: dict[str, str] = {
    "en": "nplurals=2; plural=(n != 1);",
    "ja": "nplurals=1; plural=0;",
    "zh-Hans": "nplurals=1; plural=0;",
    "zh-Hant": "nplurals=1; plural=0;",
}


class CatalogError(ValueError):
    """A .po file that cannot be read; the message names the file and the line."""


@dataclass
class Entry:
    """One message of a .po file."""

    msgid: str
    context: str | None = None
    plural: str | None = None
    translations: list[str] = field(default_factory=list)
    fuzzy: bool = False
    line: int = 0

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)

    @property
    def translated(self) -> bool:
        return not self.fuzzy and bool(self.translations) and all(self.translations)


def locale_root() -> Path:
    """game/locale (inside the package, or the frozen executable's bundle)."""
    return resource_path("game", "locale")


def catalog_files(language: str, root: Path | None = None) -> list[Path]:
    """The language's .po files, sorted by name."""
    folder = (root or locale_root()) / language / "LC_MESSAGES"
    return sorted(folder.glob("*.po")) if folder.is_dir() else []


def parse_po(text: str, source: str = "<po>") -> list[Entry]:
    """The entries of a .po text (header entry included, msgid ""); raises CatalogError."""
    entries: list[Entry] = []
    current: Entry | None = None
    target: tuple[str, int] | None = None  # which field continuation lines extend
    fuzzy_next = False
    obsolete = False

    def finish() -> None:
        nonlocal current
        if current is not None and not obsolete:
            entries.append(current)
        current = None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            finish()
            target = None
            obsolete = False
            continue
        if line.startswith("#~"):
            obsolete = True
            continue
        if line.startswith("#"):
            if current is not None and target is not None and target[0] == "msgstr":
                finish()
                target = None
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy_next = True
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if current is None or target is None:
                raise CatalogError(f"{source}:{number}: a string line outside any message")
            _extend(current, target, _unquote(line, source, number))
            continue
        value = _unquote(rest.strip(), source, number)
        if keyword == "msgctxt":
            finish()
            current = Entry(msgid="", context=value, fuzzy=fuzzy_next, line=number)
            fuzzy_next = False
            target = ("msgctxt", 0)
        elif keyword == "msgid":
            if current is None or target is None or target[0] != "msgctxt":
                finish()
                current = Entry(msgid="", fuzzy=fuzzy_next, line=number)
                fuzzy_next = False
            current.msgid = value
            target = ("msgid", 0)
        elif keyword == "msgid_plural":
            if current is None:
                raise CatalogError(f"{source}:{number}: msgid_plural before msgid")
            current.plural = value
            target = ("msgid_plural", 0)
        elif keyword.startswith("msgstr"):
            if current is None:
                raise CatalogError(f"{source}:{number}: msgstr before msgid")
            index = 0
            if keyword != "msgstr":
                try:
                    index = int(keyword[len("msgstr[") : -1])
                except ValueError:
                    raise CatalogError(f"{source}:{number}: bad keyword {keyword!r}") from None
            while len(current.translations) <= index:
                current.translations.append("")
            current.translations[index] = value
            target = ("msgstr", index)
        else:
            raise CatalogError(f"{source}:{number}: unknown keyword {keyword!r}")
    finish()
    return entries


_ESCAPES: dict[str, str] = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}


def _unquote(token: str, source: str, number: int) -> str:
    if len(token) < 2 or not (token.startswith('"') and token.endswith('"')):
        raise CatalogError(f"{source}:{number}: expected a quoted string, got {token[:40]!r}")
    out: list[str] = []
    body = token[1:-1]
    index = 0
    while index < len(body):
        char = body[index]
        if char == '"':
            raise CatalogError(f"{source}:{number}: an unescaped quote in {token[:40]!r}")
        if char != "\\":
            out.append(char)
            index += 1
            continue
        if index + 1 >= len(body) or body[index + 1] not in _ESCAPES:
            raise CatalogError(f"{source}:{number}: a broken escape in {token[:40]!r}")
        out.append(_ESCAPES[body[index + 1]])
        index += 2
    return "".join(out)


def _extend(entry: Entry, target: tuple[str, int], value: str) -> None:
    name, index = target
    if name == "msgctxt":
        entry.context = (entry.context or "") + value
    elif name == "msgid":
        entry.msgid += value
    elif name == "msgid_plural":
        entry.plural = (entry.plural or "") + value
    else:
        entry.translations[index] += value


def read_po(path: Path) -> list[Entry]:
    """The entries of a .po file; CatalogError names the file on any problem."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise CatalogError(f"{path}: cannot be read ({error})") from None
    return parse_po(text, str(path))


def compile_mo(entries: list[Entry], language: str) -> bytes:
    """A GNU .mo file holding the translated entries (and a header naming the plural rule)."""
    header = (
        "Content-Type: text/plain; charset=UTF-8\n"
        f"Language: {language}\n"
        f"Plural-Forms: {PLURAL_FORMS.get(language, PLURAL_FORMS['en'])}\n"
    )
    messages: dict[bytes, bytes] = {b"": header.encode("utf-8")}
    for entry in entries:
        if not entry.msgid or not entry.translated:
            continue
        key = entry.msgid
        if entry.plural is not None:
            key += PLURAL_SEPARATOR + entry.plural
        if entry.context is not None:
            key = entry.context + CONTEXT_SEPARATOR + key
        messages.setdefault(
            key.encode("utf-8"), PLURAL_SEPARATOR.join(entry.translations).encode("utf-8")
        )
    keys = sorted(messages)
    ids = b""
    strs = b""
    offsets: list[tuple[int, int, int, int]] = []
    for encoded in keys:
        value = messages[encoded]
        offsets.append((len(ids), len(encoded), len(strs), len(value)))
        ids += encoded + b"\x00"
        strs += value + b"\x00"
    count = len(keys)
    key_table = 7 * 4
    value_table = key_table + count * 8
    ids_start = value_table + count * 8
    strs_start = ids_start + len(ids)
    key_entries: list[int] = []
    value_entries: list[int] = []
    for id_offset, id_length, str_offset, str_length in offsets:
        key_entries += [id_length, ids_start + id_offset]
        value_entries += [str_length, strs_start + str_offset]
    output = struct.pack("Iiiiiii", 0x950412DE, 0, count, key_table, value_table, 0, 0)
    output += struct.pack(f"{len(key_entries)}i", *key_entries)
    output += struct.pack(f"{len(value_entries)}i", *value_entries)
    return output + ids + strs


def load_translations(language: str, root: Path | None = None) -> gettext.GNUTranslations:
    """Every .po file of the language merged into one translations object (the first file
    that translates a message wins); CatalogError names a broken file."""
    entries: list[Entry] = []
    for path in catalog_files(language, root):
        entries += read_po(path)
    return gettext.GNUTranslations(io.BytesIO(compile_mo(entries, language)))
