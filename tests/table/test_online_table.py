"""The online table, driven like a player: a whole month through the real table by keyboard
against a headless CPU friend on loopback, the opponent's hidden hand never drawn, the link
dropped and resumed, and the game restarted and the seat taken back."""

from __future__ import annotations

import time

import pygame

from game.engine.cards import CARDS
from game.input import actions as act
from game.online.client.problems import link_sentence
from game.table import online_marks
from tests.support.couch_rig import _mean_difference
from tests.support.headless import headless_app
from tests.support.online_rig import OnlineRig, players_turn


def opponent_hand(loopback, code: str, seat: int) -> set[str]:
    """The server's truth: the codes in ``seat``'s hand now."""
    hand = loopback.call(lambda s: s.rooms[code].match.state.hands[seat])
    return {card.code for card in CARDS if hand >> card.id & 1}


def assert_opponent_hidden(table, loopback, code: str) -> None:
    """No card of the other seat's hand is known to this client, in its view, its table
    model or any sprite, and each of its hand cards is drawn as a card back."""
    other = 1 - table.session.seat
    secret = opponent_hand(loopback, code, other)
    view = table.view
    assert view.seats[other].hand is None
    assert view.seats[other].hand_count == len(secret)
    director = table.director
    known = {sprite.code for sprite in director.sprites.values()} | set(director.sprites)
    assert not secret & known, secret & known
    assert all(key.startswith("hidden:") for key in director.model.hands[other])
    canvas = pygame.Surface((1920, 1080))
    table.draw(canvas, 1.0)
    for key in director.model.hands[other]:
        sprite = director.sprites[key]
        rect = sprite.rect()
        inner = rect.inflate(-rect.width // 3, -rect.height // 3).clip(canvas.get_rect())
        shot = canvas.subsurface(inner).copy()
        offset = (inner.x - rect.x, inner.y - rect.y, inner.width, inner.height)
        back = table.art.surface(None, rect.width).subsurface(offset)
        assert _mean_difference(shot, back) < 6


def test_a_whole_online_month_through_the_real_table(online_rig, loopback):
    code = online_rig.open_room(months=1)
    friend = online_rig.friend(code).play()
    online_rig.until(lambda: online_rig.top.name == "online_table", "the deal")
    table = online_rig.top
    assert table.session.seat == 0 and table.config.seats == ("human", "remote")
    assert table.driver.names == ("Red", "Ren")
    checks = 0

    for _ in range(400):
        online_rig.until(
            lambda: (
                online_rig.top.name == "online_result"
                or (online_rig.top is table and players_turn(table))
            ),
            "a turn",
            play=True,
        )
        if online_rig.top.name == "online_result":
            break
        assert_opponent_hidden(table, loopback, code)
        checks += 1
        online_rig.pilot.act(online_rig.app)
        online_rig.frames()
    assert online_rig.top.name == "online_result"
    friend.thread.join(30)
    assert friend.error is None and friend.scores is not None
    result = online_rig.top
    served = loopback.call(lambda s: list(s.rooms[code].match.state.scores))
    assert list(result.view.scores) == served == friend.scores
    assert len(result.view.results) == 1 and result.view.over
    assert online_rig.pilot.decisions >= 1 and checks >= online_rig.pilot.decisions
    record = loopback.call(lambda s: s.rooms[code].game.record(s.rooms[code].match.state, []))
    assert len(record["months"]) == 1
    assert len(record["months"][0]["decisions"]) >= online_rig.pilot.decisions


def test_a_dropped_link_is_said_and_the_table_resumes_by_itself(online_rig, loopback):
    code, friend, table = online_rig.at_the_table()
    before = table.view
    loopback.call(lambda s: s.members.seat_link(code, 0).close(1011, "network gone"))
    online_rig.until(lambda: not table.session.connected, "the drop")
    assert table.human_input_phase() is None  # nobody acts on a dead link
    canvas = online_rig.app.display.canvas
    table.draw(canvas, 1.0)
    banner = canvas.subsurface(online_marks.BANNER).copy()
    table.mode.source.online.connection = "connected"  # the same frame with the link up
    table.draw(canvas, 1.0)
    table.mode.source.online.connection = "reconnecting"
    assert _mean_difference(banner, canvas.subsurface(online_marks.BANNER).copy()) > 20
    assert link_sentence(table.session.online.connection_detail, loopback.url).startswith(
        f"The link to {loopback.url} was cut"
    )
    for _ in range(3):
        online_rig.press(act.CONFIRM)
    assert table.view == before and online_rig.top is table
    online_rig.until(lambda: table.session.connected, "the resume")
    assert table.session.online.reconnects == 1
    assert (
        online_rig.top is table and table.view.decisions == before.decisions
    )  # no snapshot needed
    online_rig.until(lambda: online_rig.top.name == "online_result", "the result", play=True)
    friend.thread.join(30)
    assert friend.error is None
    assert list(online_rig.top.view.scores) == friend.scores


def test_after_a_restart_the_friend_screen_offers_the_seat_back(online_rig, loopback, tmp_path):
    code, friend, table = online_rig.at_the_table()
    shown = table.view
    online_rig.app.shutdown()  # the game goes away; its seat token stays in the user folder
    for _ in range(500):
        if not loopback.call(lambda s: s.rooms[code].seats[0].connected):
            break
        time.sleep(0.01)
    else:
        raise AssertionError("the loopback never saw the game leave")
    app = headless_app()
    try:
        second = OnlineRig(app, loopback, tmp_path)
        second.choose("play_friend")
        resume = f"resume:{code}"
        assert resume in [w.key for w in second.top.group.widgets]
        second.choose(resume)
        assert second.top.name in ("online_room", "online_table")  # the snapshot may be in
        second.until(lambda: second.top.name == "online_table", "the table again")
        again = second.top
        assert again.session.seat == 0
        for seat in (0, 1):  # the same position, from the loopback's snapshot
            assert again.view.seats[seat] == shown.seats[seat]
        assert again.view.field == shown.field and again.view.legal == shown.legal
        second.until(lambda: second.top.name == "online_result", "the result", play=True)
        friend.thread.join(30)
        assert friend.error is None and list(second.top.view.scores) == friend.scores
        second.until(
            lambda: not second.top.victory_playing and second.top.settle.ready,
            "the result's settling second",
        )
        second.choose("title")  # done with the room: it is no longer offered
        second.choose("play_friend")
        assert resume not in [w.key for w in second.top.group.widgets]
    finally:
        app.shutdown()


def test_a_presence_tab_hangs_under_a_top_plate_and_sits_on_a_bottom_one():
    canvas = pygame.Surface((1920, 1080))
    top = online_marks.draw_presence(canvas, (24, 24, 300, 130), 1, 0.0, True)
    assert top.top == 24 + 130 - 2 and top.height == online_marks.TAB_HEIGHT
    bottom = online_marks.draw_presence(canvas, (24, 925, 300, 130), 0, 75.0, False)
    assert canvas.get_rect().contains(bottom) and bottom.bottom == 925 + 2
    assert online_marks.presence_text(False, 75.0) == "Away 1:15"


def test_after_a_long_drop_the_table_starts_over_from_the_snapshot(online_rig, loopback):
    code, friend, table = online_rig.at_the_table()
    before = table.view

    def forget_the_missed_events(server) -> None:  # as after a server restart
        server.rooms[code].match.since = lambda last_seq: None
        server.members.seat_link(code, 0).close(1011, "network gone")

    loopback.call(forget_the_missed_events)
    online_rig.until(lambda: online_rig.top is not table, "the table set up again")
    again = online_rig.top
    assert again.name == "online_table" and again.session.seat == 0
    assert table.active is False and again.session.online is table.session.online
    for seat in (0, 1):
        assert again.view.seats[seat] == before.seats[seat]
    assert (again.view.field, again.view.legal) == (before.field, before.legal)
    online_rig.until(lambda: online_rig.top.name == "online_result", "the result", play=True)
    friend.thread.join(30)
    assert friend.error is None and list(online_rig.top.view.scores) == friend.scores


def test_quit_to_title_leaves_the_seat_away_and_back_to_room_takes_it_again(online_rig, loopback):
    code, friend, table = online_rig.at_the_table()
    shown = table.view
    online_rig.press(act.PAUSE)
    pause = online_rig.top
    assert pause.name == "pause" and "keeps your seat" in pause.message
    quit_button = next(w for w in pause.group.widgets if w.key == "quit")
    assert quit_button.description.startswith("Your friend sees you as away")
    online_rig.choose("quit")
    assert online_rig.top.name == "title"
    online_rig.until(
        lambda: not loopback.call(lambda s: s.rooms[code].seats[0].connected), "the seat away"
    )
    online_rig.choose("play_friend")
    online_rig.choose(f"resume:{code}")
    online_rig.until(lambda: online_rig.top.name == "online_table", "the table again")
    again = online_rig.top
    assert again is not table and again.session.seat == 0
    assert (again.view.seats, again.view.field) == (shown.seats, shown.field)
    assert loopback.call(lambda s: s.rooms[code].seats[0].connected)
    online_rig.until(lambda: online_rig.top.name == "online_result", "the result", play=True)
    friend.thread.join(30)
    assert friend.error is None and list(online_rig.top.view.scores) == friend.scores
