"""Achievements in the running game: a match played to its end on the real table toasts what
it unlocked once (the same match again: no toast), and the unlocks are there after a
restart, on the Achievements screen."""

from __future__ import annotations

import random

from game.engine.ai import make_player
from game.input import actions as act
from game.persist import achievements
from tests.support.every_scene import frames_until, match_vs_cpu
from tests.support.headless import headless_app

TOAST = "Achievement"
SEED = 2  # the player wins with tane, after a teshi deal
UNLOCKED = ["koikoi-first-win", "koikoi-yaku-tane", "koikoi-yaku-teshi"]


def play_to_the_end(app) -> None:
    """A two-month match vs the CPU (seed SEED) started as setup starts it; the player plays
    as the greedy CPU would and confirms the month's result, until the match ends."""
    table = match_vs_cpu(app, SEED)
    player, rng = make_player("greedy"), random.Random(5)
    for frame in range(4000):
        if table.session.is_over():
            break
        if table.human_input_phase() is not None:
            seat = table.session.state.current_player()
            table.session.submit(player.choose(table.session.state.information(seat), rng))
        elif app.context.scenes.top.name == "round_result" and frame % 30 == 29:
            app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
        app.loop.run_frames(1)
    frames_until(app, lambda: table.persistence.finished, "the match kept")


def toasts(app) -> list[str]:
    return [text for text, _seconds in app.notices if text.startswith(TOAST)]


def test_a_finished_match_toasts_its_unlocks_once_and_they_survive_a_restart(
    drawn_texts,
) -> None:
    app = headless_app()
    try:
        play_to_the_end(app)
        assert toasts(app) == ["Achievements unlocked (3): First Win, Tane, Teshi"]
        app.loop.run_frames(2)
        assert "Achievements unlocked (3): First Win, Tane, Teshi" in drawn_texts
        unlocked = sorted(achievements.load()[0].unlocked)
        assert unlocked == UNLOCKED
        app.notices.clear()
        app.context.scenes.reset(app.context.make_scene("title"))
        play_to_the_end(app)  # the same match again: nothing new
        assert toasts(app) == []
    finally:
        app.shutdown()
    again = headless_app()
    try:
        again.context.scenes.push(again.context.make_scene("achievements"))
        screen = again.context.scenes.top
        assert sorted(screen.book.unlocked) == unlocked
        assert again.notices == []
    finally:
        again.shutdown()
