"""Every game at every seat count through the wire views (protocol 3): what a client keeps
and decodes is what a local match gives - each viewer's TableView (its results kept from the
snapshot and the round ends), each seat's observation with its public copy slot for slot, so
that a CPU seat or the hint decides on a client as it would locally (same RNG, same move) -
and no view for a seat or a spectator names a card of another seat's hand or of the stock."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import games
from game.engine.ai import make_player
from game.engine.cards import CARDS, ids_from_mask
from game.engine.events import SPECTATOR, for_viewer
from game.engine.fishing.view import TableInformation
from game.engine.table_view import snapshot
from game.online.wire import protocol
from game.online.wire.games import MatchSettings, RoomGame
from game.online.wire.public_state import BLANK, state_slots
from game.online.wire.server_views import encode_results, encode_views, encode_wire_view
from game.online.wire.wire_views import decode_observation, decode_wire_view, kept_view, merged_view

CASES = [(game, seats) for game, spec in games.SPECS.items() for seats in spec.seats]
ROUND_ENDS = ("MonthEnded", "RoundEnded")


def wire(data):
    """As it arrives: through JSON."""
    return json.loads(json.dumps(data))


def shape(value):
    """A value with its container types spelled out (a list is not a tuple here)."""
    if isinstance(value, list | tuple):
        return (type(value).__name__, [shape(item) for item in value])
    if isinstance(value, dict):
        return ("dict", {key: shape(item) for key, item in value.items()})
    if isinstance(value, random.Random):
        return ("rng", value.getstate())
    return value


def slots_of(state) -> dict:
    return {name: shape(getattr(state, name)) for name in state_slots(type(state))}


def play(game: str, seats: int, seed: int, rounds: int = 2):
    """A match of ``rounds`` rounds played by random moves: yields the state after each
    batch of events with the number of rounds the batch finished."""
    spec = games.spec(game)
    room_game = RoomGame(spec)
    key = spec.length_key
    settings = MatchSettings(game, spec.default_preset, {key: rounds} if key else {}, seats)
    state = room_game.new_match(settings, seed)
    rng = random.Random(seed)
    yield state, 0
    while not state.is_terminal():
        events = state.apply(rng.choice(list(state.legal_actions())))
        yield state, sum(type(event).__name__ in ROUND_ENDS for event in events)


def hidden_from(state, viewer: int) -> set[int]:
    """The cards ``viewer`` may not see: the other hands but their face-up cards, the stock."""
    hidden = set(state.stock[state.stock_pos :])
    for seat, hand in enumerate(state.hands):
        if seat != viewer:
            shown = state.revealed[seat] if hasattr(state, "revealed") else 0
            hidden |= set(ids_from_mask(hand & ~shown))
    return hidden


def current_round(view: dict) -> dict:
    """A view without the last round's end (its cards were shown to everyone, and are dealt
    again since) and without the outcomes of the rounds ended; the viewer's own part (its
    hand, choices, reach and its observation's own fields) put in its place."""
    view = merged_view(view)
    table = dict(view["table"], last_round=None)
    seat = view["seat"] and dict(view["seat"], last_round=None)
    return {"table": table, "seat": seat}


def codes_in(data) -> set[str]:
    text = json.dumps(data)
    return {card.code for card in CARDS if f'"{card.code}"' in text}


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_every_viewer_keeps_and_decodes_the_local_view_and_observation(game, seats):
    viewers = [*range(seats), SPECTATOR]
    kept: dict[int, dict | None] = dict.fromkeys(viewers)
    positions = ended_rounds = 0
    for state, ended in play(game, seats, 5):
        sent = encode_views(state, viewers, ended)
        ended_rounds += ended
        for viewer in viewers:
            view, kept[viewer] = kept_view(wire(sent[viewer]), kept[viewer])
            shown = decode_wire_view(view, state.rules)
            assert shown.table == snapshot(state, viewer)
            if viewer == SPECTATOR:
                assert shown.seat is None
                continue
            local = state.information(viewer)
            assert shown.seat == local
            public = getattr(local, "_public", None)
            if public is not None:
                assert slots_of(shown.seat._public) == slots_of(public)
        positions += 1
    assert positions > 20 and ended_rounds >= 1
    # a snapshot's results are the ones kept from the round ends
    assert kept[SPECTATOR]["results"] == wire(encode_results(state))


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_a_cpu_decides_from_the_decoded_observation_as_from_the_local_one(game, seats):
    players = [make_player("normal", game=game) for _ in range(seats)]
    decided = 0
    for state, _ended in play(game, seats, 9):
        seat = state.current_player()
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        sent = wire(encode_wire_view(state, seat))  # whole, as a snapshot's
        kept = kept_view(sent)[0]
        shown = decode_wire_view(kept, state.rules).seat
        alone = decode_observation(kept, state.rules)  # what the benchmark's seats read
        assert alone == shown
        if isinstance(shown, TableInformation):
            assert slots_of(alone._public) == slots_of(shown._public)
        else:
            assert alone.state_class is shown.state_class is type(state)
        local = players[seat].choose(state.information(seat), random.Random(decided))
        remote = players[seat].choose(shown, random.Random(decided))
        assert remote == local
        for _ in range(3):  # the worlds sampled from either are the same
            seed = random.Random(decided).random()
            sampled = shown.sample_state(random.Random(seed))
            assert slots_of(sampled) == slots_of(
                state.information(seat).sample_state(random.Random(seed))
            )
        decided += 1
        if decided >= 12:
            break
    assert decided >= 6


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_no_view_names_a_card_of_another_hand_or_of_the_stock(game, seats):
    viewers = [*range(seats), SPECTATOR]
    checked = 0
    for state, ended in play(game, seats, 3):
        sent = encode_views(state, viewers, ended)
        for viewer in viewers:
            hidden = hidden_from(state, viewer)
            data = wire(sent[viewer])
            shown = codes_in(current_round(data))
            leaked = {code for code in shown if CARDS_BY_CODE[code] in hidden}
            assert not leaked, f"{viewer} sees {leaked}"
            if viewer == SPECTATOR:
                assert data["seat"] is None
                continue
            view = decode_wire_view(kept_view(data)[0], state.rules)
            seen = view.seat.hand if isinstance(view.seat.hand, int) else 0
            assert seen == state.hands[viewer]
            public = getattr(view.seat, "_public", None)
            if public is not None:  # the public copy holds no hidden card either
                for name in ("stock", "deal_queue"):
                    assert getattr(public, name) == BLANK[name]
                for other, hand in enumerate(public.hands):
                    if other != viewer:
                        assert hand == state.revealed[other]
            checked += 1
    assert checked > 50


CARDS_BY_CODE = {card.code: card.id for card in CARDS}


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_no_event_sent_names_a_card_still_hidden_from_its_viewer(game, seats):
    """The events each viewer is sent (``for_viewer``, as the server sends them) name no card
    of another hand or of the stock that stays hidden: only a card played, drawn or shown."""
    spec = games.spec(game)
    room_game = RoomGame(spec)
    key = spec.length_key
    settings = MatchSettings(game, spec.default_preset, {key: 2} if key else {}, seats)
    state = room_game.new_match(settings, 4)
    rng = random.Random(4)
    viewers = [*range(seats), SPECTATOR]
    batches = [([], list(state.initial_events()))]
    checked = 0
    while True:
        for before, events in batches:
            for viewer in viewers:
                sent = protocol.events_json(for_viewer(events, viewer))
                shown = {
                    card
                    for event in sent
                    if event["type"] in ("CardPlayed", "CardDrawn", "TeyakuShown")
                    for card in codes_in(event)
                }
                hidden = hidden_from(state, viewer)
                if before:
                    hidden &= before[viewer]
                named = {CARDS_BY_CODE[code] for code in codes_in(sent)}
                leaked = (named & hidden) - {CARDS_BY_CODE[code] for code in shown}
                assert not leaked, f"{viewer} is sent {leaked}"
                checked += 1
        if state.is_terminal():
            break
        before = {viewer: hidden_from(state, viewer) for viewer in viewers}
        batches = [(before, state.apply(rng.choice(list(state.legal_actions()))))]
    assert checked > 50
