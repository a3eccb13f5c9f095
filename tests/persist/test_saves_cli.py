"""`python -m game saves ...` shows the autosave, statistics and kept matches."""

from __future__ import annotations

import json

from game.cli import main
from game.engine.koikoi.records import record_of
from game.persist import autosave, stats
from game.persist.headless import play_decisions
from game.persist.records_library import RecordsLibrary


def test_saves_commands_print_the_saved_data(capsys) -> None:
    assert main(["saves", "autosave", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["match"] is None
    state = play_decisions(6, 11)
    autosave.save(state, autosave.MatchInfo(mode="cpu", seed=6, cpu_level="greedy"))
    assert main(["saves", "autosave", "--json"]) == 0
    match = json.loads(capsys.readouterr().out)["match"]
    assert (match["month"], match["scores"], match["to_play"]) == (
        state.round,
        list(state.returns()),
        state.current_player(),
    )
    assert match["decisions"] == 11 and match["cpu_level"] == "greedy"
    book = stats.StatsBook()
    book.add_match(("Aki", "Ren"), [], (3, 1), match_id="z")
    book.add_match(("Aki", "Ren", "Mio"), [], (-5, -5, 10), match_id="h", game="hana-awase")
    stats.save(book)
    assert main(["saves", "stats"]) == 0
    out = capsys.readouterr().out
    assert "Aki: 1 match, 1 won" in out
    assert "Hana-awase - Mio: 1 match, 1 won" in out
    assert main(["saves", "stats", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["games"]["hana-awase"]["Aki"]["points"] == -5
    RecordsLibrary().add(record_of(play_decisions(7, 10_000)))
    assert main(["saves", "records", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["records"]) == 1


def test_saves_autosave_reads_as_sentences(capsys) -> None:
    state = play_decisions(6, 11)
    seats = [autosave.SeatInfo("Aki", "red", "human"), autosave.SeatInfo("Ren", "blue", "human")]
    autosave.save(state, autosave.MatchInfo(mode="couch", seed=None, seats=seats))
    assert main(["saves", "autosave"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"a couch match, month {state.round} of 12\n")
    assert "None" not in out and "CPU -" not in out and "CPU level" not in out
    assert out.rstrip().endswith("seed: random")
    autosave.save(state, autosave.MatchInfo(mode="cpu", seed=6, cpu_level="greedy"))
    assert main(["saves", "autosave"]) == 0
    out = capsys.readouterr().out
    assert "CPU level: greedy\nseed: 6" in out


def test_saves_autosave_names_every_seat_of_a_four_seat_round(capsys) -> None:
    state = play_decisions(3, 9, game="hana-awase", seat_count=4, players=("greedy",))
    names = [("Aki", "red"), ("Ren", "blue"), ("Mio", "gold"), ("Sora", "green")]
    seats = [autosave.SeatInfo(name, colour, "human") for name, colour in names]
    autosave.save(state, autosave.MatchInfo(mode="couch", seed=3, seats=seats))
    assert main(["saves", "autosave", "--json"]) == 0
    match = json.loads(capsys.readouterr().out)["match"]
    assert match["scores"] == list(state.scores) and len(match["scores"]) == 4
    assert (match["month"], match["months"], match["to_play"]) == (1, 12, state.current_player())
    assert match["decisions"] == 9
    assert main(["saves", "autosave"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("a couch match, round 1 of 12\n")
    scores = ", ".join(f"{name} ({colour.capitalize()}) 0" for name, colour in names)
    assert f"scores: {scores}\n" in out


def test_a_four_seat_autosave_sums_itself_up_by_round() -> None:
    state = play_decisions(3, 9, game="hana-awase", seat_count=4, players=("greedy",))
    names = [("Aki", "red"), ("Ren", "blue"), ("Mio", "gold"), ("Sora", "green")]
    seats = [autosave.SeatInfo(name, colour, "human") for name, colour in names]
    autosave.save(state, autosave.MatchInfo(mode="couch", seed=3, seats=seats))
    loaded = autosave.load()
    assert loaded.summary == "Aki vs Ren vs Mio vs Sora, round 1"
