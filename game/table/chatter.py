"""The arcade opponent's chatter at the table: its face and a speech bubble beside its plate.

:class:`Chatter` listens to the director (the events as the player's seat sees them, as each
starts to play), asks a :class:`~game.table.reactions.ReactionReader` what the opponent shows,
changes the portrait beside the plate to that expression and shows the line in a bubble under
the plate (at a table for three or four, with no portrait, the face sits inside the bubble,
beside the plate) for a while. It only draws:
nothing waits for it and no input goes to it, so play never slows. How long a line stays
follows the animation speed (the instant speed: a short fixed time, no pop or fade); the
"Opponent chatter" option (off / some / all) is read live, so a change in Options applies at
once. The face relaxes to neutral a while after the line goes, except at the match's end.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Mapping

import pygame

from game.engine.table_view import TableView
from game.table.bubble import build_bubble
from game.table.reactions import Reaction, ReactionReader

logger = logging.getLogger(__name__)

BASE_SECONDS = 3.4  # a line stays this long at the normal speed (longer slow, shorter fast)
INSTANT_SECONDS = 1.8  # ...and this long when animations are instant
POP_SECONDS = 0.18  # the bubble grows in
FADE_SECONDS = 0.3  # ...and fades out
FACE_HOLD = 1.6  # the face stays this many line-lengths before relaxing to neutral
FINAL_MOMENTS = frozenset({"match_won", "match_lost"})
BUBBLE_GAP = 8
UNDER_PLATE_GAP = 22  # the tail's tip under the plate; the body clears the pile captions
TAIL_UNDER_PLATE = 120  # under the plate, the tail leaves the bubble this far from its left
CANVAS_MARGIN = 12


class Chatter:
    """The opponent in ``seat``: its ``faces`` by expression (the neutral one required),
    shown beside the plate (``portrait``: a 2-seat table's portrait) or in the bubble;
    ``reader_for(view)`` makes its ReactionReader from the table's view at the first event."""

    def __init__(
        self,
        reader_for: Callable[[TableView], ReactionReader],
        seat: int,
        faces: Mapping[str, pygame.Surface],
        *,
        portrait: bool,
        settings,
    ) -> None:
        self.reader_for = reader_for
        self.reader: ReactionReader | None = None
        self.seat = seat
        self.faces = dict(faces)
        self.portrait = portrait
        self.settings = settings
        self.table = None
        self.quiet = False  # reading a restored position: no reaction yet
        self.reaction: Reaction | None = None
        self.expression = "neutral"
        self.age = 0.0
        self._cache: dict[tuple, pygame.Surface] = {}

    # -- wiring ----------------------------------------------------------------------------
    def attach(self, table, *, quiet_until_idle: bool = False) -> None:
        """Listen to ``table``'s director and be updated and drawn by it; ``quiet_until_idle``:
        a restored position's events are read (the piles) but not reacted to."""
        self.table = table
        self.quiet = quiet_until_idle
        table.chatter = self
        table.director.listeners.append(self.on_event)

    def on_event(self, event) -> None:
        try:
            if self.reader is None:
                self.reader = self.reader_for(self.table.view)
            self.reader.chatter = self.level()
            reaction = self.reader.read(event)
        except Exception:  # noqa: BLE001 - chatter must never stop a match
            logger.exception("reaction to %s failed", type(event).__name__)
            return
        if reaction is not None and not self.quiet:
            self.show(reaction)

    def level(self) -> str:
        return getattr(self.settings, "opponent_chatter", "some")

    # -- state -----------------------------------------------------------------------------
    def show(self, reaction: Reaction) -> None:
        self.reaction = reaction
        self.age = 0.0
        self._set_face(reaction.expression)

    def _set_face(self, expression: str) -> None:
        self.expression = expression if expression in self.faces else "neutral"
        if self.portrait and self.table is not None and "neutral" in self.faces:
            self.table.portraits[self.seat] = self.faces[self.expression]

    @property
    def line(self) -> str:
        """The line showing now ("" for none)."""
        if self.reaction is None or self.age >= self.duration():
            return ""
        return self.reaction.line

    def duration(self) -> float:
        multiplier = getattr(self.settings, "animation_multiplier", 1.0)
        if math.isinf(multiplier):
            return INSTANT_SECONDS
        return BASE_SECONDS / max(0.1, multiplier)

    def update(self, dt: float) -> None:
        if self.quiet and self.table is not None and self.table.director.idle:
            self.quiet = False
        if self.level() == "off":
            if self.reaction is not None or self.expression != "neutral":
                self.reaction = None
                self._set_face("neutral")
            return
        self.age += dt
        reaction = self.reaction
        if (
            reaction is not None
            and self.expression != "neutral"
            and reaction.moment not in FINAL_MOMENTS
            and self.age >= self.duration() * FACE_HOLD
        ):
            self._set_face("neutral")

    # -- drawing ---------------------------------------------------------------------------
    def bubble(self) -> pygame.Surface | None:
        """The bubble of the line showing now (None: none), in the language in force."""
        line = self.line
        if not line:
            return None
        from game.i18n import current_language
        from game.scenes.arcade.draw import character

        face = None if self.portrait else self.faces.get(self.expression)
        key = (line, current_language(), id(face))
        surface = self._cache.get(key)
        if surface is None:
            if len(self._cache) > 16:
                self._cache.clear()
            tail_x = TAIL_UNDER_PLATE if self.portrait else None
            surface = build_bubble(character(line), face, tail_x)
            self._cache[key] = surface
        return surface

    def anchor(self, size: tuple[int, int], canvas_size: tuple[int, int]) -> tuple[int, int]:
        """The top-left corner of a bubble of ``size``. Beside a portrait: under the plate,
        its tail pointing up at it (clear of the opponent's hand); at a table for three or
        four: right of the plate, its tail pointing at it."""
        x, y, width, height = self.table.director.places[self.seat].plate
        if self.portrait:
            left, top = x, y + height + UNDER_PLATE_GAP
        else:
            left, top = x + width + BUBBLE_GAP, y
        left = max(CANVAS_MARGIN, min(left, canvas_size[0] - size[0] - CANVAS_MARGIN))
        top = max(CANVAS_MARGIN, min(top, canvas_size[1] - size[1] - CANVAS_MARGIN))
        return left, top

    def draw(self, canvas: pygame.Surface) -> None:
        try:
            surface = self.bubble()
            if surface is None:
                return
            surface = self._animated(surface)
            canvas.blit(surface, self.anchor(surface.get_size(), canvas.get_size()))
        except Exception:  # noqa: BLE001 - a bubble must never stop a match
            logger.exception("chatter bubble failed")
            self.reaction = None

    def _animated(self, surface: pygame.Surface) -> pygame.Surface:
        """Growing in, then fading out (none at the instant speed)."""
        multiplier = getattr(self.settings, "animation_multiplier", 1.0)
        if math.isinf(multiplier):
            return surface
        pop = POP_SECONDS / max(0.1, multiplier)
        left = self.duration() - self.age
        if self.age < pop:
            scale = 0.8 + 0.2 * (self.age / pop)
            width, height = surface.get_size()
            surface = pygame.transform.smoothscale(
                surface, (max(1, int(width * scale)), max(1, int(height * scale)))
            )
        if left < FADE_SECONDS:
            surface = surface.copy()
            surface.set_alpha(max(0, int(255 * left / FADE_SECONDS)))
        return surface
