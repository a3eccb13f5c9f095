"""Command line of `python -m game`: launches the game, or runs a headless sub-command.

Each sub-command lives in its own module that exposes ``register(subparsers)``; that
function adds its parser and sets ``handler`` (a callable taking the parsed namespace and
returning an exit code). Modules are listed in COMMAND_MODULES; they import pygame and the heavy
parts only inside their handlers, so that launching the game stays fast.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from game import GAME_NAME, __version__
from game.commands import CliError
from game.i18n.languages import LANGUAGES

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_IME_SHOW_UI", "1")  # the IME's candidate list while a name is typed

# Modules that contribute sub-commands (each has register(subparsers)).
COMMAND_MODULES: tuple[str, ...] = (
    "game.commands.engine_commands",
    "game.commands.bench_commands",
    "game.commands.flourish_commands",
    "game.commands.art_commands",
    "game.commands.levels_commands",
    "game.commands.lessons_commands",
    "game.commands.persist_commands",
    "game.commands.online_commands",
    "game.commands.i18n_commands",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game",
        description=f"{GAME_NAME} - play, or run a headless command.",
    )
    parser.add_argument("--version", action="version", version=f"{GAME_NAME} {__version__}")
    parser.add_argument("--autoplay", action="store_true", help="CPU vs CPU in the real UI")
    parser.add_argument(
        "--game",
        dest="autoplay_game",
        default=None,
        help="with --autoplay: koikoi, roppyakken, hana-awase or hachi-hachi",
    )
    parser.add_argument(
        "--players", dest="autoplay_players", type=int, default=None, help="with --autoplay: seats"
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="headless short CPU match through every scene; exit 0 on success",
    )
    parser.add_argument("--screenshots", metavar="DIR", help="with --smoke: save a PNG per scene")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument(
        "--lang",
        choices=tuple(LANGUAGES),
        default=None,
        help="the language of the screens (default: the Options choice, else the system's)",
    )
    parser.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    check_autoplay_game(parser, args)
    handler = getattr(args, "handler", None)
    try:
        if args.startup_probe:
            return startup_probe()
        if handler is None:
            if args.command is not None:
                parser.parse_args([args.command, "--help"])
            if args.screenshots and not args.smoke:
                raise CliError("--screenshots works only with --smoke")
            if args.smoke:
                from game.smoke.run import main as smoke

                return smoke(args)
            from game.app import run_game

            return run_game(args)
        return int(handler(args) or 0)
    except CliError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


def check_autoplay_game(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """--game / --players go with --autoplay and must name a game and a seat count it has."""
    game, players = args.autoplay_game, args.autoplay_players
    if game is None and players is None:
        return
    if not args.autoplay:
        parser.error("--game and --players go with --autoplay")
    from game.engine import games
    from game.engine.errors import EngineError

    try:
        info = games.game_info(game or games.KOIKOI)
        games.check_seats(info.id, players or info.default_seats)
    except EngineError as error:
        parser.error(str(error))


def startup_probe() -> int:
    """Show the first title frame headless, print the wall-clock time it was shown, exit.

    Used by CI to time the built executable from launch to its first frame.
    """
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App

    pygame.init()
    app = App(headless=False)
    app.push_initial_scene()
    app.loop.run(max_frames=1)
    print(f"first frame at {time.time():.3f} ({GAME_NAME} {__version__})")
    app.shutdown()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
