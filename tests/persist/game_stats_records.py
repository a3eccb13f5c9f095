"""A folder of kept matches for the statistics per game: real records (seeded CPU matches
played through the engine), one watched, one damaged file, and the exact numbers they give."""

from __future__ import annotations

from pathlib import Path

from game.engine import games
from game.persist.records_library import RecordsLibrary
from tests.persist.achievement_records import library_of, record

DAMAGED_NAME = "match-20990101-000000-9999.json"


def kept_matches(directory: Path) -> RecordsLibrary:
    """Seven matches people played (final scores in the comments, the person in seat 0) and
    one nobody played, plus a damaged file."""
    library = library_of(
        directory,
        [
            record(games.KOIKOI, 2, 1),  # 29 - 18: won
            record(games.KOIKOI, 2, 10, always_koikoi=True),  # 48 - 37: won
            record(games.KOIKOI, 2, 3, mode="online"),  # 15 - 60: lost
            record(games.ROPPYAKKEN, 3, 2),  # 40, -30, -10: won
            record(games.ROPPYAKKEN, 2, 5),  # 10 - -10: won
            record(games.HANA_AWASE, 4, 0, people=4, mode="couch"),  # 102, -78, -7, -17
            record(games.HANA_AWASE, 3, 1, people=0, mode="watch"),  # nobody played
            record(games.HANA_AWASE, 3, 4),  # 366, -94, -272: won
        ],
    )
    (directory / DAMAGED_NAME).write_text("{not json", "utf-8")
    return library
