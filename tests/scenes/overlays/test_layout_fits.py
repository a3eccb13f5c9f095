"""Crowded screens still read: full capture piles stay in their slots, long previous-turn
lines, banners and names fit their boxes, a month with many yaku lists every one inside its
panel, and a 12-month match table ends above the buttons with every cell inside its column."""

from __future__ import annotations

import pygame
import pytest

from game.engine import events as ev
from game.engine.cards import CARDS, Kind
from game.scenes.overlays.match_result import (
    TABLE_LEFT,
    TABLE_WIDTH,
    column_width,
    columns,
)
from game.view import hud, layout, panels, seat_panels, text_fit
from game.view.sprites import CardSprite
from tests.support.table_harness import Harness

LONG_TURN = (
    "Red CPU played Chrysanthemum sake cup, took Chrysanthemum blue ribbon, drew Paulownia "
    "chaff 3 and took Paulownia phoenix"
)


def chaff_codes(count: int) -> list[str]:
    return [card.code for card in CARDS if card.kind is Kind.CHAFF][:count]


def test_twenty_chaff_are_drawn_inside_the_chaff_slot():
    harness = Harness(speed="instant")
    director = harness.table.director
    model = director.model
    director.sprites.clear()
    model.hands, model.field_slots, model.stock, model.staging = [[], []], {}, [], {}
    codes = chaff_codes(20)
    model.captured[director.near]["chaff"] = list(codes)
    for code in codes:
        director.sprites[code] = CardSprite(code)
    director.tweens.add(director.settle())
    director.tweens.finish_all()
    canvas = harness.draw()
    background = harness.table.drawer.background
    x, width = layout.CAPTURE_SLOTS["chaff"]
    top = layout.CAPTURE_Y["near"]
    height = layout.card_height(layout.CAPTURE_WIDTH)
    inside = [director.sprites[code].rect() for code in codes]
    assert all(x <= rect.left and rect.right <= x + width for rect in inside)
    # right of the slot, along the pile, the table shows through untouched (shadows aside)
    for px in range(x + width + 12, layout.PLAY_RIGHT + 20, 7):
        for py in range(top + 4, top + height - 4, 9):
            assert canvas.get_at((px, py)) == background.get_at((px, py))
    # and the last card's face (its right edge) is really drawn at the slot's end
    last = inside[-1]
    assert canvas.get_at((last.right - 8, last.centery)) != background.get_at(
        (last.right - 8, last.centery)
    )


def test_a_long_previous_turn_is_shown_whole_inside_its_box():
    width = layout.SUMMARY_RECT[2] - 36
    height = layout.SUMMARY_RECT[3] - 44 - 8
    size, lines = text_fit.fit_lines(LONG_TURN, width, height, hud.SUMMARY_SIZES)
    assert " ".join(lines) == LONG_TURN  # nothing cut
    assert len(lines) * (size + 7) <= height
    assert all(panels.font(size).size(line)[0] <= width for line in lines)
    surface = hud.build_summary(LONG_TURN)
    assert surface.get_size() == layout.SUMMARY_RECT[2:]


def test_text_too_long_for_any_size_ends_with_an_ellipsis_inside_the_box():
    size, lines = text_fit.fit_lines(LONG_TURN * 4, 294, 150, (23, 19))
    assert size == 19 and len(lines) * 26 <= 150
    assert lines[-1].endswith("...")
    assert all(panels.font(size).size(line)[0] <= 294 for line in lines)


def test_long_banner_and_long_name_fit():
    text = "Akatan-aotan, Ino-shika-cho, Hanami-zake!"
    banner = hud.build_banner(text, 0)
    assert banner.get_width() <= hud.BANNER_MAX_WIDTH
    name = "Grand Master of the Hanafuda Parlour"
    shown = text_fit.ellipsize(name, 24, 180, "ui_bold")
    assert shown.endswith("...") and panels.font(24, "ui_bold").size(shown)[0] <= 180
    assert text_fit.ellipsize("You", 34, 180, "ui_bold") == "You"
    plate = seat_panels.build_plate(name, 0, True, 12, 2, True)
    assert plate.get_size() == layout.PLATE_RECTS["near"][2:]


def many_yaku_event(winner: int) -> ev.RoundEnded:
    codes = tuple(card.code for card in CARDS if card.month in (1, 3, 5, 6, 7, 8, 9, 10, 11, 12))
    yaku = (
        ("goko", 10),
        ("hanami-zake", 5),
        ("tsukimi-zake", 5),
        ("ino-shika-cho", 5),
        ("akatan-aotan", 10),
        ("tane", 5),
        ("tan", 7),
        ("kasu", 12),
    )
    per_player = (yaku, ()) if winner == 0 else ((), yaku)
    captured = (codes, ()) if winner == 0 else ((), codes)
    delta = (118, 0) if winner == 0 else (0, 118)
    return ev.RoundEnded(
        game="koikoi",
        round=9,
        reason="stop",
        winner=winner,
        score_delta=delta,
        scores=delta,
        yaku=per_player,
        base=59,
        steps=("x2 for 7+",),
        koikoi=(0, 0),
        captured=captured,
    )


def test_a_month_with_eight_yaku_lists_them_all_inside_the_panel():
    harness = Harness(speed="instant")
    event = many_yaku_event(0)
    overlay = harness.month_result(event)
    panel = overlay.body.panel
    assert panel.top >= 0 and panel.bottom <= layout.CANVAS[1]
    assert overlay.body.calculation and len(overlay.body.calculation) <= 2
    assert " ".join(overlay.body.calculation) == overlay_line(event)
    canvas = pygame.Surface(layout.CANVAS)
    start = panel.y + 120 + overlay.body._calculation_height()
    end = overlay.body._draw_yaku(
        canvas, start, event.yaku[0], event.captured[0], harness.table.session.state.rules
    )
    assert end - start == 8 * overlay.body.row_height  # every yaku has its row
    assert end <= panel.bottom - 150 - 20  # above the scores line
    assert overlay.body.card_width >= 24


def overlay_line(event: ev.RoundEnded) -> str:
    from game.view.summary import month_calculation

    return month_calculation(event)


@pytest.mark.parametrize("months", [3, 12])
def test_the_month_table_ends_above_the_buttons_and_cells_stay_in_their_columns(months):
    harness = Harness(speed="instant", months=months, seats=("cpu", "cpu"))
    for _ in range(20000):
        if harness.session.is_over():
            break
        harness.session.step(1.0)
    results = harness.session.state.round_results
    assert len(results) >= 1
    scene = harness.match_result()
    scene.victory = None
    canvas = pygame.Surface(layout.CANVAS)
    scene.draw(canvas, 1.0)
    row_height = min(52, 600 // len(results))
    table_bottom = 230 + max(200, 100 + row_height * len(results))
    assert table_bottom < scene.rematch_button.rect.top
    for seats in (2, 3, 4):
        xs = columns(seats)
        assert xs[-1] + column_width(len(xs) - 1, seats) <= TABLE_LEFT + TABLE_WIDTH - 20
        assert all(column_width(index, seats) > 60 for index in range(len(xs)))


@pytest.mark.parametrize("count", [1, 8])
def test_the_koikoi_prompt_grows_so_its_lines_never_reach_the_buttons(count):
    from game.scenes.overlays.koikoi_prompt import CARDS_ROW, PANEL

    harness = Harness(speed="instant")
    names = (
        "goko",
        "hanami-zake",
        "tsukimi-zake",
        "ino-shika-cho",
        "akatan-aotan",
        "tane",
        "tan",
        "kasu",
    )[:count]
    event = ev.TurnScored(
        player=0,
        yaku=tuple((name, 5) for name in names),
        new=(names[-1],),
        cards=((names[-1], ("1-3", "1-4")),),
        total=5 * count,
        previous_total=0,
        stop_score=10 * count,
        stop_steps=("x2 for 7+",),
        decision=True,
    )
    prompt = harness.koikoi_prompt(event, lambda action: None)
    panel = prompt.panel
    assert panel.top >= 0 and panel.bottom <= layout.CANVAS[1]
    text_bottom = panel.y + 110 + prompt._text_height() + CARDS_ROW
    assert text_bottom <= prompt.koikoi_button.rect.top
    assert prompt.koikoi_button.rect.bottom <= panel.bottom
    if count == 1:
        assert panel == PANEL  # a usual prompt keeps its size
    harness.context.scenes.push(prompt)
    harness.draw()
