"""Switching languages at run time: look-ups, placeholders, plurals, listeners, a bad
catalog or an unknown language never crash."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.core import wording
from game.i18n import translate


@pytest.fixture
def catalogs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Private catalogs for ja: a few messages, one with a broken placeholder."""
    folder = tmp_path / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "test.po").write_text(
        "\n".join(
            [
                'msgid "Back"',
                'msgstr "戻る"',
                "",
                'msgid "Round {number} of {total}"',
                'msgstr "第{number}局（全{total}局）"',
                "",
                'msgid "{name} wins"',
                'msgstr "{nom}の勝ち"',
                "",
                'msgid "{count} pt"',
                'msgid_plural "{count} pts"',
                'msgstr[0] "{count}文"',
                "",
                'msgid "You"',
                'msgstr "あなた"',
                "",
                'msgid "Your turn"',
                'msgstr "あなたの番"',
                "",
                'msgid "{name}\'s turn"',
                'msgstr "{name}の番"',
            ]
        ),
        encoding="utf-8",
    )
    monkeypatch.setattr(translate, "load_translations", lambda code: _load(code, tmp_path))
    translate.forget_catalogs()
    yield tmp_path
    translate.forget_catalogs()


def _load(code: str, root: Path):
    from game.i18n.catalog_files import load_translations

    return load_translations(code, root)


def test_a_message_follows_the_language_in_force(catalogs: Path) -> None:
    assert i18n.tr("Back") == "Back"
    i18n.set_language("ja")
    assert i18n.tr("Back") == "戻る"
    assert i18n.tr("Round {number} of {total}", number=3, total=12) == "第3局（全12局）"
    assert i18n.tr("Not in the catalog") == "Not in the catalog"
    i18n.set_language("en")
    assert i18n.tr("Round {number} of {total}", number=3, total=12) == "Round 3 of 12"


def test_a_broken_placeholder_shows_the_english(catalogs: Path) -> None:
    i18n.set_language("ja")
    assert i18n.tr("{name} wins", name="Aki") == "Aki wins"


def test_plurals_and_seat_wording_are_translated(catalogs: Path) -> None:
    i18n.set_language("ja")
    assert wording.points(1) == "1文" and wording.points(7) == "7文"
    assert wording.display_name(wording.YOU) == "あなた"
    assert wording.display_name("Aki") == "Aki"
    assert wording.for_seat(wording.YOU, "Your turn", "{name}'s turn") == "あなたの番"
    assert wording.for_seat("Aki", "Your turn", "{name}'s turn") == "Akiの番"
    i18n.set_language("en")
    assert wording.points(1) == "1 pt" and wording.points(7) == "7 pts"


def test_listeners_hear_each_change_once(catalogs: Path) -> None:
    heard: list[str] = []
    i18n.on_language_change(heard.append)
    try:
        i18n.set_language("ja")
        i18n.set_language("ja")
        i18n.set_language("en")
    finally:
        translate._listeners.remove(heard.append)
    assert heard == ["ja", "en"]


def test_an_unknown_language_is_refused_and_nothing_changes() -> None:
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        i18n.set_language("fr")
    assert i18n.current_language() == "en"


def test_a_broken_catalog_shows_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "ja" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "bad.po").write_text('msgid "Back"\nmsgstr "戻る\n', encoding="utf-8")
    monkeypatch.setattr(translate, "load_translations", lambda code: _load(code, tmp_path))
    translate.forget_catalogs()
    try:
        assert i18n.set_language("ja") == "ja"
        assert i18n.tr("Back") == "Back"
    finally:
        translate.forget_catalogs()


@pytest.mark.parametrize(
    ("tag", "language"),
    [
        ("ja_JP.UTF-8", "ja"),
        ("Japanese_Japan", "ja"),
        ("zh_CN.GB2312", "zh-Hans"),
        ("zh_TW.UTF-8", "zh-Hant"),
        ("zh-Hant-HK", "zh-Hant"),
        ("en_GB.UTF-8", "en"),
        ("C.UTF-8", None),
        ("fr_FR", None),
        ("", None),
    ],
)
def test_locale_tags_name_an_offered_language(tag: str, language: str | None) -> None:
    assert i18n.normalise(tag) == language


def test_the_first_start_follows_the_system_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert i18n.system_language() == "ja"
    monkeypatch.setenv("LANGUAGE", "zh_CN:en")
    assert i18n.system_language() == "zh-Hans"
