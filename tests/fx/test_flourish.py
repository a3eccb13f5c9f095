"""Flourish behaviour: every yaku plays to the end in full and short, none when off, skipping
lands where watching ends, frames are reproducible per seed, the pymunk space is left empty
and nothing the flourish is given is changed."""

from __future__ import annotations

import copy
import hashlib

import pygame
import pytest

from game.fx.flourish import Flourish, flourish_for
from game.fx.physics import MAX_BODIES
from game.fx.spec import FLOURISH_NAMES, demo_spec, spec_for
from tests.support.card_images import ProceduralCardImages

SIZE = (480, 270)
DT = 1.0 / 60.0


@pytest.fixture(scope="module")
def images():
    return ProceduralCardImages()


def table() -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    surface.fill((24, 60, 40))
    pygame.draw.rect(surface, (240, 230, 210), (30, 180, 40, 64))
    pygame.draw.circle(surface, (200, 40, 40), (300, 120), 30)
    return surface


def frame_hash(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGB")).hexdigest()


def play(
    flourish: Flourish, background: pygame.Surface, draw_every: int = 1, max_frames: int = 2000
) -> tuple[int, list[str], pygame.Surface]:
    canvas = pygame.Surface(SIZE)
    hashes = []
    frames = 0
    while not flourish.done:
        flourish.update(DT)
        frames += 1
        if frames % draw_every == 0:
            flourish.draw(canvas, background)
            hashes.append(frame_hash(canvas))
        assert frames < max_frames, "flourish never finished"
    flourish.draw(canvas, background)
    return frames, hashes, canvas


@pytest.mark.parametrize("mode", ["full", "short"])
def test_every_flourish_plays_to_the_end_and_empties_its_space(mode, images):
    background = table()
    for name in FLOURISH_NAMES:
        flourish = flourish_for(mode, demo_spec(name), 3, images, canvas_size=SIZE)
        assert isinstance(flourish, Flourish)
        frames, _, canvas = play(flourish, background, draw_every=7)
        expected = round(flourish.duration * 60)
        assert abs(frames - expected) <= 2, name
        assert 0 < flourish.peak_bodies <= MAX_BODIES, name
        assert flourish.summary()["bodies"] == 0
        assert not flourish.space.bodies and not flourish.space.shapes
        assert not flourish.space.constraints
        assert frame_hash(canvas) == frame_hash(background), name


def test_short_is_about_a_third_of_full(images):
    for name in FLOURISH_NAMES:
        full = Flourish(demo_spec(name), "full", 1, images, canvas_size=SIZE)
        short = Flourish(demo_spec(name), "short", 1, images, canvas_size=SIZE)
        assert short.duration == pytest.approx(full.duration / 3, rel=0.01), name
        assert 1.2 <= full.duration <= 6.0, name


def test_off_means_no_flourish(images):
    assert flourish_for("off", demo_spec("goko"), 1, images) is None


def test_unknown_mode_is_refused(images):
    with pytest.raises(ValueError):
        Flourish(demo_spec("goko"), "medium", 1, images)


@pytest.mark.parametrize("name", ["goko", "akatan", "last-month-drop"])
def test_skip_lands_in_the_same_end_state_as_watching(name, images):
    background = table()
    watched = Flourish(demo_spec(name), "full", 5, images, canvas_size=SIZE)
    _, _, watched_canvas = play(watched, background, draw_every=50)
    skipped = Flourish(demo_spec(name), "full", 5, images, canvas_size=SIZE)
    canvas = pygame.Surface(SIZE)
    for _ in range(100):  # mid-flourish, bodies in flight
        skipped.update(DT)
    skipped.draw(canvas, background)
    assert len(skipped.space.bodies) > 0
    sounds_before = list(skipped.sounds_played)
    skipped.skip()
    skipped.draw(canvas, background)
    assert skipped.done
    assert skipped.summary() == watched.summary()
    assert frame_hash(canvas) == frame_hash(watched_canvas)
    assert skipped.sounds_played == sounds_before
    skipped.update(DT)  # updating after the end changes nothing
    assert skipped.summary() == watched.summary()


@pytest.mark.parametrize("name", ["goko", "akatan-aotan", "hanami-zake", "last-month-drop"])
def test_frames_are_the_same_for_a_seed_and_differ_for_another(name, images):
    background = table()
    first = play(
        Flourish(demo_spec(name), "full", 11, images, canvas_size=SIZE), background, draw_every=9
    )[1]
    second = play(
        Flourish(demo_spec(name), "full", 11, images, canvas_size=SIZE), background, draw_every=9
    )[1]
    other = play(
        Flourish(demo_spec(name), "full", 12, images, canvas_size=SIZE), background, draw_every=9
    )[1]
    assert first == second
    assert first != other


def test_chunked_updates_give_the_same_frames(images):
    background = table()
    steady = Flourish(demo_spec("ino-shika-cho"), "short", 4, images, canvas_size=SIZE)
    chunky = Flourish(demo_spec("ino-shika-cho"), "short", 4, images, canvas_size=SIZE)
    canvas_a, canvas_b = pygame.Surface(SIZE), pygame.Surface(SIZE)
    for _ in range(30):
        steady.update(DT)
        steady.update(DT)
        chunky.update(2 * DT)
        steady.draw(canvas_a, background)
        chunky.draw(canvas_b, background)
        assert frame_hash(canvas_a) == frame_hash(canvas_b)


def test_goko_sounds_in_order_with_thunder_when_the_rain_man_lands(images):
    heard: list[str] = []
    flourish = Flourish(
        demo_spec("goko"), "full", 1, images, play_sound=heard.append, canvas_size=SIZE
    )
    play(flourish, table(), draw_every=60)
    assert heard[0] == "slash"
    assert heard.count("thud") == 5
    assert heard.count("thunder") == 1
    assert heard.index("thunder") > heard.index("thud")
    assert heard.index("stamp") > heard.index("thunder")
    assert heard[-1] == "whoosh"
    assert set(heard) <= {"slash", "thud", "stamp", "thunder", "chime", "whoosh"}


def test_shiko_has_no_thunder_and_sake_yaku_chime(images):
    for name, thunder, chime in (
        ("shiko", 0, 0),
        ("ame-shiko", 1, 0),
        ("hanami-zake", 0, 1),
        ("tsukimi-zake", 0, 1),
    ):
        heard: list[str] = []
        flourish = Flourish(
            demo_spec(name), "short", 1, images, play_sound=heard.append, canvas_size=SIZE
        )
        flourish.update(flourish.duration + 1.0)
        assert heard.count("thunder") == thunder, name
        assert heard.count("chime") == chime, name


def test_the_flourish_changes_nothing_it_is_given(images):
    engine_state = {
        "month": 4,
        "scores": [12, 3],
        "captured": {0: ["1-1", "3-1", "8-1", "11-1", "12-1"], 1: ["2-3"]},
        "events": [{"type": "TurnScored", "yaku": ["goko"], "points": 10}],
    }
    snapshot = copy.deepcopy(engine_state)
    background = table()
    background_bytes = pygame.image.tobytes(background, "RGB")
    spec = spec_for("goko", engine_state["events"][0]["points"], engine_state["captured"][0])
    spec_copy = copy.deepcopy(spec)
    source = pygame.Rect(30, 180, 40, 64)
    flourish = Flourish(spec, "short", 2, images, canvas_size=SIZE, source_rect=source)
    play(flourish, background, draw_every=3)
    assert engine_state == snapshot
    assert spec == spec_copy
    assert pygame.image.tobytes(background, "RGB") == background_bytes
    assert source == pygame.Rect(30, 180, 40, 64)


def test_the_frozen_table_is_dimmed_then_restored(images):
    background = table()
    flourish = Flourish(demo_spec("tan"), "full", 1, images, canvas_size=SIZE)
    canvas = pygame.Surface(SIZE)
    flourish.update(0.5)
    flourish.draw(canvas, background)
    corner = canvas.get_at((2, 2))
    original = background.get_at((2, 2))
    assert sum(corner[:3]) < sum(original[:3]) * 0.6
    flourish.skip()
    flourish.draw(canvas, background)
    assert canvas.get_at((2, 2)) == original


def test_full_size_goko_draws_the_title_and_panels(images):
    background = pygame.Surface((1280, 720))
    background.fill((24, 60, 40))
    flourish = Flourish(demo_spec("goko"), "full", 1, images, canvas_size=(1280, 720))
    canvas = pygame.Surface((1280, 720))
    flourish.update(3.2)  # panels standing, title stamped
    flourish.draw(canvas, background)
    x, y = flourish._slots[2]
    assert canvas.get_at((int(x), int(y)))[:3] != (24, 60, 40)
    assert flourish.space.bodies  # particles are flying


@pytest.mark.parametrize("name", ["finishing-slash", "goko", "last-month-drop", "kasu"])
def test_a_flourish_without_cards_still_plays(name, images):
    spec = spec_for(name, 3, ())
    flourish = Flourish(spec, "short", 1, images, canvas_size=SIZE)
    frames, _, canvas = play(flourish, table(), draw_every=2)
    assert 0 < frames < 200
    assert not flourish.space.bodies


def test_a_real_engine_yaku_flourish_leaves_the_engine_untouched(images):
    import random

    from game.engine import events as ev
    from game.engine.koikoi.records import record_of
    from game.engine.koikoi.state import new_match
    from game.fx.spec import specs_from_yaku_event

    state = new_match("nintendo", seed=7)
    rng = random.Random(3)
    formed = None
    while formed is None and not state.is_terminal():
        for event in state.apply(rng.choice(state.legal_actions())):
            if isinstance(event, ev.TurnScored):
                formed = event
    assert formed is not None
    before = (
        record_of(state),
        state.legal_actions(),
        state.yaku(0),
        state.yaku(1),
        state.returns(),
        state.current_player(),
    )
    specs = specs_from_yaku_event(formed)
    assert specs
    for spec in specs:
        flourish = Flourish(spec, "short", 9, images, canvas_size=SIZE)
        play(flourish, table(), draw_every=5)
        assert flourish.done and not flourish.space.bodies
    after = (
        record_of(state),
        state.legal_actions(),
        state.yaku(0),
        state.yaku(1),
        state.returns(),
        state.current_player(),
    )
    assert after == before


def test_shared_card_faces_are_left_as_they_were():
    images = ProceduralCardImages()
    spec = demo_spec("last-month-drop")  # cards fade out at the end
    flourish = Flourish(spec, "short", 1, images, canvas_size=SIZE)
    width = flourish._card_width
    before = {
        code: (
            images.face(code, width).get_alpha(),
            pygame.image.tobytes(images.face(code, width), "RGBA"),
        )
        for code in spec.cards
    }
    play(flourish, table(), draw_every=1)
    after = {
        code: (
            images.face(code, width).get_alpha(),
            pygame.image.tobytes(images.face(code, width), "RGBA"),
        )
        for code in spec.cards
    }
    assert after == before


def test_every_sound_a_flourish_asks_for_is_synthesized(images):
    from game.core.synth import SOUND_NAMES
    from game.fx.spec import FLOURISH_NAMES

    heard: set[str] = set()
    for name in FLOURISH_NAMES:
        flourish = Flourish(
            demo_spec(name), "short", 1, images, play_sound=heard.add, canvas_size=SIZE
        )
        flourish.update(flourish.duration + 1.0)
    assert "chime" in heard and "thunder" in heard
    assert heard <= set(SOUND_NAMES)
