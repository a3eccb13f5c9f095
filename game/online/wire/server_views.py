"""Each viewer's view of a room's match, built from the server's State and written for the wire.

:class:`StateViews` reads one position once for all its viewers: the spectator's TableView
(the table every viewer shares, its JSON text written once), an N-seat game's observation
(shared too, but for the seat's hand, choices and public copy), and per viewer only what is
its alone ("own": its hand, choices and reach; :func:`game.online.wire.wire_views.merged_view`
puts it back on the client). The finished rounds' outcomes and the last round's end are
left out of an events frame's view (they go once, under "ended"; the client keeps them), a
snapshot's view is whole. The room server's match driver (game.online.wire.games) calls
:func:`encode_views` / :func:`encode_view_texts`; the client reads what they write with
:mod:`game.online.wire.wire_views`.
"""

from __future__ import annotations

import json
from typing import Any

from game.engine.cards import CARDS, code_tuple
from game.engine.events import SPECTATOR
from game.engine.table_view import TableView, round_outcomes, snapshot
from game.online.wire.public_state import PublicPacks
from game.online.wire.wire_views import (
    KEPT_SEAT,
    KEPT_TABLE,
    RESULTS,
    VIEW_CODEC,
    WireView,
    without,
)

_encode_table = VIEW_CODEC.encoder(TableView)
_encode_seat = VIEW_CODEC.encoder(object)
_encode_results = VIEW_CODEC.encoder(RESULTS)


def wire_view(state: Any, viewer: int) -> WireView:
    """``viewer``'s view of ``state`` (a seat, or SPECTATOR)."""
    seat = None if viewer == SPECTATOR else state.information(viewer)
    return WireView(snapshot(state, viewer), seat)


def _is_table_state(state: Any) -> bool:
    """A two-to-four-seat game's state (the engine's own test: table_view.snapshot)."""
    return getattr(state, "table_snapshot", None) is not None


class StateViews:
    """Every viewer's view of one position, the work shared between them: the spectator's
    table is built and encoded once (every field but the viewer's hand, choices and reach
    is the same for all), and of an N-seat game's observation all but the seat's hand,
    choices and public copy. :meth:`view` gives one viewer's JSON-ready view."""

    def __init__(self, state: Any, whole: bool = False) -> None:
        self.state = state
        self.whole = whole  # with the last round's end (a snapshot's view)
        self.table_state = _is_table_state(state)
        # the outcomes are never in a view (LOCAL_FIELDS): built only when sent (results)
        self.public = snapshot(state, SPECTATOR, results=False)
        table = _encode_table(self.public)
        self.last = {key: table.get(key) for key in KEPT_TABLE}  # None may be left out
        self.table = {**table, **self.last} if whole else without(table, KEPT_TABLE)
        self.current = state.current_player()
        self._legal: list | None = None
        self._observation: dict | None = None
        self._table_text: str | None = None
        self._observation_text: str | None = None
        self._results: RESULTS | None = None
        self._publics = PublicPacks()  # the seats' public copies, each packed once
        self._public_texts: dict[int, str] = {}  # their JSON text, by id of the packed

    @property
    def results(self) -> RESULTS:
        """Every finished round's outcome (the TableView's ``results``), built once asked."""
        if self._results is None:
            self._results = round_outcomes(self.state)
        return self._results

    def encoded_results(self, last: int | None = None) -> list:
        """Every finished round's outcome as JSON-ready data (the ``last`` ones only)."""
        if last == 0:
            return []
        results = self.results if last is None else self.results[-last:]
        return _encode_results(results)

    def ended(self, count: int) -> dict:
        """The "ended" object of views after events that finished ``count`` rounds."""
        outcomes = self.encoded_results(count)
        return {
            "first": len(self.results) - len(outcomes),
            "outcomes": outcomes,
            "last": self.last,
        }

    def legal(self) -> list:
        if self._legal is None:
            self._legal = [action.to_json() for action in self.state.legal_actions()]
        return self._legal

    def view(self, viewer: int) -> dict[str, Any]:
        """``viewer``'s view (a seat, or SPECTATOR): the shared table and, for a seat, its
        observation and "own", what only it is sent (:func:`merged_view` puts it in)."""
        if viewer == SPECTATOR:
            return {"table": self.table, "seat": None}
        seat, own, public = self._seat(viewer)
        if public is not None:
            own["seat"]["public"] = public  # the last field of the last one, as in text()
        return {"table": self.table, "seat": seat, "own": own}

    def text(self, viewer: int, ended: str = "") -> str:
        """:meth:`view` as JSON text, the shared parts written once for every viewer
        (``ended``: the "ended" object's text, when the events finished rounds)."""
        if self._table_text is None:
            self._table_text = wire_text(self.table)
        tail = f',"ended":{ended}}}' if ended else "}"
        if viewer == SPECTATOR:
            return f'{{"table":{self._table_text},"seat":null{tail}'
        seat, own, public = self._seat(viewer)
        if seat is self._observation:
            if self._observation_text is None:
                self._observation_text = wire_text(seat)
            seat_text = self._observation_text
        else:
            seat_text = wire_text(seat)
        own_text = wire_text(own)
        if public is not None:  # own["seat"]["public"], its text written once per packed
            public_text = self._public_texts.get(id(public))
            if public_text is None:
                public_text = self._public_texts[id(public)] = wire_text(public)
            own_text = f'{own_text[:-2]},"public":{public_text}}}}}'
        return f'{{"table":{self._table_text},"seat":{seat_text},"own":{own_text}{tail}'

    def _seat(self, viewer: int) -> tuple[dict, dict, dict | None]:
        """The seat's observation (shared by every seat of an N-seat game), its own part
        (its hand, choices and reach, and what of the observation is its alone) and, for
        an N-seat game, its packed public copy: the last field of ``own["seat"]``, left
        for the caller to put in (the same object for the seats whose copies pack alike)."""
        state = self.state
        hand = state.hands[viewer]
        own: dict[str, Any] = {"viewer": viewer, "hand": list(code_tuple(hand))}
        if viewer == self.current:
            own["legal"] = self.legal()
        if not self.table_state:
            return _encode_seat(state.information(viewer)), own, None
        own["reach"] = [
            [CARDS[card].code, list(code_tuple(state.reach(card)))]
            for card in range(48)
            if hand >> card & 1
        ]
        if self._observation is None:
            shared = _encode_seat(state.information(SPECTATOR))
            self._observation = shared if self.whole else without(shared, (KEPT_SEAT,))
        mine: dict[str, Any] = {"player": viewer, "hand": hand}
        if viewer == self.current:
            mine["legal"] = self.legal()
        own["seat"] = mine
        return self._observation, own, self._publics.pack(state.public_copy(viewer))


def wire_text(data: Any) -> str:
    """JSON text as frames carry it (compact, UTF-8 as is)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def encode_views(
    state: Any, viewers: list[int], ended: int = 0, whole: bool = False
) -> dict[int, dict]:
    """Each viewer's view of ``state`` as JSON-ready data (``whole``: with the last round's
    end, a snapshot's). ``ended`` rounds finished in the events these views follow: their
    outcomes and the last one's end go along, under "ended" (one object shared by every
    viewer: ``first``, the number of rounds finished before them, ``outcomes`` and
    ``last``, the table's KEPT_TABLE fields)."""
    shared = StateViews(state, whole)
    views = {viewer: shared.view(viewer) for viewer in viewers}
    if ended:
        news = shared.ended(ended)
        for view in views.values():
            view["ended"] = news
    return views


def encode_view_texts(state: Any, viewers: list[int], ended: int = 0) -> dict[int, str]:
    """:func:`encode_views` as JSON text, each part shared by the viewers written once."""
    shared = StateViews(state)
    news = wire_text(shared.ended(ended)) if ended else ""
    return {viewer: shared.text(viewer, news) for viewer in viewers}


def encode_wire_view(state: Any, viewer: int, whole: bool = True) -> dict[str, Any]:
    """``viewer``'s view of ``state`` as JSON-ready data (no rule set: the room names it;
    no results: the client keeps them; ``whole``: with the last round's end)."""
    return StateViews(state, whole).view(viewer)


def encode_results(state: Any) -> list:
    """Every finished round's outcome of ``state`` as JSON-ready data (a snapshot's)."""
    return StateViews(state).encoded_results()
