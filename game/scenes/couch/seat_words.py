"""The couch screens' words for seats and devices, in the language in force: a player's name
as drawn, a seat's label ("Aki (Red)", or just the colour when the player kept the colour as
their name; colours through game.core.wording.colour_name) and a claimed device ("keyboard
and mouse", "controller 3").

Names stay as the players typed them (the statistics are kept under them); a name that is
still the English colour placeholder is shown as the colour's word.
"""

from __future__ import annotations

from game.core.wording import colour_name
from game.i18n import tr


def shown_name(name: str, colour: str) -> str:
    """A player's name as drawn: the colour placeholder ("Red") in the language in force."""
    return colour_name(colour) if name.strip().lower() == colour.lower() else name


def seat_label(name: str, colour: str) -> str:
    """ "Aki (Red)"; just "Red" when the name is the colour."""
    if name.strip().lower() == colour.lower():
        return colour_name(colour)
    return tr("{name} ({colour})", name=name, colour=colour_name(colour))
