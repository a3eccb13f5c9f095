"""Table look (Options -> "Table look..."): a locked card back or cloth says what earns it
and is refused, an open one is taken into the settings, saved and drawn by the table; a
corrupt settings file falls back to the defaults and keeps the original."""

from __future__ import annotations

import json

import pygame

from game.core import paths
from game.core import settings as settings_module
from game.core.settings import Settings
from game.input import actions as act
from game.match.session import MatchConfig
from game.persist.achievements import AchievementBook
from game.scenes.menus.table_look import TableLookScene
from game.table.scene import TableScene
from tests.support.headless import scene_context

EARNED = AchievementBook({"koikoi-first-win": "2026-11-30", "koikoi-big-month": "2026-11-30"})


def press(scene, name: str, **details) -> None:
    scene.handle_action(act.Action(name, act.KEYBOARD, **details))


def look_scene(book: AchievementBook = EARNED) -> tuple[TableLookScene, object]:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    context = scene_context()
    context.settings = Settings()
    scene = TableLookScene(context, book=book)
    context.scenes.push(scene)
    return scene, context


def test_a_locked_back_says_what_earns_it_and_is_refused(drawn_texts):
    scene, context = look_scene()
    press(scene, act.RIGHT)
    press(scene, act.RIGHT)  # the gold lattice: Roppyakken's first win, not earned
    assert scene.focused().style == "gold"
    press(scene, act.CONFIRM)
    assert context.settings.card_back == "default" and not scene.changed
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    assert (
        'Not yet! Locked: earn "First Win" (Roppyakken): Win a match of Roppyakken.' in drawn_texts
    )
    assert drawn_texts.count("Locked") == 4  # gold and cherry blossoms, wood and indigo cloth


def test_an_open_back_and_cloth_are_taken_and_the_table_draws_them(drawn_texts):
    scene, context = look_scene()
    press(scene, act.RIGHT)
    press(scene, act.CONFIRM)  # indigo waves: koi-koi's first win, earned
    press(scene, act.DOWN)
    press(scene, act.RIGHT)
    press(scene, act.RIGHT)
    press(scene, act.CONFIRM)  # tatami: a big month, earned
    assert (context.settings.card_back, context.settings.table_theme) == ("indigo", "tatami")
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    assert "Tatami: in use." in drawn_texts
    table = TableScene(context, MatchConfig(seed=3))
    assert (table.art.back_style, table.table_theme) == ("indigo", "tatami")
    stage = TableScene(context, MatchConfig(seed=3), table_theme="wood", card_back="gold")
    assert (stage.art.back_style, stage.table_theme) == ("gold", "wood")  # an arcade stage's


def test_a_click_on_a_locked_cloth_is_refused_and_on_an_open_one_taken():
    scene, context = look_scene()
    scene.handle_action(
        act.Action(act.CLICK, act.MOUSE, pos=scene.picture_rect("table_theme", 1).center)
    )
    assert scene.refused and context.settings.table_theme == "default"
    scene.handle_action(
        act.Action(act.CLICK, act.MOUSE, pos=scene.picture_rect("table_theme", 2).center)
    )
    assert not scene.refused and context.settings.table_theme == "tatami"


def test_the_choice_is_saved_and_read_back_with_the_settings():
    settings = Settings(card_back="sakura", table_theme="indigo")
    settings_module.save(settings)
    loaded, warning = settings_module.load()
    assert warning is None
    assert (loaded.card_back, loaded.table_theme) == ("sakura", "indigo")


def test_a_corrupt_settings_file_falls_back_to_the_defaults_and_keeps_the_original(caplog):
    path = paths.config_dir() / settings_module.SETTINGS_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"card_back": 7, "table_theme": "tatami"}), "utf-8")
    loaded, warning = settings_module.load()
    assert (loaded.card_back, loaded.table_theme) == ("default", "default")
    assert warning is not None and "reset to defaults (kept as settings.json.corrupt" in warning
    assert "InvalidData: card_back must be text" in caplog.text
    kept = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.corrupt")]
    assert len(kept) == 1 and json.loads(kept[0].read_text("utf-8"))["card_back"] == 7


def test_a_look_the_game_does_not_offer_draws_the_default():
    pygame.init()
    context = scene_context()
    context.settings = Settings(card_back="plaid", table_theme="velvet")
    table = TableScene(context, MatchConfig(seed=3))
    assert (table.art.back_style, table.table_theme) == ("default", "default")


def test_options_opens_the_table_look(app) -> None:
    app.context.scenes.push(app.context.make_scene("options"))
    options = app.context.scenes.top
    button = next(widget for widget in options.group.widgets if widget.key == "table_look")
    options.group.focus(button)
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    app.loop.run_frames(1)
    assert app.context.scenes.top.name == "table_look"
    canvas = app.display.canvas
    back = app.context.scenes.top.picture_rect("card_back", 0)
    assert canvas.get_at(back.center)[:3] != canvas.get_at((back.right + 40, back.centery))[:3]


def test_a_drawn_table_frame_shows_the_chosen_cloth_and_back():
    from game.table.drawer import table_background
    from game.view import layout

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    context = scene_context()
    context.settings = Settings(card_back="sakura", table_theme="indigo")
    table = TableScene(context, MatchConfig(seed=3))
    context.scenes.push(table)
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 1.0)
    point = (layout.CANVAS[0] // 2, layout.CANVAS[1] // 2 - 4)
    indigo = table_background(layout.CANVAS, "indigo").get_at(point)
    felt = table_background(layout.CANVAS, "default").get_at(point)
    assert table.drawer.background.get_at(point) == indigo != felt
    width = layout.FIELD_WIDTH
    back = pygame.image.tobytes(table.art.surface(None, width), "RGBA")
    assert back == pygame.image.tobytes(table.art.images.back(width, "sakura"), "RGBA")
    assert back != pygame.image.tobytes(table.art.images.back(width, "default"), "RGBA")
