"""Learn to Play on the title: the entry opens the Koi-Koi lesson's table, the first launch
offers it once with a tag beside the entry (never again, whatever the player did), and a
damaged progress file starts afresh; the twelve entries fit above the footer in every
language."""

from __future__ import annotations

from game.arcade.lesson_match import PROGRESS_FILE, LessonProgress
from game.core import paths
from game.i18n.translate import set_language
from tests.support.headless import headless_app

OFFER = "New to hanafuda? Start here"


def test_the_first_launch_offers_the_lesson_once(drawn_texts):
    first = headless_app(2)
    try:
        title = first.context.scenes.top
        assert title.name == "title" and title.offering  # offered, never forced
        first.loop.run_frames(2)
        assert OFFER in drawn_texts
        assert first.notices == []
        title.resume()  # back on the title from somewhere: not offered again
        assert not title.offering
    finally:
        first.shutdown()
    assert LessonProgress.load().offered
    drawn_texts.clear()
    second = headless_app(2)
    try:
        assert not second.context.scenes.top.offering
        second.loop.run_frames(2)
        assert OFFER not in drawn_texts
    finally:
        second.shutdown()


def test_a_damaged_progress_file_starts_afresh_and_is_kept_aside():
    path = paths.data_dir() / PROGRESS_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"steps": {"koikoi": "three"}')
    progress = LessonProgress.load()
    assert (progress.steps, progress.finished, progress.offered) == ({}, set(), False)
    assert list(path.parent.glob(PROGRESS_FILE + ".corrupt-*"))
    path.write_text('{"steps": {"koikoi": -1}, "finished": [], "offered": true}')
    assert LessonProgress.load().steps == {}


def test_learn_to_play_opens_the_lesson_on_the_table():
    app = headless_app(2)
    try:
        title = app.context.scenes.top
        button = next(w for w in title.group.widgets if w.key == "learn")
        button.activate()
        app.loop.run_frames(2)
        table = app.context.scenes.top
        assert table.name == "table" and table.mode.guide.lesson.lesson_id == "koikoi"
    finally:
        app.shutdown()


def test_the_title_entries_fit_above_the_footer_in_every_language():
    for language in ("en", "ja", "zh-Hans"):
        set_language(language)
        app = headless_app(2)
        try:
            buttons = app.context.scenes.top.group.widgets
            assert len(buttons) == 12
            assert max(button.rect.bottom for button in buttons) <= 1000
            for above, below in zip(buttons, buttons[1:], strict=False):
                assert above.rect.bottom < below.rect.top
        finally:
            app.shutdown()
    set_language("en")


def test_how_to_play_opens_the_games_lesson_and_only_where_there_is_one():
    import pygame

    from game.arcade.lessons import shipped_lessons
    from game.engine import games
    from tests.support.headless import press_key

    app = headless_app(2)
    try:
        assert {games.KOIKOI, "roppyakken", "hana-awase"} <= set(shipped_lessons())
        for game in games.GAME_IDS:
            app.context.scenes.push(app.context.make_scene("how_to_play", game=game))
            assert app.context.scenes.top.has_lesson() == (game in shipped_lessons())
            press_key(app, pygame.K_h)
            top = app.context.scenes.top
            if game in shipped_lessons():  # [H] opens the game's lesson
                assert top.name == "table" and top.mode.guide.lesson.lesson_id == game
            else:
                assert top.name == "how_to_play"
    finally:
        app.shutdown()


def test_the_lesson_offer_is_drawn_over_the_card_fan():
    """The tag reaches under the fanned cards: its far end must show, not the cards."""
    import pygame

    from game.ui import theme

    app = headless_app(2)
    try:
        title = app.context.scenes.top
        app.loop.run_frames(2)
        title.time = title._fan_since + 60.0  # the fan faded in
        canvas = pygame.Surface((1920, 1080))
        title.draw(canvas, 1.0)
        box = title.offer_box()
        assert box is not None and box.right > 1420 - 500  # it does reach the fan
        inside = (box.right - 8, box.centery)
        assert canvas.get_at(inside)[:3] == theme.colour("ivory")[:3]
    finally:
        app.shutdown()


def test_the_records_screen_is_headed_as_the_title_entry_that_opens_it():
    """Chinese showed 战绩 ("Statistics", as on the Player Stats screen) over the screen the
    title's 记录 ("Records") opens: two screens, one heading."""
    from game.i18n import tr

    for language in ("ja", "zh-Hans", "zh-Hant"):
        set_language(language)
        assert tr("RECORDS") == tr("Records"), language
        assert tr("RECORDS") != tr("Statistics"), language
    set_language("en")


def test_a_damaged_progress_file_is_told_to_the_player_with_its_problem():
    path = paths.data_dir() / PROGRESS_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"steps": {"koikoi": "three"}}')
    app = headless_app(2)
    try:
        kept = next(path.parent.glob(PROGRESS_FILE + ".corrupt-*")).name
        notices = [text for text, _left in app.notices]
        assert len(notices) == 1
        assert "lesson progress" in notices[0] and kept in notices[0]
        assert "The problem:" in notices[0]
    finally:
        app.shutdown()
