"""A scripted arcade run with a CPU in the player's seat: it climbs, loses, continues, enters
initials, and the high score and ranking points are there after a restart."""

from game.arcade.highscores import InitialsEntry
from game.arcade.ladder import CONTINUE, GAME_OVER
from game.arcade.match import play_headless
from game.arcade.profile import PROFILE_FILE, ProfileStore, ranking_points_for
from game.arcade.scoring import MatchResult
from game.arcade.session import ArcadeSession
from game.arcade.stage_files import load_ladder
from game.core.paths import data_dir
from game.engine.ai import make_player

FIRST_SEED = 200  # seeds 200.. give win, win, win, loss, win, loss, loss with "normal"


def type_initials(entry: InitialsEntry, wanted: str) -> str:
    """Drive the entry like a pad: up/down to the letter, right to move, confirm at the end."""
    for position, letter in enumerate(wanted):
        while entry.letters[position] != letter:
            entry.change(+1)
        if position < 2:
            entry.move(+1)
    assert entry.confirm()
    return entry.text


def test_arcade_run_climbs_loses_continues_and_persists(private_user_dir):
    stages = load_ladder()
    session = ArcadeSession(stages, ProfileStore().load(), credits=2, extra_overrides={"months": 2})
    player = make_player("normal")
    history: list[str] = []
    expected_points = 0
    seed = FIRST_SEED
    while not session.run.over:
        stage = session.run.current_stage
        match = session.stage_match(seed=seed)
        assert match.rules().months == 2
        result, state = play_headless(match, player, rng_seed=seed)
        assert state.is_terminal()
        report = session.finish_match(result)
        if report.outcome.won:
            history.append("win")
            expected_points += ranking_points_for(stage)
            assert report.ranking_points == ranking_points_for(stage)
        else:
            history.append("loss")
            assert report.ranking_points == 0
            if session.run.state == CONTINUE:
                history.append("continue")
                session.continue_run()
                assert session.run.current_stage is stage
        seed += 1
    assert history[0] == "win" and "continue" in history, history
    assert history.index("win") < history.index("loss")
    assert session.run.state == GAME_OVER and session.run.credits == 0
    run_score = session.run.score
    assert run_score > 0 and session.needs_initials

    rank = session.submit_initials(type_initials(InitialsEntry(), "KOI"))
    assert rank == 1 and not session.needs_initials
    cleared = session.run.stages_cleared

    # restart: fresh objects read the saved profile from the private KOIKOI_USER_DIR
    assert (data_dir() / PROFILE_FILE).is_file()
    assert str(data_dir()).startswith(str(private_user_dir))
    reloaded = ProfileStore().load()
    assert reloaded.warning is None
    top = reloaded.highscores.table("arcade")[0]
    assert (top.initials, top.score, top.stages_cleared, top.continues) == (
        "KOI",
        run_score,
        cleared,
        2,
    )
    assert reloaded.profile.ranking_points == expected_points > 0
    assert reloaded.profile.best_arcade_score == run_score
    assert reloaded.profile.furthest_stage == cleared + 1
    beaten = [s for s in stages if s.available][:cleared]
    assert all(reloaded.profile.is_unlocked("opponent", s.stage_id) for s in beaten)
    assert reloaded.profile.is_unlocked("card_back", "indigo")  # stage 2's unlock


def test_short_arcade_caps_months_and_keeps_its_own_table():
    stages = load_ladder()
    session = ArcadeSession(stages, ProfileStore().load(), mode="arcade_short", credits=0)
    assert session.stage_match().rules().months == 3  # stage 1 has 3 already
    session.run.stage_index = 2
    assert session.stage_match().rules().months == 3  # stage 3: 6 -> 3
    assert session.run.current_stage.rules().months == 6
    session.run.stage_index = 0
    session.finish_match(MatchResult(player_score=5, cpu_score=0))
    session.finish_match(MatchResult(player_score=0, cpu_score=5))  # no credits: over
    assert session.run.state == GAME_OVER and session.needs_initials
    assert session.submit_initials("sho") == 1
    reloaded = ProfileStore().load()
    assert reloaded.highscores.table("arcade_short")[0].initials == "SHO"
    assert reloaded.highscores.table("arcade_short")[0].score == session.run.score == 2500
    assert reloaded.highscores.table("arcade") == []


def test_each_new_games_ladder_plays_to_its_end_headless(private_user_dir):
    """Roppyakken's and hana-awase's ladders: every stage is a whole match of that game with
    the stage's seats, the result is read from the match's own outcome (roppyakken's
    payments, hana-awase's zero-sum scores), and a won stage moves the run on."""
    from game.engine.table_ai.roster import make_table_player

    for game in ("roppyakken", "hana-awase"):
        stages = load_ladder(game=game)
        session = ArcadeSession(
            stages, ProfileStore().load(), credits=3, extra_overrides={"months": 1}
        )
        seed = 5
        played = 0
        while not session.run.over and played < 12:
            stage = session.run.current_stage
            match = session.stage_match(seed=seed)
            result, state = play_headless(match, make_table_player("greedy"), rng_seed=seed)
            assert state.GAME == game and len(state.returns()) == stage.seats
            returns = state.returns()
            assert result.player_score == returns[0]
            assert result.cpu_score == max(returns[1:])
            assert result.months_played == len(state.round_results)
            report = session.finish_match(result)
            assert report.outcome.won == (returns[0] > max(returns[1:]))
            if session.run.state == CONTINUE:
                session.continue_run()
            seed += 1
            played += 1
        assert played >= 2, game
