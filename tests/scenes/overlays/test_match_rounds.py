"""The match result of roppyakken and hana-awase speaks each game's own terms: every round
says who won it, what it decided (a won game, ichikoro, fuke) and what every seat scored
(cards, teyaku, yaku) with the running score; a long match scrolls; the yaku shown are
explained under the table; a roppyakken match (decided by a won game) ends with no
"last month" drop, a hana-awase match with its last round's, koi-koi with its last month's."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine import games
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
    assert table.first == 0 and 2 <= table.visible() < len(view.results)
    scene.settle.update(5.0)
    assert scene.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    assert table.first == 1
    before = pygame.image.tobytes(canvas, "RGB")
    scene.draw(canvas, 1.0)
    assert pygame.image.tobytes(canvas, "RGB") != before  # the rows moved up
    scene.handle_action(act.Action(act.SCROLL, act.MOUSE, value=-50))
    last = table.last_first()
    assert table.first == last and table.visible() == len(view.results) - last  # the end
    assert table.visible(last - 1) < len(view.results) - last + 1  # one more would not fit
    scene.handle_action(act.Action(act.UP, act.KEYBOARD))
    assert table.first == last - 1


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


ROPP_YAKU = (
    ("omote-sugawara", 100),
    ("ino-shika-cho", 300),
    ("hanami-zake", 100),
    ("ume-shima", 50),
    ("sakura-shima", 50),
    ("matsukiri-bozu", 150),
)
HANA_YAKU = (
    ("hanami-zake", 20),
    ("tsukimi-zake", 20),
    ("akatan", 30),
    ("aotan", 30),
    ("kusatan", 20),
    ("nomi", 30),
)


ROPP_TEYAKU = (("te-san", 200),)
# the busiest tables: (game, seats, its long yaku, its teyaku)
BUSY = (
    (games.ROPPYAKKEN, 3, ROPP_YAKU, ROPP_TEYAKU),
    (games.HANA_AWASE, 4, HANA_YAKU, ()),
    (games.ROPPYAKKEN, 2, ROPP_YAKU, ROPP_TEYAKU),
)


def busy_results(seats: int, yaku, teyaku, rounds: int = 14) -> tuple[RoundOutcome, ...]:
    """The worst case: every seat of every round with big points, a teyaku and long yaku."""
    out = []
    for number in range(1, rounds + 1):
        many = yaku[: 2 + number % 5]
        out.append(
            outcome(
                number,
                (800,) * seats,
                (300,) * seats,
                (teyaku,) * seats,
                (many,) * seats,
                (1350 * number,) * seats,
                winner=number % seats,
                win_reason="target" if number % 3 else "shiko",
                game_number=number,
                reason="fuke" if number % 4 == 0 else "played_out",
            )
        )
    return tuple(out)


FLOOR = 26  # logical px: 17.3 px at 1280x720, the smallest text a player reads there


def drawn_table(game, seats, results, first, monkeypatch):
    """The table of ``results`` drawn from ``first``: (table, panel, [(text, size, rect)] of
    every text)."""
    from types import SimpleNamespace

    from game.scenes.overlays import match_rounds
    from game.ui import theme

    drawn, panels = [], []

    def draw_text(canvas, text, size, colour, family="ui", **anchor):
        rect = theme.draw_text(canvas, text, size, colour, family, **anchor)
        drawn.append((text, size, rect))
        return rect

    def draw_panel(canvas, rect, *args, **kwargs):
        panels.append(pygame.Rect(rect))
        return theme.draw_panel(canvas, rect, *args, **kwargs)

    fake = SimpleNamespace(**{name: getattr(theme, name) for name in dir(theme) if name[0] != "_"})
    fake.draw_text, fake.draw_panel = draw_text, draw_panel
    monkeypatch.setattr(match_rounds, "theme", fake)
    view = SimpleNamespace(game=game, results=results, rules=games.load_rules(game))
    table = match_rounds.RoundTable(view, ("You", "Aki", "Ren", "Mio")[:seats])
    table.first = first
    table.draw(pygame.Surface((1920, 1080)))
    return table, panels[-1], drawn


@pytest.mark.parametrize("language", ("en", "ja", "zh-Hans", "zh-Hant"))
@pytest.mark.parametrize("game, seats, yaku, teyaku", BUSY)
def test_every_text_of_a_busy_table_is_readable_and_inside_its_panel(
    game, seats, yaku, teyaku, language, monkeypatch
):
    """A round with "800 (1350)" over four yaku used to shrink to 13 px (9 px at 1280x720):
    now no text is under FLOOR (17 px at 1280x720), no two texts overlap and none leaves
    the panel, on every page of a long table (14 rounds of big points and long yaku)."""
    pygame.init()
    set_language(language)
    try:
        first, pages, shown_rounds = 0, 0, set()
        results = busy_results(seats, yaku, teyaku)
        while True:
            table, panel, drawn = drawn_table(game, seats, results, first, monkeypatch)
            assert min(size for _, size, _ in drawn) >= FLOOR
            assert panel.bottom <= 950  # above the buttons
            for text, _, rect in drawn:
                assert panel.contains(rect), text
            for index, (text, _, rect) in enumerate(drawn):
                for other, _, later in drawn[index + 1 :]:
                    assert not rect.colliderect(later), (text, other)
            shown = table.visible()
            assert shown >= 2  # even the busiest rounds show two at a time
            shown_rounds.update(range(first, first + shown))
            pages += 1
            if first == table.last_first():
                break
            first = min(first + shown, table.last_first())
        assert pages >= 2 and shown_rounds == set(range(14))  # every round can be read
    finally:
        set_language("en")
