"""The achievements data file: the shipped list, and a bad entry refused with a message that
names the file and the entry."""

from __future__ import annotations

import pytest

from game.engine import games
from game.persist import achievement_list
from game.persist.achievement_list import AchievementDataError

GOOD = """
[[achievement]]
id = "first"
game = "koikoi"
title = "First Win"
how = "Win a match of {game}."
when = { match_won = true }
"""


def test_the_shipped_list_has_a_first_yaku_of_every_kind_and_the_named_ones() -> None:
    listed = {achievement.id: achievement for achievement in achievement_list.standard()}
    for game in games.GAME_IDS:
        family = {a.yaku for a in listed.values() if a.game == game and a.yaku}
        skipped = {"goko"} if game == games.KOIKOI else set()
        assert family == set(games.yaku_names(game)) - skipped
    for ident in (
        "koikoi-goko",
        "koikoi-three-calls",
        "roppyakken-ichikoro",
        "koikoi-ladder",
        "roppyakken-ladder",
        "hana-awase-ladder",
        "hachi-hachi-ladder",
        "every-ladder",
        "couch-four",
        "online-match",
    ):
        assert ident in listed
    assert listed["koikoi-three-calls"].when == {"won_after_koikoi": 3}
    assert listed["every-ladder"].needs == (
        "koikoi-ladder",
        "roppyakken-ladder",
        "hana-awase-ladder",
        "hachi-hachi-ladder",
    )
    assert len(listed) == 77 + 27 + 2  # hachi-hachi: its 27 yaku ids, first win, the ladder


def test_a_good_file_loads(tmp_path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(GOOD, "utf-8")
    (only,) = achievement_list.load(path)
    assert (only.id, only.game, only.when, only.count) == (
        "first",
        "koikoi",
        {"match_won": True},
        1,
    )


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ("when = { eval = \"__import__('os')\" }", "unknown condition 'eval'"),
        ('when = { yaku = "gokou" }', "koikoi scores no yaku 'gokou'"),
        ("when = { match_won = false }", "condition 'match_won' can only be true"),
        ('when = { month_points = "10" }', "condition 'month_points' must be a int, not '10'"),
        ("when = { ichikoro = true }", "condition 'ichikoro' is for roppyakken only"),
        ('when = { mode = "space" }', "mode 'space' is not one of"),
        ('when = { all_of = ["nowhere"] }', "all_of names unknown or itself: nowhere"),
        ("when = { count = 0 }", "condition 'count' must be 1 or more"),
        ('when = { skip = ["tan"] }', "skip goes with each_yaku"),
        ("when = {}", "when must be a non-empty table of conditions"),
        ('when = { each_yaku = true, yaku = "tan" }', "yaku and each_yaku do not go together"),
    ],
)
def test_a_bad_entry_is_refused_naming_the_file_and_the_entry(tmp_path, change, problem) -> None:
    path = tmp_path / "mine.toml"
    bad = GOOD.replace('id = "first"', 'id = "sly"').replace("when = { match_won = true }", change)
    path.write_text(GOOD + bad, "utf-8")
    with pytest.raises(AchievementDataError) as refused:
        achievement_list.load(path)
    message = str(refused.value)
    assert message.startswith("mine.toml: ")
    assert "sly" in message and problem in message


def test_a_duplicate_id_and_a_bad_placeholder_are_refused(tmp_path) -> None:
    path = tmp_path / "twice.toml"
    path.write_text(GOOD + GOOD, "utf-8")
    with pytest.raises(
        AchievementDataError, match="^twice.toml: achievement 'first' is listed twice$"
    ):
        achievement_list.load(path)
    path.write_text(GOOD.replace("{game}", "{yaku}"), "utf-8")
    with pytest.raises(
        AchievementDataError, match=r"twice.toml: achievement 1 \('first'\): unknown placeholder"
    ):
        achievement_list.load(path)


def test_an_unreadable_file_is_named(tmp_path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text("[[achievement]\nid = ", "utf-8")
    with pytest.raises(AchievementDataError, match="^broken.toml: "):
        achievement_list.load(path)
    with pytest.raises(AchievementDataError, match="^gone.toml: "):
        achievement_list.load(tmp_path / "gone.toml")
