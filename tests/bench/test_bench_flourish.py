"""The flourish benchmark runs end to end and reports every number (values are not timed here)."""

from __future__ import annotations

import argparse
import json

from game.bench import flourish as bench
from game.bench.reference import add_reference_argument


def test_bench_reports_all_numbers_and_null_reference_when_missing(tmp_path, capsys):
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    add_reference_argument(parser)
    args = parser.parse_args(
        [
            "--name",
            "tan",
            "--mode",
            "short",
            "--repeats",
            "1",
            "--reference",
            str(tmp_path / "no-references-here"),
        ]
    )
    result = bench.run(args)
    json.dumps(result)
    assert result["flourish"] == "tan" and result["mode"] == "short"
    assert result["frames"] > 10
    assert 0 < result["median_ms"] <= result["p95_ms"] <= result["p99_ms"] <= result["max_ms"]
    assert result["peak_bodies"] > 0
    assert result["ref_median_ms"] is None and result["ref_p95_ms"] is None
    assert "median_vs_ref" not in result
    assert "no reference script ref_frame.py in" in capsys.readouterr().err


def test_reference_output_is_parsed(tmp_path):
    fake = tmp_path / "ref_frame.py"
    fake.write_text('print("median 3.25 ms  p95 4.50 ms")\n', encoding="utf-8")
    assert bench.run_reference(fake, 10) == {"ref_median_ms": 3.25, "ref_p95_ms": 4.5}
