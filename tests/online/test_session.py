"""RemoteMatchSession, the object the table will poll once per frame: what it exposes, how
it refuses what cannot be sent, and how it comes back after a dropped link or a restart."""

from __future__ import annotations

import asyncio
import threading

import pytest

from game.engine.events import Dealt, RoundStarted
from game.engine.koikoi.decisions import KOIKOI
from game.online.client.headless import HeadlessError, play_seat, wait_until
from game.online.client.link import ClientLink, Opening, SeatStore
from game.online.client.session import CONNECTED, RemoteMatchSession, SessionError
from game.online.server.local import LocalServer


def pair(url: str, tmp_path, months: int = 12, **options):
    host = RemoteMatchSession(
        url,
        Opening("create", name="Aki", settings={"overrides": {"months": months}}, seed=9),
        seats=SeatStore(tmp_path / "host-seats.json"),
        **options,
    )
    wait_until(host, lambda: host.code is not None, 10, "the room")
    guest = RemoteMatchSession(
        url,
        Opening("join", code=host.code, name="Ren"),
        seats=SeatStore(tmp_path / "guest-seats.json"),
        **options,
    )
    for session in (host, guest):
        wait_until(session, lambda s=session: s.view is not None, 10, "the deal")
    return host, guest


def test_what_the_table_reads(server, tmp_path):
    host, guest = pair(server.url, tmp_path)
    try:
        assert host.connection == guest.connection == CONNECTED
        assert (host.seat, guest.seat) == (0, 1)
        assert host.invite == f"{server.url}/r/{host.code}"
        assert [s["name"] for s in host.room["seats"]] == ["Aki", "Ren"]
        assert host.seat_connected(1) and guest.seat_connected(0)
        kinds = [type(e) for e in guest.model.history[:2]]
        assert kinds == [RoundStarted, Dealt]
        dealt = guest.model.history[1]
        assert dealt.hands[0] is None and dealt.hands[1] is not None and dealt.stock is None
        mover = host if host.my_turn() else guest
        waiter = guest if mover is host else host
        assert waiter.legal_actions() == [] and not waiter.my_turn()
        info = mover.information()
        assert info.player == mover.seat and list(info.legal) == mover.legal_actions()
        with pytest.raises(SessionError):
            waiter.submit(info.legal[0])
        with pytest.raises(SessionError):
            mover.submit(KOIKOI)
        seq = waiter.model.last_seq
        mover.submit(info.legal[0])
        assert mover.legal_actions() == []  # in flight: no double submit
        with pytest.raises(SessionError):
            mover.submit(info.legal[0])
        wait_until(waiter, lambda: waiter.model.last_seq > seq, 10, "the events")
        wait_until(mover, lambda: mover.model.last_seq == waiter.model.last_seq, 10, "events")
        played = waiter.model.history[seq]
        assert type(played).__name__ == "CardPlayed" and played.player == mover.seat
    finally:
        host.close()
        guest.close()


def test_a_dropped_link_resumes_by_itself(server, tmp_path):
    host, guest = pair(server.url, tmp_path, reconnect_delays=(0.05, 0.1))
    try:
        server.call(lambda s: s.members.seat_link(host.code, 1).close(1011, "network gone"))
        wait_until(guest, lambda: guest.reconnects == 1, 10, "the drop")
        wait_until(guest, lambda: guest.connection == CONNECTED, 10, "the resume")
        assert guest.seat == 1
        scores = {}
        thread = threading.Thread(target=lambda: scores.update(host=play_seat(host, "easy")))
        thread.start()
        scores["guest"] = play_seat(guest, "easy", timeout=60)
        thread.join(60)
        assert scores["host"] == scores["guest"]
    finally:
        host.close()
        guest.close()


def test_a_server_restart_is_survived(data_dir, clock, tmp_path):
    first = LocalServer(data_dir, clock=clock, rate=5000.0).start()
    port = first.port
    host, guest = pair(first.url, tmp_path, months=2, reconnect_delays=(0.05, 0.1, 0.2))
    try:
        first.stop()
        for session in (host, guest):
            wait_until(session, lambda s=session: s.connection != CONNECTED, 10, "the loss")
        with LocalServer(data_dir, port=port, clock=clock, rate=5000.0):
            for session in (host, guest):
                wait_until(session, lambda s=session: s.connection == CONNECTED, 10, "resume")
                scores = {}
            thread = threading.Thread(target=lambda: scores.update(host=play_seat(host, "easy")))
            thread.start()
            scores["guest"] = play_seat(guest, "easy", timeout=60)
            thread.join(60)
            assert scores["host"] == scores["guest"] and host.is_over()
    finally:
        host.close()
        guest.close()


def test_a_refused_resume_closes_the_session(server, tmp_path):
    store = SeatStore(tmp_path / "seats.json")
    store.put(server.url, "K7QF2M9D", 0, "not-a-real-token", "create")
    session = RemoteMatchSession(server.url, Opening("resume", code="K7QF2M9D"), seats=store)
    try:
        with pytest.raises(HeadlessError, match="no room K7QF-2M9D"):
            wait_until(session, lambda: False, 10, "the refusal")
        assert session.connection == "closed" and "no room" in session.connection_detail
    finally:
        session.close()
    with pytest.raises(ValueError, match="no seat token"):
        RemoteMatchSession(server.url, Opening("resume", code="ZZZZZZZZ"), seats=store)


def test_a_close_asked_after_a_refused_link_ended_leaves_no_coroutine_behind(server, tmp_path):
    """The session's close() asks the link to close from another thread; when the link had
    already ended (a refused resume), that request must not start a close() coroutine the
    ending loop then never runs ("coroutine 'ClientLink.close' was never awaited")."""
    store = SeatStore(tmp_path / "seats.json")
    store.put(server.url, "K7QF2M9D", 0, "not-a-real-token", "create")
    states: list[str] = []

    async def scenario() -> set:
        link = ClientLink(
            server.url,
            Opening("resume", code="K7QF2M9D"),
            lambda message: None,
            lambda state, detail: states.append(state),
            seats=store,
        )
        await asyncio.wait_for(link.run(), 10)  # refused: the room is unknown
        link.request_close()  # what session.close() does, too late
        return asyncio.all_tasks() - {asyncio.current_task()}

    left = asyncio.run(scenario())
    assert states[-1] == "closed" and left == set()


def test_invites_carry_the_servers_public_address(data_dir, clock, tmp_path):
    with LocalServer(data_dir, clock=clock, public_url="wss://play.example.org") as proxied:
        host = RemoteMatchSession(
            proxied.url,
            Opening("create", settings={}),
            seats=SeatStore(tmp_path / "seats.json"),
        )
        try:
            wait_until(host, lambda: host.code is not None, 10, "the room")
            assert host.invite == f"wss://play.example.org/r/{host.code}"
        finally:
            host.close()


def test_a_new_seat_is_not_taken_back_even_once_its_token_has_come(server, tmp_path):
    """``returning`` says what the session opened as: a friend's new seat stays a join after
    the server's token arrives (the waiting room reads it whenever the screen gets to it)."""
    host, guest = pair(server.url, tmp_path)
    try:
        assert guest.seat == 1 and guest._link.memory.token is not None
        assert not host.returning and not guest.returning
        back = RemoteMatchSession(
            server.url,
            Opening("resume", code=host.code),
            seats=SeatStore(tmp_path / "guest-seats.json"),
        )
        try:
            assert back.returning
        finally:
            back.close()
    finally:
        host.close()
        guest.close()
