"""Typing a Japanese or Chinese name with an IME: the composition shows underlined and the
IME owns Enter, Esc and Backspace while it composes; the committed text joins the name; the
events arrive through the real input manager; the candidate list is placed in window
coordinates."""

from __future__ import annotations

import pygame
import pytest

from game.input import actions as act
from game.input import text_entry
from game.input.actions import Action
from game.ui.menu import WidgetGroup
from game.ui.widgets import NameField


@pytest.fixture
def field(pygame_display):
    names = {"value": ""}
    widget = NameField(
        pygame.Rect(100, 100, 800, 70),
        "Name",
        lambda: names["value"],
        lambda value: names.__setitem__("value", value),
        default_text="Red",
        max_length=8,
    )
    group = WidgetGroup([widget])
    group.handle_action(Action(act.CONFIRM, act.KEYBOARD, value="return"))
    assert widget.editing
    return group, widget, names


def test_an_ime_composition_is_shown_then_committed(field) -> None:
    group, widget, names = field
    group.handle_action(Action(act.TEXT_EDITING, act.KEYBOARD, value="はやせ"))
    assert widget.composition == "はやせ" and names["value"] == ""
    # Enter and Backspace choose and correct candidates: the field neither ends nor deletes
    group.handle_action(Action(act.CONFIRM, act.KEYBOARD, value="return"))
    group.handle_action(Action(act.BACK, act.KEYBOARD, value="backspace"))
    assert widget.editing and widget.composition == "はやせ"
    group.handle_action(Action(act.TEXT, act.KEYBOARD, value="早瀬"))
    assert names["value"] == "早瀬" and widget.composition == ""
    group.handle_action(Action(act.TEXT, act.KEYBOARD, value="つばめ燕燕燕燕"))
    assert names["value"] == "早瀬つばめ燕燕燕"  # max_length 8
    group.handle_action(Action(act.CONFIRM, act.KEYBOARD, value="return"))
    assert not widget.editing


def test_the_composition_is_drawn_after_the_name(field) -> None:
    group, widget, names = field
    names["value"] = "林"
    canvas = pygame.Surface((1000, 300))
    group.draw(canvas)
    without = pygame.image.tobytes(canvas, "RGB")
    group.handle_action(Action(act.TEXT_EDITING, act.KEYBOARD, value="ちょう"))
    canvas.fill((0, 0, 0))
    group.draw(canvas)
    assert pygame.image.tobytes(canvas, "RGB") != without


def test_ime_events_become_actions(pygame_display) -> None:
    from tests.support.headless import headless_app

    app = headless_app()
    try:
        seen: list[tuple[str, object]] = []
        pygame.event.post(pygame.event.Event(pygame.TEXTEDITING, text="りん", start=0, length=2))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="林"))
        for event in pygame.event.get():
            seen += [(action.name, action.value) for action in app.input.translate(event, 0.0)]
        assert (act.TEXT_EDITING, "りん") in seen and (act.TEXT, "林") in seen
    finally:
        app.shutdown()


def test_the_candidate_list_is_placed_in_window_coordinates() -> None:
    text_entry.set_window_mapper(lambda position: (position[0] / 2 + 10, position[1] / 2))
    try:
        rect = text_entry.window_rect(pygame.Rect(100, 200, 40, 60))
        assert (rect.x, rect.y, rect.width, rect.height) == (60, 100, 20, 30)
    finally:
        text_entry.set_window_mapper(None)


def test_the_couch_names_show_an_ime_composition_and_take_the_committed_name(
    pygame_display,
) -> None:
    from tests.support.headless import scene_context

    scene = scene_context().make_scene("join")
    scene.handle_action(Action(act.TEXT_EDITING, act.KEYBOARD, value="あき"))
    assert scene.composition == "あき"
    scene.handle_action(Action(act.BACK, act.KEYBOARD, value="backspace"))  # the IME's
    assert scene.composition == "あき" and scene.names[0] != ""
    canvas = pygame.Surface((1920, 1080))
    scene.draw(canvas, 1.0)
    scene.handle_action(Action(act.TEXT, act.KEYBOARD, value="亜紀"))
    assert scene.names[0] == "亜紀" and scene.composition == ""
