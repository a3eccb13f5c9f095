"""The director: turns engine events into card-sprite tweens, one event after another.

Data flows one way: engine events -> :meth:`Director.feed` -> a queue -> for each event the
table model changes (which zone each card is in) and an animation moves the sprites to
their new rest places (move, flip, scale, fade, z order). The next event waits until the
current animation ends; the table asks the engine for its next step only when
:attr:`Director.idle`. :meth:`skip` fast-forwards (snaps everything to the engine state).

Presentation hooks: ``presenters[EventType] = fn(event) -> blocker | None``; a blocker is
anything with a ``done`` attribute (an overlay scene, a flourish). The queue waits until it
is done. The table registers the round result for RoundEnded, announcements for Redealt /
TeyakuShown and the optional flourish for TurnScored ("on yaku formed -> optional
blocking presentation"); :meth:`Director.lay_out` shows a restored position at once, with no
presentation at all. What each event does to the table is in game.view.event_animations (one
handler per event class). Seats are laid out by game.view.seats for the number of seats the
deal brings (2 to 4), the viewer's near.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from game.core.tweens import (
    INSTANT,
    Animation,
    Call,
    Delay,
    Parallel,
    TweenManager,
)
from game.view import layout, seats
from game.view.event_animations import (
    CAPTURE_PAUSE,
    DEAL_STAGGER,
    MOVE_SECONDS,
    EventAnimations,
)
from game.view.layout import Place
from game.view.motion import Pose, interpolated, move_to, pose
from game.view.seats import SeatPlace
from game.view.sprites import CardSprite
from game.view.table_model import Banner, TableModel

BANNER_SECONDS = 0.9
LAY_OUT_ROUNDS = 64  # updates laying a restored position out (64 events each): ample


class Director:
    """Plays engine events as tweens, one at a time (handlers in ``EventAnimations``).

    ``viewer`` is the seat drawn near (the bottom edge); a viewer that is no seat (the
    all-seeing viewer of a replay or a demo, a spectator) sees seat 0 near, and the
    all-seeing one every hand face up."""

    def __init__(self, viewer: int | None = 0, speed: float = 1.0, seat_count: int = 2) -> None:
        self._near = viewer if viewer is not None and viewer >= 0 else 0
        self.reveal_all = viewer is None
        self.tweens = TweenManager(speed)
        self.sprites: dict[str, CardSprite] = {}
        self.model = TableModel(seat_count)
        self.places: tuple[SeatPlace, ...] = seats.seat_places(seat_count, self._near)
        self.animations = EventAnimations(self)
        # the game shown (its yaku names: games share ids), told by the table's driver
        self.game_of: Callable[[], str | None] = lambda: None
        self.queue: deque = deque()
        self.presenters: dict[type, Callable[[Any], Any]] = {}
        self.listeners: list[Callable[[Any], None]] = []  # called as each event starts
        self.banner: Banner | None = None
        # each sprite's pose before the latest logic step, for interpolated drawing
        self.previous_poses: dict[CardSprite, Pose] = {}
        self._current: Animation | None = None
        self._blocker: Any = None
        self._skipping = False
        self._presenting = True  # False while a restored position is laid out
        self._hidden_serial = 0
        # couch hook: decides which hands are face up (hidden hands, pass screens)
        self.hand_visibility: Callable[[int], bool] | None = None

    # -- public --------------------------------------------------------------------------
    @property
    def near(self) -> int:
        """The seat drawn along the bottom edge."""
        return self._near

    @near.setter
    def near(self, seat: int) -> None:
        self._near = seat
        self.places = seats.seat_places(len(self.places), seat)

    def place_seats(self, seat_count: int) -> None:
        """Lay the table out for ``seat_count`` seats (a deal brings its number)."""
        if seat_count != len(self.places):
            self.places = seats.seat_places(seat_count, self._near)

    @property
    def seat_count(self) -> int:
        return len(self.places)

    @property
    def speed(self) -> float:
        return self.tweens.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.tweens.speed = value

    @property
    def presenting(self) -> bool:
        """False while a restored position is laid out (:meth:`lay_out`): nothing is
        presented then, not even a sound."""
        return self._presenting

    @property
    def idle(self) -> bool:
        return (
            not self.queue
            and self._current is None
            and self._blocker is None
            and not self.tweens.busy
        )

    def feed(self, events: list) -> None:
        self.queue.extend(events)

    def skip(self) -> None:
        """Fast-forward: finish the running animation and every queued one (not blockers)."""
        self._skipping = True
        self.tweens.finish_all()
        self.banner = None
        self.previous_poses = {}  # snapped: nothing to interpolate from

    def lay_out(self) -> None:
        """Show every queued event at once and without its presentation: no overlay, no
        flourish, no banner (a restored position, laid out before its table is shown - a
        presentation started then would wait beneath the table for ever). The listeners still
        hear every event (the last yaku, for the koi-koi prompt that comes back)."""
        self._presenting = False
        try:
            for _ in range(LAY_OUT_ROUNDS):
                self.skip()
                self.update(0.0)
                if self.idle:
                    break
        finally:
            self._presenting = True
        self.banner = None
        self.previous_poses = {}

    def update(self, dt: float) -> None:
        if dt > 0:
            self.previous_poses = {sprite: pose(sprite) for sprite in self.sprites.values()}
        self.tweens.update(dt)
        if self.banner is not None:
            self.banner.age += dt * (1.0 if self.tweens.instant else self.tweens.speed)
            if self.banner.age >= self.banner.seconds:
                self.banner = None
        for _ in range(64):
            if self._blocker is not None:
                if not getattr(self._blocker, "done", True):
                    return
                self._blocker = None
            if self._current is not None:
                if not self._current.done:
                    if self._skipping:
                        self.tweens.finish_all()
                    else:
                        return
                self._current = None
            if not self.queue:
                self._skipping = False
                return
            self._start(self.queue.popleft())

    def sorted_sprites(self) -> list[CardSprite]:
        return sorted(self.sprites.values(), key=lambda sprite: sprite.z)

    def drawn_sprite(self, sprite: CardSprite, alpha: float) -> CardSprite:
        """``sprite`` interpolated ``alpha`` of the way from its pose before the latest logic
        step to its current one (the current pose itself when animations are instant)."""
        if self.tweens.instant:
            return sprite
        return interpolated(sprite, self.previous_poses.get(sprite), alpha)

    def place(self, seat: int) -> SeatPlace:
        """Where ``seat`` sits on the table."""
        return self.places[seat]

    def shows_hand(self, seat: int) -> bool:
        if self.hand_visibility is not None:
            return self.hand_visibility(seat)
        return self.reveal_all or seat == self.near

    # -- event dispatch -----------------------------------------------------------------
    def _start(self, event) -> None:
        for listener in self.listeners:
            listener(event)
        animation = self.animations.animate(event)
        presenter = self.presenters.get(type(event)) if self._presenting else None
        blocker = presenter(event) if presenter is not None else None
        self._current = self.tweens.add(animation)
        if self._skipping:
            self.tweens.finish_all()
        if blocker is not None:
            self._blocker = blocker

    def show_banner(
        self, text: str, seat: int | None, seconds: float = BANNER_SECONDS
    ) -> Animation:
        self.banner = Banner(text, seat, seconds)
        return Delay(seconds * (0.2 if self._skipping else 1.0))

    # -- zone targets --------------------------------------------------------------------
    def targets(self) -> dict[str, Place]:
        model = self.model
        places: dict[str, Place] = {}
        for seat, seat_place in enumerate(self.places):
            hand = model.hands[seat]
            for key, place in zip(
                hand, seats.hand_places(seat_place, len(hand), self.shows_hand(seat)), strict=True
            ):
                places[key] = place
            for kind in layout.KIND_ORDER:
                pile = model.captured[seat][kind]
                for key, place in zip(
                    pile, seats.capture_places(seat_place, kind, len(pile)), strict=True
                ):
                    places[key] = place
        count = model.slot_count()
        for key, slot in model.field_slots.items():
            places[key] = layout.field_place(slot, count)
        for key, slot in model.staging.items():
            places[key] = layout.staging_place(layout.field_place(slot, count))
        for index, key in enumerate(model.stock):
            places[key] = layout.stock_place(index)
        if model.pending is not None:
            if model.pending_source == "play" and model.pending_seat < len(self.places):
                seat = model.pending_seat
                places[model.pending] = seats.pending_place(
                    self.places[seat], len(model.hands[seat])
                )
            else:
                places[model.pending] = layout.pending_place()
        return places

    def settle(
        self,
        duration: float = MOVE_SECONDS,
        *,
        delays: dict[str, float] | None = None,
        ease: str = "cubic_out",
    ) -> Animation:
        """Animate every sprite whose rest place changed to that place."""
        moves: list[Animation] = []
        for key, place in self.targets().items():
            sprite = self.sprites[key]
            move = move_to(sprite, place, duration, (delays or {}).get(key, 0.0), ease)
            if move is not None:
                moves.append(move)
        return Parallel(*moves) if moves else Delay(0.0)


def speed_for(setting: str) -> float:
    """Tween speed for the animation-speed option ("instant" snaps)."""
    from game.core.settings import ANIMATION_SPEEDS

    value = ANIMATION_SPEEDS.get(setting, 1.0)
    return INSTANT if value == float("inf") else value


__all__ = [
    "BANNER_SECONDS",
    "CAPTURE_PAUSE",
    "DEAL_STAGGER",
    "MOVE_SECONDS",
    "Banner",
    "Call",
    "Director",
    "TableModel",
    "speed_for",
]
