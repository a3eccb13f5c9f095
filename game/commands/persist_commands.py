"""`python -m game saves ...`: look at the user's saved data without starting the game.

* ``saves autosave [--json]`` - the match in progress (mode, names, month, scores, whose
  turn, CPU level, seed), or why there is none; a corrupt file is moved aside as in the game.
* ``saves stats [--json]`` - statistics per player name.
* ``saves records [--json]`` - the kept finished matches, newest first.
* ``saves autosave-bench [--json]`` - milliseconds to autosave and to restore a mid-match
  position (written to a temporary folder, not the user's).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import tempfile
import time
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("saves", help="show the autosave, statistics or kept matches")
    sub = parser.add_subparsers(dest="saves_command", metavar="WHAT", required=True)
    for name, handler, text in (
        ("autosave", _autosave, "the match in progress"),
        ("stats", _stats, "statistics per player name"),
        ("records", _records, "kept finished matches"),
        ("autosave-bench", _bench, "time to autosave and restore a mid-match position"),
    ):
        command = sub.add_parser(name, help=text)
        command.add_argument("--json", action="store_true", help="print one JSON object")
        command.set_defaults(handler=handler)


def _print(data: dict, as_json: bool, lines: list[str]) -> int:
    print(json.dumps(data, indent=1, ensure_ascii=False) if as_json else "\n".join(lines))
    return 0


def _autosave(args: argparse.Namespace) -> int:
    from game.persist import autosave

    loaded = autosave.load(emit_events=False)
    if not loaded.ok:
        data = {"match": None, "warning": loaded.warning}
        return _print(data, args.json, [loaded.warning or "No match in progress."])
    from game.engine.events import SPECTATOR
    from game.engine.koikoi.rules import RuleSet
    from game.engine.table_view import snapshot

    state, info = loaded.state, loaded.info
    view = snapshot(state, SPECTATOR)  # any game, any seat count; no hand shown
    scores = [seat.score for seat in view.seats]
    data = {
        "match": {
            "mode": info.mode,
            "seed": info.seed,
            "cpu_level": info.cpu_level,
            "players": info.players_json(),
            "month": view.month,
            "months": view.months,
            "scores": scores,
            "to_play": view.current,
            "phase": view.phase,
            "decisions": view.decisions,
        },
        "warning": None,
    }
    unit = "month" if isinstance(view.rules, RuleSet) else "round"  # koi-koi's rules: months
    where = f"{unit} {view.month}" + (f" of {view.months}" if view.months else "")
    to_play = info.seat_label(view.current) if view.current >= 0 else "nobody"
    lines = [
        f"{MODE_WORDS.get(info.mode, info.mode)}, {where}",
        "scores: "
        + ", ".join(f"{info.seat_label(seat)} {score}" for seat, score in enumerate(scores)),
        f"to play: {to_play} ({view.phase})",
    ]
    if info.cpu_level:
        lines.append(f"CPU level: {info.cpu_level}")
    lines.append(f"seed: {info.seed}" if info.seed is not None else "seed: random")
    return _print(data, args.json, lines)


MODE_WORDS = {"cpu": "a match against the CPU", "couch": "a couch match", "watch": "CPU vs CPU"}


def _stats(args: argparse.Namespace) -> int:
    from game.core.wording import plural, points
    from game.engine import games
    from game.persist import stats

    book, warning = stats.load()
    players = {name: dataclasses.asdict(s) for name, s in book.players.items()}
    by_game = {
        game: {name: dataclasses.asdict(s) for name, s in of_game.items()}
        for game, of_game in book.games.items()
    }
    lines = [warning] if warning else []
    for name, s in sorted(book.players.items(), key=lambda item: -item[1].matches):
        lines.append(
            plural(
                s.matches,
                "{name}: {count} match, {wins} won, {months} won, best month {best}, "
                "koi-koi streak {streak}",
                "{name}: {count} matches, {wins} won, {months} won, best month {best}, "
                "koi-koi streak {streak}",
                name=name,
                wins=s.wins,
                months=plural(s.months_won, "{count} month", "{count} months"),
                best=points(s.best_month),
                streak=s.longest_koikoi_streak,
            )
        )
    for game, of_game in book.games.items():
        title = games.game_title(game)[0] if game in games.GAME_IDS else game
        for name, s in sorted(of_game.items(), key=lambda item: -item[1].matches):
            lines.append(
                plural(
                    s.matches,
                    "{title} - {name}: {count} match, {wins} won, {rounds} won, best round {best}",
                    "{title} - {name}: {count} matches, {wins} won, {rounds} won, "
                    "best round {best}",
                    title=title,
                    name=name,
                    wins=s.wins,
                    rounds=plural(s.months_won, "{count} round", "{count} rounds"),
                    best=points(s.best_month),
                )
            )
    return _print(
        {"players": players, "games": by_game, "warning": warning},
        args.json,
        lines or ["No statistics yet."],
    )


def _records(args: argparse.Namespace) -> int:
    from game.persist.records_library import RecordsLibrary

    library = RecordsLibrary()
    entries = library.entries()
    data = {
        "records": [
            {
                "path": str(e.path),
                "finished_at": e.finished_at,
                "players": list(e.players),
                "final_scores": e.final_scores,
                "months": e.months,
            }
            for e in entries
        ],
        "warnings": library.warnings,
    }
    return _print(data, args.json, [e.title for e in entries] or ["No kept matches."])


def _bench(args: argparse.Namespace) -> int:
    from game.persist import autosave
    from game.persist.headless import play_decisions

    state = play_decisions(5, 100)
    info = autosave.MatchInfo(seed=5)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.json"
        saves, loads = [], []
        for _ in range(20):
            started = time.perf_counter()
            autosave.save(state, info, path)
            saves.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            autosave.load(path)
            loads.append((time.perf_counter() - started) * 1000)
        size = os.path.getsize(path)
    saves.sort()
    loads.sort()
    data = {
        "decisions": 100,
        "bytes": size,
        "save_ms_median": round(saves[10], 2),
        "save_ms_max": round(saves[-1], 2),
        "restore_ms_median": round(loads[10], 2),
    }
    return _print(data, args.json, [f"{k}: {v}" for k, v in data.items()])
