"""Idle-time preloading (game.view.preload) and interpolated sprite drawing (alpha between
two logic steps)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.cards import CARD_BY_CODE
from game.view import layout, preload
from game.view.director import Director
from game.view.motion import interpolated, pose
from game.view.sprites import CardArt, CardSprite


class CountingImages:
    """The CardImages interface, remembering what was asked for."""

    def __init__(self, cached: set | None = None) -> None:
        self.faces: list[tuple[str, int, bool]] = []
        self.backs: list[int] = []
        self.cached = cached or set()

    def face(self, code: str, width: int, badge: bool = True) -> pygame.Surface:
        self.faces.append((code, width, badge))
        return pygame.Surface((width, layout.card_height(width)))

    def back(self, width: int, style: str = "default") -> pygame.Surface:
        self.backs.append(width)
        return pygame.Surface((width, layout.card_height(width)))

    def has_face(self, code: str, width: int, badge: bool = True) -> bool:
        return (code, width, badge) in self.cached


def test_idle_work_runs_a_step_per_call_and_each_named_job_once():
    work = preload.IdleWork()
    done: list[int] = []

    def job(name: str):
        for index in range(3):
            done.append(index)
            yield

    assert work.add("a", job("a"))
    assert not work.add("a", job("again"))  # same name: not queued twice
    assert work.run(0.0)  # one step, more to do
    assert done == [0]
    work.finish()
    assert done == [0, 1, 2] and not work.pending


def test_a_failing_idle_job_is_dropped_and_the_next_runs(caplog):
    work = preload.IdleWork()
    ran: list[str] = []

    def broken():
        yield
        raise RuntimeError("boom")

    def fine():
        ran.append("fine")
        yield

    work.add("broken", broken())
    work.add("fine", fine())
    work.finish()
    assert ran == ["fine"] and not work.pending
    assert "broken" in caplog.text


def test_card_face_steps_rasterise_every_face_and_back_at_every_rest_width():
    images = CountingImages()
    steps = sum(1 for _ in preload.card_face_steps(images, badge=False))
    assert steps == len(layout.REST_WIDTHS) * (48 + 1)
    assert sorted(images.backs) == sorted(layout.REST_WIDTHS)
    expected = {(code, width, False) for code in CARD_BY_CODE for width in layout.REST_WIDTHS}
    assert set(images.faces) == expected and len(images.faces) == len(expected)


def test_card_art_warm_step_skips_faces_already_preloaded():
    images = CountingImages(cached={("1-1", layout.HAND_WIDTH, True)})
    art = CardArt(images)
    art.warm([("1-1", layout.HAND_WIDTH), ("2-1", layout.HAND_WIDTH)])
    assert art.warming
    art.warm_step(1)
    assert images.faces == [("2-1", layout.HAND_WIDTH, True)]  # 1-1 cost nothing
    assert not art.warming


def test_the_app_runs_the_idle_work_once_per_frame_after_the_first(monkeypatch):
    from game.app import App
    from game.view import preload

    pygame.init()
    app = App(headless=True)
    calls: list[int] = []
    monkeypatch.setattr(preload, "run_idle_work", lambda: calls.append(app.loop.total_frames))
    app.push_initial_scene()
    app.loop.run_frames(5)
    app.shutdown()
    assert calls == [1, 2, 3, 4]
    assert app.context.services.idle_work_each_frame  # so tables leave it to the app


# -- interpolation ---------------------------------------------------------------------------
def test_interpolated_pose_lies_between_the_previous_and_current_step():
    sprite = CardSprite("1-1", x=100.0, y=200.0, width=100.0, flip=0.6)
    before = pose(sprite)
    sprite.x, sprite.y, sprite.width, sprite.flip = 200.0, 100.0, 60.0, 1.0
    half = interpolated(sprite, before, 0.5)
    assert (half.x, half.y, half.width, half.flip) == (150.0, 150.0, 80.0, 0.8)
    assert half is not sprite and sprite.x == 200.0  # a drawing copy; the sprite is untouched
    assert interpolated(sprite, before, 0.0).x == 100.0
    assert interpolated(sprite, before, 1.0) is sprite
    assert interpolated(sprite, None, 0.3) is sprite  # new sprite: drawn where it is
    assert interpolated(sprite, pose(sprite), 0.3) is sprite  # not moving: itself


def test_a_card_turned_face_down_in_a_step_never_shows_its_face_in_between():
    sprite = CardSprite("1-1", x=0.0, y=0.0, width=108.0, flip=1.0)
    before = pose(sprite)
    sprite.flip, sprite.x = 0.0, 40.0  # snapped face down (a couch hand hidden) while moving
    for alpha in (0.0, 0.2, 0.49, 0.8):
        drawn = interpolated(sprite, before, alpha)
        assert not drawn.face_up and drawn.flip == 0.0
        assert drawn.x == pytest.approx(40.0 * alpha)


@pytest.mark.parametrize("speed", [1.0, float("inf")])
def test_director_interpolates_a_moving_card_unless_instant(speed):
    director = Director(0, speed)
    sprite = CardSprite("1-1", x=0.0, y=0.0, width=108.0, flip=1.0)
    director.sprites["1-1"] = sprite
    director.tweens.to(sprite, 0.5, x=600.0)
    director.update(1 / 60)
    if speed == float("inf"):
        assert director.drawn_sprite(sprite, 0.0) is sprite
        return
    moved = sprite.x
    assert 0.0 < moved < 600.0
    assert director.drawn_sprite(sprite, 0.0).x == 0.0
    assert director.drawn_sprite(sprite, 0.5).x == pytest.approx(moved / 2)
    assert director.drawn_sprite(sprite, 1.0) is sprite
    director.skip()  # snapped to the end: nothing to interpolate from
    assert sprite.x == 600.0 and director.drawn_sprite(sprite, 0.0) is sprite


def test_table_draws_moving_cards_between_steps_and_still_ones_exactly():
    from tests.support.table_harness import Harness

    harness = Harness(speed="normal")  # the human (dealer) waits after the deal
    table = harness.table
    canvas_at = {}
    for _ in range(120):  # into the deal: cards are flying
        harness.frame()
        moving = [
            sprite
            for sprite, before in table.director.previous_poses.items()
            if abs(before[0] - sprite.x) + abs(before[1] - sprite.y) > 8
        ]
        if moving:
            break
    assert moving, "no card moved during the deal"
    for alpha in (0.0, 1.0):
        canvas = pygame.Surface(layout.CANVAS)
        table.draw(canvas, alpha)
        canvas_at[alpha] = pygame.image.tobytes(canvas, "RGB")
    assert canvas_at[0.0] != canvas_at[1.0]
    for _ in range(600):  # until everything rests
        harness.frame()
        if table.director.idle and all(
            before == pose(sprite) for sprite, before in table.director.previous_poses.items()
        ):
            break
    else:
        raise AssertionError("the cards never came to rest")
    still = {}
    for alpha in (0.0, 0.7):
        canvas = pygame.Surface(layout.CANVAS)
        table.draw(canvas, alpha)
        still[alpha] = pygame.image.tobytes(canvas, "RGB")
    assert still[0.0] == still[0.7]
