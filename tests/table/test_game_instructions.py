"""The instruction line names roppyakken's wild card: the rain man drawn or played lights
every card it may take and the line says it is wild, not that "two cards match"."""

from __future__ import annotations

from game.i18n import set_language
from tests.engine.table_helpers import ropp_position
from tests.support.games_harness import GamesHarness

QUIET_STOCK = ["4-3", "6-3", "10-3", "5-3"]


def wild_table(hand, field, stock=QUIET_STOCK) -> GamesHarness:
    state = ropp_position([hand, ["2-3", "2-4"]], field, [[], []], stock)
    return GamesHarness("roppyakken", 2, state=state)


def take_line(rig: GamesHarness, play_code: str) -> tuple[str, tuple[str, ...]]:
    assert rig.wait_for_human() == "play"
    rig.select_and_play(play_code, "keyboard")
    assert rig.wait_for_human() == "take"
    return rig.table.hud_frame().control_hints[0], rig.table.view.take_options()


def test_the_rain_man_played_says_it_is_wild():
    set_language("en")
    rig = wild_table(["11-1", "1-3"], ["5-1", "6-2", "8-2", "7-3"])
    line, options = take_line(rig, "11-1")
    assert options == ("5-1", "6-2", "8-2")
    assert line == "Rain man is wild: take any lit card (Left/Right, Enter)"


def test_the_rain_man_drawn_says_it_is_wild_in_each_language():
    rig = wild_table(["1-3", "1-4"], ["5-1", "6-2", "9-3"], stock=["11-1"])
    set_language("ja")
    try:
        line, options = take_line(rig, "1-3")
        assert options == ("5-1", "6-2")
        assert line == "鬼札（小野道風）は万能：光っている札をどれでも取れます（左右、Enter）"
        set_language("zh-Hans")
        assert rig.table.hud_frame().control_hints[0] == (
            "小野道风是鬼札（万能牌）：可拿任意一张亮起的牌（左右，Enter）"
        )
    finally:
        set_language("en")


def test_a_drawn_card_that_may_take_the_rain_man_says_so():
    set_language("en")
    rig = wild_table(["1-3", "1-4"], ["11-1", "5-3"], stock=["5-1"])
    line, options = take_line(rig, "1-3")
    assert options == ("5-3", "11-1")
    assert line == "Take its match or the wild rain man (Left/Right, Enter)"


def test_two_plain_matches_still_say_two_cards_match():
    set_language("en")
    rig = wild_table(["12-1", "1-3"], ["12-2", "12-3"])
    line, options = take_line(rig, "12-1")
    assert options == ("12-2", "12-3")
    assert line == "Two cards match: pick the one to take (Left/Right, Enter)"
