"""Hana-awase's settlement explains itself: the engine tells every payment (a yaku's holder
paid by each other seat, the three-seat compensation) and they account for the change
exactly; the round result lists them ("Ren's Akatan: You, Aki, Mio each pay 40"); the
match summary fits the yaku names in a four-seat column; and the match's end follows the
player's place: 1st a victory, 2nd or 3rd of three or four their place, last a defeat."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.core.settings import Settings
from game.engine import events as ev
from game.engine.fishing.table import table_snapshot
from game.engine.hana_awase.rules import load_rules
from game.engine.hana_awase.scoring import par, payments
from game.engine.hana_awase.state import HanaAwaseState
from game.i18n import set_language
from game.scenes.overlays.match_rounds import MIN_TEXT, cell_lines, seat_columns
from game.table.moments import victory_flourish
from game.view.round_summary import payment_lines
from tests.support.headless import scene_context

NAMES = ("You", "Aki", "Ren", "Mio")


def test_each_yaku_is_paid_its_points_by_every_other_seat():
    held = [(("nomi", 30),), (), (("akatan", 40), ("kusatan", 20)), ()]
    assert payments(held, [12, 12, 12, 12], 0, load_rules()) == (
        (1, 0, 30, "nomi"),
        (2, 0, 30, "nomi"),
        (3, 0, 30, "nomi"),
        (0, 2, 40, "akatan"),
        (1, 2, 40, "akatan"),
        (3, 2, 40, "akatan"),
        (0, 2, 20, "kusatan"),
        (1, 2, 20, "kusatan"),
        (3, 2, 20, "kusatan"),
    )
    assert payments(held, [12] * 4, 0, load_rules("seed003", {"scoring": "additive"})) == ()


@pytest.mark.parametrize("seats, overrides", ((4, {}), (3, {"compensation": 30})))
def test_the_payments_account_for_every_change(seats, overrides):
    rules = load_rules("seed003", overrides)
    state = HanaAwaseState(rules, seats=seats, seed=5)
    rng = random.Random(5)
    ends = []
    while not state.is_terminal():
        ends += [
            e
            for e in state.apply(rng.choice(state.legal_actions()))
            if isinstance(e, ev.RoundEnded)
        ]
    assert len(ends) == 12 and any(end.payments for end in ends)
    share = par(rules, seats)
    for end in ends:
        for seat in range(seats):
            got = sum(p for _, payee, p, _ in end.payments if payee == seat)
            paid = sum(p for payer, _, p, _ in end.payments if payer == seat)
            assert end.score_delta[seat] == end.card_points[seat] - share + got - paid
    if overrides:
        assert any(r == "compensation" for end in ends for *_, r in end.payments)


def hana_round(yaku, payments_made) -> ev.RoundEnded:
    return ev.RoundEnded(
        "hana-awase", 3, "played_out", None, (-33, -50, 117, -34), (-33, -50, 117, -34),
        yaku, ((),) * 4, card_points=(73, 46, 100, 45), teyaku=((),) * 4,
        round_points=(103, 46, 140, 45), payments=payments_made,
    )  # fmt: skip


YAKU = ((("nomi", 30),), (), (("akatan", 40),), ())
PAID = payments([list(y) for y in YAKU], [12] * 4, 0, load_rules())


def test_the_round_result_lists_who_paid_whom_for_which_yaku():
    set_language("en")
    event = hana_round(YAKU, PAID)
    assert payment_lines(event, NAMES) == [
        "Your Nomi: Aki, Ren, Mio each pay 30",
        "Ren's Akatan: You, Aki, Mio each pay 40",
    ]
    pygame.init()
    overlay = scene_context().make_scene("round_result", event=event, names=NAMES, par=66)
    assert overlay.body.payments == payment_lines(event, NAMES)
    canvas = pygame.Surface((1920, 1080))
    overlay.draw(canvas, 1.0)
    bare = scene_context().make_scene(
        "round_result", event=hana_round(YAKU, ()), names=NAMES, par=66
    )
    assert overlay.body.panel().height > bare.body.panel().height  # room for the payments


def test_the_payments_speak_chinese():
    set_language("zh-Hans")
    try:
        lines = payment_lines(hana_round(YAKU, PAID), NAMES)
        assert lines[0] == "你的饮：Aki、Ren、Mio各付30"
    finally:
        set_language("en")


def test_long_yaku_names_fit_a_four_seat_column_whole():
    set_language("en")
    pygame.init()
    xs = seat_columns(4)
    column = xs[1] - xs[0] - 24
    parts = ("Cards 73", "Hanami-zake 20", "Tsukimi-zake 20", "Kusatan 20")
    lines = cell_lines(parts, column)
    assert ", ".join(lines) == ", ".join(parts) and "..." not in "".join(lines)
    assert len(lines) <= len(parts) and MIN_TEXT >= 26  # whole parts, at the readable size


def finished_view(seats: int):
    state = HanaAwaseState(seats=seats, seed=3)
    rng = random.Random(3)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return table_snapshot(state, 0)


def ending(view, returns, seats=("human", "cpu", "cpu", "cpu")):
    view = dataclasses.replace(view, returns=returns, winner=returns.index(max(returns)))
    flourish = victory_flourish(
        Settings(flourish="short"), lambda name: None, view, seats, 1, names=NAMES[: len(seats)]
    )
    return flourish.spec


def test_the_match_end_follows_the_players_place_among_four():
    set_language("en")
    view = finished_view(4)
    second = ending(view, (34, -80, 60, -14))
    assert (second.yaku_id, second.name_ja, second.name_romaji) == ("victory", "第二", "2ND PLACE")
    assert second.points == 34 and second.caption == "REN WINS"
    third = ending(view, (-14, -80, 60, 34))
    assert (third.name_ja, third.name_romaji, third.points) == ("第三", "3RD PLACE", 0)
    assert third.caption == "REN WINS"
    first = ending(view, (60, -80, 34, -14))
    assert first.name_ja == "勝利" and first.caption.startswith("YOU WIN")
    last = ending(view, (-80, 34, 60, -14))
    assert last.yaku_id == "defeat" and last.name_ja == "敗北"
    assert last.caption.startswith("REN WINS WITH 60 POINTS")


def test_three_seats_second_is_a_place_and_couch_play_keeps_the_winners_victory():
    view = finished_view(3)
    spec = ending(view, (10, 30, -40), seats=("human", "cpu", "cpu"))
    assert spec.name_ja == "第二"
    couch = ending(view, (10, 30, -40), seats=("human", "human", "human"))
    assert couch.name_ja == "勝利" and couch.caption.startswith("AKI WINS")
