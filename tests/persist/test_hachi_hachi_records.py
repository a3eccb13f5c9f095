"""Hachi-hachi kept and counted: a finished three-seat match is counted in the statistics
under its game (balances in mon, rounds as months), its record is listed by the replay viewer
and plays back on the table to the same rounds and balances."""

from __future__ import annotations

import pygame

from game.core.settings import Settings
from game.engine import games
from game.input import actions as act
from game.persist import autosave, stats
from game.persist.headless import play_decisions
from game.persist.recorder import MatchPersistence
from game.persist.records_library import RecordsLibrary
from game.scenes.menus.replay_viewer import ReplayViewer
from tests.support.headless import scene_context

HACHI = games.HACHI_HACHI
NAMES = ("Aki", "Ren", "Mio")


def _match():
    state = play_decisions(3, 100_000, game=HACHI, seat_count=3, players=("greedy",))
    assert state.is_terminal() and state.GAME == HACHI
    return state


def test_a_finished_match_counts_under_its_game():
    seats = [
        autosave.SeatInfo(name, colour, "human" if seat == 0 else "cpu")
        for seat, (name, colour) in enumerate(zip(NAMES, ("red", "blue", "green"), strict=True))
    ]
    persistence = MatchPersistence(autosave.MatchInfo(seats=seats))
    state = _match()
    persistence.after_decision(state)
    book, warning = stats.load()
    assert warning is None and book.players == {}
    counted = book.games[HACHI]
    scores = state.returns()
    assert sum(scores) == 0
    for seat, name in enumerate(NAMES):
        assert counted[name].matches == 1 and counted[name].points == scores[seat]
        assert counted[name].months_played == len(state.round_results) == state.rules.months


def test_a_kept_match_replays_on_the_table_to_the_same_balances():
    original = _match()
    record = games.record_of(
        original,
        players=[
            {"name": n, "colour": c} for n, c in zip(NAMES, ("red", "blue", "green"), strict=True)
        ],
    )
    library = RecordsLibrary()
    library.add(record, now=1_700_000_000)
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    context = scene_context(settings=Settings(animation_speed="instant"))
    viewer = ReplayViewer(context, library)
    context.scenes.push(viewer)
    assert len(viewer.entries) == 1 and "Hachi-hachi: Aki, Ren, Mio" in viewer.entries[0].title
    viewer.handle_action(act.Action(act.CONFIRM, act.KEYBOARD))
    table = context.scenes.top
    assert table.name == "replay_table" and table.session.state.GAME == HACHI
    for _ in range(600):
        for _ in range(60):
            context.scenes.update(1 / 60)
            if context.scenes.top.name == "round_result":
                context.scenes.top.close()
        if table.session.is_over():
            break
    replayed = table.session.state
    assert replayed.returns() == original.returns()
    assert [r["payments"] for r in replayed.round_results] == [
        r["payments"] for r in original.round_results
    ]


def test_achievement_facts_read_every_yaku_paid_to_a_seat():
    from game.persist.achievement_facts import facts_of

    state = _match()
    record = games.record_of(state, players=[{"name": n} for n in NAMES])
    facts = facts_of(record, last_stage=lambda game: None)
    names = games.yaku_names(HACHI)
    for seat in range(3):
        paid = {
            reason
            for result in state.round_results
            for payer, payee, mon, reason in result["payments"]
            if payee == seat and reason in names
        }
        held = {name for result in state.round_results for name, _kan in result["yaku"][seat]}
        assert paid | held <= facts.yaku[seat]
    assert any(facts.yaku)  # a whole match scores something
