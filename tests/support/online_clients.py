"""Several players' games in one test: each a whole headless App (its own settings, user
folder, scene stack, InputManager, clock and canvas) on the dummy display, all on one
loopback room server.

A :class:`Client` goes where a player's window goes: the title > Play with a Friend > Join a
Room (its name typed into "Your name", the invite pasted or the room code typed) > the
waiting room > the online table, and plays its seat there with keys through pygame's queue
and its own InputManager (:class:`game.smoke.online.OnlinePilot`: the easy CPU of the game
says which card, Left/Right and Enter choose it). pygame's event queue is one per process,
so the clients take turns: a key is posted and the frames that read it are that client's
own before the next client moves. Each client's user folder is in force while its frames
run (its settings, its seat tokens: the players are on different computers). Every frame
each App draws is counted.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from game.app import App
from game.core import paths
from game.input import actions as act
from game.smoke.online import OnlinePilot
from tests.support.headless import post
from tests.support.online_rig import KEYS

NETWORK_PAUSE = 0.001  # seconds each round of frames leaves the network threads
ROUNDS = 5000  # rounds of frames a wait may take (a whole match takes a few hundred)


class Client:
    """One player's game: a headless App with its own user folder ``home``."""

    def __init__(self, name: str, server: str, home: Path, seed: int) -> None:
        self.name = name
        self.home = home
        home.mkdir(parents=True, exist_ok=True)
        with self.at_home():
            pygame.init()
            self.app = App(headless=True)
            self.app.push_initial_scene()
        settings = self.app.settings
        settings.online_server = server
        settings.animation_speed = "instant"  # the rules and the wire are under test
        self.pilot = OnlinePilot(self.press, seed=seed)
        self.drawn = 0  # frames this App drew on its own canvas
        self.visited: list[str] = []  # the scenes on top, in order (each once in a row)
        draw = self.app.loop.draw

        def counted(alpha: float) -> None:
            draw(alpha)
            self.drawn += 1

        self.app.loop.draw = counted

    @contextlib.contextmanager
    def at_home(self) -> Iterator[None]:
        """This player's computer: its user folder for what runs meanwhile."""
        before = os.environ.get(paths.USER_DIR_VARIABLE)
        os.environ[paths.USER_DIR_VARIABLE] = str(self.home)
        try:
            yield
        finally:
            if before is None:
                os.environ.pop(paths.USER_DIR_VARIABLE, None)
            else:
                os.environ[paths.USER_DIR_VARIABLE] = before

    # -- frames and input -----------------------------------------------------------------------
    @property
    def top(self):
        return self.app.context.scenes.top

    @property
    def canvas(self) -> pygame.Surface:
        return self.app.display.canvas

    def frames(self, count: int = 1) -> None:
        with self.at_home():
            for _ in range(count):
                self.app.loop.run_frames(1)
                if not self.visited or self.visited[-1] != self.top.name:
                    self.visited.append(self.top.name)

    def press(self, name: str) -> None:
        """A key pressed and released, read by this App's next frame."""
        post(pygame.KEYDOWN, key=KEYS[name], mod=0)
        post(pygame.KEYUP, key=KEYS[name], mod=0)
        self.frames()

    def type(self, text: str) -> None:
        post(pygame.TEXTINPUT, text=text)
        self.frames()

    def choose(self, key: str) -> None:
        """Focus the top scene's widget ``key`` and press Enter on it."""
        widget = self.widget(key)
        assert widget.enabled, f"{key} is disabled on {self.top.name}"
        self.top.group.focus(widget)
        self.press(act.CONFIRM)

    def fill(self, key: str, text: str) -> None:
        """Enter on the text field ``key``, type ``text``, Enter again."""
        self.choose(key)
        self.type(text)
        self.press(act.CONFIRM)

    def step(self, play: bool) -> None:
        """One frame, or the key the pilot presses for this seat (a frame read it)."""
        before = self.app.loop.total_frames
        if play:
            self.pilot.act(self.app)
        if self.app.loop.total_frames == before:
            self.frames()

    # -- the friend screens -----------------------------------------------------------------------
    def pick(self, key: str, value) -> None:
        """Right on the top scene's choice ``key`` until it shows ``value`` (a choice the
        screen offers: it fails otherwise)."""
        for _ in range(12):
            widget = self.widget(key)
            if widget.getter() == value:
                return
            self.top.group.focus(widget)
            self.press(act.RIGHT)
        raise AssertionError(f"{key} does not offer {value!r} on {self.top.name}")

    def widget(self, key: str):
        return next(w for w in self.top.group.widgets if w.key == key)

    def create_room(
        self, game: str, seats: int, length: int, cpu_seats: tuple[int, ...] = ()
    ) -> str:
        """Title > Play with a Friend > Create a Room, where its rows are set by keys (the
        ``game``, ``seats``, the CPU's ``cpu_seats``, the ``length``) > Create Room: the
        room's code once it is open."""
        self.frames()
        self.choose("play_friend")
        self.choose("create")
        assert self.top.name == "online_create"
        self.pick("game", game)
        self.pick("seats", seats)
        for seat in cpu_seats:
            self.pick(f"seat{seat}", "cpu")
        self.pick("length", length)
        room = self.top.room_setup
        assert (room.game, room.seat_count, tuple(room.cpu_seats())) == (game, seats, cpu_seats)
        assert room.setup.rule(room.length_key) == length
        self.choose("create_room")
        waiting = self.top
        assert waiting.name == "online_room"
        Clients([self]).until(lambda: waiting.session.invite is not None, "the room")
        return waiting.session.code

    def to_join_screen(self) -> None:
        """Title > Play with a Friend > Join a Room."""
        self.frames()
        assert self.top.name == "title"
        self.choose("play_friend")
        assert self.top.name == "play_friend"
        self.choose("join")
        assert self.top.name == "online_join"

    def join(self, *, code: str | None = None) -> None:
        """Type this player's name; paste the invite (``code`` None) or type the code; Join."""
        self.to_join_screen()
        self.fill("name", self.name)
        assert self.app.settings.online_name == self.name
        if code is None:
            self.choose("paste")
        else:
            self.fill("invite", code)
        self.choose("join_room")
        assert self.top.name == "online_room", self.top.name

    def close(self) -> None:
        with self.at_home():
            self.app.shutdown()


class Clients:
    """The players' games, each given its frames in turn."""

    def __init__(self, clients: list[Client]) -> None:
        self.all = clients

    def round(self, play: bool = True) -> None:
        for client in self.all:
            client.step(play)
        time.sleep(NETWORK_PAUSE)

    def until(self, condition: Callable[[], bool], what: str, *, play: bool = True) -> int:
        """Rounds of frames until ``condition``; how many (bounded)."""
        for count in range(ROUNDS):
            if condition():
                return count
            self.round(play)
        tops = [client.top.name for client in self.all]
        raise AssertionError(f"gave up waiting for {what} (tops: {tops})")

    def close(self) -> None:
        for client in self.all:
            client.close()
