"""`python -m game i18n check [--lang L]`: are the Japanese and Chinese catalogs complete?

Prints one line per problem (an untranslated message with where it comes from, a broken
placeholder, a glyph the language's font lacks) and a JSON summary; exits 1 on any problem,
0 when every catalog has every message.
"""

from __future__ import annotations

import argparse
import json

from game.i18n.languages import DEFAULT_LANGUAGE, LANGUAGES
from game.i18n.sources import CODE_DOMAINS


def register(subparsers: argparse._SubParsersAction) -> None:
    i18n = subparsers.add_parser("i18n", help="the translations (game/locale)")
    actions = i18n.add_subparsers(dest="i18n_command", metavar="ACTION", required=True)
    check = actions.add_parser("check", help="every catalog complete, placeholders and glyphs")
    check.add_argument(
        "--lang",
        action="append",
        choices=[code for code in LANGUAGES if code != DEFAULT_LANGUAGE],
        help="check only this language (repeatable; default: all)",
    )
    check.add_argument(
        "--domain",
        action="append",
        choices=list(CODE_DOMAINS),
        help="check only the messages of this part of the game (repeatable; default: all)",
    )
    check.add_argument("--no-glyphs", action="store_true", help="skip the font glyph check")
    check.add_argument("--limit", type=int, default=60, help="problems listed (default 60)")
    check.set_defaults(handler=run_check)


def run_check(args: argparse.Namespace) -> int:
    from game.assets.fonts import language_faces, missing_glyphs
    from game.i18n.check import check

    report = check(
        tuple(args.lang) if args.lang else None,
        glyphs=None if args.no_glyphs else missing_glyphs,
        faces=language_faces,
        domains=tuple(args.domain) if args.domain else None,
    )
    for problem in report.problems[: args.limit]:
        print(problem)
    if len(report.problems) > args.limit:
        print(f"... and {len(report.problems) - args.limit} more")
    summary = {
        "messages": report.messages,
        "translated": report.translated,
        "problems": len(report.problems),
    }
    print(json.dumps(summary))
    return 0 if report.ok else 1
