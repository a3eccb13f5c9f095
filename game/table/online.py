"""The online table: a match on a room server, played at the usual table - any game, two to
four seats, driven from the server's per-viewer views (never a State).

:func:`online_table` ("online_table" in game.wiring) puts a :class:`RemoteMatchSource` under
a TableScene with :class:`OnlineMode`, the strategy that makes it a network table:

* each frame it pumps the session: match events queue for the table (shown one batch at a
  time, like a local match's steps), the rest is handled here - the room (who is
  connected: game.table.online_presence), seed 000's 2-minute offer (the "online_offer"
  overlay, game.table.online_away: a CPU takes the away seat, or a new game against the
  CPU), another player ending the match, a snapshot after a resume (the table starts over
  at that position, the field slots and previous turn kept), the end of the link; after
  each frame the table's look is kept beside the seat token, so a game started again shows
  the table as it was (game.table.online_look);
* the player acts only while the link is up; each other seat's connection shows on its
  name plate (or a CPU's level), and a banner says when this player's own link dropped
  and while it reconnects (game.table.online_marks);
* the match's end opens "online_result" (rematch, a new link); leaving the table without
  passing the session on closes it, so the others see this seat as away.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pygame

from game.core.scenes import SceneContext
from game.core.wording import display_name
from game.engine.events import SPECTATOR
from game.engine.koikoi.turns import TurnLog
from game.i18n import tr
from game.match.session import MatchConfig
from game.online.client.model import Update
from game.online.client.problems import closing_sentence, link_sentence, refusal
from game.online.client.remote_source import RemoteMatchSource
from game.online.client.session import SessionHandle
from game.persist import turn_facts
from game.persist.autosave import TableLook
from game.table import online_marks
from game.table.look import restore_look, table_look
from game.table.mode import TableMode
from game.table.moments import victory_flourish
from game.table.online_away import AwayOffer
from game.table.online_look import LookKeeper, keep_online_look, kept_look, recent_turns
from game.table.online_presence import Presence
from game.table.scene import TableScene

logger = logging.getLogger(__name__)


def online_config(source_seat: int | None, names: tuple[str, ...], rules) -> MatchConfig:
    """The table's config: this player's seat is the person here, the others are remote."""
    return MatchConfig(
        rules=rules,
        seats=tuple("human" if seat == source_seat else "remote" for seat in range(len(names))),
        names=names,
        viewer=SPECTATOR if source_seat is None else source_seat,
    )


def online_table(
    context: SceneContext,
    handle: SessionHandle,
    start: Update,
    queued: list | tuple = (),
    *,
    look: TableLook | None = None,
    turns: TurnLog | None = None,
    away: tuple[set[int], set[int], int] | None = None,
) -> TableScene:
    """ "online_table": the match that ``start`` (its first events, or a snapshot) began.
    A table set up again at a snapshot of the same match gets the old table's ``look`` (the
    field cards keep their slots, the piles their order), its ``turns`` (the previous turn
    is still told) and who it knew was ``away`` (no notice said twice). The first table of a
    game at a snapshot (the game was started again, or left for the title) takes the look
    kept beside the seat token instead, when it is this match's (game.table.online_look)."""
    session = handle.session
    source = RemoteMatchSource(session, None, start, list(queued))
    source.config = online_config(session.seat, source.names, source.rules)
    mode = OnlineMode(handle, source)
    if away is not None:
        mode.presence.take(away)
    scene = TableScene(context, source.config, source, mode=mode)
    scene.network = True  # type: ignore[attr-defined] # the loop runs it while unfocused
    scene.hint.turn = hint_turn_of(scene, source)
    mode.look_keeper = keep_online_look(scene, source)  # a restarted game shows it as it was
    if start.kind == "snapshot":
        if look is None and turns is None and mode.look_keeper is not None:
            look, turns, problem = kept_look(source, start)  # this game's first table
            if problem:
                mode.notify(problem)  # the broken file, named and set aside
        if turns is None:
            turns = recent_turns(start)  # the server's (protocol 4), when it sent them
        if turns is not None:
            source.turns = turns
        told = turn_facts.told(turns.previous_turn) if turns is not None else ()
        if look is not None:
            restore_look(scene, dataclasses.replace(look, turn=told, turn_in_progress=()))
        else:
            scene.director.skip()  # lay the resumed position out at once
            scene.presenter.show_turn(told)
    return scene


def hint_turn_of(scene: TableScene, source: RemoteMatchSource):
    """The table's hint turn, offered only while this seat's observation can be searched
    (an N-seat game's observation carries its seat's public copy on the wire since protocol
    3; one that came without it offers no hint rather than failing mid-search)."""
    table_turn = scene.hint_turn

    def turn():
        if source.seat is None:
            return None
        if getattr(source.information(source.seat), "_public", True) is None:
            return None
        return table_turn()

    return turn


class OnlineMode(AwayOffer, TableMode):
    """A table whose other seats are people elsewhere (see the module docstring)."""

    scene_name = "online_table"

    def __init__(self, handle: SessionHandle, source: RemoteMatchSource) -> None:
        self.handle = handle
        self.source = source
        self.offer_overlay: Any = None
        self.accepted_cpu_game = False
        self.ended = False  # the room's match ended elsewhere, or the link for good
        self.presence = Presence(handle.session, source, self.notify)
        self.look_keeper: LookKeeper | None = None  # the look kept beside the seat token

    @property
    def session(self):
        return self.handle.session

    # -- the frame ------------------------------------------------------------------------
    def may_act(self) -> bool:
        return self.source.connected and self.offer_overlay is None and not self.ended

    def before_update(self, dt: float) -> bool:
        self.take_news()
        if self.source.resync is not None and self.controls.table_on_top():
            self.start_over()
            return True
        return self.ended

    def covered_update(self, dt: float) -> None:
        """Under a prompt, a menu or a result the session is pumped all the same: who comes
        and goes, the offer, the link's banner; a prompt the server no longer waits for goes."""
        self.take_news()
        if self.ended or not self.table.prompt_open or self.decision_wanted():
            return
        if self.table.withdraw_prompt():
            self.notify(
                tr("The match went on while you were away: that decision was already made.")
            )

    def take_news(self) -> None:
        """Everything received but the match's events (they wait for the table to show)."""
        for update in self.source.pump():
            self.handle_update(update)
        if self.source.connected:
            self.presence.tick()
        room = self.session.room
        if not self.ended and room is not None and room["status"] == "abandoned":
            self.abandoned({})  # ended while this player was away (seen on coming back)

    def decision_wanted(self) -> bool:
        """Does the server still wait for the decision the table shows (unknown while the
        link is down: yes)?"""
        if not self.source.connected:
            return True
        now = self.session.legal_actions()
        shown = self.table.view.legal
        return bool(now) and all(a in shown for a in now) and all(a in now for a in shown)

    def seat_away(self, seat: int) -> bool:
        return self.source.away_seconds(seat) > 0

    def after_update(self, dt: float) -> None:
        if self.look_keeper is not None:
            self.look_keeper.after_frame()

    def handle_update(self, update: Update) -> None:
        kind = update.kind
        if kind == "room":
            self.room_changed(update.data)
        elif kind == "offer":
            self.open_offer(update.data)
        elif kind == "offer_withdrawn":
            self.close_offer()
            back = update.data.get("back")
            if isinstance(back, int) and 0 <= back < len(self.source.names):
                self.notify(tr("{name} is back.", name=display_name(self.source.names[back])))
        elif kind == "abandoned":
            self.abandoned(update.data)
        elif kind == "error":
            self.refused(update.data)
        elif kind == "closed":
            self.link_ended(update.data)

    def room_changed(self, room: dict) -> None:
        self.presence.room_changed(room)

    def notify(self, text: str) -> None:
        self.controls.notify(text)

    # -- refusals and the end of the link ---------------------------------------------------
    def refused(self, error: dict) -> None:
        code, message = str(error.get("code", "")), str(error.get("message", ""))
        logger.info("the server refused %s: %s %s", error.get("about"), code, message)
        if error.get("about") == "accept_cpu_game":
            self.close_offer()
            self.notify(tr("Your friend is back: the match goes on."))
        elif code not in ("stale", "rate_limited"):  # those resolve themselves
            self.notify(refusal(code, message, self.session.code or ""))

    def link_ended(self, data: dict) -> None:
        """The room was closed, or the link ended for good (never for a drop: the link
        reconnects by itself meanwhile)."""
        if self.ended:
            return
        self.ended = True
        self.close_offer()
        self.table.withdraw_prompt()
        if data.get("type") == "room_closed":
            reason = data.get("reason") or tr("it has expired")
            message = tr("The room was closed: {reason}.", reason=reason)
        else:
            message = closing_sentence(data.get("reason") or "")
        self.controls.open("online_notice", title=tr("The connection has ended"), message=message)

    # -- a fresh position, the end of the match ---------------------------------------------
    def start_over(self) -> None:
        """A snapshot (after a long drop or a server restart) or a new match: the table is
        set up again from it - at a snapshot of the same match with the field cards in their
        slots and the previous turn told (when nothing was missed)."""
        start = self.source.resync
        assert start is not None
        queued = list(self.source.after_resync) + self.source.held
        carried: dict[str, Any] = {"away": self.presence.carried()}
        if start.kind == "snapshot" and start.data.get("match") == self.source.match:
            carried["look"] = table_look(self.table)
            carried["turns"] = self.source.history_for(start)
        self.controls.hand_over(
            "online_table", handle=self.handle.pass_on(), start=start, queued=queued, **carried
        )

    def finish(self) -> None:
        table = self.table
        victory = victory_flourish(
            table.settings,
            self.controls.play_sound,
            table.view,
            table.config.seats,
            None,
            table.moments.month_ends,
        )
        self.controls.hand_over(
            "online_result",
            handle=self.handle.pass_on(),
            view=table.view,
            names=table.driver.names,
            victory=victory,
        )

    def exit(self) -> None:
        self.handle.release()

    def menu_scene(self):
        return self.controls.make(
            "pause",
            message=tr(
                "Leaving keeps your seat for a while: Play with a Friend offers the room back."
            ),
            quit_note=tr("Your friend sees you as away; Back to Room takes the seat again."),
        )

    # -- drawing ----------------------------------------------------------------------------
    def draw_over(self, canvas: pygame.Surface) -> None:
        source = self.source
        if not source.connected and not self.ended:
            # this player's own link is down: the others' presence is not known meanwhile
            if self.controls.table_on_top():  # else drawn over the overlays (draw_above)
                online_marks.draw_link_banner(canvas, self.link_detail())
            return
        if source.seat is None:
            online_marks.draw_watching(canvas, len(self.table.director.places))
        places = self.table.director.places
        plates = tuple(pygame.Rect(place.plate) for place in places)
        rows = online_marks.plate_rows(self.table.shown_hud)
        room = self.session.room
        for seat, place in enumerate(places):
            if seat == source.seat or seat >= len(source.names):
                continue
            online_marks.draw_presence(
                canvas,
                place.plate,
                seat,
                source.away_seconds(seat),
                self.session.seat_connected(seat),
                reconnecting=self.presence.reconnecting(seat),
                cpu=online_marks.cpu_seat_text(room, seat)
                if room and online_marks.is_cpu_seat(room, seat)
                else "",
                avoid=tuple(plate for index, plate in enumerate(plates) if index != seat),
                inset=len(plates) > 2,  # plates stacked in a column: every tab inside one
                row=rows.get(seat),
            )

    def draw_above(self, canvas: pygame.Surface) -> None:
        """Over a prompt or a menu, the lost-link banner stays seen (at the top, clear of a
        prompt's panel)."""
        if not self.source.connected and not self.ended:
            online_marks.draw_link_banner(canvas, self.link_detail(), online_marks.TOP_BANNER)

    def link_detail(self) -> str:
        return link_sentence(self.session.connection_detail, self.session.server)
