"""Fixed-timestep loop: exact update counts, alpha, catch-up cap, suspension without a jump."""

import pytest

from game.core.loop import FixedStepLoop, SimulatedClock


def make_loop(clock, **options):
    record = {"updates": [], "alphas": []}
    loop = FixedStepLoop(
        update=record["updates"].append, draw=record["alphas"].append, clock=clock, **options
    )
    return loop, record


def test_exact_updates_and_alpha_with_fake_clock():
    clock = SimulatedClock()
    loop, record = make_loop(clock, step_hz=60)
    loop.tick()  # first frame: no elapsed time
    assert record["updates"] == []
    clock.advance(2.5 / 60)
    stats = loop.tick()
    assert stats.updates == 2
    assert record["updates"] == [pytest.approx(1 / 60)] * 2
    assert stats.alpha == pytest.approx(0.5)
    clock.advance(0.5 / 60)
    stats = loop.tick()
    assert stats.updates == 1
    assert stats.alpha == pytest.approx(0.0, abs=1e-9)


def test_catch_up_is_capped_and_excess_dropped():
    clock = SimulatedClock()
    loop, record = make_loop(clock, step_hz=50, max_catch_up_steps=4)
    loop.tick()
    clock.advance(1.01)  # a long stall: 50.5 steps due
    stats = loop.tick()
    assert stats.updates == 4
    assert stats.dropped_seconds == pytest.approx(46 * 0.02)
    assert stats.alpha == pytest.approx(0.5)
    clock.advance(0.02)
    assert loop.tick().updates == 1


def test_run_frames_is_deterministic():
    loop, record = make_loop(SimulatedClock(), step_hz=60)
    stats = loop.run_frames(30)
    assert len(stats) == 30
    assert len(record["updates"]) == 30
    assert loop.total_frames == 30
    loop2, record2 = make_loop(SimulatedClock(), step_hz=60)
    loop2.run_frames(10, frame_seconds=1 / 30)
    assert len(record2["updates"]) == 20
    assert len(record2["alphas"]) == 10


def test_suspension_pauses_updates_without_time_jump():
    clock = SimulatedClock()
    loop, record = make_loop(clock, step_hz=60)
    loop.tick()
    clock.advance(0.5 / 60)
    loop.tick()  # half a step in the accumulator
    loop.suspend()
    clock.advance(30.0)  # minimised for 30 s
    stats = loop.tick()
    assert stats.updates == 0
    assert record["updates"] == []
    loop.resume()
    clock.advance(0.5 / 60)
    stats = loop.tick()
    assert stats.updates == 1  # only the real half + half step, not 30 s worth
    assert loop.total_updates == 1


def test_suspend_from_begin_frame_skips_that_frames_time():
    clock = SimulatedClock()
    updates = []
    loop = FixedStepLoop(update=updates.append, draw=lambda alpha: None, clock=clock)
    loop.begin_frame = loop.suspend
    loop.tick()
    clock.advance(5.0)
    loop.tick()
    assert updates == []


def test_stop_ends_run_frames():
    clock = SimulatedClock()
    loop = None
    count = []

    def update(dt):
        count.append(dt)
        if len(count) == 3:
            loop.stop()

    loop = FixedStepLoop(update=update, draw=lambda alpha: None, clock=clock)
    assert len(loop.run_frames(10)) == 3


def test_fps_cap_sleeps_for_the_rest_of_the_frame():
    clock = SimulatedClock()
    slept = []
    loop = FixedStepLoop(
        update=lambda dt: None,
        draw=lambda a: clock.advance(0.004),
        clock=clock,
        sleep=slept.append,
        fps_cap=100,
    )
    loop.run(max_frames=2)
    assert slept == [pytest.approx(0.006), pytest.approx(0.006)]


def test_resume_from_now_skips_a_deliberate_stall():
    clock = SimulatedClock()
    loop, record = make_loop(clock, step_hz=60)
    loop.tick()
    clock.advance(2.0)  # loading...
    loop.resume_from_now()
    clock.advance(1 / 60)
    assert loop.tick().updates == 1
