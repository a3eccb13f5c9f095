"""Every registered game, every seat count it is played by: random legal play keeps the
engine's invariants (tests/support/random_sim.py), parametrised from the registry, so a game
added to ``games.SPECS`` is covered without a line here."""

from __future__ import annotations

import pytest

from game.engine import games
from tests.support.random_sim import random_sim_test

CONFIGS = [(game, seats) for game, spec in games.SPECS.items() for seats in spec.seats]


@pytest.mark.parametrize("game, seats", CONFIGS)
def test_random_play_keeps_every_invariant(game, seats):
    random_sim_test(game, seats)
