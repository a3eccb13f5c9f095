"""The server's HTTP side and its paths: health, readiness, Prometheus metrics, /room/CODE
routing (with / kept for older clients), bounded rule values and a rotated log file."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from game.online.client.link import Opening
from game.online.client.session import RemoteMatchSession
from game.online.server import store
from game.online.server.local import LocalServer
from tests.online.support import RawClient, create_room, play_raw, start_pair

ROOT = Path(__file__).resolve().parents[2]


def get(port: int, path: str) -> tuple[int, str, str]:
    """(status, content type, body) of a plain GET."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as answer:
            return answer.status, answer.headers["Content-Type"], answer.read().decode()
    except urllib.error.HTTPError as refusal:
        return refusal.code, refusal.headers["Content-Type"], refusal.read().decode()


def metric(text: str, name: str) -> float:
    for line in text.splitlines():
        if line.startswith(name + " "):
            return float(line.split()[1])
    raise AssertionError(f"no {name} in the metrics")


def test_health_readiness_and_metrics(server):
    assert get(server.port, "/healthz")[::2] == (200, "ok\n")
    assert get(server.port, "/readyz")[::2] == (200, "ready\n")
    assert get(server.port, "/nowhere")[0] == 404
    code, seats, _ = start_pair(server, seed=3)
    play_raw(seats, stop=lambda s: s[0].seq > 20)
    moves = server.call(lambda s: s.actions_applied)
    seats[0].client.send({"type": "join", "code": "ZZZZ-ZZZZ"})
    seats[0].client.until("error")
    status, kind, text = get(server.port, "/metrics")
    assert status == 200 and kind.startswith("text/plain; version=0.0.4")
    assert metric(text, "koikoi_rooms") == 1 and metric(text, "koikoi_rooms_playing") == 1
    assert metric(text, "koikoi_connections") == 3  # the two seats and this request
    assert metric(text, "koikoi_moves_total") == moves > 0
    assert metric(text, "koikoi_action_seconds_count") == moves
    assert metric(text, 'koikoi_action_seconds_bucket{le="+Inf"}') == moves
    assert metric(text, 'koikoi_errors_total{code="no_room"}') == 1
    assert "# TYPE koikoi_action_seconds histogram" in text


def test_not_ready_while_the_disk_refuses_writes(data_dir, clock, monkeypatch):
    def refuse(path, job):
        raise OSError(errno.ENOSPC, "No space left on device")

    with LocalServer(data_dir, clock=clock) as server:
        monkeypatch.setattr(store.BackgroundWriter, "_do", staticmethod(refuse))
        create_room(server.url, seed=None)
        for _ in range(300):
            status, _, body = get(server.port, "/readyz")
            if status == 503:
                break
            time.sleep(0.02)
        assert status == 503 and body.startswith("not ready: cannot write ")
        assert body.strip().endswith(".json")  # the room file being retried
        assert get(server.port, "/healthz")[0] == 200  # alive, just not taking players
        monkeypatch.undo()
        for _ in range(300):
            if get(server.port, "/readyz")[0] == 200:
                break
            time.sleep(0.05)
        assert get(server.port, "/readyz")[::2] == (200, "ready\n")


def test_a_connection_to_room_path_is_held_to_that_room(server):
    host, code, _ = create_room(server.url, seed=None)
    other, other_code, _ = create_room(server.url, seed=None)
    guest = RawClient(f"{server.url}/room/{code}")
    guest.hello()
    guest.send({"type": "watch", "code": other_code})  # not the room its path names
    refusal = guest.until("error")
    assert refusal["code"] == "wrong_room" and code[:4] in refusal["message"]
    guest.send({"type": "join", "code": code})
    assert guest.until("seated")["seat"] == 1
    old = RawClient(f"{server.url}/")  # an older client on the root still works
    old.hello()
    old.send({"type": "watch", "code": other_code})
    assert old.until("watching")["code"] == other_code
    invite = RawClient(f"{server.url}/r/{code}")  # and so does an invite link's path
    invite.hello()
    invite.send({"type": "watch", "code": code})
    assert invite.until("watching")["code"] == code


def test_the_game_connects_on_the_rooms_path(server, tmp_path):
    host, code, _ = create_room(server.url, seed=None)
    session = RemoteMatchSession(server.url, Opening("join", code=code, name="Ren"))
    try:
        for _ in range(500):
            session.poll()
            if session.seat is not None:
                break
            time.sleep(0.01)
        assert session.seat == 1
        paths = server.call(lambda s: sorted(str(m.path_code) for m in s.members.in_room(code)))
        assert paths == sorted(["None", code])  # the raw host came on "/", the game on its room
    finally:
        session.close()


def test_rule_values_are_bounded(server):
    client = RawClient(server.url)
    client.hello()
    for overrides, message in (
        ({"months": 10**12}, "rule months = 100000000000... is out of range (1 to 12)"),
        ({"months": 13}, "rule months = 13 is out of range (1 to 12)"),
        ({"goko": 10**6}, "rule goko = 1000000 is out of range (-10000 to 10000)"),
    ):
        client.send({"type": "create_room", "settings": {"overrides": overrides}})
        refusal = client.until("error")
        assert (refusal["code"], refusal["message"]) == ("bad_settings", message)
    assert server.call(lambda s: len(s.rooms)) == 0


def test_the_log_file_is_rotated(tmp_path):
    log = tmp_path / "server.log"
    command = [sys.executable, "-m", "game", "server", "--port", "0", "--print-port"]
    command += ["--log-file", str(log), "--log-max-bytes", "2000", "--log-backups", "2"]
    command += ["--rooms-per-minute", "1000", "--rate", "1000"]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        port = int(process.stdout.readline())
        client = RawClient(f"ws://127.0.0.1:{port}")
        client.hello()
        for _ in range(60):  # a log line each
            client.send({"type": "create_room"})
            client.until("room_created")
        client.close()
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(30)
    files = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("server.log"))
    assert files == ["server.log", "server.log.1", "server.log.2"]
    assert all(os.path.getsize(tmp_path / name) <= 2000 for name in files)
    assert "created (koikoi, nintendo)" in (tmp_path / "server.log.1").read_text()
