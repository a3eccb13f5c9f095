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
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pygame

from game.core.scenes import Scene, SceneContext
from game.core.settings import Settings
from game.engine import actions as engine_actions
from game.engine.cards import CARDS
from game.engine.table_view import Decision, TableView
from game.input import actions as act
from game.match.session import MatchConfig, MatchSession
from game.table import cursor as moves
from game.table import input as table_input
from game.table import marks as table_marks
from game.table.action_source import ActionSource
from game.table.buttons import BUTTONS
from game.table.cursor import Cursor
from game.table.drawer import CaptureCaption, HudFrame, Plate, SeatFrame, TableDrawer, Tracker
from game.table.driver import MatchDriver
from game.table.hint import TableHint, turn_key
from game.table.input import Command, PlayCard, TakeCard
from game.table.moments import flourish_mode, victory_flourish
from game.table.presenter import TablePresenter
from game.view import layout, preload, seats
from game.view.director import Director, speed_for
from game.view.sprites import CardArt
from game.view.summary import mask_of_codes, tracker_lines

TRACKER_LINES = 6  # per seat with two seats; fewer when more seats share the panel


class TableMode:
    """The default answers: a table anyone at it may play, ending on the match result."""

    scene_name = "table"
    table: TableScene

    def attach(self, table: TableScene) -> None:
        self.table = table

    def may_act(self) -> bool:
        """May the local player act now (beyond it being their turn)?"""
        return True

    def before_update(self, dt: float) -> bool:
        """Called first each frame; True holds the table this frame."""
        return False

    def after_update(self, dt: float) -> None:
        """Called after the table's update."""

    def before_draw(self) -> None:
        """Called before the table draws."""

    def draw_over(self, canvas: pygame.Surface) -> None:
        """Draw over the table (a replay's bar)."""

    def handle_action(self, action: act.Action) -> bool | None:
        """The mode's own reading of an action; None lets the table read it."""
        return None

    def guard(self, prompt) -> None:
        """A koi-koi prompt was just pushed (the couch routes its input)."""

    def resume(self) -> None:
        """The table is back on top."""

    def viewer(self) -> int | None:
        """The seat whose hand the action list may show."""
        viewer = self.table.config.viewer
        return 0 if viewer is None or viewer < 0 else viewer

    def action_source(self) -> ActionSource:
        return self.table.action_source(self.viewer, lambda action: True)

    def finish(self) -> None:
        """The match is over: the match result, with a rematch of the same settings."""
        table = self.table
        self.show_result(self.rematch, names=table.driver.names)

    def rematch(self) -> None:
        table = self.table
        config = table.config
        seed = None if config.seed is None else config.seed + 1
        table.stack.replace(
            table.context.make_scene(
                "table", config=dataclasses.replace(config, seed=seed), attract=table.attract
            )
        )

    def show_result(self, rematch, names: tuple[str, ...]) -> None:
        table = self.table
        victory = victory_flourish(
            table.settings,
            table.context.play_sound,
            table.view,
            table.config.seats,
            table.config.seed,
            table.moments.month_ends,
        )
        table.stack.replace(
            table.context.make_scene(
                "match_result",
                view=table.view,
                names=names,
                rematch=rematch,
                attract=table.attract,
                victory=victory,
            )
        )


class TableScene(Scene):
    def __init__(
        self,
        context: SceneContext | None = None,
        config: MatchConfig | None = None,
        session: MatchSession | None = None,
        *,
        mode: TableMode | None = None,
        attract: bool = False,
        table_theme: str = "default",
        card_back: str = "default",
        portraits: dict[int, Any] | None = None,
        on_finished: Callable[[TableScene], object] | None = None,
    ) -> None:
        """``mode``: what kind of table (a plain one by default; see game.table.modes);
        dressing: a table theme, a card back, portraits by seat (beside the name plates);
        ``on_finished(table)`` takes over the end of the match (the arcade does)."""
        super().__init__(context)
        self.settings: Settings = self.context.settings or Settings()
        self.config = config or (session.config if session is not None else MatchConfig())
        self.session = session or MatchSession(self.config)
        self.attract = attract
        self.driver = MatchDriver(
            self.session, self.config.viewer, speed_for(self.settings.animation_speed)
        )
        self.art = CardArt(badges=self.settings.corner_badges, back_style=card_back)
        preload.queue_standard_jobs(self.settings.corner_badges)  # faces, flourish art
        self.table_theme = table_theme
        self.portraits: dict[int, Any] = dict(portraits or {})
        self.on_finished = on_finished
        self.show_tracker = self.settings.yaku_tracker
        self._tracker_setting = self.settings.yaku_tracker
        self.cursor = Cursor()
        self.marks = table_marks.NONE
        self.time = 0.0
        self.prompt_open = False
        self.finished = False
        self.shown_current = -1  # the seat whose plate says "to play" (set while idle)
        self.drawer: TableDrawer | None = None
        self.presenter = TablePresenter(
            self.context,
            self.driver,
            self.art,
            self.flourish_mode,
            self.hold_frame,
            demo=attract,
        )
        self.hint = TableHint(self.hint_turn, self.session.information, self.config.seed)
        self.mode = mode or TableMode()
        self.name = self.mode.scene_name
        self.mode.attach(self)
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
    def moments(self):
        return self.presenter.moments

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

    def update(self, dt: float) -> None:
        if self.mode.before_update(dt):
            return
        self._update(dt)
        self.mode.after_update(dt)

    def _update(self, dt: float) -> None:
        self.time += dt
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
        events = self.driver.step(dt)
        if events:
            self.cursor = moves.cleared(self.cursor)
            self._unmark()
            self.driver.show(events)
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
            decision, self.cursor, hand, self.view.field_matches, options, pending
        )
        table_marks.apply(self.director.sprites, self.marks)

    def _finish(self) -> None:
        if self.on_finished is not None:
            self.on_finished(self)
            return
        self.mode.finish()

    def _open_prompt(self) -> None:
        self.prompt_open = True

        def decided(action) -> None:
            self.prompt_open = False
            self.hint.clear()
            self.session.submit(action)

        prompt = self.context.make_scene(
            "koikoi_prompt",
            event=self.presenter.last_yaku,
            view=self.view,
            names=self.driver.names,
            art=self.art,
            on_decide=decided,
            hint=self.hint,
            hint_key=self.key_prompt("hint", "H"),
            time=self.time,
        )
        self.stack.push(prompt)
        self.mode.guard(prompt)

    # -- input -----------------------------------------------------------------------------
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
            self.stack.push(self.context.make_scene("pause"))
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

    def action_source(
        self, viewer: Callable[[], int | None], allowed: Callable[[act.Action], bool]
    ) -> ActionSource:
        """The action list's view of this table (``viewer``, ``allowed``: from the mode)."""
        return ActionSource(
            view_of=lambda: self.view,
            names=self.driver.names,
            previous_turn_of=lambda: list(self.session.previous_turn),
            information=self.session.information,
            awaiting_of=lambda: self.human_input_phase() is not None,
            prompt_held_of=lambda: self.prompt_open,
            hold_prompt=self.hold_prompt,
            choose=self.choose_action,
            forward=self.handle_action,
            open_yaku_list=self.open_yaku_list,
            viewer=viewer,
            allowed=allowed,
        )

    def hold_prompt(self, held: bool) -> None:
        self.prompt_open = held

    def choose_action(self, action: engine_actions.Action) -> bool:
        """Play, take, call koi-koi or stop (the action list); False when not now."""
        if self.human_input_phase() is None or action not in self.view.legal:
            return False
        if action.kind == "play":
            return self.play_selected(CARDS[action.card].code)
        if action.kind == "take":
            return self.take(CARDS[action.card].code)
        if not self.session.submit(action):
            return False
        self.prompt_open = False  # let the table step this frame
        return True

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

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.drawer is None:
            self.drawer = TableDrawer(self.table_theme)
        self.mode.before_draw()
        if self.stack.top is not self:
            alpha = 1.0  # an overlay holds the table still: draw the current poses
        self.drawer.draw(
            canvas, self.hud_frame(), self.director, self.art, self.hint.marked_codes(), alpha
        )
        self.mode.draw_over(canvas)

    def hold_frame(self, surface: pygame.Surface) -> None:
        """Draw the table as it stands into ``surface`` (the frame a flourish plays over)."""
        self.draw(surface, 1.0)

    def hud_frame(self) -> HudFrame:
        """Everything around the cards, as one frozen value."""
        director = self.director
        model = director.model
        view = self.view
        if director.idle:
            self.shown_current = view.current
        names = self.driver.names
        plates = []
        captions = []
        for seat, place in enumerate(director.places):
            for kind in layout.KIND_ORDER:
                captions.append(
                    CaptureCaption(
                        place.name,
                        kind,
                        len(model.captured[seat][kind]),
                        seats.capture_label_pos(place, kind),
                        place.compact,
                    )
                )
            plates.append(
                Plate(
                    seat=seat,
                    name=names[seat],
                    dealer=model.dealer == seat,
                    score=model.scores[seat],
                    koikoi=model.koikoi[seat],
                    to_act=self.shown_current == seat,
                    rect=place.plate,
                    place=place.name,
                    portrait=self.portraits.get(seat),
                    compact=place.compact,
                )
            )
        return HudFrame(
            month=model.month,
            months=model.months,
            stock_left=len(model.stock),
            plates=tuple(plates),
            captions=tuple(captions),
            tracker=self._tracker(names) if self.show_tracker else None,
            summary=self.presenter.summary_text,
            buttons=self._buttons(),
            control_hints=self._control_hints(),
            advice=self._advice(),
            seat_frames=tuple(
                SeatFrame(seat, names[seat], place.region)
                for seat, place in enumerate(director.places)
                if place.compact
            ),
        )

    def _tracker(self, names: tuple[str, ...]) -> Tracker:
        model = self.director.model
        rules = self.view.rules
        count = model.seat_count
        limit = TRACKER_LINES if count <= 2 else max(2, TRACKER_LINES * 2 // count - 1)
        lines = tuple(
            tuple(
                tracker_lines(
                    mask_of_codes(model.captured_codes(seat)), rules, model.koikoi[seat], limit
                )
            )
            for seat in range(count)
        )
        near = self.director.near
        order = tuple(seat for seat in range(count) if seat != near) + (near,)
        return Tracker(names, lines, order)

    def _buttons(self) -> tuple[tuple[str, bool], ...]:
        keyboard = self.device() == "keyboard"
        out = []
        for index, (_key, label, action_name, fallback) in enumerate(BUTTONS):
            if action_name is None:  # the tracker: its key shows only to keyboard players
                shown_key = fallback if keyboard else ""
                label = "Tracker: on" if self.show_tracker else "Tracker: off"
            else:
                shown_key = self.key_prompt(action_name, fallback)
            text = f"{label}  [{shown_key}]" if shown_key else label
            out.append((text, self.cursor.button == index))
        return tuple(out)

    def device(self) -> str:
        manager = self.context.input
        return manager.last_device[0] if manager is not None else "keyboard"

    def key_prompt(self, action_name: str, fallback: str) -> str:
        """The key or button the player's device has for an action."""
        manager = self.context.input
        if manager is None:
            return fallback
        return manager.prompt(action_name) or fallback

    def _advice(self) -> tuple[str, ...]:
        """The Hint's headline and runners-up (empty when no hint was asked for)."""
        hint = self.hint
        if not hint.active:
            return ()
        return (hint.headline(), *hint.runners_up())

    def _control_hints(self) -> tuple[str, ...]:
        decision = self.human_input_phase()
        if self.finished or not self.settings.hints:
            return ()
        device = self.device()
        confirm = self.key_prompt("confirm", "Enter")
        if device == "mouse":
            pick, play, take = "click a card", "click it again", "click the one to take"
        elif device == "pad":
            pick, play, take = "D-pad", confirm, f"D-pad, {confirm}"
        else:
            pick, play, take = "Left/Right", confirm, f"Left/Right, {confirm}"
        if decision is Decision.PLAY:
            lines = [f"Your turn: pick a card ({pick}), play it ({play})"]
            selected = self.cursor.selected
            if selected is not None and not self.view.field_matches(selected):
                lines.append("No match: this card will stay on the field")
            return tuple(lines)
        if decision is Decision.TAKE:
            return (f"Two cards match: pick the one to take ({take})",)
        if decision is Decision.DECIDE:
            return ("Koi-Koi or Stop?",)
        view = self.view
        if not self.driver.human_to_act() and not view.over:
            who = self.driver.names[max(0, view.current)]
            skip = "click" if device == "mouse" else confirm
            thinking = self.session.cpu_thinking() if self.director.idle else None
            if thinking is not None:
                return (f"{who} is thinking... {int(thinking * 10) * 10}%",)
            return (f"{who} is playing... ({skip}: fast-forward)",)
        return ()

    # -- the selection, for tests and the smoke pilot ---------------------------------------
    def select(self, **changes) -> None:
        """Move the selection (``selected=``, ``choice=``, ``hover=``, ``button=``)."""
        self.cursor = dataclasses.replace(self.cursor, **changes)
