"""Random seeded matches of roppyakken and hana-awase for every seat count: every card in one
place, card points that add up (490 / 264), zero-sum returns, legality, determinism, clones,
records that replay exactly, and views and events that hide what they must."""

import random

import pytest

from game.engine import events as ev
from game.engine import games
from game.engine.actions import PLAY, TAKE
from game.engine.cards import ALL_MASK, card_id
from game.engine.errors import IllegalActionError
from game.engine.fishing.events import RoundEnded
from game.engine.hana_awase.scoring import card_points as hana_points
from game.engine.roppyakken.scoring import card_points as ropp_points

CONFIGS = [
    ("roppyakken", 2),
    ("roppyakken", 3),
    ("hana-awase", 2),
    ("hana-awase", 3),
    ("hana-awase", 4),
]
MATCHES = 1000


def places(state) -> list[int]:
    stock_rest = 0
    for card in state.stock[state.stock_pos :]:
        stock_rest |= 1 << card
    pending = (1 << state.pending) if state.pending >= 0 else 0
    return [*state.hands, state.field, *state.captured, stock_rest, pending]


def check_partition(state) -> None:
    union = 0
    for part in places(state):
        assert union & part == 0, "a card is in two places"
        union |= part
    assert union == ALL_MASK, "a card is missing"
    for seat in range(state.seats):
        assert state.revealed[seat] & ~state.hands[seat] == 0


def union(masks) -> int:
    out = 0
    for mask in masks:
        out |= mask
    return out


def points(game, rules, mask: int) -> int:
    return ropp_points(mask) if game == "roppyakken" else hana_points(mask, rules)


def check_round_end(game, state, end: RoundEnded) -> None:
    """The result's card points are the piles' and, with the cards nobody took, the deck's."""
    piles = [union(1 << card_id(c) for c in pile) for pile in end.captured]
    assert list(end.card_points) == [points(game, state.rules, pile) for pile in piles]
    left = union(1 << card_id(c) for c in end.leftover)
    taken = sum(end.card_points) + points(game, state.rules, left)
    if game == "hana-awase":
        assert taken == 264 and left == 0 and sum(end.score_delta) == 0
    else:
        assert taken <= 490
        if state.seats == 3:
            assert taken == 490  # three players turn the whole stock
        if end.reason == "fuke":
            assert set(end.score_delta) == {0}
        else:
            assert end.score_delta == end.round_points


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_thousand_random_matches_keep_every_invariant(game, seats):
    for seed in range(MATCHES):
        state = games.new_state(game, seats, seed=seed, emit_events=False)
        rng = random.Random(seed + 7)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal
            state.apply(legal[rng.randrange(len(legal))])
        check_partition(state)
        results = state.round_results
        assert len(results) == state.round
        last = results[-1]
        assert list(last["card_points"]) == [points(game, state.rules, c) for c in state.captured]
        left = ALL_MASK & ~union(state.captured)
        assert sum(last["card_points"]) + points(game, state.rules, left) == (
            490 if game == "roppyakken" else 264
        )
        returns = state.returns()
        assert len(returns) == seats and sum(returns) == 0
        if game == "hana-awase":
            assert all(sum(r["score_delta"]) == 0 for r in results)
            assert all(sum(r["card_points"]) == 264 for r in results)
            assert list(returns) == [
                sum(r["score_delta"][s] for r in results) for s in range(seats)
            ]
        else:
            won = [r["winner"] for r in results if r["win_reason"]]
            assert [won.count(s) for s in range(seats)] == state.wins
            assert max(state.wins) == state.rules.wins_to_match
            assert all(r["score_delta"] == (0,) * seats for r in results if r["reason"] == "fuke")


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_every_step_of_random_matches_is_legal_and_refuses_illegal_moves(game, seats):
    for seed in range(40):
        state = games.new_state(game, seats, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal():
            check_partition(state)
            legal = state.legal_actions()
            pool = PLAY if legal[0].kind == "take" else TAKE
            illegal = next(a for a in (*pool, *PLAY) if a not in legal)
            before = state.clone()
            with pytest.raises(IllegalActionError):
                state.apply(illegal)
            assert places(state) == places(before) and state.phase == before.phase
            events = state.apply(rng.choice(legal))
            for end in (e for e in events if isinstance(e, RoundEnded)):
                check_round_end(game, state, end)
            steps += 1
        assert steps > 0


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_matches_are_deterministic_and_clones_are_independent(game, seats):
    def trace(seed):
        state = games.new_state(game, seats, seed=seed)
        rng = random.Random(seed)
        moves = []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            moves.append(action)
            state.apply(action)
        return moves, state.returns(), state.round_results

    assert trace(3) == trace(3)
    state = games.new_state(game, seats, seed=5)
    rng = random.Random(5)
    for _ in range(7):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    search = state.clone(for_search=True)
    action = state.legal_actions()[0]
    state.apply(action)
    assert copy.legal_actions() == search.legal_actions() and action in copy.legal_actions()
    copy.apply(action)
    assert places(copy) == places(state) and copy.scores == state.scores
    search.apply(action)
    assert places(search) == places(state)


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_records_replay_exactly_and_a_partial_record_restores_the_position(game, seats):
    state = games.new_state(game, seats, seed=12)
    rng = random.Random(12)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    record = games.record_of(state)
    assert record["game"] == game and len(record["players"]) == seats
    assert len(record["months"][0]["hands"]) == seats
    again, results = games.replay(record)
    assert again.returns() == state.returns() and results == state.round_results
    partial = games.new_state(game, seats, seed=13)
    rng = random.Random(13)
    for _ in range(23):
        partial.apply(rng.choice(partial.legal_actions()))
    restored, _ = games.replay(games.record_of(partial))
    assert places(restored) == places(partial) and restored.current == partial.current
    assert restored.phase == partial.phase and restored.scores == partial.scores


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_views_hide_other_hands_and_samples_agree_with_them(game, seats):
    state = games.new_state(game, seats, seed=21)
    rng = random.Random(21)
    for step in range(60):
        if state.is_terminal():
            break
        seat = state.current_player()
        view = state.information(seat)
        assert view.hand == state.hands[seat] and view.legal == tuple(state.legal_actions())
        others = union(state.hands[s] & ~state.revealed[s] for s in range(seats) if s != seat)
        stock = union(1 << c for c in state.stock[state.stock_pos :])
        assert view.unseen == others | stock
        sample = view.sample_state(random.Random(step))
        check_partition(sample)
        assert sample.hands[seat] == state.hands[seat] and sample.field == state.field
        assert [h.bit_count() for h in sample.hands] == [h.bit_count() for h in state.hands]
        assert sample.legal_actions() == state.legal_actions()
        spectator = state.information(ev.SPECTATOR)
        assert spectator.hand == 0 and spectator.legal == ()
        assert state.information((seat + 1) % seats).legal == ()
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_events_per_viewer_hide_hands_and_the_stock(game, seats):
    state = games.new_state(game, seats, seed=2)
    (dealt,) = [e for e in state.initial_events() if isinstance(e, ev.Dealt)]
    assert len(dealt.hands) == seats and dealt.stock is not None
    for seat in range(seats):
        (mine,) = [
            e for e in ev.for_viewer(state.initial_events(), seat) if isinstance(e, ev.Dealt)
        ]
        assert mine.stock is None and mine.hand_counts == dealt.hand_counts
        assert [h is not None for h in mine.hands] == [s == seat for s in range(seats)]
    (watched,) = [
        e for e in ev.for_viewer(state.initial_events(), ev.SPECTATOR) if isinstance(e, ev.Dealt)
    ]
    assert watched.hands == (None,) * seats and watched.stock is None
