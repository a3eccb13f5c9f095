"""Where each seat sits on the 1920x1080 table, for 2, 3 or 4 seats. Pure geometry.

The viewer's seat is always ``near``: its hand along the bottom edge, its captures above it,
its name plate at the bottom of the left column. With two seats the other seat is ``far``
along the top edge, exactly as seed 000 lays the table out. With three or four the other
seats share the top band from left to right (smaller cards), each with its hand, its
captures below it and its own name plate stacked at the top of the left column.

:func:`seat_places` gives one :class:`SeatPlace` per seat; the ``*_places`` functions turn a
place and a card count into card rest places.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.view.layout import (
    CAPTURE_LABEL_Y,
    CAPTURE_SLOTS,
    CAPTURE_STEP,
    CAPTURE_WIDTH,
    CAPTURE_Y,
    FIELD_WIDTH,
    HAND_STEP,
    HAND_WIDTH,
    HAND_Y,
    KIND_ORDER,
    OPPONENT_HAND_STEP,
    OPPONENT_HAND_WIDTH,
    OPPONENT_HAND_Y,
    PLATE_RECTS,
    PLAY_LEFT,
    PLAY_RIGHT,
    Place,
    card_height,
)

MAX_SEATS = 4
BAND_GAP = 40  # between the far seats' regions when several share the top band
REGION_MARGIN = 10  # a shared far seat's outline reaches this far beyond its cards
# card widths of the far seats when several share the top band (by how many share it)
SHARED_HAND_WIDTH = {2: 64, 3: 50}
SHARED_CAPTURE_WIDTH = {2: 44, 3: 36}
SHARED_PLATE_HEIGHT = 100
SHARED_PLATE_GAP = 8


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat's hand, captures and name plate sit."""

    name: str  # "near", "far", or "far-1".. "far-3" when the top band is shared
    near: bool
    hand_y: float
    hand_left: float  # the hand stays within [hand_left, hand_right]
    hand_right: float
    hand_width: int
    hand_step: float
    capture_y: int
    capture_label_y: int
    capture_left: float
    capture_scale: float  # the four kind slots of CAPTURE_SLOTS, scaled
    capture_width: int
    plate: tuple[int, int, int, int]
    compact: bool = False  # a smaller name plate and captions (shared top band)

    @property
    def hand_centre(self) -> float:
        return (self.hand_left + self.hand_right) / 2

    @property
    def region(self) -> tuple[int, int, int, int]:
        """The outline around a shared far seat's hand and captures."""
        bottom = self.capture_y + card_height(self.capture_width) + 10
        top = round(self.hand_y) - 8
        return (
            round(self.hand_left) - REGION_MARGIN,
            top,
            round(self.hand_right - self.hand_left) + 2 * REGION_MARGIN,
            bottom - top,
        )

    @property
    def capture_rect(self) -> tuple[int, int, int, int]:
        """The area of this seat's capture piles."""
        width = (PLAY_RIGHT - PLAY_LEFT) * self.capture_scale
        return (
            round(self.capture_left),
            self.capture_y,
            round(width),
            card_height(self.capture_width),
        )


NEAR = SeatPlace(
    name="near",
    near=True,
    hand_y=HAND_Y,
    hand_left=PLAY_LEFT,
    hand_right=PLAY_RIGHT,
    hand_width=HAND_WIDTH,
    hand_step=HAND_STEP,
    capture_y=CAPTURE_Y["near"],
    capture_label_y=CAPTURE_LABEL_Y["near"],
    capture_left=PLAY_LEFT,
    capture_scale=1.0,
    capture_width=CAPTURE_WIDTH,
    plate=PLATE_RECTS["near"],
)
FAR = SeatPlace(
    name="far",
    near=False,
    hand_y=OPPONENT_HAND_Y,
    hand_left=PLAY_LEFT,
    hand_right=PLAY_RIGHT,
    hand_width=OPPONENT_HAND_WIDTH,
    hand_step=OPPONENT_HAND_STEP,
    capture_y=CAPTURE_Y["far"],
    capture_label_y=CAPTURE_LABEL_Y["far"],
    capture_left=PLAY_LEFT,
    capture_scale=1.0,
    capture_width=CAPTURE_WIDTH,
    plate=PLATE_RECTS["far"],
)


def shared_far(index: int, count: int) -> SeatPlace:
    """Far seat ``index`` of ``count`` sharing the top band (left to right)."""
    span = (PLAY_RIGHT - PLAY_LEFT - BAND_GAP * (count - 1)) / count
    left = PLAY_LEFT + index * (span + BAND_GAP)
    hand_width = SHARED_HAND_WIDTH[count]
    capture_width = SHARED_CAPTURE_WIDTH[count]
    plate_y = PLATE_RECTS["far"][1] + index * (SHARED_PLATE_HEIGHT + SHARED_PLATE_GAP)
    return SeatPlace(
        name=f"far-{index + 1}",
        near=False,
        hand_y=OPPONENT_HAND_Y,
        hand_left=left,
        hand_right=left + span,
        hand_width=hand_width,
        hand_step=round(hand_width * 1.08),
        capture_y=OPPONENT_HAND_Y + card_height(hand_width) + 40,
        capture_label_y=OPPONENT_HAND_Y + card_height(hand_width) + 12,
        capture_left=left,
        capture_scale=span / (PLAY_RIGHT - PLAY_LEFT),
        capture_width=capture_width,
        plate=(PLATE_RECTS["far"][0], plate_y, PLATE_RECTS["far"][2], SHARED_PLATE_HEIGHT),
        compact=True,
    )


def seat_places(seat_count: int, near: int) -> tuple[SeatPlace, ...]:
    """One place per seat (index = seat number); ``near`` is the viewer's seat."""
    if not 2 <= seat_count <= MAX_SEATS:
        raise ValueError(f"a table seats 2 to {MAX_SEATS}, not {seat_count}")
    near = near if 0 <= near < seat_count else 0
    others = [(near + step) % seat_count for step in range(1, seat_count)]
    places: dict[int, SeatPlace] = {near: NEAR}
    if seat_count == 2:
        places[others[0]] = FAR
    else:
        for index, seat in enumerate(others):
            places[seat] = shared_far(index, len(others))
    return tuple(places[seat] for seat in range(seat_count))


def hand_places(place: SeatPlace, count: int, face_up: bool) -> list[Place]:
    """Rest places of a hand of ``count`` cards, left to right, centred in the seat's span."""
    room = place.hand_right - place.hand_left
    step = place.hand_step
    if count > 1 and place.hand_width + step * (count - 1) > room:
        step = (room - place.hand_width) / (count - 1)
    total = place.hand_width + step * max(0, count - 1)
    left = place.hand_centre - total / 2
    return [
        Place(left + i * step, place.hand_y, place.hand_width, face_up, 100 + i)
        for i in range(count)
    ]


PENDING_LIFT = 44  # a played card waiting for its pick stands out of its hand like this


def pending_place(place: SeatPlace, count: int) -> Place:
    """A card the seat played that matches two field cards, waiting for its pick: beside
    the ``count`` cards left in its hand, lifted towards the field (not on the stock, where
    it would look like the card just drawn). It stays inside the seat's span."""
    width = FIELD_WIDTH if place.near else place.hand_width
    if count:
        last = hand_places(place, count, True)[-1]
        x = last.x + place.hand_width + place.hand_step * 0.4
    else:
        x = place.hand_centre - width / 2
    x = min(x, place.hand_right - width)
    lift = -PENDING_LIFT if place.near else PENDING_LIFT
    return Place(x, place.hand_y + lift, width, True, 160)


def capture_slot(place: SeatPlace, kind: str) -> tuple[float, float]:
    """(x, width) of one kind's slot in the seat's capture row."""
    x, width = CAPTURE_SLOTS[kind]
    return place.capture_left + (x - PLAY_LEFT) * place.capture_scale, width * place.capture_scale


def capture_places(place: SeatPlace, kind: str, count: int) -> list[Place]:
    """Rest places of ``count`` captured cards of one kind for one seat, fanned."""
    x, slot_width = capture_slot(place, kind)
    width = place.capture_width
    if count <= 1:
        step = 0.0
    else:
        step = min(CAPTURE_STEP * place.capture_scale**0.5, (slot_width - width) / (count - 1))
    base_z = 300 + KIND_ORDER.index(kind) * 30
    return [Place(x + i * step, place.capture_y, width, True, base_z + i) for i in range(count)]


def capture_label_pos(place: SeatPlace, kind: str) -> tuple[int, int]:
    x, _width = capture_slot(place, kind)
    return (round(x), place.capture_label_y)
