"""The flourish's pymunk world: caps, culling, banners that unfurl, cards that land, emptying."""

from __future__ import annotations

import math
import random

from game.fx.physics import MAX_BODIES, STEP, FxPhysics

SIZE = (1920, 1080)


def world(seed: int = 1) -> FxPhysics:
    physics = FxPhysics(SIZE, random.Random(seed))
    physics.add_table_edges()
    return physics


def test_bodies_are_capped():
    physics = world()
    made = physics.burst("spark", (960, 540), 1000, 800, (1.0, 2.0))
    assert made == MAX_BODIES
    assert len(physics.space.bodies) == MAX_BODIES
    assert physics.burst("slip", (960, 540), 10, 800, (1.0, 2.0)) == 0
    assert physics.peak_bodies == MAX_BODIES


def test_particles_die_and_leave_the_screen():
    physics = world()
    physics.burst("spark", (960, 540), 50, 500, (0.5, 0.5))
    physics.burst("rain", (-500, 540), 5, 10, (9.0, 9.0))  # born off screen: culled at once
    physics.step()
    assert len(physics.particles) == 50
    physics.advance(0.6)
    assert physics.particles == []
    assert len(physics.space.bodies) == 0


def test_sparks_bounce_on_the_table_edge_and_stay_on_screen():
    physics = world()
    physics.burst("spark", (960, 900), 20, 2000, (5.0, 5.0), spread=0.3, direction=math.pi / 2)
    physics.advance(1.5)
    assert physics.particles
    for particle in physics.particles:
        assert particle.body.position.y < SIZE[1]


def test_a_banner_unfurls_to_its_length_and_swings_in_the_wind():
    physics = world()
    physics.wind = 260.0
    banner = physics.add_banner((300, -10), 800, 90, (200, 30, 40), links=14, tag="1-2")
    assert banner is not None
    start_tail = banner.links[-1].position.y
    assert start_tail < 40  # rolled up at the anchor
    physics.advance(2.0)
    tail = banner.links[-1].position
    assert tail.y > 500  # unfurled downwards
    assert math.hypot(tail.x - 300, tail.y + 10) <= 800 + 40  # joints hold the length
    xs = []
    for _ in range(120):
        physics.step()
        xs.append(banner.links[-1].position.x)
    assert max(xs) - min(xs) > 5  # it swings


def test_dropped_cards_land_on_the_table():
    physics = world()
    for index in range(6):
        physics.drop_card(f"{index + 1}-3", (144, 230), (200 + index * 280, -200), (0, 300), 2.0)
    physics.advance(4.0)
    assert len(physics.cards) == 6
    for card in physics.cards:
        assert 700 < card.body.position.y < SIZE[1]
        assert abs(card.body.velocity.y) < 60


def test_clear_empties_the_space_completely():
    physics = world()
    physics.burst("petal", (960, 300), 30, 400, (3.0, 3.0))
    physics.add_banner((100, 0), 500, 60, (40, 80, 190))
    physics.drop_card("3-1", (144, 230), (900, 0), (0, 0), 0.0)
    physics.add_obstacle_box(800, 500, 300, 60)
    physics.add_obstacle_path([(0, 900), (500, 950), (900, 900)], 3)
    physics.advance(10 * STEP)
    physics.clear()
    assert physics.is_empty()
    assert not physics.space.bodies and not physics.space.shapes
    assert not physics.space.constraints


def test_same_seed_same_motion():
    def run(seed: int) -> list[tuple[float, float]]:
        physics = world(seed)
        physics.wind = 200.0
        physics.burst("petal", (960, 400), 40, 900, (5.0, 5.0))
        physics.advance(1.0)
        return [tuple(p.body.position) for p in physics.particles]

    assert run(4) == run(4)
    assert run(4) != run(5)
