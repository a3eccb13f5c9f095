"""The table scene's input: a named action from any device is read by
:mod:`game.table.input` into cursor moves and intents, which are carried out here (a card
played or taken goes to the session; the menu, the yaku list, the action list, the tracker,
the Hint and fast-forward by name).

``TableSceneInput`` is a mixin of :class:`game.table.scene.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.scenes import SceneContext, SceneStack
from game.engine import actions as engine_actions
from game.engine.table_view import Decision, TableView
from game.input import actions as act
from game.table import input as table_input
from game.table.cursor import Cursor
from game.table.driver import MatchDriver, MatchSource
from game.table.hint import TableHint
from game.table.input import Command, PlayCard, TakeCard
from game.table.mode import TableMode
from game.view.director import Director
from game.view.sprites import CardArt


class TableSceneInput:
    """Mixin of TableScene: the player's actions on the table, read and carried out."""

    context: SceneContext
    session: MatchSource
    driver: MatchDriver
    mode: TableMode
    hint: TableHint
    art: CardArt
    cursor: Cursor
    attract: bool
    finished: bool
    show_tracker: bool
    director: Director  # (the scene's properties)
    view: TableView
    stack: SceneStack

    if TYPE_CHECKING:  # the scene's own (game.table.scene)

        def human_input_phase(self) -> Decision | None: ...
        def near_hand(self) -> list[str]: ...
        def take_options(self) -> list[str]: ...

    def handle_action(self, action: act.Action) -> bool:
        handled = self.mode.handle_action(action)
        if handled is not None:
            return handled
        decision = self.human_input_phase()
        situation = table_input.TableSituation(
            decision=decision,
            hand=self.near_hand(),
            options=self.take_options() if decision is Decision.TAKE else (),
            highlighted=[
                key
                for key in self.director.model.field_slots
                if self.director.sprites[key].highlight is not None
            ],
            hit=self.card_at,
            demo=self.attract,
            finished=self.finished,
        )
        reading = table_input.read(action, self.cursor, situation)
        self.cursor = reading.cursor
        consumed = reading.consumed
        for intent in reading.intents:
            consumed = self.carry_out(intent) and consumed
        return consumed

    def carry_out(self, intent: table_input.Intent) -> bool:
        """Do what an intent asks; False when it could not be done now."""
        if isinstance(intent, PlayCard):
            return self.play_selected(intent.code)
        if isinstance(intent, TakeCard):
            return self.take(intent.code)
        if intent is Command.OPEN_MENU:
            self.stack.push(self.mode.menu_scene())
        elif intent is Command.LEAVE_DEMO:
            self.stack.reset(self.context.make_scene("title"))
        elif intent is Command.OPEN_YAKU_LIST:
            self.open_yaku_list()
        elif intent is Command.OPEN_ACTION_LIST:
            self.open_action_list()
        elif intent is Command.TOGGLE_TRACKER:
            self.toggle_tracker()
        elif intent is Command.ASK_HINT:
            self.request_hint()
        elif intent is Command.FAST_FORWARD:
            self.fast_forward()
        elif intent is Command.CURSOR_SOUND:
            self.context.play_sound("menu_move")
        return True

    def card_at(self, position, keys) -> str | None:
        """The topmost of ``keys``' cards at ``position`` (None: none)."""
        sprites = self.director.sprites
        for key in sorted(keys, key=lambda key: -sprites[key].z):
            if sprites[key].rect().collidepoint(position):
                return key
        return None

    def play_selected(self, code: str | None = None) -> bool:
        code = code or self.cursor.selected
        if code is None or not self.session.submit(engine_actions.play(code)):
            return False
        self.hint.clear()
        return True

    def take(self, code: str) -> bool:
        if not self.session.submit(engine_actions.take(code)):
            return False
        self.hint.clear()
        return True

    def fast_forward(self) -> None:
        self.driver.fast_forward()

    def request_hint(self) -> bool:
        """The Hint key / button: rate the player's moves (False when it is not their turn)."""
        return self.hint.request()

    def toggle_tracker(self) -> None:
        self.show_tracker = not self.show_tracker

    def open_yaku_list(self) -> None:
        self.stack.push(self.context.make_scene("yaku_list", rules=self.view.rules, art=self.art))

    def open_action_list(self) -> None:
        self.stack.push(self.context.make_scene("action_list", source=self.mode.action_source()))
