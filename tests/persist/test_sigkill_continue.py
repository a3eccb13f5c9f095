"""SIGKILL in the middle of a month, restart, continue: the position is exactly the same."""

from __future__ import annotations

from game.engine.koikoi import positions
from game.persist import autosave
from game.persist.headless import play_decisions
from tests.support.killed_match import kill_mid_play


def test_kill_dash_nine_mid_month_then_continue_restores_the_exact_state(
    tmp_path, monkeypatch
) -> None:
    seed, decisions = 21, 23
    user_dir = tmp_path / "killed-user"
    month, in_month = kill_mid_play(user_dir, seed, decisions)
    assert in_month > 0  # really in the middle of a month

    monkeypatch.setenv("KOIKOI_USER_DIR", str(user_dir))  # "restart" on the same user dir
    loaded = autosave.load()
    assert loaded.ok, loaded.warning
    expected = play_decisions(seed, decisions)  # computed independently, in-process
    assert positions.state_snapshot(loaded.state) == positions.state_snapshot(expected)
    assert loaded.state.round == month and not loaded.state.is_terminal()
    assert loaded.info.seed == seed and loaded.info.cpu_level == "greedy"
    assert not list(user_dir.rglob("*.tmp"))
