"""Card sprites and their drawing: position, width (scale), flip, lift, fade, z order.

A ``CardSprite`` is plain animated data that tweens change (``x``, ``y``, ``width``,
``flip`` 0 = face down .. 1 = face up, ``lift``, ``alpha``, ``z``). ``CardArt`` hands out
card surfaces: the crisp faces and backs from :class:`game.assets.cards.CardImages` at
the resting widths, and cached smooth-scaled copies for in-between widths while a card
grows or shrinks, so a frame never rasterises art. When the art module or its files are
missing, a plain placeholder face is drawn through the same interface.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets.cards import card_images
from game.view.layout import CAPTURE_WIDTH, FIELD_WIDTH, HAND_WIDTH, REST_WIDTHS, card_height

HIGHLIGHT = (255, 214, 90)
CHOICE = (120, 230, 255)
SELECTED = (255, 250, 230)
NO_MATCH = (150, 150, 150)
_SCALE_STEP = 4
# in-between widths are scaled from these (the faces warmed ahead of need)
SCALE_BASES: tuple[int, ...] = (CAPTURE_WIDTH, FIELD_WIDTH, HAND_WIDTH)


@dataclass(eq=False)
class CardSprite:
    code: str
    x: float = 0.0
    y: float = 0.0
    width: float = 108.0
    flip: float = 0.0  # 0 face down, 1 face up (0.5 edge-on)
    lift: float = 0.0  # pixels raised (selection)
    alpha: float = 255.0
    z: int = 0
    visible: bool = True
    highlight: tuple[int, int, int] | None = None
    dimmed: bool = False

    @property
    def face_up(self) -> bool:
        return self.flip >= 0.5

    def rect(self) -> pygame.Rect:
        return pygame.Rect(
            round(self.x), round(self.y - self.lift), round(self.width), card_height(self.width)
        )


class CardArt:
    """Card surfaces per (code, width, badge), cheap to ask for every frame."""

    def __init__(self, images=None, badges: bool = True, back_style: str = "default") -> None:
        self.images = images if images is not None else card_images()
        self.badges = badges
        self.back_style = back_style
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._flipped: dict[tuple, pygame.Surface] = {}
        self._dimmed: dict[tuple, pygame.Surface] = {}
        self._warm_queue: list[tuple[str | None, int]] = []
        self._warmed: set[tuple[str | None, int, bool]] = set()
        self.values: dict[str, int] = {}  # each card's points in the game (badges show them)
        self._valued: dict[tuple[str, int], pygame.Surface] = {}

    def set_values(self, values: dict[str, int]) -> None:
        """Show each card's points in the game being played beside its badge (roppyakken,
        hana-awase); empty: the month badge only (koi-koi)."""
        self.values = dict(values)
        self._valued.clear()
        self._scaled.clear()
        self._flipped.clear()
        self._dimmed.clear()

    def _source(self, code: str | None, width: int) -> pygame.Surface:
        if code is None:
            return self.images.back(width, self.back_style)
        face = self.images.face(code, width, badge=self.badges)
        if not (self.badges and self.values and code in self.values):
            return face
        key = (code, width)
        valued = self._valued.get(key)
        if valued is None:
            from game.assets.cards import draw_value_badge

            valued = face.copy()
            draw_value_badge(valued, self.values[code])
            self._valued[key] = valued
        return valued

    def surface(self, code: str | None, width: float) -> pygame.Surface:
        """Face of ``code`` (None: the back) at ``width``: exact at the rest widths, else a
        cached smooth-scaled copy of the nearest larger rest width (width rounded to 4 px)."""
        rounded = int(round(width))
        if rounded in REST_WIDTHS:
            return self._source(code, rounded)
        quantised = max(8, int(round(width / _SCALE_STEP)) * _SCALE_STEP)
        key = (code, quantised, self.badges)
        surface = self._scaled.get(key)
        if surface is None:
            base_width = min((w for w in SCALE_BASES if w >= quantised), default=max(SCALE_BASES))
            base = self._source(code, base_width)
            surface = pygame.transform.smoothscale(base, (quantised, card_height(quantised)))
            if len(self._scaled) > 240:
                self._scaled.pop(next(iter(self._scaled)))
            self._scaled[key] = surface
        return surface

    def dimmed(self, surface: pygame.Surface, key: tuple) -> pygame.Surface:
        """A darkened copy of ``surface`` (cards that match nothing), cached by ``key``."""
        found = self._dimmed.get(key)
        if found is None or found.get_size() != surface.get_size():
            found = surface.copy()
            found.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            if len(self._dimmed) > 64:
                self._dimmed.clear()
            self._dimmed[key] = found
        return found

    def set_badges(self, on: bool) -> None:
        if on != self.badges:
            self.badges = on
            self._valued.clear()
            self._scaled.clear()
            self._flipped.clear()
            self._dimmed.clear()
            self._warmed.clear()

    # -- spreading rasterisation over frames -------------------------------------------------
    def warm(self, items) -> None:
        """Queue (code, width) faces to rasterise ahead of need, one per :meth:`warm_step`."""
        for code, width in items:
            if (code, int(width), self.badges) not in self._warmed:
                self._warm_queue.append((code, int(width)))

    @property
    def warming(self) -> bool:
        """True while faces queued by :meth:`warm` wait to be rasterised."""
        return bool(self._warm_queue)

    def warm_step(self, count: int = 1) -> int:
        """Rasterise up to ``count`` queued faces not cached yet (preloaded ones are skipped
        for free); returns how many are still queued."""
        done = 0
        while self._warm_queue and done < count:
            code, width = self._warm_queue.pop(0)
            key = (code, width, self.badges)
            if key in self._warmed:
                continue
            self._warmed.add(key)
            if self._cached(code, width):
                continue
            self._source(code, width)
            done += 1
        return len(self._warm_queue)

    def _cached(self, code: str | None, width: int) -> bool:
        """True when CardImages already holds this face (preloaded): nothing to warm."""
        has_face = getattr(self.images, "has_face", None)
        return has_face is not None and code is not None and has_face(code, width, self.badges)


_SHADOW_CACHE: dict[tuple[int, int], pygame.Surface] = {}
_GLOW_CACHE: dict[tuple[int, int, tuple[int, int, int]], pygame.Surface] = {}


def _shadow(width: int, height: int) -> pygame.Surface:
    surface = _SHADOW_CACHE.get((width, height))
    if surface is None:
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(
            surface, (0, 0, 0, 70), surface.get_rect(), border_radius=max(3, width // 12)
        )
        _SHADOW_CACHE[(width, height)] = surface
    return surface


def _glow(width: int, height: int, colour: tuple[int, int, int]) -> pygame.Surface:
    key = (width, height, colour)
    surface = _GLOW_CACHE.get(key)
    if surface is None:
        pad = 10
        surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
        for step in range(5):
            inset = step * 2
            rect = surface.get_rect().inflate(-2 * inset, -2 * inset)
            pygame.draw.rect(surface, (*colour, 40 + step * 40), rect, 3, border_radius=12)
        _GLOW_CACHE[key] = surface
    return surface


def draw_sprite(canvas: pygame.Surface, sprite: CardSprite, art: CardArt) -> None:
    """Draw one card: shadow, flip (horizontal squash), highlight glow, fade, dimming."""
    if not sprite.visible or sprite.alpha <= 1:
        return
    width = max(4.0, sprite.width)
    height = card_height(width)
    x, y = sprite.x, sprite.y - sprite.lift
    squash = abs(math.cos(sprite.flip * math.pi))
    surface = art.surface(sprite.code if sprite.face_up else None, width)
    if squash < 0.999:
        squashed = max(1, int(surface.get_width() * squash))
        surface = pygame.transform.scale(surface, (squashed, surface.get_height()))
        x += (width - squashed) / 2
    if sprite.lift > 0 or sprite.z >= 200:
        canvas.blit(_shadow(surface.get_width(), height), (x + 6, y + 8))
    if sprite.highlight is not None:
        glow = _glow(int(width), height, sprite.highlight)
        canvas.blit(glow, (x - 10, y - 10))
    if sprite.dimmed:
        surface = art.dimmed(surface, (sprite.code, surface.get_size()))
    if sprite.alpha < 254:
        # fade: modulate the cached surface for this one blit (no copy per frame)
        surface.set_alpha(int(sprite.alpha))
        canvas.blit(surface, (x, y))
        surface.set_alpha(255)
        return
    canvas.blit(surface, (x, y))
