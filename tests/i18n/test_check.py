"""`python -m game i18n check` names every kind of problem it exists to catch (an
untranslated message, a broken placeholder, a glyph the language's font lacks, a broken
catalog file); the extractor sees every kind of translation call."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.assets.fonts import language_faces, missing_glyphs
from game.i18n.check import check
from game.i18n.sources import Message, messages_in_code


def catalog(root: Path, language: str, text: str) -> None:
    folder = root / language / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "common.po").write_text(text, encoding="utf-8")


@pytest.fixture
def few_messages(monkeypatch: pytest.MonkeyPatch) -> None:
    """Checks against three messages only."""
    messages = {
        "common": [
            Message("Back", origin="a.py:1"),
            Message("Round {number}", origin="a.py:2"),
            Message("{count} card", plural="{count} cards", origin="a.py:3"),
        ]
    }
    monkeypatch.setattr("game.i18n.check.domain_messages", lambda: messages)


def test_an_untranslated_message_is_named_with_its_origin(tmp_path: Path, few_messages) -> None:
    catalog(
        tmp_path,
        "ja",
        'msgid "Back"\nmsgstr "戻る"\n\nmsgid "{count} card"\nmsgid_plural "{count} cards"\n'
        'msgstr[0] "{count}枚"\n',
    )
    report = check(("ja",), root=tmp_path)
    assert report.problems == ["ja: untranslated 'Round {number}' (a.py:2)"]
    assert report.translated == {"ja": 2}


def test_a_broken_placeholder_is_named(tmp_path: Path, few_messages) -> None:
    catalog(
        tmp_path,
        "ja",
        'msgid "Back"\nmsgstr "戻る"\n\nmsgid "Round {number}"\nmsgstr "第{num}局"\n\n'
        'msgid "{count} card"\nmsgid_plural "{count} cards"\nmsgstr[0] "{count}枚{"\n',
    )
    problems = check(("ja",), root=tmp_path).problems
    assert any(
        "'第{num}局' has placeholders ['num'], the English ['number']" in p for p in problems
    )
    assert any("'{count}枚{' is not a valid template" in p for p in problems)


def test_a_missing_glyph_is_named(tmp_path: Path, few_messages) -> None:
    catalog(
        tmp_path,
        "zh-Hans",
        'msgid "Back"\nmsgstr "返回\U0001f004"\n\nmsgid "Round {number}"\nmsgstr "第{number}局"\n\n'
        'msgid "{count} card"\nmsgid_plural "{count} cards"\nmsgstr[0] "{count}张"\n',
    )
    report = check(("zh-Hans",), glyphs=missing_glyphs, faces=language_faces, root=tmp_path)
    problems = report.problems
    assert problems == [
        "zh-Hans: the sc font lacks '\U0001f004' (run tools/subset_fonts.py)",
        "zh-Hans: the sc_regular font lacks '\U0001f004' (run tools/subset_fonts.py)",
    ]


def test_a_broken_catalog_file_is_named(tmp_path: Path, few_messages) -> None:
    catalog(tmp_path, "ja", 'msgid "Back"\nmsgstr "戻る\n')
    problems = check(("ja",), root=tmp_path).problems
    assert problems[0].startswith("ja: ") and "common.po:2: expected a quoted string" in problems[0]


def test_the_extractor_reads_every_kind_of_call(tmp_path: Path) -> None:
    source = tmp_path / "screen.py"
    source.write_text(
        "tr('Back')\n"
        "tr_ctx('koi-koi call', 'Stop')\n"
        "tr_n('{count} card', '{count} cards', n)\n"
        "HEADING = tr_later('Options')\n"
        "wording.plural(n, '{count} month', '{count} months')\n"
        "for_seat(name, 'Your turn', \"{name}'s turn\")\n"
        "tr(variable)\n",
        encoding="utf-8",
    )
    found = {(m.context, m.msgid, m.plural) for m in messages_in_code(source)}
    assert found == {
        (None, "Back", None),
        ("koi-koi call", "Stop", None),
        (None, "{count} card", "{count} cards"),
        (None, "Options", None),
        (None, "{count} month", "{count} months"),
        (None, "Your turn", None),
        (None, "{name}'s turn", None),
    }
