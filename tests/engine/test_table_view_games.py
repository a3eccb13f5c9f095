"""The table's view of roppyakken and hana-awase (game.engine.fishing.table): one SeatView per
seat, hidden hands hidden, the wild card's reach, the 600 meter and the round results
(and, for every game, a view without them)."""

import dataclasses
import random

import pytest

from game.engine import events as ev
from game.engine import games
from game.engine.roppyakken.state import RoppyakkenState
from game.engine.table_ai.roster import make_table_player
from game.engine.table_view import Decision, round_outcomes, snapshot


@pytest.mark.parametrize(
    "game, seats", [("roppyakken", 2), ("roppyakken", 3), ("hana-awase", 3), ("hana-awase", 4)]
)
def test_every_seat_has_a_seat_view_and_only_the_viewer_sees_a_hand(game, seats):
    state = games.new_state(game, seats, seed=5)
    current = state.current_player()
    for viewer in range(seats):
        view = snapshot(state, viewer)
        assert view.game == game and view.seat_count == seats
        assert [seat.hand is not None for seat in view.seats] == [s == viewer for s in range(seats)]
        assert view.seats[viewer].hand_count == state.hands[viewer].bit_count()
        assert bool(view.legal) == (viewer == current)
    spectator = snapshot(state, ev.SPECTATOR)
    assert all(seat.hand is None for seat in spectator.seats) and not spectator.legal
    assert view.decision is Decision.PLAY


def test_the_wild_card_reaches_every_non_zero_field_card():
    state = RoppyakkenState.from_position(
        hands=[("11-1", "1-3"), ("2-3", "5-3")],
        field=("3-1", "6-2", "7-4", "12-2"),
        captured=((), ()),
        stock=(),
    )
    view = snapshot(state, 0)
    # 3-1 (50), 6-2 (10) and the yellow paulownia 12-2 (10); the plain chaff 7-4 is 0
    assert set(view.field_matches("11-1")) == {"3-1", "6-2", "12-2"}
    assert view.field_matches("1-3") == ()
    # another viewer learns only what its own hand reaches
    assert {card for card, _ in snapshot(state, 1).reach} == {"2-3", "5-3"}


def test_standings_and_results_follow_the_engine():
    state = games.new_state("roppyakken", 3, seed=2)
    cpu, rng = make_table_player("greedy"), random.Random(4)
    while not state.round_results:
        state.apply(cpu.choose(state.information(state.current_player()), rng))
    view = snapshot(state, ev.ALL_SEEING)
    result = state.round_results[0]
    assert view.results[0].score_delta == tuple(result["score_delta"])
    assert view.last_round is state.last_round_end
    for seat in range(3):
        standing = state.seat_score(seat)
        assert view.seats[seat].total == standing.total
        assert view.seats[seat].card_points == standing.card_points
    assert view.target == 600


@pytest.mark.parametrize("game", games.GAME_IDS)
def test_a_view_without_results_is_the_view_with_them_left_out(game):
    """``snapshot(..., results=False)`` builds no finished round's outcome (a caller that
    sends none, the room server); ``round_outcomes`` builds them alone, the same values."""
    spec = games.spec(game)
    seats = spec.seats[-1]
    state = games.new_state(game, seats, seed=3)
    rng = random.Random(3)
    while len(state.round_results) < 2:
        state.apply(rng.choice(list(state.legal_actions())))
    for viewer in (*range(seats), ev.SPECTATOR, ev.ALL_SEEING):
        whole = snapshot(state, viewer)
        assert len(whole.results) == len(state.round_results) >= 2
        assert snapshot(state, viewer, results=False) == dataclasses.replace(whole, results=())
        assert round_outcomes(state) == whole.results
