"""The online rig: a headless App playing one seat of a room on a loopback server (ephemeral
port, fake clock), a headless CPU friend on the other seat, and bounded waits.

Its fixtures (``server_clock``, ``loopback``, ``online_rig``) are loaded for the whole
suite by the root conftest. Keys go through pygame's event queue and the real InputManager;
the network runs on its own threads, so every wait leaves them a moment per frame and gives
up after a bound.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.input import actions as act
from game.online.client.headless import play_seat
from game.online.client.link import Opening, SeatStore
from game.online.client.session import RemoteMatchSession
from game.online.server import rooms
from game.online.server.local import LocalServer
from game.smoke.online import OnlinePilot
from tests.online.support import FakeClock
from tests.support.headless import press_key

KEYS = {
    act.RIGHT: pygame.K_RIGHT,
    act.LEFT: pygame.K_LEFT,
    act.UP: pygame.K_UP,
    act.DOWN: pygame.K_DOWN,
    act.CONFIRM: pygame.K_RETURN,
    act.BACK: pygame.K_ESCAPE,
    act.PAUSE: pygame.K_p,
}
WAIT_FRAMES = 30000
DEAL_SEED = 7  # a first month without a hand yaku at the deal: the player has turns to play


class Friend:
    """A headless CPU friend playing its seat of a room on a thread."""

    def __init__(self, server: str, opening: Opening, seats: Path, cpu: str = "easy") -> None:
        self.session = RemoteMatchSession(
            server, opening, seats=SeatStore(seats), reconnect_delays=(0.05, 0.1)
        )
        self.cpu = cpu
        self.scores: list[int] | None = None
        self.error: Exception | None = None
        self.thread = threading.Thread(target=self._play, daemon=True)

    def play(self) -> Friend:
        self.thread.start()
        return self

    def _play(self) -> None:
        try:
            self.scores = play_seat(self.session, self.cpu, seed=5, timeout=120)
        except Exception as error:  # noqa: BLE001 - the test reads it
            self.error = error

    def close(self) -> None:
        self.session.close()
        if self.thread.is_alive():
            self.thread.join(10)


def players_turn(table) -> bool:
    """The table waits for its player and the server for that seat, so both agree."""
    return table.human_input_phase() is not None and table.session.awaiting_human()


class OnlineRig:
    def __init__(self, app: App, server: LocalServer, tmp_path: Path) -> None:
        self.app = app
        self.server = server
        self.tmp_path = tmp_path
        self.pilot = OnlinePilot(self.press)
        self.friends: list[Friend] = []
        app.settings.online_server = server.url
        app.settings.animation_speed = "instant"  # the rules, not the tweens, are under test

    # -- input and time ---------------------------------------------------------------------
    @property
    def top(self):
        return self.app.context.scenes.top

    def press(self, name: str) -> None:
        press_key(self.app, KEYS[name], frames=1)

    def choose(self, key: str) -> None:
        """Focus the top scene's widget ``key`` and press Enter on it."""
        group = self.top.group
        widget = next(w for w in group.widgets if w.key == key)
        assert widget.enabled, f"{key} is disabled on {self.top.name}"
        group.focus(widget)
        self.press(act.CONFIRM)

    def frames(self, count: int = 1) -> None:
        self.app.loop.run_frames(count)
        time.sleep(0.001)

    def until(self, condition: Callable[[], bool], what: str, *, play: bool = False) -> None:
        for _ in range(WAIT_FRAMES):
            if condition():
                return
            if play:
                self.pilot.act(self.app)
            self.frames()
        raise AssertionError(f"gave up waiting for {what} (top: {self.top.name})")

    # -- a room -------------------------------------------------------------------------------
    def open_room(self, months: int = 1) -> str:
        """Title > Play with a Friend > Create a Room (``months``) > Create Room: the code."""
        self.app.context.scenes.reset(self.app.context.make_scene("title"))
        self.frames()
        self.choose("play_friend")
        assert self.top.name == "play_friend"
        self.choose("create")
        assert self.top.name == "online_create"
        self.top.setup.set_rule("months", months)
        self.choose("create_room")
        assert self.top.name == "online_room"
        self.until(lambda: self.top.session.invite is not None, "the room")
        return self.top.session.code

    def at_the_table(self, months: int = 1):
        """A room opened from the title, the CPU friend seated and playing, and the table
        at the player's turn: (code, friend, table)."""
        code = self.open_room(months=months)
        friend = self.friend(code).play()
        self.until(lambda: self.top.name == "online_table", "the deal")
        table = self.top
        self.until(lambda: players_turn(table), "the player's turn", play=True)
        return code, friend, table

    def friend(self, code: str, name: str = "Ren", kind: str = "join") -> Friend:
        seats = self.tmp_path / f"friend-{len(self.friends)}.json"
        friend = Friend(self.server.url, Opening(kind, code=code, name=name), seats)
        self.friends.append(friend)
        return friend

    def close(self) -> None:
        for friend in self.friends:
            friend.close()


@pytest.fixture
def server_clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def loopback(tmp_path, server_clock, monkeypatch):
    """A room server on an ephemeral loopback port, on a fake clock. It draws each match's
    seed in secret: fixed here, so every run deals the same first month."""
    monkeypatch.setattr(rooms.secrets, "randbits", lambda bits: DEAL_SEED)
    with LocalServer(
        tmp_path / "server", clock=server_clock, rate=5000.0, burst=10000.0
    ) as running:
        yield running


@pytest.fixture
def online_rig(app, loopback, tmp_path):
    online = OnlineRig(app, loopback, tmp_path)
    yield online
    online.close()
