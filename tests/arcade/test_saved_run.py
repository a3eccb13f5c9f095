"""A run saved with its match: exact round trip, malformed data refused, and Continue on a saved
run that no longer fits the ladder goes on as a plain match with a notice."""

import pytest

from game.arcade.ladder import CONTINUE, PLAYING, ArcadeRun, SavedRunError
from game.arcade.launch import SAVE_KEY
from game.arcade.profile import ProfileStore
from game.arcade.scoring import MatchResult
from game.arcade.session import ArcadeSession
from game.arcade.stage_files import load_ladder
from game.persist import autosave
from game.persist.headless import play_decisions
from game.scenes.arcade.ladder import SAVE_VERSION


def run_in_the_middle() -> ArcadeRun:
    run = ArcadeRun(load_ladder(), mode="arcade_short", credits=3)
    run.record_match(MatchResult(8, 3, months_played=3, player_yaku=("tane", "akatan")))
    run.record_match(MatchResult(2, 5, months_played=3))
    assert run.state == CONTINUE
    run.continue_run()
    return run


def test_a_run_comes_back_exactly():
    run = run_in_the_middle()
    data = run.to_dict()
    back = ArcadeRun.from_dict(load_ladder(), data)
    assert back.to_dict() == data
    assert (
        back.mode,
        back.stage_number,
        back.credits,
        back.continues_used,
        back.score,
        back.state,
    ) == ("arcade_short", 2, 2, 1, run.score, PLAYING)
    assert back.outcomes == run.outcomes and back.stages_cleared == 1
    # the comeback scores the same as the original would: no no-continue bonus on stage 2
    won = MatchResult(6, 1, months_played=3)
    assert back.record_match(won).score == run.record_match(won).score
    assert back.score == run.score


@pytest.mark.parametrize(
    "change, message",
    [
        ({"stage_id": "99_nobody"}, "no longer stage 2"),
        ({"stage_index": 40}, "no longer stage 41"),
        ({"state": "continue"}, "must be playing"),
        ({"credits": -1}, "whole number"),
        ({"outcomes": [{"stage_id": "x"}]}, "bad stage outcome"),
        ({"score": None}, "whole number"),
    ],
)
def test_a_malformed_saved_run_is_refused(change, message):
    data = {**run_in_the_middle().to_dict(), **change}
    with pytest.raises(SavedRunError, match=message):
        ArcadeRun.from_dict(load_ladder(), data)
    data = run_in_the_middle().to_dict()
    del data["score"]
    with pytest.raises(SavedRunError, match="misses 'score'"):
        ArcadeRun.from_dict(load_ladder(), data)


def test_a_resumed_session_does_not_touch_the_profile_until_the_match_ends():
    store = ProfileStore().load()
    session = ArcadeSession(load_ladder(), store, credits=3, extra_overrides={"months": 2})
    session.finish_match(MatchResult(5, 1))
    saved = session.to_dict()
    fresh = ProfileStore().load()
    before = fresh.profile.to_dict()
    back = ArcadeSession.resume(load_ladder(), fresh, saved)
    assert fresh.profile.to_dict() == before
    assert back.extra_overrides == {"months": 2} and back.run.to_dict() == session.run.to_dict()
    assert back.stage_match(seed=4).rules().months == 2


def save_ladder_match(arcade: dict) -> None:
    state = play_decisions(21, 7)
    autosave.save(
        state,
        autosave.MatchInfo(
            mode="cpu",
            seed=21,
            cpu_level="easy",
            seats=[
                autosave.SeatInfo("You", "red", "human"),
                autosave.SeatInfo("Gonta of the Ferry", "blue", "cpu"),
            ],
            session={SAVE_KEY: arcade},
        ),
    )


def test_continue_with_a_run_that_no_longer_fits_plays_the_match_alone(app):
    session = run_in_the_middle().to_dict()
    session["stage_id"] = "99_removed"
    save_ladder_match(
        {
            "version": SAVE_VERSION,
            "seed": None,
            "match_count": 3,
            "credits": 3,
            "session": {"run": session, "extra_overrides": {}},
        }
    )
    app.continue_match()
    table = app.context.scenes.top
    assert table.name == "table" and type(table.mode).__name__ == "VersusMode"
    assert [s.name for s in app.context.scenes.scenes] == ["table"]
    assert app.notices[0][0] == "The arcade run could not be resumed; the match goes on alone."


def test_continue_with_an_unknown_save_version_plays_the_match_alone(app):
    save_ladder_match({"version": 99})
    app.continue_match()
    assert app.context.scenes.top.name == "table"
    assert "could not be resumed" in app.notices[0][0]


def test_continue_with_a_ladder_autosave_that_does_not_replay_says_why(app):
    save_ladder_match({"version": SAVE_VERSION})
    path = autosave.autosave_path()
    text = path.read_text().replace('"decisions": [', '"decisions": [{"kind": "nonsense"}, ', 1)
    path.write_text(text)
    app.continue_match()
    assert type(app.context.scenes.top).__name__ == "TitleScene"
    assert app.notices[0][0].startswith("Your saved match was damaged and could not be resumed")
    assert not autosave.exists()
