"""`bench server --game G --players N`: rooms of any game and seat count against a real server
process, each seat's CPU deciding from the observation it decoded; the figures come back with
the views' size."""

from __future__ import annotations

import argparse

import pytest

from game.bench import server as bench


def arguments(**values) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    return parser.parse_args([], argparse.Namespace(**values))


@pytest.mark.parametrize(("game", "players"), [("roppyakken", 3), ("hana-awase", 4)])
def test_rooms_of_three_and_four_seats_answer_every_move(game, players):
    result = bench.run(
        arguments(game=game, players=players, rooms=2, seconds=1.5, think=20.0, months=1)
    )
    assert result["game"] == game and result["players"] == players
    assert result["clients"] == 2 * players
    assert result["moves"] > 0 and result["errors"] == 0 and result["error_codes"] == []
    assert result["reconnects"] == 0 and result["server_exit_code"] == 0
    assert result["view_bytes_mean"] > 0 and result["view_bytes_max"] >= result["view_bytes_mean"]


@pytest.mark.parametrize(
    ("values", "says"),
    [
        ({"game": "go"}, "unknown game 'go'"),
        ({"game": "koikoi", "players": 3}, "koikoi is played by"),
        ({"game": "hachi-hachi", "players": 4}, "hachi-hachi is played by"),
    ],
)
def test_a_game_or_seat_count_rooms_do_not_hold_is_refused_in_one_line(values, says):
    with pytest.raises(SystemExit, match=says):
        bench.run(arguments(rooms=1, **values))
