"""Two players' games through their screens on loopback: the creator's app opens a room from
the title and copies the invite, a second game pastes it on its Join screen, and both play a
whole two-month match at their own tables by keys, each table keeping the other hand hidden;
a third game joining the full room watches with both hands hidden."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.settings import Settings
from game.engine.events import SPECTATOR
from game.input import actions as act
from game.smoke.online import OnlinePilot
from game.table import online_marks
from tests.support.couch_rig import _mean_difference
from tests.support.headless import scene_context
from tests.support.online_rig import WAIT_FRAMES, OnlineRig, players_turn
from tests.table.test_online_table import assert_opponent_hidden, opponent_hand


class OtherGame:
    """Another player's game: its own scene stack (no app, no window), updated each frame
    and played by keys with its own pilot."""

    def __init__(self, name: str, server: str) -> None:
        settings = Settings(online_name=name, online_server=server, animation_speed="instant")
        self.context = scene_context(settings=settings)
        self.pilot = OnlinePilot(self.press, seed=11)

    @property
    def top(self):
        return self.context.scenes.top

    def press(self, name: str) -> None:
        self.top.handle_action(act.Action(name, act.KEYBOARD))

    def join_from_clipboard(self, home: Path, monkeypatch) -> None:
        """Paste and join; ``home`` is this player's user folder (their own computer)."""
        join = self.context.make_scene("online_join")
        self.context.scenes.push(join)
        join.paste()
        with monkeypatch.context() as local:
            local.setenv("KOIKOI_USER_DIR", str(home))
            join.join()
        assert self.top.name == "online_room"

    def frame(self, play: bool) -> None:
        self.context.scenes.update(1 / 60)
        if play:
            self.pilot.act_on(self.top)

    def leave(self) -> None:
        self.context.scenes.clear()  # its session is closed


def both_frames(rig: OnlineRig, others: list[OtherGame], play: bool = True) -> None:
    if play:
        rig.pilot.act(rig.app)
    rig.frames()
    for other in others:
        other.frame(play)


def until(rig: OnlineRig, others: list[OtherGame], condition, what: str, play=True) -> None:
    for _ in range(WAIT_FRAMES):
        if condition():
            return
        both_frames(rig, others, play)
    raise AssertionError(f"gave up waiting for {what}")


def hidden_from_both(rig: OnlineRig, friend: OtherGame, loopback, code: str) -> int:
    """Each table shows only its own hand (checked on the table whose seat is to act: the
    server waits for it, so its truth holds still)."""
    checked = 0
    for table in (rig.top, friend.top):
        if getattr(table, "name", "") == "online_table" and players_turn(table):
            assert_opponent_hidden(table, loopback, code)
            checked += 1
    return checked


def test_two_games_play_a_whole_match_by_the_link(online_rig, loopback, tmp_path, monkeypatch):
    rig = online_rig
    code = rig.open_room(months=2)
    rig.choose("copy")
    friend = OtherGame("Ren", loopback.url)
    try:
        friend.join_from_clipboard(tmp_path / "ren", monkeypatch)
        until(
            rig,
            [friend],
            lambda: rig.top.name == "online_table" and friend.top.name == "online_table",
            "both tables",
            play=False,
        )
        red, blue = rig.top, friend.top
        assert (red.session.seat, blue.session.seat) == (0, 1)
        assert red.config.seats == ("human", "remote") and blue.config.seats == ("remote", "human")
        assert red.driver.names == blue.driver.names == ("Red", "Ren")
        checks = 0
        for _ in range(WAIT_FRAMES):
            if rig.top.name == "online_result" and friend.top.name == "online_result":
                break
            both_frames(rig, [friend])
            if checks < 40:
                checks += hidden_from_both(rig, friend, loopback, code)
        else:
            raise AssertionError("the match never ended on both screens")
        served = loopback.call(lambda s: list(s.rooms[code].match.state.scores))
        for result in (rig.top, friend.top):
            assert list(result.view.scores) == served
            assert result.view.over and len(result.view.results) == 2
        assert rig.pilot.decisions >= 1 and friend.pilot.decisions >= 1
        assert checks >= 10
        decided = loopback.call(
            lambda s: sum(len(m["decisions"]) for m in s.rooms[code].match.state.record_rounds())
        )
        # every card play and take was made by a key at one of the tables (koi-koi calls too)
        assert decided >= rig.pilot.decisions + friend.pilot.decisions
    finally:
        friend.leave()


def test_a_third_game_with_the_link_watches_with_both_hands_hidden(
    online_rig, loopback, tmp_path, monkeypatch
):
    rig = online_rig
    code = rig.open_room(months=1)
    rig.choose("copy")
    friend = OtherGame("Ren", loopback.url)
    watcher = OtherGame("Kai", loopback.url)
    try:
        friend.join_from_clipboard(tmp_path / "ren", monkeypatch)
        until(rig, [friend], lambda: friend.top.name == "online_table", "the deal", play=False)
        watcher.join_from_clipboard(tmp_path / "kai", monkeypatch)
        until(
            rig,
            [friend, watcher],
            lambda: watcher.top.name == "online_table",
            "the watcher's table",
            play=False,
        )
        table = watcher.top
        assert table.session.seat is None and table.config.viewer == SPECTATOR
        canvas = pygame.Surface((1920, 1080))
        table.draw(canvas, 1.0)
        tagged = canvas.subsurface(online_marks.WATCHING).copy()
        monkeypatch.setattr(online_marks, "draw_watching", lambda canvas, seats: None)
        table.draw(canvas, 1.0)
        assert _mean_difference(tagged, canvas.subsurface(online_marks.WATCHING).copy()) > 20
        assert table.config.seats == ("remote", "remote")
        assert loopback.call(lambda s: [seat.name for seat in s.rooms[code].seats]) == [
            "Red",
            "Ren",
        ]
        seen = 0
        for _ in range(WAIT_FRAMES):
            if watcher.top.name == "online_result":
                break
            both_frames(rig, [friend, watcher])
            if watcher.top is table and table.director.idle and seen < 30:
                view = table.view
                assert view.seats[0].hand is None and view.seats[1].hand is None
                assert table.human_input_phase() is None and not table.session.awaiting_human()
                secret = opponent_hand(loopback, code, 0) | opponent_hand(loopback, code, 1)
                known = set(table.director.sprites) | {
                    sprite.code for sprite in table.director.sprites.values()
                }
                assert not secret & known
                seen += 1
        else:
            raise AssertionError("the watcher never saw the end")
        assert seen >= 5
        served = loopback.call(lambda s: list(s.rooms[code].match.state.scores))
        assert list(watcher.top.view.scores) == served
    finally:
        watcher.leave()
        friend.leave()
