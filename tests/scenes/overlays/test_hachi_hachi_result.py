"""Hachi-hachi's round result is the one round result overlay, drawn from the RoundEnded of a
round the engine played: the field multiplier and what a kan pays in mon, how the round ended
(shobu, a sage cancelled, the hands run out) and who deals next, and every payment - who
pays whom how many mon for which yaku of how many kan, and the cards against par - in
English, Japanese and Chinese, inside its panel."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.engine import events as ev
from game.engine import games
from game.engine.ai import make_player
from game.scenes.overlays.seat_table import SeatTable
from tests.support.headless import scene_context
from tests.support.text_boxes import overflows, recording

GAME = games.HACHI_HACHI
NAMES = ("You", "Aki", "Ren")


def cpu_round_ends(seed: int) -> list[ev.RoundEnded]:
    """Every round end of a match its own CPUs play (normal, easy, normal)."""
    state = games.new_state(GAME, 3, games.load_rules(GAME), seed)
    players = [make_player(level, game=GAME) for level in ("normal", "easy", "normal")]
    rng = random.Random(seed)
    ends = []
    while not state.is_terminal():
        seat = state.current_player()
        action = players[seat].choose(state.information(seat), rng)
        ends += [event for event in state.apply(action) if isinstance(event, ev.RoundEnded)]
    return ends


def random_round_end(seed: int, round_number: int) -> ev.RoundEnded:
    """Round ``round_number`` of a match random players play (they call sage and cancel)."""
    state = games.new_state(GAME, 3, games.load_rules(GAME), seed)
    rng = random.Random(seed)
    while True:
        for event in state.apply(rng.choice(state.legal_actions())):
            if isinstance(event, ev.RoundEnded) and event.round == round_number:
                return event


def drawn_texts(event: ev.RoundEnded, monkeypatch) -> tuple[list[str], list, pygame.Surface]:
    pygame.init()
    context = scene_context()
    overlay = context.make_scene("round_result", event=event, names=NAMES, par=88)
    assert isinstance(overlay.body, SeatTable)
    canvas = pygame.Surface((1920, 1080))
    with recording(monkeypatch) as drawn:
        overlay.draw(canvas, 0.0)
    texts = [item.content for item in drawn if item.kind == "text"]
    return texts, drawn, canvas


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_every_payment_of_a_round_its_cpus_played_is_drawn(monkeypatch):
    event = cpu_round_ends(2)[4]  # round 5: teyaku of all three, cards, two tobikomi
    assert (event.reason, event.win_reason, event.multiplier, len(event.payments)) == (
        "exhausted",
        "cards",
        1,
        12,
    )
    texts, drawn, canvas = drawn_texts(event, monkeypatch)
    expected = [
        "Round 5 result",
        "Field ×1: 1 kan = 12 mon × 1 = 12 mon this round.",
        "The hands ran out: the cards settle against par.",
        "Aki wins the round and deals next.",
        "Every payment, in mon (Change = mon received - mon paid):",
        "Aki, Ren to You: 24 mon each (Sanbon, 2 kan)",
        "You, Ren to Aki: 24 mon each (Sanbon, 2 kan)",
        "You, Aki to Ren: 24 mon each (Sanbon, 2 kan)",
        "Ren to You: 7 mon (cards against par)",
        "Ren to Aki: 17 mon (cards against par)",
        "Aki, Ren to You: 12 mon each (Tobikomi, 1 kan)",
        "You, Ren to Aki: 12 mon each (Tobikomi, 1 kan)",
    ]
    assert [text for text in expected if text not in texts] == []
    assert not any("more payments" in text for text in texts)  # every payment, none left out
    assert {"Sanbon 2 kan", "95 (+7)", "+19", "-417"} <= set(texts)  # your row: kan, par, mon
    assert overflows(drawn) == []
    assert pygame.transform.average_color(canvas)[:3] != (0, 0, 0)


def test_a_shobu_names_its_caller_and_what_each_pays(monkeypatch):
    event = cpu_round_ends(1)[0]
    assert (event.reason, event.caller, event.payments) == (
        "shobu",
        0,
        ((1, 0, 84, "akatan"), (2, 0, 84, "akatan")),
    )
    texts, _drawn, _canvas = drawn_texts(event, monkeypatch)
    assert "You called shobu (勝負): the round ends on your dekiyaku." in texts
    assert "Aki, Ren to You: 84 mon each (Akatan, 7 kan)" in texts
    assert "You win the round and deal next." in texts


def test_a_cancelled_sage_is_paid_half_and_says_who_called_sage(monkeypatch):
    event = random_round_end(1, 2)
    assert (event.reason, event.sage_callers, event.caller) == ("cancel", (1,), 1)
    assert event.payments == ((0, 1, 42, "akatan"), (2, 1, 42, "akatan"))  # 7 kan, half
    texts, _drawn, _canvas = drawn_texts(event, monkeypatch)
    assert "Aki cancelled their sage: their dekiyaku are paid half." in texts
    assert "Sage (下げ) called to play on: Aki." in texts
    assert "You, Ren to Aki: 42 mon each (Akatan, 7 kan)" in texts


@pytest.mark.parametrize(
    ("language", "multiplier"),
    [
        ("ja", "場の倍率×1：この局は1貫＝12文×1＝12文。"),
        ("zh-Hans", "场上倍数×1：本局1贯＝12文×1＝12文。"),
    ],
)
def test_the_settlement_speaks_the_language_inside_its_panel(language, multiplier, monkeypatch):
    event = cpu_round_ends(2)[4]
    i18n.set_language(language)
    texts, drawn, _canvas = drawn_texts(event, monkeypatch)
    assert multiplier in texts
    assert sum("文" in text for text in texts) >= 8  # the heading and every payment in mon
    assert overflows(drawn) == []
