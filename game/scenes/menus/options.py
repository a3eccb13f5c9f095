"""Options: the language, volumes, animation speed, badges, yaku tracker, hints, flourish
(vs the CPU and in couch play), fullscreen, window size, fps cap, the pad's confirm button
and whether month results wait for a press; "Controls..." opens key/pad rebinding, "Table
look..." the card back and cloth (game.scenes.menus.table_look). Every
change is applied at once (``services.settings_changed()``) and saved atomically when the
scene closes."""

from __future__ import annotations

import pygame

from game.core.kinds import FlourishMode
from game.core.scenes import SceneContext
from game.core.settings import (
    ANIMATION_SPEEDS,
    CHATTER_LEVELS,
    FLOURISH_MODES,
    FPS_CAPS,
    WINDOW_SIZES,
    Settings,
)
from game.i18n import LANGUAGES, current_language, tr, tr_later
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button, Choice, Slider, Toggle

SPEED_LABELS = {
    "slow": tr_later("Slow"),
    "normal": tr_later("Normal"),
    "fast": tr_later("Fast"),
    "instant": tr_later("Instant"),
}
FLOURISH_LABELS = {
    FlourishMode.OFF: tr_later("Off"),
    FlourishMode.SHORT: tr_later("Short"),
    FlourishMode.FULL: tr_later("Full"),
}
CHATTER_LABELS = {"off": tr_later("Off"), "some": tr_later("Some"), "all": tr_later("All")}
WINDOW_SIZE_LABELS = {
    "1280x720": "1280 x 720",
    "1600x900": "1600 x 900",
    "1920x1080": "1920 x 1080",
    "desktop": tr_later("Desktop"),
}
ROW_WIDTH, ROW_HEIGHT = 820, 70  # one option row


class OptionsScene(MenuScene):
    name = "options"
    heading = tr_later("Options")
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
        self.context.services.settings_changed()

    def _bound(self, widget_type, label: str, attribute: str, *options, **details):
        """A settings row: ``widget_type`` editing ``self.settings.<attribute>`` (``options``
        go before the getter, as Choice wants its list there)."""
        return widget_type(
            pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
            label,
            *options,
            self._getter(attribute),
            self._setter(attribute),
            **details,
        )

    def build(self) -> None:
        width, height, gap, top = ROW_WIDTH, ROW_HEIGHT, 10, 186
        flourish_options = [(name, tr(FLOURISH_LABELS[name])) for name in FLOURISH_MODES]
        left = [
            self._bound(
                Slider,
                tr("Music volume"),
                "music_volume",
                key="music",
                description=tr("Volume of the background music."),
            ),
            self._bound(
                Slider,
                tr("Effects volume"),
                "effects_volume",
                key="effects",
                description=tr("Volume of card and menu sounds."),
                on_change=self._effect_preview,
            ),
            self._bound(
                Choice,
                tr("Animation speed"),
                "animation_speed",
                [(name, tr(SPEED_LABELS.get(name, name))) for name in ANIMATION_SPEEDS],
                key="speed",
                description=tr("How fast cards move. Instant skips every animation."),
            ),
            self._bound(
                Choice,
                tr("Flourish vs CPU"),
                "flourish",
                flourish_options,
                key="flourish",
                description=tr("The celebration when a yaku is made, vs the CPU."),
            ),
            self._bound(
                Choice,
                tr("Opponent chatter"),
                "opponent_chatter",
                [(level, tr(CHATTER_LABELS[level])) for level in CHATTER_LEVELS],
                key="chatter",
                description=tr("What arcade opponents say at the table: off, some or all."),
            ),
            self._bound(
                Toggle,
                tr("Fullscreen"),
                "fullscreen",
                key="fullscreen",
                description=tr("Also F11 or Alt+Enter."),
            ),
            self._bound(
                Choice,
                tr("Window size"),
                "window_size",
                [(size, tr(WINDOW_SIZE_LABELS[size])) for size in WINDOW_SIZES],
                key="window_size",
                description=tr("The window's size when not fullscreen."),
            ),
            self._bound(
                Choice,
                tr("Frame rate cap"),
                "fps_cap",
                [
                    (cap, tr("{fps} fps", fps=cap) if cap else tr("Display rate"))
                    for cap in FPS_CAPS
                ],
                key="fps",
                description=tr("Limit frames per second (saves power on laptops)."),
            ),
        ]
        right = [
            Choice(
                pygame.Rect(0, 0, ROW_WIDTH, ROW_HEIGHT),
                tr("Language"),
                list(LANGUAGES.items()),
                lambda: self.settings.language or current_language(),
                self._setter("language"),
                key="language",
                description=tr("English, 日本語 (Japanese), 简体中文 or 繁體中文 (Chinese)."),
            ),
            self._bound(
                Toggle,
                tr("Card corner badges"),
                "corner_badges",
                key="badges",
                description=tr("Month number and kind mark in each card's corner."),
            ),
            self._bound(
                Toggle,
                tr("Yaku tracker"),
                "yaku_tracker",
                key="tracker",
                description=tr("Show both players' yaku and the ones they are close to."),
            ),
            self._bound(
                Toggle,
                tr("Hints"),
                "hints",
                key="hints",
                description=tr("Highlight cards that match."),
            ),
            self._bound(
                Choice,
                tr("Pad confirm button"),
                "swap_confirm_back",
                [(False, tr("Bottom (Xbox / PS)")), (True, tr("Right (Nintendo)"))],
                key="swap",
                description=tr("Which face button confirms; the other one goes back."),
            ),
            self._bound(
                Choice,
                tr("Flourish, 2 players"),
                "flourish_couch",
                flourish_options,
                key="flourish_couch",
                description=tr("The yaku celebration in couch play (two players, one screen)."),
            ),
            self._bound(
                Choice,
                tr("Month results"),
                "auto_continue",
                [(False, tr("Wait for a press")), (True, tr("Go on after 10 s"))],
                key="auto_continue",
                description=tr("Whether a month's result waits for you or goes on by itself."),
            ),
            Button(
                pygame.Rect(0, 0, width, height),
                tr("Controls..."),
                self.open_controls,
                key="controls",
                description=tr("Change keyboard and gamepad buttons."),
                size=34,
            ),
        ]
        left.append(
            Button(
                pygame.Rect(0, 0, width, height),
                tr("Online..."),
                self.open_online,
                key="online",
                description=tr("The server for Play with a Friend, hosting, the leaderboard."),
                size=34,
            )
        )
        right.append(  # the card back and cloth (game.scenes.menus.table_look)
            Button(
                pygame.Rect(0, 0, width, height),
                tr("Table look..."),
                self.open_table_look,
                key="table_look",
                description=tr("Card back and table cloth; achievements unlock more."),
                size=34,
            )
        )
        for column, widgets in enumerate((left, right)):
            for row, widget in enumerate(widgets):
                widget.rect.topleft = (120 + column * 880, top + row * (height + gap))
                self.group.add(widget)
        self.group.add(
            Button(
                pygame.Rect(1540, top + len(right) * (height + gap) + 20, 260, 80),
                tr("Done"),
                self.on_back,
                key="done",
                description=tr("Save and go back."),
                size=38,
            )
        )

    def _effect_preview(self) -> None:
        self.context.play_sound("card_slap")

    def open_online(self) -> None:
        self.stack.push(self.context.make_scene("online_options"))

    def open_table_look(self) -> None:
        self.stack.push(self.context.make_scene("table_look"))

    def open_controls(self) -> None:
        self.stack.push(self.context.make_scene("controls"))

    def exit(self) -> None:
        if self.changed:
            self.context.services.save_settings()
            self.changed = False
