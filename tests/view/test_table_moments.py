"""Roppyakken's moments on the table, from engine events: rain washing a viewing yaku out and
the sun (the crane) bringing it back, the 600 line crossed, ichikoro, dead cards marked."""

from game.engine.fishing import events as table_ev
from game.view.director import Director


def scored(seat, yaku=(), new=(), voided=(), total=0, reached=False):
    return table_ev.TurnScored(seat, 0, tuple(yaku), tuple(new), tuple(voided), 0, total, reached)


def shown(director: Director, event) -> str | None:
    director.feed([event])
    director.update(0.0)
    return director.banner.text if director.banner is not None else None


def test_rain_washes_a_viewing_yaku_out_and_the_sun_brings_it_back():
    director = Director(0, 1.0, seat_count=3)
    director.feed([table_ev.RoundStarted("roppyakken", 1, 0, 0, (0, 0, 0), 1, (0, 0, 0))])
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
