"""Every game tells its match with one set of events: the same class for the same happening
(a round begins, a yaku is made, a hand combination is shown), with the per-game details as
optional fields (issue 33, item 2)."""

from __future__ import annotations

import random

import pytest

from game.engine import events as ev
from game.engine import games
from tests.engine.helpers import start
from tests.engine.table_helpers import ropp_deal

SEATS = [(game, seats) for game in games.SPECS for seats in games.spec(game).seats]


def played_events(game: str, seats: int, seed: int = 5) -> list:
    """The events of one random match of ``game`` (every seat random, all-seeing)."""
    state = games.new_state(game, seats=seats, seed=seed)
    events = list(state.initial_events())
    rng = random.Random(seed)
    while not state.is_terminal():
        events.extend(state.apply(rng.choice(state.legal_actions())))
    return events


@pytest.mark.parametrize(("game", "seats"), SEATS)
def test_every_game_starts_each_round_with_the_one_round_started(game, seats):
    events = played_events(game, seats)
    started = [event for event in events if isinstance(event, ev.RoundStarted)]
    assert type(events[0]) is ev.RoundStarted
    assert {event.game for event in started} == {game}
    assert [event.round for event in started][:2] == [1, 2]
    assert all(len(event.scores) == seats for event in started)
    assert not any(type(event).__name__ == "MonthStarted" for event in events)


def test_koikoi_teshi_and_roppyakken_te_san_are_the_one_teyaku_shown():
    teshi_hand = ["1-1", "1-2", "1-3", "1-4", "2-1", "3-1", "4-1", "5-1"]
    other = ["6-1", "7-1", "8-1", "9-1", "10-1", "11-1", "12-1", "2-2"]
    field = ["3-2", "4-2", "5-2", "6-2", "7-2", "8-2", "9-2", "10-2"]
    koikoi = [e for e in start(teshi_hand, other, field, dealer=1).initial_events()]
    (teshi,) = [e for e in koikoi if isinstance(e, ev.TeyakuShown)]
    assert (teshi.player, teshi.teyaku, teshi.ends_round) == (0, (("teshi", 6),), True)
    assert sorted(teshi.cards) == sorted(teshi_hand)
    tesan_hand = ["1-1", "1-2", "1-3", "2-1", "3-1", "4-1", "5-1", "6-1"]
    other = ["2-2", "3-2", "4-2", "5-2", "6-2", "7-1", "7-2", "8-1"]
    field = ["8-2", "9-1", "9-2", "10-1", "10-2", "11-2", "11-3", "12-1"]
    roppyakken = ropp_deal([tesan_hand, other], field).initial_events()
    shown = [e for e in roppyakken if isinstance(e, ev.TeyakuShown)]
    assert shown == [ev.TeyakuShown(0, (("te-san", 200),), ("1-1", "1-2", "1-3"))]
    assert not any(type(e).__name__ == "HandYakuShown" for e in koikoi + roppyakken)


@pytest.mark.parametrize(("game", "seats"), SEATS)
def test_every_game_tells_a_scored_turn_with_the_one_turn_scored(game, seats):
    events = played_events(game, seats)
    scored = [event for event in events if isinstance(event, ev.TurnScored)]
    assert scored, "no turn scored in a whole match"
    assert not any(type(event).__name__ == "YakuFormed" for event in events)
    for event in scored:
        assert {name for name, _points in event.yaku} >= set(event.new)
        assert {name for name, _cards in event.cards} <= {name for name, _ in event.yaku}
    if game == games.KOIKOI:  # a yaku made: what stopping pays now
        assert all(event.new and event.stop_score >= event.total > 0 for event in scored)
    else:  # every turn: the points the seat's cards are worth
        assert all(event.stop_score == 0 and not event.decision for event in scored)
        assert any(event.card_points > 0 for event in scored)


@pytest.mark.parametrize(("game", "seats"), SEATS)
def test_every_game_ends_each_round_with_the_one_round_ended(game, seats):
    events = played_events(game, seats)
    ended = [event for event in events if isinstance(event, ev.RoundEnded)]
    started = [event for event in events if isinstance(event, ev.RoundStarted)]
    assert not any(type(event).__name__ == "MonthEnded" for event in events)
    assert [event.round for event in ended] == [event.round for event in started]
    assert {event.game for event in ended} == {game}
    for event in ended:  # the shared fields: one entry per seat
        assert len(event.score_delta) == len(event.scores) == seats
        assert len(event.yaku) == len(event.captured) == seats
        assert event.winner is None or 0 <= event.winner < seats
    if game == games.HACHI_HACHI:  # its settlement: the multiplier, mon to the kan, payments
        assert all(event.multiplier >= 1 and event.kan_mon == 12 for event in ended)
        for event in ended:
            paid = [0] * seats
            for payer, payee, mon, _reason in event.payments:
                paid[payer] -= mon
                paid[payee] += mon
            assert tuple(paid) == event.score_delta
    else:
        assert all(event.multiplier == 0 and event.kan_mon == 0 for event in ended)
