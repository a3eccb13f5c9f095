"""Connection floods: caps per address and in total, the hello deadline, failing accepts.

Loopback only: 127.0.0.2 and 127.0.0.3 are other addresses of the loopback interface on
Linux, so one test process plays several "addresses"."""

from __future__ import annotations

import logging
import os
import resource
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidMessage, InvalidStatus

from game.online.server.limits import QuietAcceptErrors, ServerLimits, ThrottledReport
from game.online.server.local import LocalServer
from tests.online.support import FakeClock, RawClient, eventually

ROOT = Path(__file__).resolve().parents[2]
REFUSED = (
    ConnectionClosed,
    ConnectionError,
    InvalidHandshake,
    InvalidMessage,
    TimeoutError,
    EOFError,
    OSError,
)


def refused(url: str, source: str | None = None) -> bool:
    """True when the server turns a new connection (and its hello) away."""
    try:
        client = RawClient(url, source)
    except REFUSED:
        return True
    client.close()
    return False


def test_connections_past_the_caps_are_turned_away_and_others_still_get_in(data_dir, clock):
    limits = ServerLimits(per_address=3, max_connections=5)
    with LocalServer(data_dir, clock=clock, limits=limits) as server:
        mine = [RawClient(server.url) for _ in range(3)]
        for client in mine:
            client.hello()
        assert refused(server.url)  # a fourth from the same address
        other = RawClient(server.url, source="127.0.0.2")  # another address gets in
        assert other.hello()["type"] == "welcome"
        third = RawClient(server.url, source="127.0.0.3")
        third.hello()
        assert refused(server.url, source="127.0.0.4")  # five open: the server is full
        assert server.call(lambda s: (s.admission.count, s.admission.refused)) == (5, 2)
        mine.pop().close()  # one leaves: its address may connect again
        eventually(lambda: server.call(lambda s: s.admission.count) == 4, "the release")
        again = RawClient(server.url)
        assert again.hello()["type"] == "welcome"
        for client in [*mine, other, third, again]:
            client.close()


def test_a_connection_that_never_says_hello_is_closed_at_the_deadline(data_dir, clock):
    limits = ServerLimits(hello_deadline=0.3)
    with LocalServer(data_dir, clock=clock, limits=limits) as server:
        silent = RawClient(server.url)
        assert silent.closed_with() == (1008, "say hello within 0.3 seconds")
        raw = socket.create_connection(("127.0.0.1", server.port))  # not even a handshake
        raw.settimeout(5)
        assert raw.recv(100) == b""  # cut at the same deadline
        raw.close()
        polite = RawClient(server.url)
        polite.hello()
        time.sleep(0.5)
        polite.send({"type": "leaderboard_top"})
        assert polite.until("leaderboard")["entries"] == []
        eventually(lambda: server.call(lambda s: s.admission.count) == 1, "the closed ones")


def test_failing_accepts_are_one_warning_per_interval_not_a_traceback_each(caplog):
    clock = FakeClock(0.0)
    handler = QuietAcceptErrors(ThrottledReport(interval=10.0, clock=clock))
    error = OSError(24, "Too many open files")
    context = {"message": "socket.accept() out of system resource", "exception": error}
    caplog.set_level(logging.INFO)
    for _ in range(1000):
        handler(None, context)
    clock.advance(10)
    handler(None, context)
    lines = [r.getMessage() for r in caplog.records]
    assert lines == [
        "accepting connections fails ([Errno 24] Too many open files); "
        "1 time(s) since the last report",
        "accepting connections fails ([Errno 24] Too many open files); "
        "1000 time(s) since the last report",
    ]
    assert not [r for r in caplog.records if r.exc_info]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def low_descriptor_limit() -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (160, hard))


def test_a_flood_past_the_descriptor_limit_never_takes_the_server_down(tmp_path):
    """A server process limited to 160 descriptors and 600 connections thrown at it: it keeps
    its descriptors (the cap is below the limit), logs no traceback, and serves a room."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), KOIKOI_SERVER_KEEP_DESCRIPTOR_LIMIT="1")
    command = [sys.executable, "-m", "game", "server", "--port", "0", "--print-port"]
    command += ["--data", str(tmp_path / "data"), "--max-per-address", "1000"]
    command += ["--hello-deadline", "1"]
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=open(tmp_path / "server.log", "w"),  # noqa: SIM115 - closed with the process
        text=True,
        preexec_fn=low_descriptor_limit,
    )
    try:
        port = int(process.stdout.readline())
        url = f"ws://127.0.0.1:{port}"
        before = rss_kib(process.pid)
        flood = []
        for n in range(600):
            try:
                source = (f"127.0.0.{2 + n % 3}", 0)
                flood.append(socket.create_connection(("127.0.0.1", port), 5, source))
            except OSError:
                pass
        time.sleep(0.5)
        during = rss_kib(process.pid)
        descriptors = len(os.listdir(f"/proc/{process.pid}/fd"))
        assert descriptors < 160  # never out of them: no failing accept, no failing write

        def served() -> bool:
            try:
                client = RawClient(url)
                client.hello()
                client.send({"type": "create_room", "settings": {"overrides": {"months": 1}}})
                created = client.until("room_created")
                client.close()
                return bool(created["code"])
            except REFUSED:
                return False

        eventually(served, "the server to serve again", tries=400)
        for sock in flood:
            sock.close()
        assert process.poll() is None
        print(f"server RSS {before} KiB before, {during} KiB with the flood; {descriptors} fds")
    finally:
        process.terminate()
        process.wait(20)
    log = (tmp_path / "server.log").read_text()
    assert "Traceback" not in log
    assert len(log.splitlines()) < 40, log[-2000:]
    assert "refused" in log, log  # said once per interval, with the count


def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_allowance(data_dir, clock):
    limits = ServerLimits(per_address=2, trusted_proxies=("127.0.0.1",))
    with LocalServer(data_dir, clock=clock, limits=limits) as server:

        def through_proxy(client: str) -> RawClient:
            return RawClient(server.url, headers={"X-Forwarded-For": f"10.0.0.9, {client}"})

        first = [through_proxy("203.0.113.5") for _ in range(2)]
        with pytest.raises(InvalidStatus) as refused_status:
            through_proxy("203.0.113.5")
        assert refused_status.value.response.status_code == 429
        assert b"too many connections from your address" in refused_status.value.response.body
        other = through_proxy("198.51.100.7")  # another client of the same proxy gets in
        assert other.hello()["type"] == "welcome"
        direct = RawClient(server.url, source="127.0.0.2", headers={"X-Forwarded-For": "1.2.3.4"})
        direct.hello()  # an untrusted peer's header is ignored: it is counted as itself
        assert server.call(lambda s: s.admission.open) == {
            "203.0.113.5": 2,
            "198.51.100.7": 1,
            "127.0.0.2": 1,
        }
        for client in [*first, other, direct]:
            client.close()
