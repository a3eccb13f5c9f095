"""Menu widgets that edit a value: Toggle, Slider, Choice and NameField.

Each is a labelled row (name on the left, value drawn on the right) reading and writing its
value through getter/setter callables, so it edits settings or a config dict directly;
``adjust(step)`` (left/right) and ``activate()`` change the value, ``on_change`` is told.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import tr, tr_ctx
from game.input import actions as act
from game.input import text_entry
from game.ui import theme
from game.ui.widget_base import Callback, Widget

LABEL_GAP = 12  # at least this between a row's label and its value
ARROW_ROOM = 40  # each side of a Choice's value: the arrow and a gap before the text


def value_text_height(area: pygame.Rect) -> int:
    """The text height a value area takes (its row's rim left clear)."""
    return area.height + 14


class _ValueWidget(Widget):
    """A labelled row: name on the left, the value drawn on the right."""

    adjustable = True

    def __init__(
        self,
        rect,
        label: str,
        getter: Callable[[], Any],
        setter: Callable[[Any], None],
        *,
        enabled: bool = True,
        key: str | None = None,
        description: str = "",
        on_change: Callback | None = None,
    ) -> None:
        super().__init__(rect, enabled=enabled, key=key, description=description)
        self.label = label
        self.getter = getter
        self.setter = setter
        self.on_change = on_change

    def _set(self, value: Any) -> None:
        self.setter(value)
        if self.on_change is not None:
            self.on_change()

    def value_area(self) -> pygame.Rect:
        width = int(self.rect.width * 0.42)
        return pygame.Rect(
            self.rect.right - width - 28, self.rect.y + 10, width, self.rect.height - 20
        )

    def draw(self, canvas: pygame.Surface, time_seconds: float = 0.0) -> None:
        rect = self._draw_frame(canvas, time_seconds)
        area = self.value_area().move(0, rect.y - self.rect.y)
        room = area.x - rect.x - 30 - LABEL_GAP  # the label never reaches the value
        theme.draw_text(
            canvas,
            self.label,
            theme.fit_box(self.label, 34, "ui_bold", room, rect.height - 6),
            self._text_colour(),
            "ui_bold",
            midleft=(rect.x + 30, rect.centery),
        )
        self.draw_value(canvas, area)

    def draw_value(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        raise NotImplementedError


class Toggle(_ValueWidget):
    def activate(self) -> bool:
        if not self.enabled:
            return False
        self._set(not bool(self.getter()))
        return True

    def adjust(self, step: int) -> bool:
        return self.activate()

    def draw_value(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        on = bool(self.getter())
        pill = pygame.Rect(0, 0, 150, 48)
        pill.midright = area.midright
        fill = theme.colour("vermilion") if on else theme.colour("lacquer_light")
        pygame.draw.rect(canvas, fill, pill, border_radius=24)
        pygame.draw.rect(canvas, theme.colour("gold"), pill, 2, border_radius=24)
        knob_x = pill.right - 24 if on else pill.left + 24
        pygame.draw.circle(canvas, theme.colour("ivory"), (knob_x, pill.centery), 17)
        label = tr_ctx("switch", "On") if on else tr_ctx("switch", "Off")
        label_x = pill.left + 50 if on else pill.right - 54
        theme.draw_text(
            canvas, label, 26, theme.colour("ivory"), "ui_bold", center=(label_x, pill.centery)
        )


class Slider(_ValueWidget):
    def __init__(
        self,
        rect,
        label: str,
        getter,
        setter,
        *,
        step: float = 0.1,
        minimum: float = 0.0,
        maximum: float = 1.0,
        **options: Any,
    ) -> None:
        super().__init__(rect, label, getter, setter, **options)
        self.step = step
        self.minimum = minimum
        self.maximum = maximum

    def adjust(self, step: int) -> bool:
        if not self.enabled:
            return False
        value = float(self.getter()) + step * self.step
        value = round(min(self.maximum, max(self.minimum, value)), 4)
        if value == self.getter():
            return False
        self._set(value)
        return True

    def activate(self) -> bool:
        return False

    def _bar(self) -> pygame.Rect:
        area = self.value_area()
        return pygame.Rect(area.x, area.centery - 6, area.width - 110, 12)

    def click_at(self, position: tuple[float, float]) -> bool:
        bar = self._bar()
        if not self.enabled or not bar.inflate(30, 40).collidepoint(position):
            return False
        fraction = (position[0] - bar.x) / max(1, bar.width)
        fraction = min(1.0, max(0.0, fraction))
        value = self.minimum + fraction * (self.maximum - self.minimum)
        value = round(round(value / self.step) * self.step, 4)
        self._set(value)
        return True

    def draw_value(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        bar = pygame.Rect(area.x, area.centery - 6, area.width - 110, 12)
        span = max(1e-9, self.maximum - self.minimum)
        fraction = (float(self.getter()) - self.minimum) / span
        pygame.draw.rect(canvas, theme.colour("lacquer_light"), bar, border_radius=6)
        filled = bar.copy()
        filled.width = int(bar.width * fraction)
        pygame.draw.rect(canvas, theme.colour("vermilion"), filled, border_radius=6)
        pygame.draw.rect(canvas, theme.colour("gold_dark"), bar, 1, border_radius=6)
        pygame.draw.circle(
            canvas, theme.colour("gold_light"), (bar.x + filled.width, bar.centery), 15
        )
        pygame.draw.circle(canvas, theme.colour("ink"), (bar.x + filled.width, bar.centery), 15, 2)
        theme.draw_text(
            canvas,
            f"{round(fraction * 100)}%",
            30,
            theme.colour("ivory"),
            "ui_bold",
            midright=(area.right, area.centery),
        )


class Choice(_ValueWidget):
    """Pick one of ``options`` [(value, text)]: left/right cycle, confirm/click step forward."""

    def __init__(
        self, rect, label: str, options: Sequence[tuple[Any, str]], getter, setter, **extra: Any
    ) -> None:
        super().__init__(rect, label, getter, setter, **extra)
        self.options = list(options)

    def index(self) -> int:
        current = self.getter()
        for position, (value, _text) in enumerate(self.options):
            if value == current:
                return position
        return 0

    def adjust(self, step: int) -> bool:
        if not self.enabled or not self.options:
            return False
        self._set(self.options[(self.index() + step) % len(self.options)][0])
        return True

    def activate(self) -> bool:
        return self.adjust(1)

    def click_at(self, position: tuple[float, float]) -> bool:
        area = self.value_area()
        if position[0] < area.x + 50:
            return self.adjust(-1)
        return self.adjust(1)

    def draw_value(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        text = self.options[self.index()][1] if self.options else ""
        arrow = theme.colour("gold_light" if self.focused else "gold")
        for x, direction in ((area.x + 14, -1), (area.right - 14, 1)):
            points = [
                (x + direction * 10, area.centery),
                (x - direction * 8, area.centery - 13),
                (x - direction * 8, area.centery + 13),
            ]
            pygame.draw.polygon(canvas, arrow, points)
        theme.draw_text(
            canvas,
            text,
            theme.fit_box(
                text, 32, "ui_bold", area.width - 2 * ARROW_ROOM, value_text_height(area)
            ),
            theme.colour("ivory") if self.enabled else theme.colour("disabled"),
            "ui_bold",
            center=area.center,
        )


class NameField(_ValueWidget):
    """Editable short text (a player's name). Confirm starts typing (keyboard); typed text
    arrives as ``text`` actions, an IME's composition as ``text_editing`` (drawn underlined
    after the name, the candidate list placed under it; Enter, Esc and Backspace are the IME's
    while it composes); Backspace deletes; Enter, Esc, a click or any pad button ends. An
    empty name goes back to ``default_text``."""

    adjustable = False

    def __init__(
        self,
        rect,
        label: str,
        getter,
        setter,
        *,
        default_text: str = "",
        max_length: int = 12,
        **extra: Any,
    ) -> None:
        super().__init__(rect, label, getter, setter, **extra)
        self.default_text = default_text
        self.max_length = max_length
        self.editing = False
        self.composition = ""  # what an IME is composing, not yet typed (shown underlined)

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.editing = not self.editing
        self.composition = ""
        if self.editing:
            text_entry.start()
            text_entry.place_candidates(self.value_area())
        return True

    def handle_edit(self, action) -> bool:
        """Called by the WidgetGroup for every action while editing; always consumes it."""
        name, value = action.name, action.value
        current = str(self.getter())
        if name == act.TEXT_EDITING:
            self.composition = str(value or "")
        elif name == act.TEXT and isinstance(value, str):
            self.composition = ""
            typed = "".join(char for char in value if char.isprintable())
            if typed:
                self._set((current + typed)[: self.max_length])
        elif self.composition and action.device == act.KEYBOARD:
            pass  # Enter, Esc and Backspace belong to the IME while it composes
        elif name == "back" and value == "backspace":
            self._set(current[:-1])
        elif (
            (name == "confirm" and value != "space")
            or name in ("back", "click")
            or action.device == "pad"
        ):
            self.editing = False
            self.composition = ""
            if not str(self.getter()).strip():
                self._set(self.default_text)
        return True

    def draw_value(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        box = area.inflate(0, -4)
        fill = theme.colour("ink") if self.editing else theme.colour("lacquer_light")
        pygame.draw.rect(canvas, fill, box, border_radius=8)
        pygame.draw.rect(
            canvas,
            theme.colour("gold_light" if self.editing else "gold_dark"),
            box,
            2,
            border_radius=8,
        )
        content = str(self.getter())
        rect = theme.draw_text(
            canvas, content, 32, theme.colour("ivory"), "ui_bold", midleft=(box.x + 16, box.centery)
        )
        if self.editing:
            caret_x = rect.right + 4
            if self.composition:
                composing = theme.draw_text(
                    canvas,
                    self.composition,
                    32,
                    theme.colour("gold_light"),
                    "ui_bold",
                    midleft=(rect.right + 2, box.centery),
                )
                underline_y = composing.bottom - 4
                pygame.draw.line(
                    canvas,
                    theme.colour("gold_light"),
                    (composing.left, underline_y),
                    (composing.right, underline_y),
                    2,
                )
                caret_x = composing.right + 4
            pygame.draw.line(
                canvas,
                theme.colour("gold_light"),
                (caret_x, box.y + 10),
                (caret_x, box.bottom - 10),
                3,
            )
            text_entry.place_candidates(pygame.Rect(caret_x, box.y, 2, box.height))
        elif self.focused:
            theme.draw_text(
                canvas,
                tr("Enter to type"),
                22,
                theme.colour("muted"),
                "ui",
                midright=(box.right - 12, box.centery),
            )
