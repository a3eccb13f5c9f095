"""`python -m game levels check [DIR]`: validates stage files and prints every problem.

Without DIR it checks the shipped levels/ folder and the user's levels folder in the config
directory. Each good stage prints one "ok" line; each problem prints "FILE: problem". The exit
code is 1 when any stage has a problem, 0 otherwise (2 for a DIR that does not exist or
holds no stage file).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from game.commands import CliError


def register(subparsers: argparse._SubParsersAction) -> None:
    levels = subparsers.add_parser("levels", help="arcade stage files (levels/*.toml)")
    levels_sub = levels.add_subparsers(dest="levels_command", metavar="ACTION", required=True)
    check = levels_sub.add_parser("check", help="validate stage files; non-zero exit on problems")
    check.add_argument(
        "directory",
        nargs="?",
        metavar="DIR",
        help="folder of stage files (default: shipped and user levels)",
    )
    check.set_defaults(handler=run_check)


def run_check(args: argparse.Namespace) -> int:
    from game.arcade.stage_files import load_ladder, shipped_levels_dir, user_levels_dir
    from game.arcade.stages import SHIPPED, USER

    if args.directory:
        folder = Path(args.directory)
        if not folder.is_dir():
            raise CliError(f"no such folder: {folder}")
        folders = [(folder, USER)]
    else:
        folders = [(shipped_levels_dir(), SHIPPED), (user_levels_dir(), USER)]
    stages = load_ladder(folders, game=None)
    if args.directory and not stages:
        raise CliError(f"no stage files (*.toml) in {args.directory}")
    problems = 0
    for stage in stages:
        where = str(stage.path) if stage.path else stage.file_name
        if stage.available:
            print(
                f"ok   {where}: {stage.opponent.name} "
                f"({stage.personality.level}, {game_of(stage)}{stage.preset})"
            )
            continue
        for problem in stage.problems:
            print(f"FAIL {where}: {problem}")
            problems += 1
    total = len(stages)
    bad = sum(1 for stage in stages if not stage.available)
    print(f"{total} stage file(s), {bad} with problems, {problems} problem(s)")
    return 1 if bad else 0


def game_of(stage) -> str:
    """ "roppyakken 3 players, " for a stage of another game than koi-koi (else "")."""
    return "" if stage.is_koikoi else f"{stage.game} {stage.seats} players, "
