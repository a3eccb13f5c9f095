"""WidgetGroup: focus, hover, press and activation for a set of widgets; ``vertical_menu``
lays out a column of widgets.

Every input device works: arrows / d-pad / stick move focus to the nearest widget in that
direction (game.ui.focus), left/right adjust a focused slider or selector, confirm
activates, next/previous cycle, the pointer hovers (and focuses) and clicks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.input import actions as act
from game.ui.focus import FocusMap
from game.ui.widgets import Widget

SoundHook = Callable[[str], None]


class WidgetGroup:
    def __init__(
        self, widgets: Sequence[Widget] = (), *, sound: SoundHook | None = None, wrap: bool = True
    ) -> None:
        self.widgets: list[Widget] = []
        self.focus_map = FocusMap()
        self.sound = sound or (lambda name: None)
        self.wrap = wrap
        self._pressed: Widget | None = None
        for widget in widgets:
            self.add(widget)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        self.refresh()
        return widget

    def refresh(self) -> None:
        """Rebuild focus targets (after moving widgets or enabling/disabling them)."""
        self.focus_map.set_targets(
            (index, widget.rect)
            for index, widget in enumerate(self.widgets)
            if widget.focusable and widget.enabled
        )
        self._sync_focus_flags()

    def _sync_focus_flags(self) -> None:
        for index, widget in enumerate(self.widgets):
            widget.focused = index == self.focus_map.focused

    @property
    def focused(self) -> Widget | None:
        index = self.focus_map.focused
        return self.widgets[index] if index is not None else None

    def focus(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.focus_map.focus(self.widgets.index(widget))
            self._sync_focus_flags()

    def widget_at(self, position: tuple[float, float]) -> Widget | None:
        index = self.focus_map.target_at(position)
        return self.widgets[index] if index is not None else None

    def handle_action(self, action: act.Action) -> bool:
        """Returns True when the action was used by the group."""
        name = action.name
        focused = self.focused
        if focused is not None and getattr(focused, "editing", False):
            return focused.handle_edit(action)
        if name in act.DIRECTIONS:
            if focused is not None and focused.adjustable and name in (act.LEFT, act.RIGHT):
                if focused.adjust(-1 if name == act.LEFT else 1):
                    self.sound("menu_move")
                return True
            if self.focus_map.move(act.DIRECTIONS[name], wrap=self.wrap):
                self._sync_focus_flags()
                self.sound("menu_move")
            return True
        if name in (act.NEXT, act.PREVIOUS):
            if self.focus_map.cycle(1 if name == act.NEXT else -1):
                self._sync_focus_flags()
                self.sound("menu_move")
            return True
        if name == act.CONFIRM:
            if focused is not None and focused.activate():
                self.sound("menu_confirm")
                return True
            return focused is not None
        if name == act.POINTER_MOVE and action.pos is not None:
            under = self.widget_at(action.pos)
            for widget in self.widgets:
                widget.hovered = widget is under
            if under is not None and under is not focused:
                self.focus(under)
                self.sound("menu_move")
            return under is not None
        if name == act.POINTER_LEAVE:
            for widget in self.widgets:
                widget.hovered = False
                widget.pressed = False
            self._pressed = None
            return False
        if name == act.POINTER_DOWN and action.pos is not None:
            under = self.widget_at(action.pos)
            self._pressed = under
            if under is not None:
                under.pressed = True
                self.focus(under)
            return under is not None
        if name == act.CLICK and action.pos is not None:
            under = self.widget_at(action.pos)
            pressed, self._pressed = self._pressed, None
            for widget in self.widgets:
                widget.pressed = False
            if under is not None and under is pressed:
                if under.click_at(action.pos):
                    self.sound("menu_confirm")
                return True
            return False
        return False

    def draw(self, canvas: pygame.Surface, time_seconds: float = 0.0) -> None:
        for widget in self.widgets:
            widget.draw(canvas, time_seconds)


def vertical_rects(
    count: int, *, centre_x: int, top: int, width: int, height: int, gap: int
) -> list[pygame.Rect]:
    """Rects for a centred column of ``count`` items."""
    rects = []
    for index in range(count):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (centre_x, top + index * (height + gap))
        rects.append(rect)
    return rects
