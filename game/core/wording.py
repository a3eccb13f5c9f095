"""Words that change with a number or with who is meant, always as whole phrases.

Every phrase is a complete template with placeholders, so that a translation can reorder it
(each is looked up in the catalogs, game.i18n):
:func:`plural` picks the template for one or for many (the shape of gettext's ``ngettext``),
:func:`for_seat` picks the sentence written for the player at the screen ("Your turn")
or the one about someone else ("Aki's turn"). Nothing here glues fragments together.
"""

from __future__ import annotations

from typing import Any

from game.i18n import tr, tr_ctx, tr_later, tr_n
from game.i18n.sources import CHARACTER_CONTEXT

#: the name the table gives the player at the screen in a match against the CPU (an id:
#: drawn through :func:`display_name`, which shows it in the language in force)
YOU = "You"
#: the name of the CPU seat in a match against the CPU; "Red CPU", "Blue CPU" ... are the
#: seats of a CPU-only table (autoplay, the demo)
CPU = "CPU"
CPU_SUFFIX = " CPU"


def display_name(name: str) -> str:
    """A seat's name as drawn, in the language in force: "You", "CPU", a CPU seat named by
    its colour ("Blue CPU": 青のCPU), a seat named by its colour alone ("Blue": 青, as a
    room names a friend who typed no name) and an arcade character (Tsubame Hayase:
    早瀬つばめ); any other name as typed."""
    if name == YOU:
        return tr("You")
    if name == CPU:
        return tr("CPU")
    colour = name[: -len(CPU_SUFFIX)].lower() if name.endswith(CPU_SUFFIX) else ""
    if colour in COLOUR_NAMES:
        return tr("{colour} CPU", colour=colour_name(colour))
    if name.lower() in COLOUR_NAMES and name == name.capitalize():
        return colour_name(name.lower())  # a seat named by its colour (a nameless friend)
    return tr_ctx(CHARACTER_CONTEXT, name)


#: the seats' colours as the screens name them ("Red" ...), marked for the catalogs
COLOUR_NAMES: dict[str, str] = {
    "red": tr_later("Red"),
    "blue": tr_later("Blue"),
    "green": tr_later("Green"),
    "gold": tr_later("Gold"),
}


def colour_name(colour: str) -> str:
    """A seat colour's name in the language in force ("red" -> "Red" / "赤")."""
    return tr(COLOUR_NAMES.get(colour, colour.capitalize()))


def plural(count: int, one: str, other: str, **values: Any) -> str:
    """``one`` or ``other`` in the language in force, filled in with ``count`` (and
    ``values``): ``plural(1, "{count} card", "{count} cards")`` is "1 card"."""
    return tr_n(one, other, count, **values)


def points(count: int) -> str:
    """ "1 pt", "5 pts" (short, for plates and lists)."""
    return plural(count, "{count} pt", "{count} pts")


def amount(count: int, unit: str = "") -> str:
    """A score or a yaku's value in the game's unit: "5 pts" (points, the default),
    "36 mon" or "2 kan" (hachi-hachi's money, GameSpec.score_unit / yaku_unit)."""
    if unit == "mon":
        return tr("{count} mon", count=count)
    if unit == "kan":
        return tr("{count} kan", count=count)
    return points(count)


def for_seat(name: str, yours: str, theirs: str, **values: Any) -> str:
    """The sentence for the player at the screen (``yours``, when ``name`` is "You") or
    for someone else (``theirs``, with ``{name}``): "Your hand" / "Aki's hand"."""
    if name == YOU:
        return tr(yours, **values)
    return tr(theirs, name=display_name(name), **values)
