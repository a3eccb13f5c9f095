"""The title checks the match in progress when it appears: Continue first when it can be
resumed, greyed with a notice when the save is damaged; a new match (vs CPU, couch or the
arcade) asks before it replaces the one in progress."""

from __future__ import annotations

import pygame

from game.engine.koikoi import positions
from game.persist import autosave
from game.persist.headless import play_decisions
from game.persist.records_library import RecordsLibrary
from tests.support.headless import headless_app, press_key, top_name

COUCH = [autosave.SeatInfo("Aki", "red", "human"), autosave.SeatInfo("Ben", "blue", "human")]


def save_couch_match() -> int:
    state = play_decisions(8, 30)
    autosave.save(state, autosave.MatchInfo(mode="couch", seed=8, seats=list(COUCH)))
    return positions.state_snapshot(state)["month"]


def started(frames: int = 2):
    return headless_app(frames)


def widget(app, key: str):
    return next(w for w in app.context.scenes.top.group.widgets if w.key == key)


def test_a_match_in_progress_puts_the_focus_on_continue():
    month = save_couch_match()
    app = started()
    try:
        title = app.context.scenes.top
        assert title.group.focused.key == "continue" and widget(app, "continue").enabled
        assert widget(app, "continue").description == f"Resume Aki vs Ben, month {month}."
    finally:
        app.shutdown()


def test_a_damaged_save_greys_continue_and_says_so_at_start_up():
    path = autosave.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "hanafuda-record", "truncated')
    app = started()
    try:
        assert not widget(app, "continue").enabled
        assert app.context.scenes.top.group.focused.key == "play_cpu"
        assert not path.exists()
        kept = [p.name for p in path.parent.iterdir() if p.name.startswith("autosave.json.")]
        assert len(kept) == 1
        assert [text for text, _left in app.notices] == [
            f"Your saved match was damaged and could not be resumed (kept as {kept[0]})."
            " The problem: it is not valid JSON (line 1)."
        ]
    finally:
        app.shutdown()


def test_a_new_match_asks_before_replacing_the_one_in_progress():
    month = save_couch_match()
    before = autosave.autosave_path().read_bytes()
    app = started()
    try:
        app.context.scenes.top.group.focus(widget(app, "play_cpu"))
        press_key(app, pygame.K_RETURN)
        assert top_name(app) == "confirm"
        confirm = app.context.scenes.top
        assert confirm.question == (
            f"You have a match in progress (Aki vs Ben, month {month}). "
            "Start a new one and discard it?"
        )
        assert confirm.group.focused.key == "no"
        press_key(app, pygame.K_RETURN)  # keep it
        assert top_name(app) == "title"
        assert autosave.autosave_path().read_bytes() == before
        app.context.scenes.top.group.focus(widget(app, "two_players"))
        press_key(app, pygame.K_RETURN)
        press_key(app, pygame.K_LEFT)
        press_key(app, pygame.K_RETURN)  # start a new one
        assert top_name(app) == "game_choice" and app.context.scenes.top.mode == "couch"
    finally:
        app.shutdown()


def test_the_arcade_asks_too_but_not_without_a_match_in_progress():
    app = started()
    try:
        app.context.scenes.top.group.focus(widget(app, "arcade"))
        press_key(app, pygame.K_RETURN)
        assert top_name(app) == "arcade_menu"
        widget(app, "arcade_ladder").on_activate()
        assert top_name(app) == "arcade"  # the ladder: nothing to lose, no question
        app.context.scenes.pop()
        save_couch_match()
        widget(app, "arcade_ladder").on_activate()
        assert top_name(app) == "confirm"
        widget(app, "yes").on_activate()
        assert top_name(app) == "arcade"
    finally:
        app.shutdown()


def test_a_damaged_kept_match_is_worded_the_same_way():
    library = RecordsLibrary()
    broken = library.folder() / "match-20250101-120000-0001.json"
    broken.write_text("{ not json")
    assert library.entries() == []
    kept = next(p.name for p in library.folder().iterdir() if "corrupt" in p.name)
    assert library.warnings == [
        f"A kept match was damaged and could not be shown (kept as {kept})."
        " The problem: it is not valid JSON (line 1)."
    ]
