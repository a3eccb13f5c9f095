"""Card art and fonts for the flourish, with small local fallbacks.

The real providers are game.view.card_images.CardImages and game.view.fonts.font (other
team members). Until they exist (or when a test wants no assets) the flourish uses the
plain procedural stand-ins here so it always runs.
"""

from __future__ import annotations

import logging

import pygame

from game.engine.cards import CARD_BY_CODE, Kind

log = logging.getLogger(__name__)

CARD_ASPECT = 1.6  # height / width of a hanafuda card

_MONTH_COLOURS: tuple[tuple[int, int, int], ...] = (
    (34, 110, 60),
    (196, 60, 90),
    (232, 140, 170),
    (130, 90, 170),
    (60, 80, 170),
    (200, 40, 60),
    (150, 60, 120),
    (200, 170, 90),
    (220, 170, 40),
    (200, 70, 30),
    (70, 120, 80),
    (120, 100, 150),
)


class FallbackCardImages:
    """Procedural stand-in with the CardImages API: face(), back(), height_for()."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, int, bool], pygame.Surface] = {}

    def height_for(self, width: int) -> int:
        return max(2, round(width * CARD_ASPECT))

    def back(self, width: int, style: str = "default") -> pygame.Surface:
        height = self.height_for(width)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = max(2, width // 12)
        pygame.draw.rect(surface, (40, 30, 28), surface.get_rect(), border_radius=radius)
        pygame.draw.rect(
            surface,
            (150, 40, 30),
            surface.get_rect().inflate(-width // 8, -width // 8),
            border_radius=radius,
        )
        return surface

    def face(self, code: str, width: int, badge: bool = True) -> pygame.Surface:
        key = (code, width, badge)
        cached = self._cache.get(key)
        if cached is None:
            cached = self._draw_face(code, width)
            self._cache[key] = cached
        return cached

    def _draw_face(self, code: str, width: int) -> pygame.Surface:
        card = CARD_BY_CODE[code]
        height = self.height_for(width)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = max(2, width // 12)
        pygame.draw.rect(surface, (28, 24, 22), surface.get_rect(), border_radius=radius)
        inner = surface.get_rect().inflate(-max(2, width // 14), -max(2, width // 14))
        pygame.draw.rect(surface, (244, 236, 218), inner, border_radius=radius)
        colour = _MONTH_COLOURS[card.month - 1]
        hill = pygame.Rect(
            inner.left, inner.top + inner.height * 2 // 3, inner.width, inner.height // 3
        )
        pygame.draw.rect(
            surface,
            colour,
            hill,
            border_bottom_left_radius=radius,
            border_bottom_right_radius=radius,
        )
        for i in range(5):
            x = inner.left + inner.width * (i + 0.5) / 5
            y = inner.top + inner.height * (0.55 + 0.08 * ((i * 3) % 2))
            pygame.draw.circle(surface, colour, (x, y), max(2, width // 12))
        centre = (inner.centerx, inner.top + inner.height * 0.33)
        if card.kind is Kind.BRIGHT:
            pygame.draw.circle(surface, (214, 40, 40), centre, width * 0.28)
            pygame.draw.circle(surface, (240, 190, 60), centre, width * 0.28, max(2, width // 30))
        elif card.kind is Kind.ANIMAL:
            pygame.draw.ellipse(
                surface,
                (110, 70, 40),
                pygame.Rect(0, 0, width * 0.55, width * 0.35).move(
                    centre[0] - width * 0.275, centre[1] - width * 0.175
                ),
            )
        elif card.kind is Kind.RIBBON:
            blue = card.month in (6, 9, 10)
            ribbon = pygame.Rect(0, 0, width * 0.22, inner.height * 0.5)
            ribbon.center = (round(centre[0]), round(centre[1] + inner.height * 0.08))
            pygame.draw.rect(surface, (40, 70, 170) if blue else (200, 30, 40), ribbon)
        return surface


_SHARED_IMAGES: list = []


def default_card_images():
    """The team's CardImages if it is there, else the local fallback; one shared instance
    (so faces rendered for one flourish are reused by the next)."""
    if _SHARED_IMAGES:
        return _SHARED_IMAGES[0]
    try:
        from game.view.card_images import CardImages
    except ImportError:
        images = FallbackCardImages()
    else:
        try:
            images = CardImages()
        except Exception:  # noqa: BLE001 - a missing asset must not stop a flourish
            log.exception("CardImages failed; using the fallback card art")
            images = FallbackCardImages()
    _SHARED_IMAGES.append(images)
    return images


_FONT_CACHE: dict[tuple[int, str], pygame.font.Font] = {}


def fx_font(size: int, family: str = "ui") -> pygame.font.Font:
    """game.view.fonts.font when it exists, else pygame's default font (cached)."""
    try:
        from game.view.fonts import font as team_font
    except ImportError:
        team_font = None
    if team_font is not None:
        try:
            return team_font(size, family)
        except Exception:  # noqa: BLE001
            log.exception("fonts.font(%s, %s) failed; using the default font", size, family)
    key = (size, family)
    cached = _FONT_CACHE.get(key)
    if cached is None:
        if not pygame.font.get_init():
            pygame.font.init()
        cached = pygame.font.Font(None, size)
        if family in ("brush", "ui_bold"):
            cached.set_bold(True)
        _FONT_CACHE[key] = cached
    return cached


def can_render(font: pygame.font.Font, text: str, family: str = "brush") -> bool:
    """True when every glyph of ``text`` exists in the family's font (no tofu boxes)."""
    try:
        from game.view.fonts import missing_glyphs
    except ImportError:
        missing_glyphs = None
    if missing_glyphs is not None:
        try:
            return not missing_glyphs(text, family)
        except Exception:  # noqa: BLE001 - no font file: judge by the loaded font below
            pass
    if not any(ord(char) > 0x2FFF for char in text):
        return True
    try:
        metrics = font.metrics(text)
    except pygame.error:
        return False
    # pygame's default font has no CJK glyphs; it reports them as None or as zero-width boxes
    return (
        all(metric is not None and metric[4] > 0 for metric in metrics)
        and font.get_height() > 0
        and not _is_default_font(font)
    )


def _is_default_font(font: pygame.font.Font) -> bool:
    return any(font is cached for cached in _FONT_CACHE.values())
