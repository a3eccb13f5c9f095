"""A window that lost the focus: the loop pauses a local game, but a screen fed by the
network goes on - the waiting room sees the friend join and opens the table without a
click (two real windows showed it stuck on "Waiting..." until one)."""

from __future__ import annotations

from game.core.loop import FixedStepLoop, SimulatedClock
from game.input import actions as act
from tests.support.online_rig import OnlineRig

FRAMES = 3000


def test_the_loop_pauses_unless_the_screen_must_go_on():
    clock = SimulatedClock()
    updates: list[float] = []
    live = {"on": False}
    loop = FixedStepLoop(
        updates.append, lambda alpha: None, clock=clock, keep_alive=lambda: live["on"]
    )
    loop.run_frames(3)
    loop.suspend()
    loop.run_frames(10)
    assert len(updates) == 3  # a local game waits for its player
    live["on"] = True
    loop.run_frames(10)
    assert len(updates) == 13  # a networked screen runs on in real time
    loop.resume()
    loop.run_frames(2)
    assert len(updates) == 15


def test_the_waiting_room_opens_the_table_while_the_window_is_unfocused(online_rig: OnlineRig):
    rig = online_rig
    code = rig.open_room(months=1)
    rig.app.dispatch(act.Action(act.FOCUS_LOST))
    assert rig.app.loop.suspended
    friend = rig.friend(code).play()
    for _ in range(FRAMES):
        if rig.top.name == "online_table":
            break
        rig.frames()
    assert rig.top.name == "online_table", "the waiting room stayed on Waiting..."
    assert rig.app.loop.suspended  # nobody clicked
    assert rig.top.driver.names == ("Red", "Ren")
    friend.close()
