"""tools/duel_log.py: summaries of the per-match logs the AI duel tools write."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "duel_log.py"


@pytest.fixture(scope="module")
def duel_log():
    spec = importlib.util.spec_from_file_location("duel_log", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_only_whole_duplicate_pairs_are_counted(duel_log):
    lines = [[0, 30, 20, 1.0], [1, 10, 25, 1.0], [3, 40, 0, 1.0], [2, 15, 15, 1.0]]
    lines.append([4, 50, 0, 1.0])  # its seat-swapped twin never finished
    matches = duel_log.whole_pairs(lines)
    assert [m[0] for m in matches] == [0, 1, 2, 3]
    result = duel_log.duel_summary(matches)
    assert (result["wins"], result["losses"], result["draws"]) == (2, 1, 1)
    assert result["rate"] == pytest.approx(0.6667, abs=1e-4)
    assert result["margin"] == pytest.approx((10 - 15 + 0 + 40) / 4)


def test_table_matches_are_won_by_the_single_best_score(duel_log):
    rows = [[120, 10, -50, -80], [0, 0, 30, -30], [40, 40, -40, -40], [-10, 5, 3, 2]]
    result = duel_log.table_summary(rows)
    assert (result["matches"], result["p1_wins"], result["draws"]) == (4, 1, 1)
    low, high = result["p1_rate_95ci"]
    assert low < 0.25 < high


def test_the_command_adds_up_several_logs(duel_log, tmp_path, capsys):
    first, second = tmp_path / "a.log", tmp_path / "b.log"
    first.write_text("\n".join(json.dumps(line) for line in [[0, [9, 1]], [1, [2, 8]]]) + "\n")
    second.write_text(json.dumps([0, [7, 3]]) + "\n")
    assert duel_log.main([str(first), str(second)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert (result["matches"], result["p1_wins"]) == (3, 2)
