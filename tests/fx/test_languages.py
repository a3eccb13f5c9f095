"""The flourish in Japanese and Chinese: the stamp stays the Japanese kanji name in the brush
font; the line under it (the name in the language, the points) and the caption are
translated, and a flourish prepared in each language letters those lines."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.fx.flourish import Flourish
from game.fx.spec import demo_spec, flourish_subline, victory_spec
from tests.support.card_images import ProceduralCardImages

SIZE = (640, 360)


@pytest.mark.parametrize(
    ("language", "hanami", "goko", "victory", "defeat"),
    [
        (
            "en",
            "HANAMI-ZAKE   5 POINTS",
            "GOKO   10 POINTS",
            "YOU WIN  BEST  月見酒 TSUKIMI-ZAKE",
            "CPU WINS WITH 1 POINT  BEST  猪鹿蝶 INO-SHIKA-CHO",
        ),
        ("ja", "5点", "10点", "あなたの勝ち　最高の役：月見酒", "CPUの勝ち　1点　最高の役：猪鹿蝶"),
        (
            "zh-Hans",
            "赏花酒　5 点",
            "10 点",
            "你赢了　最佳役：赏月酒",
            "电脑以 1 点获胜　最佳役：猪鹿蝶",
        ),
    ],
)
def test_the_lines_under_the_stamp_are_in_the_language(language, hanami, goko, victory, defeat):
    i18n.set_language(language)
    spec = demo_spec("hanami-zake")
    assert spec.name_ja == "花見酒"  # the stamp: the kanji name in every language
    assert flourish_subline(spec, title_is_ja=True) == hanami
    assert flourish_subline(demo_spec("goko"), title_is_ja=True) == goko
    won = victory_spec(48, "tsukimi-zake", ("8-1", "9-1"), winner="You")
    assert won.caption == victory
    lost = victory_spec(1, "ino-shika-cho", ("7-1",), winner="CPU", defeat=True)
    assert lost.caption == defeat


def test_a_stamp_the_brush_cannot_letter_is_named_in_the_language_underneath():
    """Romaji stamped (no kana in the brush subset would need it): the line under it gives
    the language's name, never the romaji twice."""
    spec = demo_spec("kuttsuki")
    assert flourish_subline(spec, title_is_ja=False) == "6 POINTS"
    i18n.set_language("ja")
    assert flourish_subline(spec, title_is_ja=False) == "くっつき　6点"
    i18n.set_language("zh-Hans")
    assert flourish_subline(spec, title_is_ja=False) == "四对　6 点"


@pytest.mark.parametrize("language", ["ja", "zh-Hans"])
def test_a_flourish_prepared_in_the_language_letters_its_lines(language, pygame_display):
    images = ProceduralCardImages()
    english = Flourish(demo_spec("victory"), "short", 3, images, canvas_size=SIZE)
    english.prepare(pygame.Surface(SIZE))
    i18n.set_language(language)
    translated = Flourish(demo_spec("victory"), "short", 3, images, canvas_size=SIZE)
    translated.prepare(pygame.Surface(SIZE))
    for props in (english.props, translated.props):
        assert props.title_is_ja and props.subline is not None and props.caption is not None
    # the same stamp, other lines
    assert pygame.image.tobytes(english.props.title, "RGBA") == pygame.image.tobytes(
        translated.props.title, "RGBA"
    )
    assert english.props.subline.get_size() != translated.props.subline.get_size()
    assert english.props.caption.get_size() != translated.props.caption.get_size()
    assert translated.props.caption.get_width() <= SIZE[0] * 0.94
