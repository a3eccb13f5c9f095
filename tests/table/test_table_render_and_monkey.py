"""Real pixels of the table (corner badges on/off, the opponent's hand face down) and a
monkey test: thousands of random events from every device, no exception, 48 cards intact."""

import random

import pygame

from game.assets.cards import CardImages, badge_rect
from tests.support.table_harness import Harness, kept_on_the_table, monkey_tables


def differing_pixels(
    canvas: pygame.Surface, origin: tuple[int, int], reference: pygame.Surface, rect: pygame.Rect
) -> int:
    """Pixels of ``rect`` (in card coordinates) where the canvas differs from ``reference``."""
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if canvas.get_at((origin[0] + x, origin[1] + y))[:3] != reference.get_at((x, y))[:3]:
                count += 1
    return count


def badge_differences(harness: Harness) -> list[int]:
    """Per near-hand card: badge-corner pixels that differ from the plain (badge-less) face."""
    harness.table.select(selected=None, hover=None)
    harness.table._unmark()
    canvas = harness.draw()
    images = CardImages()
    out = []
    for code in harness.table.director.model.hands[0]:
        sprite = harness.table.director.sprites[code]
        plain = images.face(code, int(sprite.width), badge=False)
        out.append(
            differing_pixels(
                canvas, (round(sprite.x), round(sprite.y)), plain, badge_rect(int(sprite.width))
            )
        )
    return out


def test_corner_badges_drawn_when_on_and_absent_when_off():
    on = badge_differences(_ready(Harness(seed=3, badges=True)))
    off = badge_differences(_ready(Harness(seed=3, badges=False)))
    area = badge_rect(124).width * badge_rect(124).height
    assert len(on) == 8
    assert all(count > area * 0.5 for count in on), on
    assert off == [0] * 8


def test_toggling_badges_in_game_changes_pixels():
    harness = _ready(Harness(seed=4))
    assert min(badge_differences(harness)) > 100
    harness.table.set_badges(False)
    assert badge_differences(harness) == [0] * 8


def _ready(harness: Harness) -> Harness:
    harness.wait_for_human()
    return harness


def test_opponent_hand_is_drawn_face_down():
    harness = Harness(seed=5)
    harness.wait_for_human()
    canvas = harness.draw()
    director = harness.table.director
    far_hand = director.model.hands[1]
    assert len(far_hand) == harness.state.hands[1].bit_count() >= 7
    assert all(key.startswith("hidden:") for key in far_hand)
    back = harness.table.art.surface(None, director.sprites[far_hand[0]].width)
    for key in far_hand:
        sprite = director.sprites[key]
        rect = sprite.rect()
        for fx, fy in ((0.5, 0.5), (0.3, 0.7), (0.7, 0.25)):
            x, y = int(rect.w * fx), int(rect.h * fy)
            assert canvas.get_at((rect.x + x, rect.y + y))[:3] == back.get_at((x, y))[:3]
    # and the near hand is face up: its pixels are not the back's
    near = director.sprites[director.model.hands[0][0]]
    rect = near.rect()
    back_near = harness.table.art.surface(None, near.width)
    differing = sum(
        canvas.get_at((rect.x + x, rect.y + y))[:3] != back_near.get_at((x, y))[:3]
        for x in range(10, rect.w - 10, 9)
        for y in range(10, rect.h - 10, 9)
    )
    assert differing > 50


def monkey_table(seed: int) -> Harness:
    return kept_on_the_table(Harness(seed=seed, months=2, speed="fast"))


def test_monkey_thousands_of_random_events():
    harness, matches = monkey_tables(monkey_table, 8, random.Random(99), 5000, draw_every=700)
    director = harness.table.director
    harness.draw()
    if director.idle and not harness.state.is_terminal():
        assert len(director.sprites) == 48
    assert matches >= 2


def test_options_changed_in_the_pause_menu_apply_on_resume():
    harness = _ready(Harness(seed=4, speed="normal"))
    table = harness.table
    assert table.director.speed == 1.0 and table.show_tracker and table.art.badges
    harness.settings.animation_speed = "instant"
    harness.settings.corner_badges = False
    harness.settings.yaku_tracker = False
    table.resume()
    assert table.director.tweens.instant
    assert not table.art.badges and not table.show_tracker
    assert badge_differences(harness) == [0] * len(harness.table.director.model.hands[0])
