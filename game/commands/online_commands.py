"""Online sub-commands: `server` (the room server), `host` and `join` (headless CPU clients).

* ``server`` (:mod:`game.commands.server_command`, its flags and environment variables)
  serves rooms until Ctrl+C or SIGTERM, then writes everything to ``--data`` and exits.
* ``host --server URL --game G --players N [--cpu-seats K --cpu-level L] --cpu LEVEL
  [--rules P] [--months M] [--seed S]`` creates a room of game G for N seats (the last K of
  them played by the server's CPU at level L), prints the invite link alone on its first
  line, plays seat 0 with CPU LEVEL and prints ``{"final_scores": [...], "seat": 0}``.
* ``join LINK --cpu LEVEL`` takes the next free seat and prints the same line with its seat.

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
    host.add_argument("--game", metavar="G", help="the game of the room (default: koi-koi)")
    host.add_argument("--players", type=int, metavar="N", help="seats (default: the game's)")
    host.add_argument(
        "--cpu-seats", type=int, default=0, metavar="K", help="the last K seats are the CPU's"
    )
    host.add_argument("--cpu-level", default="normal", metavar="L", help="the CPU seats' level")
    host.add_argument("--rules", metavar="PRESET", help="rule preset (default: the game's)")
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


def _check_cpu(name: str, game: str | None = None) -> None:
    """A CPU level of ``game`` (without one: of some game; the room tells which)."""
    from game.engine.ai import make_player
    from game.engine.ai.roster import PLAYERS_BY_GAME

    if game is None:
        if not any(name in players for players in PLAYERS_BY_GAME.values()):
            known = sorted({level for players in PLAYERS_BY_GAME.values() for level in players})
            raise CliError(f"unknown CPU player {name!r} (known: {', '.join(known)})")
        return
    try:
        make_player(name, game=game)
    except ValueError as error:
        raise CliError(str(error)) from None


def _play(session, args: argparse.Namespace, on_seated=None) -> int:
    from game.online.client.headless import HeadlessError, play_seat, wait_until

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
    except (HeadlessError, ValueError) as error:
        raise CliError(str(error)) from None
    finally:
        session.close()
    print(json.dumps({"final_scores": scores, "seat": session.seat}), flush=True)
    return 0


def run_host(args: argparse.Namespace) -> int:
    from game.engine import games
    from game.engine.koikoi.rules import RuleSetError, parse_overrides
    from game.online.client.link import Opening
    from game.online.client.session import RemoteMatchSession
    from game.online.wire.games import GameSetupError, MatchSettings
    from game.online.wire.identifiers import InviteError, normalise_server

    try:
        spec = games.spec(args.game or games.KOIKOI)
    except ValueError as error:
        raise CliError(str(error)) from None
    _check_cpu(args.cpu, spec.id)
    seats = args.players if args.players is not None else spec.default_seats
    if not 0 <= args.cpu_seats < seats:
        raise CliError(f"--cpu-seats is 0 to {seats - 1} for {seats} players")
    try:
        server = normalise_server(args.server)
        overrides = parse_overrides(args.set)
        if args.months is not None:
            overrides["months"] = args.months
        settings = MatchSettings.from_json(
            {
                "game": spec.id,
                "preset": args.rules or spec.default_preset,
                "overrides": overrides,
                "seats": seats,
                "cpu_seats": list(range(seats - args.cpu_seats, seats)),
                "cpu_level": args.cpu_level,
            }
        )
    except (InviteError, RuleSetError, GameSetupError) as error:
        raise CliError(str(error)) from None
    opening = Opening(
        "create", name=args.name or "Red", settings=settings.to_json(), seed=args.seed
    )
    session = RemoteMatchSession(server, opening)
    return _play(session, args, on_seated=lambda s: print(s.invite, flush=True))


def run_join(args: argparse.Namespace) -> int:
    from game.online.client.link import Opening
    from game.online.client.session import RemoteMatchSession
    from game.online.wire.identifiers import InviteError, normalise_server, parse_invite

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
