"""The table scene's presentation: each draw builds a frozen HUD frame (plates, captions,
tracker, buttons, the control hints for the player's device) and the drawer composes it
with the cards; the mode and an arcade opponent's face draw over it.

``TableSceneDrawing`` is a mixin of :class:`game.table.scene.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.scenes import SceneContext, SceneStack
from game.core.settings import Settings
from game.engine.table_view import Decision, TableView
from game.i18n import tr
from game.match.session import MatchConfig
from game.table import frame
from game.table.cursor import Cursor
from game.table.drawer import TableDrawer
from game.table.driver import MatchDriver, MatchSource
from game.table.frame import HudFrame
from game.table.hint import TableHint
from game.table.mode import TableMode
from game.table.presenter import TablePresenter
from game.view.director import Director
from game.view.sprites import CardArt


class TableSceneDrawing:
    """Mixin of TableScene: the frame drawn, the HUD it shows and the device's key names."""

    context: SceneContext
    settings: Settings
    config: MatchConfig
    session: MatchSource
    driver: MatchDriver
    presenter: TablePresenter
    mode: TableMode
    hint: TableHint
    art: CardArt
    cursor: Cursor
    drawer: TableDrawer | None
    table_theme: str
    chatter: Any
    portraits: dict[int, Any]
    show_tracker: bool
    finished: bool
    attract: bool
    shown_current: int
    _par: int
    director: Director  # (the scene's properties)
    view: TableView
    stack: SceneStack

    if TYPE_CHECKING:  # the scene's own (game.table.scene)

        def human_input_phase(self) -> Decision | None: ...

        def device_in_use(self) -> str: ...  # (game.core.scenes.Scene)

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.drawer is None:
            self.drawer = TableDrawer(self.table_theme)
        self.mode.before_draw()
        if self.stack.top is not self:
            alpha = 1.0  # an overlay holds the table still: draw the current poses
        self.drawer.draw(
            canvas, self.hud_frame(), self.director, self.art, self.hint.marked_codes(), alpha
        )
        if self.chatter is not None:
            self.chatter.draw(canvas)
        self.mode.draw_over(canvas)

    def draw_above(self, canvas: pygame.Surface) -> None:
        self.mode.draw_above(canvas)

    def hold_frame(self, surface: pygame.Surface) -> None:
        """Draw the table as it stands into ``surface`` (the frame a flourish plays over)."""
        self.draw(surface, 1.0)

    def hud_frame(self) -> HudFrame:
        """Everything around the cards, as one frozen value."""
        director = self.director
        view = self.view
        if director.idle:
            self.shown_current = view.current
        decision = self.human_input_phase()
        to_act = -1 if self.presenter.showing_result else self.shown_current  # month over
        keyboard = self.device_in_use() == "keyboard"
        return frame.hud_frame(
            director,
            self.driver.names,
            self.portraits,
            to_act,
            summary=self.presenter.summary_text,
            tracker=frame.tracker(
                director,
                view.rules,
                self.driver.names,
                view.game,
                self.key_prompt("toggle_tracker", "T") if keyboard else "",
                self.presenter.teyaku,
            )
            if self.show_tracker
            else None,
            buttons=frame.buttons(self.show_tracker, self.cursor.button, keyboard, self.key_prompt),
            control_hints=self._control_hints(decision),
            advice=frame.advice(self.hint),
            game=view.game,
            par=self._par,
        )

    def key_prompt(self, action_name: str, fallback: str) -> str:
        """The key or button the player's device has for an action."""
        manager = self.context.input
        if manager is None:
            return fallback
        return manager.prompt(action_name) or fallback

    def _control_hints(self, decision: Decision | None) -> tuple[str, ...]:
        if self.finished or self.presenter.showing_result:
            return ()  # behind a result nobody is playing
        if self.attract:  # confirm only fast-forwards the demo: say how to leave it
            return (tr("Demo - {back}: back to the title", back=self.key_prompt("back", "Esc")),)
        if not self.settings.hints:
            return ()
        view = self.view
        selected = self.cursor.selected
        waiting = not self.driver.human_to_act() and not view.over
        seat = max(0, view.current)
        remote = seat < len(self.config.seats) and self.config.seats[seat] == "remote"
        return frame.control_hints(
            decision,
            self.device_in_use(),
            self.key_prompt("confirm", "Enter"),
            no_match=selected is not None and not view.field_matches(selected),
            waiting_for=self.driver.names[seat] if waiting else None,
            thinking=self.session.cpu_thinking() if self.director.idle else None,
            pending=view.pending,
            game=view.game,
            remote=remote,
            away=remote and self.mode.seat_away(seat),
        )
