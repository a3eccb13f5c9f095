"""The couch screens' words for seats and devices, in the language in force: a seat's colour
("Red", 赤), a seat's label ("Aki (Red)", or just the colour when the player kept the colour as
their name) and a claimed device ("keyboard and mouse", "controller 3").

Names stay as the players typed them (the statistics are kept under them); a name that is
still the English colour placeholder is shown as the colour's word.
"""

from __future__ import annotations

from game.i18n import tr, tr_ctx
from game.match.couch import CPU_SEAT, KEYBOARD_MOUSE, pad_id


def colour_word(colour: str) -> str:
    """A seat colour ("red") as a word."""
    words = {
        "red": tr_ctx("seat colour", "Red"),
        "blue": tr_ctx("seat colour", "Blue"),
        "green": tr_ctx("seat colour", "Green"),
        "gold": tr_ctx("seat colour", "Gold"),
    }
    return words.get(colour, colour.capitalize())


def shown_name(name: str, colour: str) -> str:
    """A player's name as drawn: the colour placeholder ("Red") in the language in force."""
    return colour_word(colour) if name.strip().lower() == colour.lower() else name


def seat_label(name: str, colour: str) -> str:
    """ "Aki (Red)"; just "Red" when the name is the colour."""
    if name.strip().lower() == colour.lower():
        return colour_word(colour)
    return tr("{name} ({colour})", name=name, colour=colour_word(colour))


def device_words(device: str | None) -> str:
    """A claimed device in words ("keyboard and mouse", "controller 3")."""
    if device is None:
        return tr("no device")
    if device == KEYBOARD_MOUSE:
        return tr("keyboard and mouse")
    if device == CPU_SEAT:
        return tr("CPU")
    return tr("controller {number}", number=pad_id(device))
