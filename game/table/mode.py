"""The strategy of a table: what differs between a match against the CPU, on the couch and
in a replay (game.table.modes), asked at fixed points of the table's frame.

:class:`Table` is what a mode may read and ask of its table scene, and
:class:`game.table.controls.TableControls` what it may do to the screens and the app around
it (open an overlay, hand the table's place over, notify, ask for pads): the scene hands
both over on ``attach``; a mode never reaches the scene's context or stack.
:class:`TableMode` holds the default answers (a table anyone at it may play, ending on the
match result with a rematch of the same settings).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.engine.actions import Action
from game.engine.cards import CARDS
from game.engine.table_view import Decision, TableView
from game.input import actions as act
from game.match.session import MatchConfig, MatchSession
from game.table.action_source import ActionSource
from game.table.controls import TableControls
from game.table.driver import MatchDriver
from game.table.frame import HudFrame
from game.table.moments import FlourishMoments, victory_flourish
from game.view.director import Director


class Table(Protocol):
    """What a mode may read and ask of its table (game.table.scene.TableScene)."""

    config: MatchConfig
    session: MatchSession
    driver: MatchDriver
    settings: Any
    attract: bool
    finished: bool

    @property
    def director(self) -> Director: ...

    @property
    def view(self) -> TableView: ...

    @property
    def moments(self) -> FlourishMoments: ...

    @property
    def shown_hud(self) -> HudFrame | None: ...  # the HUD the last frame drew (None before)

    @property
    def summary_text(self) -> str: ...

    def human_input_phase(self) -> Decision | None: ...

    def handle_action(self, action: act.Action) -> bool: ...

    def select(self, **changes: Any) -> None: ...

    prompt_open: bool

    def open_yaku_list(self) -> None: ...

    def withdraw_prompt(self) -> bool: ...

    def play_selected(self, code: str | None = None) -> bool: ...

    def take(self, code: str) -> bool: ...


class TableMode:
    """The default answers: a table anyone at it may play, ending on the match result."""

    scene_name = "table"
    table: Table
    controls: TableControls

    def attach(self, table: Table, controls: TableControls) -> None:
        self.table = table
        self.controls = controls

    def may_act(self) -> bool:
        """May the local player act now (beyond it being their turn)?"""
        return True

    def before_update(self, dt: float) -> bool:
        """Called first each frame; True holds the table this frame."""
        return False

    def after_update(self, dt: float) -> None:
        """Called after the table's update."""

    def covered_update(self, dt: float) -> None:
        """Called each frame instead while an overlay holds the table still."""

    def before_draw(self) -> None:
        """Called before the table draws."""

    def draw_over(self, canvas: pygame.Surface) -> None:
        """Draw over the table (a replay's bar)."""

    def draw_above(self, canvas: pygame.Surface) -> None:
        """Draw over the overlays shown over the table (what they must not hide)."""

    def handle_action(self, action: act.Action) -> bool | None:
        """The mode's own reading of an action; None lets the table read it."""
        return None

    def prompt_gate(self, action: act.Action) -> bool | None:
        """The mode's reading of an action aimed at the table's decision prompt (the couch
        lets only the player to act answer); None lets the prompt read it."""
        return None

    def resume(self) -> None:
        """The table is back on top."""

    def exit(self) -> None:
        """The table left the stack (a network session is let go here)."""

    def seat_away(self, seat: int) -> bool:
        """Is the player of ``seat`` away (an online seat whose link is down)? Never at a
        table whose players are all here."""
        return False

    def menu_scene(self):
        """The menu the table's Menu key and button open."""
        return self.controls.make("pause")

    def viewer(self) -> int | None:
        """The seat whose hand the action list may show."""
        viewer = self.table.config.viewer
        return 0 if viewer is None or viewer < 0 else viewer

    def action_source(self) -> ActionSource:
        return action_source_of(self.table, self.viewer, lambda action: True)

    def finish(self) -> None:
        """The match is over: the match result, with a rematch of the same settings."""
        table = self.table
        self.show_result(self.rematch, names=table.driver.names)

    def rematch(self) -> None:
        table = self.table
        config = table.config
        seed = None if config.seed is None else config.seed + 1
        self.controls.hand_over(
            "table", config=dataclasses.replace(config, seed=seed), attract=table.attract
        )

    def show_result(self, rematch, names: tuple[str, ...]) -> None:
        table = self.table
        victory = victory_flourish(
            table.settings,
            self.controls.play_sound,
            table.view,
            table.config.seats,
            table.config.seed,
            table.moments.month_ends,
            names=names,
        )
        self.controls.hand_over(
            "match_result",
            view=table.view,
            names=names,
            rematch=rematch,
            attract=table.attract,
            victory=victory,
        )


def action_source_of(
    table: Table, viewer: Callable[[], int | None], allowed: Callable[[act.Action], bool]
) -> ActionSource:
    """The action list's view of ``table`` (``viewer``, ``allowed``: from its mode)."""

    def choose(action: Action) -> bool:
        if table.human_input_phase() is None or action not in table.view.legal:
            return False
        if action.kind == "play":
            return table.play_selected(CARDS[action.card].code)
        if action.kind == "take":
            return table.take(CARDS[action.card].code)
        if not table.session.submit(action):
            return False
        table.prompt_open = False  # let the table step this frame
        return True

    def hold_prompt(held: bool) -> None:
        table.prompt_open = held

    return ActionSource(
        view_of=lambda: table.view,
        names=table.driver.names,
        previous_turn_of=lambda: list(table.session.previous_turn),
        information=table.session.information,
        awaiting_of=lambda: table.human_input_phase() is not None,
        prompt_held_of=lambda: table.prompt_open,
        hold_prompt=hold_prompt,
        choose=choose,
        forward=table.handle_action,
        open_yaku_list=table.open_yaku_list,
        viewer=viewer,
        allowed=allowed,
    )
