"""Closing the window quits from every screen (issue 29, item 3: some close requests were
ignored, on the "Match in progress" dialog and on More Rules). For every scene registered
in game.wiring, opened as the game opens it, a close request - SDL's QUIT, and the window's
own close event, which SDL sends without a QUIT when it does not take the window for the
last one - posted while that scene is on top stops the app's real loop within a frame and
the app shuts down cleanly; a match in progress is in the autosave, exactly where it
stands, even when nothing was decided yet."""

from __future__ import annotations

import pygame
import pytest

from game import wiring
from game.persist import autosave
from tests.support.every_scene import MATCHES, ONLINE, OPENERS

CLOSE_EVENTS = {"quit": pygame.QUIT, "window_close": pygame.WINDOWCLOSE}


def test_every_registered_scene_has_an_opener():
    assert set(OPENERS) == {entry.name for entry in wiring.SCENES}


@pytest.mark.parametrize("close", sorted(CLOSE_EVENTS))
@pytest.mark.parametrize("name", [entry.name for entry in wiring.SCENES])
def test_closing_the_window_quits_from_every_scene(name, close, app, request):
    rig = request.getfixturevalue("online_rig") if name in ONLINE else None
    made = []
    factory = app.context.factories[name]
    app.context.factories[name] = lambda context, **options: (
        made.append(factory(context, **options)) or made[-1]
    )
    if name == "title":
        app.context.scenes.reset(app.context.make_scene("title"))
    OPENERS[name](app, rig)
    app.loop.run_frames(2)
    assert made and app.context.scenes.top is made[-1]  # the scene is on top
    table = next((s for s in app.context.scenes.scenes if hasattr(s, "session")), None)
    pygame.event.post(pygame.event.Event(CLOSE_EVENTS[close]))
    assert app.loop.run(max_frames=5) == 1  # the real loop: it stops at the close request
    if name in MATCHES and not getattr(table, "finished", False):
        loaded = autosave.load()
        assert loaded.ok, loaded.warning
        assert loaded.state.record_rounds() == table.session.state.record_rounds()
    app.shutdown()  # exits every scene; nothing raises
    assert len(app.context.scenes) == 0
