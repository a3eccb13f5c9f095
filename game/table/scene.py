"""The table scene: one match, animated and played, composed of the parts of game.table.

Each frame the driver advances the director; when it is idle the match takes its next step
(a CPU decision, the player's submitted choice) and the events go back to the director. The
player plays with keyboard, mouse or pad: :mod:`game.table.input` turns each action into
cursor moves and intents, which this scene carries out (a card played goes to the session,
the yaku list opens by name...). The presenter shows the events (sounds, overlays,
flourishes), the drawer draws a frozen HUD frame and the cards. The mode (game.table.modes)
holds what differs between a match against the CPU, a couch match and a replay.

The scene reads the match only through the session's TableView, its events and a seat's
InformationView (for the Hint): never the engine's State.

This module holds the scene's parts and state and its update loop; its other jobs are
mixins: the player's input (game.table.scene_input), the decision prompts
(game.table.scene_prompts) and the drawing and HUD frame (game.table.scene_drawing).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

from game.core.scenes import Scene, SceneContext
from game.core.settings import Settings
from game.engine import games
from game.engine.table_view import Decision, TableView
from game.match.session import MatchConfig, MatchSession
from game.table import cursor as moves
from game.table import marks as table_marks
from game.table.controls import TableControls
from game.table.cursor import Cursor
from game.table.drawer import TableDrawer
from game.table.driver import MatchDriver, MatchSource
from game.table.frame import HudFrame
from game.table.hint import TableHint, turn_key
from game.table.mode import TableMode
from game.table.moments import FlourishMoments, flourish_mode
from game.table.presenter import TablePresenter
from game.table.scene_drawing import TableSceneDrawing
from game.table.scene_input import TableSceneInput
from game.table.scene_prompts import TableScenePrompts
from game.view import preload, unlocks
from game.view.director import Director, speed_for
from game.view.sprites import CardArt

# overlays a match opens later: their modules are loaded ahead, so their first frame does not
# pay for the import
LATER_SCENES: tuple[str, ...] = (
    "koikoi_prompt",
    "hachi_prompt",
    "round_result",
    "yaku_list",
    "match_result",
)


def card_values(view: TableView) -> dict[str, int]:
    """Each card's points in the game played, for the corner badges (koi-koi: none)."""
    from game.engine.cards import CARDS

    values = games.card_values(view.game, view.rules)
    return {CARDS[card].code: points for card, points in enumerate(values)}


def table_par(view: TableView) -> int:
    """The game's card points par for the table's seat count (0 in a game without one)."""
    return games.par(view.game, view.rules, view.seat_count)


class TableScene(TableSceneInput, TableScenePrompts, TableSceneDrawing, Scene):
    """One match on the table: driver, cursor, input, presenter, drawer, hint and a mode."""

    def __init__(
        self,
        context: SceneContext | None = None,
        config: MatchConfig | None = None,
        session: MatchSource | None = None,
        *,
        mode: TableMode | None = None,
        attract: bool = False,
        table_theme: str | None = None,
        card_back: str | None = None,
        portraits: dict[int, Any] | None = None,
        on_finished: Callable[[TableScene], object] | None = None,
    ) -> None:
        """``mode``: what kind of table (a plain one by default; see game.table.modes);
        dressing: a table theme, a card back (None: the player's choice in Options),
        portraits by seat (beside the name plates);
        ``on_finished(table)`` takes over the end of the match (the arcade does)."""
        super().__init__(context)
        self.settings: Settings = self.context.settings or Settings()
        self.config = config or (session.config if session is not None else MatchConfig())
        self.session: MatchSource = session or MatchSession(self.config)
        self.attract = attract
        self.driver = MatchDriver(
            self.session, self.config.viewer, speed_for(self.settings.animation_speed)
        )
        if card_back is None:
            card_back = unlocks.style_in_force(unlocks.CARD_BACK, self.settings.card_back)
        self.art = CardArt(badges=self.settings.corner_badges, back_style=card_back)
        factories = self.context.factories
        preload.queue_standard_jobs(  # faces, the overlays' modules, flourish art
            self.settings.corner_badges,
            prepare=[functools.partial(factories.prepare, name) for name in LATER_SCENES],
        )
        if table_theme is None:
            table_theme = unlocks.style_in_force(unlocks.TABLE_THEME, self.settings.table_theme)
        self.table_theme = table_theme
        self.portraits: dict[int, Any] = dict(portraits or {})
        self.on_finished = on_finished
        self.chatter: Any = None  # an arcade opponent's face and lines (game.table.chatter)
        self.show_tracker = self.settings.yaku_tracker
        self._tracker_setting = self.settings.yaku_tracker
        self.cursor = Cursor()
        self.marks = table_marks.NONE
        self.time = 0.0
        self.prompt_open = False
        self.prompt: Scene | None = None  # the decision prompt open over the table
        self._offered_at = -1  # the position whose declaration beside the play was offered
        self.finished = False
        self.on_settled: Callable[[], None] | None = None  # the director went idle again
        self.on_quit: Callable[[], None] | None = None  # the game is closing
        self._settled = True
        self.shown_current = -1  # the seat whose plate says "to play" (set while idle)
        self.drawer: TableDrawer | None = None
        first_view = self.session.view(self.config.viewer)
        self.art.set_values(card_values(first_view))
        self._par = table_par(first_view)
        self.director.model.target = first_view.target
        self.presenter = TablePresenter(
            self.context,
            self.driver,
            self.art,
            self.flourish_mode,
            self.hold_frame,
            demo=attract,
            par=self._par,
        )
        self.hint = TableHint(self.hint_turn, self.session.information, self.config.seed)
        self.mode = mode or TableMode()
        self.name = self.mode.scene_name
        self.mode.attach(self, TableControls(self))
        self.driver.feed(self.session.initial_events)

    # -- what the table shows ------------------------------------------------------------
    @property
    def director(self) -> Director:
        return self.driver.director

    @property
    def view(self) -> TableView:
        """The match as this table's viewer sees it now."""
        return self.driver.view

    @property
    def moments(self) -> FlourishMoments:
        return self.presenter.moments

    @property
    def shown_hud(self) -> HudFrame | None:
        """The HUD frame the last draw showed (None before the first)."""
        return self.drawer.frame if self.drawer is not None else None

    @property
    def selected(self) -> str | None:
        return self.cursor.selected

    @property
    def choice(self) -> str | None:
        return self.cursor.choice

    @property
    def button_focus(self) -> int | None:
        return self.cursor.button

    @property
    def summary_text(self) -> str:
        return self.presenter.summary_text

    def human_input_phase(self) -> Decision | None:
        """What the local player may decide now (None: nothing - a CPU turn, an animation,
        the match is over, or the mode holds the table, e.g. a couch pass screen)."""
        if self.finished or not self.director.idle or not self.driver.human_to_act():
            return None
        if not self.mode.may_act():
            return None
        decision = self.view.decision
        return None if decision is Decision.NONE else decision

    def near_hand(self) -> list[str]:
        """The near seat's hand, left to right."""
        return list(self.director.model.hands[self.director.near])

    def take_options(self) -> list[str]:
        """The field cards the player may take now, left to right."""
        sprites = self.director.sprites
        return sorted(self.view.take_options(), key=lambda code: sprites[code].x)

    def flourish_mode(self) -> str:
        """The flourish mode for this table now (instant animations: off)."""
        if self.director.tweens.instant:
            return "off"
        return flourish_mode(self.settings, self.config.seats)

    def hint_turn(self):
        return turn_key(self.view, self.human_input_phase())

    # -- frame -----------------------------------------------------------------------------
    def enter(self) -> None:
        if self.drawer is None:
            self.drawer = TableDrawer(self.table_theme)

    def exit(self) -> None:
        self.mode.exit()

    def before_quit(self) -> None:
        if self.on_quit is not None:
            self.on_quit()  # e.g. the autosave takes the match where it stands

    def language_changed(self) -> None:
        """Every HUD text is drawn again in the new language (the frame is worded at each
        draw; the drawer's cached panels are dropped)."""
        if self.drawer is not None:
            self.drawer.language_changed()

    def update(self, dt: float) -> None:
        if self.mode.before_update(dt):
            return
        self._update(dt)
        self.mode.after_update(dt)

    def update_covered(self, dt: float) -> None:
        """An overlay holds the table (a prompt, a menu, a result): the cards stay still,
        the mode goes on with what does not wait (an online table takes the network's news)."""
        self.mode.covered_update(dt)

    def _update(self, dt: float) -> None:
        self.time += dt
        if self.chatter is not None:
            self.chatter.update(dt)
        if self.art.warming:
            self.art.warm_step(1)  # this month's faces first
        elif not self.context.services.idle_work_each_frame:
            preload.run_idle_work()  # no app runs it once per frame (benchmarks, tests)
        director = self.director
        director.update(dt)
        table_marks.ease_lifts(director.sprites, self.marks, dt, director.tweens.instant)
        self.hint.update()
        if not director.idle:
            self._unmark()
            return
        if not self._settled:
            self._settled = True
            if self.on_settled is not None:
                self.on_settled()  # e.g. the autosave keeps the look the cards settled in
        if self.session.is_over():
            if not self.finished and self.moments.last_month_playing():
                return
            if not self.finished:
                self.finished = True
                self._finish()
            return
        decision = self.human_input_phase()
        if decision is Decision.DECIDE:
            if self.prompt_open:
                return
            if self.session.awaiting_human():
                self._open_prompt()
                return
        if decision is Decision.PLAY and self._offer_beside_play():
            self._open_prompt()  # hachi-hachi's cancel, asked once at the start of the turn
            return
        events = self.driver.step(dt)
        if events:
            self.cursor = moves.cleared(self.cursor)
            self._unmark()
            self.driver.show(events)
            self._settled = False
            return
        self._mark(decision)

    def _unmark(self) -> None:
        self.marks = table_marks.NONE
        table_marks.apply(self.director.sprites, self.marks)

    def _mark(self, decision: Decision | None) -> None:
        hand = self.near_hand()
        options: list[str] = []
        pending = None
        if decision is Decision.PLAY:
            self.cursor = moves.kept_in_hand(self.cursor, hand)
        elif decision is Decision.TAKE:
            options = self.take_options()
            self.cursor = moves.kept_in_options(self.cursor, options)
            pending = self.director.model.pending
        self.marks = table_marks.marks_for(
            decision,
            self.cursor,
            hand,
            self.view.field_matches,
            options,
            pending,
            assist=self.settings.hints,
        )
        table_marks.apply(self.director.sprites, self.marks)

    def _finish(self) -> None:
        if self.on_finished is not None:
            self.on_finished(self)
            return
        self.mode.finish()

    # -- options ---------------------------------------------------------------------------
    def set_badges(self, on: bool) -> None:
        self.art.set_badges(on)

    def resume(self) -> None:
        # options may have changed while paused
        self.director.speed = speed_for(self.settings.animation_speed)
        self.art.set_badges(self.settings.corner_badges)
        if self.settings.yaku_tracker != self._tracker_setting:
            self._tracker_setting = self.settings.yaku_tracker
            self.show_tracker = self._tracker_setting
        self.mode.resume()

    # -- the selection, for tests and the smoke pilot ---------------------------------------
    def select(self, **changes) -> None:
        """Move the selection (``selected=``, ``choice=``, ``hover=``, ``button=``)."""
        self.cursor = dataclasses.replace(self.cursor, **changes)
