"""Controls: rebind keyboard keys and pad buttons per action (saved in the settings).

Choosing a slot asks the input layer to capture the next key or pad button
(``InputManager.capture_next``); a key fills a keyboard slot, a pad button a pad slot.
Esc, a click or 6 seconds without input cancels. A key or button another action uses is
not taken silently: "Y is used by Yaku list - swap?" asks first (Swap gives that action
this one's old key). "Reset to defaults" restores every binding.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core.scenes import SceneContext
from game.core.settings import Settings
from game.i18n import tr, tr_later
from game.input import actions as act
from game.input.bindings import Bindings, default_keys, default_pad_buttons, key_label
from game.input.glyphs import pad_button_label
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

ACTION_LABELS: dict[str, str] = {
    act.UP: tr_later("Up"),
    act.DOWN: tr_later("Down"),
    act.LEFT: tr_later("Left"),
    act.RIGHT: tr_later("Right"),
    act.CONFIRM: tr_later("Confirm"),
    act.BACK: tr_later("Back"),
    act.PAUSE: tr_later("Pause"),
    act.YAKU_LIST: tr_later("Yaku list"),
    act.HINT: tr_later("Hint"),
    act.ACTION_LIST: tr_later("Action list"),
    act.NEXT: tr_later("Next"),
    act.PREVIOUS: tr_later("Previous"),
    act.TOGGLE_TRACKER: tr_later("Yaku tracker"),
    act.FAST_FORWARD: tr_later("Fast-forward"),
    act.TOGGLE_FULLSCREEN: tr_later("Fullscreen"),
}
CAPTURE_TIMEOUT = 6.0
CANCEL_KEY = "escape"  # at "Press a key" it cancels instead of being bound
ROWS_TOP, ROW_HEIGHT, ROW_GAP = 200, 46, 6
PANEL_RECT = pygame.Rect(1460, 200, 400, 330)
SWAP_RECT = pygame.Rect(PANEL_RECT.x + 30, PANEL_RECT.bottom - 96, 160, 64)
KEEP_RECT = pygame.Rect(PANEL_RECT.right - 190, PANEL_RECT.bottom - 96, 160, 64)


@dataclass(frozen=True)
class Conflict:
    """A captured key or button that ``holder`` already uses, waiting for swap / cancel."""

    action_name: str
    kind: str  # act.KEYBOARD | act.PAD
    name: str  # the key or button name
    holder: str

    def question(self, family: str) -> str:
        shown = (
            key_label(self.name)
            if self.kind == act.KEYBOARD
            else pad_button_label(self.name, family)
        )
        return tr(
            "{key} is used by {action} - swap?", key=shown, action=tr(ACTION_LABELS[self.holder])
        )


class ControlsScene(MenuScene):
    name = "controls"
    heading = tr_later("Controls")
    heading_ja = "そうさ"

    def __init__(self, context: SceneContext | None = None) -> None:
        self.capturing: tuple[str, str] | None = None
        self.conflict: Conflict | None = None
        self.capture_left = 0.0
        self.changed = False
        super().__init__(context)

    @property
    def settings(self) -> Settings:
        if self.context.settings is None:
            self.context.settings = Settings()
        return self.context.settings

    def _family(self) -> str:
        input_manager = self.context.input
        kind, instance_id = input_manager.last_device if input_manager else ("keyboard", None)
        return (
            input_manager.pad_family(instance_id if kind == act.PAD else None)
            if input_manager
            else "xbox"
        )

    def build(self) -> None:
        top, height, gap = ROWS_TOP, ROW_HEIGHT, ROW_GAP
        family = self._family()
        for row, action_name in enumerate(act.BINDABLE_ACTIONS):
            y = top + row * (height + gap)
            keys = self.settings.key_bindings.get(action_name, [])
            buttons = self.settings.pad_bindings.get(action_name, [])
            key_text = " / ".join(key_label(name) for name in keys[:2]) or "-"
            pad_text = " / ".join(pad_button_label(name, family) for name in buttons[:2]) or "-"
            label = tr(ACTION_LABELS[action_name])
            columns = (
                (
                    560,
                    key_text,
                    act.KEYBOARD,
                    "key",
                    tr("Press to set the key for {action}.", action=label),
                ),
                (
                    1000,
                    pad_text,
                    act.PAD,
                    "pad",
                    tr("Press to set the pad button for {action}.", action=label),
                ),
            )
            for x, text, device, prefix, description in columns:
                self.group.add(
                    Button(
                        pygame.Rect(x, y, 400, height),
                        text,
                        lambda name=action_name, device=device: self.capture(name, device),
                        key=f"{prefix}:{action_name}",
                        size=26,
                        description=description,
                    )
                )
        self.group.add(
            Button(
                pygame.Rect(1480, 700, 320, 76),
                tr("Reset to defaults"),
                self.reset,
                key="reset",
                size=32,
                description=tr("Restore every key and button."),
            )
        )
        self.group.add(
            Button(
                pygame.Rect(1480, 800, 320, 76),
                tr("Done"),
                self.on_back,
                key="done",
                size=36,
                description=tr("Save and go back."),
            )
        )

    def capture(self, action_name: str, kind: str) -> None:
        self.capturing = (action_name, kind)
        self.capture_left = CAPTURE_TIMEOUT
        if self.context.input is not None:
            self.context.input.capture_next = True

    def _stop_capture(self) -> None:
        self.capturing = None
        if self.context.input is not None:
            self.context.input.capture_next = False

    def reset(self) -> None:
        self.settings.key_bindings = default_keys()
        self.settings.pad_bindings = default_pad_buttons()
        self._changed()

    def _changed(self) -> None:
        self.changed = True
        self.context.services.settings_changed()
        self.rebuild()

    def _bindings(self) -> Bindings:
        return Bindings(self.settings.key_bindings, self.settings.pad_bindings)

    def _store(self, bindings: Bindings) -> None:
        self.settings.key_bindings = bindings.keys
        self.settings.pad_bindings = bindings.pad_buttons
        self.context.play_sound("menu_confirm")
        self._changed()

    def _captured(self, action_name: str, kind: str, name: str) -> None:
        """A key or button arrived for ``action_name``: bind it, or ask when it is taken."""
        self._stop_capture()
        bindings = self._bindings()
        if kind == act.KEYBOARD:
            holder = bindings.key_holder(name, action_name)
        else:
            holder = bindings.pad_button_holder(name, action_name)
        if holder is not None:
            self.conflict = Conflict(action_name, kind, name, holder)
            return
        if kind == act.KEYBOARD:
            bindings.rebind_key(action_name, name)
        else:
            bindings.rebind_pad_button(action_name, name)
        self._store(bindings)

    def swap(self) -> None:
        """Answer the conflict with Swap: this action takes the key, the other gets ours."""
        conflict, self.conflict = self.conflict, None
        if conflict is None:
            return
        bindings = self._bindings()
        if conflict.kind == act.KEYBOARD:
            bindings.swap_key(conflict.action_name, conflict.name)
        else:
            bindings.swap_pad_button(conflict.action_name, conflict.name)
        self._store(bindings)

    def keep(self) -> None:
        """Answer the conflict with Cancel: nothing changes."""
        self.conflict = None
        self.context.play_sound("menu_back")

    def _answer(self, action: act.Action) -> bool:
        if action.name == act.CONFIRM:
            self.swap()
        elif action.name == act.BACK:
            self.keep()
        elif action.name == act.CLICK and action.pos is not None:
            if SWAP_RECT.collidepoint(action.pos):
                self.swap()
            elif KEEP_RECT.collidepoint(action.pos):
                self.keep()
        return True  # modal until answered

    def handle_action(self, action: act.Action) -> bool:
        if self.conflict is not None:
            return self._answer(action)
        if self.capturing is not None:
            action_name, kind = self.capturing
            if action.name == act.CAPTURED:
                if action.device == act.KEYBOARD and action.value == CANCEL_KEY:
                    self._stop_capture()
                    self.context.play_sound("menu_back")
                elif action.device == kind:
                    self._captured(action_name, kind, action.value)
                elif self.context.input is not None:
                    self.context.input.capture_next = True  # wrong device: keep waiting
                return True
            if action.name in (act.CLICK, act.POINTER_DOWN, act.BACK):
                self._stop_capture()
                return True
            if action.name == act.POINTER_MOVE:
                return True
            return action.name not in (act.FOCUS_LOST, act.FOCUS_GAINED, act.DEVICE_REMOVED)
        return super().handle_action(action)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.capturing is not None:
            self.capture_left -= dt
            if self.capture_left <= 0:
                self._stop_capture()

    def exit(self) -> None:
        self._stop_capture()
        if self.changed:
            self.context.services.save_settings()

    def draw_decor(self, canvas: pygame.Surface) -> None:
        top, height, gap = ROWS_TOP, ROW_HEIGHT, ROW_GAP
        theme.draw_text(
            canvas, tr("Keyboard"), 28, theme.colour("gold"), "ui_bold", midbottom=(760, top - 8)
        )
        theme.draw_text(
            canvas, tr("Gamepad"), 28, theme.colour("gold"), "ui_bold", midbottom=(1200, top - 8)
        )
        for row, action_name in enumerate(act.BINDABLE_ACTIONS):
            y = top + row * (height + gap) + height // 2
            theme.draw_text(
                canvas,
                tr(ACTION_LABELS[action_name]),
                28,
                theme.colour("ivory"),
                "ui_bold",
                midleft=(120, y),
            )
        if self.capturing is not None:
            action_name, kind = self.capturing
            what = tr("Press a key") if kind == act.KEYBOARD else tr("Press a pad button")
            self._draw_panel(
                canvas,
                [
                    what,
                    tr("for {action}", action=tr(ACTION_LABELS[action_name])),
                    tr(
                        "({seconds} s; Esc or a click cancels)",
                        seconds=max(1, math.ceil(self.capture_left)),
                    ),
                ],
            )
        elif self.conflict is not None:
            self._draw_panel(canvas, [self.conflict.question(self._family())])
            for rect, label, key in (
                (SWAP_RECT, tr("Swap"), act.CONFIRM),
                (KEEP_RECT, tr("Cancel"), act.BACK),
            ):
                theme.draw_panel(canvas, rect, border=theme.colour("gold_light"), radius=10)
                prompt = self.context.input.prompt(key) if self.context.input else ""
                text = f"{label} [{prompt}]" if prompt else label
                size = theme.fit_size(text, 26, "ui_bold", rect.width - 16)
                theme.draw_text(
                    canvas, text, size, theme.colour("ivory"), "ui_bold", center=rect.center
                )

    def _draw_panel(self, canvas: pygame.Surface, paragraphs: list[str]) -> None:
        """The capture / conflict panel: each paragraph wrapped to its width."""
        theme.draw_panel(
            canvas,
            PANEL_RECT,
            fill=theme.colour("vermilion_dark"),
            border=theme.colour("gold_light"),
        )
        y = PANEL_RECT.y + 30
        for paragraph in paragraphs:
            for line in theme.wrap_text(paragraph, 28, PANEL_RECT.width - 50, "ui_bold"):
                rect = theme.draw_text(
                    canvas,
                    line,
                    28,
                    theme.colour("ivory"),
                    "ui_bold",
                    midtop=(PANEL_RECT.centerx, y),
                )
                y = rect.bottom + 6
            y += 14
