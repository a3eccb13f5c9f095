"""``host`` and ``join`` for every game (issue 30): a Roppyakken room for three with one CPU
seat the server plays, two client processes on the other seats, each ending with one JSON
line of the server's final scores; bad seat choices are one line."""

from __future__ import annotations

import json
import os
import signal

import pytest

from game.engine import games
from tests.online.test_commands import _kill_left, _result, _spawn, run_game


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--game", "go"), "unknown game 'go'"),
        (("--game", games.ROPPYAKKEN, "--players", "5"), "played by 2 or 3 seats"),
        (("--game", games.ROPPYAKKEN, "--players", "3", "--cpu-seats", "3"), "--cpu-seats is 0"),
        (("--game", games.HANA_AWASE, "--cpu-seats", "1", "--cpu-level", "beginner"), "level"),
        (("--game", games.HANA_AWASE, "--cpu", "beginner"), "unknown CPU player 'beginner'"),
    ],
)
def test_bad_seat_choices_are_one_line(args, message):
    done = run_game("host", "--server", "ws://127.0.0.1:1", "--cpu", "easy", *args)
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: ")
    assert message in done.stderr and "Traceback" not in done.stderr


def test_two_friends_and_a_cpu_seat_play_roppyakken_from_the_command_line(tmp_path):
    data = tmp_path / "data"
    env = {k: v for k, v in os.environ.items() if k != "KOIKOI_USER_DIR"}
    server = _spawn(
        ["server", "--port", "0", "--print-port", "--data", str(data), "--rate", "2000"]
        + ["--allow-client-seed"],
        dict(env, KOIKOI_USER_DIR=str(tmp_path / "server-user")),
    )
    processes = [server]
    try:
        url = f"ws://127.0.0.1:{int(server.stdout.readline())}"
        host = _spawn(
            ["host", "--server", url, "--game", games.ROPPYAKKEN, "--players", "3"]
            + ["--cpu-seats", "1", "--cpu-level", "normal", "--cpu", "easy", "--seed", "5"]
            + ["--timeout", "120"],
            dict(env, KOIKOI_USER_DIR=str(tmp_path / "host-user")),
        )
        processes.append(host)
        link = host.stdout.readline().strip()
        assert link.startswith(f"{url}/r/")
        code = link.rsplit("/", 1)[1]
        guest = _spawn(
            ["join", link, "--cpu", "normal", "--timeout", "120"],
            dict(env, KOIKOI_USER_DIR=str(tmp_path / "guest-user")),
        )
        processes.append(guest)
        guest_out, guest_err = guest.communicate(timeout=150)
        host_out, host_err = host.communicate(timeout=150)
        assert guest.returncode == 0, guest_err
        assert host.returncode == 0, host_err
        assert len(host_out.strip().splitlines()) == 1  # after the link: the result alone
        host_result, guest_result = _result(host_out), _result(guest_out)
        assert host_result["seat"] == 0 and guest_result["seat"] == 1
        assert host_result["final_scores"] == guest_result["final_scores"]
        assert len(host_result["final_scores"]) == 3
        server.send_signal(signal.SIGTERM)
        _, server_log = server.communicate(timeout=30)
        assert server.returncode == 0 and "Traceback" not in server_log
        record = json.loads((data / "records" / f"{code}-1.json").read_text())
        assert record["game"] == games.ROPPYAKKEN
        assert record["final_scores"] == host_result["final_scores"]
        assert [player["kind"] for player in record["players"]] == ["human", "human", "cpu"]
    finally:
        _kill_left(processes)
