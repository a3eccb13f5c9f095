"""Input on the table: named actions from any device -> selection, play, take, buttons.

Keyboard / pad: left and right move the lifted card along the hand (or between the two
options of a choice), confirm plays it (or takes the option), up/down reach the buttons in
the right column; Y / View opens the yaku list, T toggles the tracker, H / Y(pad) asks for
a hint (game.scenes.table_hint; only on the human's own turn), P / Esc / Start pauses.
Mouse: click a hand card to lift it, click it again or a highlighted field card to play;
click an option to take it; click the buttons. During a CPU turn or an animation, confirm /
click fast-forwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.input import actions as act
from game.view import layout

if TYPE_CHECKING:
    from game.scenes.table import TableScene

SKIP_ACTIONS = {act.CONFIRM, act.CLICK, act.POINTER_DOWN}


def handle(scene: TableScene, action: act.Action) -> bool:
    name = action.name
    if scene.attract and name in (act.PAUSE, act.BACK):
        return leave_demo(scene)
    if name in (act.PAUSE, act.BACK):
        return open_menu(scene)
    if name == act.YAKU_LIST:
        return open_yaku_list(scene)
    if name == act.ACTION_LIST and "action_list" in scene.context.factories:
        scene.stack.push(scene.context.make_scene("action_list", table=scene))  # text panel
        return True
    if name == act.HINT:
        scene.request_hint()
        return True
    if name == act.UNBOUND and action.value == "t":
        scene.toggle_tracker()
        return True
    if name == act.CLICK and action.pos is not None:
        index = button_at(action.pos)
        if index is not None:
            return press_button(scene, index)
    phase = scene.human_input_phase()
    if phase is None:
        if name in SKIP_ACTIONS and not scene.finished:
            scene.fast_forward()
            return True
        return False
    if scene.button_focus is not None and name in (
        act.CONFIRM,
        act.UP,
        act.DOWN,
        act.LEFT,
        act.RIGHT,
    ):
        return button_navigation(scene, name)
    if phase == "play":
        return play_phase(scene, action)
    if phase == "take":
        return take_phase(scene, action)
    return False


def button_rects() -> list[pygame.Rect]:
    from game.scenes.table import BUTTONS

    return [pygame.Rect(layout.button_rect(index)) for index in range(len(BUTTONS))]


def button_at(position) -> int | None:
    for index, rect in enumerate(button_rects()):
        if rect.collidepoint(position):
            return index
    return None


def press_button(scene: TableScene, index: int) -> bool:
    from game.scenes.table import BUTTONS

    key = BUTTONS[index][0]
    if key == "yaku":
        return open_yaku_list(scene)
    if key == "tracker":
        scene.toggle_tracker()
        return True
    if key == "hint":
        scene.request_hint()
        return True
    return open_menu(scene)


def button_navigation(scene: TableScene, name: str) -> bool:
    from game.scenes.table import BUTTONS

    focus = scene.button_focus or 0
    if name == act.CONFIRM:
        return press_button(scene, focus)
    if name == act.UP:
        scene.button_focus = max(0, focus - 1)
    elif name == act.DOWN:
        scene.button_focus = min(len(BUTTONS) - 1, focus + 1)
    else:
        scene.button_focus = None  # left/right go back to the cards (the right-most one)
        hand = _hand(scene)
        if scene.selected not in hand and hand and scene.human_input_phase() == "play":
            scene.selected = hand[-1]
    return True


def open_menu(scene: TableScene) -> bool:
    factory = scene.context.factories.get("pause")
    if factory is None:
        return False
    scene.stack.push(factory(scene.context))
    return True


def leave_demo(scene: TableScene) -> bool:
    factory = scene.context.factories.get("title")
    if factory is None:
        scene.context.request_quit()
        return True
    scene.stack.reset(factory(scene.context))
    return True


def open_yaku_list(scene: TableScene) -> bool:
    from game.scenes.yaku_list import YakuListOverlay

    scene.stack.push(YakuListOverlay(scene.context, scene.state.rules, scene.art))
    return True


def _hand(scene: TableScene) -> list[str]:
    return list(scene.director.model.hands[scene.director.near])


def _sprite_at(scene: TableScene, position, keys: list[str]) -> str | None:
    for sprite_key in sorted(keys, key=lambda key: -scene.director.sprites[key].z):
        if scene.director.sprites[sprite_key].rect().collidepoint(position):
            return sprite_key
    return None


def play_phase(scene: TableScene, action: act.Action) -> bool:
    name = action.name
    hand = _hand(scene)
    if not hand:
        return False
    if name == act.POINTER_MOVE and action.pos is not None:
        scene.hover = _sprite_at(scene, action.pos, hand)
        return scene.hover is not None
    if name in (act.LEFT, act.RIGHT, act.NEXT, act.PREVIOUS):
        step = -1 if name in (act.LEFT, act.PREVIOUS) else 1
        if scene.selected not in hand:
            scene.selected = hand[0] if step > 0 else hand[-1]
        else:
            scene.selected = hand[(hand.index(scene.selected) + step) % len(hand)]
        scene.context.play_sound("menu_move")
        return True
    if name == act.UP and scene.selected is None:
        scene.selected = hand[len(hand) // 2]
        return True
    if name == act.DOWN:
        scene.button_focus = 0
        return True
    if name == act.CONFIRM:
        if scene.selected in hand:
            return scene.play_selected()
        scene.selected = hand[0]
        return True
    if name == act.CLICK and action.pos is not None:
        clicked = _sprite_at(scene, action.pos, hand)
        if clicked is not None:
            if clicked == scene.selected:
                return scene.play_selected()
            scene.selected = clicked
            scene.context.play_sound("menu_move")
            return True
        if scene.selected is not None:
            field = [
                key
                for key in scene.director.model.field_slots
                if scene.director.sprites[key].highlight is not None
            ]
            if _sprite_at(scene, action.pos, field) is not None:
                return scene.play_selected()
        scene.selected = None
        return True
    return False


def take_phase(scene: TableScene, action: act.Action) -> bool:
    name = action.name
    options = scene.take_options()
    if not options:
        return False
    if name == act.POINTER_MOVE and action.pos is not None:
        hovered = _sprite_at(scene, action.pos, options)
        if hovered is not None:
            scene.choice = hovered  # focus follows the pointer
        return hovered is not None
    if name in (act.LEFT, act.RIGHT, act.UP, act.DOWN, act.NEXT, act.PREVIOUS):
        index = options.index(scene.choice) if scene.choice in options else 0
        step = -1 if name in (act.LEFT, act.UP, act.PREVIOUS) else 1
        scene.choice = options[(index + step) % len(options)]
        return True
    if name == act.CONFIRM:
        return scene.take(scene.choice or options[0])
    if name == act.CLICK and action.pos is not None:
        clicked = _sprite_at(scene, action.pos, options)
        if clicked is not None:
            return scene.take(clicked)
        return True
    return False
