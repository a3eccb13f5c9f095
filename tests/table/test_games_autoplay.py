"""``--autoplay --game G --players N``: the real App plays that game with CPUs in every seat
(every hand face up, nothing saved); a bad game or seat count is one clear line, exit 2."""

from __future__ import annotations

import pytest

from game.app import App
from game.cli import main
from game.persist import autosave


@pytest.mark.parametrize("game, players", (("roppyakken", 3), ("hana-awase", 4)))
def test_autoplay_plays_rounds_of_the_chosen_game(game, players):
    import pygame

    pygame.init()
    app = App(headless=True, autoplay=True, autoplay_game=(game, players))
    app.settings.animation_speed = "instant"
    app.push_initial_scene()
    table = app.context.scenes.top
    assert table.name == "table" and table.attract
    state = table.session.state
    assert state.GAME == game and len(state.returns()) == players
    assert table.config.seats == ("cpu",) * players and table.config.viewer is None
    for _ in range(400):
        app.loop.run_frames(25)
        if len(state.round_results) >= 2:
            break
    assert len(state.round_results) >= 2  # a round ended, its result closed, play went on
    assert not autosave.load().ok  # the demo saves nothing
    app.shutdown()


@pytest.mark.parametrize(
    "argv, message",
    (
        (["--autoplay", "--game", "roppyakken", "--players", "4"], "not 4"),
        (["--autoplay", "--game", "go"], "unknown game 'go'"),
        (["--game", "hana-awase"], "go with --autoplay"),
    ),
)
def test_autoplay_game_errors_are_one_line(argv, message, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert message in err[-1]


def test_the_subcommands_keep_their_own_game_option(capsys):
    assert main(["score", "--game", "roppyakken", "1-1", "3-1", "--json"]) == 0
    assert '"game": "roppyakken"' in capsys.readouterr().out


def test_autoplay_plays_a_whole_match_of_hachi_hachi_back_to_the_title():
    import pygame

    pygame.init()
    app = App(headless=True, autoplay=True, autoplay_game=("hachi-hachi", 3))
    app.settings.animation_speed = "instant"
    app.push_initial_scene()
    table = app.context.scenes.top
    state = table.session.state
    assert table.view.multiplier == state.multiplier
    for _ in range(2000):
        app.loop.run_frames(25)
        if app.context.scenes.top.name == "title":
            break
    assert app.context.scenes.top.name == "title"
    assert state.is_terminal() and len(state.round_results) == state.rules.months == 12
    assert sum(state.returns()) == 0
    assert not autosave.load().ok
    app.shutdown()


def test_the_title_demo_tells_how_to_leave_it_and_esc_does():
    """The title's idle demo: Enter only fast-forwards it, so the left column says how to go
    back (it said "Blue CPU is playing... (Enter: fast-forward)" and nothing more)."""
    import pygame

    from tests.support.headless import headless_app, press_key

    app = headless_app(2)
    try:
        app.attract()
        app.loop.run_frames(5)
        table = app.context.scenes.top
        assert table.name == "table" and table.attract
        press_key(app, pygame.K_RETURN)  # fast-forwards, the demo goes on
        assert app.context.scenes.top is table
        assert table._control_hints(None) == ("Demo - Esc: back to the title",)
        press_key(app, pygame.K_ESCAPE, frames=3)
        assert app.context.scenes.top.name == "title"
    finally:
        app.shutdown()
