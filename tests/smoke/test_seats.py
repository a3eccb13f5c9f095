"""The 3- and 4-seat tables of the smoke run: a koi-koi position dealt out to more seats and
drawn on the real table - every seat has its hand, pile, plate and tracker lines, and every
card lies on the canvas."""

import pygame
import pytest

from game.core.settings import Settings
from game.smoke.seats import SEAT_NAMES, seated_position, seated_table
from tests.support.headless import scene_context

pytestmark = pytest.mark.usefixtures("pygame_display")


@pytest.mark.parametrize("count", (3, 4))
def test_the_seated_table_shows_every_seat(count):
    context = scene_context(settings=Settings(animation_speed="instant"))
    table = seated_table(context, count)
    context.scenes.push(table)
    for _ in range(10):
        context.scenes.update(1 / 60)
    view, _events = seated_position(count)
    model = table.director.model
    assert [len(hand) for hand in model.hands] == [seat.hand_count for seat in view.seats]
    assert [len(model.captured_codes(seat)) for seat in range(count)] == [
        len(seat.captured) for seat in view.seats
    ]
    frame = table.hud_frame()
    assert [plate.name for plate in frame.plates] == list(SEAT_NAMES[:count])
    assert frame.tracker is not None and len(frame.tracker.lines) == count
    assert len(frame.seat_frames) == count - 1
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 1.0)
    screen = canvas.get_rect()
    assert all(screen.contains(sprite.rect()) for sprite in table.director.sprites.values())
    # nothing moves: the shown position takes no decision
    assert not table.play_selected(model.hands[0][0])
