"""The per-viewer views on the wire: the engine's TableView and a seat's observation, written
and read by the one dataclass codec (:mod:`game.online.wire.codec`).

Every ``events`` and ``snapshot`` frame carries one :class:`WireView` for its viewer: the
TableView the engine builds for that viewer (``table_view.snapshot``: the viewer's own hand
only, the others as counts, the legal actions on the viewer's own turn) and, for a seat, its
observation (``state.information(seat)``: what a CPU seat or the hint decides from); a
spectator's ``seat`` is null. The client decodes them into the very values a local match
gives its table, so nothing rebuilds a view by hand on either side. The server builds and
writes them in :mod:`game.online.wire.server_views` (protocol 3: the parts every viewer shares
once, the viewer's own part under "own"; the finished rounds' outcomes and the last round's
end once, under "ended"); here the client puts them together again (:func:`merged_view`,
:func:`kept_view`) and reads them (:func:`decode_wire_view`, :func:`decode_observation`).

:data:`VIEW_CODEC` knows what the views hold that a generic codec cannot: the rule set and the
class an observation samples its states from stay on each side (the client has the room's
rules; ``local``), a finished round's outcome and event are subclasses of, or wider than, the
declared fields (``classes``), and an action goes as the action JSON every record uses, read
back as the interned action (``custom``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from game.engine import games
from game.engine.actions import Action, action_from_json
from game.engine.cards import CARD_BY_CODE
from game.engine.events import RoundEnded
from game.engine.fishing.table import RoundOutcome
from game.engine.fishing.view import TableInformation
from game.engine.koikoi.view import InformationView
from game.engine.table_view import MonthOutcome, TableView
from game.online.wire.codec import CLASS_KEY, WireCodec, WireError
from game.online.wire.public_state import PublicStateError, rebuild_public

# the fields each side has of its own: never sent, given back on decoding (a TableView's
# ``results``: every finished round's outcome, sent once in a snapshot and then with the
# events that end a round; the client keeps them, :func:`kept_view`)
LOCAL_FIELDS = ("rules", "state_class", "_public", "results")
# the fields of a view that change only when a round ends (its end event: koi-koi's month
# end, the N-seat games' round end): an events frame's view leaves them out and they go, once,
# under "ended" with the round's outcome; a snapshot's view has them; the client keeps them
KEPT_TABLE = ("last_round",)
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


def without(data: dict, keys: tuple[str, ...]) -> dict:
    return {key: value for key, value in data.items() if key not in keys}


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
        return without(seat, ("public",)), seat["public"]
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
    "WireError",
    "WireView",
    "decode_observation",
    "decode_view",
    "decode_wire_view",
    "encode_view",
    "kept_view",
    "merged_view",
    "without",
]
