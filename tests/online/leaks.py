"""The leak scan: no frame shows a viewer a card it may not know yet.

Ground truth is the server's all-seeing event log. Walking it gives, after every event, the
cards hidden from each viewer: the other seats' hands and the stock not yet drawn (for a
spectator, every hand and the stock). Each frame a viewer received is then checked string by
string: a card code may appear in an event only if it is not hidden at that point or if that
very event reveals it (the card played, the card drawn, a hand shown for a hand yaku, the
viewer's own new hand and the new field at a deal); the view sent with the frame may show no
hidden card at all (the observation's card masks read as codes). Hidden sets reset at every month
or round end (its secrets are void). Every game: the games for two to four seats have more
hands, cards laid face up in a hand (a teyaku shown: public from then on) and their round end
(``last_round``, checked equal to the log's last RoundEnded like koi-koi's month end).
"""

from __future__ import annotations

import dataclasses
import json
import re

from game.engine import events as ev
from game.engine.cards import CARDS
from game.online.wire.wire_views import kept_view

CODE = re.compile(r"^(?:[1-9]|1[0-2])-[1-4]$")
FORBIDDEN_KEYS = {"seed", "rng", "deal", "deals", "record", "stock_order"}


def strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings(item)]
    return []


def codes_in(value) -> set[str]:
    return {s for s in strings(value) if CODE.match(s)}


def keys_in(value) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for item in value.values() for k in keys_in(item)}
    if isinstance(value, list):
        return {k for item in value for k in keys_in(item)}
    return set()


# the card masks (and the one card id) of a seat's observation (game.engine.koikoi.view, and the
# games for two to four seats' game.engine.fishing.view)
OBSERVATION_MASKS = ("hand", "field", "pending_options", "turn_start_captured", "dead")
ROUND_ENDS = ("last_round",)  # public once told; checked apart


def observed_cards(seat: dict | None) -> set[str]:
    """Every card a seat's observation names, as codes (it carries masks, not codes)."""
    if seat is None:
        return set()
    masks = [seat[key] for key in OBSERVATION_MASKS if key in seat] + list(seat["captured"])
    masks += list(seat.get("revealed", ()))
    if seat["pending"] >= 0:
        masks.append(1 << seat["pending"])
    return {CARDS[card].code for mask in masks for card in range(48) if mask >> card & 1}


def month_end_before(log: list, seq: int, kind: type = ev.RoundEnded) -> dict | None:
    """The last RoundEnded (or ``kind``) of the server's log up to event ``seq``, as a view
    carries it."""
    for event in reversed(log[:seq]):
        if isinstance(event, kind):
            # as the view codec writes it: a field at its default is left out (protocol 3)
            data = {
                field.name: getattr(event, field.name)
                for field in dataclasses.fields(event)
                if field.default is dataclasses.MISSING
                or getattr(event, field.name) != field.default
            }
            return json.loads(json.dumps(data))
    return None


class Truth:
    """Hidden cards per viewer after each event of the server's log (index = seq)."""

    def __init__(self, log: list, seats: int = 2) -> None:
        self.seats = seats
        hands: list[set[str]] = [set() for _ in range(seats)]
        stock: list[str] = []
        self.after: list[dict[int, frozenset]] = [self._hidden(hands, stock)]
        for event in log:
            if isinstance(event, ev.Dealt):
                hands = [set(h) for h in event.hands]
                stock = list(event.stock)
            elif isinstance(event, ev.CardPlayed):
                hands[event.player].discard(event.card)
            elif isinstance(event, ev.CardDrawn):
                assert stock and stock[0] == event.card, "the truth log draws out of order"
                stock.pop(0)
            elif isinstance(event, ev.TeyakuShown):
                hands[event.player].difference_update(event.cards)  # face up from now on
            elif isinstance(event, ev.RoundEnded):
                hands, stock = [set() for _ in range(seats)], []
            self.after.append(self._hidden(hands, stock))

    def _hidden(self, hands, stock) -> dict[int, frozenset]:
        viewers = list(range(self.seats)) + [ev.SPECTATOR]
        return {
            viewer: frozenset(
                set(stock).union(*(hand for seat, hand in enumerate(hands) if seat != viewer))
            )
            for viewer in viewers
        }


def revealed_by(event: dict, viewer: int) -> set[str]:
    kind = event["type"]
    if kind in ("CardPlayed", "CardDrawn"):
        return {event["card"]}
    if kind == "TeyakuShown":
        return set(event["cards"])
    return set()


def scan(frames: list[str], truth: Truth, viewer: int, log: list) -> int:
    """Check every frame one viewer received; returns how many card mentions were checked."""
    checked = 0
    over = False
    kept: dict | None = None
    for frame in frames:
        message = json.loads(frame)
        if message["type"] == "record":
            assert over, "a record was sent before the match ended"
            continue
        bad_keys = keys_in(message) & FORBIDDEN_KEYS
        assert not bad_keys, f"{message['type']} carries {bad_keys}"
        if message["type"] == "events":
            first, last = message["first_seq"], message["last_seq"]
            kept = None if first == 1 else kept
            assert len(message["events"]) == last - first + 1
            for offset, event in enumerate(message["events"]):
                seq = first + offset
                assert event["type"] == type(log[seq - 1]).__name__
                if event["type"] == "Dealt":
                    hidden = truth.after[seq][viewer]
                    hands = event["hands"]
                    assert all(h is None for n, h in enumerate(hands) if n != viewer)
                    assert event["stock"] is None
                else:
                    hidden = truth.after[seq - 1][viewer] - revealed_by(event, viewer)
                leaked = codes_in(event) & hidden
                assert not leaked, f"{event['type']} at seq {seq} shows hidden {leaked}"
                checked += len(codes_in(event))
                over = over or event["type"] == "MatchEnded"
            view_seq = last
        elif message["type"] == "snapshot":
            view_seq = message["seq"]
            kept = {"results": message["results"]}
            leaked = codes_in(message["events"]) & truth.after[view_seq][viewer]
            assert not leaked, f"snapshot events show hidden {leaked}"
            checked += len(codes_in(message["events"]))
        else:
            assert not codes_in(message), f"{message['type']} names cards"
            continue
        view, kept = kept_view(message["view"], kept)  # protocol 3: the client keeps some
        table, seat = view["table"], view["seat"]
        over = over or table["phase"] == "match_over"
        assert all(s["hand"] is None for n, s in enumerate(table["seats"]) if n != viewer)
        assert (seat is None) == (viewer == ev.SPECTATOR)
        # the last month end is the one every viewer was shown (its captures are public)
        # the last round end is the one every viewer was shown (its captures are public):
        # every game's view names it last_round, and an N-seat observation the same
        ended = month_end_before(log, view_seq)
        assert table.get("last_round") == ended, "not the round end"
        if seat is not None and "last_round" in seat:
            assert seat["last_round"] == ended, "not the round end"
        public = {key: value for key, value in table.items() if key not in ROUND_ENDS}
        observed = {key: value for key, value in (seat or {}).items() if key not in ROUND_ENDS}
        shown = codes_in(public) | codes_in(observed) | observed_cards(seat)
        leaked = shown & truth.after[view_seq][viewer]
        assert not leaked, f"the view at seq {view_seq} shows hidden {leaked}"
        checked += len(shown)
    return checked
