"""Descriptions stay readable on the menus' backdrop (issue 29, item 17: the games' lines of
the setup flow sat on the red sun and the gold waves): every description text, for every
widget focused, has a WCAG contrast of 4.5 or more against every pixel behind it, measured
on a rendered frame in English, Japanese and Chinese."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.settings import Settings
from game.engine import games
from game.scenes.menus.game_choice import LINE_WIDTH, game_line
from game.ui import theme
from tests.support.contrast import (
    BODY_TEXT_CONTRAST,
    recording_texts,
    without_text,
    worst_contrast,
)
from tests.support.headless import scene_context

SCREENS = (
    ("game_choice", {"mode": "cpu"}),
    ("game_choice", {"mode": "couch"}),
    ("setup", {}),
    ("table_setup", {"game": "roppyakken"}),
    ("table_setup", {"game": "hana-awase"}),
    ("more_rules", {}),
    ("table_rules", {}),
    ("options", {}),
)


def descriptions(scene) -> set[str]:
    """The texts that describe: every widget's description, and the games' lines."""
    texts = {widget.description for widget in scene.group.widgets if widget.description}
    texts |= {i18n.tr(text) for text in texts}
    if scene.name == "game_choice":
        for game in games.GAME_IDS:
            texts |= set(theme.wrap_text(game_line(game), 30, LINE_WIDTH))
    return texts


def frame(context) -> pygame.Surface:
    canvas = pygame.Surface((1920, 1080))
    context.scenes.draw(canvas, 0.0)
    return canvas


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans"])
@pytest.mark.parametrize(("name", "options"), SCREENS)
def test_every_description_reads_against_what_lies_behind_it(
    name, options, language, monkeypatch, pygame_display
):
    i18n.set_language(language)
    context = scene_context(settings=Settings())
    scene = context.make_scene(name, **options)
    context.scenes.push(scene)
    measured = []
    for widget in list(scene.group.widgets):
        scene.group.focus(widget)
        with recording_texts(monkeypatch) as drawn:
            frame(context)
        with without_text(monkeypatch):
            background = frame(context)
        wanted = descriptions(scene)
        for text in drawn:
            if text.content.strip() and text.content in wanted:
                ratio = worst_contrast(text.colour, background, text.rect)
                measured.append((round(ratio, 2), text.content))
    assert measured, "no description was drawn"
    too_faint = [item for item in measured if item[0] < BODY_TEXT_CONTRAST]
    assert too_faint == []
