"""Online sub-commands: `server` (the room server), `host` and `join` (headless CPU clients).

* ``server`` (:mod:`game.commands.server_command`, its flags and environment variables)
  serves rooms until Ctrl+C or SIGTERM, then writes everything to ``--data`` and exits.
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

from game.commands import CliError


def register(subparsers: argparse._SubParsersAction) -> None:
    from game.commands import server_command

    server_command.register(subparsers)

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
    from game.engine import games
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
            {"game": games.KOIKOI, "preset": args.rules, "overrides": overrides}
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
