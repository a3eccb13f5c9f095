"""Online screens' words read beside what they name: when a friend wants a rematch the result
line tells the player to press the button by the label it shows (in Chinese it said 「再战」
beside a button labelled 再来一局), and Play with a Friend speaks of every player of a room
for two to four, not of "both"."""

from __future__ import annotations

import pytest

from game import i18n


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
def test_the_rematch_line_names_the_rematch_button(language):
    i18n.set_language(language)
    try:
        button = i18n.tr("Rematch")
        line = i18n.tr("{name} wants a rematch: press Rematch to play again.", name="Mei")
        quoted = f"press {button}" if language == "en" else f"「{button}」"
        assert quoted in line, (button, line)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("language", "two"), [("en", "Both players"), ("ja", "二人とも"), ("zh-Hans", "双方")]
)
def test_the_friend_menu_speaks_of_every_player_not_two(drawn_texts, language, two):
    """Rooms seat two to four: Play with a Friend's side panel said "Both players"."""
    import pygame

    from game.core.settings import Settings
    from tests.support.headless import scene_context

    i18n.set_language(language)
    try:
        context = scene_context(settings=Settings(online_name="Aki"))
        scene = context.make_scene("play_friend")
        context.scenes.push(scene)
        drawn_texts.clear()
        scene.draw(pygame.Surface((1920, 1080)), 0.0)
        text = "".join(drawn_texts)
        assert "サーバー" in text or "server" in text or "服务器" in text, drawn_texts
        assert two not in text, drawn_texts
    finally:
        i18n.set_language("en")
