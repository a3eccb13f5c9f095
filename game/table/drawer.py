"""Drawing the table: the background, the HUD from a frozen HudFrame (game.table.frame), the
director's cards and the banner.

Everything that is not a card is a cached surface (game.view.panels.PanelCache) composed into
one opaque layer that is rebuilt only when the frame's content changes, and then only the
elements whose content changed (their old area restored from the background first). The
drawer reads the frame, the director's sprites and the card art: nothing else.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game.table.frame import HudFrame, Plate
from game.view import hud, layout, panels, seat_panels
from game.view.director import Director
from game.view.sprites import CardArt, draw_sprite

logger = logging.getLogger(__name__)

PORTRAIT_GAP = 10


def table_background(
    size: tuple[int, int] = layout.CANVAS, table_theme: str = "default"
) -> pygame.Surface:
    """The table surface in ``table_theme`` (game.view.table_theme: default, wood, tatami;
    an unknown name falls back to the default felt) with the stock and field places."""
    from game.view.table_theme import draw_table_surface

    try:
        surface = draw_table_surface(size, table_theme)
    except ValueError:
        logger.warning("unknown table theme %r: using the default", table_theme)
        surface = draw_table_surface(size, "default")
    # the stock's place and the field's two rows, drawn faintly
    slot = pygame.Surface(
        (layout.FIELD_WIDTH, layout.card_height(layout.FIELD_WIDTH)), pygame.SRCALPHA
    )
    pygame.draw.rect(slot, (255, 255, 255, 26), slot.get_rect(), 2, border_radius=10)
    surface.blit(slot, layout.STOCK_POS)
    for index in range(16):
        place = layout.field_place(index)
        surface.blit(slot, (place.x, place.y))
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    return surface


def framed_portrait(portrait: pygame.Surface, seat: int, to_act: bool) -> pygame.Surface:
    """A portrait beside a name plate: framed in the seat's colour (gold while to act)."""
    from game.ui import theme

    surface = portrait.copy()
    edge = theme.colour("gold_light") if to_act else panels.seat_colour(seat)
    pygame.draw.rect(surface, edge, surface.get_rect(), 4, border_radius=6)
    return surface


class TableDrawer:
    def __init__(self, table_theme: str = "default") -> None:
        self.background = table_background(table_theme=table_theme)
        self.panels = panels.PanelCache()
        self._layer: pygame.Surface = self.background
        self._frame: HudFrame | None = None
        self._drawn: dict[str, tuple] = {}

    @property
    def frame(self) -> HudFrame | None:
        """The HUD frame the last draw showed (None before the first)."""
        return self._frame

    def language_changed(self) -> None:
        """Forget every drawn text: the next frame builds the HUD again in the new language."""
        self.panels = panels.PanelCache()
        self._layer = self.background
        self._frame = None
        self._drawn.clear()

    def draw(
        self,
        canvas: pygame.Surface,
        frame: HudFrame,
        director: Director,
        art: CardArt,
        marked: list[str],
        alpha: float = 1.0,
    ) -> None:
        """The HUD layer (rebuilt only when ``frame`` changed), then the cards, each
        ``alpha`` of the way from its pose before the latest logic step to its current one,
        the Hint's frames on the ``marked`` cards and the banner."""
        if frame != self._frame:
            self._layer = self._compose(frame)
            self._frame = frame
        canvas.blit(self._layer, (0, 0))
        hidden = set(director.model.stock[6:-1])  # stacked exactly under the top stock card
        for sprite_key, sprite in sorted(director.sprites.items(), key=lambda item: item[1].z):
            if sprite_key not in hidden:
                draw_sprite(canvas, director.drawn_sprite(sprite, alpha), art)
        self._dead_marks(canvas, director, alpha)
        self._hint_marks(canvas, director, marked, alpha)
        self._pending_tag(canvas, frame.pending_tag, director, alpha)
        banner = director.banner
        if banner is not None:
            surface = self.panels.get(
                ("banner", banner.text, banner.seat),
                lambda: hud.build_banner(banner.text, banner.seat),
            )
            canvas.blit(surface, surface.get_rect(center=layout.BANNER_CENTRE))

    def _compose(self, frame: HudFrame) -> pygame.Surface:
        """Bring the HUD layer up to date: only elements whose content changed are redrawn,
        with every element they overlap (see :meth:`_reconcile`)."""
        if self._layer is self.background:
            self._layer = self.background.copy()
        self._reconcile(self._layer, hud_elements(frame))
        return self._layer

    def _reconcile(self, layer: pygame.Surface, elements: list[HudElement]) -> None:
        """Make ``layer`` show exactly ``elements`` (in their drawing order), as if drawn
        afresh on the background. An element whose content or place changed, or that is no
        longer wanted, has its old area restored from the background; every element drawn
        where an area is restored or a changed element lands is drawn again too (the view
        turning moves a seat's frame over where another seat's labels were)."""
        wanted = {element.name: element for element in elements}
        dirty: list[pygame.Rect] = []
        for name, (key, rect) in list(self._drawn.items()):
            element = wanted.get(name)
            if element is None or element.key != key:
                dirty.append(rect)
            if element is None:
                del self._drawn[name]
        redraw: dict[str, pygame.Surface | None] = {}  # None: the cached surface again
        for element in elements:
            drawn = self._drawn.get(element.name)
            if drawn is None or drawn[0] != element.key:
                surface = self.panels.get(element.key, element.build)
                redraw[element.name] = surface
                dirty.append(surface.get_rect(topleft=element.position))
        grown = True
        while grown:  # an element under a restored area is restored and drawn whole
            grown = False
            for element in elements:
                drawn = self._drawn.get(element.name)
                if element.name in redraw or drawn is None:
                    continue
                if drawn[1].collidelist(dirty) >= 0:
                    redraw[element.name] = None
                    dirty.append(drawn[1])
                    grown = True
        for rect in dirty:
            layer.blit(self.background, rect, rect)
        for element in elements:
            if element.name in redraw:
                surface = redraw[element.name] or self.panels.get(element.key, element.build)
                self._drawn[element.name] = (element.key, layer.blit(surface, element.position))

    def _pending_tag(
        self, canvas: pygame.Surface, tag: str, director: Director, alpha: float
    ) -> None:
        """ "Played" / "Drawn" over the card waiting for its pick (it follows the card)."""
        code = director.model.pending
        sprite = director.sprites.get(code) if tag and code else None
        if sprite is None:
            return
        rect = director.drawn_sprite(sprite, alpha).rect()
        surface = self.panels.get(("pending_tag", tag), lambda: hud.build_card_tag(tag))
        place = surface.get_rect(midbottom=(rect.centerx, rect.top + 6))
        if place.top < 0:  # a card by a hand at the top of the screen: the tag hangs under it
            place.midtop = (rect.centerx, rect.bottom - 6)
        canvas.blit(surface, place)

    def _dead_marks(self, canvas: pygame.Surface, director: Director, alpha: float) -> None:
        """Field cards nothing can take any more (roppyakken): greyed, with a "dead" tag."""
        for code in director.model.dead:
            sprite = director.sprites.get(code)
            if sprite is None or code not in director.model.field_slots:
                continue
            rect = director.drawn_sprite(sprite, alpha).rect()
            shade = self.panels.get(
                ("dead_shade", rect.size), lambda size=rect.size: hud.build_dead_shade(size)
            )
            canvas.blit(shade, rect.topleft)
            tag = self.panels.get(("dead_tag",), hud.build_dead_tag)
            canvas.blit(tag, tag.get_rect(center=rect.center))

    def _hint_marks(
        self, canvas: pygame.Surface, director: Director, marked: list[str], alpha: float
    ) -> None:
        """A jade frame and a "HINT" tab on the recommended card (drawn over the cards)."""
        for code in marked:
            sprite = director.sprites.get(code)
            if sprite is None:
                continue
            rect = director.drawn_sprite(sprite, alpha).rect().inflate(14, 14)
            pygame.draw.rect(canvas, (16, 40, 26), rect.inflate(4, 4), 4, border_radius=12)
            pygame.draw.rect(canvas, hud.HINT_MARK, rect, 5, border_radius=10)
            tag = self.panels.get(("hint_tag",), hud.build_hint_tag)
            canvas.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.top + 4)))


@dataclass(frozen=True)
class HudElement:
    """One HUD element of the layer: its slot ``name``, the ``key`` of its content (the
    panel cache's key), how to ``build`` it and where its top-left corner goes."""

    name: str
    key: Hashable
    build: Callable[[], pygame.Surface]
    position: tuple[int, int]


def hud_elements(frame: HudFrame) -> list[HudElement]:
    """Every HUD element ``frame`` shows, in drawing order: the far seats' frames, the pile
    captions, the plates and portraits, the month, the tracker, the previous turn, the
    buttons and the left column's hints (or the Hint's advice)."""
    out = [
        HudElement(
            f"seat_frame:{seat_frame.seat}",
            ("seat_frame", seat_frame),
            lambda f=seat_frame: seat_panels.build_seat_frame(
                f.rect[2:], f.seat, f.name, f.passes_on
            ),
            seat_frame.rect[:2],
        )
        for seat_frame in frame.seat_frames
    ]
    out += [
        HudElement(
            f"kind:{caption.place}:{caption.kind}",
            ("kind", caption.kind, caption.count, caption.compact),
            lambda c=caption: seat_panels.build_capture_label(c.kind, c.count, compact=c.compact),
            caption.position,
        )
        for caption in frame.captions
    ]
    for plate in frame.plates:
        out += plate_elements(plate)
    out.append(
        HudElement(
            "month",
            ("month", frame.month, frame.months, frame.stock_left, frame.game, frame.month_note),
            lambda: hud.build_month(
                frame.month, frame.months, frame.stock_left, frame.game, frame.month_note
            ),
            layout.MONTH_RECT[:2],
        )
    )
    tracker = frame.tracker
    if tracker is not None:
        out.append(
            HudElement(
                "tracker",
                ("tracker", tracker.names, tracker.lines, tracker.order, tracker.hide_key),
                lambda: hud.build_tracker(
                    tracker.names, tracker.lines, tracker.order, tracker.hide_key
                ),
                layout.TRACKER_RECT[:2],
            )
        )
    out.append(
        HudElement(
            "summary",
            ("summary", frame.summary),
            lambda: hud.build_summary(frame.summary),
            layout.SUMMARY_RECT[:2],
        )
    )
    out += [
        HudElement(
            f"button:{index}",
            ("button", label, focused),
            lambda label=label, focused=focused: hud.build_button(label, focused),
            layout.button_rect(index)[:2],
        )
        for index, (label, focused) in enumerate(frame.buttons)
    ]
    if frame.multiplier:
        out.append(
            HudElement(
                "multiplier",
                ("multiplier", frame.multiplier),
                lambda: build_multiplier(frame.multiplier),
                MULTIPLIER_POS,
            )
        )
    advice, hints = frame.advice, frame.control_hints
    if advice:  # the Hint's advice takes the place of the control hints
        out.append(
            HudElement(
                "hints",
                ("advice", advice),
                lambda: hud.build_hint_panel(advice[0], advice[1:]),
                layout.HINT_RECT[:2],
            )
        )
    else:
        out.append(
            HudElement(
                "hints", ("hints", hints), lambda: hud.build_lines(hints), layout.HINT_RECT[:2]
            )
        )
    return out


# hachi-hachi's field multiplier: a badge under the stock, on the field's left
MULTIPLIER_POS = (layout.STOCK_POS[0] - 20, layout.STOCK_POS[1] + 200)
MULTIPLIER_SIZE = (150, 92)


def build_multiplier(multiplier: int) -> pygame.Surface:
    """The field's multiplier badge: 場 and "x2" (x1 quiet, x2 gold, x4 red), "Field"
    under it in the language in force."""
    from game.i18n import current_language, tr, tr_ctx
    from game.ui import theme

    surface = pygame.Surface(MULTIPLIER_SIZE, pygame.SRCALPHA)
    edge = {1: theme.colour("muted"), 2: theme.colour("gold_light")}.get(multiplier, (226, 84, 70))
    rect = surface.get_rect()
    pygame.draw.rect(surface, (18, 24, 20, 220), rect, border_radius=14)
    pygame.draw.rect(surface, edge, rect, 3, border_radius=14)
    field = tr_ctx("field multiplier badge", "場")  # the field (Chinese: 场 / 場)
    kanji = theme.text(field, 40, edge, "jp" if current_language() in ("en", "ja") else "ui")
    times = theme.text(f"x{multiplier}", 44, edge, "ui_bold")
    width = kanji.get_width() + 8 + times.get_width()
    left = (rect.width - width) // 2
    surface.blit(kanji, kanji.get_rect(midleft=(left, 34)))
    surface.blit(times, times.get_rect(midleft=(left + kanji.get_width() + 8, 34)))
    label = tr("Field multiplier")
    size = theme.fit_size(label, 20, "ui", rect.width - 16)
    caption = theme.text(label, size, theme.colour("ivory"), "ui")
    surface.blit(caption, caption.get_rect(center=(rect.centerx, 74)))
    return surface


def plate_elements(plate: Plate) -> list[HudElement]:
    """A seat's name plate, and its portrait beside it."""
    key = (
        "plate",
        plate.name,
        plate.seat,
        plate.dealer,
        plate.score,
        plate.koikoi,
        plate.to_act,
        plate.rect[2:],
        plate.compact,
        plate.tag,
        plate.tag_lit,
        plate.unit,
    )
    out = [
        HudElement(
            f"plate:{plate.place}",
            key,
            lambda p=plate: plate_surface(p),
            plate.rect[:2],
        )
    ]
    if plate.portrait is not None:
        x, y, width, _height = plate.rect
        out.append(
            HudElement(
                f"portrait:{plate.place}",
                ("portrait", plate.seat, id(plate.portrait), plate.to_act),
                lambda p=plate: framed_portrait(p.portrait, p.seat, p.to_act),
                (x + width + PORTRAIT_GAP, y),
            )
        )
    return out


def plate_surface(plate: Plate) -> pygame.Surface:
    """A seat's name plate as the table draws it."""
    return seat_panels.build_plate(
        plate.name,
        plate.seat,
        plate.dealer,
        plate.score,
        plate.koikoi,
        plate.to_act,
        size=plate.rect[2:],
        compact=plate.compact,
        tag=plate.tag,
        tag_lit=plate.tag_lit,
        unit=plate.unit,
    )
