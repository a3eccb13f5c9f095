"""Headless clients: a CPU plays one seat of a room through a RemoteMatchSession.

``python -m game host`` creates a room of any game and ``python -m game join LINK`` takes the
next free seat (game/commands/online_commands.py); both end with the server's final scores.
The CPU is the room's game's (``make_player(level, game=...)``) and decides from the seat's
observation decoded from the wire view. Tests and the
subprocess kill-and-resume check drive the same :func:`play_seat`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.engine.ai import make_player
from game.online.client.model import Update, describe_error
from game.online.client.session import RemoteMatchSession


class HeadlessError(RuntimeError):
    """The seat could not be played to the end (room closed, refused, timed out)."""


def wait_until(
    session: RemoteMatchSession, ready: Callable[[], bool], timeout: float, what: str
) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        left = deadline - time.monotonic()
        if left <= 0:
            raise HeadlessError(f"timed out waiting for {what}")
        for update in session.wait(min(left, 0.5)):
            _check(update)


def _check(update: Update) -> None:
    if update.kind == "closed":
        raise HeadlessError(f"the connection ended: {update.data.get('reason') or 'closed'}")
    if update.kind == "abandoned":
        raise HeadlessError("the match was abandoned (a seat was away too long)")


def play_seat(
    session: RemoteMatchSession,
    cpu: str,
    *,
    seed: int | None = None,
    timeout: float = 3600.0,
    errors: Callable[[str], None] = lambda line: None,
) -> list[int]:
    """Play this session's seat with CPU ``cpu`` until the match ends; the final scores.

    With a ``seed`` each choice is drawn from a generator seeded by it and the position
    (match and event number), so a choice made again after a reconnect (its action was lost
    with a dying server) is the same choice, and a match replays exactly."""
    wait_until(session, lambda: session.model.settings is not None, timeout, "the room")
    assert session.model.settings is not None  # wait_until holds
    player = make_player(cpu, game=session.model.settings.game)
    rng = random.Random(seed)
    deadline = time.monotonic() + timeout
    while not session.is_over():
        if time.monotonic() > deadline:
            raise HeadlessError("timed out before the match ended")
        if session.my_turn() and session.legal_actions():
            if seed is not None:
                rng = random.Random(f"{seed}/{session.model.match}/{session.model.last_seq}")
            session.submit(player.choose(session.information(), rng))
        for update in session.wait(0.5):
            _check(update)
            if update.kind == "error":
                errors(describe_error(update.data))
    scores = session.model.final_scores()
    assert scores is not None  # the match is over: its view came
    return scores
