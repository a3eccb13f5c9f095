"""Where things stand on the flourish stage: card slots, title, sake cup, banner anchors,
and the paths cards take to their slots and home again. Pure geometry, no drawing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.fx.timeline import bezier


@dataclass(frozen=True)
class StageLayout:
    slots: tuple[tuple[float, float], ...]  # centre of each card in place
    fan_angles: tuple[float, ...]  # fan layout: tilt of each card (radians)
    panel_size: tuple[int, int]  # a standing panel (byobu) or card (fan, drop)
    row_centre: tuple[float, float]
    title_centre: tuple[int, int]
    flight_width: int  # width of a card in flight
    card_width: int  # width of the card face inside a panel
    cup_rect: pygame.Rect  # where the sake cup stands


def build_layout(layout: str, count: int, size: tuple[int, int]) -> StageLayout:
    """The stage for ``count`` cards in a "byobu", "fan" or "drop" layout on ``size``."""
    w, h = size
    scale = h / 1080.0
    n = max(1, count)
    slots: list[tuple[float, float]] = []
    fan_angles: list[float] = []
    if layout == "byobu":
        card_w = int(min(0.135 * w, 0.88 * w / n / 1.125))
        border = max(4, card_w // 16)
        panel_size = (card_w + 2 * border, round(card_w * 1.6) + 2 * border)
        left = (w - n * panel_size[0]) / 2
        top = 0.07 * h
        slots = [(left + (i + 0.5) * panel_size[0], top + panel_size[1] / 2) for i in range(count)]
        row_centre = (w / 2, top + panel_size[1] / 2)
        title_centre = (w // 2, int(top + panel_size[1] + 0.17 * h))
        flight_width = int(card_w * 0.62)
    elif layout == "fan":
        card_w = int(min(0.1 * w, 0.9 * w / (n * 0.72 + 0.3)))
        spacing = min(card_w * 0.9, 0.8 * w / n)
        centre_y = 0.3 * h
        for i in range(count):
            k = i - (n - 1) / 2
            slots.append((w / 2 + k * spacing, centre_y + abs(k) ** 2 * 3 * scale))
            fan_angles.append(math.radians(k * 4.0))
        panel_size = (card_w, round(card_w * 1.6))
        row_centre = (w / 2, centre_y)
        title_centre = (w // 2, int(centre_y + card_w * 0.8 + 0.26 * h))
        flight_width = card_w
    else:  # drop: cards start above the screen, spread across it
        card_w = int(0.075 * w)
        panel_size = (card_w, round(card_w * 1.6))
        row_centre = (w / 2, 0.45 * h)
        title_centre = (w // 2, int(0.3 * h))
        flight_width = card_w
        slots = [(w * (0.1 + 0.8 * (i + 0.5) / n), -0.2 * h) for i in range(count)]
    cup_w = int(340 * scale)
    cup_h = int(cup_w * 0.62)
    row_right = slots[-1][0] + panel_size[0] / 2 if slots else w / 2
    cup_x = min(w * 0.9 - cup_w / 2, row_right + cup_w * 0.75)
    cup_bottom = row_centre[1] + panel_size[1] / 2
    cup_rect = pygame.Rect(int(cup_x - cup_w / 2), int(cup_bottom - cup_h), cup_w, cup_h)
    return StageLayout(
        tuple(slots),
        tuple(fan_angles),
        panel_size,
        row_centre,
        title_centre,
        flight_width,
        card_w,
        cup_rect,
    )


def banner_anchor(size: tuple[int, int], number: int) -> tuple[float, float]:
    """Top-edge anchor of the ``number``-th banner: alternately left and right, outside in."""
    w, h = size
    inset = 0.06 + 0.085 * (number // 2)
    x = w * inset if number % 2 == 0 else w * (1.0 - inset)
    return (x, -10 * h / 1080.0)


def card_path(
    size: tuple[int, int],
    target: tuple[float, float],
    source: tuple[float, float],
    paths: tuple[str, ...],
    index: int,
    e: float,
    home: bool,
) -> tuple[float, float]:
    """Where card ``index`` is at eased progress ``e`` of its leap, or of its trip home.

    Path kinds: "arc" (from the capture pile), "charge" (dashes in from the left), "bound"
    (leaps over from the right), "spiral" (circles in from above).
    """
    w, h = size
    if home:
        control = ((target[0] + source[0]) / 2, min(target[1], source[1]) - 0.2 * h)
        return bezier(target, control, source, e)
    kind = paths[index] if index < len(paths) else "arc"
    if kind == "charge":
        return bezier((-0.15 * w, target[1] + 0.12 * h), (0.3 * w, target[1] + 0.2 * h), target, e)
    if kind == "bound":
        return bezier((1.15 * w, 0.85 * h), (0.75 * w, -0.45 * h), target, e)
    if kind == "spiral":
        angle = 4 * math.pi * e
        radius = (1.0 - e) * 0.35 * h
        return (target[0] + math.cos(angle) * radius, target[1] + math.sin(angle) * radius)
    control = ((source[0] + target[0]) / 2, min(source[1], target[1]) - 0.3 * h)
    return bezier(source, control, target, e)
