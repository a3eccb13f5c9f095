"""One TurnScored for every game (issue 33): the yaku sound plays for a turn that made a
yaku (koi-koi's every TurnScored) and never for an N-seat turn that only moved its points."""

from __future__ import annotations

from game.engine import events as ev
from tests.support.table_harness import Harness


def sounds_of(event) -> list[str]:
    harness = Harness(speed="normal", seed=4)
    harness.wait_for_human()
    heard: list[str] = []
    harness.context.play_sound = heard.append
    harness.table.driver.feed([event])
    harness.frame(3)
    return heard


def test_a_turn_that_made_a_yaku_sounds_it():
    made = ev.TurnScored(0, (("tane", 1),), ("tane",), (), 1, 0, 1, ("1 pt",), False)
    assert sounds_of(made) == ["yaku"]


def test_a_turn_that_only_moved_the_points_is_silent():
    points = ev.TurnScored(1, (), (), (), 40, card_points=40, round_points=40)
    assert sounds_of(points) == []
