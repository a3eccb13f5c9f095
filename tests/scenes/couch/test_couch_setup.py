"""Couch setup: names typed or picked, then the join screen claims devices, then the table
with those names (statistics are kept under them)."""

from __future__ import annotations

from game.input import actions as act
from game.persist import stats
from game.scenes.couch.names import clean_names


def _key(app, name: str, value: str) -> None:
    app.dispatch(act.Action(name, act.KEYBOARD, value=value))


def test_names_then_devices_then_a_couch_table_with_those_names(app) -> None:
    book = stats.StatsBook()
    book.add_match(("Mio", "Ren"), [], (0, 0), match_id="x")
    stats.save(book)
    app.context.scenes.push(
        app.context.make_scene(
            "join",
            config={"names": ["Red", "Blue"], "scene": "couch_match", "seats": ["human", "human"]},
        )
    )
    names = app.context.scenes.top
    assert type(names).__name__ == "CouchNamesScene"
    for letter in "Aki":
        _key(app, act.LEFT if letter == "a" else act.UNBOUND, letter.lower())  # bound keys
        app.dispatch(act.Action(act.TEXT, act.KEYBOARD, value=letter))
    assert names.names[0] == "Aki"
    _key(app, act.BACK, "backspace")
    app.dispatch(act.Action(act.TEXT, act.KEYBOARD, value="i"))
    _key(app, act.CONFIRM, "return")  # next row: Blue
    app.dispatch(act.Action(act.RIGHT, act.PAD, 3))  # a pad picks a known player
    assert names.names[1] == "Mio"
    app.dispatch(act.Action(act.DOWN, act.PAD, 3))
    app.dispatch(act.Action(act.CONFIRM, act.PAD, 3))
    join = app.context.scenes.top
    assert type(join).__name__ == "JoinScene"
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    app.dispatch(act.Action(act.CONFIRM, act.PAD, 3))
    app.dispatch(act.Action(act.CONFIRM, act.PAD, 3))
    table = app.context.scenes.top
    assert type(table).__name__ == "TableScene"
    assert table.mode.couch.names == ["Aki", "Mio"]
    assert table.mode.couch.devices == ["keyboard", "pad:3"]
    assert table.session.names == ("Aki (Red)", "Mio (Blue)")


def test_clean_names_fill_blanks_and_separate_equal_names() -> None:
    assert clean_names(["  ", "Ren"]) == ["Red", "Ren"]
    assert clean_names(["Aki", "aki"]) == ["Aki", "aki 2"]


def test_the_mouse_alone_picks_known_names_and_continues(app) -> None:
    from game.scenes.couch.names import CONTINUE_RECT, arrow_rects

    book = stats.StatsBook()
    book.add_match(("Mio", "Ren"), [], (0, 0), match_id="y")
    stats.save(book)
    app.context.scenes.push(app.context.make_scene("join", config={"names": ["Red", "Blue"]}))
    names = app.context.scenes.top
    click = arrow_rects(0)[1].center
    app.dispatch(act.Action(act.CLICK, act.MOUSE, pos=click))
    assert names.names[0] == "Mio"
    app.dispatch(act.Action(act.CLICK, act.MOUSE, pos=CONTINUE_RECT.center))
    assert type(app.context.scenes.top).__name__ == "JoinScene"
    assert app.context.scenes.top.config["names"] == ["Mio", "Blue"]
