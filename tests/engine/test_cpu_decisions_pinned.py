"""Pinned CPU decisions: on fixed seeds every level of every game makes exactly these moves,
and the expert's searches and the hints rate exactly so (every mean, bit for bit).

The values were recorded before the two determinized searches (koi-koi's and the table
games') became one; they guard that the search and the CPUs built on it behave as before.
A deliberate change of a CPU's play changes them, and says so in its commit.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from game.engine import games
from game.engine.ai import make_player
from game.engine.ai.anytime import Thinker
from game.engine.ai.hints import rate_actions as koikoi_hint_ratings
from game.engine.table_ai.hints import TableHintSearch

MOVES = 8  # decisions with a real choice pinned per match


def pinned_moves(game: str, seats: int, level: str, seed: int, **params) -> list[str]:
    """The first ``MOVES`` actions with a real choice (two or more legal) that ``level``
    plays in every seat of a match of ``game`` dealt from ``seed``, thought as the table
    thinks (the anytime Thinker, in slices)."""
    player = make_player(level, game=game, **params)
    state = games.new_state(game, seats, seed=seed, emit_events=False, keep_record=False)
    rng = random.Random(seed)
    moves: list[str] = []
    while len(moves) < MOVES and not state.is_terminal():
        view = state.information(state.current_player())
        thinker = Thinker(player, view, rng)
        while not thinker.step(0.002):
            pass
        action = thinker.result
        if len(view.legal) > 1:
            moves.append(str(action))
        state.apply(action)
    return moves


# game seats level seed -> the moves, one match, every seat that level
MOVE_CASES = {
    "koikoi 2 beginner 3": (
        "play 3-4, play 2-3, play 5-2, play 7-3, play 7-2, play 7-1, play 1-4, take 1-3"
    ),
    "koikoi 2 easy 3": (
        "play 1-4, take 1-2, play 2-3, play 3-4, play 3-3, play 5-2, play 4-2, play 6-3"
    ),
    "koikoi 2 normal 3": (
        "play 1-4, take 1-2, play 2-3, play 3-4, play 12-3, play 5-2, play 12-1, play 6-3"
    ),
    "koikoi 2 expert 3": (
        "play 3-4, play 2-3, play 1-4, take 1-2, play 12-3, play 5-2, play 12-1, play 6-3"
    ),
    "koikoi 2 expert-fast 5": (
        "play 6-2, play 5-3, take 5-2, play 7-4, play 3-2, take 4-1, play 5-1, play 11-3"
    ),
    "roppyakken 2 easy 3": (
        "play 1-4, take 1-2, play 2-3, play 3-4, play 3-3, play 5-2, play 4-2, play 4-4"
    ),
    "roppyakken 2 normal 3": (
        "play 1-4, take 1-2, play 2-3, play 3-4, play 7-3, play 5-2, play 7-1, play 7-2"
    ),
    "roppyakken 2 expert 3": (
        "play 3-4, play 2-3, play 1-4, take 1-2, play 7-3, play 7-2, play 7-1, play 6-3"
    ),
    "roppyakken 3 expert-fast 4": (
        "play 8-4, play 6-2, play 11-3, play 11-1, take 1-1, take 7-1, play 10-1, play 2-4"
    ),
    "hana-awase 3 easy 3": (
        "play 1-4, play 8-2, play 1-2, play 7-3, play 10-1, play 1-3, take 9-1, play 3-4"
    ),
    "hana-awase 3 normal 3": (
        "play 5-4, play 8-2, play 2-2, play 5-2, play 7-1, play 6-3, take 9-1, play 7-3"
    ),
    "hana-awase 3 expert 3": (
        "play 5-4, play 8-2, play 6-3, play 5-2, play 10-1, play 2-2, take 9-1, play 3-4"
    ),
    "hana-awase 4 expert-fast 4": (
        "play 11-1, play 1-3, play 6-2, play 11-4, play 2-4, play 7-4, take 7-1, play 5-1"
    ),
    "hana-awase 2 expert 6": (
        "play 3-3, play 4-3, play 7-4, take 7-2, play 12-1, play 9-2, play 2-2, play 8-2"
    ),
}


@pytest.mark.parametrize("case", list(MOVE_CASES))
def test_each_level_plays_its_pinned_moves(case):
    game, seats, level, seed = case.split()
    seats, seed = int(seats), int(seed)
    assert ", ".join(pinned_moves(game, seats, level, seed)) == MOVE_CASES[case]


def digest(rows) -> str:
    """A short fingerprint of a list of (action, exact value, ...) rows."""
    text = repr([(str(row[0]), *row[1:]) for row in rows])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def koikoi_decision_view(seed: int):
    """The first koi-koi / stop decision greedy play reaches in matches dealt from ``seed``."""
    greedy = make_player("greedy")
    rng = random.Random(seed)
    while True:
        state = games.new_state("koikoi", seed=rng.randrange(10**6), emit_events=False)
        while not state.is_terminal():
            view = state.information(state.current_player())
            if view.legal[0].decides:
                return view
            state.apply(greedy.choose(view, rng))


def expert_search(game: str, view, seed: int):
    """The expert's finished search of ``view`` (its default budget) from ``seed``."""
    decision = make_player("expert", game=game).start(view, random.Random(seed))
    decision.step(None)
    return decision


def mid_match_view(game: str, seats: int, seed: int, turns: int):
    greedy = make_player("greedy", game=game)
    rng = random.Random(seed)
    state = games.new_state(game, seats, seed=seed, emit_events=False, keep_record=False)
    for _ in range(turns):
        state.apply(greedy.choose(state.information(state.current_player()), rng))
    return state.information(state.current_player())


SEARCH_CASES = {
    ("koikoi", 2, 7, 0): "play 8-1|0f81dffa34c51341",
    ("koikoi", 2, 8, 9): "play 10-2|4050cdbab686698f",
    ("roppyakken", 3, 7, 5): "play 1-1|14e3d95cbf7a1339",
    ("hana-awase", 4, 7, 6): "play 1-1|a366fef906dba0b7",
}


@pytest.mark.parametrize("case", list(SEARCH_CASES), ids=lambda c: "-".join(map(str, c)))
def test_the_expert_search_rates_every_candidate_as_pinned(case):
    game, seats, seed, turns = case
    view = mid_match_view(game, seats, seed, turns)
    decision = expert_search(game, view, seed)
    search = decision.search
    rows = [(action, value) for action, value in search.ranking()]
    rows.append(("counts", tuple(search.counts), search.worlds, search.simulations))
    assert (str(decision.result()), digest(rows)) == tuple(SEARCH_CASES[case].split("|"))


def test_the_koikoi_decision_search_is_pinned():
    view = koikoi_decision_view(11)
    decision = expert_search("koikoi", view, 11)
    rows = [(action, value) for action, value in decision.search.ranking()]
    assert (str(decision.result()), digest(rows)) == ("stop", "b5f9ce08462915cd")


def test_the_hints_rate_as_pinned():
    koikoi = koikoi_hint_ratings(mid_match_view("koikoi", 2, 4, 3), random.Random(4), 600)
    decision = koikoi_hint_ratings(koikoi_decision_view(12), random.Random(5), 300)
    table = TableHintSearch(mid_match_view("hana-awase", 3, 4, 5), random.Random(6), 300)
    while not table.step(None):
        pass
    assert [digest(koikoi), digest(decision), digest(table.result)] == [
        "af7c01d6e6e48590",
        "b8e4f17997d805c9",
        "00107543d8a75305",
    ]
