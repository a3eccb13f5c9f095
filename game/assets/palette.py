"""The one colour palette of the game: lacquer and gold for panels and menus, the felt of the
table, and a colour per seat (red, blue, then green and gold for a third and fourth player).
"""

from __future__ import annotations

Colour = tuple[int, int, int]

PALETTE: dict[str, Colour] = {
    # lacquer and gold: panels, menus, text
    "lacquer": (22, 12, 12),
    "lacquer_mid": (44, 20, 18),
    "lacquer_light": (70, 32, 28),
    "panel": (36, 26, 22),  # lacquer-black panels and overlays
    "panel_focus": (150, 32, 24),
    "panel_edge": (150, 112, 52),  # gold rim of panels
    "panel_text": (246, 238, 220),
    "vermilion": (214, 58, 38),
    "vermilion_dark": (120, 28, 20),
    "gold": (214, 176, 84),
    "gold_light": (246, 214, 128),
    "gold_dark": (120, 92, 40),
    "ivory": (246, 236, 214),
    "muted": (160, 140, 118),
    "disabled": (110, 104, 96),
    "ink": (30, 25, 22),
    "text": (246, 238, 220),  # cream, as the card faces
    "text_dim": (196, 188, 168),
    "accent": (233, 181, 38),  # gold: month indicator, yaku names, highlights
    "focus": (255, 214, 90),  # keyboard / pad focus ring
    "hover": (255, 240, 190),
    "pressed": (190, 140, 30),
    "shadow": (0, 0, 0),
    # the table
    "felt": (22, 58, 44),
    "table": (22, 58, 44),  # deep green felt
    "table_dark": (14, 38, 29),
    # the seats, in seat order
    "seat_red": (196, 44, 44),
    "seat_red_dark": (120, 24, 26),
    "seat_blue": (44, 82, 160),
    "seat_blue_dark": (24, 44, 96),
    "seat_green": (46, 140, 84),
    "seat_green_dark": (22, 80, 46),
    "seat_gold": (206, 150, 36),
    "seat_gold_dark": (120, 84, 16),
}
SEAT_COLOUR_NAMES: tuple[str, ...] = ("red", "blue", "green", "gold")
MISSING: Colour = (255, 0, 255)  # a colour name nobody defined shows loudly


def colour(name: str) -> Colour:
    return PALETTE.get(name, MISSING)


def seat_colour(seat: int | str) -> Colour:
    """The colour of seat number ``seat`` (0: red, 1: blue, 2: green, 3: gold) or of a seat
    colour name; an unknown name (a saved match from elsewhere) shows vermilion."""
    name = SEAT_COLOUR_NAMES[seat % len(SEAT_COLOUR_NAMES)] if isinstance(seat, int) else seat
    return PALETTE.get(f"seat_{name}", PALETTE["vermilion"])
