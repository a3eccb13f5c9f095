"""The table's selection as a value: the lifted hand card, the focused option of a two-match
choice, the card under the pointer and the focused right-column button. Every move is a
pure function returning a new Cursor."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Cursor:
    selected: str | None = None  # hand card lifted (the play phase)
    choice: str | None = None  # focused option of a two-match choice
    hover: str | None = None  # hand card under the mouse pointer
    button: int | None = None  # focused button of the right column


def step_in_hand(cursor: Cursor, hand: Sequence[str], step: int) -> Cursor:
    """The next (``step`` 1) or previous (-1) hand card lifted, wrapping around; from no
    selection the first or the last card."""
    if cursor.selected not in hand:
        selected = hand[0] if step > 0 else hand[-1]
    else:
        selected = hand[(list(hand).index(cursor.selected) + step) % len(hand)]
    return dataclasses.replace(cursor, selected=selected)


def step_in_options(cursor: Cursor, options: Sequence[str], step: int) -> Cursor:
    """The next or previous option of a choice focused (the first one from none)."""
    index = list(options).index(cursor.choice) if cursor.choice in options else 0
    return dataclasses.replace(cursor, choice=options[(index + step) % len(options)])


def step_in_buttons(cursor: Cursor, step: int, count: int) -> Cursor:
    """The button above (-1) or below (1) focused, stopping at the ends."""
    focus = cursor.button or 0
    return dataclasses.replace(cursor, button=max(0, min(count - 1, focus + step)))


def kept_in_hand(cursor: Cursor, hand: Sequence[str]) -> Cursor:
    """No selection once the lifted card left the hand."""
    if cursor.selected is None or cursor.selected in hand:
        return cursor
    return dataclasses.replace(cursor, selected=None)


def kept_in_options(cursor: Cursor, options: Sequence[str]) -> Cursor:
    """The focused option stays one of ``options`` (the first when it is not)."""
    if cursor.choice in options:
        return cursor
    return dataclasses.replace(cursor, choice=options[0] if options else None)


def cleared(cursor: Cursor) -> Cursor:
    """No card lifted and no option focused (a new turn); the button focus stays."""
    return dataclasses.replace(cursor, selected=None, choice=None)
