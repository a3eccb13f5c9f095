"""Tweens: values at given times, easing, sequences/parallel, speed, instant and skip."""

import math

import pygame
import pytest

from game.core import tweens
from game.core.tweens import Call, Delay, Parallel, Sequence, Tween, TweenManager


class Sprite:
    def __init__(self):
        self.x = 0.0
        self.y = 10.0
        self.pos = pygame.Vector2(0, 0)
        self.colour = (0, 0, 0)


def test_easing_endpoints_and_shapes():
    for name, ease in tweens.EASINGS.items():
        assert ease(0.0) == pytest.approx(0.0, abs=1e-9), name
        assert ease(1.0) == pytest.approx(1.0, abs=1e-9), name
    assert tweens.quad_in(0.5) == pytest.approx(0.25)
    assert tweens.cubic_out(0.5) == pytest.approx(0.875)
    assert tweens.quad_in_out(0.25) == pytest.approx(0.125)
    assert tweens.back_out(0.5) > 1.0  # overshoots
    with pytest.raises(ValueError):
        tweens.resolve_easing("wobbly")


def test_linear_value_at_times_and_callback():
    sprite, done = Sprite(), []
    manager = TweenManager()
    manager.add(Tween(sprite, "x", 100.0, 1.0, on_finish=lambda: done.append(True)))
    manager.update(0.25)
    assert sprite.x == pytest.approx(25.0)
    manager.update(0.5)
    assert sprite.x == pytest.approx(75.0)
    assert not done
    manager.update(0.5)
    assert sprite.x == 100.0 and done == [True] and not manager.busy


def test_vector_tuple_and_delay():
    sprite = Sprite()
    manager = TweenManager()
    manager.add(Tween(sprite, "pos", pygame.Vector2(10, 20), 1.0, delay=0.5, ease="quad_in"))
    manager.add(Tween(sprite, "colour", (200, 100, 0), 1.0))
    manager.update(0.5)
    assert sprite.pos == pygame.Vector2(0, 0)
    assert sprite.colour == (100, 50, 0) and all(isinstance(c, int) for c in sprite.colour)
    manager.update(0.5)
    assert sprite.pos.x == pytest.approx(2.5) and sprite.pos.y == pytest.approx(5.0)


def test_sequence_carries_leftover_time_and_parallel_waits_for_longest():
    sprite, log = Sprite(), []
    manager = TweenManager()
    manager.add(
        Sequence(
            Tween(sprite, "x", 10.0, 0.1),
            Call(lambda: log.append("middle")),
            Delay(0.1),
            Parallel(Tween(sprite, "x", 20.0, 0.2), Tween(sprite, "y", 0.0, 0.4)),
            on_finish=lambda: log.append("end"),
        )
    )
    manager.update(0.15)  # 0.1 tween, call, 0.05 of the delay
    assert sprite.x == 10.0 and log == ["middle"]
    manager.update(0.15)  # 0.05 delay + 0.1 into the parallel
    assert sprite.x == pytest.approx(15.0)
    assert sprite.y == pytest.approx(7.5)
    manager.update(0.3)
    assert sprite.x == 20.0 and sprite.y == 0.0 and log == ["middle", "end"]


def test_speed_multiplier():
    sprite = Sprite()
    manager = TweenManager(speed=2.0)
    manager.to(sprite, 1.0, x=100.0)
    manager.update(0.25)
    assert sprite.x == pytest.approx(50.0)


def test_instant_speed_snaps_on_add():
    sprite, done = Sprite(), []
    manager = TweenManager(speed=tweens.INSTANT)
    manager.to(sprite, 2.0, x=5.0, y=6.0, on_finish=lambda: done.append(1))
    assert (sprite.x, sprite.y) == (5.0, 6.0) and done == [1] and not manager.busy
    assert manager.instant and math.isinf(manager.speed)


def test_finish_all_skips_to_end_including_chained_animations():
    sprite, log = Sprite(), []
    manager = TweenManager()

    def chain():
        log.append("first")
        manager.to(sprite, 1.0, y=99.0, on_finish=lambda: log.append("second"))

    manager.add(Sequence(Delay(3.0), Tween(sprite, "x", 40.0, 1.0), on_finish=chain))
    manager.update(0.1)
    manager.finish_all()
    assert sprite.x == 40.0 and sprite.y == 99.0
    assert log == ["first", "second"] and not manager.busy


def test_cancel_target_leaves_value_where_it_is():
    sprite, other = Sprite(), Sprite()
    manager = TweenManager()
    manager.to(sprite, 1.0, x=100.0)
    manager.to(other, 1.0, x=100.0)
    manager.update(0.5)
    manager.cancel_target(sprite)
    manager.update(0.5)
    assert sprite.x == pytest.approx(50.0) and other.x == 100.0


def test_setter_tween_needs_start():
    values = []
    manager = TweenManager()
    manager.add(Tween(None, None, 1.0, 1.0, start=0.0, setter=values.append))
    manager.update(0.5)
    assert values == [0.5]
    with pytest.raises(ValueError):
        Tween(None, None, 1.0, 1.0)


def test_int_ends_give_ints_and_floats_stay_floats():
    assert tweens.lerp_value(0, 10, 0.26) == 3 and isinstance(tweens.lerp_value(0, 10, 0.26), int)
    assert tweens.lerp_value(0.0, 10, 0.26) == pytest.approx(2.6)
    assert tweens.lerp_value([0, 0], [3, 4], 0.5) == [2, 2]
    assert tweens.lerp_value(pygame.Vector2(0, 0), pygame.Vector2(3, 4), 0.5) == pygame.Vector2(
        1.5, 2
    )
