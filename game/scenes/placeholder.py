"""Stand-in for the table until a table module registers the "table" scene.

Shows the chosen match configuration so the setup flow can be checked end to end; back or
confirm returns to the title.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.scenes import SceneContext, SceneFactories
from game.input import actions as act
from game.ui import theme
from game.ui.menu_scene import MenuScene
from game.ui.widgets import Button


class PlaceholderTableScene(MenuScene):
    name = "placeholder"
    heading = "Match ready"
    heading_ja = "花札"
    heading_ja_family = "brush"

    def __init__(
        self, context: SceneContext | None = None, config: dict[str, Any] | None = None
    ) -> None:
        self.config = dict(config or {})
        super().__init__(context)

    def build(self) -> None:
        self.group.add(
            Button(
                pygame.Rect(120, 900, 420, 70), "Back to Title", self.on_back, key="title", size=34
            )
        )

    def on_back(self) -> None:
        self.context.play_sound("menu_back")
        self.stack.reset(self.context.make_scene("title"))

    def handle_action(self, action: act.Action) -> bool:
        if action.name == act.PAUSE and "pause" in self.context.factories:
            self.stack.push(self.context.make_scene("pause"))
            return True
        return super().handle_action(action)

    def draw_decor(self, canvas: pygame.Surface) -> None:
        theme.draw_text(
            canvas,
            "The table scene is not installed yet. Chosen match:",
            34,
            theme.colour("ivory"),
            "ui",
            topleft=(120, 200),
        )
        y = 260
        for key, value in self.config.items():
            theme.draw_text(
                canvas, f"{key}: {value}", 30, theme.colour("muted"), "ui", topleft=(150, y)
            )
            y += 44


def register(factories: SceneFactories, hooks: dict) -> None:
    factories["placeholder"] = PlaceholderTableScene
