"""Personalities: stage-file dicts are validated with clear errors, and the knobs reach the
players (appetite, caution, favourite yaku, budget)."""

from __future__ import annotations

import random

import pytest

from game.engine.ai import make_player
from game.engine.ai.personality import Personality, PersonalityError, personality_from_dict
from game.engine.ai.roster import player_from_dict
from game.engine.koikoi.decisions import KOIKOI, STOP
from tests.engine.test_ai_levels import decide_position


def test_dict_becomes_a_personality():
    p = personality_from_dict(
        {
            "level": "expert",
            "koikoi_appetite": 1,
            "caution": 0.25,
            "randomness": 0.1,
            "think_budget": 300,
            "think_seconds": 0.5,
            "favourite_yaku": ["akatan", "brights"],
            "name": "Ren",
        }
    )
    assert p == Personality("expert", 1.0, 0.25, 0.1, 300, 0.5, ("akatan", "brights"), "Ren")
    assert p.chance_of_random_move == 0.1
    assert Personality("easy").chance_of_random_move == 0.15
    assert Personality("normal").chance_of_random_move == 0.0


@pytest.mark.parametrize(
    "data,message",
    [
        ({"agression": 1}, "unknown personality parameter 'agression' (known: level, "),
        (
            {"level": "godlike"},
            "personality level 'godlike' is not one of beginner, easy, normal, expert",
        ),
        ({"caution": "high"}, "personality parameter caution needs int or float, not 'high'"),
        ({"caution": True}, "personality parameter caution needs int or float, not True"),
        ({"caution": 1.5}, "caution = 1.5 must be between 0 and 1"),
        ({"randomness": -0.2}, "randomness = -0.2 must be between 0 and 1"),
        ({"think_budget": 2.5}, "personality parameter think_budget needs int, not 2.5"),
        ({"think_budget": -1}, "think_budget = -1 must be 0 or more"),
        ({"favourite_yaku": "akatan"}, "personality parameter favourite_yaku needs list or tuple"),
        ({"favourite_yaku": ["gokou"]}, "favourite_yaku 'gokou' is not one of brights, "),
        ({"favourite_yaku": [3]}, "favourite_yaku needs a list of yaku names, not [3]"),
    ],
)
def test_bad_parameters_are_named(data, message):
    with pytest.raises(PersonalityError) as error:
        personality_from_dict(data)
    assert str(error.value).startswith(message)


def test_make_player_validates_keyword_parameters():
    with pytest.raises(PersonalityError, match="caution = 3.0 must be between 0 and 1"):
        make_player("normal", caution=3)
    with pytest.raises(PersonalityError, match="unknown personality parameter 'speed'"):
        make_player("expert", speed=2)
    assert make_player("expert", think_budget=77).budget == 77
    assert player_from_dict({"level": "easy", "name": "Gonta"}).name == "Gonta"


def test_koikoi_appetite_changes_normals_call():
    state = decide_position()  # 7 cards in hand, opponent has nothing
    view = state.information(0)
    state.hands[0] &= state.hands[0] - 1  # 6 cards
    state.hands[0] &= state.hands[0] - 1  # 5 cards
    state.hands[0] &= state.hands[0] - 1  # 4 cards
    view = state.information(0)
    assert make_player("normal", koikoi_appetite=0.5).choose(view, random.Random(0)) is KOIKOI
    assert make_player("normal", koikoi_appetite=0.0).choose(view, random.Random(0)) is STOP


def test_caution_changes_what_counts_as_a_near_opponent():
    state = decide_position(opponent_captures=["1-2"])  # two cards from akatan
    view = state.information(0)
    assert make_player("normal", caution=0.5).choose(view, random.Random(0)) is KOIKOI
    assert make_player("normal", caution=0.9).choose(view, random.Random(0)) is STOP


def test_randomness_one_plays_random_cards():
    from tests.engine.helpers import start
    from tests.engine.test_ai_levels import FIELD, HAND0, HAND1

    view = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    picks = {
        make_player("normal", randomness=1.0).choose(view, random.Random(seed))
        for seed in range(40)
    }
    assert len(picks) >= 6
    assert len({make_player("normal").choose(view, random.Random(seed)) for seed in range(40)}) == 1
