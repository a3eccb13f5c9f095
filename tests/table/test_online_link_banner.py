"""The banner an online table shows while this player's own link is down, read as a player
reads it in English, Japanese and Chinese: the sentence saying what happened is shown whole
(in Japanese it was cut after the server's address, "ws://127.0.0.1:8765...", because the cut
fell at the only space), on two lines where one is too short."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.online.client.problems import link_sentence
from game.table import online_marks
from game.view import text_fit


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans"])
def test_the_lost_link_banner_says_the_whole_sentence(drawn_texts, language):
    i18n.set_language(language)
    try:
        detail = link_sentence("refused", "ws://127.0.0.1:8765")
        assert "8765" in detail and len(detail) > 30
        drawn_texts.clear()
        online_marks.draw_link_banner(pygame.Surface((1920, 1080)), detail)
        said = [text for text in drawn_texts if text not in ("", " ")]
        shown = "".join(part for part in said if part not in said[:1] and part != said[-1])
        assert "..." not in shown and "…" not in shown, said
        squeeze = lambda text: "".join(text.split())  # noqa: E731 - lines join at spaces
        assert squeeze(shown) == squeeze(detail), said
    finally:
        i18n.set_language("en")


def test_a_cut_in_japanese_keeps_the_words_after_a_space():
    text = "ws://127.0.0.1:8765 で応答するサーバーがありません。起動していますか？"
    cut = text_fit.ellipsize(text, 28, 500)
    assert cut.endswith("...") and "で応答" in cut
    assert (
        text_fit.ellipsize("Ren Tanaka the Third", 28, 200) == "Ren Tanaka..."
    )  # English: at a word
