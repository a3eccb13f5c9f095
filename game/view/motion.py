"""Card motion: the tweens that take one sprite to a rest place (game.view.layout.Place),
and the interpolation of sprite poses between two logic steps for drawing."""

from __future__ import annotations

import dataclasses

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


Pose = tuple[float, float, float, float, float, float]


def pose(sprite: CardSprite) -> Pose:
    """What moves between logic steps: position, width, flip, lift and fade."""
    return (sprite.x, sprite.y, sprite.width, sprite.flip, sprite.lift, sprite.alpha)


def interpolated(sprite: CardSprite, previous: Pose | None, alpha: float) -> CardSprite:
    """``sprite`` as drawn ``alpha`` (0..1) of the way from its pose at the previous logic
    step to its current one (Fiedler, "Fix Your Timestep"). The sprite itself when it did
    not move, has no previous pose (new) or alpha is 1; otherwise a drawing-only copy."""
    if previous is None or alpha >= 1.0:
        return sprite
    current = pose(sprite)
    if current == previous:
        return sprite
    alpha = max(0.0, alpha)
    x, y, width, flip, lift, fade = (
        before + (after - before) * alpha for before, after in zip(previous, current, strict=True)
    )
    if (previous[3] >= 0.5) != (sprite.flip >= 0.5):
        # turned over in this step (or snapped, e.g. a couch hand hidden): show the side it
        # has now, never a face it no longer shows
        flip = sprite.flip
    return dataclasses.replace(sprite, x=x, y=y, width=width, flip=flip, lift=lift, alpha=fade)
