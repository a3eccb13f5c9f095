"""Records' page of statistics per game: Up turns to it and back; it shows each game's
numbers from the kept matches with the text inside its panels in every language; a match
against the CPU played at the real table is counted on it."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.engine import games
from game.input import actions as act
from game.persist.records_library import RecordsLibrary
from game.scenes.arcade.records import StatsScene
from tests.persist.game_stats_records import kept_matches
from tests.scenes.arcade.test_records_vs_cpu import WON_SEED, play_a_match_vs_normal
from tests.support.headless import scene_context
from tests.support.text_boxes import overflows, recording


def records_scene(tmp_path) -> tuple[StatsScene, object]:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    kept_matches(tmp_path / "records")
    context = scene_context()
    scene = StatsScene(context, library=RecordsLibrary(directory=tmp_path / "records"))
    context.scenes.push(scene)
    return scene, context


def test_up_turns_to_the_numbers_per_game_and_back(tmp_path, drawn_texts):
    scene, context = records_scene(tmp_path)
    assert len(context.services.notices) == 1  # the damaged kept match, told once
    scene.handle_action(act.Action(act.UP, act.KEYBOARD))
    assert scene.per_game
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    for text in ("Matches per game", "Koi-Koi", "Roppyakken", "Hana-awase", "Kasu: 3"):
        assert text in drawn_texts
    assert drawn_texts.count("Matches played") == len(games.GAME_IDS)  # hachi-hachi: none
    assert ["2 · 0 · 1", "2 · 0 · 0", "1 · 0 · 0", "0 · 0 · 0"] == [
        text for text in drawn_texts if text.count(" · ") == 2 and text[0].isdigit()
    ]
    assert ["48 points", "40 points", "366 points"] == [
        text for text in drawn_texts if text.endswith(" points")
    ]
    assert "From your last 8 kept matches; a couch match counts as played only." in drawn_texts
    scene.handle_action(act.Action(act.RIGHT, act.KEYBOARD))
    assert scene.mode_index == 0  # left / right turn the high scores only on that page
    scene.handle_action(act.Action(act.DOWN, act.KEYBOARD))
    drawn_texts.clear()
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    assert not scene.per_game and "Matches per game" not in drawn_texts
    assert "Arcade ranking points" in drawn_texts


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
def test_the_page_per_game_fits_its_panels(tmp_path, monkeypatch, language):
    scene, context = records_scene(tmp_path)
    scene.per_game = True
    i18n.set_language(language)
    with recording(monkeypatch) as drawn:
        context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    texts = [item.content for item in drawn if item.kind == "text"]
    assert len([item for item in drawn if item.kind == "panel"]) == len(games.GAME_IDS)
    assert len(texts) > 40
    assert overflows(drawn) == []


def test_a_match_against_the_cpu_at_the_table_is_counted_per_game(app):
    play_a_match_vs_normal(app, WON_SEED)
    scene = app.context.make_scene("arcade_stats", per_game=True)
    koikoi = scene.game_tallies[games.KOIKOI]
    assert (koikoi.matches, koikoi.won, koikoi.lost, koikoi.vs_cpu) == (1, 1, 0, 1)
    assert scene.kept_matches == 1
    assert all(scene.game_tallies[game].matches == 0 for game in games.GAME_IDS[1:])


@pytest.mark.parametrize(
    ("language", "names"),
    [("en", ["Crimson crest", "Green felt"]), ("ja", ["紅の紋", "緑のラシャ"])],
)
def test_the_unlocked_panel_names_the_backs_and_tables(tmp_path, drawn_texts, language, names):
    i18n.set_language(language)
    scene, context = records_scene(tmp_path)
    context.scenes.draw(pygame.Surface((1920, 1080)), 1.0)
    assert all(name in drawn_texts for name in names) and "default" not in drawn_texts
