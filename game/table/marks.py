"""Highlights on the table during the player's turn, as values: the lifted hand card rises,
the field cards of its month glow (the engine's "what would this play take"), hand cards
that match nothing are dimmed, the card under the pointer glows; in a two-match choice the
options glow and the focused one rises, and the waiting card glows. Lifts ease in and out
(frame-rate free)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.engine.table_view import Decision
from game.table.cursor import Cursor
from game.view import layout
from game.view.sprites import CHOICE, HIGHLIGHT, SELECTED, CardSprite

HOVER_LIFT = 10.0
CHOICE_LIFT = 16.0
LIFT_RATE = 18.0  # per second, exponential approach


@dataclass(frozen=True)
class Marks:
    """Glows, dimmed cards and lift targets for the cards on the table."""

    highlights: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    dimmed: frozenset[str] = frozenset()
    lifts: dict[str, float] = field(default_factory=dict)


NONE = Marks()


def marks_for(
    decision: Decision | None,
    cursor: Cursor,
    hand: Sequence[str],
    matches: Callable[[str], Sequence[str]],
    options: Sequence[str],
    pending: str | None,
    assist: bool = True,
) -> Marks:
    """The marks of the player's ``decision`` (``matches(code)``: the field cards a hand card
    would meet; ``options``: the cards a choice may take; ``pending``: the card waiting).
    ``assist`` off (Options > Hints): no dimmed hand cards, no glowing field matches."""
    highlights: dict[str, tuple[int, int, int]] = {}
    lifts: dict[str, float] = {}
    dimmed: set[str] = set()
    if decision is Decision.PLAY:
        for code in hand:
            if code == cursor.selected:
                lifts[code] = layout.HAND_LIFT
            elif assist and not matches(code):
                dimmed.add(code)
        if cursor.hover in hand and cursor.hover != cursor.selected:
            highlights[cursor.hover] = SELECTED
            lifts[cursor.hover] = HOVER_LIFT
        if assist and cursor.selected is not None:
            for code in matches(cursor.selected):
                highlights[code] = HIGHLIGHT
    elif decision is Decision.TAKE:
        for code in options:
            highlights[code] = CHOICE
            if code == cursor.choice:
                lifts[code] = CHOICE_LIFT
        if pending is not None:
            highlights[pending] = HIGHLIGHT
    return Marks(highlights, frozenset(dimmed), lifts)


def apply(sprites: dict[str, CardSprite], marks: Marks, *, drop_lifts: bool = False) -> None:
    """Show ``marks`` on the sprites (every other card unmarked); ``drop_lifts`` also puts
    raised cards down at once (else they ease down)."""
    for key, sprite in sprites.items():
        sprite.highlight = marks.highlights.get(key)
        sprite.dimmed = key in marks.dimmed
        if drop_lifts:
            sprite.lift = 0.0


def ease_lifts(sprites: dict[str, CardSprite], marks: Marks, dt: float, instant: bool) -> None:
    """Raised cards rise and fall smoothly towards their lift targets."""
    rate = 1.0 if instant else min(1.0, dt * LIFT_RATE)
    targets = marks.lifts
    for key, sprite in sprites.items():
        target = targets.get(key, 0.0)
        if sprite.lift != target:
            sprite.lift += (target - sprite.lift) * rate
            if abs(sprite.lift - target) < 0.5:
                sprite.lift = target
