"""The Achievements screen: a page per game (and one for every game), unlocked ones with
their date and locked ones with how to earn them; keyboard, wheel and mouse move around it;
it is reached from the title."""

from __future__ import annotations

import pygame

from game.input import actions as act
from game.persist import achievements
from game.persist.achievements import AchievementBook
from game.scenes.menus.achievements import ROWS_SHOWN, AchievementsScene, tab_rect
from game.ui import theme
from tests.support.headless import scene_context


def display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))


def scene_with(book: AchievementBook) -> tuple[AchievementsScene, object]:
    display()
    context = scene_context()
    scene = AchievementsScene(context, book=book)
    context.scenes.push(scene)
    return scene, context


def test_rows_say_the_date_or_how_to_earn_and_the_count(drawn_texts) -> None:
    scene, context = scene_with(AchievementBook({"koikoi-first-win": "2026-11-30"}))
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    assert "First Win" in drawn_texts and "Unlocked 2026-11-30" in drawn_texts
    assert "Five Brights" in drawn_texts and "Score goko: all five brights in one month." in (
        drawn_texts
    )
    assert "Locked" in drawn_texts and "1 of 30 unlocked" in drawn_texts
    assert [a.id for a in scene.shown()][:3] == [
        "koikoi-goko",
        "koikoi-first-win",
        "koikoi-three-calls",
    ]  # the named ones first, then the first yaku of each kind
    assert scene.shown()[6].id == "koikoi-yaku-akatan"


def test_keys_turn_the_pages_and_scroll_the_list(drawn_texts) -> None:
    scene, context = scene_with(AchievementBook())
    scene.handle_action(act.Action(act.LEFT, act.KEYBOARD))
    assert scene.page == "any"
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    assert "Full Couch" in drawn_texts and "Finish an online match." in drawn_texts
    scene.handle_action(act.Action(act.RIGHT, act.KEYBOARD))
    assert scene.page == "koikoi"
    for _ in range(ROWS_SHOWN + 2):
        scene.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    assert (scene.selected, scene.top) == (ROWS_SHOWN + 2, 3)
    scene.handle_action(act.Action(act.SCROLL, act.MOUSE, value=5))
    assert (scene.selected, scene.top) == (ROWS_SHOWN - 3, 3)
    for _ in range(100):
        scene.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    assert scene.selected == len(scene.shown()) - 1 == 29


def test_the_mouse_picks_a_tab_and_a_row() -> None:
    scene, context = scene_with(AchievementBook())
    scene.handle_action(act.Action(act.CLICK, act.MOUSE, pos=tab_rect(2).center))
    assert scene.page == "hana-awase"
    scene.handle_action(act.Action(act.CLICK, act.MOUSE, pos=scene.row_rect(4).center))
    assert scene.selected == 4
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 1.0)
    row = scene.row_rect(4)
    assert tuple(canvas.get_at((row.centerx, row.bottom - 6)))[:3] == theme.colour("panel_focus")
    scene.handle_action(act.Action(act.BACK, act.KEYBOARD))
    assert context.scenes.top is not scene


def test_a_damaged_book_is_told_once_when_the_screen_opens() -> None:
    achievements.achievements_path().parent.mkdir(parents=True, exist_ok=True)
    achievements.achievements_path().write_text("{not json", "utf-8")
    display()
    context = scene_context()
    AchievementsScene(context)
    assert len(context.services.notices) == 1
    assert context.services.notices[0].startswith("Your achievements could not be read")


def test_the_title_opens_the_achievements(app) -> None:
    title = app.context.scenes.top
    button = next(widget for widget in title.group.widgets if widget.key == "achievements")
    title.group.focus(button)
    app.dispatch(act.Action(act.CONFIRM, act.KEYBOARD))
    app.loop.run_frames(1)
    assert app.context.scenes.top.name == "achievements"


def test_the_count_clears_every_tab_in_every_language(monkeypatch) -> None:
    """Five tabs reach x=1684: the "0 of 30 unlocked" count must not sit on "Every game"."""
    from game.i18n.translate import set_language
    from game.scenes.menus.achievements import PAGES
    from tests.support.contrast import recording_texts

    for language in ("en", "ja", "zh-Hans"):
        set_language(language)
        scene, context = scene_with(AchievementBook({}))
        with recording_texts(monkeypatch) as drawn:
            context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
        count = next(text for text in drawn if "30" in text.content)
        for index in range(len(PAGES)):
            assert not count.rect.colliderect(tab_rect(index)), (language, count.content)
        assert count.rect.right <= 1920 and count.rect.top >= 0
    set_language("en")
