"""Seat names as drawn: the CPU seats of a CPU-only table (autoplay: "Blue CPU") and the arcade
characters are shown in the language in force, not in the English the match was started with
("Blue CPU赢下 1 月", "Tsubame Hayase" on a Japanese table)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game import i18n
from game.arcade.match import StageMatch
from game.arcade.stage_files import load_ladder
from game.core.wording import display_name, for_seat


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("language", "blue", "red", "cpu"),
    [
        ("en", "Blue CPU", "Red CPU", "CPU"),
        ("ja", "青のCPU", "赤のCPU", "CPU"),
        ("zh-Hans", "蓝方电脑", "红方电脑", "电脑"),
        ("zh-Hant", "藍方電腦", "紅方電腦", "電腦"),
    ],
)
def test_cpu_seats_are_named_in_the_language(language, blue, red, cpu) -> None:
    i18n.set_language(language)
    assert display_name("Blue CPU") == blue
    assert display_name("Red CPU") == red
    assert display_name("CPU") == cpu
    assert display_name("Aki") == "Aki"  # a typed name stays as typed


def test_the_month_result_names_the_autoplay_seat_in_chinese() -> None:
    i18n.set_language("zh-Hans")
    line = for_seat(
        "Blue CPU",
        "You win month {month}: +{gain}",
        "{name} wins month {month}: +{gain}",
        month=1,
        gain=5,
    )
    assert line == "蓝方电脑赢下第1月：+5"


def test_an_arcade_opponent_started_in_english_is_named_in_japanese_after_a_switch() -> None:
    stage = next(stage for stage in load_ladder() if stage.stage_id == "01_tsubame")
    names = StageMatch(stage).names  # the match begins in English
    i18n.set_language("ja")
    assert display_name(names[1]) == "早瀬つばめ"
    i18n.set_language("zh-Hans")
    assert display_name(names[1]) == "早濑燕"


@pytest.mark.parametrize(("language", "blue"), [("en", "Blue"), ("ja", "青"), ("zh-Hans", "蓝")])
def test_a_friend_named_by_their_seats_colour_is_said_in_the_language(language, blue) -> None:
    """An online room names a friend who typed no name by their seat's colour ("Blue"): the
    plates, the tracker and the notices say the colour in the player's language."""
    from game.table.online_presence import Presence

    i18n.set_language(language)
    assert display_name("Blue") == blue
    assert display_name("Bluebell") == "Bluebell" and display_name("BLUE") == "BLUE"
    notices: list[str] = []
    presence = Presence.__new__(Presence)
    presence.notify = notices.append
    presence.say_lost("Blue")
    assert notices and notices[0].startswith(blue) and "Blue" not in notices[0][len(blue) :]
    from game.scenes.online.room import seat_text

    assert seat_text("Blue", False, True) == blue  # the waiting room's line
