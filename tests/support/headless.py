"""A headless App and synthetic device input for tests that drive the real game.

Events posted here go through pygame's queue and the real InputManager, exactly as a
player's keys, clicks and pad buttons do.
"""

from __future__ import annotations

import pygame

from game import wiring
from game.app import App
from game.core.scenes import SceneContext


def scene_context(**services) -> SceneContext:
    """A context without an app but with every scene of the game (game.wiring)."""
    return SceneContext(factories=wiring.scene_factories(), **services)


def headless_app(frames: int = 0) -> App:
    """A started App on the dummy video driver with the title on its stack."""
    pygame.init()
    application = App(headless=True)
    application.push_initial_scene()
    if frames:
        application.loop.run_frames(frames)
    return application


def post(event_type: int, **attributes) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attributes))


def press_key(app: App, key: int, frames: int = 2) -> None:
    """A key pressed and released, then ``frames`` frames."""
    post(pygame.KEYDOWN, key=key, mod=0)
    post(pygame.KEYUP, key=key, mod=0)
    app.loop.run_frames(frames)


def press_pad(app: App, button: int, instance_id: int = 4, frames: int = 2) -> None:
    """A controller button pressed and released, then ``frames`` frames."""
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button)
    post(pygame.CONTROLLERBUTTONUP, instance_id=instance_id, button=button)
    app.loop.run_frames(frames)


def type_text(app: App, value: str, frames: int = 2) -> None:
    post(pygame.TEXTINPUT, text=value)
    app.loop.run_frames(frames)


def top_name(app: App) -> str:
    """The name of the scene on top of the app's stack."""
    return app.context.scenes.top.name
