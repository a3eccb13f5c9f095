"""The yaku tracker shows what each seat can still make: a yaku whose cards another seat
took is greyed out, struck through and listed after the ones still possible."""

from __future__ import annotations

import pygame
import pytest

from game.engine.koikoi.rules import load_preset
from game.table import frame
from game.ui import theme
from game.view import hud, layout
from game.view.summary import TrackerLine, mask_of_codes, tracker_lines
from tests.support.table_harness import Harness

pytestmark = pytest.mark.usefixtures("pygame_display")


def test_a_yaku_blocked_by_the_other_seat_is_listed_last_and_marked():
    rules = load_preset("nintendo")
    piles = [mask_of_codes(["7-1", "6-1", "2-1", "4-1"]), mask_of_codes(["10-1"])]
    assert tracker_lines(piles, 0, rules) == [
        TrackerLine("Tane 4/5"),
        TrackerLine("Ino-shika-cho 2/3", possible=False),
    ]
    assert tracker_lines(piles, 1, rules) == [
        TrackerLine("Tane 1/5"),
        TrackerLine("Ino-shika-cho 1/3", possible=False),
    ]


def test_the_table_tracker_greys_out_what_the_other_seat_blocked():
    harness = Harness()
    model = harness.table.director.model
    model.captured[0]["animal"] += ["7-1", "6-1"]  # boar and butterflies
    model.captured[1]["animal"] += ["10-1"]  # the deer
    tracker = frame.tracker(harness.table.director, harness.table.view.rules, ("You", "CPU"))
    assert tracker.lines[0] == (
        TrackerLine("Tane 2/5"),
        TrackerLine("Ino-shika-cho 2/3", possible=False),
    )
    assert tracker.lines[1] == (
        TrackerLine("Tane 1/5"),
        TrackerLine("Ino-shika-cho 1/3", possible=False),
    )


def test_a_line_out_of_reach_is_drawn_greyed_and_struck_through():
    lines = ((TrackerLine("Tane 1/5"),), (TrackerLine("Ino-shika-cho 2/3", possible=False),))
    surface = hud.build_tracker(("CPU", "You"), lines, (0, 1))
    muted, ivory = theme.colour("muted"), theme.colour("ivory")
    # second seat: name at 56 + 40 + 32 + 18, its line 40 px lower, the strike through it
    line_top = 56 + 40 + 32 + 18 + 40
    label = theme.text("Ino-shika-cho 2/3", 25, tuple(muted), "ui")
    strike_y = line_top + label.get_height() // 2 + 1
    struck = [surface.get_at((x, strike_y))[:3] for x in range(40, 38 + label.get_width())]
    assert all(colour == tuple(muted) for colour in struck)
    kept = [surface.get_at((x, 56 + 40 + 12))[:3] for x in range(38, 200)]
    assert tuple(ivory) in kept and tuple(muted) not in kept
    assert surface.get_size() == tuple(layout.TRACKER_RECT[2:])
    assert isinstance(surface, pygame.Surface)
