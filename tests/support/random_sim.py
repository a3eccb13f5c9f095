"""``random_sim_test(game, seats)``: random legal play of any registered game, checking the
engine's invariants at every step (after OpenSpiel's ``random_sim_test``).

It plays seeded matches of ``game`` (from ``games.SPECS``) for ``seats`` players, each move
chosen at random among the legal ones, the matches spread over the game's presets:

- every step: the 48 cards are each in exactly one place (hands, field, piles, the rest of
  the stock, the card being placed) and a seat's face-up cards are in its hand; a live state
  offers legal actions, a finished one none;
- in the first ``deep`` matches also: an illegal action is refused (``IllegalActionError``)
  and leaves the state exactly as it was; every seat's information view shows its own hand
  and hides the others' (``unseen`` is exactly the cards it cannot see), only the seat to act
  has legal actions, a sampled world agrees with the view; the events per viewer hide the
  other hands and the stock; a clone plays on like the original and independently of it; at
  the end the record replays to the same record, returns and results, and the same seed deals
  and plays the same match;
- at each match's end, what the game's results must satisfy (``RESULT_CHECKS`` by game:
  koi-koi's stop pay and zero-sum, the N-seat games' card points and returns) and, as they
  happen, its round ends (``EVENT_CHECKS``). A game without an entry still gets every
  invariant above.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from game.engine import events as ev
from game.engine import games
from game.engine.actions import PLAY, TAKE
from game.engine.cards import ALL_MASK, card_id
from game.engine.errors import IllegalActionError
from game.engine.koikoi.decisions import KOIKOI, STOP

EVERY_ACTION = (*PLAY, *TAKE, KOIKOI, STOP)
PARTIAL_RECORD_AT = 23  # the move before which a deep match's record is replayed


def union(masks) -> int:
    out = 0
    for mask in masks:
        out |= mask
    return out


def places(state) -> list[int]:
    """Where the cards are: every hand, the field, every pile, the stock left, the card being
    placed (one bit mask each)."""
    stock_rest = union(1 << card for card in state.stock[state.stock_pos :])
    pending = (1 << state.pending) if state.pending >= 0 else 0
    return [*state.hands, state.field, *state.captured, stock_rest, pending]


def face_up(state) -> list[int]:
    """Each seat's cards laid face up in its hand (teyaku); koi-koi shows none."""
    return list(getattr(state, "revealed", [0] * len(state.hands)))


def check_partition(state) -> None:
    seen = 0
    for part in places(state):
        assert seen & part == 0, "a card is in two places"
        seen |= part
    assert seen == ALL_MASK, "a card is missing"
    for hand, shown in zip(state.hands, face_up(state), strict=True):
        assert shown & ~hand == 0, "a face-up card is not in its hand"


def snapshot(state) -> tuple:
    """Everything an action could change that the invariants read."""
    return (
        places(state),
        face_up(state),
        state.phase,
        state.current_player(),
        tuple(state.scores),
        tuple(state.legal_actions()),
        len(results_of(state)),
    )


def results_of(state) -> list:
    """The finished deals' results (koi-koi's months, the N-seat games' rounds)."""
    if games.spec_of_rules(state.rules).is_table_game:
        return state.round_results
    return state.round_results


def check_refuses_illegal(state) -> None:
    legal = state.legal_actions()
    illegal = next(action for action in EVERY_ACTION if action not in legal)
    before = snapshot(state)
    with pytest.raises(IllegalActionError):
        state.apply(illegal)
    assert snapshot(state) == before, f"refusing {illegal} changed the state"


def check_views(state, spec) -> None:
    seats = len(state.hands)
    acting = state.current_player()
    shown = face_up(state)
    stock = union(1 << card for card in state.stock[state.stock_pos :])
    for seat in range(seats):
        view = state.information(seat)
        assert view.hand == state.hands[seat]
        hidden = union(state.hands[s] & ~shown[s] for s in range(seats) if s != seat)
        assert view.unseen == hidden | stock, f"seat {seat} sees a hidden card"
        if seat == acting:
            assert view.legal == tuple(state.legal_actions())
            sample = view.sample_state(random.Random(seat))
            check_partition(sample)
            assert sample.hands[seat] == state.hands[seat] and sample.field == state.field
            assert [h.bit_count() for h in sample.hands] == [h.bit_count() for h in state.hands]
            assert sample.legal_actions() == state.legal_actions()
        else:
            assert view.legal == ()
        assert "stock=(" not in repr(view)
    if spec.is_table_game:
        spectator = state.information(ev.SPECTATOR)
        assert spectator.hand == 0 and spectator.legal == ()


def check_events_hidden(events: list, seats: int) -> None:
    """Each seat's events show its own hand only; nobody's show the stock order."""
    for viewer in (*range(seats), ev.SPECTATOR):
        for event in ev.for_viewer(events, viewer):
            if isinstance(event, ev.Dealt):
                assert event.stock is None and len(event.hand_counts) == seats
                assert [h is not None for h in event.hands] == [s == viewer for s in range(seats)]


def check_clone(state, rng: random.Random) -> None:
    """A clone plays the next action like the original would and leaves it untouched; so
    does a search copy, within the deal (search copies deal no next month; one is taken from
    a clone, as taking it draws its seed from the original's generator)."""
    legal = state.legal_actions()
    action = legal[rng.randrange(len(legal))]
    before = snapshot(state)
    copy = state.clone()
    copy.apply(action)
    assert snapshot(state) == before, "playing a clone changed the original"
    twin = state.clone()
    twin.apply(action)
    assert places(twin) == places(copy) and tuple(twin.scores) == tuple(copy.scores)
    search = state.clone().clone(for_search=True)
    search.apply(action)
    if len(results_of(copy)) == len(results_of(state)):
        assert places(search) == places(copy)
        assert copy.legal_actions() == search.legal_actions()


def check_record(state, game: str, seats: int, rules, seed: int, moves: list) -> None:
    record = games.record_of(state)
    assert record["game"] == game and len(record["players"]) == seats
    assert len(record["months"][0]["hands"]) == seats
    again, results = games.replay(json.loads(json.dumps(record)))
    assert again.returns() == state.returns() and results == results_of(state)
    assert json.dumps(games.record_of(again)) == json.dumps(record)
    # the same seed deals the same cards, and the same moves make the same match
    twin = games.new_state(game, seats, rules, seed, emit_events=False)
    for action in moves:
        twin.apply(action)
    assert json.dumps(games.record_of(twin)) == json.dumps(record)
    other = games.new_state(game, seats, rules, seed + 1000, emit_events=False)
    fresh = games.new_state(game, seats, rules, seed, emit_events=False)
    assert games.record_of(other)["months"] != games.record_of(fresh)["months"]


def check_partial_record(state) -> None:
    """A record of a match in progress replays to the same position."""
    restored, _ = games.replay(games.record_of(state))
    assert places(restored) == places(state) and face_up(restored) == face_up(state)
    assert restored.current_player() == state.current_player()
    assert restored.phase == state.phase and tuple(restored.scores) == tuple(state.scores)


def play_match(game, seats, rules, seed, *, deep: bool):
    spec = games.spec(game)
    state = games.new_state(game, seats, rules, seed, emit_events=deep)
    rng = random.Random(seed + 7)
    event_check = EVENT_CHECKS.get(game)
    moves = []
    if deep:
        check_events_hidden(state.initial_events(), seats)
    while not state.is_terminal():
        check_partition(state)
        legal = state.legal_actions()
        assert legal, "a live state must offer actions"
        if deep:
            if len(moves) == PARTIAL_RECORD_AT:
                check_partial_record(state)
            check_refuses_illegal(state)
            check_views(state, spec)
            check_clone(state, random.Random(len(moves)))
        action = legal[rng.randrange(len(legal))]
        moves.append(action)
        events = state.apply(action)
        if deep:
            check_events_hidden(events, seats)
            if event_check:
                event_check(state, events)
    check_partition(state)
    assert not state.legal_actions(), "a finished match offers no action"
    returns = state.returns()
    assert len(returns) == seats
    result_check = RESULT_CHECKS.get(game)
    if result_check:
        result_check(state)
    if deep:
        check_record(state, game, seats, rules, seed, moves)
    return state


def random_sim_test(game: str, seats: int, *, matches: int = 300, deep: int = 6, seed: int = 0):
    """Play ``matches`` random matches of ``game`` for ``seats`` players (presets in turn),
    the first ``deep`` checked at every step in full (see the module docstring)."""
    presets = games.preset_names(game)
    for index in range(matches):
        rules = games.load_rules(game, presets[index % len(presets)])
        play_match(game, seats, rules, seed + index, deep=index < deep)


# --- what each game's results must satisfy --------------------------------------------


def koikoi_results(state) -> None:
    """Each month pays what the rules pay (a stop: its yaku under the koi-koi calls), the
    scores run on from the start, zero-sum presets sum to zero, the rest never take away."""
    from game.engine.koikoi.scoring import stop_score

    rules = state.rules
    scores = [rules.start_score, rules.start_score]
    for result in state.round_results:
        delta = result["score_delta"]
        if rules.zero_sum:
            assert delta[0] + delta[1] == 0
        else:
            assert min(delta) == 0
        if result["reason"] == "stop":
            winner = result["winner"]
            base = result["base"]
            own, opp = result["koikoi"][winner], result["koikoi"][1 - winner]
            assert delta[winner] == stop_score(base, rules, own, opp)
            assert base == sum(p for _, p in result["yaku"][winner]) > 0
        scores = [scores[i] + delta[i] for i in (0, 1)]
        assert scores == list(result["scores"])
    assert tuple(scores) == tuple(state.returns())
    assert state.round <= rules.months


def card_points(state, mask: int) -> int:
    return games.spec_of_rules(state.rules).pile_points(mask, state.rules)


def table_results(state) -> None:
    """The last round's card points are the piles' and, with the cards nobody took, the
    deck's; returns are zero-sum; one result per round."""
    results = state.round_results
    assert len(results) == state.round
    last = results[-1]
    assert list(last["card_points"]) == [card_points(state, pile) for pile in state.captured]
    left = ALL_MASK & ~union(state.captured)
    assert sum(last["card_points"]) + card_points(state, left) == card_points(state, ALL_MASK)
    assert sum(state.returns()) == 0


def hana_awase_results(state) -> None:
    table_results(state)
    seats = len(state.hands)
    results = state.round_results
    deck = card_points(state, ALL_MASK)
    assert all(sum(r["score_delta"]) == 0 for r in results)
    assert all(sum(r["card_points"]) == deck for r in results)
    assert list(state.returns()) == [
        sum(r["score_delta"][s] for r in results) for s in range(seats)
    ]


def roppyakken_results(state) -> None:
    table_results(state)
    seats = len(state.hands)
    results = state.round_results
    won = [r["winner"] for r in results if r["win_reason"]]
    assert [won.count(s) for s in range(seats)] == state.wins
    assert max(state.wins) == state.rules.wins_to_match
    assert all(r["score_delta"] == (0,) * seats for r in results if r["reason"] == "fuke")


def round_end_cards(state, end) -> tuple[int, int]:
    """(points the piles took, every card point counted with the leftover) of a round end,
    checking each pile's points."""
    piles = [union(1 << card_id(c) for c in pile) for pile in end.captured]
    assert list(end.card_points) == [card_points(state, pile) for pile in piles]
    left = union(1 << card_id(c) for c in end.leftover)
    return left, sum(end.card_points) + card_points(state, left)


def hana_awase_round_end(state, events) -> None:
    """Every card of the deck is taken and the round is zero-sum."""
    from game.engine.events import RoundEnded

    for end in (e for e in events if isinstance(e, RoundEnded)):
        left, taken = round_end_cards(state, end)
        assert taken == card_points(state, ALL_MASK) and left == 0
        assert sum(end.score_delta) == 0


def roppyakken_round_end(state, events) -> None:
    """Three players turn the whole stock; fuke voids the round, else each seat is paid what
    it made."""
    from game.engine.events import RoundEnded

    for end in (e for e in events if isinstance(e, RoundEnded)):
        _, taken = round_end_cards(state, end)
        deck = card_points(state, ALL_MASK)
        assert taken <= deck
        if len(state.hands) == 3:
            assert taken == deck
        if end.reason == "fuke":
            assert set(end.score_delta) == {0}
        else:
            assert end.score_delta == end.round_points


RESULT_CHECKS: dict[str, Callable] = {
    games.KOIKOI: koikoi_results,
    games.ROPPYAKKEN: roppyakken_results,
    games.HANA_AWASE: hana_awase_results,
}
EVENT_CHECKS: dict[str, Callable] = {
    games.ROPPYAKKEN: roppyakken_round_end,
    games.HANA_AWASE: hana_awase_round_end,
}
