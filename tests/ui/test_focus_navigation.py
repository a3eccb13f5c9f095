"""Directional focus: the nearest target in the pressed direction, across any rects."""

import pygame

from game.ui.focus import FocusMap, nearest_in_direction


def grid(rows, columns, width=100, height=160, gap=20, x0=0, y0=0, prefix=""):
    return [
        (
            f"{prefix}{row}{column}",
            pygame.Rect(x0 + column * (width + gap), y0 + row * (height + gap), width, height),
        )
        for row in range(rows)
        for column in range(columns)
    ]


def test_grid_moves_to_neighbours():
    focus = FocusMap()
    focus.set_targets(grid(2, 4))
    focus.focus("01")
    assert focus.move((1, 0)) and focus.focused == "02"
    assert focus.move((0, 1)) and focus.focused == "12"
    assert focus.move((-1, 0)) and focus.focused == "11"
    assert focus.move((0, -1)) and focus.focused == "01"
    assert not focus.move((0, -1)) and focus.focused == "01"  # nothing above, no wrap


def test_prefers_overlapping_row_over_closer_diagonal():
    current = pygame.Rect(0, 0, 100, 100)
    same_row_far = pygame.Rect(400, 10, 100, 100)
    diagonal_near = pygame.Rect(150, 300, 100, 100)
    assert (
        nearest_in_direction(current, [("far", same_row_far), ("diag", diagonal_near)], (1, 0))
        == "far"
    )


def test_hand_to_field_to_buttons():
    hand = grid(1, 8, x0=300, y0=880, prefix="hand")
    field = grid(2, 6, x0=420, y0=380, prefix="field")
    buttons = [
        ("koikoi", pygame.Rect(1500, 600, 300, 80)),
        ("stop", pygame.Rect(1500, 700, 300, 80)),
    ]
    focus = FocusMap()
    focus.set_targets(hand + field + buttons)
    focus.focus("hand00")
    focus.move((0, -1))
    assert focus.focused.startswith("field1")  # up from the hand: lower field row
    focus.focus("hand07")  # x 1140..1240
    focus.move((1, 0))
    assert focus.focused in ("koikoi", "stop")
    focus.focus("stop")
    assert focus.move((0, -1)) and focus.focused == "koikoi"


def test_wrap_goes_to_the_far_end_of_the_row():
    focus = FocusMap()
    focus.set_targets(grid(1, 5))
    focus.focus("04")
    assert focus.move((1, 0), wrap=True) and focus.focused == "00"
    assert focus.move((-1, 0), wrap=True) and focus.focused == "04"


def test_cycle_target_at_and_removal():
    focus = FocusMap()
    focus.set_targets(grid(1, 3))
    assert focus.focused == "00"
    focus.cycle(-1)
    assert focus.focused == "02"
    assert focus.target_at((130, 10)) == "01"
    assert focus.target_at((110, 10)) is None  # the gap
    focus.remove("02")
    assert focus.focused == "00"
    focus.set_targets([])
    assert focus.focused is None and not focus.move((1, 0))
