"""The expert's search pieces: stopping scored once, successive halving, the evaluator chosen
for a rule set (win-probability table or expected points) and the playout policy."""

from __future__ import annotations

import random

import pytest

from game.engine.ai import make_player
from game.engine.ai.playout import PlayoutValues, playout
from game.engine.ai.search import Search
from game.engine.ai.winprob import PointsEvaluator, TableEvaluator, evaluator_for, table_for
from game.engine.cards import card_id
from game.engine.koikoi.decisions import KOIKOI, STOP
from game.engine.koikoi.rules import load_preset
from tests.engine.helpers import start
from tests.engine.test_ai_levels import FIELD, HAND0, HAND1, decide_position, with_captures


def test_stop_is_scored_on_one_world_and_koikoi_gets_the_whole_budget():
    view = decide_position().information(0)
    search = Search(view, random.Random(1), [KOIKOI, STOP], budget=100)
    search.run()
    assert search.counts == [100, 1]
    assert search.simulations == 100 and search.worlds == 100
    # stopping for sanko in month 1 at 0-0: the table's value of being 5 up with 11 to play
    table = table_for(view.rules)
    expected = table.probability(5, 11, True)
    assert search.mean_values()[STOP] == pytest.approx(expected)


def test_successive_halving_keeps_the_two_best_of_eight_moves():
    view = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    flat = Search(view, random.Random(4), list(view.legal), budget=480, halving=False)
    flat.run()
    assert flat.counts == [60] * 8 and len(flat.active) == 8
    halved = Search(view, random.Random(4), list(view.legal), budget=480)
    halved.run()
    assert sorted(halved.counts, reverse=True) == [140, 140, 60, 60, 20, 20, 20, 20]
    assert sum(halved.counts) == 480 and len(halved.active) == 2
    ranking = [action for action, _ in halved.ranking()]
    assert set(ranking[:2]) == {halved.candidates[i] for i in halved.active}


def test_search_is_a_function_of_view_rng_and_budget():
    view = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    first = Search(view, random.Random(8), list(view.legal), budget=200)
    second = Search(view, random.Random(8), list(view.legal), budget=200)
    first.run()
    while not second.step(0.0):
        pass
    assert first.ranking() == second.ranking()


def test_each_preset_is_scored_by_its_own_table():
    for name in ("nintendo", "koikoi-japan", "classic", "mobile"):
        evaluator = evaluator_for(load_preset(name))
        assert isinstance(evaluator, TableEvaluator) and evaluator.table.name == name
    shorter = load_preset("koikoi-japan", {"months": 4})  # months only change the row
    assert evaluator_for(shorter).table.name == "koikoi-japan"
    renamed = load_preset("nintendo").with_overrides(name="house")
    assert evaluator_for(renamed).table.name == "generic"


def test_rule_sets_that_end_matches_differently_are_scored_by_expected_points():
    zero_sum = load_preset("nintendo", {"zero_sum": True, "start_score": 30})
    target = load_preset("koikoi-japan", {"target_score": 60})
    for rules in (zero_sum, target):
        assert table_for(rules) is None
        assert isinstance(evaluator_for(rules), PointsEvaluator)
    # 12 up in a match still going: half a win plus the points; a lost match: only points
    state = start(HAND0, HAND1, FIELD, dealer=0, scores=(42, 30), **{"zero_sum": True})
    evaluator = PointsEvaluator()
    assert evaluator.value(state, 0) == pytest.approx(0.5 + 12 / 100)
    state.phase = "match_over"
    assert evaluator.value(state, 1) == pytest.approx(0.0 - 12 / 100)


def test_expert_decides_by_expected_points_without_a_table():
    # last month of a zero-sum house rule: stopping for 5 makes 33-27, a won match
    rules_kw = {"zero_sum": True, "start_score": 30, "months": 3}
    ahead = decide_position(month=3, scores=(28, 32), **rules_kw)
    view = ahead.information(0)
    assert isinstance(evaluator_for(view.rules), PointsEvaluator)
    assert make_player("expert", think_budget=48).choose(view, random.Random(0)) is STOP
    behind = decide_position(month=3, scores=(20, 40), **rules_kw)
    choice = make_player("expert", think_budget=48).choose(behind.information(0), random.Random(0))
    assert choice is KOIKOI


def test_playout_values_follow_the_yaku_each_seat_is_close_to():
    state = start(HAND0, HAND1, FIELD, dealer=0)
    with_captures(state, 0, ["1-2", "2-2"])  # two poetry ribbons: the third is worth most
    values = PlayoutValues(state.information(0))
    third_ribbon = card_id("3-2")
    assert values.capture[0][third_ribbon] > values.capture[1][third_ribbon] > 0
    assert values.capture[0][third_ribbon] > values.capture[0][card_id("4-2")]
    # laying it down costs seat 1 more than any plain chaff would
    assert values.discard_cost[1][third_ribbon] > values.discard_cost[1][card_id("4-4")]


def test_playout_ends_the_month_with_the_engine_scoring():
    view = decide_position().information(0)
    world = view.sample_state(random.Random(3))
    world.apply(STOP)  # the month is over at once: sanko pays 5
    assert world.scores == [5, 0] and world.round == 2
    copy = view.sample_state(random.Random(3))
    copy.apply(KOIKOI)
    playout(copy, 1, PlayoutValues(view))
    assert copy.round == 2 and sum(copy.scores) > 0  # someone stopped, or a drawn month
    # the next month only begins: nothing is shuffled or dealt, the month's piles stay
    assert copy.deal_queue == [] and copy.captured[0] & view.captured[0] == view.captured[0]
    assert copy.captured[0] | copy.captured[1] | copy.field != 0


def normal_match_views(rules, seeds=range(3)):
    """(seed, view) at every decision of normal-vs-normal matches played to the end."""
    from game.engine.koikoi.state import new_match

    players = [make_player("normal"), make_player("normal")]
    for seed in seeds:
        state = new_match(rules, seed=seed)
        rngs = [random.Random(seed), random.Random(seed + 100)]
        while not state.is_terminal():
            seat = state.current_player()
            view = state.information(seat)
            yield seed, view
            state.apply(players[seat].choose(view, rngs[seat]))


FIELDS_COMPARED = (
    "round",
    "dealer",
    "scores",
    "hands",
    "field",
    "stock_pos",
    "captured",
    "totals",
    "koikoi",
    "current",
    "pending",
    "pending_options",
)


@pytest.mark.parametrize("preset", ["nintendo", "koikoi-japan", "classic", "mobile"])
def test_fast_playout_ends_every_world_as_the_step_by_step_playout(preset):
    """The inlined playout loop against the reference that steps the engine: the same
    month's end (scores, dealer, piles, the seat that stopped) from every position of real
    matches, take choices and koi-koi decisions included."""
    from tests.support.search_references import playout_by_steps

    compared = 0
    phases = set()
    match_over = 0
    for seed, view in normal_match_views(load_preset(preset)):
        values = PlayoutValues(view)
        for world_seed in range(2):
            fast = view.sample_state(random.Random(world_seed))
            slow = view.sample_state(random.Random(world_seed))
            playout(fast, view.round, values)
            playout_by_steps(slow, view.round, values)
            for name in FIELDS_COMPARED:
                assert getattr(fast, name) == getattr(slow, name), (preset, seed, name)
            # the phase a month ends in is not read, only whether the match is over
            assert (fast.phase == "match_over") == (slow.phase == "match_over")
            match_over += slow.phase == "match_over"
            compared += 1
        phases.add(view.phase)
    assert compared > 300 and {"play", "decide"} <= phases and match_over > 0


@pytest.mark.parametrize(
    "preset, overrides",
    [
        ("nintendo", {}),
        ("koikoi-japan", {}),
        ("classic", {}),
        ("mobile", {}),
        ("nintendo", {"koikoi_once_per_month": True}),
    ],
)
def test_month_solver_values_every_world_as_the_step_by_step_solver(preset, overrides):
    """The integer endgame search against the one through State.apply: the same value, to
    the last bit, for every candidate of every late decision of real matches (card plays,
    takes, koi-koi calls), under the table evaluator and the points evaluator."""
    from game.engine.ai.endgame import solve
    from tests.support.search_references import solve_by_steps

    rules = load_preset(preset, overrides)
    evaluators = [evaluator_for(rules), PointsEvaluator()]
    compared = 0
    kinds = set()
    phases = set()
    for seed, view in normal_match_views(rules):
        if view.hand.bit_count() + view.opponent_hand_count > 7:
            continue
        seat = view.player
        worlds = [view.sample_state(random.Random(seed * 10 + k)) for k in range(2)]
        # each world as it stands (the phase of the view) and after each candidate
        for world, action in ((w, a) for w in worlds for a in (None, *view.legal)):
            start = world.clone(for_search=True)
            if action is not None:
                start.apply(action)
            phases.add(start.phase)
            for evaluator in evaluators:
                fast = solve(start.clone(for_search=True), view.round, seat, evaluator.value)
                slow = solve_by_steps(
                    start.clone(for_search=True), view.round, seat, evaluator.value
                )
                assert fast == slow, (preset, seed, action)
                compared += 1
            kinds.add((action.choice or action.kind) if action else None)
    assert compared > 100 and {"play", "koikoi", "stop"} <= kinds
    assert {"play", "decide"} <= phases and phases & {"take_play", "take_draw"}, phases


def test_card_shuffle_is_the_generators_own_shuffle():
    """sample_state's shuffle: the permutation random.Random.shuffle makes, leaving the
    generator where it leaves it, for every length a view can hide."""
    from game.engine.koikoi.view import shuffle_cards

    for length in range(49):
        for seed in range(5):
            ours, theirs = list(range(length)), list(range(length))
            mine, reference = random.Random(seed), random.Random(seed)
            shuffle_cards(mine, ours)
            reference.shuffle(theirs)
            assert ours == theirs and mine.getstate() == reference.getstate()
    moved = list(range(30))
    shuffle_cards(random.Random(1), moved)
    assert sorted(moved) == list(range(30)) and moved != list(range(30))


def test_prior_experiment_switches_weigh_normals_prior_as_documented(monkeypatch):
    """The fifth pass's switches (docs/ai.md): a prior fading with the worlds, and a prior
    scaled by the win table's slope (1 at 0-0 with the match to play, at least 0.1)."""
    import game.engine.ai.search as search_module
    from game.engine.ai.expert import prior_leverage

    view = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    priors = {action: float(index) for index, action in enumerate(view.legal)}
    search = Search(view, random.Random(4), list(view.legal), budget=160, priors=priors)
    search.run()
    last = len(view.legal) - 1
    plain = search._score(last) - search._mean(last)
    assert plain == pytest.approx(0.02 * last)
    monkeypatch.setattr(search_module, "PRIOR_WORLDS", 50)
    search.settings = search_module.search_settings()  # read when a search starts
    worlds = search.counts[last]
    assert search._score(last) - search._mean(last) == pytest.approx(plain * 50 / (50 + worlds))

    assert prior_leverage(view) == pytest.approx(1.0)  # month 1 of 12, 0-0, as dealer
    decided = start(HAND0, HAND1, FIELD, dealer=0, month=12, scores=(10, 60)).information(0)
    assert prior_leverage(decided) == pytest.approx(0.1)  # 50 behind in the last month
    close = start(HAND0, HAND1, FIELD, dealer=0, month=12, scores=(30, 30)).information(0)
    assert prior_leverage(close) > 2.0  # every point decides the match now
    no_table = start(HAND0, HAND1, FIELD, dealer=0, zero_sum=True, start_score=30)
    assert prior_leverage(no_table.information(0)) == 1.0


def test_koikoi_experiment_switches_change_only_the_koikoi_search(monkeypatch):
    """The seventh pass's switches (docs/ai.md): koi-koi worlds played out instead of solved,
    and a bias added to every koi-koi's rating."""
    import game.engine.ai.expert as expert_module
    import game.engine.ai.search as search_module
    from game.engine.ai.search import solved_at_once

    view = decide_position().information(0)
    monkeypatch.setattr(search_module, "ENDGAME_CARDS", 20)  # 15 cards in the hands: "late"
    assert solved_at_once(view, [KOIKOI, STOP])
    monkeypatch.setattr(search_module, "KOIKOI_SOLVED", False)
    assert not solved_at_once(view, [KOIKOI, STOP])
    plays = start(HAND0, HAND1, FIELD, dealer=0).information(0)
    assert solved_at_once(plays, list(plays.legal))  # card plays are still solved

    def no_solver(*args):
        raise AssertionError("a koi-koi world was solved")

    monkeypatch.setattr(search_module, "solve", no_solver)
    search = Search(view, random.Random(2), [KOIKOI, STOP], budget=40)
    search.run()
    assert search.counts == [40, 1]

    expert = make_player("expert-fast")
    monkeypatch.setattr(expert_module, "KOIKOI_BIAS", 2.0)  # any koi-koi beats any stop
    assert expert.choose(view, random.Random(2)) == KOIKOI
    monkeypatch.setattr(expert_module, "KOIKOI_BIAS", -2.0)
    assert expert.choose(view, random.Random(2)) == STOP
