"""The previous turn as facts, for the autosave: who played, drew, took or laid on the field
which cards, who called koi-koi or stopped - never the sentence a table made of them, so a
continued match tells its previous turn in the language in force when it is shown.

:func:`facts_of` turns a turn's engine events into JSON-ready facts (the events the
"Previous turn" line tells; the others are left out); :func:`events_of` reads them back
as engine events, checking every field: anything malformed raises ``storage.InvalidData``;
:func:`told` is a turn's events as saving and loading give them back.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core import storage
from game.engine import events as ev
from game.engine.cards import CARD_BY_CODE
from game.engine.koikoi.decisions import CALL

MAX_FACTS = 24  # a turn tells a handful: play, take, draw, take, a call
MAX_SEAT = 3
MAX_SOURCE = 16  # "play", "draw", ...
MAX_CARDS = 8  # a capture takes at most the card and three of its month


def facts_of(events: Iterable) -> list[dict[str, Any]]:
    """The facts of a turn's events, in order (JSON-ready)."""
    out: list[dict[str, Any]] = []
    for event in events:
        if isinstance(event, ev.CardPlayed):
            out.append({"fact": "played", "seat": event.player, "card": event.card})
        elif isinstance(event, ev.CardDrawn):
            out.append({"fact": "drew", "seat": event.player, "card": event.card})
        elif isinstance(event, ev.CardToField):
            out.append(
                {"fact": "laid", "seat": event.player, "card": event.card, "source": event.source}
            )
        elif isinstance(event, ev.Captured):
            out.append(
                {
                    "fact": "took",
                    "seat": event.player,
                    "cards": list(event.cards),
                    "source": event.source,
                }
            )
        elif isinstance(event, ev.KoiKoiCalled):
            out.append({"fact": CALL, "seat": event.player, "count": event.count})
        elif isinstance(event, ev.Stopped):
            out.append({"fact": "stopped", "seat": event.player, "forced": event.forced})
    return out


def told(events: Iterable) -> tuple:
    """The events of a turn as its saved facts give them back (what a TableLook holds, so a
    look compares equal to itself saved and loaded)."""
    return events_of(facts_of(events))


def events_of(data: Any) -> tuple:
    """The engine events of saved facts; InvalidData when they are malformed."""
    if not isinstance(data, list) or len(data) > MAX_FACTS:
        raise storage.InvalidData("the previous turn must list at most a few facts")
    return tuple(_event(fact) for fact in data)


def _event(fact: Any):
    if not isinstance(fact, dict):
        raise storage.InvalidData("each fact of the previous turn must be an object")
    kind = fact.get("fact")
    seat = _seat(fact.get("seat"))
    if kind == "played":
        return ev.CardPlayed(seat, _card(fact.get("card")), ())
    if kind == "drew":
        return ev.CardDrawn(seat, _card(fact.get("card")), ())
    if kind == "laid":
        return ev.CardToField(seat, _card(fact.get("card")), _source(fact.get("source")))
    if kind == "took":
        cards = fact.get("cards")
        source = fact.get("source")
        if not isinstance(cards, list) or not 0 < len(cards) <= MAX_CARDS:
            raise storage.InvalidData("a capture must list the cards taken")
        return ev.Captured(seat, tuple(_card(card) for card in cards), _source(source))
    if kind == CALL:
        count = fact.get("count")
        if not _small_int(count, 1, 12):
            raise storage.InvalidData("a koi-koi call must count 1 to 12")
        return ev.KoiKoiCalled(seat, count)
    if kind == "stopped":
        forced = fact.get("forced")
        if not isinstance(forced, bool):
            raise storage.InvalidData("a stop must say whether it was forced")
        return ev.Stopped(seat, forced)
    raise storage.InvalidData(f"unknown fact of the previous turn: {str(kind)[:20]!r}")


def _small_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _seat(value: Any) -> int:
    if not _small_int(value, 0, MAX_SEAT):
        raise storage.InvalidData("a fact's seat must be 0 to 3")
    return value


def _source(value: Any) -> str:
    if not isinstance(value, str) or len(value) > MAX_SOURCE:
        raise storage.InvalidData("a fact's source must be short text")
    return value


def _card(value: Any) -> str:
    if not isinstance(value, str) or value not in CARD_BY_CODE:
        raise storage.InvalidData("a fact's card must be a card code")
    return value
