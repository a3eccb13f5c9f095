"""Every game tells its match with one set of events: the same class for the same happening
(a round begins, a yaku is made, a hand combination is shown), with the per-game details as
optional fields (issue 33, item 2)."""

from __future__ import annotations

import random

import pytest

from game.engine import events as ev
from game.engine import games

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
