"""`bench server --processes N --store URL`: server processes on one real Redis, rooms
spread over them; the numbers come back per process."""

from __future__ import annotations

import argparse

import pytest

from game.bench import server as bench


def arguments(**values) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    return parser.parse_args([], argparse.Namespace(**values))


def test_two_processes_on_one_store_answer_every_move(redis_server):
    result = bench.run(
        arguments(rooms=2, seconds=1.0, think=20.0, processes=2, store=redis_server.url)
    )
    assert result["processes"] == 2 and result["store"] == "redis"
    assert result["moves"] > 0 and result["errors"] == 0 and result["reconnects"] == 0
    assert len(result["server_rss_mb"]) == 2 and all(rss > 0 for rss in result["server_rss_mb"])
    assert result["server_exit_code"] == [0, 0]
    assert result["store_rss_mb"] > 0


def test_several_processes_need_a_store():
    with pytest.raises(SystemExit, match="only through --store"):
        bench.run(arguments(processes=2))
