"""Card motion: the tweens that take one sprite to a rest place (game.view.layout.Place)."""

from __future__ import annotations

from game.core.tweens import Animation, Parallel, Tween
from game.view.layout import Place
from game.view.sprites import CardSprite


def move_to(
    sprite: CardSprite, place: Place, duration: float, delay: float, ease: str
) -> Animation | None:
    """Tweens taking ``sprite`` to ``place`` (move, scale, flip with easing); the card flies
    above the others while moving and takes the place's z order when it lands. None when
    it is already there."""
    flip_to = 1.0 if place.face_up else 0.0
    if sprite.code == "":
        flip_to = 0.0
    changes = []
    if abs(sprite.x - place.x) > 0.5 or abs(sprite.y - place.y) > 0.5:
        changes.append(Tween(sprite, "x", float(place.x), duration, ease=ease, delay=delay))
        changes.append(Tween(sprite, "y", float(place.y), duration, ease=ease, delay=delay))
    if abs(sprite.width - place.width) > 0.5:
        changes.append(Tween(sprite, "width", float(place.width), duration, ease=ease, delay=delay))
    if abs(sprite.flip - flip_to) > 0.01:
        changes.append(
            Tween(
                sprite,
                "flip",
                flip_to,
                duration * 0.8,
                ease="sine_in_out",
                delay=delay + duration * 0.1,
            )
        )
    if not changes:
        sprite.z = place.z
        return None
    moving = abs(sprite.x - place.x) + abs(sprite.y - place.y) > 2
    if moving:
        sprite.z = max(sprite.z, 400 + place.z % 100)

    def land(sprite=sprite, z=place.z) -> None:
        sprite.z = z

    return Parallel(*changes, on_finish=land)
