"""The flourish's pymunk world: particles, banner ribbons and falling cards.

One FxPhysics owns one pymunk.Space. It always steps with the constant STEP (the caller's
fixed timestep feeds an accumulator), caps the number of bodies, removes bodies that leave
the screen or outlive their life, and ``clear()`` leaves the space completely empty.
Wind and air drag are applied by hand each step so the simulation is the same every run.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pymunk

STEP = 1.0 / 60.0
MAX_BODIES = 260

WALL_CATEGORY = 0b001
PARTICLE_CATEGORY = 0b010
CARD_CATEGORY = 0b100


@dataclass(frozen=True)
class ParticleKind:
    """How one kind of particle moves: size (px at 1080p), drag, wind response, bounce."""

    name: str
    radius: float
    drag: float
    wind: float
    elasticity: float
    gravity_scale: float = 1.0
    spin: float = 4.0


PARTICLE_KINDS: dict[str, ParticleKind] = {
    "petal": ParticleKind("petal", 9, 2.6, 1.0, 0.1, 0.55, 5.0),
    "slip": ParticleKind("slip", 11, 2.0, 0.8, 0.15, 0.6, 3.0),
    "spark": ParticleKind("spark", 4, 0.6, 0.15, 0.55, 1.0, 0.0),
    "leaf": ParticleKind("leaf", 10, 2.2, 0.9, 0.1, 0.6, 4.0),
    "butterfly": ParticleKind("butterfly", 9, 3.5, 0.6, 0.2, 0.08, 1.5),
    "rain": ParticleKind("rain", 3, 0.2, 0.25, 0.0, 1.6, 0.0),
    "confetti": ParticleKind("confetti", 7, 2.2, 1.0, 0.2, 0.6, 6.0),
    "mote": ParticleKind("mote", 5, 1.5, 0.4, 0.0, -0.12, 0.0),
}


@dataclass(eq=False)
class Particle:
    body: pymunk.Body
    shape: pymunk.Shape
    kind: ParticleKind
    variant: int
    born: float
    dies: float


@dataclass(eq=False)
class Banner:
    """A ribbon hanging from ``anchor``: a chain of link bodies joined by slide joints."""

    links: list[pymunk.Body]
    constraints: list[pymunk.Constraint]
    colour: tuple[int, int, int]
    width: float
    anchor: tuple[float, float]
    tag: str = ""


@dataclass(eq=False)
class FallingCard:
    body: pymunk.Body
    shape: pymunk.Shape
    code: str
    size: tuple[int, int]


@dataclass
class FxPhysics:
    """pymunk world of one flourish, in canvas pixels with y pointing down."""

    size: tuple[int, int]
    rng: random.Random
    max_bodies: int = MAX_BODIES
    space: pymunk.Space = field(init=False)
    particles: list[Particle] = field(init=False, default_factory=list)
    banners: list[Banner] = field(init=False, default_factory=list)
    cards: list[FallingCard] = field(init=False, default_factory=list)
    time: float = field(init=False, default=0.0)
    wind: float = 0.0
    peak_bodies: int = field(init=False, default=0)
    _walls: list[pymunk.Shape] = field(init=False, default_factory=list)
    _obstacles: list[pymunk.Shape] = field(init=False, default_factory=list)
    _accumulator: float = field(init=False, default=0.0)

    def __post_init__(self) -> None:
        self.scale = self.size[1] / 1080.0
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 1400.0 * self.scale)
        self.space.iterations = 8

    # -- world ------------------------------------------------------------------------
    def add_table_edges(self) -> None:
        """Static floor and side walls at the canvas edges (the table's rim)."""
        if self._walls:
            return
        w, h = self.size
        inset = 6 * self.scale
        segments = [
            ((-50, h - inset), (w + 50, h - inset)),
            ((inset, h), (inset, -h)),
            ((w - inset, h), (w - inset, -h)),
        ]
        for a, b in segments:
            wall = pymunk.Segment(self.space.static_body, a, b, 8 * self.scale)
            wall.elasticity = 0.5
            wall.friction = 0.8
            wall.filter = pymunk.ShapeFilter(categories=WALL_CATEGORY)
            self._walls.append(wall)
        self.space.add(*self._walls)

    def add_obstacle_box(self, left: float, top: float, width: float, height: float) -> None:
        """A static box particles bounce on (the standing screen panels)."""
        box = pymunk.Poly(
            self.space.static_body,
            [(left, top), (left + width, top), (left + width, top + height), (left, top + height)],
        )
        box.elasticity = 0.3
        box.friction = 0.9
        box.filter = pymunk.ShapeFilter(categories=WALL_CATEGORY)
        self._obstacles.append(box)
        self.space.add(box)

    def add_obstacle_path(self, points: list[tuple[float, float]], radius: float) -> None:
        """Static segments joining ``points`` (e.g. the bowl of the sake cup)."""
        for a, b in zip(points, points[1:], strict=False):
            segment = pymunk.Segment(self.space.static_body, a, b, radius)
            segment.elasticity = 0.1
            segment.friction = 1.0
            segment.filter = pymunk.ShapeFilter(categories=WALL_CATEGORY)
            self._obstacles.append(segment)
            self.space.add(segment)

    def remove_obstacles(self) -> None:
        if self._obstacles:
            self.space.remove(*self._obstacles)
            self._obstacles.clear()

    @property
    def body_count(self) -> int:
        return len(self.space.bodies)

    def _room(self) -> int:
        return self.max_bodies - len(self.space.bodies)

    # -- particles ----------------------------------------------------------------------
    def burst(
        self,
        kind_name: str,
        centre: tuple[float, float],
        count: int,
        speed: float,
        life: tuple[float, float],
        spread: float = math.tau,
        direction: float = -math.pi / 2,
        area: tuple[float, float] = (0.0, 0.0),
        variants: int = 1,
    ) -> int:
        """Spawn up to ``count`` particles around ``centre``; returns how many were made."""
        kind = PARTICLE_KINDS[kind_name]
        made = 0
        for _ in range(min(count, self._room())):
            angle = direction + self.rng.uniform(-spread / 2, spread / 2)
            velocity = speed * self.scale * self.rng.uniform(0.35, 1.0)
            x = centre[0] + self.rng.uniform(-area[0], area[0])
            y = centre[1] + self.rng.uniform(-area[1], area[1])
            radius = kind.radius * self.scale
            mass = 0.01 * radius * radius
            body = pymunk.Body(mass, pymunk.moment_for_circle(mass, 0, radius))
            body.position = (x, y)
            body.velocity = (math.cos(angle) * velocity, math.sin(angle) * velocity)
            body.angle = self.rng.uniform(0, math.tau)
            body.angular_velocity = self.rng.uniform(-kind.spin, kind.spin)
            shape = pymunk.Circle(body, radius)
            shape.elasticity = kind.elasticity
            shape.friction = 0.7
            shape.filter = pymunk.ShapeFilter(categories=PARTICLE_CATEGORY, mask=WALL_CATEGORY)
            self.space.add(body, shape)
            self.particles.append(
                Particle(
                    body,
                    shape,
                    kind,
                    self.rng.randrange(variants),
                    self.time,
                    self.time + self.rng.uniform(*life),
                )
            )
            made += 1
        self._note_peak()
        return made

    # -- banners -------------------------------------------------------------------------
    def add_banner(
        self,
        anchor: tuple[float, float],
        length: float,
        width: float,
        colour: tuple[int, int, int],
        links: int = 10,
        tag: str = "",
    ) -> Banner | None:
        """A ribbon rolled up at ``anchor`` that unfurls downwards and swings in the wind."""
        if self._room() < links:
            return None
        link_length = length / links
        bodies: list[pymunk.Body] = []
        constraints: list[pymunk.Constraint] = []
        previous = self.space.static_body
        previous_anchor = anchor
        for index in range(links):
            mass = 0.4
            body = pymunk.Body(mass, pymunk.moment_for_box(mass, (width, link_length)))
            body.position = (anchor[0] + self.rng.uniform(-1, 1), anchor[1] + 2 + index * 0.5)
            self.space.add(body)
            if previous is self.space.static_body:
                joint = pymunk.PinJoint(previous, body, previous_anchor, (0, 0))
            else:
                joint = pymunk.SlideJoint(previous, body, (0, 0), (0, 0), 0, link_length)
            joint.collide_bodies = False
            self.space.add(joint)
            constraints.append(joint)
            bodies.append(body)
            previous = body
            previous_anchor = (0, 0)
        banner = Banner(bodies, constraints, colour, width, anchor, tag)
        self.banners.append(banner)
        self._note_peak()
        return banner

    # -- falling cards -------------------------------------------------------------------
    def drop_card(
        self,
        code: str,
        size: tuple[int, int],
        position: tuple[float, float],
        velocity: tuple[float, float],
        spin: float,
    ) -> FallingCard | None:
        if self._room() < 1:
            return None
        w, h = size
        mass = 1.0
        body = pymunk.Body(mass, pymunk.moment_for_box(mass, (w, h)))
        body.position = position
        body.velocity = velocity
        body.angular_velocity = spin
        body.angle = self.rng.uniform(-0.6, 0.6)
        shape = pymunk.Poly.create_box(body, (w, h), radius=2)
        shape.elasticity = 0.35
        shape.friction = 0.7
        shape.filter = pymunk.ShapeFilter(
            categories=CARD_CATEGORY, mask=WALL_CATEGORY | CARD_CATEGORY
        )
        self.space.add(body, shape)
        card = FallingCard(body, shape, code, size)
        self.cards.append(card)
        self._note_peak()
        return card

    # -- stepping ------------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        """Run as many constant STEPs as ``dt`` covers (remainder carried over)."""
        self._accumulator += dt
        while self._accumulator >= STEP - 1e-9:
            self._accumulator -= STEP
            self.step()

    def step(self) -> None:
        self.time += STEP
        gust = self.wind * self.scale * (0.6 + 0.4 * math.sin(self.time * 1.7))
        gravity = self.space.gravity.y
        sway = 40 * self.scale
        for particle in self.particles:
            body, kind = particle.body, particle.kind
            vx, vy = body.velocity
            keep = max(0.0, 1.0 - kind.drag * STEP)
            flutter = math.sin(self.time * 6.0 + particle.variant * 1.3 + body.position.y * 0.01)
            vx = vx * keep + (gust + flutter * sway) * kind.wind * STEP
            vy = vy * keep - gravity * (1.0 - kind.gravity_scale) * STEP
            body.velocity = (vx, vy)
        for banner in self.banners:
            for depth, link in enumerate(banner.links, start=1):
                push = gust * 0.5 * depth / len(banner.links)
                vx, vy = link.velocity
                link.velocity = (vx * 0.992 + push * STEP, vy * 0.992)
        self.space.step(STEP)
        self._cull()

    def _cull(self) -> None:
        w, h = self.size
        margin = 120 * self.scale
        keep: list[Particle] = []
        for particle in self.particles:
            x, y = particle.body.position
            if (
                self.time >= particle.dies
                or y > h + margin
                or x < -margin
                or x > w + margin
                or y < -4 * margin
            ):
                self.space.remove(particle.body, particle.shape)
            else:
                keep.append(particle)
        self.particles = keep
        cards: list[FallingCard] = []
        for card in self.cards:
            x, y = card.body.position
            if y > h + 4 * margin or x < -4 * margin or x > w + 4 * margin:
                self.space.remove(card.body, card.shape)
            else:
                cards.append(card)
        self.cards = cards

    def _note_peak(self) -> None:
        self.peak_bodies = max(self.peak_bodies, len(self.space.bodies))

    def remove_banners(self) -> None:
        for banner in self.banners:
            self.space.remove(*banner.constraints, *banner.links)
        self.banners.clear()

    def clear_particles(self) -> None:
        for particle in self.particles:
            self.space.remove(particle.body, particle.shape)
        self.particles.clear()

    def clear(self) -> None:
        """Remove every body, shape and constraint: the space is left empty."""
        self.clear_particles()
        self.remove_banners()
        for card in self.cards:
            self.space.remove(card.body, card.shape)
        self.cards.clear()
        self.remove_obstacles()
        if self._walls:
            self.space.remove(*self._walls)
            self._walls.clear()

    def is_empty(self) -> bool:
        return not (self.space.bodies or self.space.shapes or self.space.constraints)
