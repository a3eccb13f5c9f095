"""Flourish art pieces: fold frames, rotation caches, frozen table, brush strokes, seal."""

from __future__ import annotations

import math
import random

import pygame

from game.fx import brush
from game.fx.panels import FOLD_STEPS, FoldingPanel
from game.fx.sprites import RotationCache
from tests.support.card_images import ProceduralCardImages


def mean_brightness(surface: pygame.Surface) -> float:
    return sum(pygame.transform.average_color(surface)[:3]) / 3


def test_fold_frames_narrow_and_darken_towards_edge_on():
    face = ProceduralCardImages().face("8-1", 200)
    panel = FoldingPanel(face, hinge_left=True, flight_width=120)
    flat = panel.frame(0.0)
    assert flat is panel.base
    half = panel.frame(0.5)
    expected = panel.base.get_width() * math.cos(round(0.5 * FOLD_STEPS) * math.pi / 2 / FOLD_STEPS)
    assert abs(half.get_width() - expected) <= 2
    assert half.get_height() == panel.base.get_height()
    assert mean_brightness(half) < mean_brightness(flat)
    assert panel.frame(1.0) is None
    assert panel.frame(0.5) is half  # cached
    # the far (right) edge is shorter than the hinge edge: transparent corner on the right
    assert half.get_at((half.get_width() - 1, 12)).a == 0
    assert half.get_at((0, 12)).a > 0


def test_rotation_cache_keeps_a_fixed_set_of_angles():
    surface = pygame.Surface((40, 60), pygame.SRCALPHA)
    surface.fill((200, 0, 0, 255))
    cache = RotationCache(surface, 24)
    assert cache.get(0.0) is surface
    quarter = cache.get(math.pi / 2)
    assert quarter.get_size() == (60, 40)
    assert cache.get(math.pi / 2 + 0.05) is quarter  # nearest cached angle
    assert cache.get(math.pi / 2 + math.tau) is quarter


def test_frozen_table_is_darker_greyer_and_vignetted():
    table = pygame.Surface((320, 180))
    table.fill((40, 160, 60))
    frozen = brush.frozen_table(table, (320, 180))
    r, g, b, _ = frozen.get_at((160, 90))
    assert g < 160 * 0.6
    assert (g - r) < (160 - 40) * 0.5  # much less saturated
    assert sum(frozen.get_at((1, 1))[:3]) < sum(frozen.get_at((160, 90))[:3])
    assert table.get_at((160, 90)) == (40, 160, 60, 255)  # input untouched


def test_brush_strokes_are_the_same_for_a_seed():
    def stroke(seed: int) -> bytes:
        surface = brush.brush_stroke(
            (300, 100), (10, 80), (290, 20), 30, random.Random(seed), edge=(255, 255, 255)
        )
        return pygame.image.tobytes(surface, "RGBA")

    assert stroke(1) == stroke(1)
    assert stroke(1) != stroke(2)
    surface = brush.brush_stroke((300, 100), (10, 80), (290, 20), 30, random.Random(1))
    assert any(surface.get_at((150, y)).a > 0 for y in range(100))  # inked along the way
    assert surface.get_at((5, 5)).a == 0


def test_seal_is_red_with_the_points_cut_out():
    seal = brush.seal("10", 120)
    assert seal.get_size() == (120, 120)
    r, g, b, a = seal.get_at((5, 60))
    assert r > 150 and g < 80 and a == 255
    assert any(seal.get_at((x, 60)).g > 200 for x in range(35, 85))  # the light numerals


def test_a_long_caption_is_lettered_small_enough_to_fit_the_canvas():
    from game.fx.props import Props
    from game.fx.spec import victory_spec
    from game.fx.stagings import staging_for

    pygame.init()
    spec = victory_spec(31, "akatan-aotan", ("1-2",), winner="Grandmaster Blue CPU", defeat=True)
    props = Props(
        spec, staging_for("defeat"), (1280, 720), random.Random(1), (640, 400), (640, 360)
    )
    assert props.caption is not None
    assert props.caption.get_width() <= 1280 * 0.94
    short = Props(
        victory_spec(5, "sanko", ("1-1",)),
        staging_for("victory"),
        (1280, 720),
        random.Random(1),
        (640, 400),
        (640, 360),
    )
    assert short.caption.get_height() > props.caption.get_height()  # only the long one shrank
