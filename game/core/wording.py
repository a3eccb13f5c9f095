"""Words that change with a number or with who is meant, always as whole phrases.

Every phrase is a complete template with placeholders, so that a translation can reorder it:
:func:`plural` picks the template for one or for many (the shape of gettext's ``ngettext``),
:func:`for_seat` picks the sentence written for the player at the screen ("Your turn")
or the one about someone else ("Aki's turn"). Nothing here glues fragments together.
"""

from __future__ import annotations

from typing import Any

#: the name the table gives the player at the screen in a match against the CPU
YOU = "You"


def plural(count: int, one: str, other: str, **values: Any) -> str:
    """``one`` or ``other`` filled in with ``count`` (and ``values``):
    ``plural(1, "{count} card", "{count} cards")`` is "1 card"."""
    template = one if count == 1 else other
    return template.format(count=count, **values)


def points(count: int) -> str:
    """ "1 pt", "5 pts" (short, for plates and lists)."""
    return plural(count, "{count} pt", "{count} pts")


def for_seat(name: str, yours: str, theirs: str, **values: Any) -> str:
    """The sentence for the player at the screen (``yours``, when ``name`` is "You") or
    for someone else (``theirs``, with ``{name}``): "Your hand" / "Aki's hand"."""
    if name == YOU:
        return yours.format(**values)
    return theirs.format(name=name, **values)
