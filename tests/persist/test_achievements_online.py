"""An online match played to its end over loopback: its record (sent by the room server) is
kept as this player's, counted for the achievements and its unlocks toasted; watched,
abandoned or malformed records are left out."""

from __future__ import annotations

from game.persist import achievements
from game.persist.records_library import RecordsLibrary
from tests.persist.achievement_records import record


def test_an_online_match_is_kept_and_earns_the_online_achievement(online_rig) -> None:
    rig = online_rig
    rig.at_the_table(months=1)
    rig.until(lambda: rig.top.name == "online_result", "the match result", play=True)
    library = RecordsLibrary()
    rig.until(lambda: bool(library.files()), "the kept record")
    kept = library.load(library.files()[0])
    assert kept["mode"] == "online"
    assert [player["kind"] for player in kept["players"]] == ["human", "remote"]
    book, warning = achievements.load()
    assert warning is None and "online-match" in book.unlocked
    told = [text for text, _seconds in rig.app.notices if text.startswith("Achievement")]
    assert len(told) == 1 and "Across the Wire" in told[0]


def test_watched_abandoned_and_malformed_online_records_are_left_out(tmp_path) -> None:
    library = RecordsLibrary(directory=tmp_path)
    finished = record("koikoi", 2, 1)
    assert achievements.keep_online_match(finished, None, library) == ([], None)  # watched
    assert achievements.keep_online_match({**finished, "abandoned": {"by": 1}}, 0, library) == (
        [],
        None,
    )
    assert achievements.keep_online_match({**finished, "months": "x"}, 0, library) == ([], None)
    assert achievements.keep_online_match(finished, 5, library) == ([], None)
    assert library.files() == []
    unlocked, _ = achievements.keep_online_match(finished, 0, library)
    assert "online-match" in [achievement.id for achievement in unlocked]
    assert len(library.files()) == 1
