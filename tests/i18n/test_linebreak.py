"""Line breaking: between words in English, between characters in Chinese and Japanese, with
kinsoku (no line starts with closing punctuation, none ends with an opening bracket)."""

from __future__ import annotations

from game.i18n.linebreak import NO_LINE_END, NO_LINE_START, break_lines


def width(text: str) -> int:
    """One unit per character (wide ones count two, as in a CJK font)."""
    return sum(2 if ord(char) > 0x2E80 else 1 for char in text)


def test_english_breaks_between_words() -> None:
    assert break_lines("the quick brown fox jumps over", 10, width) == [
        "the quick",
        "brown fox",
        "jumps over",
    ]


def test_japanese_breaks_between_characters_within_the_width() -> None:
    lines = break_lines("こいこいを宣言すると、勝負まで続けます。", 12, width)
    assert "".join(lines) == "こいこいを宣言すると、勝負まで続けます。"
    assert all(width(line) <= 12 for line in lines) and len(lines) >= 3


def test_no_line_starts_with_closing_punctuation() -> None:
    text = "役ができました。「こいこい」しますか？それとも勝負しますか？"
    for max_width in range(6, 30, 2):
        lines = break_lines(text, max_width, width)
        assert "".join(lines) == text
        assert all(line[0] not in NO_LINE_START for line in lines), (max_width, lines)
        assert all(line[-1] not in NO_LINE_END for line in lines), (max_width, lines)


def test_a_comma_that_would_start_a_line_stays_with_the_line_before() -> None:
    # four characters fit; "、" would start the second line, so it takes "短" with it
    assert break_lines("赤短青短、五光", 8, width) == ["赤短青", "短、五光"]


def test_chinese_with_latin_words_keeps_the_words_whole() -> None:
    lines = break_lines("来来 Koi-Koi 是一种花札游戏", 14, width)
    assert "Koi-Koi" in " ".join(lines) and all("Koi-" != line[-4:] for line in lines)


def test_newlines_are_kept_and_empty_text_is_no_lines() -> None:
    assert break_lines("一\n\n二", 10, width) == ["一", "", "二"]
    assert break_lines("", 10, width) == []
