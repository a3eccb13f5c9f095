"""Controls: rebind keyboard keys and pad buttons per action (saved in the settings).

Choosing a slot asks the input layer to capture the next key or pad button
(``InputManager.capture_next``); a key fills a keyboard slot, a pad button a pad slot.
A click or 6 seconds without input cancels. "Reset to defaults" restores every binding.
"""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext
from game.core.settings import Settings
from game.input import actions as act
from game.input.bindings import Bindings, default_keys, default_pad_buttons, key_label
from game.input.glyphs import pad_button_label
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button

ACTION_LABELS: dict[str, str] = {
    act.UP: "Up",
    act.DOWN: "Down",
    act.LEFT: "Left",
    act.RIGHT: "Right",
    act.CONFIRM: "Confirm",
    act.BACK: "Back",
    act.PAUSE: "Pause",
    act.YAKU_LIST: "Yaku list",
    act.HINT: "Hint",
    act.ACTION_LIST: "Action list",
    act.NEXT: "Next",
    act.PREVIOUS: "Previous",
}
CAPTURE_TIMEOUT = 6.0


class ControlsScene(MenuScene):
    name = "controls"
    heading = "Controls"
    heading_ja = "そうさ"

    def __init__(self, context: SceneContext | None = None) -> None:
        self.capturing: tuple[str, str] | None = None
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
        top, height, gap = 190, 54, 8
        family = self._family()
        for row, action_name in enumerate(act.BINDABLE_ACTIONS):
            y = top + row * (height + gap)
            keys = self.settings.key_bindings.get(action_name, [])
            buttons = self.settings.pad_bindings.get(action_name, [])
            key_text = " / ".join(key_label(name) for name in keys[:2]) or "-"
            pad_text = " / ".join(pad_button_label(name, family) for name in buttons[:2]) or "-"
            columns = (
                (560, key_text, act.KEYBOARD, "key", "the key"),
                (1000, pad_text, act.PAD, "pad", "the pad button"),
            )
            for x, text, device, prefix, what in columns:
                self.group.add(
                    Button(
                        pygame.Rect(x, y, 400, height),
                        text,
                        lambda name=action_name, device=device: self.capture(name, device),
                        key=f"{prefix}:{action_name}",
                        size=28,
                        description=f"Press to set {what} for {ACTION_LABELS[action_name]}.",
                    )
                )
        self.group.add(
            Button(
                pygame.Rect(1480, 700, 320, 76),
                "Reset to defaults",
                self.reset,
                key="reset",
                size=32,
                description="Restore every key and button.",
            )
        )
        self.group.add(
            Button(
                pygame.Rect(1480, 800, 320, 76),
                "Done",
                self.on_back,
                key="done",
                size=36,
                description="Save and go back.",
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

    def handle_action(self, action: act.Action) -> bool:
        if self.capturing is not None:
            action_name, kind = self.capturing
            if action.name == act.CAPTURED:
                if action.device == kind:
                    bindings = Bindings(self.settings.key_bindings, self.settings.pad_bindings)
                    if kind == act.KEYBOARD:
                        bindings.rebind_key(action_name, action.value)
                    else:
                        bindings.rebind_pad_button(action_name, action.value)
                    self.settings.key_bindings = bindings.keys
                    self.settings.pad_bindings = bindings.pad_buttons
                    self._stop_capture()
                    self.context.play_sound("menu_confirm")
                    self._changed()
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
        top, height, gap = 190, 54, 8
        theme.draw_text(
            canvas, "Keyboard", 28, theme.colour("gold"), "ui_bold", midbottom=(760, top - 8)
        )
        theme.draw_text(
            canvas, "Gamepad", 28, theme.colour("gold"), "ui_bold", midbottom=(1200, top - 8)
        )
        for row, action_name in enumerate(act.BINDABLE_ACTIONS):
            y = top + row * (height + gap) + height // 2
            theme.draw_text(
                canvas,
                ACTION_LABELS[action_name],
                30,
                theme.colour("ivory"),
                "ui_bold",
                midleft=(120, y),
            )
        if self.capturing is not None:
            action_name, kind = self.capturing
            device = "a key" if kind == act.KEYBOARD else "a pad button"
            panel = pygame.Rect(1460, 200, 360, 300)
            theme.draw_panel(
                canvas,
                panel,
                fill=theme.colour("vermilion_dark"),
                border=theme.colour("gold_light"),
            )
            lines = [
                f"Press {device}",
                f"for {ACTION_LABELS[action_name]}",
                "",
                f"({int(self.capture_left) + 1} s, click to cancel)",
            ]
            for index, line in enumerate(lines):
                theme.draw_text(
                    canvas,
                    line,
                    30,
                    theme.colour("ivory"),
                    "ui_bold",
                    center=(panel.centerx, panel.y + 70 + index * 48),
                )
