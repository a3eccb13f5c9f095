"""The room server's views do no work they do not send (issue 30, server CPU per move), and
what they send is what a view built for each viewer alone would be.

* an events frame's views build no finished round's outcome unless the events ended a round
  (protocol 3 sends the outcomes once: a snapshot's, then each round's "ended");
* the seats whose public copies hold the same slots share one packed copy (written as JSON
  once), and every seat's packed copy is what ``pack_public`` makes of its own copy.
"""

from __future__ import annotations

import json
import random

import pytest

from game.engine import games
from game.engine.events import SPECTATOR, RoundEnded
from game.engine.fishing import table as fishing_table
from game.engine.table_view import MonthOutcome
from game.online.wire.games import MatchSettings, RoomGame
from game.online.wire.public_state import pack_public
from game.online.wire.server_views import encode_results, encode_view_texts, encode_views

CASES = [(game, seats) for game, spec in games.SPECS.items() for seats in spec.seats]
TABLE_CASES = [(game, seats) for game, seats in CASES if game != games.KOIKOI]


def play(game: str, seats: int, seed: int, rounds: int = 3):
    """A match of random moves: yields the state after each batch of events with the
    number of rounds the batch ended."""
    spec = games.spec(game)
    key = spec.length_key
    settings = MatchSettings(game, spec.default_preset, {key: rounds} if key else {}, seats)
    state = RoomGame(spec).new_match(settings, seed)
    rng = random.Random(seed)
    yield state, 0
    while not state.is_terminal():
        events = state.apply(rng.choice(list(state.legal_actions())))
        yield state, sum(isinstance(event, RoundEnded) for event in events)


def text(data) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_views_build_the_outcomes_only_when_they_send_them(game, seats, monkeypatch):
    built = []
    koikoi_outcome, table_outcome = MonthOutcome.of, fishing_table._outcome

    def count_koikoi(result):
        built.append(result)
        return koikoi_outcome(result)

    def count_table(result, count):
        built.append(result)
        return table_outcome(result, count)

    monkeypatch.setattr(MonthOutcome, "of", staticmethod(count_koikoi))
    monkeypatch.setattr(fishing_table, "_outcome", count_table)
    viewers = [*range(seats), SPECTATOR]
    rounds_ended = 0
    for state, ended in play(game, seats, 7):
        built.clear()
        texts = encode_view_texts(state, viewers, ended)
        if not ended:
            assert built == []  # nothing is built for a frame that sends none
            continue
        rounds_ended += ended
        sent = json.loads(texts[SPECTATOR])["ended"]
        assert sent["first"] + len(sent["outcomes"]) == len(state.round_results)
        assert sent["outcomes"] == json.loads(text(encode_results(state)))[-ended:]
    assert rounds_ended >= 2


@pytest.mark.parametrize(("game", "seats"), TABLE_CASES)
def test_seats_whose_copies_pack_alike_share_one_packed_copy(game, seats):
    shared = positions = 0
    for state, ended in play(game, seats, 11):
        if state.is_terminal():
            break
        views = encode_views(state, list(range(seats)), ended)
        texts = encode_view_texts(state, list(range(seats)), ended)
        publics = [views[seat]["own"]["seat"]["public"] for seat in range(seats)]
        for seat in range(seats):
            own = pack_public(state.public_copy(seat))
            assert text(publics[seat]) == text(own)
            assert json.loads(texts[seat]) == json.loads(text(views[seat]))
            assert text(json.loads(texts[seat])["own"]["seat"]["public"]) == text(own)
        alike = {text(public) for public in publics}
        assert len({id(public) for public in publics}) == len(alike)
        shared += len(alike) == 1
        positions += 1
    assert positions > 20 and shared > positions // 2
