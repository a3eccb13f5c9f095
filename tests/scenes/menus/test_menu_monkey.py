"""Monkey test: thousands of random keyboard, mouse, pad and window events through the real
input layer into the title, setup, more rules, options, controls and pause scenes."""

import random

import pygame

from game.app import App
from game.core import settings as settings_module
from game.ui.menu_scene import MenuScene
from tests.support.monkey import menu_event

MENU_SCENES = {
    "title",
    "game_choice",
    "setup",
    "more_rules",
    "table_setup",
    "table_rules",
    "options",
    "controls",
    "pause",
    "join",
    "away",
}


class Away(MenuScene):
    """Stands in for the screens beyond the menus (arcade, statistics, how to play): it
    goes back at once."""

    name = "away"

    def update(self, dt: float) -> None:
        self.stack.pop()


def test_random_events_never_break_the_menus():
    pygame.init()
    app = App(headless=True)
    started = []

    def start_match(config):
        started.append(config)
        app.notify("match would start")  # stay in the menus

    app.start_match = start_match
    app.attract = lambda: None
    app.continue_match = lambda: None
    for beyond in ("arcade", "arcade_stats", "stats", "achievements", "how_to_play", "lesson"):
        app.context.factories[beyond] = Away  # this test is about the menus
    app.push_initial_scene()
    rng = random.Random(1)  # a walk that starts a match with the twelve-entry title
    seen = set()
    try:
        for index in range(3000):
            pygame.event.post(menu_event(rng))
            if index % 4 == 3:
                app.loop.run_frames(1)
                if app.context.quit_requested or not app.context.scenes:
                    app.context.quit_requested = False
                    app.context.scenes.reset(app.context.make_scene("title"))
                if index % 200 == 199 and app.context.scenes.top.name == "title":
                    app.context.scenes.push(app.context.make_scene("pause"))
                seen.add(app.context.scenes.top.name)
        app.loop.run_frames(5)
        assert app.context.scenes.top.name in MENU_SCENES
        assert {"title", "setup", "options"} <= seen, seen
        assert started, ("the monkey should have started at least one match", seen)
        presets = {
            "koikoi": ("nintendo", "mobile", "koikoi-japan"),
            "roppyakken": ("shiragiku", "fudawiki"),
            "hana-awase": ("seed003", "fudawiki", "sazano"),
        }
        for config in started:
            assert config["rules"] in presets[config.get("game", "koikoi")]
            assert config["level"] in ("easy", "normal", "expert")
        if settings_module.settings_path().exists():
            _, warning = settings_module.load()
            assert warning is None
    finally:
        app.shutdown()
