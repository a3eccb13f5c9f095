"""An online table's look kept on this computer, so a restarted game shows the table as it was.

A resume in a new game process (the window was closed or crashed, the game started again,
Back to Room) gets a snapshot from the server: the position, but not where this table had
laid the field cards nor what its "Previous turn" line told. :func:`keep_online_look` has the
table write its look (game.table.look: field slots, capture piles, the previous turn as
facts) beside its seat token (game.online.client.looks) whenever its cards have settled and
when the game closes; :func:`kept_look` reads it back for a table set up at a snapshot of
the same match: the slots and piles of the cards still there, and the previous turn when the
snapshot stands where the look was kept (nothing was played since). A look that is missing,
broken (the file is moved aside and named in a notice), of another match or malformed is
left out: the table is laid out afresh.
"""

from __future__ import annotations

import logging
from typing import Any

from game.core import storage
from game.engine.koikoi.turns import TurnLog
from game.online.client.looks import LookStore
from game.online.client.model import Update
from game.online.client.remote_source import RemoteMatchSource
from game.persist.autosave import TableLook
from game.table.look import table_look

logger = logging.getLogger(__name__)


def _store(source: RemoteMatchSource) -> tuple[LookStore, str, int] | None:
    """Where this table's look is kept: the store, the room code and the seat (None for a
    spectator, or a session that keeps no seat tokens)."""
    session = source.online
    seats = getattr(session, "seats", None)
    code, seat = session.code, source.seat
    if seats is None or code is None or seat is None:
        return None
    return LookStore.beside(seats), code, seat


class LookKeeper:
    """Writes a table's look beside its seat token: as soon as the table has taken a batch of
    events (:meth:`after_frame`: a crash a frame later still finds that position's look),
    again once its cards have settled in their slots, and when the game closes."""

    def __init__(self, table: Any, source: RemoteMatchSource, store: LookStore, code: str):
        self.table = table
        self.source = source
        self.store = store
        self.code = code
        self.last: tuple | None = None  # (match, seq, look) last written

    def after_frame(self) -> None:
        source = self.source
        if self.last is None or self.last[:2] != (source.match, source.shown_seq):
            self.save()

    def save(self) -> None:
        source = self.source
        if source.seat is None:
            return
        look = table_look(self.table).to_json()
        key = (source.match, source.shown_seq, look)
        if key == self.last:
            return
        self.last = key
        server = source.online.server
        self.store.put(server, self.code, source.seat, source.match, source.shown_seq, look)


def keep_online_look(table: Any, source: RemoteMatchSource) -> LookKeeper | None:
    """Keep ``table``'s look beside its seat token (see :class:`LookKeeper`; the mode calls
    its ``after_frame``); None when no seat token is kept (a spectator)."""
    where = _store(source)
    if where is None:
        return None
    store, code, _seat = where
    keeper = LookKeeper(table, source, store, code)
    table.on_settled = keeper.save
    table.on_quit = keeper.save
    return keeper


def kept_look(
    source: RemoteMatchSource, snapshot: Update
) -> tuple[TableLook | None, TurnLog | None, str | None]:
    """The look kept on this computer for a table set up at ``snapshot``: (the look, the
    turns to go on from, a notice for the player). The turns are None unless the look stood
    where the snapshot stands; the look is None when none fits this match."""
    where = _store(source)
    if where is None:
        return None, None, None
    store, code, seat = where
    found = store.find(source.online.server, code, seat, snapshot.data.get("match", 0))
    if found is None:
        return None, None, store.problem
    data, seq = found
    try:
        look = TableLook.from_json(data)
    except storage.InvalidData as error:
        logger.warning("online table look of room %s in %s ignored: %s", code, store.path, error)
        return None, None, None
    if seq != snapshot.data.get("seq"):
        logger.info(
            "online table look of room %s stood at event %s, the room is at %s: its slots "
            "are kept, its previous turn is not (turns were played since)",
            code,
            seq,
            snapshot.data.get("seq"),
        )
        return TableLook(look.field_slots, (), look.piles, ()), None, None
    turns = TurnLog()
    turns.previous_turn = list(look.turn)
    going = list(look.turn_in_progress)
    turns.turn_events = list(look.turn) if going == turns.previous_turn else going
    return look, turns, None


def recent_turns(snapshot: Update) -> TurnLog | None:
    """The turns a snapshot's recent events tell (a server of protocol 4 sends them: the
    last finished turn on, as this viewer saw it); None when it sent none."""
    recent = snapshot.data.get("recent")
    if recent is None:
        return None
    turns = TurnLog()
    turns.record(list(recent))
    return turns
