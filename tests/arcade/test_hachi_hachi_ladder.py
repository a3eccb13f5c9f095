"""Hachi-hachi's own arcade ladder: its two opponents (Hachiro, the boss Tokiwa) load with
their portraits, the hub offers the ladder, and every stage plays a whole three-seat match of
hachi-hachi headless whose result is read from the match's balances in mon."""

from __future__ import annotations

from game.arcade.ladder import CONTINUE
from game.arcade.match import play_headless
from game.arcade.profile import ProfileStore
from game.arcade.session import ArcadeSession
from game.arcade.stage_files import load_ladder
from game.engine.ai import make_player
from game.engine.games import HACHI_HACHI
from game.scenes.arcade.menu import TABLE_GAMES


def test_the_ladder_loads_its_own_opponents():
    ladder = load_ladder(game=HACHI_HACHI)
    assert [stage.stage_id for stage in ladder] == ["15_hachiro", "16_tokiwa"]
    assert [stage.level for stage in ladder] == ["normal", "expert"] and ladder[-1].boss
    assert all(stage.available and stage.seats == 3 for stage in ladder)
    assert all(stage.portrait_path and stage.portrait_path.is_file() for stage in ladder)
    assert [stage.rules().months for stage in ladder] == [6, 12]
    assert HACHI_HACHI in TABLE_GAMES


def test_the_ladder_plays_to_its_end_headless(private_user_dir):
    stages = load_ladder(game=HACHI_HACHI)
    session = ArcadeSession(stages, ProfileStore().load(), credits=3, extra_overrides={"months": 1})
    seed, played = 5, 0
    while not session.run.over and played < 8:
        match = session.stage_match(seed=seed)
        player = make_player("greedy", game=HACHI_HACHI)
        result, state = play_headless(match, player, rng_seed=seed)
        assert state.GAME == HACHI_HACHI and state.seats == 3 and state.rules.months == 1
        returns = state.returns()
        assert sum(returns) == 0  # every payment is between the three seats
        assert result.player_score == returns[0] and result.cpu_score == max(returns[1:])
        assert result.months_played == len(state.round_results) == 1
        report = session.finish_match(result)
        assert report.outcome.won == (returns[0] > max(returns[1:]))
        if session.run.state == CONTINUE:
            session.continue_run()
        seed += 1
        played += 1
    assert played >= 2
