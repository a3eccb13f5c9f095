"""Options' server address and "host on this machine": addresses read as players type them,
the room server as a child process (loopback here; the game binds the LAN), a taken port
said plainly, and the App starting and stopping it with the setting."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.online.client.headless import wait_until
from game.online.client.hosting import THIS_MACHINE, ServerProcess, server_address
from game.online.client.link import Opening, SeatStore
from game.online.client.session import RemoteMatchSession
from game.online.wire.identifiers import InviteError


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("", THIS_MACHINE),
        ("   ", THIS_MACHINE),
        ("192.168.1.5", "ws://192.168.1.5:8765"),
        ("192.168.1.5:9000", "ws://192.168.1.5:9000"),
        ("ws://Friend.Example.org", "ws://friend.example.org:8765"),
        ("wss://play.example.org", "wss://play.example.org"),
        ("WSS://play.example.org:8443/", "wss://play.example.org:8443"),
        ("[::1]:9000", "ws://[::1]:9000"),
    ],
)
def test_addresses_as_players_type_them(typed, meant):
    assert server_address(typed) == meant


@pytest.mark.parametrize(
    ("typed", "problem"),
    [
        ("ftp://example.org", "starts with ws:// or wss://, not ftp://"),
        ("http://example.org", "starts with ws:// or wss://, not http://"),
        ("192.168.1.5:99999", "has a bad port"),
        ("192.168.1.5:port", "has a bad port"),
        ("ws://", "names no server"),
    ],
)
def test_bad_addresses_say_what_is_wrong(typed, problem):
    with pytest.raises(InviteError, match=problem):
        server_address(typed)


@pytest.fixture
def hosted(tmp_path):
    process = ServerProcess(tmp_path / "hosted", host="127.0.0.1", port=0, public_host="127.0.0.1")
    yield process
    process.stop()


def test_the_hosted_server_serves_rooms_and_stops(hosted, tmp_path):
    assert hosted.status() == "Not hosting." and hosted.url is None
    hosted.start()
    assert hosted.wait_ready(30), hosted.status()
    assert hosted.running and hosted.url == f"ws://127.0.0.1:{hosted.bound_port}"
    assert hosted.status() == (
        f"Hosting at ws://127.0.0.1:{hosted.bound_port}: friends on your network can join."
    )
    session = RemoteMatchSession(
        hosted.url, Opening("create", name="Aki"), seats=SeatStore(tmp_path / "seats.json")
    )
    try:
        wait_until(session, lambda: session.code is not None, 10, "the room")
        code = session.code
    finally:
        session.close()
    hosted.stop()
    assert not hosted.running and hosted.status() == "Not hosting."
    assert (tmp_path / "hosted" / "rooms" / f"{code}.json").exists()  # written on the way out


def test_a_taken_port_is_said_plainly(hosted, tmp_path):
    hosted.start()
    assert hosted.wait_ready(30)
    second = ServerProcess(None, host="127.0.0.1", port=hosted.bound_port)
    second.start()
    assert not second.wait_ready(30)
    assert not second.running
    assert second.status() == (
        f"Could not start the server: port {hosted.bound_port} is already in use "
        "(is another server running on this machine?)."
    )
    second.stop()


def test_the_app_hosts_while_the_setting_is_on_and_stops_on_quit(tmp_path):
    pygame.init()
    app = App(headless=True, host_servers=True)
    try:
        assert not app.server_host.running  # off by default
        app.server_host = ServerProcess(tmp_path / "hosted", host="127.0.0.1", port=0)
        app.settings.host_server = True
        app.settings_changed()
        assert app.server_host.wait_ready(30)
        assert app.context.services.server_host is app.server_host
        host = app.server_host
        app.settings.host_server = False
        app.settings_changed()
        assert not host.running
        app.settings.host_server = True
        app.settings_changed()
        assert host.wait_ready(30)
    finally:
        app.shutdown()
    assert not host.running


def test_a_headless_app_never_hosts_from_the_settings(tmp_path):
    pygame.init()
    app = App(headless=True)
    try:
        app.settings.host_server = True
        app.settings_changed()
        assert not app.server_host.running
    finally:
        app.shutdown()
