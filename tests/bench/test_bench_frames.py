"""The table benchmarks report what they promise (fields and sane values; no timing asserts)."""

import argparse

from game.bench import frames


def test_bench_frames_reports_percentiles_frames_and_memory(monkeypatch):
    monkeypatch.setattr(
        frames, "run_reference", lambda args, count: {"median_ms": 3.0, "p95_ms": 4.0}
    )
    args = argparse.Namespace(seed=7, max_frames=90, ref_frames=10, speed="fast")
    result = frames.run(args)
    assert result["frames"] == 90
    assert 0 < result["median_ms"] <= result["p95_ms"] <= result["p99_ms"] <= result["max_ms"]
    assert result["peak_rss_mb"] > 10
    assert result["ref_median_ms"] == 3.0
    assert result["median_vs_ref"] == round(result["median_ms"] / 3.0, 2)
    assert isinstance(result["target_met"], bool)


def test_percentile_picks_from_the_sorted_values():
    values = [float(v) for v in range(1, 101)]
    assert frames.percentile(values, 0.5) == 51.0
    assert frames.percentile(values, 0.99) == 100.0
    assert frames.percentile([], 0.5) == 0.0


def test_bench_frames_measures_a_four_seat_table(monkeypatch):
    monkeypatch.setattr(
        frames, "run_reference", lambda args, count: {"median_ms": 3.0, "p95_ms": 4.0}
    )
    args = argparse.Namespace(
        seed=7, max_frames=90, ref_frames=10, speed="fast", game="hana-awase", players=4
    )
    result = frames.run(args)
    assert result["game"] == "hana-awase" and result["frames"] == 90
    config = frames.table_config("hana-awase", 4, 7)
    assert config.game == "hana-awase" and config.seats == ("cpu",) * 4
