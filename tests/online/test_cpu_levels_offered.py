"""The CPU levels the Create a Room screen offers are levels every online game's room takes."""

from __future__ import annotations

import pytest

from game.online.wire.games import (
    CPU_LEVELS,
    ONLINE_GAMES,
    GameSetupError,
    MatchSettings,
    cpu_levels,
)


@pytest.mark.parametrize("game", ONLINE_GAMES)
def test_every_offered_level_seats_a_cpu_in_every_game(game):
    assert set(CPU_LEVELS) <= set(cpu_levels(game))
    seats = max(MatchSettings.from_json({"game": game}).seats, 2)
    for level in CPU_LEVELS:
        settings = MatchSettings.from_json(
            {"game": game, "seats": seats, "cpu_seats": [seats - 1], "cpu_level": level}
        )
        assert (settings.cpu_seats, settings.cpu_level) == ((seats - 1,), level)


def test_a_level_no_roster_has_is_refused():
    with pytest.raises(GameSetupError, match="unknown CPU level 'grandmaster'"):
        MatchSettings.from_json({"game": "koikoi", "cpu_seats": [1], "cpu_level": "grandmaster"})
