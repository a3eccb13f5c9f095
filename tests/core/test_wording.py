"""Counts and the player at the screen are worded properly: "1 pt", "Your turn"."""

from __future__ import annotations

from game.core.wording import for_seat, plural, points
from game.engine.events import TurnScored
from game.view.summary import stop_calculation


def test_plural_picks_the_phrase_for_one_or_many():
    assert plural(1, "{count} card", "{count} cards") == "1 card"
    assert plural(0, "{count} card", "{count} cards") == "0 cards"
    assert plural(3, "{name} took {count} card", "{name} took {count} cards", name="Aki") == (
        "Aki took 3 cards"
    )
    assert [points(n) for n in (0, 1, 2)] == ["0 pts", "1 pt", "2 pts"]


def test_the_player_at_the_screen_gets_the_sentence_written_for_them():
    assert for_seat("You", "Your turn", "{name}'s turn") == "Your turn"
    assert for_seat("Aki", "Your turn", "{name}'s turn") == "Aki's turn"


def test_a_one_point_stop_is_one_pt():
    event = TurnScored(0, (("kasu", 1),), ("kasu",), (), 1, 1, 1, (), True)
    assert stop_calculation(event) == "1 pt"
