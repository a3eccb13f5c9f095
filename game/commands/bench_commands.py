"""`python -m game bench NAME`: runs one benchmark and prints its numbers (JSON with --json).

Each benchmark is a module game/bench/<name>.py exposing ``add_arguments(parser)`` and
``run(args) -> dict``. Every benchmark takes ``--reference DIR`` (game.bench.reference), the
folder of the reference scripts. Speed and strength are measured here, never in timed tests.
"""

from __future__ import annotations

import argparse
import importlib
import json

from game.bench.reference import add_reference_argument

BENCHMARKS: dict[str, str] = {
    "playout": "random-vs-random whole months through the engine API vs the reference",
    "deals": "deal statistics of seed 000 measured by simulation",
    "ai": "CPU decision-time distribution",
    "frames": "table frame time at 1920x1080 logical",
    "startup": "seconds from launch to the first frame",
    "flourish": "goko flourish frame time and peak bodies",
    "server": "N rooms of CPU clients on a room server: moves/s, latency, server memory",
    "hint": "the table Hint's search slice time",
    "saves": "autosave write and read time mid-match",
}


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("bench", help="run a benchmark and print its numbers")
    bench_subparsers = parser.add_subparsers(dest="benchmark", metavar="NAME", required=True)
    for name, summary in BENCHMARKS.items():
        module = importlib.import_module(f"game.bench.{name}")
        sub = bench_subparsers.add_parser(name, help=summary)
        sub.add_argument("--json", action="store_true", help="print one JSON object")
        add_reference_argument(sub)
        module.add_arguments(sub)
        sub.set_defaults(handler=_make_handler(module))


def _make_handler(module):
    def handler(args: argparse.Namespace) -> int:
        result = module.run(args)
        if args.json:
            print(json.dumps(result))
        else:
            for key, value in result.items():
                print(f"{key}: {value}")
        return 0

    return handler
