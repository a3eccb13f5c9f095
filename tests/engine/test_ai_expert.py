"""Expert search pieces: the win-probability table and its dynamic programme, the steppable
Thinker (same answer as choose, in slices), hints with reasons, and the time budget."""

from __future__ import annotations

import random

import pytest

from game.engine.actions import play
from game.engine.ai import make_player
from game.engine.ai.anytime import Thinker
from game.engine.ai.hints import rate_actions
from game.engine.ai.winprob import load_tables, solve_months, solve_target, table_for
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.rules import load_preset, preset_names
from tests.engine.helpers import start
from tests.engine.test_ai_levels import FIELD, HAND0, HAND1, decide_position


def test_solve_a_coin_flip_month():
    rules = load_preset("nintendo")
    # the dealer wins 1 point or loses 1 point, evenly; the winner deals next
    deal, other = solve_months({(1, "dealer"): 1, (-1, "other"): 1}, rules, 2, 5)
    assert deal[1][5] == pytest.approx(0.5)  # level, one month: coin flip
    assert deal[1][5 + 1] == pytest.approx(0.75)  # one point up: lose only on -1
    assert deal[2][5 + 1] == pytest.approx(0.75)  # up 1, two months: 1/4 lose both
    assert deal[2][5] == pytest.approx(0.5)


def test_zero_sum_end_at_zero_is_terminal():
    rules = load_preset("koikoi-japan")
    deal, _ = solve_months({(10, "dealer"): 1, (-10, "other"): 1}, rules, 8, 100)
    # 30-30 start: diff 60 means 60-0, the match is already over
    assert deal[8][100 + 60] == 1.0
    assert deal[8][100 - 60] == 0.0


def test_shipped_tables_cover_every_preset_and_are_monotone():
    tables = load_tables()
    assert set(preset_names()) | {"generic"} <= set(tables)
    for name in preset_names():
        table = table_for(load_preset(name))
        for months in (1, 4, 8, 12):
            values = [table.probability(d, months, True) for d in range(-40, 41, 4)]
            assert values == sorted(values)
            assert 0.0 <= values[0] < 0.5 < values[-1] <= 1.0
        assert table.probability(3, 0, False) == 1.0
        assert table.probability(0, 0, True) == 0.5
    custom = load_preset("nintendo").with_overrides(name="house")
    assert table_for(custom).name == "generic"


def test_thinker_steps_in_slices_and_agrees_with_choose():
    view = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    expert = make_player("expert", think_budget=400)
    thinker = Thinker(expert, view, random.Random(3))
    while not thinker.step(0.0):  # a zero slice plays exactly one candidate in one world
        assert 0.0 <= thinker.progress < 1.0
    search = thinker._decision.search
    assert thinker.steps == search.simulations
    # successive halving, a third of the budget per round: eight moves for 17 worlds (136
    # simulations), the best four for 33 more (268), the best two for the last 66 (400)
    assert search.simulations == 400
    assert search.worlds == 17 + 33 + 66
    assert len(search.active) == 2
    assert thinker.result == expert.choose(view, random.Random(3))
    assert thinker.result in view.legal


def test_thinker_for_simple_players_is_one_step():
    view = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    thinker = Thinker(make_player("normal"), view, random.Random(0))
    assert not thinker.done
    with pytest.raises(RuntimeError, match="still thinking"):
        _ = thinker.result
    assert thinker.step() and thinker.result == make_player("normal").choose(view, random.Random(0))


def test_time_budget_returns_a_legal_action():
    view = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    expert = make_player("expert", think_budget=10**7, think_seconds=0.05)
    assert expert.choose(view, random.Random(0)) in view.legal


def test_hints_rate_every_move_best_first_with_reasons():
    hand = ["9-4", "1-4", "2-3", "4-3", "5-3", "7-3", "10-3", "12-2"]
    field = ["9-1", "1-1", "2-1", "4-1", "11-1", "8-2", "6-3", "12-4"]
    view = start(hand, HAND1, field, dealer=0).information(0)
    hints = rate_actions(view, random.Random(1), budget=400)
    assert {a for a, _, _ in hints} == set(view.legal)
    probabilities = [p for _, p, _ in hints]
    assert probabilities == sorted(probabilities, reverse=True)
    reasons = {a: r for a, _, r in hints}
    assert reasons[play("9-4")] == "takes the sake cup"
    assert reasons[play("1-4")] == "takes the pine crane toward the brights"
    assert reasons[play("5-3")] == "lays the iris chaff 1 on the field"


def test_hints_flag_a_risky_koikoi():
    near = decide_position(opponent_captures=["1-2", "2-2"])
    reasons = {a: r for a, _, r in rate_actions(near.information(0), random.Random(1), 200)}
    assert reasons[KOIKOI] == "risky koi-koi: opponent is one card from akatan"
    assert reasons[STOP] == "stops for 5 points"


def test_hints_name_a_block():
    # the opponent holds boar and deer: taking the butterflies blocks ino-shika-cho
    from tests.engine.test_ai_levels import with_captures

    state = start(HAND0, HAND1, FIELD, dealer=0)
    with_captures(state, 1, ["7-1", "10-1"])
    reasons = {a: r for a, _, r in rate_actions(state.information(0), random.Random(1), 200)}
    assert reasons[play("6-3")] == "blocks ino-shika-cho"


def test_bench_ai_reports_the_distribution():
    import argparse

    from game.bench import ai as bench_ai

    parser = argparse.ArgumentParser()
    bench_ai.add_arguments(parser)
    result = bench_ai.run(parser.parse_args(["--budget", "16", "--rules", "koikoi-japan"]))
    decisions = result["decisions"]
    assert decisions["count"] >= result["searched_decisions"]["count"] > 10
    assert 0 < decisions["median_s"] <= decisions["p95_s"] <= decisions["max_s"]
    assert result["budget"] == 16 and len(result["scores"]) == 1
    assert (result["game"], result["players"]) == ("koikoi", 2)
    assert result["median_s"] == decisions["median_s"] and result["max_s"] == decisions["max_s"]


def test_solve_target_tracks_both_scores():
    rules = load_preset("mobile", {"target_score": 20})
    # the dealer gains 10 or the other player gains 10, evenly; the deal alternates
    deal, other = solve_target({(10, "dealer"): 1, (-10, "other"): 1}, rules, 2)
    target = 20

    def cell(own, opp):
        return own * target + opp

    assert deal[0][cell(10, 0)] == 1.0 and deal[0][cell(10, 10)] == 0.5
    # 10-0, one month: a gain reaches 20 (won), a loss makes 10-10 at the end (drawn)
    assert deal[1][cell(10, 0)] == pytest.approx(0.5 * 1.0 + 0.5 * 0.5)
    # 10-10, one month: whoever gains reaches the target
    assert other[1][cell(10, 10)] == pytest.approx(0.5)
    # 0-10, two months: must gain twice (the second gain reaches 20 before 10-20 happens)
    assert deal[2][cell(0, 10)] == pytest.approx(0.25)


def test_bench_ai_refuses_games_and_seat_counts_it_has_no_players_for():
    import argparse

    from game.bench import ai as bench_ai
    from game.cli import CliError

    parser = argparse.ArgumentParser()
    bench_ai.add_arguments(parser)
    with pytest.raises(CliError, match="go"):
        bench_ai.run(parser.parse_args(["--game", "go"]))
    with pytest.raises(CliError, match="5"):
        bench_ai.run(parser.parse_args(["--game", "roppyakken", "--players", "5"]))
    with pytest.raises(CliError, match="koikoi is played by 2 players, not 4"):
        bench_ai.run(parser.parse_args(["--players", "4"]))
    with pytest.raises(CliError, match="unknown CPU player 'nobody'"):
        bench_ai.run(parser.parse_args(["--opponent", "nobody"]))
