"""Where the seats sit, for 2, 3 and 4 seats: two seats are seed 000's table exactly; with
more, the far seats share the top band without overlapping, every hand and capture pile
stays inside its region and the canvas, and the name plates stack above the month panel."""

import pygame
import pytest

from game.view import layout, seats

CANVAS = pygame.Rect(0, 0, *layout.CANVAS)
FULL = {"bright": 5, "animal": 9, "ribbon": 10, "chaff": 24}


def rect(place: layout.Place) -> pygame.Rect:
    return pygame.Rect(round(place.x), round(place.y), place.width, layout.card_height(place.width))


def test_two_seats_are_the_seed_000_table():
    near, far = seats.seat_places(2, 0)
    assert (near.name, far.name) == ("near", "far")
    assert seats.seat_places(2, 1) == (far, near)
    first = rect(seats.hand_places(near, 8, True)[0])
    assert (first.y, first.width) == (layout.HAND_Y, layout.HAND_WIDTH)
    assert rect(seats.hand_places(far, 8, False)[0]).width == layout.OPPONENT_HAND_WIDTH
    assert near.plate == layout.PLATE_RECTS["near"] and far.plate == layout.PLATE_RECTS["far"]
    assert seats.capture_places(near, "bright", 1)[0].y == layout.CAPTURE_Y["near"]
    assert seats.capture_label_pos(far, "chaff") == (
        layout.CAPTURE_SLOTS["chaff"][0],
        layout.CAPTURE_LABEL_Y["far"],
    )


@pytest.mark.parametrize("count", (2, 3, 4))
def test_every_hand_is_centred_in_its_seat_and_inside_the_canvas(count):
    for place in seats.seat_places(count, 0):
        for cards in range(1, 9):
            rects = [rect(p) for p in seats.hand_places(place, cards, True)]
            assert all(CANVAS.contains(r) for r in rects)
            assert rects[0].left >= place.hand_left - 1 and rects[-1].right <= place.hand_right + 1
            middle = (rects[0].left + rects[-1].right) / 2
            assert abs(middle - place.hand_centre) <= 1
            assert all(a.left < b.left for a, b in zip(rects, rects[1:], strict=False))


@pytest.mark.parametrize("count", (2, 3, 4))
def test_full_capture_piles_stay_in_their_slots(count):
    for place in seats.seat_places(count, 0):
        spans = []
        for kind in layout.KIND_ORDER:
            pile = [rect(p) for p in seats.capture_places(place, kind, FULL[kind])]
            x, width = seats.capture_slot(place, kind)
            assert abs(pile[0].x - x) <= 1 and pile[-1].right <= x + width + 1
            spans.append((pile[0].left, pile[-1].right))
        for (_, right), (left, _) in zip(spans, spans[1:], strict=False):
            assert right <= left + 1


@pytest.mark.parametrize("count", (3, 4))
def test_far_seats_share_the_top_band_without_overlapping(count):
    places = seats.seat_places(count, 1)
    assert places[1].name == "near"
    far = [place for place in places if not place.near]
    regions = [pygame.Rect(place.region) for place in far]
    for index, region in enumerate(regions):
        assert CANVAS.contains(region)
        assert region.bottom < layout.FIELD_ROWS_Y[0]  # above the field
        assert all(not region.colliderect(other) for other in regions[index + 1 :])
    plates = [pygame.Rect(place.plate) for place in places]
    month = pygame.Rect(layout.MONTH_RECT)
    for index, plate in enumerate(plates):
        assert not plate.colliderect(month)
        assert all(not plate.colliderect(other) for other in plates[index + 1 :])
    # left to right in turn order after the viewer
    after = [places[(1 + step) % count].name for step in range(1, count)]
    assert after == [f"far-{n}" for n in range(1, count)]


def test_a_table_seats_two_to_four():
    for count in (1, 5):
        with pytest.raises(ValueError):
            seats.seat_places(count, 0)


@pytest.mark.parametrize("count", (2, 3, 4))
def test_a_played_card_waiting_for_its_pick_stays_in_its_seat_beside_the_hand(count):
    stock = rect(layout.pending_place())
    for place in seats.seat_places(count, 0):
        for cards in range(0, 8):
            waiting = rect(seats.pending_place(place, cards))
            assert CANVAS.contains(waiting) and not waiting.colliderect(stock)
            assert place.hand_left <= waiting.left and waiting.right <= place.hand_right + 1
            hand = [rect(p) for p in seats.hand_places(place, cards, True)]
            if not place.compact:  # a shared band's full hand leaves no room: it overlaps
                assert not any(waiting.colliderect(card) for card in hand)
