"""Options: volumes, animation speed, badges, yaku tracker, hints, flourish (vs the CPU and
in couch play), fullscreen, fps cap and the pad layout; "Controls..." opens key/pad
rebinding. Every change is applied at once (``hooks["settings_changed"]()``) and saved
atomically when the scene closes."""

from __future__ import annotations

import pygame

from game.core.scenes import SceneContext, SceneFactories
from game.core.settings import ANIMATION_SPEEDS, FLOURISH_MODES, FPS_CAPS, Settings
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice, Slider, Toggle

SPEED_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
FLOURISH_LABELS = {"off": "Off", "short": "Short", "full": "Full"}


class OptionsScene(MenuScene):
    name = "options"
    heading = "Options"
    heading_ja = "せってい"
    transparent = False

    def __init__(self, context: SceneContext | None = None, overlay: bool = False) -> None:
        if context is not None and context.settings is None:
            context.settings = Settings()
        self.changed = False
        super().__init__(context)

    @property
    def settings(self) -> Settings:
        if self.context.settings is None:
            self.context.settings = Settings()
        return self.context.settings

    def _setter(self, attribute: str):
        def set_value(value) -> None:
            setattr(self.settings, attribute, value)
            self._changed()

        return set_value

    def _getter(self, attribute: str):
        return lambda: getattr(self.settings, attribute)

    def _changed(self) -> None:
        self.changed = True
        self.call_hook("settings_changed")

    def build(self) -> None:
        width, height, gap, top = 820, 70, 14, 200
        left = [
            Slider(
                pygame.Rect(0, 0, width, height),
                "Music volume",
                self._getter("music_volume"),
                self._setter("music_volume"),
                key="music",
                description="Volume of the background music.",
            ),
            Slider(
                pygame.Rect(0, 0, width, height),
                "Effects volume",
                self._getter("effects_volume"),
                self._setter("effects_volume"),
                key="effects",
                description="Volume of card and menu sounds.",
                on_change=self._effect_preview,
            ),
            Choice(
                pygame.Rect(0, 0, width, height),
                "Animation speed",
                [(name, SPEED_LABELS.get(name, name)) for name in ANIMATION_SPEEDS],
                self._getter("animation_speed"),
                self._setter("animation_speed"),
                key="speed",
                description="How fast cards move. Instant skips every animation.",
            ),
            Choice(
                pygame.Rect(0, 0, width, height),
                "Flourish vs CPU",
                [(name, FLOURISH_LABELS[name]) for name in FLOURISH_MODES],
                self._getter("flourish"),
                self._setter("flourish"),
                key="flourish",
                description="The celebration when a yaku is made, vs the CPU.",
            ),
            Toggle(
                pygame.Rect(0, 0, width, height),
                "Fullscreen",
                self._getter("fullscreen"),
                self._setter("fullscreen"),
                key="fullscreen",
                description="Also F11 or Alt+Enter.",
            ),
            Choice(
                pygame.Rect(0, 0, width, height),
                "Frame rate cap",
                [(cap, f"{cap} fps" if cap else "Display rate") for cap in FPS_CAPS],
                self._getter("fps_cap"),
                self._setter("fps_cap"),
                key="fps",
                description="Limit frames per second (saves power on laptops).",
            ),
        ]
        right = [
            Toggle(
                pygame.Rect(0, 0, width, height),
                "Card corner badges",
                self._getter("corner_badges"),
                self._setter("corner_badges"),
                key="badges",
                description="Month number and kind mark in each card's corner.",
            ),
            Toggle(
                pygame.Rect(0, 0, width, height),
                "Yaku tracker",
                self._getter("yaku_tracker"),
                self._setter("yaku_tracker"),
                key="tracker",
                description="Show both players' yaku and the ones they are close to.",
            ),
            Toggle(
                pygame.Rect(0, 0, width, height),
                "Hints",
                self._getter("hints"),
                self._setter("hints"),
                key="hints",
                description="Highlight cards that match.",
            ),
            Choice(
                pygame.Rect(0, 0, width, height),
                "Pad confirm button",
                [(False, "Bottom (Xbox / PS)"), (True, "Right (Nintendo)")],
                self._getter("swap_confirm_back"),
                self._setter("swap_confirm_back"),
                key="swap",
                description="Which face button confirms; the other one goes back.",
            ),
            Choice(
                pygame.Rect(0, 0, width, height),
                "Flourish, 2 players",
                [(name, FLOURISH_LABELS[name]) for name in FLOURISH_MODES],
                self._getter("flourish_couch"),
                self._setter("flourish_couch"),
                key="flourish_couch",
                description="The yaku celebration in couch play (two players, one screen).",
            ),
            Button(
                pygame.Rect(0, 0, width, height),
                "Controls...",
                self.open_controls,
                key="controls",
                description="Change keyboard and gamepad buttons.",
                size=34,
            ),
        ]
        for column, widgets in enumerate((left, right)):
            for row, widget in enumerate(widgets):
                widget.rect.topleft = (120 + column * 880, top + row * (height + gap))
                self.group.add(widget)
        self.group.add(
            Button(
                pygame.Rect(1540, top + 6 * (height + gap) + 20, 260, 80),
                "Done",
                self.on_back,
                key="done",
                description="Save and go back.",
                size=38,
            )
        )

    def _effect_preview(self) -> None:
        self.context.play_sound("card_slap")

    def open_controls(self) -> None:
        self.stack.push(self.context.make_scene("controls"))

    def exit(self) -> None:
        if self.changed:
            self.call_hook("save_settings")
            self.changed = False

    def resume(self) -> None:
        if self.context.extra.get("bindings_changed"):
            self.context.extra["bindings_changed"] = False
            self._changed()


def register(factories: SceneFactories, hooks: dict) -> None:
    factories["options"] = OptionsScene
    from game.scenes.controls import ControlsScene

    factories["controls"] = ControlsScene
