"""Achievements: back-filled from real match records, unlocked (and toasted) once when a match
ends, kept across restarts, a damaged file moved aside and counted again."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

from game.core import paths
from game.persist import achievements, autosave
from game.persist.achievement_facts import last_stage_id
from game.persist.recorder import MatchPersistence
from game.persist.records_library import RecordsLibrary
from game.view import unlocks  # names the looks an unlock earns, after the toast
from tests.persist.achievement_records import library_of, played, record

KOIKOI_WIN = [
    "koikoi-big-month",
    "koikoi-first-win",
    "koikoi-yaku-hanami-zake",
    "koikoi-yaku-kasu",
    "koikoi-yaku-tan",
    "koikoi-yaku-tsukimi-zake",
]
EXPECTED = sorted(
    [
        *KOIKOI_WIN,
        # seat 0 calls koi-koi whenever it may: wins a month after four calls, with goko
        "koikoi-goko",
        "koikoi-three-calls",
        "koikoi-yaku-tane",
        # three-seat roppyakken won by ichikoro (nanatan)
        "roppyakken-first-win",
        "roppyakken-ichikoro",
        "roppyakken-three-seats",
        "roppyakken-yaku-akatan",
        "roppyakken-yaku-aotan",
        "roppyakken-yaku-kusatan",
        "roppyakken-yaku-matsu-shima",
        "roppyakken-yaku-matsukiri-bozu",
        "roppyakken-yaku-nanatan",
        "roppyakken-yaku-susuki-shima",
        "roppyakken-yaku-te-san",
        "roppyakken-yaku-tsukimi-zake",
        "roppyakken-yaku-ume-shima",
        # a couch match of four people (hana-awase)
        "couch-four",
        "hana-awase-first-win",
        "hana-awase-yaku-ame-shima",
        "hana-awase-yaku-fuji-shima",
        "hana-awase-yaku-hanami-zake",
        "hana-awase-yaku-ino-shika-cho",
        "hana-awase-yaku-kiri-shima",
        "hana-awase-yaku-kusatan",
        "hana-awase-yaku-matsukiri-bozu",
        "hana-awase-yaku-nomi",
        "hana-awase-yaku-omote-sugawara",
        "hana-awase-yaku-tsukimi-zake",
        "every-game-won",  # a match of every game won by then
        "koikoi-ladder",  # the arcade match of the last koi-koi stage, won
    ]
)


def kept_matches(directory) -> RecordsLibrary:
    """Six matches a day apart; the CPU-only one (watched) earns nothing."""
    arcade = {"game": "koikoi", "mode": "arcade", "stage_id": last_stage_id("koikoi")}
    return library_of(
        directory,
        [
            record("koikoi", 2, 1),
            record("koikoi", 2, 10, always_koikoi=True),
            record("roppyakken", 3, 2),
            record("hana-awase", 4, 0, people=4, mode="couch"),
            record("hana-awase", 3, 1, people=0, mode="watch"),
            record("koikoi", 2, 1, extra={"arcade": arcade}),
        ],
    )


def finish(state, library: RecordsLibrary, told: list[str]) -> None:
    MatchPersistence(autosave.MatchInfo(), library=library, notify=told.append).finish(state)


def test_backfill_from_a_folder_of_records_gives_the_exact_list_dated_by_match(tmp_path) -> None:
    library = kept_matches(tmp_path / "records")
    book = achievements.backfill(library)
    assert sorted(book.unlocked) == EXPECTED
    day = {ident: date for ident, date in book.unlocked.items()}
    first = day["koikoi-first-win"]
    assert day["koikoi-three-calls"] > first and day["koikoi-ladder"] > day["couch-four"]
    assert day["every-game-won"] == day["hana-awase-first-win"]
    assert book.progress == {"koikoi-regular": 3}  # 3 of 10 koi-koi matches by a person


def test_a_missing_book_is_back_filled_and_written(tmp_path) -> None:
    library = kept_matches(tmp_path / "records")
    book, warning = achievements.load(library=library)
    assert warning is None and sorted(book.unlocked) == EXPECTED
    saved = json.loads((paths.data_dir() / "achievements.json").read_text("utf-8"))
    assert sorted(saved["unlocked"]) == EXPECTED


def test_unlocks_are_toasted_once_and_persist_across_a_restart(tmp_path) -> None:
    library = RecordsLibrary(directory=tmp_path / "records")
    told: list[str] = []
    finish(played("koikoi", 2, 1), library, told)
    assert told == [
        "Achievements unlocked (6): First Win, Big Month, Hanami-zake...",
        "New table looks: Indigo waves, Tatami",  # koikoi-first-win, koikoi-big-month
    ]
    again: list[str] = []
    finish(played("koikoi", 2, 1), library, again)  # the same achievements again: no toast
    assert again == []
    for kept in library.files():  # a restart without the records: the unlocks stay
        kept.unlink()
    book, warning = achievements.load(library=library)
    assert warning is None
    assert sorted(book.unlocked) == KOIKOI_WIN
    assert book.progress == {"koikoi-regular": 2}


def test_one_unlock_is_named_alone(tmp_path) -> None:
    library = RecordsLibrary(directory=tmp_path / "records")
    finish(played("koikoi", 2, 1), library, [])
    told: list[str] = []
    finish(played("koikoi", 2, 10, always_koikoi=True), library, [])
    finish(played("roppyakken", 2, 4), library, told)
    assert len(told) == 1 and told[0].startswith("Achievements unlocked (")  # earns no look
    state = played("koikoi", 2, 1)
    book, _ = achievements.load(library=library)
    del book.unlocked["koikoi-yaku-kasu"]
    achievements.save(book)
    single: list[str] = []
    finish(state, library, single)
    assert single == ["Achievement unlocked: Kasu"]


def test_a_corrupt_book_is_logged_kept_aside_and_counted_again(tmp_path, caplog) -> None:
    library = kept_matches(tmp_path / "records")
    path = paths.data_dir() / "achievements.json"
    path.write_bytes(b'{"version": 1, "unlocked": ["not", "an object"]')
    with caplog.at_level(logging.WARNING):
        book, warning = achievements.load(library=library)
    assert sorted(book.unlocked) == EXPECTED
    kept = list(path.parent.glob("achievements.json.corrupt-*"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == b'{"version": 1, "unlocked": ["not", "an object"]'
    assert warning == (
        "Your achievements could not be read; they were counted again from your kept matches "
        f"(the old file is kept as {kept[0].name}). The problem: it is not valid JSON (line 1)."
    )
    logged = caplog.text
    assert str(path) in logged and "JSONDecodeError" in logged
    assert sorted(json.loads(path.read_text("utf-8"))["unlocked"]) == EXPECTED


def test_a_book_of_the_wrong_shape_is_refused_the_same_way(tmp_path) -> None:
    path = paths.data_dir() / "achievements.json"
    path.write_text(json.dumps({"version": 1, "unlocked": {"koikoi-goko": 7}}), "utf-8")
    book, warning = achievements.load(library=RecordsLibrary(directory=tmp_path))
    assert book.unlocked == {} and warning is not None
    assert list(path.parent.glob("achievements.json.corrupt-*"))


def test_an_arcade_match_record_notes_its_stage(tmp_path) -> None:
    info = autosave.MatchInfo(
        session={
            "arcade": {
                "version": 1,
                "game": "koikoi",
                "session": {"run": {"mode": "arcade", "stage_id": "01_hana"}},
            }
        }
    )
    library = RecordsLibrary(directory=tmp_path)
    MatchPersistence(info, library=library).finish(played("koikoi", 2, 1))
    kept = library.load(library.files()[0])
    assert kept["arcade"] == {"game": "koikoi", "mode": "arcade", "stage_id": "01_hana"}


def test_a_look_earned_by_a_match_is_named_once_never_on_later_matches(tmp_path) -> None:
    library = RecordsLibrary(directory=tmp_path / "records")
    told: list[str] = []
    for _match in range(3):  # the first win earns the looks; the next two earn nothing new
        finish(played("koikoi", 2, 1), library, told)
    looks = [line for line in told if "table look" in line]
    assert looks == ["New table looks: Indigo waves, Tatami"]
    assert unlocks.earned_lines([]) == []
    achievements.tell_also(unlocks.earned_lines)  # registering again: still told once
    assert len(achievements._tellers) == 1


def test_the_table_that_ends_a_match_has_the_looks_named_after_the_toast() -> None:
    """The table scene (every match ends on it, online ones too) imports game.view.unlocks,
    which registers the line naming the looks: checked in a fresh interpreter."""
    probe = (
        "import game.table.scene\n"
        "from game.persist import achievements\n"
        "print([t.__module__ + '.' + t.__name__ for t in achievements._tellers])\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(root)},
    )
    assert done.stdout.strip().splitlines()[-1:] == ["['game.view.unlocks.earned_lines']"], (
        done.stderr
    )
