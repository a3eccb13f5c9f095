"""The online result screen's line, read beside its buttons: when a friend wants a rematch it
tells the player to press the button by the name the button shows (in Chinese it said
「再战」 beside a button labelled 再来一局)."""

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
