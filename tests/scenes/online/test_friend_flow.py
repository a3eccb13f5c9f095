"""Play with a Friend from the screens: the invite through the clipboard from the waiting
room to a friend's Join screen, seed 000's 2-minute offer on a fake clock (accepted, turned
down, withdrawn, and found on coming back), rematch and a new link on the result screen,
and clear sentences for bad or unreachable server addresses."""

from __future__ import annotations

import socket
import time

from game.core import clipboard
from game.core.settings import Settings
from game.input import actions as act
from game.online.client.link import Opening, SeatStore
from game.online.client.session import RemoteMatchSession
from game.online.wire.identifiers import display_code
from game.scenes.online import connect as connect_module
from game.scenes.online import room as room_module
from game.scenes.online.room import invite_text
from tests.support.headless import headless_app, scene_context
from tests.support.online_rig import OnlineRig

OFFER_AFTER = 121.0


def wait_for(condition, what: str, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.01)


def seat_connected(server, code: str, seat: int) -> bool:
    return server.call(lambda s: s.rooms[code].seats[seat].connected)


def friend_goes_away(rig: OnlineRig, server, clock, code: str, friend) -> None:
    """The friend's link ends; two minutes pass on the server's clock; its timers run."""
    friend.close()
    wait_for(lambda: not seat_connected(server, code, 1), "the friend to be away")
    clock.advance(OFFER_AFTER)
    server.call(lambda s: s.run_timers())


# -- the invite ----------------------------------------------------------------------------
def test_the_invite_goes_through_the_clipboard_to_a_friends_join_screen(online_rig, loopback):
    rig = online_rig
    code = rig.open_room()
    assert rig.top.code_shown() == display_code(code)
    rig.choose("copy")
    link = f"{loopback.url}/r/{code}"
    assert clipboard.paste_text() == invite_text(code, link)
    assert "clipboard" in rig.top.status_lines()[-1][0]

    friend = scene_context(settings=Settings(online_name="Ren"))  # another player's game
    join = friend.make_scene("online_join")
    friend.scenes.push(join)
    join.group.focus(next(w for w in join.group.widgets if w.key == "paste"))
    join.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    invite, server, problem = join.understood()
    assert (invite.code, server, problem) == (code, loopback.url, "")
    join.join()
    room = friend.scenes.top
    assert room.name == "online_room" and room.purpose == "join"
    try:
        wait_for(
            lambda: (friend.scenes.update(1 / 60), friend.scenes.top.name)[1] == "online_table",
            "the friend's table",
        )
        assert friend.scenes.top.session.seat == 1
        assert loopback.call(lambda s: s.rooms[code].seats[1].name) == "Ren"
        rig.until(lambda: rig.top.name == "online_table", "the creator's table")
        assert rig.top.driver.names == ("Red", "Ren")
    finally:
        friend.scenes.clear()  # the friend leaves: its session is closed


def test_a_room_code_alone_is_looked_for_on_the_chosen_server(online_rig, loopback):
    context = scene_context(settings=Settings(online_server=loopback.url))
    join = context.make_scene("online_join")
    join._set_invite("k7qf 2m9d")
    invite, server, problem = join.understood()
    assert (invite.code, server, problem) == ("K7QF2M9D", loopback.url, "")
    join._set_invite("K7QF-2M9O")
    assert "never contains 'O'" in join.understood()[2]
    join.join()
    assert context.scenes.top is None and "never contains" in join.problem


# -- seed 000's 2-minute offer -----------------------------------------------------------------
def test_after_two_minutes_away_the_offer_starts_a_cpu_game(online_rig, loopback, server_clock):
    rig = online_rig
    code, friend, _table = rig.at_the_table()
    friend_goes_away(rig, loopback, server_clock, code, friend)
    rig.until(lambda: rig.top.name == "online_offer", "the offer")
    offer = rig.top
    assert offer.friend == "Ren" and offer.away_seconds >= 120
    assert rig.top.context.scenes.scenes[-2].mode.may_act() is False  # nobody plays meanwhile
    rig.choose("cpu_game")
    rig.until(lambda: rig.top.name == "table", "the CPU game")
    config = rig.top.config
    assert config.seats == ("human", "cpu") and config.rules == "nintendo"
    assert config.overrides == {"months": 1}
    assert loopback.call(lambda s: s.rooms[code].status) == "abandoned"
    loopback.call(lambda s: s.store.flush())  # the record is written in the background
    records = list((loopback.data / "records").glob(f"{code}-1.json"))
    assert len(records) == 1 and '"abandoned"' in records[0].read_text("utf-8")
    assert SeatStore().kept(loopback.url) == []  # nothing to come back to


def test_keep_waiting_and_the_friend_coming_back_withdraws_the_offer(
    online_rig, loopback, server_clock, tmp_path
):
    rig = online_rig
    code, friend, table = rig.at_the_table()
    friend_goes_away(rig, loopback, server_clock, code, friend)
    rig.until(lambda: rig.top.name == "online_offer", "the offer")
    rig.choose("wait")
    assert rig.top is table and table.mode.offer_overlay is None
    assert table.mode.may_act()
    server_clock.advance(60)
    loopback.call(lambda s: s.run_timers())  # offered once: not again
    rig.frames(5)
    assert rig.top is table
    back = RemoteMatchSession(
        loopback.url,
        Opening("resume", code=code),
        seats=SeatStore(tmp_path / "friend-0.json"),
    )
    try:
        rig.until(lambda: "Ren is back." in [text for text, _left in rig.app.notices], "back")
        assert rig.top is table and loopback.call(lambda s: s.rooms[code].status) == "playing"
    finally:
        back.close()


def test_the_offer_withdrawn_closes_the_overlay(online_rig, loopback, server_clock, tmp_path):
    rig = online_rig
    code, friend, table = rig.at_the_table()
    friend_goes_away(rig, loopback, server_clock, code, friend)
    rig.until(lambda: rig.top.name == "online_offer", "the offer")
    back = RemoteMatchSession(
        loopback.url, Opening("resume", code=code), seats=SeatStore(tmp_path / "friend-0.json")
    )
    try:
        rig.until(lambda: rig.top is table, "the offer withdrawn")
        assert table.mode.offer_overlay is None and table.mode.may_act()
    finally:
        back.close()


def test_coming_back_after_the_friend_ended_the_match_says_so(
    online_rig, loopback, server_clock, tmp_path
):
    rig = online_rig
    code, friend, _table = rig.at_the_table()
    rig.app.shutdown()  # the player goes away
    wait_for(lambda: not seat_connected(loopback, code, 0), "the player to be away")
    server_clock.advance(OFFER_AFTER)
    loopback.call(lambda s: s.run_timers())
    wait_for(lambda: friend.session.model.offer is not None, "the friend's offer")
    friend.session.accept_cpu_game()
    wait_for(lambda: loopback.call(lambda s: s.rooms[code].status) == "abandoned", "abandon")
    app = headless_app()
    try:
        again = OnlineRig(app, loopback, tmp_path)
        again.choose("play_friend")
        again.choose(f"resume:{code}")
        again.until(lambda: again.top.name == "online_notice", "the notice")
        assert again.top.heading == "The match has ended"
        assert "ended the match while you were away" in again.top.message
        again.choose("title")
        assert again.top.name == "title"
        assert SeatStore().kept(loopback.url) == []
    finally:
        app.shutdown()


# -- the result screen -------------------------------------------------------------------------
def play_to_the_result(rig: OnlineRig):
    code = rig.open_room(months=1)
    friend = rig.friend(code).play()
    rig.until(lambda: rig.top.name == "online_result", "the result", play=True)
    friend.thread.join(30)
    assert friend.error is None
    rig.until(lambda: not rig.top.victory_playing, "the victory flourish")
    rig.until(lambda: rig.top.settle.ready, "the result's settling second")
    return code, friend


def test_rematch_with_the_same_friend(online_rig, loopback):
    rig = online_rig
    code, friend = play_to_the_result(rig)
    assert "Rematch with the same friend" in rig.top.status_line()
    rig.choose("rematch")
    rig.until(lambda: "Waiting for Ren" in rig.top.status_line(), "the vote")
    rig.until(
        lambda: loopback.call(lambda s: sorted(s.rooms[code].rematch_votes)) == [0], "the vote"
    )
    friend.session.rematch()
    rig.until(lambda: rig.top.name == "online_table", "the rematch")
    assert rig.top.session.match == 2 and rig.top.session.online.code == code
    assert rig.top.view.month == 1 and rig.top.view.scores == (0, 0)


def test_a_new_link_makes_a_new_room_with_the_same_rules(online_rig, loopback):
    rig = online_rig
    code, friend = play_to_the_result(rig)
    rig.choose("new_link")
    rig.until(lambda: rig.top.name == "online_room", "the new room")
    room = rig.top
    rig.until(lambda: room.session.invite is not None, "its invite")
    new_code = room.session.code
    assert new_code != code and room.purpose == "create" and room.session.seat == 0
    assert room.session.invite == f"{loopback.url}/r/{new_code}"
    settings = loopback.call(lambda s: s.rooms[new_code].settings.to_json())
    assert settings["overrides"] == {"months": 1}
    assert not loopback.call(lambda s: s.rooms[code].seats[0].connected)  # the old room left
    joined = rig.friend(new_code, name="Ren").play()
    rig.until(lambda: rig.top.name == "online_table", "the new match")
    assert rig.top.driver.names == ("Red", "Ren")
    joined.close()


# -- addresses -----------------------------------------------------------------------------
def closed_port() -> int:
    """A loopback port nothing listens on."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


def test_a_bad_address_disables_create_and_says_why(app):
    app.settings.online_server = "ftp://example.org"
    app.context.scenes.push(app.context.make_scene("play_friend"))
    menu = app.context.scenes.top
    create = next(w for w in menu.group.widgets if w.key == "create")
    assert not create.enabled
    assert menu.problem == (
        "The server address in Options is not usable: a server address starts with ws:// "
        "or wss://, not ftp://."
    )


def test_an_unreachable_server_is_said_clearly_and_tried_again(online_rig):
    rig = online_rig
    port = closed_port()
    rig.app.settings.online_server = f"127.0.0.1:{port}"
    rig.app.context.scenes.reset(rig.app.context.make_scene("title"))
    rig.frames()
    rig.choose("play_friend")
    assert rig.top.server == f"ws://127.0.0.1:{port}"
    rig.choose("create")
    rig.choose("create_room")
    room = rig.top
    rig.until(lambda: room.session.connection_detail != "", "the failure")
    line, colour = room.status_lines()[0]
    assert line == (
        f"No server is answering at ws://127.0.0.1:{port}. Is it running, and is the "
        "address right? Trying again..."
    )
    assert colour == "vermilion" and len(room.status_lines()) == 1  # a server set by address
    rig.choose("leave")
    assert rig.top.name == "online_create"


def test_no_server_on_this_machine_points_to_hosting(online_rig, monkeypatch):
    rig = online_rig
    monkeypatch.setattr(room_module, "THIS_MACHINE", f"ws://127.0.0.1:{closed_port()}")
    monkeypatch.setattr(connect_module, "server_address", lambda text: room_module.THIS_MACHINE)
    rig.app.settings.online_server = ""  # this machine, and it is not hosting
    rig.app.context.scenes.reset(rig.app.context.make_scene("title"))
    rig.frames()
    rig.choose("play_friend")
    rig.choose("create")
    rig.choose("create_room")
    room = rig.top
    rig.until(lambda: room.session.connection_detail != "", "the failure")
    assert room.status_lines()[0][0].startswith("No server is answering at ws://127.0.0.1:")
    assert room.status_lines()[1] == (
        "To play here, turn on Host on this machine in Online Options.",
        "ivory",
    )


def test_joining_a_room_that_is_not_there(online_rig, loopback):
    rig = online_rig
    rig.app.context.scenes.push(rig.app.context.make_scene("online_join"))
    rig.top._set_invite(f"{loopback.url}/r/K7QF2M9D")
    rig.choose("join_room")
    room = rig.top
    rig.until(lambda: room.problem != "", "the refusal")
    assert room.problem == "There is no room K7QF-2M9D on this server (or it has expired)."
    assert [w.key for w in room.group.widgets] == ["leave"]


def test_a_room_expiring_under_the_table_is_said_and_leads_to_the_title(
    online_rig, loopback, server_clock
):
    rig = online_rig
    code, friend, table = rig.at_the_table()
    server_clock.advance(24 * 3600)
    loopback.call(lambda s: s.run_timers())
    rig.until(lambda: rig.top.name == "online_notice", "the notice")
    notice = rig.top
    assert notice.heading == "The connection has ended"
    assert notice.message == "The room was closed: the room is 24 hours old."
    assert table.mode.may_act() is False
    assert code not in loopback.call(lambda s: list(s.rooms))
    assert SeatStore().kept(loopback.url) == []  # nothing to come back to
    rig.choose("title")
    assert rig.top.name == "title"


# -- the creator opening their own invite --------------------------------------------------
def test_a_creator_who_left_and_opens_their_own_invite_is_back_in_their_seat(online_rig, loopback):
    """Create a Room, Leave Room, Join a Room with the room's own link: the creator's seat
    again, the friend's seat still free for the friend."""
    rig = online_rig
    code = rig.open_room()
    rig.choose("leave")
    assert rig.top.name == "online_create"
    rig.press(act.BACK)
    assert rig.top.name == "play_friend"
    wait_for(lambda: not seat_connected(loopback, code, 0), "the creator to be away")
    rig.choose("join")
    assert rig.top.name == "online_join"
    rig.top._set_invite(f"{loopback.url}/r/{code}")
    rig.choose("join_room")
    room = rig.top
    assert room.name == "online_room" and room.purpose == "resume"  # "Back to room"
    rig.until(lambda: room.session.room is not None and room.session.seat is not None, "a seat")
    assert room.session.seat == 0
    assert loopback.call(lambda s: s.rooms[code].seats[1]) is None  # still the friend's
    friend = rig.friend(code).play()
    rig.until(lambda: rig.top.name == "online_table", "the deal")
    assert friend.session.seat == 1 and rig.top.session.seat == 0


def test_another_window_on_the_same_user_folder_still_joins_as_the_friend(loopback, tmp_path):
    """Two runs of the game on one user folder (a play-test on one computer): the second
    one's Join takes the friend's seat, it does not come back to the creator's."""
    path = tmp_path / "online-seats.json"
    host = RemoteMatchSession(
        loopback.url, Opening("create", name="Aki"), seats=SeatStore(path, run="first")
    )
    guest = None
    try:
        wait_for(lambda: (host.poll(), host.code)[1] is not None, "the room")
        guest = RemoteMatchSession(
            loopback.url,
            Opening("join", code=host.code, name="Ren"),
            seats=SeatStore(path, run="second"),
        )
        wait_for(lambda: (guest.poll(), guest.seat)[1] is not None, "the friend's seat")
        assert (host.seat, guest.seat) == (0, 1)
    finally:
        host.close()
        if guest is not None:
            guest.close()


def test_rematch_pressed_after_the_friend_left_says_it_was_asked(online_rig):
    """Rematch with the friend gone: the line under the result says the rematch was asked
    for (and what New Link does), not the very same words as before the press."""
    rig = online_rig
    _code, friend = play_to_the_result(rig)
    friend.close()
    rig.until(lambda: "has left the room" in rig.top.status_line(), "the friend gone")
    before = rig.top.status_line()
    rig.choose("rematch")
    rig.until(lambda: rig.top.voted, "the vote")
    after = rig.top.status_line()
    assert after != before
    assert after == (
        "You asked for a rematch, but Ren has left. New Link makes a room to invite them."
    )
