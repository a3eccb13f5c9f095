"""Records library (last N kept), per-player statistics and the after-decision hook."""

from __future__ import annotations

import json

from game.core import paths
from game.engine.koikoi.records import record_of, replay
from game.persist import autosave, stats
from game.persist.headless import play_decisions
from game.persist.recorder import MatchPersistence
from game.persist.records_library import RecordsLibrary


def _finished(seed: int):
    state = play_decisions(seed, 10_000)
    assert state.is_terminal()
    return state


def test_library_keeps_the_last_n_newest_first_and_replays_them() -> None:
    library = RecordsLibrary(keep=3)
    states = [_finished(seed) for seed in range(5)]
    for number, state in enumerate(states):
        library.add(
            record_of(
                state,
                players=[{"name": f"A{number}", "colour": "red"}, {"name": "B", "colour": "blue"}],
            ),
            now=1_700_000_000 + number,
        )
    entries = library.entries()
    assert [e.players[0] for e in entries] == ["A4", "A3", "A2"]
    assert entries[0].final_scores == states[4].returns()
    assert "A4 (Red) vs B (Blue)" in entries[0].title
    again, _ = replay(library.load(entries[0].path))
    assert again.returns() == states[4].returns()
    assert len(list((paths.data_dir() / "records").iterdir())) == 3


def test_library_moves_a_corrupt_record_aside_and_lists_the_rest() -> None:
    library = RecordsLibrary()
    good = library.add(record_of(_finished(1)))
    bad = library.add(record_of(_finished(2)))
    bad.write_bytes(b"\x00garbage{")
    entries = library.entries()
    assert [e.path for e in entries] == [good]
    assert library.warnings and "kept match" in library.warnings[0]
    assert list(bad.parent.glob(bad.name + ".corrupt-*"))


def test_stats_count_matches_months_yaku_best_month_and_koikoi_streak() -> None:
    book = stats.StatsBook()
    results = [
        {
            "winner": 0,
            "score_delta": (6, 0),
            "yaku": ((("tan", 1), ("sanko", 5)), ()),
            "koikoi": (2, 0),
        },
        {
            "winner": 1,
            "score_delta": (0, 10),
            "yaku": ((), (("ino-shika-cho", 5),)),
            "koikoi": (0, 1),
        },
        {"winner": 0, "score_delta": (3, 0), "yaku": ((("tan", 3),), ()), "koikoi": (0, 3)},
        {"winner": None, "score_delta": (0, 0), "yaku": ((), ()), "koikoi": (0, 0)},
    ]
    assert book.add_match(("Aki", "Ren"), results, (9, 10), match_id="m1")
    assert not book.add_match(("Aki", "Ren"), results, (9, 10), match_id="m1")
    aki, ren = book.players["Aki"], book.players["Ren"]
    assert (aki.matches, aki.wins, aki.losses, aki.months_won, aki.months_played) == (1, 0, 1, 2, 4)
    assert aki.yaku == {"tan": 2, "sanko": 1} and aki.best_month == 6
    assert aki.longest_koikoi_streak == 2 and ren.longest_koikoi_streak == 3
    assert (ren.wins, ren.months_won, ren.best_month, ren.yaku) == (1, 1, 10, {"ino-shika-cho": 1})
    stats.save(book)
    loaded, warning = stats.load()
    assert warning is None and loaded == book


def test_corrupt_profiles_fall_back_and_keep_the_original() -> None:
    path = stats.profiles_path()
    for payload in (
        b'{"version": 1, "players": {"A": {"wins": "many"}}}',
        b"\xff\xfe",
        b'{"version": 1, "players": {"A": {"wins": 5, "matches": 1}}}',
    ):
        path.write_bytes(payload)
        book, warning = stats.load()
        assert book == stats.StatsBook() and warning and "statistics" in warning
        kept = sorted(path.parent.glob("profiles.json.corrupt-*"))
        assert kept and any(k.read_bytes() == payload for k in kept)


def test_persistence_hook_autosaves_then_keeps_counts_and_clears_at_the_end() -> None:
    info = autosave.MatchInfo(
        mode="couch",
        seed=6,
        seats=[autosave.SeatInfo("Aki", "red"), autosave.SeatInfo("Ren", "blue")],
    )
    hook = MatchPersistence(info)
    final = play_decisions(6, 10_000, after_each=hook.after_decision)
    assert hook.finished and hook.saves > 50 and hook.last_error is None
    assert not autosave.exists()
    (entry,) = RecordsLibrary().entries()
    assert entry.players == ("Aki", "Ren") and entry.final_scores == final.returns()
    book, _ = stats.load()
    winner = final.winner()
    assert book.players["Aki"].matches == 1 == book.players["Ren"].matches
    if winner is not None:
        assert book.players[("Aki", "Ren")[winner]].wins == 1
    months_won = sum(1 for r in final.round_results if r["winner"] == 0)
    assert book.players["Aki"].months_won == months_won
    data = json.loads(stats.profiles_path().read_text(encoding="utf-8"))
    assert data["version"] == 1 and len(data["counted"]) == 1


def test_disk_trouble_and_a_corrupt_stats_file_are_told_once_and_never_raise(tmp_path) -> None:
    told: list[str] = []
    stats.profiles_path().write_bytes(b"{broken")
    blocked = tmp_path / "not-a-dir"
    blocked.write_text("a file where the autosave folder should be")
    hook = MatchPersistence(
        autosave.MatchInfo(seed=4), notify=told.append, autosave_path=blocked / "autosave.json"
    )
    state = play_decisions(4, 10_000, after_each=hook.after_decision)
    assert state.is_terminal() and hook.finished
    assert hook.last_error and hook.last_error.startswith("Could not save the match")
    assert sum(1 for t in told if t.startswith("Could not save")) == 1
    assert sum(1 for t in told if "statistics" in t) == 1
    assert stats.load()[0].players  # the fresh statistics were written


def test_a_finished_hana_awase_match_counts_under_its_game_and_names() -> None:
    """Statistics per player name and game: a 3-seat hana-awase match is counted in
    ``games["hana-awase"]`` with its rounds as months; koi-koi's numbers stay apart."""
    seats = [
        autosave.SeatInfo("Aki", "red", "human"),
        autosave.SeatInfo("Ren", "blue", "cpu"),
        autosave.SeatInfo("Mio", "green", "cpu"),
    ]
    persistence = MatchPersistence(autosave.MatchInfo(seats=seats))
    state = play_decisions(3, 100_000, game="hana-awase", seat_count=3, players=("greedy",))
    assert state.is_terminal()
    persistence.after_decision(state)
    book, warning = stats.load()
    assert warning is None and book.players == {}  # nothing counted as koi-koi
    counted = book.games["hana-awase"]
    assert sorted(counted) == ["Aki", "Mio", "Ren"]
    rounds = len(state.round_results)
    scores = state.returns()
    for seat, name in enumerate(("Aki", "Ren", "Mio")):
        player = counted[name]
        assert player.matches == 1 and player.months_played == rounds
        assert player.points == scores[seat]
        assert player.wins == (scores[seat] > max(s for i, s in enumerate(scores) if i != seat))
        assert player.colour == seats[seat].colour
    won = [r["winner"] for r in state.round_results]
    assert [counted[n].months_won for n in ("Aki", "Ren", "Mio")] == [
        won.count(s) for s in range(3)
    ]
    again = stats.StatsBook.from_json(json.loads(json.dumps(book.to_json())))
    assert again.games["hana-awase"]["Aki"] == counted["Aki"]


def test_a_profiles_file_from_before_the_games_still_loads() -> None:
    old = {"version": 1, "players": {"Aki": {"matches": 2, "wins": 1}}, "counted": ["a"]}
    book = stats.StatsBook.from_json(old)
    assert book.players["Aki"].matches == 2 and book.games == {}
    try:
        stats.StatsBook.from_json({**old, "games": {"roppyakken": []}})
    except Exception as error:  # noqa: BLE001 - the loader's own error type is checked below
        assert "roppyakken" in str(error)
        from game.core import storage

        assert isinstance(error, storage.InvalidData)
    else:
        raise AssertionError("a malformed games entry was accepted")
