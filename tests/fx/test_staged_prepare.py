"""Pre-rendering in slices: a flourish prepared step by step draws exactly the frames of one
prepared in one go; the table's overlay holds the table frame while preparing and only then
starts the flourish's clock; the shared warm-up fills the caches the flourish reads."""

from __future__ import annotations

import hashlib

import pygame
import pytest

from game.core.scenes import SceneContext
from game.fx import brush, prop_art
from game.fx.flourish import Flourish
from game.fx.spec import demo_spec
from game.fx.sprites import shared_particle_art
from game.fx.warmup import warm_steps
from game.table.flourish import FlourishOverlay
from tests.support.card_images import ProceduralCardImages

SIZE = (480, 270)


def table() -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    surface.fill((24, 60, 40))
    pygame.draw.rect(surface, (240, 230, 210), (30, 180, 40, 64))
    pygame.draw.circle(surface, (200, 40, 40), (300, 120), 30)
    return surface


def frames(flourish: Flourish, background: pygame.Surface) -> list[str]:
    canvas = pygame.Surface(SIZE)
    hashes = []
    while not flourish.done:
        flourish.update(1 / 30)
        flourish.draw(canvas, background)
        hashes.append(hashlib.sha1(pygame.image.tobytes(canvas, "RGB")).hexdigest())
    return hashes


@pytest.mark.parametrize("name", ["goko", "akatan", "tsukimi-zake", "tane", "last-month-drop"])
def test_prepared_in_slices_draws_the_same_frames_as_in_one_go(name):
    images = ProceduralCardImages()
    background = table()
    whole = Flourish(demo_spec(name), "short", 4, images, canvas_size=SIZE)
    whole.prepare(background)
    sliced = Flourish(demo_spec(name), "short", 4, images, canvas_size=SIZE)
    steps = 0
    while not sliced.prepare_some(background, 0.0):  # one step per call
        steps += 1
    assert steps > 5  # the work really was split
    assert sliced.prepared
    assert frames(sliced, background) == frames(whole, background)


def test_frozen_table_in_bands_equals_one_go():
    background = table()
    steps = brush.frozen_table_steps(background, SIZE)
    count = 0
    while True:
        try:
            next(steps)
            count += 1
        except StopIteration as stop:
            banded = stop.value
            break
    assert count == 1 + brush.FROZEN_BANDS
    whole = pygame.Surface(SIZE)
    whole.blit(background, (0, 0))
    grey = pygame.transform.grayscale(whole)
    grey.set_alpha(int(255 * 0.8))
    whole.blit(grey, (0, 0))
    whole.fill((107, 107, 107), special_flags=pygame.BLEND_RGB_MULT)
    whole.blit(brush.vignette(SIZE), (0, 0))
    assert pygame.image.tobytes(banded, "RGB") == pygame.image.tobytes(whole, "RGB")


class FakeTable:
    """Draws a recognisable table frame; counts the draws."""

    def __init__(self) -> None:
        self.draws = 0

    def hold(self, canvas: pygame.Surface) -> None:
        self.draws += 1
        canvas.fill((10, 120, 30))


def test_overlay_holds_the_table_frame_while_preparing_then_plays():
    context = SceneContext()
    stack = context.scenes
    flourish = Flourish(demo_spec("goko"), "full", 1, ProceduralCardImages())
    overlay = FlourishOverlay(context, FakeTable().hold, flourish)
    stack.push(overlay)
    canvas = pygame.Surface((1920, 1080))
    held = 0
    while not flourish.prepared:
        stack.update(1 / 60)
        stack.draw(canvas, 0.5)
        assert flourish.t == 0.0  # the flourish's clock waits for the pre-rendering
        if not flourish.prepared:
            assert canvas.get_at((960, 540))[:3] == (10, 120, 30)  # the held table frame
            held += 1
        assert held < 400
    assert held >= 2  # prepared over several frames, not in one
    stack.update(1 / 60)
    stack.draw(canvas, 0.5)
    assert flourish.t > 0.0
    assert canvas.get_at((960, 540))[:3] != (10, 120, 30)  # frozen (dimmed) from now on


def test_skipping_while_preparing_ends_at_once():
    context = SceneContext()
    stack = context.scenes
    flourish = Flourish(demo_spec("shiko"), "full", 1, ProceduralCardImages())
    stack.push(FlourishOverlay(context, FakeTable().hold, flourish))
    stack.update(1 / 60)
    flourish.skip()
    stack.update(1 / 60)
    assert flourish.done and not stack.scenes


def test_warm_up_fills_the_shared_caches():
    steps = 0
    for _ in warm_steps(SIZE, ProceduralCardImages()):
        steps += 1
    assert steps > 20
    assert brush.vignette(SIZE) is brush.vignette(SIZE)  # built once, by the warm-up
    glow_hits = prop_art.additive_glow.cache_info().hits
    radius, colour, strength = prop_art.BACKDROP_GLOWS["gold"]
    prop_art.additive_glow(int(radius * SIZE[1] / 1080), colour, strength)
    assert prop_art.additive_glow.cache_info().hits == glow_hits + 1
    art = shared_particle_art(SIZE[1] / 1080.0)
    assert ("confetti", 3) in art._caches and ("slip", 0) in art._caches
