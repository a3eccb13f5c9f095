"""The per-viewer views on the wire: the engine's TableView and a seat's observation, written
and read by the one dataclass codec (:mod:`game.online.codec`).

Every ``events`` and ``snapshot`` frame carries one :class:`WireView` for its viewer: the
TableView the engine builds for that viewer (``table_view.snapshot``: the viewer's own hand
only, the others as counts, the legal actions on the viewer's own turn) and, for a seat, its
observation (``state.information(seat)``: what a CPU seat or the hint decides from); a
spectator's ``seat`` is null. The client decodes them into the very values a local match
gives its table, so nothing rebuilds a view by hand on either side.

:data:`VIEW_CODEC` knows what the views hold that a generic codec cannot: the rule set and the
class an observation samples its states from stay on each side (the client has the room's
rules; ``local``), a finished round's outcome and event are subclasses of, or wider than, the
declared fields (``classes``), and an action goes as the action JSON every record uses, read
back as the interned action (``custom``).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from game.engine import games
from game.engine.actions import Action, action_from_json
from game.engine.cards import CARD_BY_CODE, CARDS, code_tuple
from game.engine.events import SPECTATOR
from game.engine.fishing.events import RoundEnded
from game.engine.fishing.table import RoundOutcome
from game.engine.fishing.view import TableInformation
from game.engine.table_view import MonthOutcome, TableView, snapshot
from game.engine.view import InformationView
from game.online.codec import CLASS_KEY, WireCodec, WireError
from game.online.public_state import PublicStateError, pack_public, rebuild_public

# the fields each side has of its own: never sent, given back on decoding (a TableView's
# ``results``: every finished round's outcome, sent once in a snapshot and then with the
# events that end a round; the client keeps them, :func:`kept_view`)
LOCAL_FIELDS = ("rules", "state_class", "_public", "results")
# the fields of a view that change only when a round ends (its end event: koi-koi's month
# end, the N-seat games' round end): an events frame's view leaves them out and they go, once,
# under "ended" with the round's outcome; a snapshot's view has them; the client keeps them
KEPT_TABLE = ("last_month_end", "last_round")
KEPT_SEAT = "last_round"  # an N-seat observation's, the same as the table's
# the keys of a view as the client keeps it: "results" is its kept outcomes; an events
# frame's view carries "ended", the outcomes of the rounds its events finished
VIEW_KEYS = frozenset({"table", "seat", "results"})
RESULTS = tuple[MonthOutcome, ...]


@dataclass(frozen=True)
class WireView:
    """What one viewer is sent with every batch of events."""

    table: TableView
    seat: object  # the seat's observation (InformationView, TableInformation); None: watching


def check_cards(view: TableView) -> None:
    """Every card a TableView names is a card (ValueError naming the first that is not)."""
    named = [*view.field, *view.dead]
    for seat in view.seats:
        named.extend(seat.hand or ())
        named.extend(seat.captured)
        named.extend(seat.revealed)
    if view.pending is not None:
        named.extend((view.pending.card, *view.pending.options))
    for card, options in view.reach:
        named.extend((card, *options))
    unknown = [code for code in named if code not in CARD_BY_CODE]
    if unknown:
        raise ValueError(f"{unknown[0]!r} is not a card")


VIEW_CODEC = WireCodec(
    local=LOCAL_FIELDS,
    classes=(RoundOutcome, RoundEnded, InformationView, TableInformation),
    custom={Action: (Action.to_json, action_from_json)},
    checks={TableView: check_cards},
    omit_defaults=True,
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
        self.public = snapshot(state, SPECTATOR)
        table = _encode_table(self.public)
        self.last = {key: table.get(key) for key in KEPT_TABLE}  # None may be left out
        self.table = {**table, **self.last} if whole else _without(table, KEPT_TABLE)
        self.current = state.current_player()
        self._legal: list | None = None
        self._observation: dict | None = None
        self._table_text: str | None = None
        self._observation_text: str | None = None

    @property
    def results(self) -> RESULTS:
        return self.public.results

    def encoded_results(self, last: int | None = None) -> list:
        """Every finished round's outcome as JSON-ready data (the ``last`` ones only)."""
        results = self.public.results if last is None else self.public.results[-last:]
        return _encode_results(results) if last != 0 else []

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
        seat, own = self._seat(viewer)
        return {"table": self.table, "seat": seat, "own": own}

    def text(self, viewer: int, ended: str = "") -> str:
        """:meth:`view` as JSON text, the shared parts written once for every viewer
        (``ended``: the "ended" object's text, when the events finished rounds)."""
        if self._table_text is None:
            self._table_text = wire_text(self.table)
        tail = f',"ended":{ended}}}' if ended else "}"
        if viewer == SPECTATOR:
            return f'{{"table":{self._table_text},"seat":null{tail}'
        seat, own = self._seat(viewer)
        if seat is self._observation:
            if self._observation_text is None:
                self._observation_text = wire_text(seat)
            seat_text = self._observation_text
        else:
            seat_text = wire_text(seat)
        own_text = wire_text(own)
        return f'{{"table":{self._table_text},"seat":{seat_text},"own":{own_text}{tail}'

    def _seat(self, viewer: int) -> tuple[dict, dict]:
        """The seat's observation (shared by every seat of an N-seat game) and its own part:
        its hand, choices and reach, and what of the observation is its alone."""
        state = self.state
        hand = state.hands[viewer]
        own: dict[str, Any] = {"viewer": viewer, "hand": list(code_tuple(hand))}
        if viewer == self.current:
            own["legal"] = self.legal()
        if not self.table_state:
            return _encode_seat(state.information(viewer)), own
        own["reach"] = [
            [CARDS[card].code, list(code_tuple(state.reach(card)))]
            for card in range(48)
            if hand >> card & 1
        ]
        if self._observation is None:
            shared = _encode_seat(state.information(SPECTATOR))
            self._observation = shared if self.whole else _without(shared, (KEPT_SEAT,))
        mine: dict[str, Any] = {"player": viewer, "hand": hand}
        if viewer == self.current:
            mine["legal"] = self.legal()
        mine["public"] = pack_public(state.public_copy(viewer))
        own["seat"] = mine
        return self._observation, own


def wire_text(data: Any) -> str:
    """JSON text as frames carry it (compact, UTF-8 as is)."""
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def merged_view(view: dict) -> dict:
    """A view as received with its "own" part put in: the viewer's hand, choices and reach
    in the table, its own observation fields in the observation. WireError when "own" is
    not such an object."""
    own = view.get("own")
    if own is None:
        return view
    table: Any = view.get("table")
    seat = view.get("seat")
    viewer = own.get("viewer") if isinstance(own, dict) else None
    seats = table.get("seats") if isinstance(table, dict) else None
    if type(viewer) is not int or not isinstance(seats, list) or not 0 <= viewer < len(seats):
        raise WireError("WireView.own: expected the viewer's seat of the table")
    if not isinstance(seats[viewer], dict) or not isinstance(own.get("seat", {}), dict):
        raise WireError("WireView.own: expected objects")
    seats = list(seats)
    seats[viewer] = {**seats[viewer], "hand": own.get("hand")}
    table = {**table, "viewer": viewer, "seats": seats}
    for key in ("legal", "reach"):
        if key in own:
            table[key] = own[key]
    if "seat" in own:
        if not isinstance(seat, dict):
            raise WireError("WireView.own.seat: the view has no observation")
        seat = {**seat, **own["seat"]}
    merged = {key: value for key, value in view.items() if key != "own"}
    merged["table"], merged["seat"] = table, seat
    return merged


def _without(data: dict, keys: tuple[str, ...]) -> dict:
    return {key: value for key, value in data.items() if key not in keys}


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


def kept_view(view: dict, kept: dict | None = None) -> tuple[dict, dict]:
    """A view as received and what the client kept before it (None: nothing, a new match)
    -> the view as the client keeps it (every outcome so far under "results", the last
    round's end filled in) and what it keeps after it: ``{"results": [...], "last": {...}}``.

    A snapshot's view is whole (give ``{"results": <the snapshot's>}``); an events frame's
    view gets the rest from what was kept, and "ended" replaces the outcomes kept from its
    ``first`` on (a batch received twice, or a match's log sent again from its start).
    WireError when "ended" is not such an object."""
    results = list(kept.get("results", ())) if kept else []
    last = kept.get("last") if kept else None
    if last is None:
        last = dict.fromkeys(KEPT_TABLE)
    news = view.get("ended")
    if news is not None:
        if not isinstance(news, dict):
            raise WireError("WireView.ended: expected an object")
        first, outcomes, last = news.get("first"), news.get("outcomes"), news.get("last")
        if type(first) is not int or first < 0 or not isinstance(outcomes, list):
            raise WireError("WireView.ended: expected first (a count) and outcomes (a list)")
        if not isinstance(last, dict) or set(last) != set(KEPT_TABLE):
            raise WireError(f"WireView.ended.last: expected {', '.join(KEPT_TABLE)}")
        results = [*results[:first], *outcomes]
    shown = {key: value for key, value in merged_view(view).items() if key != "ended"}
    table = shown.get("table")
    if isinstance(table, dict):
        if all(key in table for key in KEPT_TABLE):  # a whole view
            last = {key: table[key] for key in KEPT_TABLE}
        else:
            shown["table"] = {**table, **last}
    seat = shown.get("seat")
    if isinstance(seat, dict) and KEPT_SEAT not in seat:
        cls = VIEW_CODEC.classes.get(seat.get(CLASS_KEY, ""))
        if cls is not None and KEPT_SEAT in dict(VIEW_CODEC.fields_of(cls)):
            shown["seat"] = {**seat, KEPT_SEAT: last[KEPT_SEAT]}
    shown["results"] = results
    return shown, {"results": results, "last": last}


def decode_wire_view(data: Any, rules: Any, state_class: type | None = None) -> WireView:
    """The WireView ``data`` encodes, with the room's ``rules`` (and the class of the states
    an observation samples; the game's by default), the outcomes the client kept under
    "results"; WireError (a ValueError) otherwise."""
    if not isinstance(data, dict):
        raise WireError("WireView: expected an object")
    unknown = sorted(set(data) - VIEW_KEYS - {"ended", "own"})
    if unknown:
        raise WireError(f"WireView: unknown field(s) {', '.join(unknown)}")
    data = merged_view(data)
    results = VIEW_CODEC.decode(RESULTS, data.get("results", []), {})
    seat, packed = _split_public(data.get("seat"))
    body = {"table": data.get("table"), "seat": seat}
    given = {"rules": rules, "state_class": state_class, "results": results}
    view = VIEW_CODEC.decode(WireView, body, given)
    return WireView(view.table, _completed(view.seat, packed, state_class))


def decode_observation(data: Any, rules: Any, state_class: type | None = None) -> Any:
    """Only the seat's observation of a kept view (what a CPU seat decides from; None for a
    spectator): :func:`decode_wire_view` without the table."""
    if not isinstance(data, dict):
        raise WireError("WireView: expected an object")
    seat, packed = _split_public(merged_view(data).get("seat"))
    given = {"rules": rules, "state_class": state_class}
    return _completed(VIEW_CODEC.decode(object, seat, given), packed, state_class)


def _split_public(seat: Any) -> tuple[Any, Any]:
    """An observation's data without its public copy, and that copy (None: none sent)."""
    if isinstance(seat, dict) and "public" in seat:
        return _without(seat, ("public",)), seat["public"]
    return seat, None


def _completed(seen: Any, packed: Any, state_class: type | None) -> Any:
    """A decoded observation with what it samples from: an N-seat one's public copy, built
    from ``packed``; koi-koi's class of states."""
    if isinstance(seen, TableInformation):
        if packed is None:
            raise WireError("WireView.seat: a seat's observation lacks its public copy")
        cls = state_class
        if cls is None or not _is_table_class(cls):
            cls = _state_class(seen.game)
        try:
            public = rebuild_public(cls, seen, packed)
        except (PublicStateError, ValueError, TypeError, IndexError) as error:
            raise WireError(f"WireView.seat.public: {error}") from None
        return dataclasses.replace(seen, _public=public)
    if packed is not None:
        raise WireError("WireView.seat: unknown field(s) public")
    if isinstance(seen, InformationView) and seen.state_class is None:
        return dataclasses.replace(seen, state_class=_state_class(seen.game))
    return seen


def _state_class(game: str) -> type:
    try:
        return games.spec(game).state_class()
    except (KeyError, ValueError) as error:
        raise WireError(f"WireView.seat: {error}") from None


def _is_table_class(cls: Any) -> bool:
    return isinstance(cls, type) and getattr(cls, "table_snapshot", None) is not None


def encode_view(view: TableView) -> dict[str, Any]:
    """A TableView alone as JSON-ready data (its rule set and results left out)."""
    return VIEW_CODEC.encode(view, TableView)


def decode_view(data: Any, rules: Any, results: RESULTS = ()) -> TableView:
    """The TableView ``data`` encodes, with the room's ``rules`` and the ``results`` kept;
    WireError otherwise."""
    return VIEW_CODEC.decode(TableView, data, {"rules": rules, "results": results})


__all__ = [
    "LOCAL_FIELDS",
    "VIEW_CODEC",
    "StateViews",
    "WireError",
    "WireView",
    "decode_observation",
    "decode_view",
    "decode_wire_view",
    "encode_results",
    "encode_view",
    "encode_view_texts",
    "encode_views",
    "encode_wire_view",
    "kept_view",
    "merged_view",
    "wire_view",
]
