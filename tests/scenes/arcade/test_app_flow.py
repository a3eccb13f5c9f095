"""Through the real App: title -> Arcade -> ladder -> versus -> table, and initials typed with
the keyboard (arrows, letters) and chosen with a pad (d-pad, A)."""

import pygame
import pytest

from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import ArcadeSession
from game.arcade.stage_files import load_ladder
from game.scenes.arcade.initials import InitialsScene
from tests.support.headless import headless_app


@pytest.fixture()
def app():
    application = headless_app(frames=2)
    yield application
    application.shutdown()


def post(event_type, frames=2, app=None, **attributes):
    pygame.event.post(pygame.event.Event(event_type, **attributes))
    if app is not None:
        app.loop.run_frames(frames)


def key(app, code):
    post(pygame.KEYDOWN, key=code, mod=0)
    post(pygame.KEYUP, key=code, mod=0, app=app)


def text(app, value):
    post(pygame.TEXTINPUT, text=value, app=app)


def pad(app, button):
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=4, button=button)
    post(pygame.CONTROLLERBUTTONUP, instance_id=4, button=button, app=app)


def top(app):
    return app.context.scenes.top


def finished_session() -> ArcadeSession:
    session = ArcadeSession(load_ladder(), ProfileStore().load(), credits=0)
    session.finish_match(MatchResult(player_score=6, cpu_score=1))
    session.finish_match(MatchResult(player_score=0, cpu_score=3))
    assert session.needs_initials
    return session


def test_title_to_arcade_ladder_to_the_table(app):
    group = top(app).group
    group.focus(next(widget for widget in group.widgets if widget.key == "arcade"))
    key(app, pygame.K_RETURN)
    assert top(app).name == "arcade_menu"
    key(app, pygame.K_RETURN)
    assert top(app).name == "arcade"
    key(app, pygame.K_RETURN)
    assert top(app).name == "arcade_versus"
    app.loop.run_frames(40)
    key(app, pygame.K_RETURN)
    table = top(app)
    assert table.name == "table"
    assert table.session.names[1] == "Tsubame Hayase"


def test_initials_by_keyboard_with_wasd_letters(app):
    session = finished_session()
    app.context.scenes.push(InitialsScene(app.context, session=session))
    key(app, pygame.K_UP)  # A -> B
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_w)  # a letter key: no navigation ...
    text(app, "w")  # ... its text sets W and moves on
    key(app, pygame.K_DOWN)  # A -> "-"
    assert top(app).entry.text == "BW-"
    key(app, pygame.K_RETURN)
    assert top(app).rank == 1
    assert ProfileStore().load().highscores.table("arcade")[0].initials == "BW-"


def test_initials_by_pad(app):
    session = finished_session()
    app.context.scenes.push(InitialsScene(app.context, session=session))
    for _ in range(10):
        pad(app, pygame.CONTROLLER_BUTTON_DPAD_UP)  # A -> K
    pad(app, pygame.CONTROLLER_BUTTON_A)  # next letter
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # A -> "-"
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_UP)  # A -> B
    pad(app, pygame.CONTROLLER_BUTTON_A)
    assert top(app).rank == 1
    assert ProfileStore().load().highscores.table("arcade")[0].initials == "K-B"


@pytest.fixture
def dealt_without_teyaku(monkeypatch):
    """The arcade deals a fixed hand (seed 1: no seat holds a teyaku), so no deal notice
    covers the table the moment it opens (an unseeded deal announced one now and then)."""
    from game.arcade.match import StageMatch

    dealt = StageMatch.new_state

    def seeded(match):
        if match.seed is None:
            match.seed = 1
        return dealt(match)

    monkeypatch.setattr(StageMatch, "new_state", seeded)


@pytest.mark.parametrize(
    "game, opponent, seats",
    (("roppyakken", "Amane", 2), ("hana-awase", "Kaede", 3), ("hachi-hachi", "Hachiro", 3)),
)
def test_title_to_a_new_games_arcade_ladder_to_its_table(
    app, dealt_without_teyaku, game, opponent, seats
):
    """The arcade hub's entry of roppyakken / hana-awase opens that game's own ladder; its
    first opponent sits at a table of that game with the stage's seats."""
    group = top(app).group
    group.focus(next(widget for widget in group.widgets if widget.key == "arcade"))
    key(app, pygame.K_RETURN)
    hub = top(app)
    assert hub.name == "arcade_menu"
    hub.group.focus(
        next(widget for widget in hub.group.widgets if widget.key == f"arcade_ladder:{game}")
    )
    key(app, pygame.K_RETURN)
    ladder = top(app)
    assert ladder.name == "arcade" and ladder.game == game
    assert {stage.game for stage in ladder.all_stages} == {game}
    assert ladder.save_context()["game"] == game
    key(app, pygame.K_RETURN)
    assert top(app).name == "arcade_versus"
    app.loop.run_frames(40)
    key(app, pygame.K_RETURN)
    table = top(app)
    assert table.name == "table"
    assert table.session.state.GAME == game and len(table.session.names) == seats
    assert table.session.names[1].startswith(opponent)
    app.loop.run_frames(5)
    assert table.view.game == game
    from game.arcade.launch import _portraits
    from game.arcade.match import StageMatch

    stage = ladder.all_stages[0]
    assert bool(_portraits(StageMatch(stage))) == (seats == 2)  # no room beside 3-4 plates
