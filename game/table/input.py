"""Input on the table: named actions from any device become intents and cursor moves.

Keyboard / pad: left and right move the lifted card along the hand (or between the two
options of a choice), confirm plays it (or takes the option), up/down reach the buttons in
the right column; Y / View opens the yaku list, T toggles the tracker, H / Y(pad) asks for
a hint (only on the player's own turn), P / Esc / Start pauses. Mouse: click a hand card to
lift it, click it again or a highlighted field card to play; click an option to take it;
click the buttons. During a CPU turn or an animation, confirm / click fast-forwards.

:func:`read` is pure: it gets what the table shows (:class:`TableSituation`) and returns the
new cursor and the intents; the table carries them out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from game.engine.table_view import Decision
from game.input import actions as act
from game.table import cursor as moves
from game.table.buttons import BUTTONS, button_at
from game.table.cursor import Cursor

SKIP_ACTIONS = frozenset({act.CONFIRM, act.CLICK, act.POINTER_DOWN})
BUTTON_KEYS = frozenset({act.CONFIRM, act.UP, act.DOWN, act.LEFT, act.RIGHT})
HAND_STEPS = {act.LEFT: -1, act.PREVIOUS: -1, act.RIGHT: 1, act.NEXT: 1}
OPTION_STEPS = {**HAND_STEPS, act.UP: -1, act.DOWN: 1}


class Command(Enum):
    """An intent with no card."""

    OPEN_MENU = "open_menu"
    LEAVE_DEMO = "leave_demo"
    OPEN_YAKU_LIST = "open_yaku_list"
    OPEN_ACTION_LIST = "open_action_list"
    TOGGLE_TRACKER = "toggle_tracker"
    ASK_HINT = "ask_hint"
    FAST_FORWARD = "fast_forward"
    CURSOR_SOUND = "cursor_sound"  # the lifted card moved along the hand


@dataclass(frozen=True)
class PlayCard:
    code: str


@dataclass(frozen=True)
class TakeCard:
    code: str


Intent = Command | PlayCard | TakeCard
BUTTON_COMMANDS = {
    "yaku": Command.OPEN_YAKU_LIST,
    "tracker": Command.TOGGLE_TRACKER,
    "hint": Command.ASK_HINT,
    "menu": Command.OPEN_MENU,
}


@dataclass(frozen=True)
class TableSituation:
    """What the input needs to know of the table at this moment."""

    decision: Decision | None  # what the local player may decide now (None: nothing)
    hand: Sequence[str]  # the player's hand, left to right
    options: Sequence[str]  # the field cards a choice may take, left to right
    highlighted: Sequence[str]  # field cards lit as matches of the lifted card
    hit: Callable[[tuple[int, int], Sequence[str]], str | None]  # card under a point
    demo: bool = False
    finished: bool = False


@dataclass(frozen=True)
class Reading:
    """What one action did: the new cursor, the intents, and whether it was consumed."""

    cursor: Cursor
    intents: tuple[Intent, ...] = ()
    consumed: bool = True


def read(action: act.Action, cursor: Cursor, situation: TableSituation) -> Reading:
    """The table's reading of one action."""
    name = action.name
    if name in (act.PAUSE, act.BACK):
        return Reading(cursor, (Command.LEAVE_DEMO if situation.demo else Command.OPEN_MENU,))
    if name == act.YAKU_LIST:
        return Reading(cursor, (Command.OPEN_YAKU_LIST,))
    if name == act.ACTION_LIST:
        return Reading(cursor, (Command.OPEN_ACTION_LIST,))
    if name == act.HINT:
        return Reading(cursor, (Command.ASK_HINT,))
    if name == act.TOGGLE_TRACKER:
        return Reading(cursor, (Command.TOGGLE_TRACKER,))
    if name == act.CLICK and action.pos is not None:
        index = button_at(action.pos)
        if index is not None:
            return Reading(cursor, (BUTTON_COMMANDS[BUTTONS[index][0]],))
    decision = situation.decision
    if decision is None:
        if (name in SKIP_ACTIONS or name == act.FAST_FORWARD) and not situation.finished:
            return Reading(cursor, (Command.FAST_FORWARD,))
        return Reading(cursor, consumed=False)
    if cursor.button is not None and name in BUTTON_KEYS:
        return _buttons(name, cursor, situation)
    if decision is Decision.PLAY:
        return _play(action, cursor, situation)
    if decision is Decision.TAKE:
        return _take(action, cursor, situation)
    return Reading(cursor, consumed=False)


def _buttons(name: str, cursor: Cursor, situation: TableSituation) -> Reading:
    if name == act.CONFIRM:
        return Reading(cursor, (BUTTON_COMMANDS[BUTTONS[cursor.button or 0][0]],))
    if name in (act.UP, act.DOWN):
        return Reading(moves.step_in_buttons(cursor, -1 if name == act.UP else 1, len(BUTTONS)))
    # left/right go back to the cards (the right-most one)
    cursor = dataclasses.replace(cursor, button=None)
    hand = situation.hand
    if cursor.selected not in hand and hand and situation.decision is Decision.PLAY:
        cursor = dataclasses.replace(cursor, selected=hand[-1])
    return Reading(cursor)


def _play(action: act.Action, cursor: Cursor, situation: TableSituation) -> Reading:
    name, hand = action.name, situation.hand
    if not hand:
        return Reading(cursor, consumed=False)
    if name == act.POINTER_MOVE and action.pos is not None:
        hover = situation.hit(action.pos, hand)
        return Reading(dataclasses.replace(cursor, hover=hover), consumed=hover is not None)
    if name in HAND_STEPS:
        return Reading(moves.step_in_hand(cursor, hand, HAND_STEPS[name]), (Command.CURSOR_SOUND,))
    if name == act.UP and cursor.selected is None:
        return Reading(dataclasses.replace(cursor, selected=hand[len(hand) // 2]))
    if name == act.DOWN:
        return Reading(dataclasses.replace(cursor, button=0))
    if name == act.CONFIRM:
        if cursor.selected in hand:
            return Reading(cursor, (PlayCard(cursor.selected),))
        return Reading(dataclasses.replace(cursor, selected=hand[0]))
    if name == act.CLICK and action.pos is not None:
        clicked = situation.hit(action.pos, hand)
        if clicked is not None:
            if clicked == cursor.selected:
                return Reading(cursor, (PlayCard(clicked),))
            return Reading(dataclasses.replace(cursor, selected=clicked), (Command.CURSOR_SOUND,))
        if cursor.selected is not None and situation.hit(action.pos, situation.highlighted):
            return Reading(cursor, (PlayCard(cursor.selected),))
        return Reading(dataclasses.replace(cursor, selected=None))
    return Reading(cursor, consumed=False)


def _take(action: act.Action, cursor: Cursor, situation: TableSituation) -> Reading:
    name, options = action.name, situation.options
    if not options:
        return Reading(cursor, consumed=False)
    if name == act.POINTER_MOVE and action.pos is not None:
        hovered = situation.hit(action.pos, options)
        if hovered is None:
            return Reading(cursor, consumed=False)
        return Reading(dataclasses.replace(cursor, choice=hovered))  # focus follows the pointer
    if name in OPTION_STEPS:
        return Reading(moves.step_in_options(cursor, options, OPTION_STEPS[name]))
    if name == act.CONFIRM:
        return Reading(cursor, (TakeCard(cursor.choice or options[0]),))
    if name == act.CLICK and action.pos is not None:
        clicked = situation.hit(action.pos, options)
        return Reading(cursor, (TakeCard(clicked),) if clicked is not None else ())
    return Reading(cursor, consumed=False)
