"""The roppyakken and hana-awase CPU levels: what normal does where greedy play goes wrong,
the match-outcome model of the expert, sampled worlds, personalities and the registry."""

from __future__ import annotations

import json
import random
from argparse import Namespace

import pytest

from game.bench import ai_tables as bench_tables
from game.cli import CliError
from game.engine import games
from game.engine.actions import play
from game.engine.ai.personality import PersonalityError
from game.engine.cards import MONTH_MASKS
from game.engine.table_ai import make_table_level
from game.engine.table_ai.outcome import (
    game_chances,
    hana_awase_value,
    match_chances,
    roppyakken_value,
)
from game.engine.table_ai.roster import make_table_player, players_for, table_player_names
from game.engine.table_ai.search import DEFAULT_BUDGET, FAST_BUDGET, ExpertTablePlayer
from game.engine.table_ai.worlds import consistent, sample_world
from tests.engine.table_helpers import hana_position, ropp_deal, ropp_position


def choices(state, seat: int = 0) -> tuple:
    """(normal's play, easy-without-randomness's play) at the position."""
    view = state.information(seat)
    normal = make_table_level("normal", state.GAME).choose(view, random.Random(1))
    greedy = make_table_level("easy", state.GAME, randomness=0.0).choose(view, random.Random(1))
    return normal, greedy


def test_normal_completes_a_viewing_yaku_over_more_card_points():
    state = hana_position(
        [["9-3", "2-1", "4-4"], ["5-3", "6-3", "7-4"], ["10-3", "12-3", "4-3"]],
        ["9-1", "2-2", "5-4"],
        [["3-1"], [], []],
    )
    normal, greedy = choices(state)
    assert greedy == play("2-1")  # warbler + plum ribbon: 15 card points against 11
    assert normal == play("9-3")  # the sake cup makes hanami-zake with the curtain


def test_normal_blocks_a_yaku_the_other_seat_is_one_card_from():
    state = hana_position(
        [["6-4", "5-3", "1-4"], ["2-3", "3-3", "4-3"], ["10-3", "12-3", "4-4"]],
        ["6-1", "5-1", "8-3"],
        [[], ["7-1", "10-1"], []],
    )
    normal, greedy = choices(state)
    assert greedy == play("5-3")  # the same card points; greedy takes the lower card
    assert normal == play("6-4")  # the butterflies would give seat 1 ino-shika-cho


def test_normal_takes_a_contested_month_before_one_nobody_else_can_take():
    state = hana_position(
        [["3-3", "3-4", "7-3"], ["2-3", "5-3", "4-3"], ["10-3", "12-3", "4-4"]],
        ["3-2", "7-2", "8-3"],
        [["3-1"], [], []],
    )
    normal, greedy = choices(state)
    assert greedy == play("3-3")
    assert normal == play("7-3")  # the cherry ribbon can wait: the other cherries are mine


def test_normal_keeps_the_wild_card_for_a_better_capture():
    hands = [
        ["11-1", "3-3", "4-4", "5-4"],
        ["2-3", "6-3", "7-4", "9-4"],
        ["10-3", "12-3", "8-3", "1-4"],
    ]
    state = ropp_position(hands, ["7-2", "3-4", "8-4"], [[], [], []])
    normal, greedy = choices(state)
    assert greedy == play("11-1")  # the rain man takes the bush-clover ribbon
    assert normal == play("3-3")
    bright = ropp_position(hands, ["1-1", "3-4", "8-4"], [[], [], []])
    assert choices(bright)[0] == play("11-1")  # ... but takes the crane with it


def test_normal_avoids_the_rain_on_its_flower_viewing():
    state = ropp_position(
        [["11-2", "4-2", "5-4"], ["2-3", "6-3", "7-4"], ["10-3", "12-3", "8-3"]],
        ["11-3", "4-4", "1-4"],
        [["3-1", "9-1"], [], []],
    )
    normal, greedy = choices(state)
    assert greedy == play("11-2")  # two willows: 20 points, and rain on hanami-zake (100)
    assert normal == play("4-2")


def test_normal_climbs_over_the_fuke_line_as_the_round_ends():
    state = ropp_position(
        [["6-1", "11-3"], ["2-3", "7-4"], ["10-3", "8-3"]],
        ["6-4", "11-2", "1-4"],
        [["11-1", "12-1", "1-2", "2-2", "3-2", "3-3"], [], []],
    )
    assert state.information(0).standings[0].fuke_points == 30  # willow, paulownia left out
    normal, greedy = choices(state)
    assert greedy == play("11-3")  # the two willows score 20, none of it counts for fuke
    assert normal == play("6-1")  # 40 fuke points: the round (and its akatan) stands


def test_the_expert_makes_fuke_to_void_the_round_the_leader_wins():
    """Seat 1 holds teppo and omote-sugawara: without fuke it wins the game at the round's
    end. Seat 0 sits exactly on the fuke line: normal (fuke avoidance) climbs over it, the
    expert, scoring the round with the rules in force, stays under it and voids the round."""
    state = ropp_position(
        [["6-1", "6-3"], ["2-3", "7-4"], ["10-3", "8-3"]],
        ["6-4", "1-4", "9-4"],
        [
            ["4-2", "5-1", "7-2", "3-3"],
            ["1-1", "2-1", "3-1", "8-1", "9-1"],
            ["10-1", "10-2", "5-2", "6-2", "11-1"],
        ],
        scores=(0, 300, 0),
    )
    view = state.information(0)
    assert view.standings[0].fuke_points == 30 and view.standings[1].total >= 600
    normal, greedy = choices(state)
    assert normal == greedy == play("6-1")
    expert = make_table_level("expert", "roppyakken", think_budget=60)
    assert expert.choose(view, random.Random(2)) == play("6-3")  # the butterflies wait


def test_game_chances_are_even_for_even_scores_and_grow_with_the_score():
    even = game_chances((0, 0, 0), 600, 3)
    assert even == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    ahead = game_chances((300, 100, 0), 600, 3)
    assert ahead[0] > ahead[1] > ahead[2] and sum(ahead) == pytest.approx(1.0)
    closer = game_chances((550, 100, 0), 600, 3)
    assert closer[0] > ahead[0]
    duel = game_chances((0, 590), 600, 2)
    assert duel[1] > 0.8


def test_match_chances_from_won_games_with_even_games_after():
    # seat 0 needs one game before seat 1 or 2 wins three: 65/81 (summed by hand)
    assert match_chances((2, 0, 0), 3) == pytest.approx((65 / 81, 8 / 81, 8 / 81))
    assert match_chances((0, 0), 3) == pytest.approx((0.5, 0.5))


def test_outcome_values_of_running_and_finished_matches():
    level = games.new_state("roppyakken", 2, seed=1, emit_events=False)
    assert roppyakken_value(level, 0) == pytest.approx(0.5)
    ahead = ropp_deal(TWO_HANDS, TWO_FIELD, scores=(400, 0))
    assert roppyakken_value(ahead, 0) > 0.6 > 0.4 > roppyakken_value(ahead, 1)
    near_match = ropp_deal(TWO_HANDS, TWO_FIELD, wins=(2, 0))
    assert roppyakken_value(near_match, 0) == pytest.approx(7 / 8)  # 1 - (1/2) ** 3
    hana = hana_position(
        [["1-1"], ["2-1"], ["3-1"]], ["4-1"], [[], [], []], scores=(50, 0, -50), rounds=1
    )
    assert hana_awase_value(hana, 0) > 1 / 3 > hana_awase_value(hana, 2)
    played = games.new_state(
        "hana-awase", 3, games.load_rules("hana-awase", None, {"rounds": 1}), 3
    )
    greedy = make_table_level("easy", "hana-awase", randomness=0.0)
    while not played.is_terminal():
        played.apply(greedy.choose(played.information(played.current_player()), random.Random(0)))
    winner = played.winner()
    assert winner is not None
    assert [hana_awase_value(played, s) for s in range(3)] == [float(s == winner) for s in range(3)]


TWO_HANDS = [
    ["1-1", "3-1", "8-1", "12-1", "2-1", "5-1", "6-1", "7-1"],
    ["1-2", "2-2", "3-2", "4-2", "5-2", "6-2", "7-2", "8-2"],
]
TWO_FIELD = ["9-1", "9-2", "10-1", "10-2", "11-1", "11-2", "12-2", "4-1"]


def test_sampled_worlds_respect_the_shown_teyaku():
    state = ropp_deal(
        [
            ["2-1", "3-1", "8-1", "9-1", "5-2", "6-2", "10-1"],
            ["1-1", "1-2", "1-3", "4-1", "7-3", "11-4", "12-3"],
            ["2-2", "3-3", "4-3", "5-3", "7-4", "8-3", "10-4"],
        ],
        ["2-3", "3-2", "6-1", "8-2", "9-2", "10-2"],
    )
    view = state.information(0)
    rng = random.Random(4)
    for _ in range(200):
        world = sample_world(view, rng)
        assert world.hands[1] & state.revealed[1] == state.revealed[1]
        for seat in (1, 2):
            counts = [(world.hands[seat] & m).bit_count() for m in MONTH_MASKS]
            assert max(counts) <= 3
            triples = [m for m, c in zip(MONTH_MASKS, counts, strict=True) if c == 3]
            assert all(world.hands[seat] & m & ~state.revealed[seat] == 0 for m in triples)
    # the real hands are a possible world; an unshown triple or four of a month is not
    hands = list(state.hands)
    assert consistent(view, hands)
    assert not consistent(view, [hands[0], hands[1], MONTH_MASKS[4] & ~(1 << 19)])
    assert not consistent(view, [hands[0], hands[1], MONTH_MASKS[4]])
    assert consistent(view, [hands[0], hands[1], MONTH_MASKS[4] & ~(3 << 18)])


def test_the_roster_and_make_table_level_build_every_level():
    assert {"easy", "normal", "expert", "expert-fast"} <= set(table_player_names())
    expert = make_table_player("expert")
    assert isinstance(expert, ExpertTablePlayer) and expert.budget == DEFAULT_BUDGET
    assert make_table_player("expert-fast").budget == FAST_BUDGET
    assert make_table_player("expert-fast").name == "expert-fast"
    fast = make_table_level("expert-fast", "hana-awase", caution=0.2)
    assert fast.budget == FAST_BUDGET and fast.personality.base.caution == 0.2
    player = make_table_level(
        "normal", "roppyakken", caution=0.8, favourite_yaku=["teppo", "brights"]
    )
    assert player.personality.base.caution == 0.8
    assert player.personality.favourites_in("roppyakken") == {
        "teppo",
        "shiko",
        "matsukiri-bozu",
        "omote-sugawara",
    }
    assert make_table_level("easy", "hana-awase").personality.base.chance_of_random_move == 0.15


def test_players_for_a_game_check_the_personality_for_that_game():
    ropp = players_for("roppyakken")
    assert set(ropp) == set(table_player_names())
    teppo = ropp["normal"](favourite_yaku=["teppo"])
    assert teppo.personality.favourites_in("roppyakken") == {"teppo"}
    with pytest.raises(PersonalityError, match="favourite_yaku 'teppo' is not one of akatan"):
        players_for("hana-awase")["normal"](favourite_yaku=["teppo"])
    fast = players_for("hana-awase")["expert-fast"](caution=0.3)
    assert fast.budget == FAST_BUDGET and fast.personality.base.caution == 0.3
    assert players_for("hana-awase")["greedy"]().name == "greedy"


@pytest.mark.parametrize(
    "level,game,params,message",
    [
        ("normal", "koikoi", {}, "no table CPU for 'koikoi'"),
        ("master", "roppyakken", {}, "CPU level 'master'"),
        ("normal", "roppyakken", {"favourite_yaku": ["nomi"]}, "favourite_yaku 'nomi'"),
        ("normal", "hana-awase", {"caution": 2.0}, "caution = 2.0 must be between 0 and 1"),
        ("expert", "hana-awase", {"bravery": 1}, "unknown personality parameter 'bravery'"),
    ],
)
def test_bad_personalities_are_refused_with_a_message(level, game, params, message):
    with pytest.raises(PersonalityError, match=message):
        make_table_level(level, game, **params)


def bench_args(**changes) -> Namespace:
    args = dict(game="hana-awase", players=3, player="expert", opponent="easy", budget=16)
    args.update(seconds=0.0, matches=1, rules="nintendo", seed=1)
    args.update(changes)
    return Namespace(**args)


def test_bench_ai_tables_reports_the_distribution():
    result = bench_tables.run(bench_args())
    decisions = result["decisions"]
    assert decisions["count"] >= result["searched_decisions"]["count"] > 10
    assert 0 < decisions["median_s"] <= decisions["p95_s"] <= decisions["max_s"]
    assert (result["median_s"], result["p95_s"]) == (decisions["median_s"], decisions["p95_s"])
    assert result["rules"] == "seed003" and result["budget"] == 16
    assert len(result["scores"]) == 1 and sum(result["scores"][0]) == 0


@pytest.mark.parametrize(
    "changes,message",
    [
        ({"players": 5}, "hana-awase is played by 2, 3 or 4 players, not 5"),
        ({"game": "roppyakken", "rules": "seed003"}, "seed003"),
        ({"opponent": "master"}, "unknown CPU player 'master'"),
        ({"matches": 0}, "--matches must be at least 1"),
    ],
)
def test_bench_ai_tables_refuses_bad_input(changes, message):
    with pytest.raises(CliError, match=message):
        bench_tables.run(bench_args(**changes))


def test_bench_ai_hands_the_table_games_to_the_table_bench(capsys):
    from game.cli import main

    code = main(
        ["bench", "ai", "--game", "roppyakken", "--players", "2", "--budget", "8", "--json"]
    )
    result = json.loads(capsys.readouterr().out)
    assert code == 0
    assert (result["game"], result["players"], result["budget"]) == ("roppyakken", 2, 8)
    assert result["rules"] == "shiragiku" and result["decisions"]["count"] > 5
