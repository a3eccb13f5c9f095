"""Profile and high scores: ranking points per level, initials entry, atomic save and reload."""

from game.arcade.highscores import HighScoreEntry, HighScores, InitialsEntry
from game.arcade.personality import Personality
from game.arcade.profile import Profile, ProfileStore, ranking_points_for
from game.arcade.stages import Stage, Unlocks


def stage(level: str, points: int | None = None, stage_id: str = "x") -> Stage:
    return Stage(
        stage_id=stage_id,
        personality=Personality(level),
        ranking_points=points,
        unlocks=Unlocks(card_backs=("indigo",), flourishes=("goko",)),
    )


def test_ranking_points_follow_seed_001_and_stage_override():
    profile = Profile()
    assert profile.record_match(stage("easy"), 5, 1) == 10
    assert profile.record_match(stage("normal"), 5, 1) == 30
    assert profile.record_match(stage("expert"), 5, 1) == 100
    assert profile.record_match(stage("expert", 150, "boss"), 9, 1) == 150
    assert profile.record_match(stage("expert"), 1, 5) == 0
    assert profile.ranking_points == 290
    assert profile.wins_by_level == {"easy": 1, "normal": 1, "expert": 2}
    best = profile.best["x"]
    assert (best.wins, best.losses, best.best_margin, best.best_points) == (3, 1, 4, 5)


def test_unlocks_are_new_once():
    profile = Profile()
    assert profile.record_beaten(stage("easy")) == [("card_back", "indigo"), ("flourish", "goko")]
    assert profile.record_beaten(stage("easy")) == []
    assert profile.is_unlocked("card_back", "indigo")


def test_initials_entry_by_up_down_left_right():
    entry = InitialsEntry()
    entry.change(+1)  # A -> B
    entry.change(+1)  # B -> C
    entry.move(+1)
    entry.change(-1)  # A -> wraps to "-"
    entry.move(+1)
    entry.type_letter("z")
    entry.move(-1)
    entry.move(-1)
    entry.move(-1)  # stays on the first letter
    assert (entry.text, entry.cursor) == ("C-Z", 0)
    assert [entry.confirm(), entry.confirm(), entry.confirm()] == [False, False, True]
    entry.change(+1)
    assert entry.text == "C-Z"


def test_high_score_table_order_and_size():
    scores = HighScores()
    assert not scores.qualifies("arcade", 0)
    ranks = [scores.add("arcade", HighScoreEntry("AAA", s)) for s in (500, 900, 700, 900)]
    assert ranks == [1, 1, 2, 2]
    assert [e.score for e in scores.table("arcade")] == [900, 900, 700, 500]
    for value in range(1, 8):
        scores.add("arcade", HighScoreEntry("ZZZ", 1000 + value))
    assert len(scores.table("arcade")) == 10 and scores.table("arcade")[-1].score == 700
    assert not scores.qualifies("arcade", 700) and scores.qualifies("arcade", 701)
    assert scores.table("free") == []


def test_store_round_trip_and_corrupt_file_moved_aside(tmp_path):
    path = tmp_path / "profile.json"
    store = ProfileStore(path).load()
    assert store.warning is None and store.profile.ranking_points == 0
    store.profile.record_match(stage("normal"), 3, 1)
    store.highscores.add("arcade", HighScoreEntry("KOI", 4200, 2, 1))
    store.save()
    again = ProfileStore(path).load()
    assert again.profile.ranking_points == 30
    assert again.highscores.table("arcade") == [HighScoreEntry("KOI", 4200, 2, 1)]
    path.write_text('{"profile": {"ranking_points": -5}}')
    broken = ProfileStore(path).load()
    assert broken.profile.ranking_points == 0 and "could not be read" in broken.warning
    assert not path.exists()
    assert len(list(tmp_path.glob("profile.json.corrupt-*"))) == 1


def test_rule_preset_ranking_table_is_used_when_the_stage_sets_none(monkeypatch):
    from game.engine.koikoi.rules import load_preset

    custom = load_preset("mobile").__class__(name="mobile", ranking_points={"easy": 7})
    plain = stage("easy")
    monkeypatch.setattr(Stage, "rules", lambda self, extra=None: custom)
    assert ranking_points_for(plain) == 7
    assert ranking_points_for(stage("normal")) == 30  # not in the table: seed 001 value
    assert ranking_points_for(stage("easy", 15)) == 15  # the stage's own value wins


def test_unlocked_names_reads_the_saved_profile(tmp_path):
    from game.arcade.profile import unlocked_names

    store = ProfileStore(tmp_path / "p.json").load()
    assert unlocked_names("card_back", store) == ["default"]
    store.profile.record_beaten(stage("easy"))
    store.save()
    again = ProfileStore(tmp_path / "p.json").load()
    assert unlocked_names("card_back", again) == ["default", "indigo"]
    assert unlocked_names("flourish", again) == ["goko"]
    assert unlocked_names("card_back") == ["default"]  # the real (private) user dir
