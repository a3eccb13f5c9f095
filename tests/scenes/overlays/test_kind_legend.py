"""Cards read without badges, and the badges' marks are explained where they appear (issue
18, item 19): the cherry chaff's mist is no red bar a ribbon could be taken for; How to play
only speaks of corner badges when the cards wear them; the yaku list (overlay and How to
play's page) shows the kind legend over badged cards."""

import pygame
import pytest

from game.assets.cards import BADGE_EDGE, card_images
from game.core.settings import Settings
from game.scenes.menus import how_to_play
from game.scenes.menus.how_to_play import HowToPlayScene
from game.scenes.overlays.yaku_list import YakuListOverlay
from game.ui import theme
from tests.support.headless import scene_context

RIBBON_RED = (0xC2, 0x2A, 0x2C)


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def red_share(code: str) -> float:
    face = card_images().face(code, 200, badge=False)
    width, height = face.get_size()
    red = sum(
        1
        for x in range(0, width, 2)
        for y in range(0, height, 2)
        if all(abs(a - b) < 24 for a, b in zip(face.get_at((x, y))[:3], RIBBON_RED, strict=True))
    )
    return red / ((width // 2) * (height // 2))


def test_the_cherry_chaff_show_no_ribbon_red_bar_without_badges():
    assert red_share("3-2") > 0.05  # the poetry ribbon: plenty of ribbon red
    for code in ("3-3", "3-4"):
        assert red_share(code) < 0.02, code  # only the blossoms' hearts


def drawn_texts(monkeypatch, badges: bool, page: int) -> list[str]:
    seen: list[str] = []
    original = theme.draw_text

    def recording(canvas, content, *args, **kwargs):
        seen.append(content)
        return original(canvas, content, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text", recording)
    context = scene_context(settings=Settings(corner_badges=badges))
    scene = HowToPlayScene(context)
    scene.page = page
    scene.draw(pygame.Surface((1920, 1080)), 0.0)
    return seen


def test_how_to_play_speaks_of_badges_only_when_the_cards_wear_them(monkeypatch):
    with_badges = drawn_texts(monkeypatch, True, 0)
    assert how_to_play.KINDS_WITH_BADGES in with_badges and "Chaff (diamond)" in with_badges
    without = drawn_texts(monkeypatch, False, 0)
    assert not any("badge:" in text or "(diamond)" in text for text in without)
    assert how_to_play.KINDS_WITHOUT_BADGES in without and "Chaff" in without


def legend_pixels(canvas: pygame.Surface, strip: pygame.Rect) -> int:
    return sum(
        1
        for x in range(strip.left, strip.right)
        for y in range(strip.top, strip.bottom)
        if tuple(canvas.get_at((x, y)))[:3] == BADGE_EDGE
    )


@pytest.mark.parametrize("badges", (True, False))
def test_the_yaku_list_shows_the_kind_legend_over_badged_cards(badges):
    context = scene_context(settings=Settings(corner_badges=badges))
    canvas = pygame.Surface((1920, 1080))
    YakuListOverlay(context).draw(canvas, 0.0)
    overlay = legend_pixels(canvas, pygame.Rect(700, 60, 800, 50))
    scene = HowToPlayScene(context)
    scene.page = 1
    scene.draw(canvas, 0.0)
    page = legend_pixels(canvas, pygame.Rect(80, 40, 800, 60))  # top left: beside Learn to Play
    assert (overlay > 100 and page > 100) if badges else (overlay == 0 and page == 0)


def test_the_yaku_pages_legend_keeps_clear_of_the_learn_to_play_button():
    """Koi-koi's yaku page drew the kind legend over the Learn to Play [H] button."""
    context = scene_context(settings=Settings(corner_badges=True))
    scene = HowToPlayScene(context)
    assert scene.has_lesson()
    scene.page = 1
    canvas = pygame.Surface((1920, 1080))
    scene.draw(canvas, 0.0)
    assert legend_pixels(canvas, how_to_play.LESSON_BUTTON) == 0
    assert legend_pixels(canvas, pygame.Rect(80, 40, 800, 60)) > 100  # the legend is still shown
