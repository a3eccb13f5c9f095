"""The headline of the shared store: two server processes on one real Redis, the seats of one
room spread over both behind a round-robin balancer, one process SIGKILLed mid-match; every
client resumes on the other and the match ends with the result the same seeds give on one
process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import redis

from tests.support.balancer import Balancer

ROOT = Path(__file__).resolve().parents[2]
SERVE = ["server", "--port", "0", "--print-port", "--rate", "2000", "--allow-client-seed"]
HOST = ["--cpu", "easy", "--cpu-seed", "3", "--seed", "12", "--timeout", "120"]
GUEST = ["--cpu", "normal", "--cpu-seed", "4", "--timeout", "120"]


def spawn(args: list[str], env: dict) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def env_for(tmp_path: Path, who: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "KOIKOI_USER_DIR"}
    return dict(env, KOIKOI_USER_DIR=str(tmp_path / f"{who}-user"))


def result(process: subprocess.Popen) -> dict:
    out, err = process.communicate(timeout=180)
    assert process.returncode == 0, err
    return json.loads(out.strip().splitlines()[-1])


def play_match(url: str, tmp_path: Path, processes: list, during=None) -> list[int]:
    """A headless host and guest play one match on ``url``; their (equal) final scores."""
    host = spawn(["host", "--server", url, *HOST], env_for(tmp_path, "host"))
    processes.append(host)
    link = host.stdout.readline().strip()
    guest = spawn(["join", link, *GUEST], env_for(tmp_path, "guest"))
    processes.append(guest)
    if during is not None:
        during(link.rsplit("/", 1)[1])
    host_result, guest_result = result(host), result(guest)
    assert host_result["final_scores"] == guest_result["final_scores"]
    return host_result["final_scores"]


def decisions_stored(store: redis.Redis, code: str) -> tuple[int, str]:
    text = store.hget(f"koikoi:room:{code}", "json")
    if text is None:
        return 0, "none"
    room = json.loads(text)
    return len((room.get("match") or {}).get("decisions", [])), room["status"]


def stop_all(processes: list[subprocess.Popen]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def test_a_process_killed_mid_match_and_its_clients_go_on_on_the_other(redis_server, tmp_path):
    processes: list[subprocess.Popen] = []
    try:
        alone = spawn([*SERVE, "--data", str(tmp_path / "alone")], env_for(tmp_path, "alone"))
        processes.append(alone)
        port = int(alone.stdout.readline())
        expected = play_match(f"ws://127.0.0.1:{port}", tmp_path / "one", processes)

        with Balancer([]) as balancer:
            public = f"ws://127.0.0.1:{balancer.port}"
            shared = [*SERVE, "--store", redis_server.url, "--public-url", public]
            first = spawn(shared, env_for(tmp_path, "first"))
            second = spawn(shared, env_for(tmp_path, "second"))
            processes += [first, second]
            ports = [int(first.stdout.readline()), int(second.stdout.readline())]
            balancer.backends.extend(ports)
            store = redis.Redis.from_url(redis_server.url, decode_responses=True)
            seen: dict = {}

            def kill_the_first_mid_match(code: str) -> None:
                for _ in range(3000):  # every 10 ms, bounded
                    seen["at_kill"] = decisions_stored(store, code)
                    if seen["at_kill"][0] >= 20:
                        break
                    time.sleep(0.01)
                seen["routed"] = list(balancer.routed)
                first.send_signal(signal.SIGKILL)
                first.wait(10)
                seen["code"] = code

            scores = play_match(public, tmp_path / "two", processes, kill_the_first_mid_match)
            assert seen["routed"] == ports  # the host on the first process, the guest on the second
            decisions, status = seen["at_kill"]
            assert decisions >= 20 and status == "playing"
            assert scores == expected
            assert balancer.routed[2:] and set(balancer.routed[2:]) == {ports[1]}
            record = json.loads(store.get(f"koikoi:record:{seen['code']}-1"))
            assert record["final_scores"] == expected
            second.send_signal(signal.SIGTERM)
            _, log = second.communicate(timeout=30)
            assert "seat 0 resumed" in log and "Traceback" not in log
            store.close()
    finally:
        stop_all(processes)
