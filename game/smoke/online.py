"""The smoke run's online part: one month played with a friend over loopback, then a round
of Roppyakken for three.

A room server runs in this process on an ephemeral loopback port. The player goes from the
title to Play with a Friend, creates a one-month room and copies the invite; a headless CPU
"friend" pastes it from the clipboard, joins and plays its seat on a thread; the player's
seat is played at the real table through keyboard actions (:class:`OnlinePilot`). Midway the
server cuts the player's link: the table says so and resumes by itself. Screenshots: the
friend menu, create room, the waiting room, the table mid-month, the dropped link, the
result with rematch and a new link. Then a Roppyakken room for three is created (two
headless friends join it one after the other) and its first round is played at the real
table: screenshots of Create a Room, the waiting room with one friend in, the table with its
three seats mid-round and the round result.
"""

from __future__ import annotations

import random
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.core import clipboard
from game.engine import games
from game.engine.ai import make_player
from game.engine.cards import CARDS
from game.engine.table_view import Decision
from game.input import actions as act
from game.online.client.headless import play_seat
from game.online.client.link import Opening, SeatStore
from game.online.client.session import RemoteMatchSession
from game.online.server.local import LocalServer
from game.online.wire.identifiers import parse_invite
from game.smoke.steps import SmokeFailure, SmokeStep
from game.smoke.table import SETTLED_FRAMES

if TYPE_CHECKING:
    from game.app import App

NETWORK_PAUSE = 0.001  # seconds each waiting frame leaves to the network threads
ONLINE_FRAMES = 40000
FRIEND_CPU = "easy"
DEAL_SEED = 1  # a fixed deal, so the month reaches mid-stock before anybody stops


class OnlinePilot:
    """Plays the online table's own seat with keyboard actions (``press(name)``): Left /
    Right to the card the easy CPU of the table's game would choose, Enter; Right and Enter
    for Stop at a koi-koi prompt; Enter on a month or round result."""

    def __init__(self, press: Callable[[str], None], seed: int = 4) -> None:
        self.press = press
        self.players: dict = {}  # the easy CPU of each game met
        self.rng = random.Random(seed)
        self.decisions = 0

    def act(self, app: App) -> None:
        self.act_on(app.context.scenes.top)

    def act_on(self, scene) -> None:
        """One key for ``scene`` (the top of some game's stack), if it waits for this seat."""
        name = getattr(scene, "name", "")
        if name == "round_result":
            self.press(act.CONFIRM)
        elif name == "koikoi_prompt":
            focused = scene.group.focused
            self.press(act.CONFIRM if focused is not None and focused.key == "stop" else act.RIGHT)
        elif name == "online_table":
            self.play(scene)

    def play(self, table) -> None:
        decision = table.human_input_phase()
        if decision not in (Decision.PLAY, Decision.TAKE) or not table.session.awaiting_human():
            return
        game = table.view.game
        if game not in self.players:
            self.players[game] = make_player(FRIEND_CPU, game=game)
        choice = self.players[game].choose(table.session.information(table.session.seat), self.rng)
        target = CARDS[choice.card].code
        current = table.selected if decision is Decision.PLAY else table.choice
        if current != target:
            self.press(act.RIGHT)
            return
        self.decisions += 1
        self.press(act.CONFIRM)


class LoopbackFriend:
    """The in-process server and the headless friend who joins from the clipboard."""

    def __init__(self) -> None:
        self.server: LocalServer | None = None
        self.friend: RemoteMatchSession | None = None
        self.thread: threading.Thread | None = None
        self.result: dict = {}
        self.folder = tempfile.TemporaryDirectory(prefix="koikoi-smoke-friend-")

    def start_server(self, app: App) -> None:
        self.server = LocalServer().start()
        app.context.scenes.push(app.context.make_scene("play_friend", server=self.server.url))

    def join_from_clipboard(self, app: App) -> None:
        text = clipboard.paste_text()
        if text is None:
            raise SmokeFailure("Copy Invite left nothing on the clipboard")
        invite = parse_invite(text)
        seats = SeatStore(Path(self.folder.name) / "friend-seats.json")
        opening = Opening("join", code=invite.code, name="Ren")
        self.friend = RemoteMatchSession(invite.link, opening, seats=seats)
        self.thread = threading.Thread(target=self._play, daemon=True)
        self.thread.start()

    def _play(self) -> None:
        try:
            self.result["scores"] = play_seat(self.friend, FRIEND_CPU, seed=9, timeout=120)
        except Exception as error:  # noqa: BLE001 - reported by the smoke step
            self.result["error"] = error

    def cut_player_link(self, app: App) -> None:
        table = app.context.scenes.top
        code, seat = table.session.online.code, table.session.seat
        self.server.call(lambda server: server.members.seat_link(code, seat).close(1011, "cut"))

    def stop(self, app: App) -> None:
        if self.thread is not None:
            self.thread.join(30)
        if self.friend is not None:
            self.friend.close()
        if self.server is not None:
            self.server.stop()
        self.folder.cleanup()
        if "error" in self.result:
            raise SmokeFailure(f"the online friend failed: {self.result['error']}")


def play_any_seat(session: RemoteMatchSession, seed: int, timeout: float = 300) -> None:
    """A headless friend of any game: the easy CPU of the room's game plays the seat until
    the match ends or the session closes."""
    player = None
    deadline = time.monotonic() + timeout
    while not session.is_over() and time.monotonic() < deadline:
        settings = session.model.settings
        if player is None and settings is not None:
            player = make_player(FRIEND_CPU, game=settings.game)
        if player is not None and session.my_turn() and session.legal_actions():
            model = session.model
            rng = random.Random(f"{seed}/{model.match}/{model.last_seq}")
            session.submit(player.choose(session.information(), rng))
        if any(update.kind == "closed" for update in session.wait(0.2)):
            return


class TableFriends:
    """Two headless friends joining a room of the game for three, one after the other."""

    def __init__(self, friend: LoopbackFriend) -> None:
        self.friend = friend
        self.sessions: list[RemoteMatchSession] = []
        self.threads: list[threading.Thread] = []

    def create(self, app: App) -> None:
        assert self.friend.server is not None
        scene = app.context.make_scene(
            "online_create", server=self.friend.server.url, game=games.ROPPYAKKEN
        )
        app.context.scenes.push(scene)
        room = scene.room_setup
        room.seat_count = 3
        scene.setup.set_rule(room.length_key, 1)
        scene.deal_seed = DEAL_SEED
        scene.rebuild()

    def join(self, name: str, seed: int):
        def call(app: App) -> None:
            assert self.friend.server is not None
            code = app.context.scenes.top.session.code
            folder = Path(self.friend.folder.name)
            session = RemoteMatchSession(
                self.friend.server.url,
                Opening("join", code=code, name=name),
                seats=SeatStore(folder / f"{name}-seats.json"),
            )
            thread = threading.Thread(target=play_any_seat, args=(session, seed), daemon=True)
            thread.start()
            self.sessions.append(session)
            self.threads.append(thread)

        return call

    def stop(self, app: App) -> None:
        for session in self.sessions:
            session.close()
        for thread in self.threads:
            thread.join(10)


def waiting(condition: Callable[[App], bool], pilot: OnlinePilot | None = None):
    """``condition`` for a smoke step that waits on the network (it leaves the network
    threads a moment each frame, and lets the pilot play meanwhile)."""

    def check(app: App) -> bool:
        if condition(app):
            return True
        if pilot is not None:
            pilot.act(app)
        time.sleep(NETWORK_PAUSE)
        return False

    return check


def top_is(name: str) -> Callable[[App], bool]:
    return lambda app: getattr(app.context.scenes.top, "name", "") == name


def table_game_steps(friend: LoopbackFriend, pilot: OnlinePilot) -> list[SmokeStep]:
    """A Roppyakken room for three on the same server: its first round."""
    friends = TableFriends(friend)

    def seated(count: int) -> Callable[[App], bool]:
        def check(app: App) -> bool:
            room = app.context.scenes.top.session.room
            return room is not None and sum(1 for seat in room["seats"] if seat) == count

        return check

    def mid_round(app: App) -> bool:
        top = app.context.scenes.top
        return getattr(top, "name", "") == "online_table" and top.view.stock_count <= 12

    def round_result(app: App) -> bool:
        return top_is("round_result")(app)

    return [
        SmokeStep(
            "online roppyakken: create a room for three",
            call=friends.create,
            frames=3,
            expect_scene="online_create",
            screenshot="26-online-roppyakken-create",
        ),
        SmokeStep(
            "online roppyakken: the waiting room",
            select="create_room",
            until=waiting(lambda app: app.context.scenes.top.session.invite is not None),
            max_frames=ONLINE_FRAMES,
            frames=1,
            expect_scene="online_room",
        ),
        SmokeStep(
            "online roppyakken: a friend joins",
            call=friends.join("Ren", 9),
            until=waiting(seated(2)),
            max_frames=ONLINE_FRAMES,
            frames=3,
            expect_scene="online_room",
            screenshot="27-online-roppyakken-waiting",
        ),
        SmokeStep(
            "online roppyakken: the second friend joins",
            call=friends.join("Mio", 10),
            until=waiting(top_is("online_table")),
            max_frames=ONLINE_FRAMES,
            frames=0,
        ),
        SmokeStep(
            "online roppyakken: three seats mid-round",
            until=waiting(mid_round, pilot),
            max_frames=ONLINE_FRAMES,
            frames=0,
            expect_scene="online_table",
            screenshot="28-online-roppyakken-table",
        ),
        SmokeStep(
            "online roppyakken: the round result",
            until=waiting(round_result, pilot),
            max_frames=ONLINE_FRAMES,
            frames=SETTLED_FRAMES,
            expect_scene="round_result",
            screenshot="29-online-roppyakken-round-result",
        ),
        SmokeStep("online roppyakken: the friends leave", call=friends.stop, frames=1),
        SmokeStep(
            "online roppyakken: back to the title",
            call=lambda app: app.context.scenes.reset(app.context.make_scene("title")),
            frames=2,
            expect_scene="title",
        ),
    ]


def smoke_steps() -> list[SmokeStep]:
    friend = LoopbackFriend()
    pilot = OnlinePilot(lambda name: None)

    def keyboard(app: App) -> None:
        pilot.press = lambda name: app.dispatch(act.Action(name, act.KEYBOARD))

    def one_month(app: App) -> None:
        app.context.scenes.top.setup.set_rule("months", 1)
        app.context.scenes.top.deal_seed = DEAL_SEED

    def mid_month(app: App) -> bool:
        top = app.context.scenes.top
        return getattr(top, "name", "") == "online_table" and top.view.stock_count <= 16

    def link_down(app: App) -> bool:
        return not app.context.scenes.top.session.connected

    def link_up(app: App) -> bool:
        return app.context.scenes.top.session.connected

    def result_shown(app: App) -> bool:
        top = app.context.scenes.top
        return getattr(top, "name", "") == "online_result" and not top.victory_playing

    return [
        SmokeStep(
            "online: play with a friend",
            call=friend.start_server,
            expect_scene="play_friend",
            screenshot="20-online-friend",
        ),
        SmokeStep(
            "online: create room",
            select="create",
            expect_scene="online_create",
            screenshot="21-online-create-room",
        ),
        SmokeStep("online: one month", call=one_month, select="create_room", frames=1),
        SmokeStep(
            "online: waiting room",
            until=waiting(lambda app: app.context.scenes.top.session.invite is not None),
            max_frames=ONLINE_FRAMES,
            frames=5,
            expect_scene="online_room",
            screenshot="22-online-waiting",
        ),
        SmokeStep("online: copy invite", select="copy", frames=2, expect_scene="online_room"),
        SmokeStep(
            "online: the friend joins",
            call=friend.join_from_clipboard,
            until=waiting(top_is("online_table")),
            max_frames=ONLINE_FRAMES,
            frames=0,
        ),
        SmokeStep(
            "online: table mid-month",
            call=keyboard,
            until=waiting(mid_month, pilot),
            max_frames=ONLINE_FRAMES,
            frames=0,
            expect_scene="online_table",
            screenshot="23-online-table",
        ),
        SmokeStep(
            "online: the link drops",
            call=friend.cut_player_link,
            until=waiting(link_down),
            max_frames=ONLINE_FRAMES,
            frames=0,
            expect_scene="online_table",
            screenshot="24-online-link-dropped",
        ),
        SmokeStep(
            "online: the link comes back",
            until=waiting(link_up),
            max_frames=ONLINE_FRAMES,
            frames=1,
            expect_scene="online_table",
        ),
        SmokeStep(
            "online: to the end of the month",
            until=waiting(result_shown, pilot),
            max_frames=ONLINE_FRAMES,
            frames=SETTLED_FRAMES,  # the result takes input after a settling second
            expect_scene="online_result",
            screenshot="25-online-result",
        ),
        SmokeStep("online: back to the title", select="title", expect_scene="title"),
        *table_game_steps(friend, pilot),
        SmokeStep("online: the server stops", call=friend.stop, expect_scene="title"),
    ]
