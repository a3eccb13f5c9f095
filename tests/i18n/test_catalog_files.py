"""The .po reader and the in-memory .mo compiler: contexts, plurals, escapes, fuzzy entries
and broken files named with their line."""

from __future__ import annotations

import gettext
import io
from pathlib import Path

import pytest

from game.i18n.catalog_files import CatalogError, compile_mo, load_translations, parse_po, read_po

PO = r"""
msgid ""
msgstr ""
"Language: ja\n"

#: game/x.py:1
msgid "Back"
msgstr "戻る"

msgctxt "koi-koi call"
msgid "Stop"
msgstr "勝負"

msgid "Stop"
msgstr "止める"

msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count}枚"

#, fuzzy
msgid "Options"
msgstr "オプション"

msgid "Say \"hi\"\n"
"then go"
msgstr "「やあ」\n"
"と言う"

msgid "Untranslated"
msgstr ""

#~ msgid "Gone"
#~ msgstr "消えた"
"""


def translations(text: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(text), "ja")))


def test_a_catalog_translates_plain_context_and_plural_messages() -> None:
    ja = translations(PO)
    assert ja.gettext("Back") == "戻る"
    assert ja.pgettext("koi-koi call", "Stop") == "勝負"
    assert ja.gettext("Stop") == "止める"
    assert ja.ngettext("{count} card", "{count} cards", 1) == "{count}枚"
    assert ja.ngettext("{count} card", "{count} cards", 5) == "{count}枚"
    assert ja.gettext('Say "hi"\nthen go') == "「やあ」\nと言う"


def test_fuzzy_empty_and_obsolete_entries_stay_english() -> None:
    ja = translations(PO)
    assert ja.gettext("Options") == "Options"
    assert ja.gettext("Untranslated") == "Untranslated"
    assert ja.gettext("Gone") == "Gone"


def test_the_parser_keeps_each_entrys_fields() -> None:
    entries = {entry.key: entry for entry in parse_po(PO)}
    plural = entries[(None, "{count} card")]
    assert plural.plural == "{count} cards" and plural.translations == ["{count}枚"]
    assert entries[("koi-koi call", "Stop")].translations == ["勝負"]
    assert entries[(None, "Options")].fuzzy and not entries[(None, "Options")].translated
    assert (None, "Gone") not in entries


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('msgid "a"\nmsgstr "b', ":2: expected a quoted string"),
        ('msgid "a"\nmsgstr "b\\q"', ":2: a broken escape"),
        ('msgid "a"\nmsgwhat "b"', ":2: unknown keyword"),
        ('"stray"', ":1: a string line outside any message"),
    ],
)
def test_a_broken_catalog_names_the_line(text: str, problem: str) -> None:
    with pytest.raises(CatalogError, match=problem):
        parse_po(text, "broken.po")


def test_a_broken_file_is_named(tmp_path: Path) -> None:
    path = tmp_path / "menus.po"
    path.write_bytes(b"msgid \xff")
    with pytest.raises(CatalogError, match="menus.po: cannot be read"):
        read_po(path)


def test_a_languages_files_are_merged(tmp_path: Path) -> None:
    folder = tmp_path / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "a.po").write_text('msgid "Back"\nmsgstr "戻る"\n', encoding="utf-8")
    (folder / "b.po").write_text('msgid "Done"\nmsgstr "完了"\n', encoding="utf-8")
    ja = load_translations("ja", tmp_path)
    assert (ja.gettext("Back"), ja.gettext("Done")) == ("戻る", "完了")
