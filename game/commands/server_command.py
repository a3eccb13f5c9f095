"""`python -m game server`: the room server's flags, each also read from the environment.

Every flag ``--some-flag`` has an environment variable ``KOIKOI_SERVER_SOME_FLAG`` (a
container sets those); a flag on the command line wins over the variable. Yes/no flags take
``1``/``true``/``yes`` (anything else is no). ``KOIKOI_SERVER_PUBLIC_URL`` is the usual one:
the address invites carry (``wss://play.example.org``).

The server serves until Ctrl+C or SIGTERM, then writes everything to ``--data`` and exits.
Bad values end in one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game.commands import CliError

ENV_PREFIX = "KOIKOI_SERVER_"
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def env_name(flag: str) -> str:
    """``--public-url`` -> ``KOIKOI_SERVER_PUBLIC_URL``."""
    return ENV_PREFIX + flag.lstrip("-").replace("-", "_").upper()


def _option(parser: argparse.ArgumentParser, flag: str, default, help: str, **kwargs) -> None:
    """A flag whose default comes from its environment variable when that is set."""
    variable = env_name(flag)
    value = os.environ.get(variable)
    parser.add_argument(
        flag, default=default if value is None else value, help=f"{help} [{variable}]", **kwargs
    )


def _switch(parser: argparse.ArgumentParser, flag: str, help: str) -> None:
    variable = env_name(flag)
    on = os.environ.get(variable, "").strip().lower() in ("1", "true", "yes", "on")
    parser.add_argument(flag, action="store_true", default=on, help=f"{help} [{variable}]")


def register(subparsers: argparse._SubParsersAction) -> None:
    from game.online.server import limits

    server = subparsers.add_parser("server", help="run the room server for online play")
    add = _option
    add(server, "--host", "127.0.0.1", "address to bind (0.0.0.0: every interface)")
    add(server, "--port", 8765, "port (0: any free port)", type=int)
    add(server, "--data", None, "keep rooms here across restarts", metavar="DIR")
    add(
        server,
        "--store",
        None,
        "keep rooms in this Redis or Valkey, shared by every server process using it",
        metavar="redis://HOST:PORT/DB",
    )
    _switch(server, "--print-port", "print the bound port alone on the first line")
    add(
        server,
        "--public-url",
        None,
        "the address invites carry (wss://play.example.org behind a proxy)",
        metavar="URL",
    )
    add(server, "--rate", 30.0, "messages per second per connection (bursts of 2N)", type=float)
    add(server, "--max-connections", limits.MAX_CONNECTIONS, "open connections", type=int)
    add(server, "--max-per-address", limits.MAX_PER_ADDRESS, "connections per address", type=int)
    add(server, "--hello-deadline", limits.HELLO_DEADLINE, "seconds to say hello", type=float)
    add(server, "--rooms-per-minute", 6.0, "rooms one address may create", type=float)
    add(server, "--watchers-per-room", 16, "spectators of one room", type=int)
    add(
        server,
        "--trusted-proxy",
        "",
        "addresses of reverse proxies whose X-Forwarded-For names the client (comma-separated)",
        metavar="ADDRS",
    )
    _switch(server, "--keep-descriptor-limit", "do not lift the open-files limit to the maximum")
    _switch(server, "--allow-client-seed", "let clients fix the deal (tests and scripts only)")
    add(server, "--log-file", None, "log here, rotated (else stderr)", metavar="FILE")
    add(server, "--log-max-bytes", 10_000_000, "rotate the log file at this size", type=int)
    add(server, "--log-backups", 5, "rotated log files kept", type=int)
    server.set_defaults(handler=run_server)


def _limits(args: argparse.Namespace):
    from game.online.server.limits import ServerLimits

    checks = (
        ("--max-connections", args.max_connections, 1, 1_000_000),
        ("--max-per-address", args.max_per_address, 1, 1_000_000),
        ("--hello-deadline", args.hello_deadline, 0.1, 3600),
        ("--rooms-per-minute", args.rooms_per_minute, 0.1, 1_000_000),
        ("--watchers-per-room", args.watchers_per_room, 0, 10_000),
        ("--log-max-bytes", args.log_max_bytes, 1000, 10**12),
        ("--log-backups", args.log_backups, 1, 1000),
    )
    for flag, value, low, high in checks:
        if not low <= value <= high:
            raise CliError(f"{flag} must be {low:g} to {high:g}, not {value:g}")
    return ServerLimits(
        max_connections=args.max_connections,
        per_address=args.max_per_address,
        hello_deadline=args.hello_deadline,
        rooms_per_minute=args.rooms_per_minute,
        room_burst=max(10.0, args.rooms_per_minute),
        watchers_per_room=args.watchers_per_room,
        trusted_proxies=tuple(a.strip() for a in args.trusted_proxy.split(",") if a.strip()),
    )


def _logging(args: argparse.Namespace) -> None:
    import logging
    from logging.handlers import RotatingFileHandler

    handler: logging.Handler
    if args.log_file:
        try:
            handler = RotatingFileHandler(
                args.log_file,
                maxBytes=args.log_max_bytes,
                backupCount=args.log_backups,
                encoding="utf-8",
            )
        except OSError as error:
            raise CliError(f"--log-file {args.log_file}: {error.strerror}") from None
    else:
        handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    logging.basicConfig(level=logging.INFO, handlers=[handler], force=True)
    logging.getLogger("websockets").setLevel(logging.WARNING)


def run_server(args: argparse.Namespace) -> int:
    import asyncio
    import signal

    from game.online.server.limits import raise_descriptor_limit
    from game.online.server.serving import serve_forever
    from game.online.server.store import DataFolderLocked

    if not 0 <= args.port <= 65535:
        raise CliError("--port must be 0 to 65535")
    if not 1 <= args.rate <= 10_000:
        raise CliError("--rate must be 1 to 10000 messages per second")
    limits = _limits(args)
    data = Path(args.data) if args.data else None
    public_url = None
    if args.public_url:
        from game.online.wire.identifiers import InviteError, normalise_server

        try:
            public_url = normalise_server(args.public_url)
        except InviteError as error:
            raise CliError(f"--public-url: {error}") from None
    if args.store is not None:
        data = None  # the rooms live in the store (an image may still set --data)
        if not args.store.startswith(("redis://", "rediss://", "unix://")):
            raise CliError("--store must be a redis://HOST:PORT/DB address")
        try:
            import redis  # noqa: F401 - only checks that the client is installed
        except ImportError:
            need = "pip install 'hanafuda-koikoi[server]'"
            raise CliError(f"--store needs the redis client: {need}") from None
    if data is not None and data.exists() and not data.is_dir():
        raise CliError(f"--data {data} is not a folder")
    _logging(args)
    if not args.keep_descriptor_limit:
        raise_descriptor_limit()

    def listening(port: int) -> None:
        if args.print_port:
            print(port, flush=True)
        print(f"serving on ws://{args.host}:{port}", file=sys.stderr, flush=True)

    async def main() -> None:
        task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            try:
                loop.add_signal_handler(signum, task.cancel)
            except (NotImplementedError, RuntimeError):
                pass  # Windows: Ctrl+C still raises KeyboardInterrupt
        await serve_forever(
            args.host,
            args.port,
            data,
            on_listening=listening,
            rate=args.rate,
            public_url=public_url,
            limits=limits,
            allow_client_seed=args.allow_client_seed,
            store=args.store,
        )

    try:
        asyncio.run(main())
    except asyncio.CancelledError:
        pass
    except DataFolderLocked as error:
        raise CliError(str(error)) from None
    except OSError as error:
        raise CliError(f"cannot serve on {args.host}:{args.port}: {error.strerror}") from None
    except Exception as error:
        if args.store and type(error).__module__.startswith("redis"):
            raise CliError(f"cannot use the store {args.store}: {error}") from None
        raise
    return 0
