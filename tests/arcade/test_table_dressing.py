"""A ladder match's table wears the stage's dressing: its table theme, its card back on the
opponent's hand, and the opponent's portrait beside the CPU's name plate (real pixels)."""

import dataclasses

import pygame
import pytest

from game.arcade.launch import PORTRAIT_SIZE, launch_match
from game.arcade.match import StageMatch
from game.arcade.stage_files import load_ladder
from game.assets.cards import card_images
from game.core.scenes import Scene
from game.core.settings import Settings
from game.scenes.arcade.draw import portrait
from game.table.drawer import PORTRAIT_GAP
from game.table.scene import TableScene
from game.view import layout, seats
from game.view.table_theme import draw_table_surface
from tests.support.headless import scene_context

EMPTY_SPOTS = ((1100, 700), (1500, 580), (700, 200), (200, 700))  # table, nothing on it


@pytest.fixture(scope="module", autouse=True)
def pygame_display():
    pygame.init()
    pygame.display.set_mode((1, 1))  # left open: font caches outlive one test module


def ren():
    return next(s for s in load_ladder() if s.stage_id == "04_ren")


def table_for(stage) -> tuple[TableScene, pygame.Surface]:
    """The real table of a ladder match against ``stage``, dealt and drawn."""
    context = scene_context(settings=Settings())
    context.scenes.push(Scene(context))
    launch_match(context, StageMatch(stage, seed=3, extra_overrides={"months": 1}), print)
    table = context.scenes.top
    assert isinstance(table, TableScene)
    for _ in range(50):  # deal at once, before anyone acts
        table.director.skip()
        table.director.update(0.0)
    assert table.director.idle and table.view.seats[1].hand_count == 8
    canvas = pygame.Surface(layout.CANVAS)
    context.scenes.draw(canvas, 0.0)
    return table, canvas


def test_the_stage_theme_is_the_table_surface():
    stage = ren()
    assert (stage.table_theme, stage.card_back) == ("tatami", "indigo")
    tatami_table, tatami = table_for(stage)
    default_table, default = table_for(dataclasses.replace(stage, table_theme="default"))
    assert (tatami_table.table_theme, default_table.table_theme) == ("tatami", "default")
    tatami_surface = draw_table_surface(layout.CANVAS, "tatami")
    default_surface = draw_table_surface(layout.CANVAS, "default")
    for spot in EMPTY_SPOTS:
        assert tatami.get_at(spot) == tatami_surface.get_at(spot)
        assert default.get_at(spot) == default_surface.get_at(spot)
        assert tatami.get_at(spot) != default.get_at(spot)


def test_the_opponent_hand_shows_the_stage_card_back():
    back_width = layout.OPPONENT_HAND_WIDTH
    for style in ("indigo", "default"):
        table, canvas = table_for(dataclasses.replace(ren(), card_back=style))
        assert table.art.back_style == style
        back = card_images().back(back_width, style)
        first = seats.hand_places(seats.FAR, 8, face_up=False)[0]
        for dx, dy in ((46, 60), (20, 30), (70, 100), (46, 12)):
            assert canvas.get_at((int(first.x) + dx, int(first.y) + dy)) == back.get_at((dx, dy))
    assert card_images().back(back_width, "indigo").get_at((46, 60)) != card_images().back(
        back_width, "default"
    ).get_at((46, 60))


def test_the_opponent_portrait_is_beside_the_cpu_plate():
    stage = ren()
    _table, canvas = table_for(stage)
    image = portrait(stage, PORTRAIT_SIZE)
    x, y, width, _height = layout.PLATE_RECTS["far"]
    left = x + width + PORTRAIT_GAP
    centre = (PORTRAIT_SIZE[0] // 2, PORTRAIT_SIZE[1] // 2)
    for dx, dy in (centre, (30, 40), (70, 90)):
        assert canvas.get_at((left + dx, y + dy)) == image.get_at((dx, dy))[:3] + (255,)
    # the near (player's) plate has no portrait beside it
    near_x, near_y, _, _ = layout.PLATE_RECTS["near"]
    background = draw_table_surface(layout.CANVAS, "tatami")
    spot = (near_x + width + PORTRAIT_GAP + centre[0], near_y + 40)
    assert canvas.get_at(spot) == background.get_at(spot)
