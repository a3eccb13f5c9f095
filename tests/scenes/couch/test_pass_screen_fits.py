"""The couch pass screen keeps the last turn's line inside its band: a long line (a long name,
four-card captures, a koi-koi call) wraps into the band under the title, in smaller letters
if need be, and never runs over the table's right column ("Tracker: on [T]"), in English,
Japanese and both Chinese. Every window size shows the same 1920x1080 canvas, scaled."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.display import LOGICAL_SIZE
from game.engine import events as ev
from game.match.couch import CouchSeats
from game.scenes.couch import pass_screen
from game.scenes.couch.pass_screen import BAND_RECT
from game.ui import theme
from game.view import layout
from game.view.summary import describe_turn
from tests.scenes.menus.menu_screens import screen_context

LANGUAGES = ("en", "ja", "zh-Hans", "zh-Hant")
FILL = (1, 2, 3)
LONG_NAME = "Bartholomew Featherstonehaugh (Green)"
BIG_TURN = [
    ev.CardPlayed(0, "3-1", ("3-2", "3-3", "3-4")),
    ev.Captured(0, ("3-1", "3-2", "3-3", "3-4"), "play"),
    ev.CardDrawn(0, "8-1", ("8-2",)),
    ev.Captured(0, ("8-1", "8-2", "8-3", "8-4"), "draw"),
    ev.KoiKoiCalled(0, 1),
]


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def long_lines() -> list[str]:
    """A long last turn, and one far too long for two rows (it must end with "...")."""
    line = describe_turn(BIG_TURN, (LONG_NAME, "Ren", "Mio"))
    return [line, f"{line} {line} {line}"]


def drawn_pass_screen(note: str):
    context = screen_context()
    couch = CouchSeats(names=["Aki", "Blue", "Ren"], devices=["keyboard", "pad:1", "pad:2"])
    screen = context.make_scene(
        "pass_screen", couch=couch, seat=1, on_start=lambda seat: None, note=note
    )
    context.scenes.push(screen)
    screen.update(1 / 60)
    canvas = pygame.Surface(LOGICAL_SIZE)
    canvas.fill(FILL)
    context.scenes.draw(canvas, 0.0)
    return screen, canvas


def test_the_last_turn_line_draws_nothing_outside_the_band(language):
    for note in long_lines():
        _screen, canvas = drawn_pass_screen(note)
        outside = [
            (x, y)
            for y in range(0, LOGICAL_SIZE[1], 2)
            for x in range(0, LOGICAL_SIZE[0], 2)
            if not BAND_RECT.collidepoint(x, y) and tuple(canvas.get_at((x, y)))[:3] != FILL
        ]
        assert not outside, (language, outside[:5], len(outside))


def test_the_last_turn_rows_clear_the_title_the_button_and_the_tracker(language):
    inside = BAND_RECT.inflate(-30, -16)
    tracker_button = pygame.Rect(layout.button_rect(1))
    for note in long_lines():
        screen, canvas = drawn_pass_screen(note)
        rows = screen.note_lines()
        assert 1 <= len(rows) <= 2
        ink = [label.get_bounding_rect().move(where.topleft) for label, where in rows]
        for rect in ink:
            assert inside.contains(rect), (language, rect)
            assert not rect.colliderect(pass_screen.BUTTON_RECT.inflate(0, 8)), (language, rect)
            assert not rect.colliderect(tracker_button)
            assert rect.top > pass_screen.TITLE_Y + 18  # under the title's letters
        for upper, lower in zip(ink, ink[1:], strict=False):
            assert upper.bottom <= lower.top
        for rect in ink:  # each row's letters are on the canvas where the row says
            colours = {
                tuple(canvas.get_at((x, y)))[:3]
                for x in range(rect.left, rect.right)
                for y in range(rect.top, rect.bottom)
            }
            assert theme.colour("muted")[:3] in colours or len(colours) > 8, (language, rect)
    assert len(rows) == 2  # the far too long line: two rows, the last one cut
