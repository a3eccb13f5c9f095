"""What the action list overlay (play by text) gets of a table: values and callbacks.

The overlay asks for the TableView, the information view of the seat it may show, the
previous turn's events and the names; it chooses through ``choose(action)`` and holds the
koi-koi prompt back while it is open (the decision is taken in the list instead).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.actions import Action
from game.engine.koikoi.view import InformationView
from game.engine.table_view import Decision, TableView
from game.input import actions as act


@dataclass(frozen=True)
class ActionSource:
    view_of: Callable[[], TableView]
    names: tuple[str, ...]
    previous_turn_of: Callable[[], list]
    information: Callable[[int], InformationView]
    awaiting_of: Callable[[], bool]  # the player may act now (no animation, their turn)
    prompt_held_of: Callable[[], bool]
    hold_prompt: Callable[[bool], None]  # keep the koi-koi prompt closed, or let it open
    choose: Callable[[Action], bool]  # play, take, koi-koi or stop; False when not now
    forward: Callable[[act.Action], bool]  # hand an action to the table (a device lost)
    open_yaku_list: Callable[[], None]
    viewer: Callable[[], int | None]  # the seat whose hand may show (None: all hidden)
    allowed: Callable[[act.Action], bool]  # may this input choose (couch devices)

    @property
    def view(self) -> TableView:
        return self.view_of()

    @property
    def previous_turn(self) -> list:
        return self.previous_turn_of()

    @property
    def awaiting(self) -> bool:
        return self.awaiting_of()

    @property
    def prompt_held(self) -> bool:
        return self.prompt_held_of()

    def deciding(self) -> bool:
        return self.view.decision is Decision.DECIDE
