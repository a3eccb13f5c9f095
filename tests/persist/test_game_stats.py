"""Statistics per game from the kept match records (game.persist.game_stats): the exact
numbers of a folder of real records, a watched match and a damaged file left out."""

from __future__ import annotations

from collections import Counter

from game.engine import games
from game.persist import game_stats
from game.persist.game_stats import GameTally
from tests.persist.game_stats_records import DAMAGED_NAME, kept_matches


def test_exact_numbers_per_game_from_a_folder_of_records(tmp_path):
    library = kept_matches(tmp_path / "records")
    tallies, kept = game_stats.from_library(library)
    assert kept == 8  # the damaged file moved aside and told once
    assert len(library.warnings) == 1 and DAMAGED_NAME in library.warnings[0]
    assert list(tallies) == list(games.GAME_IDS)
    koikoi, roppyakken, hana_awase, hachi_hachi = (tallies[game] for game in games.GAME_IDS)
    assert hachi_hachi == GameTally()  # no kept match of it in the folder
    assert koikoi == GameTally(
        matches=3,
        won=2,
        lost=1,
        vs_cpu=2,
        online=1,
        best_score=48,
        yaku=Counter(
            {
                "kasu": 3,
                "tan": 3,
                "tane": 2,
                "hanami-zake": 2,
                "tsukimi-zake": 2,
                "aotan": 1,
                "sanko": 1,
                "goko": 1,
            }
        ),
    )
    assert (roppyakken.matches, roppyakken.won, roppyakken.lost) == (2, 2, 0)
    assert (roppyakken.vs_cpu, roppyakken.couch, roppyakken.online) == (2, 0, 0)
    assert roppyakken.best_score == 40
    assert roppyakken.yaku.most_common(1)[0][1] == 2 and roppyakken.yaku["nanatan"] == 1
    # the couch match of four people is played, not won or lost; the watched one left out
    assert (hana_awase.matches, hana_awase.won, hana_awase.drawn, hana_awase.lost) == (2, 1, 0, 0)
    assert (hana_awase.vs_cpu, hana_awase.couch, hana_awase.online) == (1, 1, 0)
    assert hana_awase.best_score == 366
    assert hana_awase.yaku["nomi"] == 3  # two of the four couch people, and the CPU match


def test_no_kept_matches_give_zeros_for_every_game(tmp_path):
    from game.persist.records_library import RecordsLibrary

    tallies, kept = game_stats.from_library(RecordsLibrary(directory=tmp_path / "none"))
    assert kept == 0 and tallies == {game: GameTally() for game in games.GAME_IDS}
