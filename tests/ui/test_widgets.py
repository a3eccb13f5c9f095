"""Widgets in a WidgetGroup: keyboard/pad navigation, adjusting values, mouse hover/click,
and real pixels for the focus highlight."""

import pygame
import pytest

from game.input.actions import Action
from game.ui.menu import WidgetGroup, vertical_rects
from game.ui.widgets import Button, Choice, Slider, Toggle


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()
    yield


class Values:
    volume = 0.5
    flag = False
    speed = "normal"


def build(sounds):
    values = Values()
    pressed = []
    rects = vertical_rects(5, centre_x=500, top=100, width=600, height=70, gap=10)
    group = WidgetGroup(
        [
            Button(rects[0], "Play", lambda: pressed.append("play"), key="play"),
            Button(rects[1], "Disabled", lambda: pressed.append("never"), enabled=False, key="off"),
            Slider(
                rects[2],
                "Volume",
                lambda: values.volume,
                lambda v: setattr(values, "volume", v),
                key="vol",
            ),
            Toggle(
                rects[3],
                "Flag",
                lambda: values.flag,
                lambda v: setattr(values, "flag", v),
                key="flag",
            ),
            Choice(
                rects[4],
                "Speed",
                [("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast")],
                lambda: values.speed,
                lambda v: setattr(values, "speed", v),
                key="speed",
            ),
        ],
        sound=sounds.append,
    )
    return group, values, pressed, rects


def test_keyboard_navigation_skips_disabled_and_adjusts():
    sounds = []
    group, values, pressed, _ = build(sounds)
    assert group.focused.key == "play"
    group.handle_action(Action("confirm", "keyboard"))
    assert pressed == ["play"] and sounds[-1] == "menu_confirm"
    group.handle_action(Action("down", "keyboard"))
    assert group.focused.key == "vol"  # the disabled button is skipped
    group.handle_action(Action("right", "pad", 3))
    assert values.volume == pytest.approx(0.6)
    for _ in range(10):
        group.handle_action(Action("left", "keyboard"))
    assert values.volume == 0.0
    group.handle_action(Action("down", "keyboard"))
    group.handle_action(Action("confirm", "keyboard"))
    assert values.flag is True
    group.handle_action(Action("down", "keyboard"))
    group.handle_action(Action("right", "keyboard"))
    assert values.speed == "fast"
    group.handle_action(Action("right", "keyboard"))
    assert values.speed == "slow"  # choices wrap
    group.handle_action(Action("down", "keyboard"))
    assert group.focused.key == "play"  # menu wraps to the top
    group.handle_action(Action("previous", "keyboard"))
    assert group.focused.key == "speed"


def test_mouse_hover_focuses_and_click_activates():
    group, values, pressed, rects = build([])
    group.handle_action(Action("pointer_move", "mouse", pos=rects[3].center))
    assert group.focused.key == "flag" and group.widgets[3].hovered
    group.handle_action(Action("pointer_down", "mouse", pos=rects[0].center))
    assert group.widgets[0].pressed
    group.handle_action(Action("click", "mouse", pos=rects[0].center))
    assert pressed == ["play"] and not group.widgets[0].pressed
    # press on one widget, release on another: nothing happens
    group.handle_action(Action("pointer_down", "mouse", pos=rects[0].center))
    group.handle_action(Action("click", "mouse", pos=rects[3].center))
    assert pressed == ["play"] and values.flag is False
    # clicking the disabled button does nothing
    group.handle_action(Action("pointer_down", "mouse", pos=rects[1].center))
    group.handle_action(Action("click", "mouse", pos=rects[1].center))
    assert pressed == ["play"]


def test_slider_click_sets_value_by_position():
    group, values, _, rects = build([])
    slider = group.widgets[2]
    bar = slider._bar()
    group.handle_action(Action("pointer_down", "mouse", pos=(bar.right, bar.centery)))
    group.handle_action(Action("click", "mouse", pos=(bar.right, bar.centery)))
    assert values.volume == 1.0
    group.handle_action(Action("pointer_down", "mouse", pos=(bar.x + bar.width * 0.3, bar.centery)))
    group.handle_action(Action("click", "mouse", pos=(bar.x + bar.width * 0.3, bar.centery)))
    assert values.volume == pytest.approx(0.3)


def test_focused_button_is_drawn_highlighted():
    group, _, _, rects = build([])
    canvas = pygame.Surface((1000, 600))
    group.draw(canvas)
    focused_fill = canvas.get_at((rects[0].x + 20, rects[0].centery))[:3]
    plain_fill = canvas.get_at((rects[3].x + 20, rects[3].centery + 25))[:3]
    assert focused_fill[0] > focused_fill[2] + 60  # vermilion
    assert plain_fill[0] < 80  # dark lacquer


def test_name_field_typing():
    from game.ui.widgets import NameField

    names = {"value": "Red"}
    field = NameField(
        pygame.Rect(0, 0, 600, 70),
        "Name",
        lambda: names["value"],
        lambda v: names.__setitem__("value", v),
        default_text="Red",
        max_length=6,
    )
    group = WidgetGroup([field, Button(pygame.Rect(0, 100, 600, 70), "Other", lambda: None)])
    group.handle_action(Action("confirm", "keyboard", value="return"))
    assert field.editing
    for _ in range(3):
        group.handle_action(Action("back", "keyboard", value="backspace"))
    group.handle_action(Action("text", "keyboard", value="Aki"))
    group.handle_action(Action("down", "keyboard", value="s"))  # typing 's' does not navigate
    group.handle_action(Action("confirm", "keyboard", value="space"))  # the space comes as text
    group.handle_action(Action("text", "keyboard", value=" Kazuma"))
    assert names["value"] == "Aki Ka" and group.focused is field  # max_length 6
    group.handle_action(Action("confirm", "keyboard", value="return"))
    assert not field.editing
    group.handle_action(Action("confirm", "keyboard", value="return"))
    for _ in range(6):
        group.handle_action(Action("back", "keyboard", value="backspace"))
    group.handle_action(Action("back", "keyboard", value="escape"))
    assert names["value"] == "Red" and not field.editing  # empty: default again
