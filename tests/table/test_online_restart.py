"""A room server restarting under an online table, as two real windows saw it: the table set up
again from the snapshot keeps the field cards in their slots and still tells the previous
turn, and a friend found away as our own link comes back is not blamed at once ("Ren lost
the connection") - only if they stay away - nor announced when they return."""

from __future__ import annotations

from game.online.client import link as client
from game.online.client.link import Opening, SeatStore
from game.online.client.session import RemoteMatchSession
from game.online.server.local import LocalServer
from game.table.online_presence import BLAME_AFTER
from tests.online.support import FakeClock
from tests.support.online_rig import OnlineRig, players_turn

LOST = "Ren lost the connection. The match waits for them."


def notices(rig: OnlineRig) -> list[str]:
    return [text for text, _left in rig.app.notices]


def restart(rig: OnlineRig, server_clock, meanwhile=lambda: None) -> LocalServer:
    """Stop the rig's server, do ``meanwhile``, start another on its port and data (the
    rooms come back, every seat away until it resumes)."""
    old = rig.server
    port, data = old.port, old.data
    old.stop()
    meanwhile()
    again = LocalServer(data, port=port, clock=server_clock, rate=5000.0, burst=10000.0)
    return again.start()


def test_a_snapshot_resume_keeps_the_slots_and_the_previous_turn(online_rig: OnlineRig, loopback):
    rig = online_rig
    code, friend, table = rig.at_the_table(months=2)
    rig.until(
        lambda: bool(table.summary_text) and players_turn(table), "a previous turn", play=True
    )
    slots = dict(table.director.model.field_slots)
    told = table.summary_text
    assert told and len(slots) >= 4

    def drop_and_forget(server) -> None:  # the resume gets a snapshot, as after a restart
        server.rooms[code].match.since = lambda last_seq: None
        server.members.seat_link(code, 0).close(1011, "network gone")

    loopback.call(drop_and_forget)
    rig.until(lambda: rig.top is not table, "the table set up again from the snapshot")
    again = rig.top
    assert again.name == "online_table"
    rig.until(lambda: again.session.connected and again.director.idle, "the resume")
    assert dict(again.director.model.field_slots) == slots
    assert again.summary_text == told
    assert again.view.field == table.view.field


def test_after_a_server_restart_a_friend_reconnecting_is_not_blamed_at_once(
    online_rig: OnlineRig, server_clock, monkeypatch
):
    received = FakeClock(5000.0)
    monkeypatch.setattr(client, "now", received, raising=False)
    rig = online_rig
    code, friend, table = rig.at_the_table()

    def both_links_down() -> None:
        rig.until(lambda: not table.session.connected, "our link down")
        friend.close()  # the friend's game is slower to come back than ours

    server = restart(rig, server_clock, both_links_down)
    try:
        rig.until(
            lambda: rig.top.name == "online_table" and rig.top.session.connected,
            "our link back",
        )
        again = rig.top
        rig.until(lambda: again.session.online.room["seats"][1]["connected"] is False, "the room")
        rig.frames(5)
        assert LOST not in notices(rig)  # Ren is reconnecting too, as far as we know
        assert again.mode.presence.reconnecting(1)
        received.advance(BLAME_AFTER + 1)  # still away after the grace: now it is said
        rig.frames(2)
        assert LOST in notices(rig)
        back = RemoteMatchSession(
            server.url,
            Opening("resume", code=code),
            seats=SeatStore(rig.tmp_path / "friend-0.json"),
        )
        try:
            rig.until(lambda: "Ren is back." in notices(rig), "the friend back")
        finally:
            back.close()
    finally:
        server.stop()


def test_a_friend_back_within_the_grace_is_not_announced(
    online_rig: OnlineRig, server_clock, monkeypatch
):
    received = FakeClock(5000.0)
    monkeypatch.setattr(client, "now", received, raising=False)
    rig = online_rig
    code, friend, table = rig.at_the_table()

    def both_links_down() -> None:
        rig.until(lambda: not table.session.connected, "our link down")
        friend.close()

    server = restart(rig, server_clock, both_links_down)
    try:
        rig.until(
            lambda: rig.top.name == "online_table" and rig.top.session.connected,
            "our link back",
        )
        rig.frames(5)
        assert LOST not in notices(rig)
        back = RemoteMatchSession(
            server.url,
            Opening("resume", code=code),
            seats=SeatStore(rig.tmp_path / "friend-0.json"),
        )
        try:
            room = rig.top.session.online
            rig.until(lambda: room.room["seats"][1]["connected"], "the friend reconnected")
            rig.frames(5)
            assert LOST not in notices(rig) and "Ren is back." not in notices(rig)
        finally:
            back.close()
    finally:
        server.stop()
