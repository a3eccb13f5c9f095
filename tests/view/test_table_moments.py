"""Roppyakken's moments on the table, from engine events: rain washing a viewing yaku out and
the sun (the crane) bringing it back, the 600 line crossed, ichikoro, dead cards marked."""

from game.engine import events as ev
from game.engine import games
from game.engine.fishing import events as table_ev
from game.view.director import Director


def scored(seat, yaku=(), new=(), voided=(), total=0, reached=False):
    return ev.TurnScored(
        seat, tuple(yaku), tuple(new), (), total, voided=tuple(voided), reached=reached
    )


def shown(director: Director, event) -> str | None:
    director.feed([event])
    director.update(0.0)
    return director.banner.text if director.banner is not None else None


def test_rain_washes_a_viewing_yaku_out_and_the_sun_brings_it_back():
    director = Director(0, 1.0, seat_count=3)
    director.feed([ev.RoundStarted("roppyakken", 1, 0, 0, (0, 0, 0), wins=(0, 0, 0))])
    director.skip()
    text = shown(director, scored(1, new=("hanami-zake",), yaku=(("hanami-zake", 100),)))
    assert text == "Hanami-zake!"
    director.skip()
    assert shown(director, scored(1, voided=("hanami-zake",))) == "Rain! Hanami-zake washed out"
    director.skip()
    text = shown(director, scored(1, yaku=(("hanami-zake", 100),)))
    assert text == "The sun rises: Hanami-zake counts again"
    director.skip()
    assert shown(director, scored(2, total=610, reached=True)) == "610 points: past the target!"
    director.skip()
    director.banner = None
    assert shown(director, scored(2, total=620, reached=True)) is None  # only once
    assert director.model.totals[2] == 620 and director.model.reached[2]


def test_ichikoro_and_dead_cards():
    director = Director(0, 1.0, seat_count=2)
    assert shown(director, table_ev.GameWon(1, "shiko", 1, (0, 1), (0, 700))) == "ICHIKORO!"
    director.skip()
    director.banner = None
    assert shown(director, table_ev.GameWon(0, "target", 2, (1, 1), (650, 0))) is None
    director.feed([table_ev.CardsDead(("2-3",))])
    director.skip()
    director.update(0.0)
    assert director.model.dead == {"2-3"} and director.model.wins == (1, 1)


def test_teyaku_at_the_deal_turns_that_hand_face_up_for_everyone():
    """A te-san shown at the deal: the seat's hidden cards become the named cards, turned
    face up, with a banner naming the teyaku."""
    from game.engine import events as ev

    director = Director(0, 1.0, seat_count=3)
    hands = (("1-1", "2-1"), None, None)
    director.feed(
        [
            ev.RoundStarted("roppyakken", 1, 0, 0, (0, 0, 0), wins=(0, 0, 0)),
            ev.Dealt(hands, (2, 3, 2), ("9-1", "9-2"), None, 10),
        ]
    )
    director.skip()
    shown_cards = ("4-1", "4-2", "4-3")
    text = shown(director, ev.TeyakuShown(1, (("te-san", 200),), shown_cards))
    assert text == "Te-san!"
    director.skip()
    director.update(0.0)
    hand = director.model.hands[1]
    assert sorted(hand) == sorted(shown_cards)
    assert all(director.sprites[code].code == code for code in hand)
    assert all(director.sprites[code].flip == 1.0 for code in hand)
    assert all(key.startswith("hidden:") for key in director.model.hands[2])


def test_fuke_strikes_the_rounds_points_out_in_the_round_result():
    import pygame

    from game.scenes.overlays.round_result import RoundResult
    from game.scenes.overlays.seat_table import COLUMNS
    from tests.support.headless import scene_context

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    event = ev.RoundEnded(
        game="roppyakken",
        round=2,
        reason="fuke",
        winner=None,
        card_points=(20, 180, 90),
        yaku=((), (("akatan", 150),), ()),
        teyaku=((), (), ()),
        round_points=(20, 330, 90),
        score_delta=(0, 0, 0),
        scores=(100, 200, 50),
        captured=(("8-2", "1-2"), (), ()),
        leftover=(),
        fuke=(0,),
    )
    context = scene_context()
    overlay = RoundResult(context, event=event, names=("Aki", "Ren", "Mio"), target=600)
    context.scenes.push(overlay)
    assert overlay.body.title == "Round 2: fuke!"
    assert overlay.body.lines[0].startswith("Aki took only 20 counted points")
    assert overlay.body.lines[1] == "Fuke: every point of this round is struck out."
    assert [row.struck for row in overlay.body.rows] == [True, True, True]
    assert [row.change for row in overlay.body.rows] == [0, 0, 0]
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 1.0)
    red = (220, 70, 60)
    strike = [
        (x, y)
        for x in range(COLUMNS[3] - 10, COLUMNS[4])
        for y in range(150, 930)
        if tuple(canvas.get_at((x, y)))[:3] == red
    ]
    assert len({y for _, y in strike}) >= 3 * 4  # a 4-pixel line through each row's points


FUKE_PILES = (
    ("12-1", "11-3", "8-2", "1-2"),  # 80 card points, 20 outside willow and paulownia
    ("1-1", "3-1", "8-1", "9-1", "10-1", "2-1", "4-1"),
    ("8-2", "1-2", "2-2", "11-2"),  # 40 card points, 30 counted
)


def fuke_event(fuke=(0, 2)):
    return ev.RoundEnded(
        game=games.ROPPYAKKEN,
        round=2,
        reason="fuke",
        winner=None,
        card_points=(80, 290, 40),
        yaku=((), (), ()),
        teyaku=((), (), ()),
        round_points=(80, 290, 40),
        score_delta=(0, 0, 0),
        scores=(130, 330, 180),
        captured=FUKE_PILES,
        leftover=(),
        fuke=fuke,
    )


def test_the_fuke_line_says_what_counted_and_the_limit():
    """Cards 80 but fuke: the line names the 20 points the rule counted (willow and
    paulownia left out) and the 30 it needs more than, for every seat under it."""
    from game.engine.roppyakken.rules import load_rules
    from game.i18n import set_language
    from game.view.round_summary import round_lines

    names = ("You", "Aki", "Ren")
    rules = load_rules("shiragiku")
    assert round_lines(fuke_event(), names, target=600, rules=rules) == [
        "You took only 20 counted points (willow and paulownia do not count)"
        " - more than 30 are needed.",
        "Ren took only 30 counted points (willow and paulownia do not count)"
        " - more than 30 are needed.",
        "Fuke: every point of this round is struck out.",
    ]
    every = load_rules("shiragiku", {"fuke_counts_willow_paulownia": True, "fuke": 40})
    lines = round_lines(fuke_event(fuke=(2,)), names, target=600, rules=every)
    assert lines[0] == "Ren took only 40 card points - more than 40 are needed."
    try:
        for language in ("ja", "zh-Hans", "zh-Hant"):
            set_language(language)
            lines = round_lines(fuke_event(), names, target=600, rules=rules)
            assert len(lines) == 3 and "20" in lines[0] and "30" in lines[0]
            assert "counted" not in lines[0] and "struck" not in lines[2]  # translated
    finally:
        set_language("en")


def test_the_three_win_match_ends_with_each_seats_wins_and_payment():
    """Roppyakken's match result line: every seat's payment and games won, from a whole
    3-seat match played by the engine (the others pay the winner 30 minus their own
    win-points)."""
    from game.engine.events import ALL_SEEING
    from game.persist.headless import play_decisions
    from game.view.round_summary import final_line

    state = play_decisions(11, 100_000, game="roppyakken", seat_count=3, players=("greedy",))
    assert state.is_terminal()
    view = state.table_snapshot(ALL_SEEING)
    wins = [seat.wins for seat in view.seats]
    winner = wins.index(3)
    returns = view.returns
    assert sum(returns) == 0
    for seat in range(3):
        if seat != winner:
            assert returns[seat] == -(30 - 10 * wins[seat])
    line = final_line("roppyakken", returns, ("Aki", "Ren", "Mio"), wins)
    for seat, name in enumerate(("Aki", "Ren", "Mio")):
        sign = "+" if returns[seat] > 0 else ""
        expected = f"{name} {sign}{returns[seat]}"
        if wins[seat]:
            expected += f" ({wins[seat]} win{'s' if wins[seat] != 1 else ''})"
        assert expected in line
