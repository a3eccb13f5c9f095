"""Fixed-timestep game loop: logic at a constant rate, drawing as fast as allowed.

The loop follows "Fix Your Timestep": real elapsed time goes into an accumulator, logic
``update(step)`` runs in whole fixed steps (60 Hz by default), catch-up is capped so a long
stall never spirals, and ``draw(alpha)`` gets the interpolation fraction left in the
accumulator. While suspended (window minimised or unfocused) no updates run and no time
accumulates, so resuming never jumps ahead - unless ``keep_alive()`` says the game must go
on meanwhile (a screen fed by the network: a friend joining the waiting room, the others'
moves at an online table), when the updates run in real time at the idle frame rate.

The clock is injectable (any callable returning seconds). Tests and benchmarks use
``SimulatedClock`` and ``run_frames(n)`` to step deterministically without a real window::

    clock = SimulatedClock()
    loop = FixedStepLoop(update=scene_update, draw=scene_draw, clock=clock)
    loop.run_frames(10, frame_seconds=1 / 60)   # exactly 10 updates, alpha 0.0 each frame
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

DEFAULT_STEP_HZ = 60
DEFAULT_MAX_CATCH_UP_STEPS = 5
_EPSILON = 1e-9


class SimulatedClock:
    """A clock for tests and headless runs: time only moves when ``advance`` is called."""

    def __init__(self, start: float = 0.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@dataclass
class FrameStats:
    """What one call to ``FixedStepLoop.tick`` did."""

    updates: int
    alpha: float
    elapsed: float
    dropped_seconds: float


def _no_op() -> None:
    return None


class FixedStepLoop:
    """Runs ``begin_frame``, fixed ``update(step)`` calls, ``draw(alpha)`` and ``end_frame``.

    * ``begin_frame()`` - poll input, dispatch actions (before the updates of a frame).
    * ``update(step_seconds)`` - advance logic by exactly one fixed step.
    * ``draw(alpha)`` - render; alpha in [0, 1) is how far we are into the next step.
    * ``end_frame()`` - present the frame (flip).
    """

    def __init__(
        self,
        update: Callable[[float], None],
        draw: Callable[[float], None],
        *,
        begin_frame: Callable[[], None] = _no_op,
        end_frame: Callable[[], None] = _no_op,
        step_hz: float = DEFAULT_STEP_HZ,
        max_catch_up_steps: int = DEFAULT_MAX_CATCH_UP_STEPS,
        clock: Callable[[], float] = time.perf_counter,
        sleep: Callable[[float], None] = time.sleep,
        fps_cap: float = 0.0,
        keep_alive: Callable[[], bool] = lambda: False,
    ) -> None:
        if step_hz <= 0:
            raise ValueError("step_hz must be positive")
        self.update = update
        self.draw = draw
        self.begin_frame = begin_frame
        self.end_frame = end_frame
        self.step_seconds = 1.0 / step_hz
        self.max_catch_up_steps = max(1, max_catch_up_steps)
        self.clock = clock
        self.sleep = sleep
        self.fps_cap = fps_cap
        self.keep_alive = keep_alive  # True: updates go on while suspended
        self.accumulator = 0.0
        self.running = False
        self.suspended = False
        self.total_updates = 0
        self.total_frames = 0
        self.simulated_time = 0.0
        self._last_time: float | None = None
        self._frame_start: float | None = None

    # -- suspension (focus lost / minimised) -------------------------------------------
    def suspend(self) -> None:
        """Stop logic updates; time spent suspended is never fed to the accumulator."""
        self.suspended = True

    def resume(self) -> None:
        """Resume updates from now: the clock is re-read so no time jump happens."""
        if self.suspended:
            self.suspended = False
            self._last_time = self.clock()

    def resume_from_now(self) -> None:
        """Forget the time since the last frame (after a deliberate stall such as loading),
        so it is not caught up as logic steps."""
        self._last_time = self.clock()

    # -- one frame ----------------------------------------------------------------------
    def tick(self) -> FrameStats:
        """Run one frame: input, as many fixed updates as are due (capped), draw, present."""
        now = self.clock()
        if self._last_time is None:
            self._last_time = now
        elapsed = max(0.0, now - self._last_time)
        self._last_time = now
        self._frame_start = now

        self.begin_frame()
        # begin_frame may have suspended or resumed us (focus events arrive with input).
        updates = 0
        dropped = 0.0
        if self.suspended and not self.keep_alive():
            elapsed = 0.0
            self._last_time = self.clock()
        else:
            self.accumulator += elapsed
            due = self.step_seconds - _EPSILON  # tolerate float drift of the clock
            while self.accumulator >= due and updates < self.max_catch_up_steps:
                self.update(self.step_seconds)
                self.accumulator = max(0.0, self.accumulator - self.step_seconds)
                updates += 1
                self.simulated_time += self.step_seconds
            if self.accumulator >= due:
                # Too far behind: drop whole steps rather than spiral; keep the fraction.
                whole_steps = int((self.accumulator + _EPSILON) / self.step_seconds)
                dropped = whole_steps * self.step_seconds
                self.accumulator = max(0.0, self.accumulator - dropped)
        alpha = self.accumulator / self.step_seconds
        alpha = min(max(alpha, 0.0), 0.999999)
        self.draw(alpha)
        self.end_frame()
        self.total_updates += updates
        self.total_frames += 1
        return FrameStats(updates=updates, alpha=alpha, elapsed=elapsed, dropped_seconds=dropped)

    def _wait_for_cap(self) -> None:
        if self.fps_cap <= 0 or self._frame_start is None:
            return
        remaining = 1.0 / self.fps_cap - (self.clock() - self._frame_start)
        if remaining > 0:
            self.sleep(remaining)

    # -- driving ------------------------------------------------------------------------
    def run(self, max_frames: int | None = None) -> int:
        """Loop until ``stop()`` (or ``max_frames`` frames). Returns frames run."""
        self.running = True
        frames = 0
        while self.running and (max_frames is None or frames < max_frames):
            self.tick()
            frames += 1
            if self.suspended:
                # Unfocused: idle gently instead of spinning a core (a live screen's updates
                # catch the time up at this rate).
                self.sleep(0.05)
            else:
                self._wait_for_cap()
        self.running = False
        return frames

    def stop(self) -> None:
        self.running = False

    def run_frames(self, count: int, frame_seconds: float | None = None) -> list[FrameStats]:
        """Run exactly ``count`` frames. With a ``SimulatedClock`` the clock is advanced by
        ``frame_seconds`` (default: one fixed step) before each frame, so headless tests and
        benchmarks are deterministic. Stops early if ``stop()`` is called."""
        step = self.step_seconds if frame_seconds is None else frame_seconds
        stats: list[FrameStats] = []
        self.running = True
        if self._last_time is None:
            self._last_time = self.clock()
        for _ in range(count):
            if not self.running:
                break
            if isinstance(self.clock, SimulatedClock):
                self.clock.advance(step)
            stats.append(self.tick())
        return stats
