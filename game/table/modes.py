"""What differs between tables, as strategies of the one table scene.

* :class:`VersusMode` - a match against the CPU (or the CPU-vs-CPU demo): when the pad the
  player used last goes away the match pauses under "Red's controller disconnected";
* :class:`CouchMode` - people on one screen: hidden hands (face down unless it is that
  player's turn and they pressed their start button on the pass screen), pass screens
  between turns, only the active player's device acts, a pad that goes away pauses with
  the disconnect overlay, the results name every player and a rematch keeps the seats;
* ``ReplayMode`` (game.table.replay) - a kept match played again from its record.

Each is a :class:`game.table.mode.TableMode`: it gets the table and its controls on
``attach`` and is asked at fixed points of its frame (before and after the update, for each
action, which hands show, when the match ends). Overlays are opened by name (game.wiring)
through the controls (game.table.controls).
"""

from __future__ import annotations

import dataclasses
import logging

from game.engine import events as ev
from game.i18n import tr
from game.input import actions as act
from game.match.couch import CouchSeats, pad_id
from game.table.action_source import ActionSource
from game.table.controls import TableControls
from game.table.mode import Table, TableMode, action_source_of
from game.view.round_summary import turn_news

logger = logging.getLogger(__name__)


class VersusMode(TableMode):
    """Against the CPU: the player's pad going away pauses the match."""

    def __init__(self) -> None:
        self.pad_overlay = None

    def human_seat(self) -> int | None:
        seats = tuple(self.table.config.seats)
        return seats.index("human") if "human" in seats else None

    def handle_action(self, action: act.Action) -> bool | None:
        if action.name == act.DEVICE_REMOVED and action.instance_id is not None:
            if action.instance_id == self.controls.last_pad():
                self.pad_lost(action.instance_id)
                return True
        return None

    def resume(self) -> None:
        overlay = self.pad_overlay
        if overlay is not None and overlay.done:
            self.pad_overlay = None  # just resolved: the player chose a device
            return
        pad = self.controls.last_pad()
        pads = self.controls.pads()
        if pad is not None and pads is not None and pad not in pads:
            self.pad_lost(pad)

    def pad_lost(self, instance_id: int) -> None:
        table = self.table
        seat = self.human_seat()
        if (
            seat is None
            or table.attract
            or table.finished
            or self.controls.top_name() == "pad_disconnected"
        ):
            return
        couch = CouchSeats(
            names=[str(name) for name in table.config.names],
            devices=[None] * len(table.config.names),
        )
        couch.claim(seat, f"pad:{instance_id}")
        couch.on_device_removed(instance_id)
        controls = self.controls

        def resolved(seat: int, device: str) -> None:
            controls.use_device(device)

        self.pad_overlay = controls.open(
            "pad_disconnected", couch=couch, seat=seat, on_resolved=resolved, solo=True
        )


NEWS_LINES = 5  # the pass screen's news: the latest lines


class CouchMode(TableMode):
    """People on one screen with hidden hands and their own devices."""

    scene_name = "couch_table"

    def __init__(self, couch: CouchSeats) -> None:
        self.couch = couch
        self.revealed_seat = -1
        self.revealed_turn: tuple[int, int] | None = None  # (month, seat) last started
        self._last_turn: tuple[int, int] | None = None
        self.pass_screen = None
        self.disconnect_overlay = None
        self.public_hands: set[int] = set()  # hands shown by the rules (teshi, kuttsuki)
        # per seat: the other seats' events since that seat's last turn (the pass screen's news)
        self.since_last_turn: dict[int, list] = {seat: [] for seat in couch.seats}

    def attach(self, table: Table, controls: TableControls) -> None:
        super().attach(table, controls)
        table.director.hand_visibility = self.shows_hand
        table.director.listeners.append(self._couch_event)

    # -- hidden hands -------------------------------------------------------------------
    @property
    def active_seat(self) -> int:
        return self.table.view.current

    def turn_marker(self) -> tuple[int, int]:
        """Which turn is on: seats take turns inside a month, so (month, seat) names it."""
        return (self.table.view.month, self.active_seat)

    @property
    def revealed(self) -> bool:
        return self.active_seat >= 0 and self.revealed_turn == self.turn_marker()

    def shows_hand(self, seat: int) -> bool:
        if seat in self.public_hands:
            return True
        return seat in self.couch.face_up_hands(self.active_seat, self.revealed)

    def _couch_event(self, event) -> None:
        """A hand yaku at the deal is shown to every player; a new deal hides it again. Every
        seat's news gathers what the others did."""
        player = getattr(event, "player", None)
        for seat, news in self.since_last_turn.items():
            if player is not None and player != seat:
                news.append(event)
        if isinstance(event, ev.TeyakuShown) and event.ends_round:  # the whole hand
            self.public_hands.add(event.player)
        elif isinstance(event, ev.Dealt):
            self.public_hands.clear()
            for news in self.since_last_turn.values():
                news.clear()  # everyone saw the last month's result

    def enforce_hidden_hands(self) -> None:
        """Snap every hand card that must not show face down (no flip animation)."""
        director = self.table.director
        model, sprites = director.model, director.sprites
        for seat, hand in enumerate(model.hands):
            if self.shows_hand(seat):
                continue
            for key in hand:
                sprite = sprites.get(key)
                if sprite is not None and sprite.flip > 0.0:
                    sprite.flip = 0.0

    def may_act(self) -> bool:
        return self.revealed or self.couch.open_hands

    def reveal(self, seat: int) -> None:
        """The player pressed their start button: lay their hand near and turn it up."""
        table = self.table
        self.pass_screen = None
        self.since_last_turn[seat] = []
        self.revealed_seat = seat
        same_turn = self._last_turn == self.turn_marker()
        self.revealed_turn = self._last_turn = self.turn_marker()
        table.director.near = seat
        if not same_turn:  # a re-reveal (after a disconnect) keeps the choice
            table.select(selected=None, choice=None)
        table.director.tweens.add(table.director.settle(0.35))

    # -- frame ----------------------------------------------------------------------------
    def before_update(self, dt: float) -> bool:
        table = self.table
        self.enforce_hidden_hands()
        if self.check_devices():
            return True
        if table.director.idle and not table.finished and not table.session.is_over():
            seat = self.active_seat
            human = table.driver.human_to_act()  # CPU seats may fill the couch's empty places
            answered = human and not table.session.awaiting_human()
            if seat >= 0 and human and not self.revealed and not answered:
                if self.couch.open_hands:
                    self.reveal(seat)
                else:
                    self.open_pass_screen(seat)
                    return True
        return False

    def after_update(self, dt: float) -> None:
        self.enforce_hidden_hands()

    def before_draw(self) -> None:
        self.enforce_hidden_hands()

    def open_pass_screen(self, seat: int) -> None:
        if self.pass_screen is not None and self.pass_screen.active:
            return
        table = self.table
        view = table.view
        note = table.summary_text or tr(
            "Month {number} of {total}", number=view.month, total=view.months
        )
        if not view.is_koikoi:
            note = table.summary_text or tr("Round {number}", number=view.month)
        news = turn_news(self.since_last_turn.get(seat, []), table.driver.names, view.game)
        self.pass_screen = self.controls.open(
            "pass_screen",
            couch=self.couch,
            seat=seat,
            news=tuple(news[-NEWS_LINES:]),
            on_start=self.reveal,
            note=note,
            on_device_removed=self.device_removed,
            on_pause=lambda: table.handle_action(act.Action(act.PAUSE, act.SYSTEM)),
            rules=view.rules,
        )

    # -- input ----------------------------------------------------------------------------
    def handle_action(self, action: act.Action) -> bool | None:
        if action.name == act.DEVICE_REMOVED:
            self.device_removed(action)
            return True
        if not self.couch.may_act(action, self.active_seat):
            return True
        return None

    def viewer(self) -> int | None:
        active = self.active_seat
        return active if active in self.couch.face_up_hands(active, self.revealed) else None

    def action_source(self) -> ActionSource:
        return action_source_of(
            self.table, self.viewer, lambda action: self.couch.may_act(action, self.active_seat)
        )

    def prompt_gate(self, action: act.Action) -> bool | None:
        """Only the active player answers the prompt; a pad going away is handled here."""
        return self.handle_action(action)

    # -- devices --------------------------------------------------------------------------
    def device_removed(self, action: act.Action) -> None:
        if action.instance_id is None:
            return
        for seat in self.couch.on_device_removed(action.instance_id):
            self.open_disconnect(seat)

    def check_devices(self) -> bool:
        """Open the disconnect overlay for claimed pads the input manager no longer has."""
        pads = self.controls.pads()
        if pads is not None:
            for device in self.couch.devices:
                number = pad_id(device)
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
        self.disconnect_overlay = self.controls.open(
            "pad_disconnected", couch=self.couch, seat=seat, on_resolved=self._reconnected
        )

    def _reconnected(self, seat: int, device: str) -> None:
        self.disconnect_overlay = None
        logger.info("seat %s continues on %s", seat, device)
        remaining = sorted(self.couch.disconnected)
        if remaining:
            self.open_disconnect(remaining[0])

    def resume(self) -> None:
        self.check_devices()

    def finish(self) -> None:
        self.show_result(self.rematch, names=self.table.driver.names)

    def rematch(self) -> None:
        """The same seats, names and devices, the next seed."""
        table = self.table
        config = table.config
        seed = None if config.seed is None else config.seed + 1
        couch = CouchSeats(
            names=list(self.couch.names),
            colours=list(self.couch.colours),
            devices=list(self.couch.devices),
            open_hands=self.couch.open_hands,
        )
        self.controls.hand_over(
            "couch_match", couch=couch, match=dataclasses.replace(config, seed=seed)
        )
