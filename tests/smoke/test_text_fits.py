"""No text leaves its panel or the screen (issue 18, item 18): every screen of the smoke run
and the menus it does not visit are drawn while theme's text and panels are recorded
(tests.support.text_boxes). Scenes draw on the 1920x1080 logical canvas, which the window
shows scaled whole at 1280x720 and 1920x1080 alike (checked too), so one layout check
covers both window sizes. Plus the spots players named: a Choice's value between its
arrows, "Statistics are kept per name." clear of Continue, notices clear of titles, the
Hint panel's rows whole."""

from __future__ import annotations

import argparse

import pygame
import pytest

from game.core.display import LOGICAL_SIZE, compute_letterbox
from game.core.settings import Settings
from game.smoke import run as smoke_run
from game.ui import notice, theme
from game.ui.value_widgets import ARROW_ROOM, Choice
from game.view import hud, layout
from tests.support.headless import scene_context
from tests.support.text_boxes import overflows, recording

MENU_SCENES = (
    ("how_to_play", {}),
    ("yaku_list", {}),
    ("stats", {}),
    ("join", {}),
    ("arcade", {}),
    ("arcade_ladder", {}),
    ("arcade_free_play", {}),
    ("arcade_stats", {}),
    ("pause", {"message": "Red's controller disconnected - reconnect it, or press any key"}),
)


@pytest.fixture()
def display():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


@pytest.mark.slow
def test_every_smoke_screen_keeps_its_text_inside_its_panels(monkeypatch, private_user_dir):
    found: dict[str, list[str]] = {}
    original = smoke_run.run_step

    def step(app, smoke_step, directory):
        original(app, smoke_step, None)
        if smoke_step.screenshot:
            canvas = pygame.Surface(LOGICAL_SIZE)
            with recording(monkeypatch) as drawn:
                app.context.scenes.draw(canvas, 0.0)
            found[smoke_step.screenshot] = overflows(drawn)

    monkeypatch.setattr(smoke_run, "run_step", step)
    assert smoke_run.main(argparse.Namespace(screenshots=None)) == 0
    assert len(found) >= 20
    assert {screen: problems for screen, problems in found.items() if problems} == {}


@pytest.mark.parametrize(("name", "options"), MENU_SCENES)
def test_menus_the_smoke_run_skips_keep_their_text_inside(display, monkeypatch, name, options):
    context = scene_context(settings=Settings())
    scene = context.make_scene(name, **options)
    context.scenes.push(scene)
    pages = len(getattr(scene, "pages", ())) or 4 if name == "how_to_play" else 1
    for page in range(pages):
        if name == "how_to_play":
            scene.page = page
        canvas = pygame.Surface(LOGICAL_SIZE)
        with recording(monkeypatch) as drawn:
            context.scenes.draw(canvas, 0.0)
        assert overflows(drawn) == [], (name, page)


@pytest.mark.parametrize("window", ((1280, 720), (1920, 1080)))
def test_both_window_sizes_show_the_whole_canvas(window):
    box = compute_letterbox(window)
    assert (box.x, box.y, box.width, box.height) == (0, 0, *window)
    assert box.scale == pytest.approx(window[0] / LOGICAL_SIZE[0])


def test_a_choice_value_stays_between_its_arrows(display, monkeypatch):
    for text in ("Opponent's call x2", "Crane geese phoenix"):
        choice = Choice(
            pygame.Rect(120, 200, 820, 38), "Koi-koi doubling", [(0, text)], lambda: 0, print
        )
        canvas = pygame.Surface(LOGICAL_SIZE)
        with recording(monkeypatch) as drawn:
            choice.draw(canvas)
        value = next(item.rect for item in drawn if item.content == text)
        area = choice.value_area()
        assert area.x + ARROW_ROOM <= value.left and value.right <= area.right - ARROW_ROOM
        label = next(item.rect for item in drawn if item.content == "Koi-koi doubling")
        assert label.right < area.x


def test_statistics_line_sits_below_the_continue_button(display, monkeypatch):
    from game.scenes.couch.names import CONTINUE_RECT

    context = scene_context(settings=Settings())
    context.scenes.push(context.make_scene("join"))
    with recording(monkeypatch) as drawn:
        context.scenes.draw(pygame.Surface(LOGICAL_SIZE), 0.0)
    line = next(item.rect for item in drawn if item.content == "Statistics are kept per name.")
    assert line.top > CONTINUE_RECT.bottom


def test_a_notice_sits_clear_of_the_title_and_wraps_inside_the_screen(display):
    canvas = pygame.Surface(LOGICAL_SIZE)
    long = "Your saved match was damaged and could not be resumed (kept as " + "x" * 60 + ".json)"
    rect = notice.draw_notice(canvas, long, 3.0)
    assert pygame.Rect((0, 0), LOGICAL_SIZE).contains(rect)
    assert rect.left >= LOGICAL_SIZE[0] - notice.NOTICE_WIDTH - 24
    assert rect.height > 2 * theme.text("x", notice.NOTICE_SIZE, (0, 0, 0), "ui_bold").get_height()
    title = pygame.Rect(520, 60, 480, 130)  # the title screen's KOI-KOI
    assert not rect.colliderect(title)


def test_the_hint_panel_keeps_whole_rows_inside_it(display):
    headline = "Play the 12-3 paulownia chaff: it takes the phoenix and keeps the crane safe"
    others = ("Take the 12-1 paulownia phoenix with it for the brights", "Play the 8-1 moon")
    panel = hud.build_hint_panel(headline, others)
    width, height = panel.get_size()
    assert width == layout.HINT_RECT[2] and height <= layout.HINT_RECT[3]
    gold = theme.colour("gold_light")
    rows = [
        y for y in range(height) for x in range(16, width - 16) if panel.get_at((x, y))[:3] == gold
    ]
    assert rows and max(rows) < height - 8  # the last row's glyphs end above the rim


def test_captions_over_the_gold_waves_sit_on_a_dark_plate(display, monkeypatch):
    canvas = pygame.Surface(LOGICAL_SIZE)
    canvas.fill(theme.colour("gold"))
    rect = theme.draw_backed_text(
        canvas, "1 / 4   Left/Right: pages", 26, theme.colour("ivory"), center=(960, 1040)
    )
    behind = canvas.get_at((rect.left - 6, rect.centery))
    assert sum(behind[:3]) < 150  # dark behind ivory text, whatever the pattern
    context = scene_context(settings=Settings())
    context.scenes.push(context.make_scene("how_to_play"))
    context.scenes.push(context.make_scene("join_devices", config={"names": ["Aki", "Ben"]}))
    shown = {}
    for _ in range(2):
        with recording(monkeypatch) as drawn:
            context.scenes.draw(pygame.Surface(LOGICAL_SIZE), 0.0)
        shown.update({item.content: item.how for item in drawn if item.rect.bottom > 777})
        context.scenes.pop()
    pager = next(text for text in shown if text.startswith("1 / 4"))
    devices = next(text for text in shown if "shared device all work" in text)
    assert shown[pager] == shown[devices] == "draw_backed_text"
