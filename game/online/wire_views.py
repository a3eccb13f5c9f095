"""The per-viewer views on the wire: the engine's TableView and a seat's observation, written
and read by the one dataclass codec (:mod:`game.online.codec`).

:data:`VIEW_CODEC` knows what the views hold that a generic codec cannot: the rule set and the
class a view samples its states from stay on each side (the client has the room's rules;
``local``), a finished round's outcome and event are subclasses of, or wider than, the declared
fields (``classes``), and an action goes as the action JSON every record uses, read back as the
interned action (``custom``). :func:`encode_view` / :func:`decode_view` are the server's and the
client's ends; every game's views round-trip (tests/online/test_codec.py).
"""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, action_from_json
from game.engine.fishing.events import RoundEnded
from game.engine.fishing.table import RoundOutcome
from game.engine.table_view import TableView
from game.online.codec import WireCodec, WireError

# the fields each side has of its own: never sent, given back on decoding
LOCAL_FIELDS = ("rules", "state_class", "_public")

VIEW_CODEC = WireCodec(
    local=LOCAL_FIELDS,
    classes=(RoundOutcome, RoundEnded),
    custom={Action: (Action.to_json, action_from_json)},
)


def encode_view(view: TableView) -> dict[str, Any]:
    """A TableView as JSON-ready data (its rule set left out)."""
    return VIEW_CODEC.encode(view, TableView)


def decode_view(data: Any, rules: Any) -> TableView:
    """The TableView ``data`` encodes, with the room's ``rules``; WireError otherwise."""
    return VIEW_CODEC.decode(TableView, data, {"rules": rules})


__all__ = ["LOCAL_FIELDS", "VIEW_CODEC", "WireError", "decode_view", "encode_view"]
