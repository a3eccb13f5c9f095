"""Online sub-commands: `server` (the room server), `host` and `join` (headless CPU clients).

* ``server [--host 127.0.0.1] [--port 8765] [--data DIR] [--public-url URL] [--print-port]``
  serves rooms until
  Ctrl+C or SIGTERM, then writes everything to ``--data`` and exits.
* ``host --server URL --cpu LEVEL [--rules P] [--months M] [--seed S]`` creates a room, prints
  the invite link alone on its first line, plays seat 0 and prints
  ``{"final_scores": [a, b], "seat": 0}``.
* ``join LINK --cpu LEVEL`` takes the other seat (or resumes it: the seat token is kept in the
  user data folder) and prints the same line with ``"seat": 1``.

Bad input ends in one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.commands import CliError


def register(subparsers: argparse._SubParsersAction) -> None:
    server = subparsers.add_parser("server", help="run the room server for online play")
    server.add_argument("--host", default="127.0.0.1", help="address to bind (0.0.0.0: LAN)")
    server.add_argument("--port", type=int, default=8765, help="port (0: any free port)")
    server.add_argument("--data", metavar="DIR", help="keep rooms here across restarts")
    server.add_argument(
        "--print-port", action="store_true", help="print the bound port alone on the first line"
    )
    server.add_argument(
        "--public-url",
        metavar="URL",
        help="the address invites should carry (wss://play.example.org behind a proxy)",
    )
    server.add_argument(
        "--rate",
        type=float,
        default=30.0,
        metavar="N",
        help="messages per second one connection may send (bursts of 2N)",
    )
    server.set_defaults(handler=run_server)

    host = subparsers.add_parser("host", help="create a room and play it with a CPU")
    host.add_argument("--server", required=True, metavar="URL", help="ws://HOST:PORT")
    _client_arguments(host)
    host.add_argument("--rules", default="nintendo", metavar="PRESET", help="rule preset")
    host.add_argument(
        "--set", action="append", default=[], metavar="KEY=VALUE", help="override one rule"
    )
    host.add_argument("--months", type=int, metavar="M", help="months in the match")
    host.add_argument("--seed", type=int, metavar="S", help="shuffle seed (shown as host-chosen)")
    host.set_defaults(handler=run_host)

    join = subparsers.add_parser("join", help="join a room by its invite link and play it")
    join.add_argument("link", help="the invite link (ws://HOST:PORT/r/CODE) or invite text")
    join.add_argument("--server", metavar="URL", help="server for an invite with a bare code")
    _client_arguments(join)
    join.set_defaults(handler=run_join)


def _client_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cpu", required=True, metavar="LEVEL", help="easy, normal, expert...")
    parser.add_argument("--name", help="the name shown to the other players")
    parser.add_argument(
        "--timeout", type=float, default=3600.0, metavar="S", help="give up after S seconds"
    )
    parser.add_argument("--cpu-seed", type=int, metavar="S", help="seed of the CPU's choices")


def run_server(args: argparse.Namespace) -> int:
    import asyncio
    import logging
    import signal

    from game.online.server import serve_forever

    if not 0 <= args.port <= 65535:
        raise CliError("--port must be 0 to 65535")
    if not 1 <= args.rate <= 10_000:
        raise CliError("--rate must be 1 to 10000 messages per second")
    data = Path(args.data) if args.data else None
    public_url = None
    if args.public_url:
        from game.online.identifiers import InviteError, normalise_server

        try:
            public_url = normalise_server(args.public_url)
        except InviteError as error:
            raise CliError(f"--public-url: {error}") from None
    if data is not None and data.exists() and not data.is_dir():
        raise CliError(f"--data {data} is not a folder")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)

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
        )

    try:
        asyncio.run(main())
    except asyncio.CancelledError:
        pass
    except OSError as error:
        raise CliError(f"cannot serve on {args.host}:{args.port}: {error.strerror}") from None
    return 0


def _check_cpu(name: str) -> None:
    from game.engine.ai import make_player

    try:
        make_player(name)
    except ValueError as error:
        raise CliError(str(error)) from None


def _play(session, args: argparse.Namespace, on_seated=None) -> int:
    from game.online.headless import HeadlessError, play_seat, wait_until

    try:
        wait_until(session, lambda: session.seat is not None, args.timeout, "a seat")
        if on_seated is not None:
            on_seated(session)
        scores = play_seat(
            session,
            args.cpu,
            seed=args.cpu_seed,
            timeout=args.timeout,
            errors=lambda line: print(f"server: {line}", file=sys.stderr),
        )
    except HeadlessError as error:
        raise CliError(str(error)) from None
    finally:
        session.close()
    print(json.dumps({"final_scores": scores, "seat": session.seat}), flush=True)
    return 0


def run_host(args: argparse.Namespace) -> int:
    from game.engine.rules import RuleSetError, parse_overrides
    from game.online.client import Opening
    from game.online.games import GameSetupError, MatchSettings
    from game.online.identifiers import InviteError, normalise_server
    from game.online.session import RemoteMatchSession

    _check_cpu(args.cpu)
    try:
        server = normalise_server(args.server)
        overrides = parse_overrides(args.set)
        if args.months is not None:
            overrides["months"] = args.months
        settings = MatchSettings.from_json(
            {"game": "koikoi", "preset": args.rules, "overrides": overrides}
        )
    except (InviteError, RuleSetError, GameSetupError) as error:
        raise CliError(str(error)) from None
    opening = Opening(
        "create", name=args.name or "Red", settings=settings.to_json(), seed=args.seed
    )
    session = RemoteMatchSession(server, opening)
    return _play(session, args, on_seated=lambda s: print(s.invite, flush=True))


def run_join(args: argparse.Namespace) -> int:
    from game.online.client import Opening
    from game.online.identifiers import InviteError, normalise_server, parse_invite
    from game.online.session import RemoteMatchSession

    _check_cpu(args.cpu)
    try:
        invite = parse_invite(args.link)
        server = invite.server or (normalise_server(args.server) if args.server else None)
    except InviteError as error:
        raise CliError(str(error)) from None
    if server is None:
        raise CliError("this invite names no server: pass --server ws://HOST:PORT")
    session = RemoteMatchSession(server, Opening("join", code=invite.code, name=args.name or ""))
    return _play(session, args)
