"""The scene stack's scenes held under others: each step they get ``update_covered`` (not
``update``) unless an ``update_below`` scene lets them update; those shown under overlays
draw ``draw_above`` after them; a scene is taken out of the middle with ``remove``."""

from __future__ import annotations

import pygame

from game.core.scenes import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list, *, transparent=False, update_below=False) -> None:
        super().__init__()
        self.name = name
        self.log = log
        self.transparent = transparent
        self.update_below = update_below

    def update(self, dt: float) -> None:
        self.log.append(("update", self.name))

    def update_covered(self, dt: float) -> None:
        self.log.append(("covered", self.name))

    def draw(self, canvas, alpha: float) -> None:
        self.log.append(("draw", self.name))

    def draw_above(self, canvas) -> None:
        self.log.append(("above", self.name))

    def exit(self) -> None:
        self.log.append(("exit", self.name))

    def resume(self) -> None:
        self.log.append(("resume", self.name))


def test_scenes_under_the_updated_ones_are_updated_covered() -> None:
    log: list = []
    stack = SceneStack()
    table = stack.push(Recorder("table", log))
    prompt = stack.push(Recorder("prompt", log, transparent=True))
    stack.push(Recorder("offer", log, transparent=True, update_below=True))
    log.clear()
    stack.update(1 / 60)
    assert log == [("covered", "table"), ("update", "prompt"), ("update", "offer")]
    log.clear()
    stack.draw(pygame.Surface((4, 4)), 0.0)
    assert log == [
        ("draw", "table"),
        ("draw", "prompt"),
        ("draw", "offer"),
        ("above", "table"),
        ("above", "prompt"),
    ]
    log.clear()
    assert stack.remove(prompt) and not prompt.active
    assert log == [("exit", "prompt")]  # the top stays: nobody resumes
    assert stack.scenes[0] is table and stack.top.name == "offer"
    assert not stack.remove(prompt)


def test_a_lone_scene_is_only_updated() -> None:
    log: list = []
    stack = SceneStack()
    stack.push(Recorder("table", log, update_below=True))
    log.clear()
    stack.update(1 / 60)
    stack.draw(pygame.Surface((4, 4)), 0.0)
    assert log == [("update", "table"), ("draw", "table")]
