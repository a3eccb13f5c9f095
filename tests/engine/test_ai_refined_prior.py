"""The expert's refined card scores (``play_scores(..., refined=True)``): captures nobody else
can make wait, what the opponent's lays showed it lacks is less urgent, any other capture
weighs by the chance the opponent takes it first, and a lay no unseen card can take costs no
gift. Normal's own scores stay as they were."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import random
from pathlib import Path

import pytest

from game.engine.actions import play
from game.engine.ai import expert as expert_module
from game.engine.ai import make_player
from game.engine.ai.heuristics import gain
from game.engine.ai.levels import (
    CAPTURE_URGENCY,
    KNOWN_ABSENT_CAPTURE_WEIGHT,
    KNOWN_ABSENT_LAY_WEIGHT,
    SAFE_CAPTURE_WEIGHT,
    deny_weight,
    opponent_take_chance,
    play_scores,
)
from game.engine.ai.personality import Personality
from game.engine.cards import MONTH_MASKS, card_id
from tests.engine.helpers import start
from tests.engine.test_ai_levels import decide_position

EXPERT = Personality(level="expert")
# Seat 0 holds 3-3 and 3-4 while the curtain (3-1) and 3-2 lie on the field: nobody else can
# ever take them. The moon (8-1) on the field can be taken by whoever holds or draws 8-2/8-4.
HAND0 = ["3-3", "3-4", "8-3", "2-3", "4-3", "5-3", "10-3", "12-2"]
HAND1 = ["1-3", "2-4", "4-4", "5-4", "6-4", "7-4", "10-4", "12-3"]
FIELD = ["3-1", "3-2", "8-1", "6-3", "9-3", "11-2", "12-4", "7-2"]


def view_of_deal():
    return start(HAND0, HAND1, FIELD, dealer=0).information(0)


def test_a_capture_nobody_else_can_make_is_worth_half_and_no_capture_bonus():
    view = view_of_deal()
    normal = play_scores(view, EXPERT)
    refined = play_scores(view, EXPERT, refined=True)
    safe = play("3-3")
    assert refined[safe] == pytest.approx(SAFE_CAPTURE_WEIGHT * (normal[safe] - 1.0))


def test_the_chance_the_opponent_takes_a_month_first_counts_its_hand_then_its_draw():
    view = view_of_deal()  # 32 unseen cards, 8 of them in seat 1's hand
    assert view.unseen.bit_count() == 32 and view.opponent_hand_count == 8
    assert opponent_take_chance(view, 0, 0) == 0.0
    # one card it could hold: in its hand with 8/32, else drawn with 1/32 of the rest
    assert opponent_take_chance(view, 1, 1) == pytest.approx(8 / 32 + (24 / 32) / 32)
    # two: it misses both with (24*23)/(32*31); only a draw (lays read) leaves 2/32
    miss = (24 * 23) / (32 * 31)
    assert opponent_take_chance(view, 2, 2) == pytest.approx(1 - miss + miss * 2 / 32)
    assert opponent_take_chance(view, 0, 2) == pytest.approx(2 / 32)


def test_a_contested_capture_is_scaled_by_the_chance_the_opponent_takes_it_first():
    view = view_of_deal()
    normal = play_scores(view, EXPERT)
    refined = play_scores(view, EXPERT, refined=True)
    contested = play("8-3")  # the moon: 8-2 and 8-4 unseen
    chance = opponent_take_chance(view, 2, 2)
    urgency = 1.0 - CAPTURE_URGENCY * (1.0 - chance)
    assert 0.5 < urgency < 1.0
    assert refined[contested] == pytest.approx(1.0 + urgency * (normal[contested] - 1.0))


def test_the_refined_prior_takes_the_contested_moon_before_the_curtain_that_can_wait():
    view = view_of_deal()
    normal = play_scores(view, EXPERT)
    assert normal[play("3-3")] == normal[play("8-3")]  # moon or curtain: the same to Normal
    assert make_player("normal").choose(view, random.Random(0)) == play("3-3")
    refined = play_scores(view, EXPERT, refined=True)
    assert max(refined, key=refined.get) == play("8-3")


def test_a_capture_the_opponent_showed_it_cannot_make_is_less_urgent():
    view = view_of_deal()
    lacked = dataclasses.replace(view, lay_avoids=(0, MONTH_MASKS[7]))  # seat 1 lacks month 8
    normal = play_scores(lacked, EXPERT)
    refined = play_scores(lacked, EXPERT, refined=True)
    moon = play("8-3")
    assert refined[moon] == pytest.approx(1.0 + KNOWN_ABSENT_CAPTURE_WEIGHT * (normal[moon] - 1.0))
    # what seat 0 itself lacks changes nothing
    own = dataclasses.replace(view, lay_avoids=(MONTH_MASKS[7], 0))
    assert (
        play_scores(own, EXPERT, refined=True)[moon]
        == play_scores(view, EXPERT, refined=True)[moon]
    )


def lay_costs(view, code):
    """(gift part, own part) of Normal's cost of laying ``code``."""
    me = view.player
    own, other = view.captured[me], view.captured[1 - me]
    card = card_id(code)
    rules = view.rules
    gift = gain(1 << card, other, own, rules)
    partners = [c for c in range(48) if (view.unseen & MONTH_MASKS[card >> 2]) >> c & 1]
    partner_gift = max(gain((1 << c) | (1 << card), other, own, rules) for c in partners)
    mine = gain(1 << card, own, other, rules)
    return deny_weight(EXPERT) * (0.5 * gift + 0.5 * partner_gift), 0.6 * mine


def test_laying_a_card_only_a_draw_could_take_costs_less_gift():
    view = view_of_deal()
    lay = play("10-3")  # nothing of month 10 on the field; 10-1, 10-2 unseen (10-4 seat 1's)
    gift_part, own_part = lay_costs(view, "10-3")
    assert play_scores(view, EXPERT)[lay] == pytest.approx(-(gift_part + own_part))
    lacked = dataclasses.replace(view, lay_avoids=(0, MONTH_MASKS[9]))
    refined = play_scores(lacked, EXPERT, refined=True)[lay]
    assert refined == pytest.approx(-(KNOWN_ABSENT_LAY_WEIGHT * gift_part + own_part))


def test_laying_a_card_no_unseen_card_can_take_costs_no_gift():
    view = view_of_deal()
    # every other card of month 10 already captured by seat 0: no one can take a laid 10-3
    dead = dataclasses.replace(
        view,
        captured=(view.captured[0] | MONTH_MASKS[9] & ~(1 << card_id("10-3")), view.captured[1]),
    )
    lay = play("10-3")
    me_own, other = dead.captured[0], dead.captured[1]
    own_part = 0.6 * gain(1 << card_id("10-3"), me_own, other, dead.rules)
    assert play_scores(dead, EXPERT, refined=True)[lay] == pytest.approx(-own_part)
    assert play_scores(dead, EXPERT)[lay] < -own_part  # Normal counts a gift no one can take


def test_the_expert_searches_with_the_refined_prior(monkeypatch):
    seen = {}

    class Recorder:
        def __init__(self, view, rng, legal, *, priors=None, **kwargs):
            seen["priors"] = priors

    monkeypatch.setattr(expert_module, "Search", Recorder)
    view = view_of_deal()
    make_player("expert").start(view, random.Random(0))
    assert seen["priors"] == play_scores(view, EXPERT, refined=True)


def load_tool(name):
    tool = Path(__file__).resolve().parents[2] / "tools" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, tool)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_prior_duel_tool_plays_normal_with_the_refined_scores(capsys):
    prior_duel = load_tool("prior_duel")
    view = view_of_deal()
    assert prior_duel.RefinedNormal().choose(view, random.Random(0)) == play("8-3")
    assert prior_duel.main(["--pairs", "2", "--jobs", "1", "--rules", "nintendo"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["matches"] == 4 and report["wins"] + report["losses"] <= 4


def test_the_koikoi_duel_tool_plays_the_prior_s_cards_and_searches_koikoi(capsys):
    koikoi_duel = load_tool("koikoi_duel")
    player = koikoi_duel.KoikoiExpert()
    view = view_of_deal()
    assert player.choose(view, random.Random(0)) == play("8-3")  # the refined prior's card
    decide = decide_position().information(0)
    expert = make_player("expert")
    assert player.choose(decide, random.Random(5)) == expert.choose(decide, random.Random(5))
    assert koikoi_duel.main(["--pairs", "1", "--jobs", "1", "--rules", "koikoi-japan"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["p1"] == "koikoi-expert" and report["matches"] == 2
