"""Monkey test: thousands of random keyboard, mouse, pad and window events through the real
input layer into the title, setup, more rules, options, controls and pause scenes."""

import random

import pygame

from game.app import App
from game.core import settings as settings_module

MENU_SCENES = {"title", "setup", "more_rules", "options", "controls", "pause", "join"}
KEYS = [
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_TAB,
    pygame.K_p,
    pygame.K_y,
    pygame.K_h,
    pygame.K_l,
    pygame.K_F11,
    pygame.K_q,
    pygame.K_a,
    pygame.K_KP_ENTER,
]
BUTTONS = [
    pygame.CONTROLLER_BUTTON_A,
    pygame.CONTROLLER_BUTTON_B,
    pygame.CONTROLLER_BUTTON_X,
    pygame.CONTROLLER_BUTTON_Y,
    pygame.CONTROLLER_BUTTON_START,
    pygame.CONTROLLER_BUTTON_BACK,
    pygame.CONTROLLER_BUTTON_DPAD_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
]


def random_event(rng: random.Random) -> pygame.event.Event:
    kind = rng.random()
    position = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    if kind < 0.30:
        key = rng.choice(KEYS)
        mod = rng.choice([0, 0, 0, pygame.KMOD_LALT, pygame.KMOD_LSHIFT])
        return pygame.event.Event(
            rng.choice([pygame.KEYDOWN, pygame.KEYDOWN, pygame.KEYUP]), key=key, mod=mod
        )
    if kind < 0.55:
        event_type = rng.choice([pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP])
        if event_type == pygame.MOUSEMOTION:
            return pygame.event.Event(event_type, pos=position, rel=(1, 1), buttons=(0, 0, 0))
        return pygame.event.Event(event_type, pos=position, button=rng.choice([1, 1, 1, 2, 3, 4]))
    if kind < 0.60:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    if kind < 0.82:
        return pygame.event.Event(
            rng.choice([pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP]),
            instance_id=rng.randrange(3),
            button=rng.choice(BUTTONS),
        )
    if kind < 0.92:
        return pygame.event.Event(
            pygame.CONTROLLERAXISMOTION,
            instance_id=rng.randrange(3),
            axis=rng.randrange(6),
            value=rng.randrange(-32768, 32768),
        )
    if kind < 0.96:
        return pygame.event.Event(
            rng.choice([pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED]),
            instance_id=rng.randrange(4),
        )
    if kind < 0.98:
        return pygame.event.Event(
            rng.choice([pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED]),
            device_index=rng.randrange(4),
        )
    return pygame.event.Event(
        rng.choice(
            [
                pygame.WINDOWFOCUSLOST,
                pygame.WINDOWFOCUSGAINED,
                pygame.WINDOWMINIMIZED,
                pygame.WINDOWRESTORED,
            ]
        )
    )


def test_random_events_never_break_the_menus():
    pygame.init()
    app = App(headless=True)
    started = []
    hooks = app.context.hooks

    def start_match(config):
        started.append(config)
        hooks["notify"]("match would start")  # stay in the menus

    hooks["start_match"] = start_match
    hooks["attract"] = lambda: None
    hooks["continue_match"] = lambda: None
    for other_developers_scene in ("arcade", "arcade_stats", "arcade_free_play", "how_to_play"):
        app.context.factories.by_name.pop(
            other_developers_scene, None
        )  # this test is about the menus
    app.push_initial_scene()
    rng = random.Random(20261130)
    seen = set()
    try:
        for index in range(3000):
            pygame.event.post(random_event(rng))
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
        assert started, "the monkey should have started at least one match"
        for config in started:
            assert config["rules"] in ("nintendo", "mobile", "koikoi-japan")
            assert config["level"] in ("easy", "normal", "expert")
        if settings_module.settings_path().exists():
            _, warning = settings_module.load()
            assert warning is None
    finally:
        app.shutdown()
