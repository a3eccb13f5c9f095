"""The couch table: two people, one screen, hidden hands, their own devices.

A TableScene whose two seats are both human, plus:

* hidden hands - every hand is face down unless it is the active player's turn and that
  player pressed their start button on the pass screen (``CouchSeats.face_up_hands``); the
  hands are turned face down the moment a turn ends, even while its animations run. The
  active player's hand is laid along the near edge, so the table's own controls apply.
* pass screens between turns (skipped with the open-hands option);
* device routing - with devices claimed only the active player's device acts on the table
  and on the koi-koi prompt; either device may pause or open the yaku list;
* disconnects - a claimed pad that goes away (a DEVICE_REMOVED action, or missing from the
  input manager's pads when this scene is back on top) pauses with the disconnect overlay;
* autosave after every decision (game.persist.recorder) and results naming both players.
"""

from __future__ import annotations

import logging

from game.core.scenes import SceneContext
from game.engine import events as ev
from game.input import actions as act
from game.match.couch import CouchSeats, pad_id
from game.match.session import MatchConfig, MatchSession
from game.persist import autosave
from game.persist.recorder import MatchPersistence, attach_persistence
from game.scenes.pad_disconnected import PadDisconnected
from game.scenes.pass_screen import PassScreen
from game.scenes.table import TableScene

logger = logging.getLogger(__name__)


def couch_config(
    couch: CouchSeats, *, rules="nintendo", overrides: dict | None = None, seed: int | None = None
) -> MatchConfig:
    return MatchConfig(
        rules=rules,
        overrides=dict(overrides or {}),
        seats=("human", "human"),
        names=(couch.label(0), couch.label(1)),
        seed=seed,
        viewer=None,
    )


def couch_match_info(couch: CouchSeats, seed: int | None) -> autosave.MatchInfo:
    return autosave.MatchInfo(
        mode="couch",
        seed=seed,
        cpu_level=None,
        open_hands=couch.open_hands,
        seats=[autosave.SeatInfo(couch.names[s], couch.colours[s], "human") for s in (0, 1)],
    )


class CouchTableScene(TableScene):
    name = "couch_table"

    def __init__(
        self,
        context: SceneContext | None,
        couch: CouchSeats,
        config: MatchConfig | None = None,
        session: MatchSession | None = None,
        *,
        persist: bool = True,
    ) -> None:
        config = config or (session.config if session is not None else couch_config(couch))
        super().__init__(context, config, session)
        self.couch = couch
        self.revealed_seat = -1
        self.revealed_turn: tuple[int, int] | None = None  # (month, seat) last started
        self._last_turn: tuple[int, int] | None = None
        self.pass_screen: PassScreen | None = None
        self.disconnect_overlay: PadDisconnected | None = None
        self.director.hand_visibility = self.shows_hand  # the hidden-hand hook
        self.public_hands: set[int] = set()  # hands shown by the rules (teshi, kuttsuki)
        self.director.listeners.append(self._couch_event)
        self.persistence: MatchPersistence | None = None
        if persist:
            self.persistence = MatchPersistence(
                couch_match_info(couch, self.config.seed), notify=self.context.hooks.get("notify")
            )
            attach_persistence(self.session, self.persistence)

    # -- hidden hands ---------------------------------------------------------------------
    @property
    def active_seat(self) -> int:
        return self.state.current_player()

    def turn_marker(self) -> tuple[int, int]:
        """Which turn is on: seats alternate inside a month, so (month, seat) names it."""
        return (self.state.month, self.active_seat)

    @property
    def revealed(self) -> bool:
        return self.active_seat >= 0 and self.revealed_turn == self.turn_marker()

    def shows_hand(self, seat: int) -> bool:
        if seat in self.public_hands:
            return True
        return seat in self.couch.face_up_hands(self.active_seat, self.revealed)

    def _couch_event(self, event) -> None:
        """A hand yaku at the deal is shown to both players; a new deal hides it again."""
        if isinstance(event, ev.HandYakuShown):
            self.public_hands.add(event.player)
        elif isinstance(event, ev.Dealt):
            self.public_hands.clear()

    def enforce_hidden_hands(self) -> None:
        """Snap every hand card that must not show face down (no flip animation)."""
        model, sprites = self.director.model, self.director.sprites
        for seat in (0, 1):
            if self.shows_hand(seat):
                continue
            for key in model.hands[seat]:
                sprite = sprites.get(key)
                if sprite is not None and sprite.flip > 0.0:
                    sprite.flip = 0.0

    def human_input_phase(self) -> str | None:
        if not self.revealed and not self.couch.open_hands:
            return None
        return super().human_input_phase()

    def reveal(self, seat: int) -> None:
        """The player pressed their start button: lay their hand near and turn it up."""
        self.pass_screen = None
        self.revealed_seat = seat
        same_turn = self._last_turn == self.turn_marker()
        self.revealed_turn = self._last_turn = self.turn_marker()
        self.director.near = seat
        if not same_turn:  # a re-reveal (after a disconnect) keeps the choice
            self.selected = None
            self.choice = None
        self.director.tweens.add(self.director.settle(0.35))

    # -- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.enforce_hidden_hands()
        if self.check_devices():
            return
        if self.director.idle and not self.finished and not self.session.is_over():
            seat = self.active_seat
            human = self.session.human_to_act()
            answered = human is not None and human.pending is not None  # e.g. the prompt
            if seat >= 0 and not self.revealed and not answered:
                if self.couch.open_hands:
                    self.reveal(seat)
                else:
                    self.open_pass_screen(seat)
                    return
        super().update(dt)
        self.enforce_hidden_hands()

    def draw(self, canvas, alpha: float) -> None:
        self.enforce_hidden_hands()
        super().draw(canvas, alpha)

    def open_pass_screen(self, seat: int) -> None:
        if self.pass_screen is not None and self.pass_screen.active:
            return
        note = self.summary_text or f"Month {self.state.month} of {self.state.rules.months}"
        self.pass_screen = PassScreen(
            self.context,
            self.couch,
            seat,
            self.reveal,
            note=note,
            on_device_removed=self.device_removed,
            on_pause=lambda: self.handle_action(act.Action(act.PAUSE, act.SYSTEM)),
            rules=self.state.rules,
        )
        self.stack.push(self.pass_screen)

    # -- input ----------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool:
        if action.name == act.DEVICE_REMOVED:
            self.device_removed(action)
            return True
        if not self.couch.may_act(action, self.active_seat):
            return True
        if action.name == act.ACTION_LIST:
            from game.scenes.action_list import ActionListOverlay

            self.stack.push(ActionListOverlay(self.context, self))
            return True
        return super().handle_action(action)

    def _open_prompt(self) -> None:
        super()._open_prompt()
        prompt = self.stack.top
        if prompt is None or prompt is self:
            return
        original = prompt.handle_action

        def guarded(action: act.Action, original=original) -> bool:
            if action.name == act.DEVICE_REMOVED:
                self.device_removed(action)
                return True
            if not self.couch.may_act(action, self.active_seat):
                return True
            return original(action)

        prompt.handle_action = guarded  # only the active player answers koi-koi

    # -- devices --------------------------------------------------------------------------
    def device_removed(self, action: act.Action) -> None:
        if action.instance_id is None:
            return
        for seat in self.couch.on_device_removed(action.instance_id):
            self.open_disconnect(seat)

    def check_devices(self) -> bool:
        """Open the disconnect overlay for claimed pads the input manager no longer has."""
        manager = self.context.input
        pads = getattr(manager, "pads", None)
        if pads is not None:
            for seat in (0, 1):
                number = pad_id(self.couch.devices[seat])
                if number is not None and number not in pads:
                    self.couch.on_device_removed(number)
        for seat in sorted(self.couch.disconnected):
            self.open_disconnect(seat)
            return True
        return False

    def open_disconnect(self, seat: int) -> None:
        overlay = self.disconnect_overlay
        if overlay is not None and overlay.active:
            return
        if not self.couch.open_hands:
            self.revealed_turn = None  # hands go face down; the turn restarts with its button
            self.enforce_hidden_hands()
        self.disconnect_overlay = PadDisconnected(self.context, self.couch, seat, self._reconnected)
        self.stack.push(self.disconnect_overlay)

    def _reconnected(self, seat: int, device: str) -> None:
        self.disconnect_overlay = None
        logger.info("seat %s continues on %s", seat, device)
        remaining = sorted(self.couch.disconnected)
        if remaining:
            self.open_disconnect(remaining[0])

    def resume(self) -> None:
        super().resume()
        self.check_devices()

    def _finish(self) -> None:
        hook = self.context.hooks.get("match_finished")
        if hook is not None and hook(self) is not None:
            return
        self.stack.replace(
            CouchMatchResult(
                self.context, self.session, couch=self.couch, month_ends=self.moments.month_ends
            )
        )


def _couch_result_base():
    from game.scenes.match_result import MatchResultScene

    return MatchResultScene


class CouchMatchResult(_couch_result_base()):  # type: ignore[misc]
    """The match result (names with colours); Rematch keeps the seats, names and devices."""

    def __init__(self, context, session, *, couch: CouchSeats, **options) -> None:
        super().__init__(context, session, **options)
        self.couch = couch

    def rematch(self) -> None:
        import dataclasses

        config = self.session.config
        seed = None if config.seed is None else config.seed + 1
        couch = CouchSeats(
            names=list(self.couch.names),
            colours=list(self.couch.colours),
            devices=list(self.couch.devices),
            open_hands=self.couch.open_hands,
        )
        self.stack.replace(
            CouchTableScene(self.context, couch, dataclasses.replace(config, seed=seed))
        )


def register(factories, hooks) -> None:
    from game.scenes import persistence

    factories["couch_table"] = CouchTableScene
    persistence.register(factories, hooks)
