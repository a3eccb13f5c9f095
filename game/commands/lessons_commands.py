"""`python -m game lessons check [FILE...]`: validates lesson files and prints every problem.

Without FILE it checks the shipped lessons/ folder. A good lesson prints one "ok" line (its
game, steps and coach), a broken one "FAIL FILE: problem" (fields, cards, the deal, the
script played on the engine). The exit code is 1 when any lesson has a problem.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def register(subparsers: argparse._SubParsersAction) -> None:
    lessons = subparsers.add_parser("lessons", help="lesson files (lessons/*.toml)")
    lessons_sub = lessons.add_subparsers(dest="lessons_command", metavar="ACTION", required=True)
    check = lessons_sub.add_parser("check", help="validate lesson files; non-zero exit on problems")
    check.add_argument("files", nargs="*", metavar="FILE", help="lesson files (default: shipped)")
    check.set_defaults(handler=run_check)


def run_check(args: argparse.Namespace) -> int:
    from game.arcade.lessons import LessonError, lesson_path, load_lesson, shipped_lessons

    paths = [Path(name) for name in args.files] or [lesson_path(n) for n in shipped_lessons()]
    bad = 0
    for path in paths:
        try:
            lesson = load_lesson(path)
        except LessonError as error:
            print(f"FAIL {error}")
            bad += 1
            continue
        print(f"ok   {path.name}: {lesson.game}, {len(lesson.steps)} steps, {lesson.coach_name}")
    print(f"{len(paths)} lesson file(s), {bad} with problems")
    return 1 if bad else 0
