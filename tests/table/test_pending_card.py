"""A card waiting for its two-match pick is told apart from the card just drawn: a played
one stands by its seat's hand tagged "Played", a drawn one stays on the stock tagged
"Drawn" (issue 18, item 10)."""

import pygame

from game.engine.deal import Deal
from game.ui import theme
from game.view import layout
from tests.support.table_harness import Harness, stacked_deal


def settled(harness: Harness) -> pygame.Rect:
    harness.frame(90)
    return harness.table.director.sprites[harness.table.director.model.pending].rect()


def tag_pixels(harness: Harness, card: pygame.Rect) -> int:
    """Gold tab pixels in the strip just above the card."""
    canvas = harness.draw()
    gold = pygame.Color(theme.colour("gold_light"))
    strip = pygame.Rect(card.left, card.top - 30, card.width, 30).clip(canvas.get_rect())
    return sum(
        1
        for x in range(strip.left, strip.right)
        for y in range(strip.top, strip.bottom)
        if canvas.get_at((x, y)) == gold
    )


def stock_rect() -> pygame.Rect:
    place = layout.stock_place()
    return pygame.Rect(place.x, place.y, place.width, layout.card_height(place.width))


def test_a_played_card_waiting_for_its_pick_stands_by_the_hand_tagged_played():
    harness = Harness(deal=stacked_deal())
    assert harness.wait_for_human() == "play"
    harness.select_and_play("12-3", "keyboard")
    assert harness.wait_for_human() == "take"
    card = settled(harness)
    assert harness.table.director.model.pending == "12-3"
    assert not card.colliderect(stock_rect())
    assert card.bottom > layout.HAND_Y and card.right <= layout.PLAY_RIGHT
    hand = [harness.table.director.sprites[code].rect() for code in harness.table.near_hand()]
    assert len(hand) == 7 and not any(card.colliderect(other) for other in hand)
    assert harness.table.hud_frame().pending_tag == "Played"
    assert tag_pixels(harness, card) > 200
    harness.take("12-1", "keyboard")
    harness.frame(90)
    assert harness.table.director.model.pending is None
    assert harness.table.hud_frame().pending_tag == ""
    assert tag_pixels(harness, card) == 0


def test_a_drawn_card_waiting_for_its_pick_stays_on_the_stock_tagged_drawn():
    deal = stacked_deal()
    # the first stock card is 12-4, which matches the two paulownias on the field
    stock = (47,) + tuple(card for card in deal.stock if card != 47)
    harness = Harness(deal=Deal(hands=deal.hands, field=deal.field, stock=stock))
    assert harness.wait_for_human() == "play"
    harness.select_and_play("2-1", "keyboard")  # no field match: then 12-4 is drawn
    assert harness.wait_for_human() == "take"
    card = settled(harness)
    assert harness.table.director.model.pending == "12-4"
    assert card.colliderect(stock_rect())
    assert harness.table.hud_frame().pending_tag == "Drawn"
    assert tag_pixels(harness, card) > 200
