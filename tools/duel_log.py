"""Summarise the per-match logs of tools/ai_duel.py and tools/table_duel.py (``--log``).

A koi-koi duel log line is ``[index, p1 score, p2 score, seconds]`` (a duplicate run: match
2k and 2k+1 are one deal with the seats swapped; only whole pairs are counted); a table
duel log line is ``[index, [scores in player order]]``. Prints player 1's wins, losses (or
draws and win rate with its 95% Wilson interval as JSON; several files (one run each) add up.

    python tools/duel_log.py /tmp/run.log [more.log ...]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.simulate import wilson_interval  # noqa: E402


def table_summary(rows: list[list[int]]) -> dict:
    """Player 1's wins (the single best final score) over table-game matches."""
    wins = sum(1 for row in rows if row[0] > max(row[1:]))
    draws = sum(1 for row in rows if row.count(max(row)) > 1)
    low, high = wilson_interval(wins, len(rows))
    return {
        "matches": len(rows),
        "p1_wins": wins,
        "draws": draws,
        "p1_rate": round(wins / len(rows), 4),
        "p1_rate_95ci": [round(low, 4), round(high, 4)],
    }


def whole_pairs(lines: list[list]) -> list[list]:
    """The matches of a duplicate koi-koi log whose pair (2k, 2k+1) is complete."""
    by_index = {line[0]: line for line in lines}
    return [
        by_index[i]
        for k in range(0, max(by_index, default=-1) + 1, 2)
        if k + 1 in by_index
        for i in (k, k + 1)
    ]


def duel_summary(matches: list[list]) -> dict:
    """Player 1's wins, losses and win rate of decided matches over koi-koi duel matches."""
    wins = sum(1 for m in matches if m[1] > m[2])
    losses = sum(1 for m in matches if m[1] < m[2])
    decided = wins + losses
    low, high = wilson_interval(wins, decided) if decided else (0.0, 0.0)
    return {
        "matches": len(matches),
        "wins": wins,
        "losses": losses,
        "draws": len(matches) - decided,
        "rate": round(wins / decided, 4) if decided else None,
        "rate_95ci": [round(low, 4), round(high, 4)],
        "margin": round(sum(m[1] - m[2] for m in matches) / max(len(matches), 1), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("logs", nargs="+")
    args = parser.parse_args(argv)
    table_rows: list[list[int]] = []
    duel_matches: list[list] = []
    for name in args.logs:
        text = Path(name).read_text(encoding="utf-8")
        lines = [json.loads(line) for line in text.splitlines() if line.strip()]
        if lines and isinstance(lines[0][1], list):
            table_rows.extend(line[1] for line in lines)
        else:
            duel_matches.extend(whole_pairs(lines))
    if table_rows and duel_matches:
        raise SystemExit("mixed koi-koi and table-game logs: summarise them separately")
    print(json.dumps(table_summary(table_rows) if table_rows else duel_summary(duel_matches)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
