"""The drawing half of a Flourish: cards and panels, falling cards, particles, flashes, shake.

Functions of the flourish's current time and physics state only, so skipping and watching
draw the same end. They read the Flourish's caches (:class:`Flourish` below says which) and
never change its timeline or bodies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.fx.panels import FOLD_STEPS
from game.fx.timeline import ease_in_cubic, ease_out_back, ease_out_cubic, progress, shake_offset


class Flourish(Protocol):
    """What the painter reads of a game.fx.flourish.Flourish."""

    cards: tuple[str, ...]
    staging: Any
    timeline: Any
    physics: Any
    panels: list
    fan_cards: list
    particle_art: Any
    _shakes: list
    _flashes: list
    _slots: list
    _spins: list
    _fan_angles: list
    _panel_size: tuple[float, float]
    _path: Callable[..., tuple[float, float]]


def shake(flourish: Flourish, t: float) -> tuple[int, int]:
    """Sum of the active screen shakes at ``t``."""
    dx = dy = 0
    for start, amplitude, duration in flourish._shakes:
        ox, oy = shake_offset(t, start, duration, amplitude)
        dx, dy = dx + ox, dy + oy
    return (dx, dy)


def draw_flashes(flourish: Flourish, canvas: pygame.Surface, t: float) -> None:
    """Add the active flashes (decaying light) to the whole canvas in one fill."""
    total = [0.0, 0.0, 0.0]
    for start, colour, strength, duration in flourish._flashes:
        u = progress(t, start, duration)
        if 0.0 < u < 1.0:
            k = strength * (1.0 - u) ** 2
            for c in range(3):
                total[c] += colour[c] * k
    if max(total) >= 6:
        canvas.fill(tuple(min(255, int(v)) for v in total), special_flags=pygame.BLEND_RGB_ADD)


def _flight_sprite(flourish: Flourish, index: int, angle: float) -> pygame.Surface:
    if flourish.staging.layout == "byobu":
        return flourish.panels[index].flight.get(angle)
    return flourish.fan_cards[index].get(angle)


def draw_cards(
    flourish: Flourish, canvas: pygame.Surface, t: float, offset: tuple[int, int]
) -> None:
    """Cards leaping out, panels unfolding / standing / folding, cards flying home."""
    layout = flourish.staging.layout
    timeline = flourish.timeline
    if layout == "drop":
        fade = 1.0 - progress(t, timeline.fade_out_at, 0.3 * timeline.scale)
        draw_falling_cards(flourish, canvas, offset, fade)
        return
    ox, oy = offset
    for index, times in enumerate(timeline.cards):
        if t < times.leap_start or t >= times.home:
            continue
        slot = flourish._slots[index]
        if t < times.arrive:
            e = ease_out_cubic(progress(t, times.leap_start, times.arrive - times.leap_start))
            x, y = flourish._path(index, e, home=False)
            angle = flourish._spins[index] * (1.0 - e)
            if layout == "fan":
                angle += flourish._fan_angles[index] * e
            sprite = _flight_sprite(flourish, index, angle)
            canvas.blit(sprite, sprite.get_rect(center=(x + ox, y + oy)))
        elif t < times.fold_end or (layout == "fan" and t < times.fold_start):
            if layout == "fan":
                sprite = flourish.fan_cards[index].get(flourish._fan_angles[index])
                canvas.blit(sprite, sprite.get_rect(center=(slot[0] + ox, slot[1] + oy)))
                continue
            rest = (1.0 / FOLD_STEPS) if index % 2 else 0.0  # a zigzag of the screen at rest
            if t < times.fold_start:
                unfold = progress(t, times.arrive, times.stand - times.arrive)
                fold = max(rest, 1.0 - ease_out_back(unfold, 1.2))
            else:
                u = ease_in_cubic(progress(t, times.fold_start, times.fold_end - times.fold_start))
                fold = rest + (1.0 - rest) * u
            frame = flourish.panels[index].frame(fold)
            if frame is not None:
                left = slot[0] - flourish._panel_size[0] / 2
                canvas.blit(frame, (left + ox, slot[1] - frame.get_height() / 2 + oy))
        else:
            start = times.fold_end
            e = ease_in_cubic(progress(t, start, times.home - start))
            x, y = flourish._path(index, e, home=True)
            sprite = _flight_sprite(flourish, index, -flourish._spins[index] * e)
            canvas.blit(sprite, sprite.get_rect(center=(x + ox, y + oy)))


def draw_falling_cards(
    flourish: Flourish, canvas: pygame.Surface, offset: tuple[int, int], fade: float
) -> None:
    """The last month's cards as pymunk boxes, drawn from the cached rotation angles."""
    index_of = {code: i for i, code in enumerate(flourish.cards)}
    for card in flourish.physics.cards:
        sprite = flourish.fan_cards[index_of[card.code]].get(card.body.angle)
        x, y = card.body.position
        if fade < 1.0:
            sprite.set_alpha(int(255 * max(0.0, fade)))
        canvas.blit(sprite, sprite.get_rect(center=(x + offset[0], y + offset[1])))
        if fade < 1.0:
            sprite.set_alpha(255)


def draw_particles(flourish: Flourish, canvas: pygame.Surface, level: float) -> None:
    """Every live particle, fading at the end of its life and with the freeze level."""
    physics = flourish.physics
    now = physics.time
    art = flourish.particle_art
    for particle in physics.particles:
        body = particle.body
        kind = particle.kind.name
        variant = particle.variant
        if kind == "butterfly":
            variant = int(now * 12 + particle.variant) % 2  # wings flap
        sprite = art.get(kind, variant, body.angle)
        alpha = min(1.0, (particle.dies - now) / 0.5, level * level)
        x, y = body.position
        if alpha < 0.98:
            sprite.set_alpha(max(0, int(255 * alpha)))
            canvas.blit(sprite, sprite.get_rect(center=(x, y)))
            sprite.set_alpha(255)
        else:
            canvas.blit(sprite, sprite.get_rect(center=(x, y)))
