"""The match result of roppyakken and hana-awase speaks each game's own terms: every round
says who won it, what it decided (a won game, ichikoro, fuke) and what every seat scored
(cards, teyaku, yaku) with the running score; a long match scrolls; the yaku shown are
explained under the table; a roppyakken match (decided by a won game) ends with no
"last month" drop, a hana-awase match with its last round's, koi-koi with its last month's."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.fishing.table import RoundOutcome, table_snapshot
from game.engine.roppyakken.state import RoppyakkenState
from game.engine.table_view import MonthOutcome
from game.i18n import set_language
from game.input import actions as act
from game.view.match_summary import SeatRound, match_rows, yaku_legend
from tests.support.games_harness import GamesHarness
from tests.support.headless import scene_context

NAMES = ("You", "Aki", "Ren")


def outcome(number, points, cards, teyaku, yaku, scores, **facts) -> RoundOutcome:
    return RoundOutcome(
        month=number,
        reason=facts.pop("reason", "played_out"),
        winner=facts.pop("winner", None),
        score_delta=facts.pop("delta", points),
        scores=scores,
        yaku=yaku,
        koikoi=(0, 0, 0),
        base=0,
        steps=(),
        card_points=cards,
        teyaku=teyaku,
        round_points=points,
        **facts,
    )


PLAIN = outcome(
    1,
    (210, 320, 200),
    (160, 120, 200),
    ((), (("te-san", 200),), ()),
    ((("matsu-shima", 50),), (), ()),
    (210, 320, 200),
    game_number=1,
)
WON = outcome(
    2,
    (430, 140, 300),
    (180, 140, 200),
    ((), (), ()),
    ((("hanami-zake", 100), ("omote-sugawara", 100), ("ume-shima", 50)), (), (("teppo", 100),)),
    (640, 460, 500),
    winner=0,
    win_reason="target",
    game_number=1,
)
ICHIKORO = outcome(
    3,
    (120, 90, 800),
    (120, 90, 200),
    ((), (), ()),
    ((), (), (("shiko", 600),)),
    (120, 90, 800),
    winner=2,
    win_reason="shiko",
    game_number=2,
)
FUKE = outcome(
    4,
    (60, 510, 360),
    (60, 310, 110),
    ((), (), (("te-san", 200),)),
    ((), (("hanami-zake", 100), ("ume-shima", 50), ("sakura-shima", 50)), (("ume-shima", 50),)),
    (0, 0, 0),
    reason="fuke",
    delta=(0, 0, 0),
    fuke=(0,),
    game_number=3,
)


def test_each_roppyakken_round_says_its_winner_and_what_every_seat_scored():
    set_language("en")
    rows = match_rows("roppyakken", (PLAIN, WON, ICHIKORO, FUKE), NAMES)
    assert [(row.number, row.winner, row.how) for row in rows] == [
        (1, "Aki", ""),
        (2, "You", "Won game 1"),
        (3, "Ren", "Ichikoro: Shiko"),
        (4, "-", "fuke: void"),
    ]
    assert rows[0].seats == (
        SeatRound("210", 210, ("Cards 160", "Matsu-shima 50"), False),
        SeatRound("320", 320, ("Cards 120", "Te-san 200"), False),
        SeatRound("200", 200, ("Cards 200",), False),
    )
    assert rows[1].seats[0].detail == (
        "Cards 180",
        "Hanami-zake 100",
        "Omote-sugawara 100",
        "Ume-shima 50",
    )
    assert rows[3].seats[2] == SeatRound(
        "360", 0, ("Cards 110", "Te-san 200", "Ume-shima 50"), True
    )


def test_the_rows_speak_japanese():
    set_language("ja")
    try:
        rows = match_rows("roppyakken", (PLAIN, WON), NAMES)
        assert rows[0].winner == "Aki" and rows[1].winner == "あなた"
        assert rows[1].how == "第1ゲーム勝利"
        assert rows[0].seats[1].detail == ("札 120", "手三 200")
    finally:
        set_language("en")


def test_hana_awase_rows_show_the_change_and_the_legend_explains_nomi():
    set_language("en")
    result = RoundOutcome(
        month=1,
        reason="played_out",
        winner=2,
        score_delta=(-33, -20, 87, -34),
        scores=(-33, -20, 87, -34),
        yaku=((("nomi", 30),), (), (("hanami-zake", 20), ("tsukimi-zake", 20)), ()),
        koikoi=(0,) * 4,
        base=0,
        steps=(),
        card_points=(73, 46, 100, 45),
        teyaku=((), (), (), ()),
        round_points=(103, 46, 140, 45),
    )
    rows = match_rows("hana-awase", (result,), ("You", "Aki", "Ren", "Mio"))
    assert rows[0].winner == "Ren" and rows[0].how == ""
    assert rows[0].seats[0] == SeatRound("-33", -33, ("Cards 73", "Nomi 30"), False)
    from game.engine.hana_awase.rules import load_rules

    assert yaku_legend("hana-awase", (result,), load_rules()) == [
        "Nomi (curtain, moon, sake cup)",
        "Hanami-zake (flower viewing)",
        "Tsukimi-zake (moon viewing)",
    ]
    set_language("zh-Hans")
    try:
        legend = yaku_legend("hana-awase", (result,), load_rules())
        assert legend[0] == "饮：樱幕、芒草月、菊酒杯"
    finally:
        set_language("en")


def finished_roppyakken(seed: int = 1) -> RoppyakkenState:
    state = RoppyakkenState(seats=3, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_view_carries_every_rounds_points_and_the_result_scrolls():
    set_language("en")
    state = finished_roppyakken()
    view = table_snapshot(state, 0)
    for result, kept in zip(view.results, state.round_results, strict=True):
        assert result.card_points == kept["card_points"]
        assert result.round_points == kept["round_points"]
        assert result.teyaku == kept["teyaku"]
        assert result.game_number == kept["game_number"]
    assert len(view.results) > 10  # more rounds than one screen holds
    pygame.init()
    scene = scene_context().make_scene("match_result", view=view, names=NAMES)
    canvas = pygame.Surface((1920, 1080))
    scene.draw(canvas, 1.0)
    table = scene.round_table
    assert table.first == 0 and table.visible() == 10
    scene.settle.update(5.0)
    assert scene.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    assert table.first == 1
    before = pygame.image.tobytes(canvas, "RGB")
    scene.draw(canvas, 1.0)
    assert pygame.image.tobytes(canvas, "RGB") != before  # the rows moved up
    scene.handle_action(act.Action(act.SCROLL, act.MOUSE, value=-50))
    assert table.first == len(view.results) - 10
    scene.handle_action(act.Action(act.UP, act.KEYBOARD))
    assert table.first == len(view.results) - 11


def test_a_plain_month_outcome_still_draws():
    """An outcome without the per-seat facts (an older or remote view) draws a row."""
    plain = MonthOutcome(
        1, "played_out", None, (10, 0, -10), (10, 0, -10), ((), (), ()), (0,) * 3, 0, ()
    )
    rows = match_rows("hana-awase", (plain,), NAMES)
    assert rows[0].winner == "-" and rows[0].seats[0] == SeatRound("+10", 10, (), False)


@pytest.mark.parametrize(
    "game, seats, stamp",
    (("roppyakken", 3, None), ("hana-awase", 4, ("終局", "LAST ROUND"))),
)
def test_the_last_month_drop_is_each_games_own(game, seats, stamp):
    rig = GamesHarness(game, seats, speed="fast")
    rig.settings.flourish = "short"
    rig.frame(5)
    moments = rig.table.presenter.moments
    playing = moments.last_month_playing()
    if stamp is None:
        assert not playing and moments.drop is None
        assert rig.top() is rig.table
    else:
        assert playing and rig.top() is moments.drop
        spec = moments.drop.flourish.spec
        assert (spec.name_ja, spec.name_romaji) == stamp


def test_koikoi_keeps_its_last_month():
    from game.fx.spec import last_month_spec

    spec = last_month_spec(("1-1",))
    assert (spec.name_ja, spec.name_romaji) == ("終月", "LAST MONTH")
