"""The Create a Room screen's preset description, read as a player reads it in Chinese and
Japanese: the sentence saying this room's length follows the description's last full stop
without a Latin space (it read "先赢三盘者胜。 本房间：先胜 1 盘。")."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.settings import Settings
from game.engine import games
from tests.support.headless import scene_context


def create_scene(game: str):
    context = scene_context(settings=Settings(online_name="Aki"))
    scene = context.make_scene("online_create", game=game)
    context.scenes.push(scene)
    return scene


@pytest.mark.parametrize("language", ["zh-Hans", "ja"])
def test_the_rooms_length_follows_a_cjk_full_stop_without_a_space(language):
    i18n.set_language(language)
    try:
        scene = create_scene(games.ROPPYAKKEN)
        length = next(w for w in scene.group.widgets if w.key == "length")
        length.adjust(-1)
        length.adjust(-1)
        text = scene.description()
        assert "。" in text
        assert "。 " not in text, text
    finally:
        i18n.set_language("en")


def test_in_english_the_sentence_still_follows_a_space():
    scene = create_scene(games.HANA_AWASE)
    length = next(w for w in scene.group.widgets if w.key == "length")
    length.adjust(-1)
    assert scene.description().endswith(". This room: 6 rounds.")
