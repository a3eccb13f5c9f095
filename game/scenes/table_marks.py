"""Highlights on the table during the human's turn: the selected hand card rises, the field
cards of its month glow, hand cards that match nothing are dimmed, the card under the mouse
glows; in a two-match choice the options glow and the focused one rises. Lifts ease in and
out (frame-rate free)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.cards import CARD_BY_CODE, CARDS
from game.view import layout
from game.view.sprites import CHOICE, HIGHLIGHT, SELECTED

if TYPE_CHECKING:
    from game.scenes.table import TableScene


def clear_marks(scene: TableScene, lifts: bool = True) -> None:
    """Remove highlights and dimming; ``lifts`` also drops raised cards at once (else they
    ease down)."""
    scene.lift_targets = {}
    for sprite in scene.director.sprites.values():
        sprite.highlight = None
        sprite.dimmed = False
        if lifts:
            sprite.lift = 0.0


def ease_lifts(scene: TableScene, dt: float) -> None:
    """Selected cards rise and fall smoothly (exponential approach)."""
    rate = 1.0 if scene.director.tweens.instant else min(1.0, dt * 18.0)
    targets = scene.lift_targets
    for key, sprite in scene.director.sprites.items():
        target = targets.get(key, 0.0)
        if sprite.lift != target:
            sprite.lift += (target - sprite.lift) * rate
            if abs(sprite.lift - target) < 0.5:
                sprite.lift = target


def field_matches(scene: TableScene, code: str) -> list[str]:
    """Field cards of the same month as ``code``."""
    month = CARD_BY_CODE[code].month
    return [key for key in scene.director.model.field_slots if CARD_BY_CODE[key].month == month]


def take_options(scene: TableScene) -> list[str]:
    """The field cards the human may take now, left to right."""
    return sorted(
        (CARDS[a.card].code for a in scene.state.legal_actions() if a.kind == "take"),
        key=lambda code: scene.director.sprites[code].x,
    )


def mark_cards(scene: TableScene, phase: str | None) -> None:
    clear_marks(scene, lifts=False)
    sprites = scene.director.sprites
    if phase == "play":
        hand = scene.director.model.hands[scene.director.near]
        if scene.selected not in hand:
            scene.selected = None
        for code in hand:
            sprite = sprites[code]
            sprite.dimmed = not field_matches(scene, code)
            if code == scene.selected:
                scene.lift_targets[code] = layout.HAND_LIFT
                sprite.dimmed = False
        if scene.hover in hand and scene.hover != scene.selected:
            sprites[scene.hover].highlight = SELECTED
            scene.lift_targets[scene.hover] = 10.0
        if scene.selected is not None:
            for code in field_matches(scene, scene.selected):
                sprites[code].highlight = HIGHLIGHT
    elif phase == "take":
        options = take_options(scene)
        if scene.choice not in options:
            scene.choice = options[0] if options else None
        for code in options:
            sprites[code].highlight = CHOICE
            if code == scene.choice:
                scene.lift_targets[code] = 16
        pending = scene.director.model.pending
        if pending is not None:
            sprites[pending].highlight = HIGHLIGHT
