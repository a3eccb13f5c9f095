"""Drawing the table scene: background, cards, HUD panels, banner. Everything that is not a
card is a cached surface (game.view.hud.PanelCache), rebuilt only when its text changes."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.view import hud, layout
from game.view.sprites import draw_sprite
from game.view.summary import tracker_lines

if TYPE_CHECKING:
    from game.scenes.table import TableScene

logger = logging.getLogger(__name__)


def table_background(
    size: tuple[int, int] = layout.CANVAS, table_theme: str = "default"
) -> pygame.Surface:
    """The table surface in ``table_theme`` (game.view.table_theme: default, wood, tatami;
    an unknown name falls back to the default felt) with the stock and field places."""
    try:
        from game.view.table_theme import draw_table_surface

        try:
            surface = draw_table_surface(size, table_theme)
        except ValueError:
            logger.warning("unknown table theme %r: using the default", table_theme)
            surface = draw_table_surface(size, "default")
    except ImportError:
        surface = pygame.Surface(size)
        surface.fill((22, 58, 44))
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


PORTRAIT_GAP = 10


def framed_portrait(portrait: pygame.Surface, seat: int, to_act: bool) -> pygame.Surface:
    """A portrait beside a name plate: framed in the seat's colour (gold while to act)."""
    from game.ui import theme

    surface = portrait.copy()
    edge = theme.colour("gold_light") if to_act else hud.seat_colour(seat)
    pygame.draw.rect(surface, edge, surface.get_rect(), 4, border_radius=6)
    return surface


class TableDrawer:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.background = table_background(table_theme=getattr(scene, "table_theme", "default"))
        self.panels = hud.PanelCache()
        self._layer: pygame.Surface = self.background
        self._layer_key: tuple | None = None
        self._current = -1
        self._drawn: dict[str, tuple] = {}

    def draw(self, canvas: pygame.Surface, alpha: float = 1.0) -> None:
        """The table, HUD and labels come from one opaque cached layer (rebuilt only when
        something on it changes); then the cards, each ``alpha`` of the way from its pose
        before the latest logic step to its current one, and the banner."""
        scene = self.scene
        director = scene.director
        if scene.context.scenes.top is not scene:
            alpha = 1.0  # an overlay holds the table still: draw the current poses
        key = self._hud_key()
        if key != self._layer_key:
            self._layer = self._compose_layer()
            self._layer_key = key
        canvas.blit(self._layer, (0, 0))
        hidden = set(director.model.stock[6:-1])  # stacked exactly under the top stock card
        for sprite_key, sprite in sorted(director.sprites.items(), key=lambda item: item[1].z):
            if sprite_key not in hidden:
                draw_sprite(canvas, director.drawn_sprite(sprite, alpha), scene.art)
        self._hint_marks(canvas, alpha)
        banner = director.banner
        if banner is not None:
            surface = self.panels.get(
                ("banner", banner.text, banner.seat),
                lambda: hud.build_banner(banner.text, banner.seat),
            )
            canvas.blit(surface, surface.get_rect(center=layout.BANNER_CENTRE))

    def _hud_key(self) -> tuple:
        scene = self.scene
        model = scene.director.model
        captured = tuple(
            tuple(len(model.captured[seat][kind]) for kind in layout.KIND_ORDER) for seat in (0, 1)
        )
        if scene.director.idle:
            self._current = scene.state.current_player()
        current = self._current
        return (
            model.month,
            model.months,
            len(model.stock),
            model.scores,
            tuple(model.koikoi),
            model.dealer,
            current,
            captured,
            scene.summary_text,
            scene.show_tracker,
            scene.button_focus,
            self._hints(),
            self._hint_lines(),
            scene.director.near,
        )

    def _compose_layer(self) -> pygame.Surface:
        """Bring the HUD layer up to date: only elements whose content changed are redrawn
        (their old area is restored from the table background first)."""
        scene = self.scene
        if self._layer is self.background:
            self._layer = self.background.copy()
        layer = self._layer
        self._capture_labels(layer)
        self._plates(layer)
        model = scene.director.model
        stock_left = len(model.stock)
        self._place(
            layer,
            "month",
            ("month", model.month, model.months, stock_left),
            lambda: hud.build_month(model.month, model.months, stock_left),
            layout.MONTH_RECT[:2],
        )
        if scene.show_tracker:
            self._tracker(layer)
        else:
            self._place(layer, "tracker", None, None, layout.TRACKER_RECT[:2])
        text = scene.summary_text
        self._place(
            layer,
            "summary",
            ("summary", text),
            lambda: hud.build_summary(text),
            layout.SUMMARY_RECT[:2],
        )
        self._buttons(layer)
        advice = self._hint_lines()
        if advice:  # the Hint's advice takes the place of the control hints
            self._place(
                layer,
                "hints",
                ("advice", advice),
                lambda: hud.build_hint_panel(advice[0], advice[1:]),
                layout.HINT_RECT[:2],
            )
            return layer
        hints = self._hints()
        self._place(
            layer, "hints", ("hints", hints), lambda: hud.build_lines(hints), layout.HINT_RECT[:2]
        )
        return layer

    def _hint_lines(self) -> tuple[str, ...]:
        """The Hint's headline and runners-up (empty when no hint was asked for)."""
        hint = self.scene.hint
        if not hint.active:
            return ()
        return (hint.headline(), *hint.runners_up())

    def _hint_marks(self, canvas: pygame.Surface, alpha: float) -> None:
        """A jade frame and a "HINT" tab on the recommended card (drawn over the cards)."""
        director = self.scene.director
        for code in self.scene.hint.marked_codes():
            sprite = director.sprites.get(code)
            if sprite is None:
                continue
            rect = director.drawn_sprite(sprite, alpha).rect().inflate(14, 14)
            pygame.draw.rect(canvas, (16, 40, 26), rect.inflate(4, 4), 4, border_radius=12)
            pygame.draw.rect(canvas, hud.HINT_MARK, rect, 5, border_radius=10)
            tag = self.panels.get(("hint_tag",), hud.build_hint_tag)
            canvas.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.top + 4)))

    def _place(self, layer: pygame.Surface, name: str, key, build, position) -> None:
        """Draw HUD element ``name`` at ``position`` unless it already shows ``key``."""
        drawn = self._drawn.get(name)
        if drawn is not None and drawn[0] == key:
            return
        if drawn is not None:
            layer.blit(self.background, drawn[1], drawn[1])
        if key is None:
            self._drawn.pop(name, None)
            return
        surface = self.panels.get(key, build)
        self._drawn[name] = (key, layer.blit(surface, position))

    def _capture_labels(self, canvas: pygame.Surface) -> None:
        director = self.scene.director
        for seat in (0, 1):
            side = director.side(seat)
            for kind in layout.KIND_ORDER:
                count = len(director.model.captured[seat][kind])
                self._place(
                    canvas,
                    f"kind:{side}:{kind}",
                    ("kind", kind, count),
                    lambda kind=kind, count=count: hud.build_capture_label(kind, count),
                    layout.capture_label_pos(kind, side),
                )

    def _plates(self, canvas: pygame.Surface) -> None:
        scene = self.scene
        model = scene.director.model
        current = self._current
        for seat in (0, 1):
            side = scene.director.side(seat)
            key = (
                "plate",
                scene.session.names[seat],
                seat,
                model.dealer == seat,
                model.scores[seat],
                model.koikoi[seat],
                current == seat,
            )
            self._place(
                canvas,
                f"plate:{side}",
                key,
                lambda key=key: hud.build_plate(*key[1:]),
                layout.PLATE_RECTS[side][:2],
            )
            portrait = scene.portraits.get(seat) if getattr(scene, "portraits", None) else None
            if portrait is not None:
                x, y, width, _height = layout.PLATE_RECTS[side]
                self._place(
                    canvas,
                    f"portrait:{side}",
                    ("portrait", seat, id(portrait), current == seat),
                    lambda p=portrait, s=seat, lit=current == seat: framed_portrait(p, s, lit),
                    (x + width + PORTRAIT_GAP, y),
                )

    def _tracker(self, canvas: pygame.Surface) -> None:
        scene = self.scene
        model = scene.director.model
        from game.view.summary import mask_of_codes

        lines = tuple(
            tuple(
                tracker_lines(
                    mask_of_codes(model.captured_codes(seat)),
                    scene.state.rules,
                    model.koikoi[seat],
                    limit=6,
                )
            )
            for seat in (0, 1)
        )
        order = (1 - scene.director.near, scene.director.near)
        names = tuple(scene.session.names)
        self._place(
            canvas,
            "tracker",
            ("tracker", names, lines, order),
            lambda: hud.build_tracker(names, lines, order),
            layout.TRACKER_RECT[:2],
        )

    def _buttons(self, canvas: pygame.Surface) -> None:
        from game.scenes.table import BUTTONS

        keys = {
            "yaku": self._prompt("yaku_list", "Y"),
            "tracker": "T" if self._device() == "keyboard" else "",
            "hint": self._prompt("hint", "H"),
            "menu": self._prompt("pause", "P"),
        }
        for index, (key, label) in enumerate(BUTTONS):
            name = label.split("  [")[0]
            if key == "tracker":
                name = "Tracker: on" if self.scene.show_tracker else "Tracker: off"
            label = f"{name}  [{keys[key]}]" if keys[key] else name
            focused = self.scene.button_focus == index
            self._place(
                canvas,
                f"button:{index}",
                ("button", label, focused),
                lambda label=label, focused=focused: hud.build_button(label, focused),
                layout.button_rect(index)[:2],
            )

    def _device(self) -> str:
        manager = self.scene.context.input
        return manager.last_device[0] if manager is not None else "keyboard"

    def _prompt(self, action_name: str, fallback: str) -> str:
        manager = self.scene.context.input
        if manager is None:
            return fallback
        try:
            return manager.prompt(action_name) or fallback
        except (AttributeError, KeyError, TypeError):
            return fallback

    def _hints(self) -> tuple[str, ...]:
        scene = self.scene
        phase = scene.human_input_phase()
        if scene.finished or not scene.settings.hints:
            return ()
        device = self._device()
        confirm = self._prompt("confirm", "Enter")
        if device == "mouse":
            pick, play, take = "click a card", "click it again", "click the one to take"
        elif device == "pad":
            pick, play, take = "D-pad", confirm, f"D-pad, {confirm}"
        else:
            pick, play, take = "Left/Right", confirm, f"Left/Right, {confirm}"
        if phase == "play":
            lines = [f"Your turn: pick a card ({pick}), play it ({play})"]
            if scene.selected is not None and not scene._matches(scene.selected):
                lines.append("No match: this card will stay on the field")
            return tuple(lines)
        if phase == "take":
            return (f"Two cards match: pick the one to take ({take})",)
        if phase == "decide":
            return ("Koi-Koi or Stop?",)
        if scene.session.human_to_act() is None and not scene.session.is_over():
            who = scene.session.names[max(0, scene.state.current_player())]
            skip = "click" if device == "mouse" else confirm
            cpu = scene.session.cpu_to_act()
            thinking = cpu.thinking if cpu is not None and scene.director.idle else None
            if thinking is not None:
                return (f"{who} is thinking... {int(thinking * 10) * 10}%",)
            return (f"{who} is playing... ({skip}: fast-forward)",)
        return ()
