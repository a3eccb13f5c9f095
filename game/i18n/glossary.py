"""The glossary (game/locale/glossary.toml): the one word each language uses for each thing
of the game, and the check that holds every translation to it.

A term's ``avoid`` rules name what a translation must not say (文 for points where the
glossary says 点, "CPU" in Chinese where it says the word for computer); its ``require``
rules name what the translation of a message must say when the English says a word (every
"koi-koi" is こいこい in Japanese). ``python -m game i18n check`` reports each break with
its file and line.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from game.i18n.catalog_files import Entry, locale_root

GLOSSARY_FILE = "glossary.toml"


class GlossaryError(ValueError):
    """A glossary file that cannot be read; the message names the file and the term."""


@dataclass(frozen=True)
class Rule:
    """One rule of a term: ``avoid`` (the translation must not match ``pattern``) or
    ``require`` (it must), for messages whose English matches ``english`` (any when None)
    and not ``unless_english``."""

    term: str
    kind: str
    word: str
    language: str
    pattern: re.Pattern[str]
    english: re.Pattern[str] | None = None
    unless_english: re.Pattern[str] | None = None
    found: str = ""

    @property
    def glossary_says(self) -> str:
        return f"the glossary says {self.word} for {self.term}" if self.word else self.term

    def applies(self, language: str, msgid: str) -> bool:
        if language != self.language:
            return False
        if self.english is not None and not self.english.search(msgid):
            return False
        return self.unless_english is None or not self.unless_english.search(msgid)

    def problem(self, translation: str) -> str | None:
        """What is wrong with the translation under this rule (None: nothing)."""
        if self.kind == "avoid":
            match = self.pattern.search(translation)
            if match is None:
                return None
            return f"says {match.group(0).strip()!r} ({self.found}): {self.glossary_says}"
        if self.pattern.search(translation) is None:
            return f"lacks {self.pattern.pattern!r}: {self.glossary_says}"
        return None


def _compiled(value: object, where: str) -> re.Pattern[str] | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise GlossaryError(f"{where}: a pattern must be a string")
    try:
        return re.compile(value)
    except re.error as error:
        raise GlossaryError(f"{where}: the pattern {value!r} is broken ({error})") from None


def load_rules(path: Path | None = None) -> list[Rule]:
    """Every rule of the glossary file (default game/locale/glossary.toml)."""
    path = path or locale_root() / GLOSSARY_FILE
    try:
        with path.open("rb") as handle:
            data = tomllib.load(handle)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise GlossaryError(f"{path}: cannot be read ({error})") from None
    rules: list[Rule] = []
    for number, term in enumerate(data.get("term", []), start=1):
        name = term.get("name", f"term {number}")
        for kind in ("avoid", "require"):
            for rule in term.get(kind, []):
                where = f"{path.name}: {name}: {kind}"
                pattern = _compiled(rule.get("pattern"), where)
                if pattern is None or not isinstance(rule.get("language"), str):
                    raise GlossaryError(f"{where}: needs a language and a pattern")
                rules.append(
                    Rule(
                        term=name,
                        kind=kind,
                        word=str(term.get(rule["language"], "")),
                        language=rule["language"],
                        pattern=pattern,
                        english=_compiled(rule.get("english"), where),
                        unless_english=_compiled(rule.get("unless_english"), where),
                        found=str(rule.get("found", "")),
                    )
                )
    return rules


def entry_problems(language: str, entry: Entry, rules: list[Rule]) -> list[str]:
    """The glossary breaks of one catalog entry's translations."""
    problems: list[str] = []
    english = entry.msgid + (" " + entry.plural if entry.plural else "")
    for rule in rules:
        if not rule.applies(language, english):
            continue
        for translation in entry.translations:
            problem = rule.problem(translation)
            if problem:
                problems.append(f"{entry.msgid[:60]!r}: {translation[:60]!r} {problem}")
                break
    return problems
