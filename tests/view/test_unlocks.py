"""The looks achievements unlock (game.view.unlocks): the shipped list, looks unlocked from
achievements back-filled from kept records, a broken data file named with its problem and
the defaults offered instead, and the style the table draws for a settings value."""

from __future__ import annotations

import logging

import pytest

from game.persist import achievements
from game.view import unlocks
from game.view.unlocks import CARD_BACK, TABLE_THEME, Unlock
from tests.persist.achievement_records import library_of, record

SHIPPED = [
    (CARD_BACK, "default", ""),
    (TABLE_THEME, "default", ""),
    (CARD_BACK, "indigo", "koikoi-first-win"),
    (CARD_BACK, "gold", "roppyakken-first-win"),
    (CARD_BACK, "sakura", "koikoi-three-calls"),
    (TABLE_THEME, "wood", "hana-awase-first-win"),
    (TABLE_THEME, "tatami", "koikoi-big-month"),
    (TABLE_THEME, "indigo", "koikoi-regular"),
]


def test_the_shipped_file_offers_four_backs_and_four_cloths_each_earned_by_an_achievement():
    shipped = unlocks.load()
    assert [(u.kind, u.style, u.achievement) for u in shipped] == SHIPPED
    assert [u.title for u in unlocks.of_kind(shipped, CARD_BACK)] == [
        "Crimson crest",
        "Indigo waves",
        "Gold lattice",
        "Cherry blossoms",
    ]
    assert [u.title for u in unlocks.of_kind(shipped, TABLE_THEME)] == [
        "Green felt",
        "Wooden table",
        "Tatami",
        "Indigo cloth",
    ]


def test_looks_unlock_from_achievements_back_filled_from_kept_records(tmp_path):
    library = library_of(
        tmp_path / "records",
        [record("koikoi", 2, 1), record("roppyakken", 3, 2), record("hana-awase", 3, 1, people=0)],
    )
    book, warning = achievements.load(library=library)
    assert warning is None
    shipped = unlocks.standard()
    assert unlocks.open_styles(shipped, book.unlocked, CARD_BACK) == ["default", "indigo", "gold"]
    assert unlocks.open_styles(shipped, book.unlocked, TABLE_THEME) == ["default", "tatami"]
    assert unlocks.open_styles(shipped, {}, CARD_BACK) == ["default"]


BROKEN = [
    ("not toml [", "unlocks.toml: "),
    ("x = 1", "unlocks.toml: no [[unlock]] entries"),
    (
        '[[unlock]]\nkind = "sleeve"\nstyle = "gold"',
        "unlocks.toml: unlock 1: kind 'sleeve' is not one of card_back, table_theme",
    ),
    (
        '[[unlock]]\nkind = "card_back"\nstyle = "plaid"',
        "unlocks.toml: unlock 1: card_back 'plaid' is not one of default, indigo, gold, sakura",
    ),
    (
        '[[unlock]]\nkind = "table_theme"\nstyle = "wood"\nachievement = "no-such-thing"',
        "unlocks.toml: unlock 1: no achievement 'no-such-thing' in achievements.toml",
    ),
    (
        '[[unlock]]\nkind = "card_back"\nstyle = "default"\nachievement = "koikoi-first-win"',
        "unlocks.toml: unlock 1: the default card_back is always open: it takes no achievement",
    ),
    (
        '[[unlock]]\nkind = "card_back"\nstyle = "gold"\n'
        '[[unlock]]\nkind = "card_back"\nstyle = "gold"',
        "unlocks.toml: card_back 'gold' is listed twice",
    ),
    (
        '[[unlock]]\nkind = "card_back"\nstyle = "gold"\ncolour = "red"',
        "unlocks.toml: unlock 1: unknown key(s) colour",
    ),
]


@pytest.mark.parametrize(("text", "problem"), BROKEN)
def test_a_broken_file_is_refused_naming_the_file_and_the_problem(tmp_path, text, problem):
    path = tmp_path / "unlocks.toml"
    path.write_text(text, "utf-8")
    with pytest.raises(unlocks.UnlockDataError) as raised:
        unlocks.load(path)
    assert str(raised.value).startswith(problem)


def test_a_broken_shipped_file_is_logged_and_only_the_defaults_are_offered(
    tmp_path, monkeypatch, caplog
):
    path = tmp_path / "unlocks.toml"
    path.write_text('[[unlock]]\nkind = "card_back"\nstyle = "plaid"', "utf-8")
    monkeypatch.setattr(unlocks, "DATA_FILE", path)
    unlocks.standard.cache_clear()
    try:
        with caplog.at_level(logging.ERROR, logger="game.view.unlocks"):
            offered = unlocks.standard()
        assert offered == (Unlock(CARD_BACK, "default"), Unlock(TABLE_THEME, "default"))
        assert "unlocks.toml: unlock 1: card_back 'plaid'" in caplog.text
        assert unlocks.style_in_force(CARD_BACK, "gold") == "default"
    finally:
        unlocks.standard.cache_clear()


def test_the_table_draws_an_offered_style_and_the_default_for_anything_else():
    assert unlocks.style_in_force(CARD_BACK, "sakura") == "sakura"
    assert unlocks.style_in_force(TABLE_THEME, "indigo") == "indigo"
    assert unlocks.style_in_force(CARD_BACK, "tatami") == "default"  # a cloth, not a back
    assert unlocks.style_in_force(TABLE_THEME, "velvet") == "default"
