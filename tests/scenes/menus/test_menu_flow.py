"""Title -> setup -> start, options saving, pause overlay: driven through the real App with
synthetic keyboard, pad and mouse events."""

import json

import pygame
import pytest

from game.app import App
from game.core import settings as settings_module
from game.core.loop import SimulatedClock
from game.input import actions as act
from game.scenes.couch.join import JoinScene
from tests.support.headless import post, press_key, press_pad, top_name


@pytest.fixture()
def app():
    pygame.init()
    application = App(headless=True)
    started = []
    application.start_match = started.append
    application.attract = lambda: started.append("attract")
    application.started = started
    application.push_initial_scene()
    application.loop.run_frames(2)
    yield application
    application.shutdown()


press = press_key
pad = press_pad
top = top_name


def focus(app, key):
    """Put the focus on the widget ``key`` of the top scene (layouts may grow entries)."""
    group = app.context.scenes.top.group
    group.focus(next(widget for widget in group.widgets if widget.key == key))


def test_keyboard_title_to_setup_to_start(app):
    assert top(app) == "title"
    press(app, pygame.K_RETURN)  # Play vs CPU
    assert top(app) == "game_choice"
    assert app.context.scenes.top.group.focused.key == "koikoi"  # nothing remembered yet
    press(app, pygame.K_RETURN)  # Koi-Koi
    assert top(app) == "setup"
    press(app, pygame.K_RIGHT)  # Opponent: normal -> expert
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)  # Length
    press(app, pygame.K_LEFT)  # 12 -> 6 months
    press(app, pygame.K_DOWN)  # Viewing yaku
    press(app, pygame.K_RIGHT)  # counted -> never
    for _ in range(3):
        press(app, pygame.K_DOWN)  # 7+, More rules, Start
    press(app, pygame.K_RETURN)
    assert len(app.started) == 1
    config = app.started[0]
    assert config["level"] == "expert"
    assert config["rules"] == "nintendo"
    assert config["overrides"] == {"months": 6, "viewing_yaku": "never"}
    assert config["seats"] == ["human", "cpu"]


def test_gamepad_alone_reaches_couch_setup_and_back(app):
    focus(app, "play_cpu")
    while app.context.scenes.top.group.focused.key != "two_players":
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad(app, pygame.CONTROLLER_BUTTON_A)
    assert top(app) == "game_choice"
    pad(app, pygame.CONTROLLER_BUTTON_A)  # Koi-Koi
    assert top(app) == "setup"
    assert app.context.scenes.top.setup.mode == "couch"
    app.context.factories["join"] = JoinScene  # without the names step (persistence)
    focus(app, "hands")
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # Hands: hidden -> open
    while app.context.scenes.top.group.focused.key != "start":
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    pad(app, pygame.CONTROLLER_BUTTON_A)  # Choose devices
    assert top(app) == "join"
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=4)  # Red joins with pad 4
    press(app, pygame.K_SPACE)  # Blue joins with the keyboard
    assert app.context.scenes.top.devices == ["pad:4", "keyboard"]
    pad(app, pygame.CONTROLLER_BUTTON_B, instance_id=4)  # undo Blue
    assert app.context.scenes.top.devices == ["pad:4", None]
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=4)  # shared pad
    pad(app, pygame.CONTROLLER_BUTTON_A, instance_id=4)  # start
    config = app.started[-1]
    assert config["mode"] == "couch" and config["open_hands"] is True and config["viewer"] is None
    assert config["seats"] == ["human", "human"]
    assert config["devices"] == ["pad:4", "pad:4"] and config["scene"] == "couch_match"
    for _ in range(5):
        pad(app, pygame.CONTROLLER_BUTTON_B)
    assert top(app) == "title"
    assert app.input.prompt("confirm") == "A"


def test_mouse_alone_changes_an_option_and_it_is_saved(app):
    title = app.context.scenes.top
    options_button = next(w for w in title.group.widgets if w.key == "options")
    window_pos = (options_button.rect.centerx * 2 / 3, options_button.rect.centery * 2 / 3)
    post(pygame.MOUSEMOTION, pos=window_pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=window_pos, button=1)
    app.loop.run_frames(2)
    assert top(app) == "options"
    badges = next(w for w in app.context.scenes.top.group.widgets if w.key == "badges")
    window_pos = (badges.rect.centerx * 2 / 3, badges.rect.centery * 2 / 3)
    post(pygame.MOUSEBUTTONDOWN, pos=window_pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=window_pos, button=1)
    post(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=3)  # right click = back
    app.loop.run_frames(2)
    assert top(app) == "title"
    saved = json.loads(settings_module.settings_path().read_text())
    assert saved["corner_badges"] is False
    assert app.settings.corner_badges is False


def test_animation_speed_option_changes_tween_speed(app):
    focus(app, "options")
    press(app, pygame.K_RETURN)
    assert top(app) == "options"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)  # Animation speed
    press(app, pygame.K_LEFT)  # normal -> slow
    assert app.settings.animation_speed == "slow"
    assert app.context.make_scene("table").director.speed == pytest.approx(0.6)
    press(app, pygame.K_LEFT)  # wraps: slow -> instant
    assert app.settings.animation_speed == "instant"
    assert app.context.make_scene("table").director.tweens.instant


def test_pause_overlay_draws_over_the_scene_below(app):
    app.context.scenes.reset(app.context.make_scene("table", config={"rules": "nintendo"}))
    app.loop.run_frames(2)
    below = app.display.canvas.copy()
    app.dispatch(act.Action(act.PAUSE, act.KEYBOARD))
    app.loop.run_frames(2)
    assert top(app) == "pause"
    canvas = app.display.canvas
    corner_before = below.get_at((5, 300))[:3]
    corner_now = canvas.get_at((5, 300))[:3]
    assert corner_now != corner_before and sum(corner_now) < sum(
        corner_before
    )  # dimmed, not replaced
    press(app, pygame.K_ESCAPE)
    assert top(app) == "table"


def test_controller_disconnect_reaches_the_scene(app):
    seen = []
    scene = app.context.scenes.top
    original = scene.handle_action
    scene.handle_action = lambda action: (seen.append(action), original(action))[1]
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=12)
    app.loop.run_frames(1)
    assert [(a.name, a.instance_id) for a in seen] == [("device_removed", 12)]


def test_focus_loss_pauses_updates(app):
    title = app.context.scenes.top
    post(pygame.WINDOWFOCUSLOST)
    app.loop.run_frames(1)
    before = title.time
    app.loop.run_frames(30)
    assert title.time == before
    post(pygame.WINDOWFOCUSGAINED)
    app.loop.run_frames(31)
    assert title.time == pytest.approx(before + 31 / 60)  # one step per frame, no catch-up


def test_settings_warning_is_shown_once(tmp_path, monkeypatch):
    pygame.init()
    settings_module.settings_path().write_bytes(b"\x00\xff garbage")
    application = App(headless=True)
    try:
        assert len(application.notices) == 1 and "reset to defaults" in application.notices[0][0]
        application.push_initial_scene()
        application.loop.run_frames(10)
        top_strip = application.display.canvas.subsurface((1300, 24, 520, 60))
        reds = sum(1 for x in range(0, 520, 8) if top_strip.get_at((x, 30))[0] > 100)
        assert reds > 20  # the vermilion notice banner, top right clear of the title
        application.loop.run_frames(60 * 7)
        assert application.notices == []
    finally:
        application.shutdown()


def test_idle_title_starts_the_attract_demo(app):
    app.loop.run_frames(60 * 39)
    assert app.started == []
    app.loop.run_frames(60 * 2)
    assert app.started == ["attract"]


def test_rebinding_a_key_in_controls_is_used_and_saved(app):
    focus(app, "options")
    press(app, pygame.K_RETURN)
    focus(app, "controls")
    press(app, pygame.K_RETURN)
    assert top(app) == "controls"
    focus(app, "key:hint")
    press(app, pygame.K_RETURN)  # start capturing
    pad(app, pygame.CONTROLLER_BUTTON_X)  # a pad button does not fill a key slot
    press(app, pygame.K_j)  # captured
    assert app.context.scenes.top.capturing is None
    assert app.settings.key_bindings["hint"] == ["j"]
    focus(app, "pad:confirm")
    press(app, pygame.K_RETURN)
    pad(app, pygame.CONTROLLER_BUTTON_Y)  # Y is the hint's: asked first
    assert app.context.scenes.top.conflict.holder == "hint"
    press(app, pygame.K_RETURN)  # swap
    assert app.settings.pad_bindings["confirm"] == ["y"]
    assert app.settings.pad_bindings["hint"] == ["a"]  # the hint got confirm's old A
    post(pygame.KEYDOWN, key=pygame.K_j, mod=0)
    assert [action.name for action in app.input.poll(0.0)] == ["hint"]
    press(app, pygame.K_ESCAPE)  # leave controls: saved
    saved = json.loads(settings_module.settings_path().read_text())
    assert saved["key_bindings"]["hint"] == ["j"] and saved["pad_bindings"]["confirm"] == ["y"]


def test_windowed_run_shows_the_title_before_loading_the_other_scenes(monkeypatch):
    from game import wiring

    clock = SimulatedClock()  # a frame takes one step, the scene import takes two seconds
    loaded = []

    def slow_import() -> None:
        loaded.append("all")
        clock.advance(2.0)

    monkeypatch.setattr(wiring, "import_all", slow_import)
    pygame.init()
    application = App(headless=False)
    loop = application.loop
    loop.clock, loop.sleep = clock, (lambda seconds: None)
    try:
        assert not application.modules_loaded  # held back
        application.push_initial_scene()
        loop.run(max_frames=1)
        assert loaded == []  # the first frame is up
        clock.advance(loop.step_seconds)
        loop.run(max_frames=1)
        assert loaded == ["all"] and application.modules_loaded
        clock.advance(loop.step_seconds)
        loop.run(max_frames=1)
        # one step per frame after the first: the two seconds of loading were not caught up
        assert loop.total_updates == 2
    finally:
        application.shutdown()


def test_a_known_pad_unplugged_shows_a_notice(app):
    app.input.add_virtual_pad(21, "Xbox Wireless Controller")
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=21)
    app.loop.run_frames(1)
    assert [text for text, _left in app.notices] == ["Xbox Wireless Controller disconnected"]
