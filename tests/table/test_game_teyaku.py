"""Roppyakken's hand bonuses (teyaku) are told at the deal: a notice says who shows which
and for how much, the previous-turn line keeps it, and the yaku tracker lists the teyaku's
points beside the card points, and the 600 meter counts them from the deal."""

from __future__ import annotations

from game.i18n import set_language
from tests.engine.table_helpers import ropp_deal
from tests.support.games_harness import GamesHarness

SEED_REN_TESAN = 14  # three seats: Ren (seat 2) is dealt the three pine cards 1-1, 1-3, 1-4


def notice_at_the_deal(rig: GamesHarness):
    for _ in range(600):
        if rig.top().name == "announcement":
            return rig.top()
        rig.frame()
    raise AssertionError("no notice at the deal")


def tracker_texts(rig: GamesHarness, seat: int) -> list[tuple[str, bool]]:
    rig.table.show_tracker = True
    tracker = rig.table.hud_frame().tracker
    return [(line.text, line.held) for line in tracker.lines[seat]]


def test_a_te_san_dealt_is_announced_with_who_which_and_how_much():
    set_language("en")
    rig = GamesHarness("roppyakken", 3, seed=SEED_REN_TESAN, speed="fast")
    notice = notice_at_the_deal(rig)
    assert notice.title == "Teyaku: a hand bonus at the deal"
    assert notice.lines == ("Ren shows Te-san (three of a month in hand): +200",)
    assert rig.table.presenter.summary_text == notice.lines[0]
    assert rig.table.director.model.totals == [0, 0, 200]  # the 600 meter counts it now
    assert tracker_texts(rig, 2)[:2] == [("Cards 0 pts", False), ("Te-san 200 pts", True)]
    assert ("Te-san 200 pts", True) not in tracker_texts(rig, 0)


def test_the_notice_speaks_the_language_in_force():
    set_language("ja")
    try:
        rig = GamesHarness("roppyakken", 3, seed=SEED_REN_TESAN, speed="fast")
        notice = notice_at_the_deal(rig)
        assert notice.lines == ("Renが手三を見せた：+200",)
        assert notice.title == "手役：配られた手札の役"
    finally:
        set_language("en")


def test_the_players_own_sogasu_and_a_restored_table_lists_it_without_a_notice():
    set_language("en")
    zero = ["1-3", "1-4", "2-3", "3-3", "4-3", "5-3", "12-3"]
    others = [
        ["2-1", "3-1", "4-1", "5-1", "6-1", "7-1", "8-1"],
        ["2-2", "3-2", "4-2", "5-2", "6-2", "7-2", "8-2"],
    ]
    state = ropp_deal([zero, *others], ["9-1", "9-2", "10-1", "10-2", "11-1", "11-2"])
    rig = GamesHarness("roppyakken", 3, speed="fast", state=state)  # laid out as a restore
    for _ in range(120):
        assert rig.top().name != "announcement"
        rig.frame()
    assert tracker_texts(rig, 0)[:2] == [("Cards 0 pts", False), ("Sogasu 400 pts", True)]
    assert rig.table.director.model.totals == [400, 0, 0]  # counted once on a restore
