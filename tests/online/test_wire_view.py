"""What a client decodes from the server's view is exactly what a local match gives: the
table's TableView for each seat and a spectator, and each seat's observation (so a CPU seat
or the hint on a client decides as it would locally, the lays it read included), at every
position of whole matches; a malformed view is refused with where it is wrong."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import events as ev
from game.engine.ai import make_player
from game.engine.koikoi.rules import load_preset
from game.engine.koikoi.state import State
from game.engine.table_view import snapshot
from game.online.wire.games import GAMES
from game.online.wire.wire_views import WireError, decode_wire_view, kept_view, merged_view

GAME = GAMES["koikoi"]


def wire(view: dict) -> dict:
    """The view as it arrives: through JSON."""
    return json.loads(json.dumps(view))


@pytest.mark.parametrize("seed", [3, 14])
def test_the_decoded_views_equal_the_local_ones_at_every_position(seed):
    rules = load_preset("koikoi-japan").with_overrides({"months": 4})
    state = State(rules, seed)
    players = [make_player("easy"), make_player("normal")]
    rng = random.Random(seed)
    positions = lays = ended = 0
    kept: dict[int, dict | None] = {0: None, 1: None, ev.SPECTATOR: None}
    while True:
        views = GAME.views(state, [0, 1, ev.SPECTATOR], ended)
        for viewer in (0, 1, ev.SPECTATOR):
            view, kept[viewer] = kept_view(wire(views[viewer]), kept[viewer])
            shown = decode_wire_view(view, rules, State)
            assert shown.table == snapshot(state, viewer)
            if viewer == ev.SPECTATOR:
                assert shown.seat is None
            else:
                assert shown.seat == state.information(viewer)
                assert shown.seat.state_class is State
                lays += shown.seat.lay_avoids != (0, 0)
        positions += 1
        if state.is_terminal():
            break
        seat = state.current_player()
        events = state.apply(players[seat].choose(state.information(seat), rng))
        ended = sum(type(event).__name__ == "RoundEnded" for event in events)
    assert positions > 40 and len(snapshot(state, 0).results) == 4
    assert lays > 0  # some of those positions had a lay to read


def test_a_seat_is_sent_its_own_hand_and_choices_only():
    state = State(load_preset("nintendo"), 1)
    acting = state.current_player()
    other = 1 - acting
    sent = wire(GAME.view(state, other))
    assert all(seat.get("hand") is None for seat in sent["table"]["seats"])  # shared
    assert sent["own"]["viewer"] == other and "legal" not in sent["own"]
    sent = merged_view(sent)
    hands = [seat["hand"] for seat in sent["table"]["seats"]]
    assert hands[acting] is None and len(hands[other]) == 8
    assert sent["table"]["legal"] == [] and sent["seat"]["legal"] == []
    assert "rules" not in sent["table"] and "state_class" not in sent["seat"]
    assert wire(GAME.view(state, ev.SPECTATOR))["seat"] is None


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda v: v["table"].pop("field"), "WireView.table: TableView lacks field"),
        (
            lambda v: v["own"].update(hand=["13-9"]),
            "WireView.table: '13-9' is not a card",
        ),
        (lambda v: v["seat"].update(hand="all"), "WireView.seat.hand: expected a whole number"),
        (lambda v: v["seat"].update({"$class": "State"}), "'State' is not a class allowed"),
        (lambda v: v.update(extra=1), "WireView: unknown field(s) extra"),
    ],
)
def test_a_malformed_view_is_refused_saying_where(change, says):
    state = State(load_preset("nintendo"), 1)
    view = wire(GAME.view(state, 0, whole=True))
    change(view)
    with pytest.raises(WireError) as refused:
        decode_wire_view(view, state.rules, State)
    assert says in str(refused.value)
