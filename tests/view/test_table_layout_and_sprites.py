"""Table geometry (nothing overlaps that should not, everything fits the canvas) and the
card-art cache of the sprites (rest widths exact, in-between widths scaled and cached)."""

import pygame

from game.view import layout
from game.view.sprites import SCALE_BASES, CardArt, CardSprite, draw_sprite


def rect(place: layout.Place) -> pygame.Rect:
    return pygame.Rect(round(place.x), round(place.y), place.width, layout.card_height(place.width))


CANVAS = pygame.Rect(0, 0, *layout.CANVAS)


def test_field_slots_never_overlap_and_centre_fills_first():
    rects = [rect(layout.field_place(slot)) for slot in range(16)]
    for i, a in enumerate(rects):
        assert CANVAS.contains(a)
        for b in rects[i + 1 :]:
            assert not a.colliderect(b)
    stock = rect(layout.stock_place(0))
    assert all(stock.right < r.left for r in rects)  # the stock is at the left
    first_eight = [rect(layout.field_place(s)) for s in layout.FIELD_FILL_ORDER[:8]]
    centre = sum(r.centerx for r in first_eight) / 8
    assert abs(centre - (rects[0].left + rects[-1].right) / 2) < 2
    # more than 16 cards still fit between the stock and the right edge of the play area
    wide = [rect(layout.field_place(slot, 22)) for slot in range(22)]
    assert all(r.right <= layout.PLAY_RIGHT for r in wide)


def test_card_art_exact_at_rest_widths_and_cached_between():
    pygame.init()
    art = CardArt()
    face = art.surface("3-1", layout.FIELD_WIDTH)
    assert face.get_size() == (layout.FIELD_WIDTH, layout.card_height(layout.FIELD_WIDTH))
    assert art.surface("3-1", layout.FIELD_WIDTH) is face
    between = art.surface("3-1", 81)
    assert between.get_size() == (80, layout.card_height(80))  # rounded to 4 px
    assert art.surface("3-1", 79.2) is between
    back = art.surface(None, layout.HAND_WIDTH)
    assert back.get_size() == (layout.HAND_WIDTH, layout.card_height(layout.HAND_WIDTH))
    assert set(SCALE_BASES) <= set(layout.REST_WIDTHS)


def test_half_flipped_card_is_drawn_edge_on():
    pygame.init()
    art = CardArt()
    canvas = pygame.Surface((300, 300))
    canvas.fill((0, 80, 0))
    sprite = CardSprite("1-1", 50, 20, 108, flip=0.5)
    draw_sprite(canvas, sprite, art)
    # almost nothing drawn: the card is edge-on at the middle of its flip
    changed = sum(canvas.get_at((x, 100))[:3] != (0, 80, 0) for x in range(50, 158))
    assert changed <= 4
    sprite.flip = 1.0
    draw_sprite(canvas, sprite, art)
    changed = sum(canvas.get_at((x, 100))[:3] != (0, 80, 0) for x in range(50, 158))
    assert changed > 90


def test_faded_card_blends_and_leaves_the_cached_face_opaque():
    pygame.init()
    art = CardArt()
    canvas = pygame.Surface((300, 300))
    sprite = CardSprite("1-1", 10, 10, 108, flip=1.0)
    canvas.fill((0, 0, 0))
    draw_sprite(canvas, sprite, art)
    full = canvas.get_at((60, 60))
    canvas.fill((0, 0, 0))
    sprite.alpha = 128
    draw_sprite(canvas, sprite, art)
    half = canvas.get_at((60, 60))
    for channel in range(3):
        assert abs(half[channel] - full[channel] * 128 / 255) <= 3
    assert art.surface("1-1", 108).get_alpha() == 255
