"""Behind a result nobody is playing (issue 29, item 13): while a month's result is up over
the table, the table's lines under it say no "X is playing... (click: fast-forward)", no
"Your turn" and no plate says "to play" - read from the HUD frame and from the texts the
table draws under the overlay. The CPU wins the month here, so before the fix the table
under the result said the CPU was already playing the next month."""

from __future__ import annotations

import pygame

from game.engine.table_view import Decision
from tests.support.table_harness import Harness, stacked_deal

STALE = ("is playing", "is thinking", "Your turn", "to play", "fast-forward")


def month_result_won_by_the_cpu(months: int) -> Harness:
    """The stacked deal with the CPU in the dealing seat: it makes sanko and stops; the
    person plays whatever is legal meanwhile."""
    harness = Harness(deal=stacked_deal(), months=months, seats=("cpu", "human"))
    harness.settings.auto_continue = False
    for _ in range(6000):
        top = harness.top()
        if type(top).__name__ == "RoundResult":
            return harness
        if type(top).__name__ == "KoikoiPrompt":
            harness.decide(False, "keyboard")
            continue
        if top is harness.table and harness.table.human_input_phase() in (
            Decision.PLAY,
            Decision.TAKE,
        ):
            harness.session.submit(harness.state.legal_actions()[0])
        harness.frame()
    raise AssertionError("no month result came")


def texts_under_the_overlay(harness: Harness, drawn_texts: list[str]) -> list[str]:
    harness.table.drawer = None  # a fresh HUD: every text of the frame is drawn again
    drawn_texts.clear()
    harness.table.draw(pygame.Surface((1920, 1080)), 0.0)
    return list(drawn_texts)


def test_no_line_under_a_month_result_says_anyone_is_playing(drawn_texts):
    harness = month_result_won_by_the_cpu(months=2)
    assert harness.state.round_results[-1]["winner"] == 0  # the CPU won the month
    assert not harness.state.is_terminal()  # the next month is dealt behind the result
    for _ in range(3):  # the result stays up: still nothing stale, frame after frame
        frame = harness.table.hud_frame()
        assert frame.control_hints == ()
        assert not any(plate.to_act for plate in frame.plates)
        texts = texts_under_the_overlay(harness, drawn_texts)
        assert [text for text in texts if any(word in text for word in STALE)] == []
        harness.frame(30)
    assert type(harness.top()).__name__ == "RoundResult"


def test_once_the_result_closes_the_table_says_who_plays_again(drawn_texts):
    harness = month_result_won_by_the_cpu(months=2)
    harness.top().close()
    for _ in range(600):
        frame = harness.table.hud_frame()
        if frame.control_hints:
            break
        harness.frame()
    texts = texts_under_the_overlay(harness, drawn_texts)
    assert any("is playing" in text or "is thinking" in text for text in texts), texts


def test_no_line_under_a_roppyakken_round_result_says_anyone_is_playing(drawn_texts):
    from tests.support.games_harness import GamesHarness

    harness = GamesHarness("roppyakken", 3)
    harness.settings.auto_continue = False
    for _ in range(20_000):
        top = harness.top()
        if top is not harness.table and top.name == "round_result":
            break
        if top is harness.table and harness.table.human_input_phase() in (
            Decision.PLAY,
            Decision.TAKE,
        ):
            harness.session.submit(harness.state.legal_actions()[0])
        harness.frame()
    else:
        raise AssertionError("no round result came")
    frame = harness.table.hud_frame()
    assert frame.control_hints == () and not any(plate.to_act for plate in frame.plates)
    texts = texts_under_the_overlay(harness, drawn_texts)
    assert [text for text in texts if any(word in text for word in STALE)] == []
