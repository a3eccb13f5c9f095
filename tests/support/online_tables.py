"""Online rooms of any game for the loopback tests: a room created from the app's Create a
Room screen (game, seats, CPU seats, length) and headless friends that play any game's seat
with its CPU on a thread (the other seats of the app's table)."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path
from typing import Any

from game.engine.ai import make_player
from game.online.client.link import Opening, SeatStore
from game.online.client.session import RemoteMatchSession
from tests.support.online_rig import OnlineRig


class TableFriend:
    """A headless friend playing its seat of any game with the easy CPU, on a thread."""

    def __init__(self, server: str, code: str, name: str, seats: Path, seed: int = 5) -> None:
        self.session = RemoteMatchSession(
            server, Opening("join", code=code, name=name), seats=SeatStore(seats)
        )
        self.seed = seed
        self.scores: list[int] | None = None
        self.error: Exception | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.stopped = threading.Event()  # close(): the friend leaves (its link is not resumed)

    def play(self) -> TableFriend:
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            self.scores = self._play(timeout=240)
        except Exception as error:  # noqa: BLE001 - the test reads it
            self.error = error

    def _play(self, timeout: float) -> list[int] | None:
        session = self.session
        player = None
        deadline = time.monotonic() + timeout
        while not session.is_over() and not self.stopped.is_set():
            if time.monotonic() > deadline:
                raise TimeoutError("the match did not end")
            settings = session.model.settings
            if player is None and settings is not None:
                player = make_player("easy", game=settings.game)
            if player is not None and session.my_turn() and session.legal_actions():
                model = session.model
                rng = random.Random(f"{self.seed}/{model.match}/{model.last_seq}")
                session.submit(player.choose(session.information(), rng))
            for update in session.wait(0.2):
                if update.kind in ("closed", "abandoned"):
                    raise RuntimeError(f"the match ended early: {update.kind}")
        return session.model.scores()

    def close(self) -> None:
        self.stopped.set()
        if self.thread.is_alive():
            self.thread.join(10)
        self.session.close()


def open_game_room(
    rig: OnlineRig, game: str, seats: int, length: int, cpu_seats: tuple[int, ...] = ()
) -> str:
    """Title > Play with a Friend > Create a Room (``game``, ``seats``, ``length`` of the
    game's length rule, ``cpu_seats``) > Create Room: the code."""
    app = rig.app
    app.context.scenes.reset(app.context.make_scene("title"))
    rig.frames()
    rig.choose("play_friend")
    rig.choose("create")
    create = rig.top
    assert create.name == "online_create"
    room = create.room_setup
    room.game = game
    room.seat_count = seats
    for seat in cpu_seats:
        room.set_seat_kind(seat, "cpu")
    create.setup.set_rule(room.length_key, length)
    create.rebuild()
    rig.choose("create_room")
    assert rig.top.name == "online_room"
    rig.until(lambda: rig.top.session.invite is not None, "the room")
    return rig.top.session.code


def seat_of(server: Any, code: str, name: str) -> int:
    """The seat ``name`` took in room ``code`` on the loopback ``server`` (friends who join
    at once take whichever seat they reach first)."""
    names = server.call(lambda s: [seat and seat.name for seat in s.rooms[code].seats])
    return names.index(name)


def friends_playing(rig: OnlineRig, url: str, code: str, *names: str) -> list[TableFriend]:
    """A headless friend for each of ``names`` joining room ``code`` and playing (each with
    its own seat file beside the rig's)."""
    return [
        TableFriend(url, code, name, rig.tmp_path / f"{name.lower()}.json").play() for name in names
    ]
