"""The line that tells a hand bonus shown at the deal says its unit where the points are
not card points: hachi-hachi's teyaku are paid in kan ("+2 kan", not a bare "+2")."""

from __future__ import annotations

from game.engine import events as ev
from game.engine import games
from game.i18n import set_language
from game.view.round_summary import teyaku_line


def test_a_hachi_hachi_teyaku_is_told_in_kan():
    set_language("en")
    shown = ev.TeyakuShown(player=1, teyaku=(("sanbon", 2),), cards=("2-1", "2-3", "2-4"))
    line = teyaku_line(shown, ("You", "Ren", "Aki"), games.HACHI_HACHI)
    assert line.startswith("Ren shows ") and line.endswith(": +2 kan")
    mine = teyaku_line(
        ev.TeyakuShown(player=0, teyaku=(("sanbon", 2),), cards=()),
        ("You", "Ren", "Aki"),
        games.HACHI_HACHI,
    )
    assert mine.startswith("You show ") and mine.endswith(": +2 kan")


def test_a_roppyakken_teyaku_keeps_its_points():
    set_language("en")
    shown = ev.TeyakuShown(player=1, teyaku=(("tesan", 200),), cards=())
    line = teyaku_line(shown, ("You", "Ren"), games.ROPPYAKKEN)
    assert line.endswith(": +200")
