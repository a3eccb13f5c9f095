"""The online result screen after a language change: Rematch, New Link and Title stay in
one row, side by side and clear of each other, in every language (the base result re-lays
out only its own two buttons)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from tests.scenes.online.test_friend_flow import play_to_the_result
from tests.support.online_rig import OnlineRig


def assert_three_in_a_row(result) -> None:
    rects = [w.rect for w in result.group.widgets]
    assert [w.key for w in result.group.widgets] == ["rematch", "new_link", "title"]
    assert rects[0].right < rects[1].left and rects[1].right < rects[2].left
    assert len({r.y for r in rects}) == 1
    assert all(pygame.Rect(0, 0, 1920, 1080).contains(r) for r in rects)
    for widget in result.group.widgets:  # every label fits its button
        assert widget.rect.width >= result_text_width(widget) + 40, widget.key


def result_text_width(widget) -> int:
    return theme.text(widget.label, widget.size, (0, 0, 0), "ui_bold").get_width()


@pytest.mark.parametrize("language", ["ja", "zh-Hans", "en"])
def test_the_result_buttons_stay_apart_when_the_language_changes(online_rig: OnlineRig, language):
    rig = online_rig
    play_to_the_result(rig)
    result = rig.top
    assert result.name == "online_result"
    rig.app.settings.language = "zh-Hant" if language == "en" else language
    rig.app.apply_language()
    rig.app.settings.language = language
    rig.app.apply_language()
    assert_three_in_a_row(result)
    rig.frames(2)  # and it draws
