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

from dataclasses import dataclass
from typing import Any

from game.engine.actions import Action, action_from_json
from game.engine.cards import CARD_BY_CODE
from game.engine.events import SPECTATOR, RoundEnded
from game.engine.fishing.table import RoundOutcome
from game.engine.fishing.view import TableInformation
from game.engine.table_view import TableView, snapshot
from game.engine.view import InformationView
from game.online.codec import WireCodec, WireError

# the fields each side has of its own: never sent, given back on decoding
LOCAL_FIELDS = ("rules", "state_class", "_public")


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
)


def wire_view(state: Any, viewer: int) -> WireView:
    """``viewer``'s view of ``state`` (a seat, or SPECTATOR)."""
    seat = None if viewer == SPECTATOR else state.information(viewer)
    return WireView(snapshot(state, viewer), seat)


def encode_wire_view(state: Any, viewer: int) -> dict[str, Any]:
    """``viewer``'s view of ``state`` as JSON-ready data (no rule set: the room names it)."""
    return VIEW_CODEC.encode(wire_view(state, viewer), WireView)


def decode_wire_view(data: Any, rules: Any, state_class: type | None = None) -> WireView:
    """The WireView ``data`` encodes, with the room's ``rules`` (and the class of the states
    a koi-koi observation samples); WireError (a ValueError) otherwise."""
    return VIEW_CODEC.decode(WireView, data, {"rules": rules, "state_class": state_class})


def encode_view(view: TableView) -> dict[str, Any]:
    """A TableView alone as JSON-ready data (its rule set left out)."""
    return VIEW_CODEC.encode(view, TableView)


def decode_view(data: Any, rules: Any) -> TableView:
    """The TableView ``data`` encodes, with the room's ``rules``; WireError otherwise."""
    return VIEW_CODEC.decode(TableView, data, {"rules": rules})


__all__ = [
    "LOCAL_FIELDS",
    "VIEW_CODEC",
    "WireError",
    "WireView",
    "decode_view",
    "decode_wire_view",
    "encode_view",
    "encode_wire_view",
    "wire_view",
]
