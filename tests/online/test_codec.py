"""The dataclass codec: every game's per-viewer views round-trip, and bad data is refused
with a sentence naming where."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from enum import StrEnum

import pytest

from game.engine import games
from game.engine.events import ALL_SEEING, SPECTATOR
from game.engine.table_view import TableView, snapshot
from game.online.wire.codec import CLASS_KEY, WireCodec, WireError
from game.online.wire.codec_readers import Refused
from game.online.wire.server_views import encode_results, encode_wire_view
from game.online.wire.wire_views import (
    VIEW_CODEC,
    decode_view,
    decode_wire_view,
    encode_view,
    kept_view,
)

CASES = [(game, seats) for game, spec in games.SPECS.items() for seats in spec.seats]


def positions(game: str, seats: int, seed: int, every: int = 7):
    """States along one random match (a copy every ``every`` actions, and the end)."""
    rng = random.Random(seed)
    state = games.new_state(game, seats, seed=seed)
    steps = 0
    while not state.is_terminal() and steps < 400:
        if steps % every == 0:
            yield state.clone()
        state.apply(rng.choice(list(state.legal_actions())))
        steps += 1
    yield state


def wire(data):
    return json.loads(json.dumps(data))


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_every_games_views_round_trip_through_json(game, seats):
    checked = 0
    for state in positions(game, seats, seed=seats * 31 + len(game)):
        rules = state.rules
        for viewer in (*range(seats), SPECTATOR, ALL_SEEING):
            view = snapshot(state, viewer)
            data = wire(encode_view(view))
            assert "results" not in data  # the client keeps them (wire_views.kept_view)
            assert decode_view(data, rules, view.results) == view
            checked += 1
        for seat in (*range(seats), SPECTATOR) if seats > 2 or game != "koikoi" else range(2):
            seen = state.information(seat)
            cls = type(seen)
            data = wire(VIEW_CODEC.encode(seen, cls))
            assert "rules" not in data and "_public" not in data
            back = VIEW_CODEC.decode(cls, data, {"rules": rules, "state_class": type(state)})
            assert back == seen
            checked += 1
    assert checked > 20


def test_a_finished_matchs_results_keep_their_class():
    state = list(positions("roppyakken", 3, seed=5))[-1]
    view = snapshot(state, 0)
    assert view.results, "the match played rounds"
    data = wire(encode_results(state))
    assert data[0][CLASS_KEY] == "RoundOutcome"
    kept, _kept = kept_view(wire(encode_wire_view(state, 0)), {"results": data})
    back = decode_wire_view(kept, state.rules).table
    assert type(back.results[0]).__name__ == "RoundOutcome" and back == view


def test_actions_go_as_record_json_and_come_back_interned():
    state = games.new_state("koikoi", 2, seed=3)
    view = snapshot(state, state.current_player())
    data = wire(encode_view(view))
    assert data["legal"] == [action.to_json() for action in view.legal]
    back = decode_view(data, state.rules)
    assert all(a is b for a, b in zip(back.legal, view.legal, strict=True))


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Inner:
    colour: Colour
    tags: frozenset[str]


@dataclass(frozen=True)
class Outer:
    count: int
    name: str
    inner: Inner
    maybe: Inner | None
    pair: tuple[int, str]
    many: tuple[int, ...]
    rules: object = None


CODEC = WireCodec(local=("rules",))
SAMPLE = Outer(3, "x", Inner(Colour.RED, frozenset({"b", "a"})), None, (1, "y"), (4, 5))


def test_plain_dataclasses_round_trip_and_the_local_field_is_given_back():
    data = wire(CODEC.encode(SAMPLE, Outer))
    assert data == {
        "count": 3,
        "name": "x",
        "inner": {"colour": "red", "tags": ["a", "b"]},
        "maybe": None,
        "pair": [1, "y"],
        "many": [4, 5],
    }
    assert CODEC.decode(Outer, data) == SAMPLE
    assert CODEC.decode(Outer, data, {"rules": "given"}).rules == "given"


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d.update(extra=1), "Outer: unknown field(s) extra of Outer"),
        (lambda d: d.pop("name"), "Outer: Outer lacks name"),
        (lambda d: d.update(count="3"), "Outer.count: expected a whole number, got '3'"),
        (lambda d: d.update(count=True), "Outer.count: expected a whole number, got True"),
        (lambda d: d["inner"].update(colour="green"), "Outer.inner.colour: 'green' is not"),
        (lambda d: d.update(pair=[1]), "Outer.pair: expected 2 items, got 1"),
        (lambda d: d.update(many=[1, None]), "Outer.many[1]: expected a whole number"),
        (lambda d: d.update(inner=[]), "Outer.inner: expected an object, got []"),
        (lambda d: d["inner"].update({CLASS_KEY: "Outer"}), "'Outer' is not a class allowed"),
        (lambda d: d.update(rules="sent"), "Outer: unknown field(s) rules of Outer"),
    ],
)
def test_bad_data_is_refused_with_where_it_is_wrong(change, says):
    data = wire(CODEC.encode(SAMPLE, Outer))
    change(data)
    with pytest.raises(WireError) as refused:
        CODEC.decode(Outer, data)
    assert says in str(refused.value)


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(extra=1),
        lambda d: d.pop("name"),
        lambda d: d.update(count="3"),
        lambda d: d.update(count=True),
        lambda d: d["inner"].update(colour="green"),
        lambda d: d.update(pair=[1]),
        lambda d: d.update(many=[1, None]),
        lambda d: d.update(inner=[]),
        lambda d: d["inner"].update({CLASS_KEY: "Outer"}),
        lambda d: d.update(rules="sent"),
        lambda d: d.update(maybe={"colour": "red"}),
    ],
)
def test_the_compiled_reader_refuses_what_the_step_by_step_reading_refuses(change):
    data = wire(CODEC.encode(SAMPLE, Outer))
    change(data)
    with pytest.raises(Refused):
        CODEC._decoder(Outer)(data, {})
    with pytest.raises(WireError):
        CODEC._value(Outer, data, {}, "Outer")


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_the_compiled_reader_reads_every_view_as_the_step_by_step_reading(game, seats):
    checked = 0
    for state in positions(game, seats, seed=seats * 7 + len(game), every=11):
        given = {"rules": state.rules, "results": (), "state_class": type(state)}
        for viewer in (*range(seats), SPECTATOR):
            data = wire(encode_view(snapshot(state, viewer)))
            fast = VIEW_CODEC._decoder(TableView)(data, given)
            assert fast == VIEW_CODEC._value(TableView, data, given, "TableView")
            checked += 1
    assert checked > 10


def test_a_class_the_codec_may_not_send_is_refused():
    with pytest.raises(WireError, match="Outer is not a class this codec may send"):
        CODEC.encode(SAMPLE, None)
    assert CODEC.encode(SAMPLE.inner, Inner)["colour"] == "red"
