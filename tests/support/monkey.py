"""Monkey inputs: random pygame events (for the menus' window, for the table's canvas) and
random named actions (for overlays driven without the input layer)."""

from __future__ import annotations

import random

import pygame

from game.input import actions as act

MENU_KEYS = [
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
MENU_BUTTONS = [
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


def menu_event(rng: random.Random) -> pygame.event.Event:
    kind = rng.random()
    position = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    if kind < 0.30:
        key = rng.choice(MENU_KEYS)
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
            button=rng.choice(MENU_BUTTONS),
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


TABLE_KEYS = (
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_y,
    pygame.K_t,
    pygame.K_TAB,
    pygame.K_h,
    pygame.K_p,
    pygame.K_q,
)
TABLE_PAD = (
    pygame.CONTROLLER_BUTTON_A,
    pygame.CONTROLLER_BUTTON_B,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    pygame.CONTROLLER_BUTTON_DPAD_UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    pygame.CONTROLLER_BUTTON_BACK,
    pygame.CONTROLLER_BUTTON_Y,
    pygame.CONTROLLER_BUTTON_START,
)


def table_event(rng: random.Random) -> pygame.event.Event:
    kind = rng.random()
    if kind < 0.4:
        return pygame.event.Event(
            pygame.KEYDOWN, key=rng.choice(TABLE_KEYS), mod=0, unicode="", scancode=0
        )
    if kind < 0.75:
        pos = (rng.randrange(1920), rng.randrange(1080))
        event_type = rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION))
        if event_type == pygame.MOUSEMOTION:
            return pygame.event.Event(event_type, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        return pygame.event.Event(event_type, pos=pos, button=rng.choice((1, 1, 1, 3)))
    return pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=3, button=rng.choice(TABLE_PAD)
    )


ACTION_NAMES = (
    act.UP,
    act.DOWN,
    act.LEFT,
    act.RIGHT,
    act.CONFIRM,
    act.BACK,
    act.YAKU_LIST,
    act.NEXT,
    act.PREVIOUS,
    act.POINTER_MOVE,
    act.POINTER_DOWN,
    act.CLICK,
    act.HINT,
)


def random_action(rng: random.Random) -> act.Action:
    name = rng.choice(ACTION_NAMES)
    pos = (
        (rng.randrange(1920), rng.randrange(1080))
        if name in (act.POINTER_MOVE, act.POINTER_DOWN, act.CLICK)
        else None
    )
    return act.Action(name, act.MOUSE if pos else act.KEYBOARD, pos=pos)
