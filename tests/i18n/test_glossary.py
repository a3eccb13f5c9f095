"""The glossary (game/locale/glossary.toml): one word per language for each thing of the game,
held over every catalog string by `python -m game i18n check`. A planted inconsistency (文 for
points where the glossary says 点, "CPU" in Chinese, a koi-koi message without こいこい) fails
the check; the shipped catalogs pass it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.i18n.catalog_files import locale_root, read_po
from game.i18n.check import check
from game.i18n.glossary import GlossaryError, entry_problems, load_rules

LANGUAGES = ("ja", "zh-Hans", "zh-Hant")


def test_every_shipped_catalog_string_keeps_to_the_glossary() -> None:
    rules = load_rules()
    problems = []
    for language in LANGUAGES:
        for path in sorted((locale_root() / language / "LC_MESSAGES").glob("*.po")):
            for entry in read_po(path):
                if entry.msgid and entry.translated:
                    problems += entry_problems(language, entry, rules)
    assert problems == []


def test_the_glossary_names_the_terms_the_issue_asks_for() -> None:
    rules = load_rules()
    terms = {rule.term.split(" (")[0] for rule in rules}
    assert {"points", "koi-koi", "yaku", "round", "month", "CPU", "Roppyakken", "Hana-awase"} <= (
        terms
    )
    assert {"the seat colours red, blue, green, gold", "chaff", "ribbons", "animals"} <= terms
    by_term = {rule.term.split(" (")[0]: rule.word for rule in rules if rule.language == "ja"}
    assert by_term["points"] == "点"


def _plant(tmp_path: Path, language: str, domain: str, old: str, new: str) -> Path:
    """A copy of the shipped catalogs with one translation changed."""
    root = tmp_path / "locale"
    shutil.copytree(locale_root(), root)
    path = root / language / "LC_MESSAGES" / f"{domain}.po"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return root


@pytest.mark.parametrize(
    ("language", "domain", "old", "new", "found"),
    [
        # 文 for points in Japanese (Roppyakken and Hana-awase mixed 文 and 点)
        ("ja", "common", 'msgstr[0] "{count}点"', 'msgstr[0] "{count}文"', "'文'"),
        # a seat named "CPU" in Chinese
        ("zh-Hans", "common", 'msgstr "{colour}方电脑"', 'msgstr "{colour} CPU"', "'CPU'"),
        # a koi-koi message that does not say こいこい
        (
            "ja",
            "table",
            'msgid "Koi-Koi!"\nmsgstr "こいこい！"',
            'msgid "Koi-Koi!"\nmsgstr "コイコイ！"',
            "こいこい",
        ),
        # round and game told apart in Chinese
        ("zh-Hans", "table", 'msgstr "第{number}局结果"', 'msgstr "第{number}轮结果"', "'轮'"),
        # a month number without 第 in Chinese ("Blue CPU赢下 1 月")
        (
            "zh-Hans",
            "overlays",
            'msgstr "{name}赢下第{month}月：+{gain}"',
            'msgstr "{name}赢下 {month} 月：+{gain}"',
            "第",
        ),
    ],
)
def test_a_planted_inconsistency_fails_the_check(
    tmp_path: Path, language: str, domain: str, old: str, new: str, found: str
) -> None:
    root = _plant(tmp_path, language, domain, old, new)
    report = check((language,), root=root)
    glossary = [problem for problem in report.problems if "glossary" in problem]
    assert glossary, report.problems
    assert all(problem.startswith(f"{language}: {domain}.po:") for problem in glossary)
    assert any(found in problem for problem in glossary), glossary
    assert check((language,)).ok  # the shipped catalogs pass


def test_a_broken_glossary_is_a_clear_error(tmp_path: Path) -> None:
    broken = tmp_path / "glossary.toml"
    broken.write_text(
        '[[term]]\nname = "points"\n[[term.avoid]]\nlanguage = "ja"\npattern = "文("\n',
        encoding="utf-8",
    )
    with pytest.raises(GlossaryError, match=r"glossary.toml: points: avoid: the pattern"):
        load_rules(broken)
    report = check(("ja",), glossary=broken)
    assert any("the pattern '文(' is broken" in problem for problem in report.problems)
