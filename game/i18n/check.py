"""``python -m game i18n check``: every catalog has every message, no translation breaks a
placeholder, no message is translated two ways in two parts of a language, every translation
keeps to the glossary (game/locale/glossary.toml), and every
character of every translation exists in the font its language is drawn with (asked through
FreeType). Exit 0 only when all hold.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.i18n.catalog_files import CatalogError, Entry, catalog_files, read_po
from game.i18n.glossary import GlossaryError, entry_problems, load_rules
from game.i18n.languages import DEFAULT_LANGUAGE, LANGUAGES
from game.i18n.sources import Message, domain_messages


@dataclass
class Report:
    """What the check found, per language."""

    messages: int = 0
    translated: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a str.format template; ValueError for a broken one."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _placeholder_problem(entry: Entry) -> str | None:
    try:
        wanted = placeholders(entry.msgid) | placeholders(entry.plural or "")
    except ValueError as error:
        return f"the English {entry.msgid!r} is not a valid template ({error})"
    for translation in entry.translations:
        try:
            got = placeholders(translation)
        except ValueError as error:
            return f"{translation!r} is not a valid template ({error})"
        if entry.plural is None and got != wanted or not got <= wanted:
            return f"{translation!r} has placeholders {sorted(got)}, the English {sorted(wanted)}"
    return None


GlyphFinder = Callable[[str, str], list[str]]
FacesOf = Callable[[str], tuple[str, ...]]


def check(
    languages: tuple[str, ...] | None = None,
    glyphs: GlyphFinder | None = None,
    faces: FacesOf | None = None,
    domains: tuple[str, ...] | None = None,
    root: Path | None = None,
    glossary: Path | None = None,
) -> Report:
    """Check the catalogs of the languages (default: every language but English) against the
    messages of the domains (default: all), the catalogs read from ``root`` (default
    game/locale). ``glyphs(text, family)`` lists the characters a font family lacks
    (game.assets.fonts.missing_glyphs) and ``faces(language)`` names the families a language
    is drawn with (game.assets.fonts.language_faces); without both the fonts are not
    checked. Every translation keeps to the glossary (``glossary``, default
    game/locale/glossary.toml)."""
    wanted_languages = languages or tuple(code for code in LANGUAGES if code != DEFAULT_LANGUAGE)
    every: dict[tuple[str | None, str], Message] = {}
    for domain, messages in domain_messages().items():
        if domains and domain not in domains:
            continue
        for message in messages:
            every.setdefault(message.key, message)
    report = Report(messages=len(every))
    try:
        rules = load_rules(glossary)
    except GlossaryError as error:
        report.problems.append(str(error))
        rules = []
    for language in wanted_languages:
        entries: dict[tuple[str | None, str], Entry] = {}
        for path in catalog_files(language, root):
            try:
                parsed = read_po(path)
            except CatalogError as error:
                report.problems.append(f"{language}: {error}")
                continue
            for entry in parsed:
                if not entry.msgid:
                    continue
                problem = _placeholder_problem(entry)
                if problem and entry.translated:
                    report.problems.append(f"{language}: {path.name}:{entry.line}: {problem}")
                if not entry.translated:
                    continue
                report.problems += [
                    f"{language}: {path.name}:{entry.line}: {problem}"
                    for problem in entry_problems(language, entry, rules)
                ]
                first = entries.setdefault(entry.key, entry)
                if first.translations != entry.translations and entry.key in every:
                    report.problems.append(
                        f"{language}: {entry.msgid!r} is translated two ways: "
                        f"{first.translations[0]!r} (first) and {entry.translations[0]!r} "
                        f"({path.name}:{entry.line}); the first file wins at run time"
                    )
        missing = [message for key, message in every.items() if key not in entries]
        for message in missing:
            context = f" [{message.context}]" if message.context else ""
            report.problems.append(
                f"{language}: untranslated{context} {message.msgid!r} ({message.origin})"
            )
        report.translated[language] = len(every) - len(missing)
        if glyphs is not None and faces is not None:
            found = [entries[key] for key in every if key in entries]
            report.problems += _glyph_problems(language, found, glyphs, faces(language))
    return report


def _glyph_problems(
    language: str, entries: list[Entry], missing_glyphs: GlyphFinder, families: tuple[str, ...]
) -> list[str]:
    text = "".join(translation for entry in entries for translation in entry.translations)
    problems: list[str] = []
    for family in families:
        missing = missing_glyphs(text, family)
        if missing:
            problems.append(
                f"{language}: the {family} font lacks {''.join(missing)!r} "
                "(run tools/subset_fonts.py)"
            )
    return problems
