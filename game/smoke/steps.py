"""The smoke run's steps and how each runs: focus a widget by key and confirm it
(``select``), dispatch named actions, run frames (or until a condition holds), check the top
scene's ``name`` and save a screenshot of the 1920x1080 canvas. A failed expectation raises
:class:`SmokeFailure`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.engine import games
from game.input import actions as act

if TYPE_CHECKING:
    from game.app import App


class SmokeFailure(RuntimeError):
    """A smoke expectation did not hold."""


@dataclass
class SmokeStep:
    name: str
    select: str | None = None  # focus the widget with this key, then confirm
    actions: tuple[str, ...] = ()  # action names, dispatched as keyboard input
    frames: int = 20  # frames to run afterwards
    until: Callable[[App], bool] | None = None
    max_frames: int = 3600
    expect_scene: str | None = None  # Scene.name of the top scene afterwards
    screenshot: str | None = None  # file stem
    call: Callable[[App], None] | None = None


def base_steps_before_match() -> list[SmokeStep]:
    return [
        SmokeStep("title", frames=30, expect_scene="title", screenshot="01-title"),
        SmokeStep("options", select="options", expect_scene="options", screenshot="02-options"),
        SmokeStep("controls", select="controls", expect_scene="controls", screenshot="03-controls"),
        SmokeStep("controls back", actions=(act.BACK,), expect_scene="options"),
        SmokeStep(
            "table look", select="table_look", expect_scene="table_look", screenshot="03-table-look"
        ),
        SmokeStep("table look back", actions=(act.BACK,), expect_scene="options"),
        SmokeStep("options back", actions=(act.BACK,), expect_scene="title"),
        SmokeStep(
            "game choice", select="play_cpu", expect_scene="game_choice", screenshot="04-games"
        ),
        SmokeStep("setup", select=games.KOIKOI, expect_scene="setup", screenshot="04-setup"),
        SmokeStep(
            "more rules", select="more", expect_scene="more_rules", screenshot="05-more-rules"
        ),
        SmokeStep("more rules back", actions=(act.BACK,), expect_scene="setup"),
        SmokeStep("start", select="start", frames=30, screenshot="06-match"),
    ]


def base_steps_after_match() -> list[SmokeStep]:
    return [
        SmokeStep("pause", actions=(act.PAUSE,), expect_scene="pause", screenshot="90-pause"),
        SmokeStep("quit to title", select="quit", frames=30, expect_scene="title"),
        SmokeStep(
            "achievements",
            select="achievements",
            expect_scene="achievements",
            screenshot="91-achievements",
        ),
        SmokeStep(
            "achievements of roppyakken",
            actions=(act.RIGHT,),
            expect_scene="achievements",
            screenshot="92-achievements-roppyakken",
        ),
        SmokeStep("achievements back", actions=(act.BACK,), expect_scene="title"),
        SmokeStep("records", select="records", expect_scene="arcade_stats"),
        SmokeStep(
            "records per game",
            actions=(act.UP,),
            expect_scene="arcade_stats",
            screenshot="93-records-per-game",
        ),
        SmokeStep("records back", actions=(act.BACK,), expect_scene="title"),
    ]


def top_name(app: App) -> str:
    top = app.context.scenes.top
    return getattr(top, "name", type(top).__name__) if top is not None else "<empty>"


def select_widget(app: App, key: str) -> None:
    """Focus the widget with ``key`` in the top scene's widget group and confirm it."""
    top = app.context.scenes.top
    group = getattr(top, "group", None)
    if group is None:
        raise SmokeFailure(f"top scene {top_name(app)} has no widgets to select {key!r}")
    for widget in group.widgets:
        if widget.key == key:
            if not widget.enabled:
                raise SmokeFailure(f"widget {key!r} in {top_name(app)} is disabled")
            group.focus(widget)
            app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
            return
    raise SmokeFailure(f"no widget {key!r} in {top_name(app)}")


def run_step(app: App, step: SmokeStep, screenshot_dir: Path | None) -> None:
    if step.call is not None:
        step.call(app)
    if step.select is not None:
        select_widget(app, step.select)
        app.loop.run_frames(1)
    for name in step.actions:
        app.dispatch(act.Action(name, act.KEYBOARD))
        app.loop.run_frames(1)
    if step.until is not None:
        for _ in range(step.max_frames):
            if step.until(app):
                break
            app.loop.run_frames(1)
        else:
            raise SmokeFailure(f"step {step.name!r}: condition not met in {step.max_frames} frames")
    app.loop.run_frames(step.frames)
    if step.expect_scene is not None and top_name(app) != step.expect_scene:
        raise SmokeFailure(
            f"step {step.name!r}: expected scene {step.expect_scene!r}, got {top_name(app)!r}"
        )
    if step.screenshot and screenshot_dir is not None:
        pygame.image.save(app.display.canvas, str(screenshot_dir / f"{step.screenshot}.png"))
