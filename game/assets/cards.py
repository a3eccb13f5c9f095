"""Card faces and backs as pygame Surfaces, rasterised from assets/cards/*.svg at the size shown.

:func:`card_images` is the one cache every table, overlay, flourish and the title draw from
(a face is rasterised once, whoever asks first).

Each SVG is loaded with ``pygame.image.load_sized_svg`` at the exact pixel size it is drawn at
(crisp at any window size) and cached per (code, width, badge). The corner badge (month number
and a kind mark: bright star, animal circle, ribbon slim upright bar, chaff small diamond, as in
seed 000) is drawn by code over the image so the player can switch it off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.paths import resource_path
from game.engine.cards import CARD_BY_CODE, Kind

if TYPE_CHECKING:
    import pygame

CARD_ASPECT = 1.6  # height / width; the SVG viewBox is 200 x 320
BACK_STYLES: tuple[str, ...] = ("default", "indigo", "gold", "sakura")
BACK_FILES: dict[str, str] = {
    "default": "back.svg",
    "indigo": "back-indigo.svg",
    "gold": "back-gold.svg",
    "sakura": "back-sakura.svg",
}

BADGE_BACKGROUND = (28, 22, 20, 230)
BADGE_EDGE = (236, 222, 190)
BADGE_TEXT = (250, 244, 228)
KIND_MARK_COLOURS: dict[Kind, tuple[int, int, int]] = {
    Kind.BRIGHT: (246, 196, 40),
    Kind.ANIMAL: (120, 200, 120),
    Kind.RIBBON: (236, 80, 70),
    Kind.CHAFF: (200, 196, 186),
}


def height_for(width: int) -> int:
    """Pixel height of a card drawn `width` pixels wide (aspect 1:1.6)."""
    return max(1, round(width * CARD_ASPECT))


def card_svg_path(name: str):
    """Path of assets/cards/<name>.svg through the asset resolver."""
    return resource_path("assets", "cards", f"{name}.svg")


class CardImages:
    """Loads, sizes and caches card surfaces. One instance per display is enough."""

    def __init__(self) -> None:
        self._faces: dict[tuple[str, int, bool], pygame.Surface] = {}
        self._backs: dict[tuple[str, int], pygame.Surface] = {}

    @staticmethod
    def height_for(width: int) -> int:
        return height_for(width)

    def face(self, code: str, width: int, badge: bool = True) -> pygame.Surface:
        """The face of card `code` ("M-I") drawn `width` pixels wide, with or without the badge."""
        card = CARD_BY_CODE.get(code)
        if card is None:
            raise KeyError(f"no card with code {code!r}")
        key = (code, int(width), bool(badge))
        surface = self._faces.get(key)
        if surface is None:
            surface = _load_svg(code, int(width))
            if badge:
                surface = surface.copy()
                draw_badge(surface, card.month, card.kind)
            self._faces[key] = surface
        return surface

    def has_face(self, code: str, width: int, badge: bool = True) -> bool:
        """True when that face is already rasterised (asking for it costs nothing)."""
        return (code, int(width), bool(badge)) in self._faces

    def back(self, width: int, style: str = "default") -> pygame.Surface:
        """A card back `width` pixels wide in one of BACK_STYLES."""
        if style not in BACK_FILES:
            raise KeyError(f"unknown back style {style!r} (known: {', '.join(BACK_STYLES)})")
        key = (style, int(width))
        surface = self._backs.get(key)
        if surface is None:
            surface = _load_svg(BACK_FILES[style][:-4], int(width))
            self._backs[key] = surface
        return surface

    def preload(self, width: int, badge: bool = True) -> None:
        """Rasterise every face and back at `width` now (about 10 ms a card at 120 px), e.g.
        during a loading screen or right after a resize, so play never waits on the loader."""
        for code in CARD_BY_CODE:
            self.face(code, width, badge)
        for style in BACK_STYLES:
            self.back(width, style)

    def clear(self) -> None:
        """Forget every cached surface (e.g. after a window resize)."""
        self._faces.clear()
        self._backs.clear()


_SHARED: list[CardImages] = []


def card_images() -> CardImages:
    """The game's one card-image cache."""
    if not _SHARED:
        _SHARED.append(CardImages())
    return _SHARED[0]


def _load_svg(name: str, width: int) -> pygame.Surface:
    import pygame

    size = (width, height_for(width))
    surface = pygame.image.load_sized_svg(str(card_svg_path(name)), size)
    if surface.get_size() != size:
        # the loader keeps the aspect ratio and may round one side up by a pixel: crop to size
        exact = pygame.Surface(size, pygame.SRCALPHA)
        exact.blit(surface, (0, 0))
        surface = exact
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


VALUE_BACKGROUND = (250, 226, 150)  # the points plate: gold for cards that score
VALUE_TEXT = (40, 26, 12)  # dark on the gold plate (light text on it could not be read)


def badge_rect(width: int, month: int = 12) -> pygame.Rect:
    """Where the badge sits on a card `width` pixels wide (top-left corner, inside the border).

    One-digit months get a narrower plate than 10-12 so the kind mark never crowds the number.
    """
    import pygame

    inset = max(2, round(width * 0.05))
    badge_height = max(12, round(width * 0.2))
    digits_width = badge_height * (0.62 if month < 10 else 1.12)
    badge_width = round(digits_width + badge_height * 1.05)
    return pygame.Rect(inset, inset, badge_width, badge_height)


def draw_badge(surface: pygame.Surface, month: int, kind: Kind) -> None:
    """Draw the month number and kind mark into the top-left corner of a card surface."""
    import pygame

    from game.assets.fonts import font

    rect = badge_rect(surface.get_width(), month)
    radius = max(2, rect.height // 4)
    plate = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, BADGE_BACKGROUND, plate.get_rect(), border_radius=radius)
    pygame.draw.rect(
        plate, BADGE_EDGE, plate.get_rect(), width=max(1, rect.height // 12), border_radius=radius
    )
    label = font(max(8, round(rect.height * 0.86)), "ui_bold").render(str(month), True, BADGE_TEXT)
    mark_size = rect.height
    text_box = pygame.Rect(0, 0, rect.width - mark_size + max(1, rect.height // 10), rect.height)
    plate.blit(label, label.get_rect(center=(text_box.centerx + 1, text_box.centery)))
    mark_box = pygame.Rect(rect.width - mark_size, 0, mark_size, rect.height)
    draw_kind_mark(plate, mark_box.inflate(-rect.height * 0.34, -rect.height * 0.34), kind)
    surface.blit(plate, rect)


def draw_value_badge(surface: pygame.Surface, points: int) -> None:
    """Draw a card's points in the game being played (roppyakken 50 / 10 / 0, hana-awase
    20 / 10 / 5 / 1) on a plate in the top-right corner, beside the month badge."""
    import pygame

    from game.assets.fonts import font

    height = badge_rect(surface.get_width()).height
    inset = max(2, round(surface.get_width() * 0.05))
    colour = VALUE_TEXT if points else BADGE_TEXT
    label = font(max(8, round(height * 0.86)), "ui_bold").render(str(points), True, colour)
    rect = pygame.Rect(0, 0, label.get_width() + height // 2, height)
    rect.topright = (surface.get_width() - inset, inset)
    radius = max(2, height // 4)
    pygame.draw.rect(
        surface, VALUE_BACKGROUND if points else BADGE_BACKGROUND, rect, border_radius=radius
    )
    pygame.draw.rect(surface, BADGE_EDGE, rect, width=max(1, height // 12), border_radius=radius)
    surface.blit(label, label.get_rect(center=rect.center))


def draw_kind_mark(target: pygame.Surface, box: pygame.Rect, kind: Kind) -> None:
    """The badge's kind mark (star, circle, bar, diamond) centred in ``box``."""
    import math

    import pygame

    colour = KIND_MARK_COLOURS[kind]
    cx, cy = box.center
    size = min(box.width, box.height)
    if kind is Kind.BRIGHT:
        outer, inner = size / 2 + 0.5, size / 4.6
        points = []
        for step in range(10):
            radius = outer if step % 2 == 0 else inner
            angle = -math.pi / 2 + step * math.pi / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        pygame.draw.polygon(target, colour, points)
    elif kind is Kind.ANIMAL:
        pygame.draw.circle(target, colour, (cx, cy), max(2, size / 2.3))
    elif kind is Kind.RIBBON:
        bar = pygame.Rect(0, 0, max(2, round(size * 0.36)), size)
        bar.center = (cx, cy)
        pygame.draw.rect(target, colour, bar)
    else:
        half = max(2, size / 2.6)
        pygame.draw.polygon(
            target, colour, [(cx, cy - half), (cx + half, cy), (cx, cy + half), (cx - half, cy)]
        )
