"""Choosing a game and its setup from the title, and the setup remembering the last choices
per mode and game (issue 18 item 14): through the real App with keyboard input."""

import pygame
import pytest

from game.app import App
from game.match import setup_memory
from tests.support.headless import press_key, top_name


@pytest.fixture()
def app():
    pygame.init()
    application = App(headless=True)
    started = []
    application.start_match = started.append
    application.started = started
    application.push_initial_scene()
    application.loop.run_frames(2)
    yield application
    application.shutdown()


def focus(app, key):
    group = app.context.scenes.top.group
    group.focus(next(widget for widget in group.widgets if widget.key == key))


def focused(app) -> str:
    return app.context.scenes.top.group.focused.key


def to_title(app):
    while top_name(app) != "title":
        press_key(app, pygame.K_ESCAPE)


def test_roppyakken_setup_starts_the_chosen_seats_and_is_remembered(app):
    press_key(app, pygame.K_RETURN)  # Play vs CPU
    assert top_name(app) == "game_choice"
    focus(app, "roppyakken")
    press_key(app, pygame.K_RETURN)
    assert top_name(app) == "table_setup"
    assert app.context.scenes.top.heading_ja == "六百間"
    focus(app, "seats")
    press_key(app, pygame.K_LEFT)  # 3 -> 2 players
    focus(app, "seat1")
    press_key(app, pygame.K_RIGHT)  # normal -> expert
    focus(app, "length")
    press_key(app, pygame.K_LEFT)  # first to 3 -> 2 won games
    focus(app, "start")
    press_key(app, pygame.K_RETURN)
    config = app.started[-1]
    assert config["game"] == "roppyakken" and config["rules"] == "shiragiku"
    assert config["seats"] == ["human", "cpu"] and config["levels"] == ["", "expert"]
    assert config["overrides"] == {"wins_to_match": 2}
    to_title(app)
    press_key(app, pygame.K_RETURN)  # Play vs CPU again
    assert focused(app) == "roppyakken"  # the last game
    press_key(app, pygame.K_RETURN)
    setup = app.context.scenes.top.setup
    assert setup.seat_count == 2 and setup.seat_kind(1) == "expert"
    assert setup.rule("wins_to_match") == 2
    assert setup_memory.choices("couch", "roppyakken") == {}  # per mode


def test_koikoi_setup_remembers_its_choices_per_mode(app):
    press_key(app, pygame.K_RETURN)
    press_key(app, pygame.K_RETURN)  # Koi-Koi
    assert top_name(app) == "setup"
    press_key(app, pygame.K_RIGHT)  # Opponent: normal -> expert
    focus(app, "months")
    press_key(app, pygame.K_LEFT)  # 12 -> 6 months
    focus(app, "start")
    press_key(app, pygame.K_RETURN)
    to_title(app)
    press_key(app, pygame.K_RETURN)
    assert focused(app) == "koikoi"
    press_key(app, pygame.K_RETURN)
    setup = app.context.scenes.top.setup
    assert setup.level == "expert" and setup.rule("months") == 6


def test_hana_awase_couch_setup_gives_cpu_seats_and_only_the_players_claim_devices(app):
    focus(app, "two_players")
    press_key(app, pygame.K_RETURN)
    assert top_name(app) == "game_choice"
    focus(app, "hana-awase")
    press_key(app, pygame.K_RETURN)
    setup = app.context.scenes.top.setup
    assert setup.seat_count == 4 and setup.mode == "couch"
    focus(app, "seat3")
    press_key(app, pygame.K_RIGHT)  # Player -> CPU: Easy
    config = setup.config()
    assert config["seats"] == ["human", "human", "human", "cpu"]
    assert config["levels"] == ["", "", "", "easy"]
    assert config["names"] == ["Red", "Blue", "Green"] and config["cpu_seats"] == [3]


def test_a_broken_memory_file_is_forgotten(tmp_path):
    path = tmp_path / "setup.json"
    path.write_text("{not json")
    assert setup_memory.choices("cpu", "koikoi", path) == {}
    setup_memory.remember("cpu", "hana-awase", {"seats": 3}, path)
    assert setup_memory.last_game("cpu", path) == "hana-awase"
    assert setup_memory.choices("cpu", "hana-awase", path) == {"seats": 3}


def test_a_broken_memory_file_is_told_to_the_player_with_its_problem(app):
    path = setup_memory.memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"cpu": ')
    press_key(app, pygame.K_RETURN)  # Play vs CPU: the game choice reads the memory
    assert top_name(app) == "game_choice"
    kept = next(path.parent.glob("setup.json.corrupt-*")).name
    notices = [text for text, _left in app.notices]
    assert len(notices) == 1 and "setup memory" in notices[0] and kept in notices[0]
    assert "The problem: it is not valid JSON (line 1)." in notices[0]


def test_a_match_length_is_worded_by_what_the_games_spec_says_it_counts():
    from game import i18n
    from game.arcade.stages import Stage
    from game.engine import games
    from game.scenes.arcade.draw import table_game_summary
    from game.scenes.menus.table_setup import length_words

    i18n.set_language("en")
    assert length_words(games.ROPPYAKKEN, 3) == "First to 3 won games"
    assert length_words(games.HANA_AWASE, 6) == "6 rounds"
    assert length_words(games.HACHI_HACHI, 12) == "12 months"
    stage = Stage("s", game=games.HACHI_HACHI, seats=3)
    summary = table_game_summary(stage, games.load_rules(games.HACHI_HACHI, "fudawiki"))
    assert summary.endswith(", 12 months")
