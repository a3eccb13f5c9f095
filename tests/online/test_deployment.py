"""The deployment files (deploy/Dockerfile, deploy/compose.yaml, deploy/Caddyfile) hold
together, and the server starts with the environment they set (paths moved under a
temporary folder and the address to loopback: the test never opens a public port)."""

from __future__ import annotations

import ipaddress
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import redis

from tests.online.deploy_files import dockerfile, env_of, yaml_subset
from tests.online.support import RawClient

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
DOMAIN = "play.example.org"


def instructions() -> list[tuple[str, str]]:
    return dockerfile((DEPLOY / "Dockerfile").read_text())


def compose() -> dict:
    return yaml_subset((DEPLOY / "compose.yaml").read_text())


def substitute(value: str) -> str:
    """Compose's ``${VAR:?message}`` with KOIKOI_DOMAIN set, as a maintainer runs it."""
    return re.sub(r"\$\{KOIKOI_DOMAIN(:\?[^}]*)?\}", DOMAIN, value)


def test_the_image_installs_this_checkout_and_runs_the_server_as_a_user():
    steps = instructions()
    kinds = [kind for kind, _ in steps]
    assert steps[0] == ("FROM", "python:3.11-slim")  # the Python the game requires
    copied = [arguments for kind, arguments in steps if kind == "COPY"]
    assert copied == ["pyproject.toml constraints.txt README.md LICENSE ./", "game ./game"]
    install = next(arguments for kind, arguments in steps if kind == "RUN" and "pip" in arguments)
    assert 'pip install -c constraints.txt ".[server]"' in install  # with the redis client
    user = next(arguments for kind, arguments in steps if kind == "USER")
    assert user == "koikoi" and kinds.index("USER") > kinds.index("RUN")  # root only to build
    assert json.loads(dict(steps)["ENTRYPOINT"]) == ["koikoi", "server"]
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert 'koikoi = "game.cli:main"' in pyproject  # the entry point the image runs
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    for needed in ("pyproject.toml", "constraints.txt", "README.md", "LICENSE", "game/"):
        assert f"!{needed}" in ignored


def test_compose_wires_the_proxy_the_server_and_redis():
    services = compose()["services"]
    assert sorted(services) == ["caddy", "redis", "server"]
    server, caddy = services["server"], services["caddy"]
    assert server["build"] == {"context": "..", "dockerfile": "deploy/Dockerfile"}
    assert (DEPLOY / server["build"]["context"] / server["build"]["dockerfile"]).exists()
    assert "443:443" in caddy["ports"] and "./Caddyfile:/etc/caddy/Caddyfile:ro" in caddy["volumes"]
    caddy_address = caddy["networks"]["koikoi"]["ipv4_address"]
    assert server["environment"]["KOIKOI_SERVER_TRUSTED_PROXY"] == caddy_address
    subnet = ipaddress.ip_network(compose()["networks"]["koikoi"]["ipam"]["config"][0]["subnet"])
    for service in services.values():
        assert ipaddress.ip_address(service["networks"]["koikoi"]["ipv4_address"]) in subnet
    port = env_of(instructions())["KOIKOI_SERVER_PORT"]
    caddyfile = (DEPLOY / "Caddyfile").read_text()
    assert f"reverse_proxy server:{port}" in caddyfile
    assert "{$KOIKOI_DOMAIN}" in caddyfile and "KOIKOI_DOMAIN" in caddy["environment"]
    assert "respond @private 404" in caddyfile and "@private path /metrics" in caddyfile
    assert services["redis"]["image"].startswith("redis:")
    for variable in server["environment"]:  # every variable is a flag of the server
        flag = "--" + variable.removeprefix("KOIKOI_SERVER_").lower().replace("_", "-")
        assert variable.startswith("KOIKOI_SERVER_") and flag in server_help()


def server_help() -> str:
    done = subprocess.run(
        [sys.executable, "-m", "game", "server", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return done.stdout


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_server_starts_with_the_environment_of_the_image_and_compose(tmp_path, redis_server):
    env = env_of(instructions())
    env.update(
        {k: substitute(v) for k, v in compose()["services"]["server"]["environment"].items()}
    )
    assert env["KOIKOI_SERVER_PUBLIC_URL"] == f"wss://{DOMAIN}"
    moved = {  # the image's paths and address, here
        "KOIKOI_SERVER_DATA": str(tmp_path / "data"),
        "KOIKOI_USER_DIR": str(tmp_path / "user"),
        "KOIKOI_SERVER_HOST": "127.0.0.1",
        "KOIKOI_SERVER_PORT": str(free_port()),
        "KOIKOI_SERVER_STORE": redis_server.url,  # compose's redis, here
    }
    assert set(moved) <= set(env)
    env.update(moved)
    steps = dict(instructions())
    entrypoint = json.loads(steps["ENTRYPOINT"])
    healthcheck = json.loads(steps["HEALTHCHECK"].split(" CMD ", 1)[1])
    process_env = dict(os.environ, **env, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "game", *entrypoint[1:]]  # `koikoi` is game.cli:main
    server = subprocess.Popen(
        command, cwd=tmp_path, env=process_env, stderr=subprocess.PIPE, text=True
    )
    try:
        assert healthcheck[0] == "python"
        for _ in range(200):  # the image's own health check, until it passes
            check = subprocess.run(
                [sys.executable, *healthcheck[1:]], env=process_env, capture_output=True
            )
            if check.returncode == 0:
                break
            time.sleep(0.05)
        assert check.returncode == 0
        url = f"ws://127.0.0.1:{env['KOIKOI_SERVER_PORT']}"
        client = RawClient(f"{url}/")
        assert client.hello()["public_url"] == f"wss://{DOMAIN}"
        client.send({"type": "create_room"})
        created = client.until("room_created")
        client.close()
        metrics_url = f"http://127.0.0.1:{env['KOIKOI_SERVER_PORT']}/metrics"
        with urllib.request.urlopen(metrics_url, timeout=5) as answer:
            metrics = answer.read().decode()
        assert "koikoi_rooms 1" in metrics.splitlines()
        assert "koikoi_connection_limit 4000" in metrics.splitlines()
    finally:
        server.send_signal(signal.SIGTERM)
        _, log = server.communicate(timeout=30)
    assert server.returncode == 0, log
    with redis.Redis.from_url(redis_server.url) as store:  # the room is in compose's store
        assert store.hexists(f"koikoi:room:{created['code']}", "json")
    assert "Traceback" not in log and "no --public-url" not in log
