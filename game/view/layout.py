"""Where everything sits on the 1920x1080 logical table (seed 000's layout). Pure geometry.

Your hand along the near (bottom) edge, the opponent's face down along the far edge, the
field in two rows at the centre with the stock at its left, each player's captures between
the field and that player's hand grouped bright / animal / ribbon / chaff, name plates and
the month indicator in the left column, the yaku tracker, previous turn and buttons in the
right column. Where each seat's hand, captures and plate go (for 2 to 4 seats) is
game.view.seats, from the numbers here.
"""

from __future__ import annotations

from dataclasses import dataclass

CANVAS = (1920, 1080)
CARD_ASPECT = 1.6

HAND_WIDTH = 124
OPPONENT_HAND_WIDTH = 92
FIELD_WIDTH = 108
CAPTURE_WIDTH = 58
STOCK_WIDTH = FIELD_WIDTH
REST_WIDTHS: tuple[int, ...] = (HAND_WIDTH, OPPONENT_HAND_WIDTH, FIELD_WIDTH, CAPTURE_WIDTH)

PLAY_LEFT, PLAY_RIGHT = 350, 1540
PLAY_CENTRE = (PLAY_LEFT + PLAY_RIGHT) // 2

HAND_Y = 858
HAND_STEP = 134
HAND_LIFT = 34
OPPONENT_HAND_Y = 14
OPPONENT_HAND_STEP = 100

FIELD_LEFT = 540
FIELD_STEP = 120
FIELD_ROWS_Y = (300, 490)
FIELD_COLUMNS = 8

# slots (column = slot // 2, row = slot % 2) filled centre columns first
FIELD_FILL_ORDER: tuple[int, ...] = (6, 7, 8, 9, 4, 5, 10, 11, 2, 3, 12, 13, 0, 1, 14, 15)

STOCK_POS = (372, 395)
PENDING_POS = (STOCK_POS[0] + 26, STOCK_POS[1] + 22)

CAPTURE_Y = {"near": 690, "far": 190}
CAPTURE_LABEL_Y = {"near": 794, "far": 168}
KIND_ORDER: tuple[str, ...] = ("bright", "animal", "ribbon", "chaff")
CAPTURE_SLOTS: dict[str, tuple[int, int]] = {  # kind -> (x, width of its slot)
    "bright": (PLAY_LEFT, 190),
    "animal": (PLAY_LEFT + 215, 290),
    "ribbon": (PLAY_LEFT + 530, 310),
    "chaff": (PLAY_LEFT + 865, PLAY_RIGHT - PLAY_LEFT - 865),
}
CAPTURE_STEP = 26

LEFT_COLUMN = (24, 300)  # x, width
PLATE_RECTS = {"far": (24, 24, 300, 132), "near": (24, 924, 300, 132)}
MONTH_RECT = (24, 410, 300, 150)
RIGHT_COLUMN = (1568, 330)
TRACKER_RECT = (1568, 24, 330, 600)
SUMMARY_RECT = (1568, 640, 330, 180)  # previous turn, under the tracker
HINT_RECT = (24, 590, 300, 300)  # control hints, left column
BUTTON_SIZE = (330, 50)
BUTTONS_TOP = 834
BUTTON_GAP = 9
BANNER_CENTRE = (PLAY_CENTRE, 480)


def card_height(width: float) -> int:
    return max(1, round(width * CARD_ASPECT))


@dataclass(frozen=True)
class Place:
    """Where one card rests: top-left corner, width, face up?, z order."""

    x: float
    y: float
    width: int
    face_up: bool
    z: int


def field_columns(slot_count: int) -> int:
    return max(FIELD_COLUMNS, (slot_count + 1) // 2)


def field_place(slot: int, slot_count: int = 16) -> Place:
    """Field slot ``slot``: column slot // 2, row slot % 2 (top row first)."""
    columns = field_columns(slot_count)
    step = min(FIELD_STEP, (PLAY_RIGHT - FIELD_LEFT - FIELD_WIDTH) / max(1, columns - 1))
    column, row = divmod(slot, 2)
    return Place(FIELD_LEFT + column * step, FIELD_ROWS_Y[row], FIELD_WIDTH, True, 20 + slot)


def stock_place(index: int = 0) -> Place:
    """The stock pile (a small offset per card gives it depth)."""
    offset = min(index, 6) * 1.5
    return Place(
        STOCK_POS[0] - offset, STOCK_POS[1] - offset, STOCK_WIDTH, False, 10 + min(index, 6)
    )


def pending_place() -> Place:
    """A played or drawn card waiting for the player's pick: face up on the stock."""
    return Place(PENDING_POS[0], PENDING_POS[1], FIELD_WIDTH, True, 60)


def button_rect(index: int) -> tuple[int, int, int, int]:
    """Right-column buttons from BUTTONS_TOP down (index 0 first)."""
    return (RIGHT_COLUMN[0], BUTTONS_TOP + index * (BUTTON_SIZE[1] + BUTTON_GAP), *BUTTON_SIZE)


def staging_place(target: Place) -> Place:
    """Where a played/drawn card lands on top of the field card it matches."""
    return Place(target.x + 18, target.y + 18, FIELD_WIDTH, True, 200)
