"""The online commands as a player or script runs them: no pygame, clear one-line errors,
and a whole match between two client processes where one is SIGKILLed and resumes."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_game(
    *args: str, env: dict | None = None, timeout: float = 60
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        env=env or os.environ.copy(),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_the_online_package_never_imports_pygame():
    code = (
        "import importlib, pkgutil, sys, game.online\n"
        "for m in pkgutil.iter_modules(game.online.__path__):\n"
        "    importlib.import_module('game.online.' + m.name)\n"
        "import game.commands.online_commands, game.bench.server\n"
        "from game.cli import build_parser\n"
        "build_parser()\n"
        "print(sorted(n for n in sys.modules if n.split('.')[0] in ('pygame', 'pymunk')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("host", "--server", "http://x", "--cpu", "easy"), "ws:// or wss://"),
        (("host", "--server", "ws://127.0.0.1:1", "--cpu", "genius"), "unknown CPU player"),
        (("host", "--server", "ws://h:1", "--cpu", "easy", "--rules", "nope"), "unknown rule"),
        (("host", "--server", "ws://h:1", "--cpu", "easy", "--set", "goko=x"), "whole number"),
        (("join", "not a link", "--cpu", "easy"), "room code"),
        (("join", "K7QF-2M9D", "--cpu", "easy"), "names no server"),
        (("server", "--port", "70000"), "--port"),
        (("server", "--rate", "0"), "--rate"),
    ],
)
def test_bad_input_is_one_line(args, message):
    done = run_game(*args)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: ")
    assert message in done.stderr and "Traceback" not in done.stderr


def test_a_taken_port_is_one_line():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        done = run_game("server", "--port", str(taken.getsockname()[1]))
    assert done.returncode == 2 and "cannot serve on 127.0.0.1" in done.stderr
    assert "Traceback" not in done.stderr


def _spawn(args: list[str], env: dict) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _result(output: str) -> dict:
    return json.loads(output.strip().splitlines()[-1])


def _wait_for_moves(room_file: Path, moves: int) -> None:
    """Bounded wait until the server's room file shows ``moves`` events or more."""
    deadline = time.monotonic() + 60
    while _room_seq(room_file) < moves:
        assert time.monotonic() < deadline, "the match did not get going"
        time.sleep(0.01)


def _kill_left(processes: list[subprocess.Popen]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def _room_seq(path: Path) -> int:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return 0
    return (data.get("match") or {}).get("seq", 0)


def test_processes_play_a_match_and_a_killed_client_resumes(tmp_path):
    data = tmp_path / "data"
    env = {k: v for k, v in os.environ.items() if k != "KOIKOI_USER_DIR"}
    server = _spawn(
        ["server", "--port", "0", "--print-port", "--data", str(data), "--rate", "2000"]
        + ["--allow-client-seed"],
        dict(env, KOIKOI_USER_DIR=str(tmp_path / "server-user")),
    )
    processes = [server]
    try:
        port = int(server.stdout.readline())
        url = f"ws://127.0.0.1:{port}"
        host_env = dict(env, KOIKOI_USER_DIR=str(tmp_path / "host-user"))
        guest_env = dict(env, KOIKOI_USER_DIR=str(tmp_path / "guest-user"))
        host = _spawn(
            ["host", "--server", url, "--cpu", "easy", "--seed", "12", "--timeout", "90"], host_env
        )
        processes.append(host)
        link = host.stdout.readline().strip()
        assert link.startswith(f"{url}/r/")
        code = link.rsplit("/", 1)[1]
        guest = _spawn(["join", link, "--cpu", "normal", "--timeout", "90"], guest_env)
        processes.append(guest)
        room_file = data / "rooms" / f"{code}.json"
        _wait_for_moves(room_file, 40)
        assert guest.poll() is None, guest.stderr.read()
        guest.send_signal(signal.SIGKILL)
        guest.wait(10)
        assert host.poll() is None  # the host waits for its friend
        again = _spawn(["join", link, "--cpu", "normal", "--timeout", "90"], guest_env)
        processes.append(again)
        guest_out, guest_err = again.communicate(timeout=120)
        host_out, host_err = host.communicate(timeout=120)
        assert again.returncode == 0, guest_err
        assert host.returncode == 0, host_err
        guest_result, host_result = _result(guest_out), _result(host_out)
        assert guest_result["seat"] == 1 and host_result["seat"] == 0
        assert guest_result["final_scores"] == host_result["final_scores"]
        server.send_signal(signal.SIGTERM)
        _, server_log = server.communicate(timeout=30)
        assert server.returncode == 0
        assert "seat 1 resumed" in server_log and "Traceback" not in server_log
        record = json.loads((data / "records" / f"{code}-1.json").read_text())
        assert record["final_scores"] == host_result["final_scores"]
    finally:
        _kill_left(processes)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_killed_server_restarts_from_its_data_and_the_match_goes_on(tmp_path):
    data, port = tmp_path / "data", _free_port()
    env = {k: v for k, v in os.environ.items() if k != "KOIKOI_USER_DIR"}
    serve = ["server", "--port", str(port), "--print-port", "--data", str(data), "--rate", "2000"]
    serve.append("--allow-client-seed")
    server_env = dict(env, KOIKOI_USER_DIR=str(tmp_path / "server-user"))
    server = _spawn(serve, server_env)
    processes = [server]
    try:
        assert int(server.stdout.readline()) == port
        url = f"ws://127.0.0.1:{port}"
        host = _spawn(
            ["host", "--server", url, "--cpu", "easy", "--seed", "4", "--timeout", "90"],
            dict(env, KOIKOI_USER_DIR=str(tmp_path / "host-user")),
        )
        processes.append(host)
        link = host.stdout.readline().strip()
        code = link.rsplit("/", 1)[1]
        guest = _spawn(
            ["join", link, "--cpu", "easy", "--timeout", "90"],
            dict(env, KOIKOI_USER_DIR=str(tmp_path / "guest-user")),
        )
        processes.append(guest)
        room_file = data / "rooms" / f"{code}.json"
        _wait_for_moves(room_file, 40)
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        again = _spawn(serve, server_env)
        processes.append(again)
        assert int(again.stdout.readline()) == port
        host_out, host_err = host.communicate(timeout=120)
        guest_out, guest_err = guest.communicate(timeout=120)
        assert host.returncode == 0 and guest.returncode == 0, host_err + guest_err
        host_result, guest_result = _result(host_out), _result(guest_out)
        assert host_result["final_scores"] == guest_result["final_scores"]
        again.send_signal(signal.SIGTERM)
        _, log = again.communicate(timeout=30)
        assert "serving 1 stored rooms" in log and "Traceback" not in log
        record = json.loads((data / "records" / f"{code}-1.json").read_text())
        assert record["final_scores"] == host_result["final_scores"]
    finally:
        _kill_left(processes)
