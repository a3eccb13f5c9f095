"""Records counts the matches against the CPU, and Player Stats opens on the player
(issue 29, item 4: "NORMAL 0 wins" right after beating Normal; the statistics opened on
"CPU"). A one-month match against Normal is started as the setup screen starts it, played
to its end at the real table and recorded through the autosave hook; Records then shows the
win under NORMAL, and Player Stats shows "You" first."""

from __future__ import annotations

import pytest

from game.match.setup import MatchSetup
from game.persist import stats
from game.smoke.table import HumanPilot

WON_SEED = 2  # the pilot (greedy, stopping at once) beats Normal in this one-month deal
LOST_SEED = 1  # ... and loses this one
MAX_FRAMES = 20_000


def play_a_match_vs_normal(app, seed: int) -> None:
    """The setup screen's match vs the Normal CPU, one month, to the match result."""
    app.settings.animation_speed = "instant"
    app.settings.flourish = "off"
    config = MatchSetup().config()
    assert config["level"] == "normal" and config["seats"] == ["human", "cpu"]
    config.update(seed=seed, overrides={"months": 1})
    app.context.services.start_match(config)
    until_result = HumanPilot().until_top("match_result", stop_prompts=True)
    for _ in range(MAX_FRAMES):
        if until_result(app):
            return
        app.loop.run_frames(1)
    raise AssertionError("the match never ended")


def records_texts(app, drawn_texts) -> list[str]:
    scene = app.context.make_scene("arcade_stats")
    app.context.scenes.push(scene)
    drawn_texts.clear()
    app.loop.run_frames(1)
    return list(drawn_texts)


def test_beating_normal_in_a_plain_match_shows_one_win_under_normal(app, drawn_texts):
    play_a_match_vs_normal(app, WON_SEED)
    book, warning = stats.load()
    assert warning is None
    assert book.players["You"].wins == 1 and book.players["CPU"].wins == 0
    assert {level: (r.wins, r.draws, r.losses) for level, r in book.vs_cpu.items()} == {
        "normal": (1, 0, 0)
    }
    texts = records_texts(app, drawn_texts)
    normal = texts.index("NORMAL")
    assert texts[normal + 1 : normal + 3] == ["arcade +30", "1 won · 0 lost"]
    assert texts.count("0 won · 0 lost") == 2  # easy and expert: none played


def test_a_lost_match_counts_as_lost_and_the_player_stats_open_on_the_player(app, drawn_texts):
    play_a_match_vs_normal(app, LOST_SEED)
    book, _ = stats.load()
    assert (book.vs_cpu["normal"].wins, book.vs_cpu["normal"].losses) == (0, 1)
    assert book.players["CPU"].wins == 1
    assert "0 won · 1 lost" in records_texts(app, drawn_texts)
    app.context.scenes.pop()
    player_stats = app.context.make_scene("stats")
    assert player_stats.names == ["You", "CPU"]  # the person first, though "CPU" sorts first
    assert player_stats.names[player_stats.selected] == "You"


@pytest.mark.parametrize(
    ("kinds", "levels", "counted"),
    [
        (("human", "cpu"), (None, "expert"), {"expert": (0, 0, 1)}),
        (("human", "human"), (None, None), {}),  # two people: no CPU to count against
        (("cpu", "cpu"), ("easy", "easy"), {}),  # the demo: no person
        (
            ("human", "cpu", "cpu"),
            (None, "easy", "normal"),
            {"easy": (0, 0, 1), "normal": (0, 0, 1)},
        ),
    ],
)
def test_only_one_person_against_cpus_is_counted_by_level(kinds, levels, counted):
    book = stats.StatsBook()
    names = tuple(f"P{seat}" for seat in range(len(kinds)))
    scores = (0,) + (5,) * (len(kinds) - 1)
    assert book.add_match(names, [], scores, kinds=kinds, levels=levels)
    assert {level: (r.wins, r.draws, r.losses) for level, r in book.vs_cpu.items()} == counted
    assert [book.player(name).human_matches for name in names] == [
        int(kind == "human") for kind in kinds
    ]
    again = stats.StatsBook.from_json(book.to_json())
    assert again.vs_cpu == book.vs_cpu and again.players == book.players


def test_a_bad_vs_cpu_record_in_the_file_is_refused():
    data = stats.StatsBook().to_json()
    data["vs_cpu"] = {"normal": {"wins": -1}}
    with pytest.raises(stats.storage.InvalidData):
        stats.StatsBook.from_json(data)
