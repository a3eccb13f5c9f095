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


class _Sprite:
    def __init__(self, rect: pygame.Rect) -> None:
        self._rect = rect

    def rect(self) -> pygame.Rect:
        return self._rect


class _Director:
    """What the drawer reads to tag a pending card: the card and where it is drawn."""

    def __init__(self, code: str, rect: pygame.Rect) -> None:
        self.model = type("Model", (), {"pending": code})()
        self.sprites = {code: _Sprite(rect)}

    def drawn_sprite(self, sprite, alpha):
        return sprite


def gold_count(surface: pygame.Surface) -> int:
    gold = pygame.Color(theme.colour("gold_light"))
    return sum(
        1
        for x in range(surface.get_width())
        for y in range(surface.get_height())
        if surface.get_at((x, y)) == gold
    )


def test_the_played_tag_of_a_card_by_a_top_seats_hand_is_drawn_whole():
    """A far seat's played card waiting for its pick stands by that seat's hand at the top
    of the screen (seen online, where the other seats' picks are shown): its "Played" tag
    hangs under the card rather than off the screen's top edge."""
    from game.table.drawer import TableDrawer
    from game.view import hud

    whole = gold_count(hud.build_card_tag("Played"))
    drawer = TableDrawer()
    for top in (20, 400):
        card = pygame.Rect(1000, top, 110, 180)
        canvas = pygame.Surface((1920, 1080))
        drawer._pending_tag(canvas, "Played", _Director("3-1", card), 1.0)
        assert gold_count(canvas) == whole, top
